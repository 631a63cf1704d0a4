import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { addQuarters, type Period } from '../../metrics/periods.js';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { bankCallReport } from './call-report-mapping.js';
import {
  acquisitionsOf,
  DEMO_SEED,
  type Draft,
  draftInstitutions,
  drawStructureEvents,
  type FiledSoFar,
} from './generate-demo.js';
import { demoWebsiteOf } from './names.js';
import { createRandom } from './random.js';
import { simulateInstitution } from './simulate.js';

/**
 * FDIC SDI "All Reports" files for many quarters, from the demo simulator: for benchmarks and tests
 * of deep history, where the regulator's own files are absent. Written under `dir` as the shared
 * regulator files are laid out (`fdic/sdi/YYYY-MM-DD/All_Reports_YYYYMMDD_<topic>.csv`, the 27
 * topics of FDIC's bulk download, each carrying the identifying columns), plus the banks' mergers
 * and failures as a BankFind structure-change export (`fdic/history/`), so restatement has events.
 *
 * Memory stays bounded by one quarter whatever the history: institutions are simulated one at a
 * time over every quarter, each quarter's row appended to that quarter's working file, and each
 * working file is then split into the topic files.
 */

export type SdiHistoryOptions = {
  latestPeriod: Period;
  quarters: number;
  banks: number;
  holdingCompanies?: number;
  seed?: number;
};

export type SdiHistory = {
  periods: Period[];
  /** Folder of each quarter's files, oldest first. */
  quarterDirs: string[];
  historyDir: string;
  banks: number;
  mergers: number;
  failures: number;
};

/**
 * FDIC's topic files in the order of the bank dictionary, each with the first line item it holds
 * (the dictionary was generated from these files, grouped by file); items appended later go to
 * the last.
 */
const TOPICS: readonly (readonly [string, string])[] = [
  ['Assets and Liabilities', 'docket'],
  ['1-4 Family Residential Net Loans and Leases', 'lnreres'],
  ['Additional Noninterest Expense', 'ideoth'],
  ['Additional Noninterest Income', 'idothnii'],
  ['Cash Dividends', 'eqcdiv'],
  ['Changes in Bank Equity Capital', 'eqcprev'],
  ['Deposits Based on the $250,000 Reporting Threshold', 'iddepsam'],
  ['Derivatives', 'idctder'],
  ['Goodwill and Other Intangibles', 'intangw'],
  ['Income and Expense', 'intinc'],
  ['Letters of Credit', 'locfpsb'],
  ['Loan Charge-Offs and Recoveries', 'drlnls'],
  ['Memoranda', 'lnsb'],
  ['Net Loans and Leases', 'lnlsgr'],
  ['Net charge-offs to loans', 'ntlnlsr'],
  ['Noncurrent loans to loans', 'nclnlsr'],
  ['Nontransaction Accounts', 'ntr'],
  ['Other Real Estate Owned', 'oreinv'],
  ['Past Due and Nonaccrual Assets', 'p3asset'],
  ['Securities', 'scus'],
  ['Small Business Loans', 'lnrenr4'],
  ['Total Deposits', 'idtrni'],
  ['Total Fiduciary and Related Assets', 'trpower'],
  ['Total Interest Expense', 'edepdom'],
  ['Total Interest Income', 'ilndom'],
  ['Total Unused Commitments', 'ucloc'],
  ['Transaction Accounts', 'trnipcoc'],
];

/** The identifying columns every topic file repeats, as FDIC names them. */
const PROFILE = [
  'cert',
  'fed_rssd',
  'rssdhcr',
  'name',
  'city',
  'stalp',
  'zip',
  'repdte',
  'bkclass',
  'namehcr',
  'county',
  'cbsa_metro',
  'cbsa_metro_name',
  'estymd',
  'mutual',
  'regagnt',
  'webaddr',
] as const;

/** Dictionary positions [from, to) of each topic: the topics whose first item is known split the list. */
function topicRanges(): { topic: string; from: number; to: number }[] {
  const starts = TOPICS.map(([topic, first]) => {
    const from = BANK_DICTIONARY.index.get(first);
    if (from === undefined) throw new Error(`line item ${first} is not in the bank dictionary`);
    return { topic, from };
  }).sort((a, b) => a.from - b.from);
  return starts.map((s, i) => ({
    topic: s.topic,
    from: i === 0 ? 0 : s.from,
    to: starts[i + 1]?.from ?? BANK_DICTIONARY.items.length,
  }));
}

const mdy = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
const compact = (period: Period) => period.replaceAll('-', '');

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/** The identifying fields of a bank at a quarter, tab-free text. */
function profileFields(bank: Draft, parent: Draft | undefined, period: Period): string[] {
  return [
    bank.regulatoryId,
    String(bank.rssdId),
    parent ? String(parent.rssdId) : '0',
    bank.name,
    bank.city,
    bank.state,
    bank.zip,
    mdy(period),
    bank.charterClass,
    parent?.name ?? '',
    bank.countyName,
    bank.cbsaCode ?? '',
    bank.cbsaName ?? '',
    mdy(bank.establishedDate),
    bank.isMutual ? 'Mutual' : 'Stock',
    bank.regulator,
    demoWebsiteOf(bank.name),
  ];
}

/** One working line: the profile, then every dictionary value (empty when not filed), tab-separated. */
function workingLine(profile: readonly string[], report: Record<string, number>): string {
  const values = BANK_DICTIONARY.items.map((item) => {
    const v = report[item.code];
    return v === undefined || Number.isNaN(v) ? '' : String(v);
  });
  return `${[...profile, ...values].join('\t')}\n`;
}

export async function writeSdiHistoryFiles(dir: string, options: SdiHistoryOptions): Promise<SdiHistory> {
  const periods = Array.from({ length: options.quarters }, (_, i) =>
    addQuarters(options.latestPeriod, i - options.quarters + 1),
  );
  const root = createRandom(options.seed ?? DEMO_SEED);
  const { drafts, bhcs } = draftInstitutions(root, {
    latestPeriod: options.latestPeriod,
    banks: options.banks,
    creditUnions: 0,
    holdingCompanies: options.holdingCompanies ?? Math.round(options.banks / 2),
  });
  const { events, endsAt } = drawStructureEvents(root.fork(3), drafts, periods, options.latestPeriod);
  const parents = new Map(bhcs.map((b) => [b.key, b]));
  const sdiRoot = path.join(dir, 'fdic', 'sdi');
  const working = periods.map((p) => path.join(sdiRoot, `${compact(p)}.working.tsv`));
  mkdirSync(sdiRoot, { recursive: true });
  const streams = working.map((file) => createWriteStream(file));

  // Smallest first: an acquirer is larger than its targets, so their last quarters are known when it takes them over.
  const filed = new Map<number, FiledSoFar>();
  const byAcquirer = new Map<number, typeof events>();
  for (const e of events) byAcquirer.set(e.acquirerKey, [...(byAcquirer.get(e.acquirerKey) ?? []), e]);
  for (const bank of [...drafts].sort((a, b) => a.startAssets - b.startAssets || a.key - b.key)) {
    const acquired = acquisitionsOf(byAcquirer.get(bank.key) ?? [], (key) => filed.get(key), periods);
    const quarters = simulateInstitution({
      kind: 'bank',
      profile: bank.profile,
      startAssets: bank.startAssets,
      periods: periods.slice(0, endsAt.get(bank.key) ?? periods.length),
      random: root.fork(900_000 + bank.key),
      ...(acquired ? { acquired } : {}),
    });
    const parent = bank.parentKey === null ? undefined : parents.get(bank.parentKey);
    for (const [i, q] of quarters.entries()) {
      const line = workingLine(profileFields(bank, parent, q.period), bankCallReport(q));
      await write(streams[i] as WriteStream, line);
    }
    filed.set(bank.key, { quarters: quarters.length, last: quarters[quarters.length - 1] });
  }
  await Promise.all(streams.map(close));

  const quarterDirs: string[] = [];
  for (const [i, period] of periods.entries()) {
    const quarterDir = path.join(sdiRoot, period);
    await splitQuarter(working[i] as string, quarterDir, period);
    rmSync(working[i] as string);
    quarterDirs.push(quarterDir);
  }
  const historyDir = path.join(dir, 'fdic', 'history');
  const banksByKey = new Map(drafts.map((d) => [d.key, d]));
  await writeHistory(historyDir, events, banksByKey);
  return {
    periods,
    quarterDirs,
    historyDir,
    banks: drafts.length,
    mergers: events.filter((e) => e.kind === 'merger').length,
    failures: events.filter((e) => e.kind === 'failure').length,
  };
}

/** Splits a quarter's working file into FDIC's topic files, each with the identifying columns. */
async function splitQuarter(workingFile: string, quarterDir: string, period: Period): Promise<void> {
  mkdirSync(quarterDir, { recursive: true });
  const ranges = topicRanges();
  const outputs = ranges.map(({ topic, from, to }) => {
    const stream = createWriteStream(path.join(quarterDir, `All_Reports_${compact(period)}_${topic}.csv`));
    const codes = BANK_DICTIONARY.items.slice(from, to).map((item) => item.code);
    stream.write(`${[...PROFILE, ...codes].join(',')}\n`);
    return stream;
  });
  const lines = createInterface({
    input: createReadStream(workingFile),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    const fields = line.split('\t');
    const profile = fields.slice(0, PROFILE.length).map(quoted).join(',');
    for (const [t, { from, to }] of ranges.entries()) {
      const values = fields.slice(PROFILE.length + from, PROFILE.length + to).join(',');
      await write(outputs[t] as WriteStream, `${profile},${values}\n`);
    }
  }
  await Promise.all(outputs.map(close));
}

/** The banks' mergers and failures as a BankFind export with its column dictionary. */
async function writeHistory(
  historyDir: string,
  events: readonly {
    date: string;
    kind: string;
    changeCode: number;
    acquirerKey: number;
    targetKey: number;
    description: string;
    fiType: string;
  }[],
  banks: ReadonlyMap<number, Draft>,
): Promise<void> {
  mkdirSync(historyDir, { recursive: true });
  const columns = ['ID', 'CHANGECODE', 'CHANGECODE_DESC', 'EFFDATE', 'ACQ_CERT', 'OUT_CERT', 'OUT_INSTNAME'];
  const out = createWriteStream(path.join(historyDir, 'Business_Combinations_-_Failures_demo.csv'));
  await write(out, `${columns.join(',')}\n`);
  let id = 0;
  for (const e of events) {
    const acquirer = banks.get(e.acquirerKey);
    const target = banks.get(e.targetKey);
    if (e.fiType !== 'bank' || !acquirer || !target) continue;
    id++;
    const kind = e.kind === 'failure' ? 'FAILURE - WHOLE INSTITUTION' : 'MERGER - WITHOUT ASSISTANCE';
    const row = [
      String(id),
      String(e.changeCode),
      kind,
      `${e.date}T00:00:00`,
      acquirer.regulatoryId,
      target.regulatoryId,
      target.name,
    ];
    await write(out, `${row.map(quoted).join(',')}\n`);
  }
  await close(out);
  const definitions = createWriteStream(path.join(historyDir, 'events_definitions.csv'));
  await write(definitions, `Variable Name\n${columns.join('\n')}\nCERT\n`);
  await close(definitions);
}
