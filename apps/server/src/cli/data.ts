/**
 * `npm run data -- <command>`: loads regulator files into the database the server uses (same
 * DATABASE_URL / DATA_DIR configuration), after applying pending migrations.
 *
 *   import fdic-sdi <dir|zip>        one quarter of FDIC SDI "All Reports" files
 *   import ncua-5300 <dir|zip>       one NCUA 5300 call report cycle
 *   import fdic-sod <csv|csv.xz>     one year of FDIC Summary of Deposits
 *   import fdic-history <dir>        FDIC structure changes (mergers, failures)
 *   import technographics <csv>      an operator's technographics (layout: README, "Technographics CSV")
 *   import enforcement <csv>         regulators' enforcement actions (layout: README, "Enforcement actions CSV")
 *   import hmda-panel <csv>          one year's HMDA reporter panel (LEI -> bank, credit union or mortgage company)
 *   import hmda-lar <csv|gz|zip>     one year's HMDA loan/application records (after that year's panel)
 *   import job-postings <csv|json>   FIN Intent evidence: job postings (layout: README, "FIN Intent evidence files")
 *   import site-pages <csv|json>     FIN Intent evidence: crawled website pages
 *   import contact-events <csv|json> FIN Intent evidence: people who joined or left institutions
 *   import digital-channels <csv|json> mobile apps and online banking per institution and quarter
 *   refresh [--since YYYY-MM-DD] [--source <name>]   download and import new regulator releases
 *   status                           what is loaded
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config/config.js';
import { type Database, databaseTarget, openDatabase } from '../db/database.js';
import { importDigitalChannels } from '../ingest/digital-channels/import-digital-channels.js';
import { importEnforcement } from '../ingest/enforcement/import-enforcement.js';
import {
  importContactEvents,
  importJobPostings,
  importSitePages,
} from '../ingest/evidence/import-evidence.js';
import { importFdicHistory } from '../ingest/fdic-history.js';
import { importFdicSdi } from '../ingest/fdic-sdi.js';
import { importFdicSod } from '../ingest/fdic-sod.js';
import { importHmdaLar } from '../ingest/hmda/import-hmda-lar.js';
import { importHmdaPanel } from '../ingest/hmda/import-hmda-panel.js';
import { ImportError, type ImportOptions, type ImportResult } from '../ingest/import-report.js';
import { InputError } from '../ingest/io/input.js';
import { importNcua5300 } from '../ingest/ncua-5300.js';
import { prepareDatabase } from '../ingest/prepare-database.js';
import { silentProgress, terminalProgress } from '../ingest/progress.js';
import { refreshCommand } from '../ingest/refresh/refresh-command.js';
import { dataStatus, formatStatus } from '../ingest/status.js';
import { importTechnographics } from '../ingest/technographics/import-technographics.js';
import {
  formatTechnographicsStatus,
  technographicsStatus,
} from '../ingest/technographics/technographics-status.js';

const IMPORTERS: Record<
  string,
  (db: Database, location: string, options: ImportOptions) => Promise<ImportResult>
> = {
  'fdic-sdi': importFdicSdi,
  'ncua-5300': importNcua5300,
  'fdic-sod': importFdicSod,
  'fdic-history': importFdicHistory,
  technographics: importTechnographics,
  enforcement: importEnforcement,
  'hmda-panel': importHmdaPanel,
  'hmda-lar': importHmdaLar,
  'job-postings': importJobPostings,
  'site-pages': importSitePages,
  'contact-events': importContactEvents,
  'digital-channels': importDigitalChannels,
};

const USAGE = `Usage: npm run data -- <command>

  import fdic-sdi <dir|zip>        one quarter of FDIC SDI "All Reports" files (All_Reports_YYYYMMDD_*.csv)
  import ncua-5300 <dir|zip>       one NCUA 5300 call report cycle (FOICU.txt, FS220*.txt)
  import fdic-sod <csv|csv.xz>     one year of FDIC Summary of Deposits (branches)
  import fdic-history <dir>        FDIC structure changes: mergers, failures (BankFind history CSVs)
  import technographics <csv>      vendor and product per institution and solution (layout: README, "Technographics CSV")
  import enforcement <csv>         regulators' enforcement actions per institution (layout: README, "Enforcement actions CSV")
  import hmda-panel <csv>          one year's HMDA reporter panel: each LEI matched to a bank, credit union or
                                   holding company by RSSD, else a mortgage company (import it before the LAR)
  import hmda-lar <csv|csv.gz|zip> one year's HMDA loan/application records (national file: replaces the year);
                                   the year's panel must be imported first
  import job-postings <csv|json>   FIN Intent evidence: job postings per institution, updated by source_key
  import site-pages <csv|json>     FIN Intent evidence: website pages per institution, updated by institution and url
  import contact-events <csv|json> FIN Intent evidence: people who joined or left an institution
                                   (layouts: README, "FIN Intent evidence files"; one bad record refuses the file)
  import digital-channels <csv|json> mobile apps and online banking per institution, quarter and channel; replaces
                                   those quarters' rows (layout: README, "Digital channels CSV"; one bad record
                                   refuses the file)
  refresh [--since YYYY-MM-DD] [--source <name>]
                                   download the regulators' new releases (FDIC SDI, NCUA 5300, FDIC SOD, FDIC
                                   structure changes, HMDA) and import them; what is already imported and
                                   unchanged downloads nothing (sources and addresses: README, "Configuration")
  status                           data loaded so far: periods per source, rows, rejections, load time

Options: --quiet (no progress display)
         --lenders-only (hmda-lar) the file holds some lenders only (a Data Browser download for a lender or
                        a state): replace those lenders' activity and keep the other lenders'
The database is the server's: DATABASE_URL, else the embedded database in DATA_DIR (default ./.data).`;

class CliError extends Error {}

const number = (n: number) => n.toLocaleString('en-US');

function printResult(result: ImportResult) {
  const counts = Object.entries(result.counts)
    .map(([key, value]) => `${key} ${number(value)}`)
    .join(', ');
  console.log(
    `\n${result.source}${result.period ? ` ${result.period}` : ''}: loaded ${number(result.rowCount)} rows ` +
      `(${counts}) in ${(result.durationMs / 1000).toFixed(1)}s; ${number(result.rejectedCount)} rejected`,
  );
  for (const file of result.files) {
    console.log(
      `  ${file.name}: ${number(file.rows)} rows${file.rejected ? `, ${number(file.rejected)} rejected` : ''}`,
    );
  }
  if (result.warnings.length > 0) {
    console.log(`\nWarnings (${result.warnings.length}):`);
    for (const warning of result.warnings) console.log(`  ${warning}`);
  }
  if (result.rejections.length > 0) {
    const shown =
      result.rejections.length < result.rejectedCount
        ? `, the first ${number(result.rejections.length)} shown`
        : '';
    console.log(
      `\nRejected rows (${number(result.rejectedCount)}${shown}; the first 100 are kept in data_loads):`,
    );
    for (const r of result.rejections) console.log(`  ${r.file}:${r.line}: ${r.reason}`);
  }
}

/** The server's configuration, a mistake in it told as the CLI tells any other. */
function cliConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

async function open(config: AppConfig = cliConfig()): Promise<Database> {
  const target = databaseTarget(config.databaseUrl, config.dataDir);
  const busy = (detail: string) =>
    new CliError(
      `The embedded database in ${target.kind === 'pglite' ? target.dataDir : ''} cannot be opened: ${detail}.\n` +
        'The embedded (PGlite) database can be used by one process at a time: stop the FIN Atlas server ' +
        '(npm start) first, then run this command again.\n' +
        'If no server is running, the last process using it did not shut down cleanly; remove its ' +
        'postmaster.pid file and try again.',
    );
  if (target.kind === 'pglite' && target.dataDir && existsSync(path.join(target.dataDir, 'postmaster.pid'))) {
    throw busy('it is in use (postmaster.pid is present)');
  }
  let database: Database;
  try {
    database = await openDatabase(target);
  } catch (error) {
    if (target.kind === 'pglite') throw busy(`it is locked or damaged (${(error as Error).message})`);
    throw new CliError(`Cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    await prepareDatabase(database, { demoIdentity: false, demoInstitutions: false });
  } catch (error) {
    await database.close().catch(() => {});
    if (target.kind === 'pglite') throw busy(`it is locked or damaged (${(error as Error).message})`);
    throw error;
  }
  return database;
}

async function main(argv: string[]): Promise<number> {
  const quiet = argv.includes('--quiet');
  const lendersOnly = argv.includes('--lenders-only');
  const args = argv.filter((a) => a !== '--quiet' && a !== '--lenders-only');
  const [command, kind, location, ...extra] = args;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'status') {
    const database = await open();
    try {
      console.log(formatStatus(await dataStatus(database)));
      console.log(`\n${formatTechnographicsStatus(await technographicsStatus(database))}`);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'refresh') {
    const config = cliConfig();
    const database = await open(config);
    try {
      return await refreshCommand(database, config.refresh, args.slice(1), {
        progress: quiet ? silentProgress : terminalProgress(),
        fail: (message) => new CliError(`${message}\n\n${USAGE}`),
      });
    } finally {
      await database.close();
    }
  }
  if (command !== 'import') throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  const importer = kind ? IMPORTERS[kind] : undefined;
  if (!importer) throw new CliError(`Unknown source "${kind ?? ''}".\n\n${USAGE}`);
  if (!location || extra.length > 0) throw new CliError(`import ${kind} takes one path.\n\n${USAGE}`);
  if (lendersOnly && kind !== 'hmda-lar')
    throw new CliError(`--lenders-only applies to import hmda-lar only.`);
  // npm runs scripts from the repository root: resolve paths against where the user typed them.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), location);
  const database = await open();
  let interrupted = false;
  process.once('SIGINT', () => {
    interrupted = true;
    console.error('\nInterrupted: nothing of this import is committed.');
    void Promise.race([database.close(), new Promise((r) => setTimeout(r, 3000))]).finally(() =>
      process.exit(130),
    );
  });
  try {
    const result = await importer(database, resolved, {
      progress: quiet ? silentProgress : terminalProgress(),
      lendersOnly,
    });
    printResult(result);
    return 0;
  } finally {
    if (!interrupted) await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ImportError || error instanceof InputError) {
      console.error(`\n${error.message}`);
    } else {
      console.error('\nThe import failed:', error);
    }
    process.exit(1);
  },
);
