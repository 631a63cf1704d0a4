// The importing process of `npm run bench` section 'history': one process imports FDIC SDI quarters one
// after another through the built importer (as a refresh catching up on years of releases does), then
// the structure changes, and prints one JSON line per load with its time and the process's memory.
//   node history-import.mjs <root> <dataDir> <databaseUrl|''> <historyDir> <quarterDir>...
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, dataDir, databaseUrl, historyDir, ...quarterDirs] = process.argv.slice(2);
const built = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
const { databaseTarget, openDatabase } = await built('db/database.js');
const { prepareDatabase } = await built('ingest/prepare-database.js');
const { importFdicSdi } = await built('ingest/fdic-sdi.js');
const { importFdicHistory } = await built('ingest/fdic-history.js');

if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const database = await openDatabase(databaseTarget(databaseUrl || undefined, dataDir));
try {
  await prepareDatabase(database, { demoIdentity: false, demoInstitutions: false });
  // What the process holds before the first quarter: the engine and the data CLI's preparation.
  console.log(JSON.stringify({ kind: 'prepared', rssMb: process.memoryUsage().rss / 2 ** 20 }));
  // CPU time beside wall time: on a machine shared with other work, CPU time says what wall time cannot.
  let cpu = process.cpuUsage();
  const cpuSeconds = () => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  };
  const report = (kind, result, started) =>
    console.log(
      JSON.stringify({
        kind,
        period: result.period,
        rows: result.rowCount,
        rejected: result.rejectedCount,
        ms: performance.now() - started,
        cpuSeconds: cpuSeconds(),
        rssMb: process.memoryUsage().rss / 2 ** 20,
        peakMb: process.resourceUsage().maxRSS / 1024,
      }),
    );
  cpuSeconds();
  for (const dir of quarterDirs) {
    const started = performance.now();
    report('fdic-sdi', await importFdicSdi(database, dir), started);
  }
  const started = performance.now();
  cpuSeconds();
  report('fdic-history', await importFdicHistory(database, historyDir), started);
} finally {
  await database.close();
}
console.log(JSON.stringify({ kind: 'peak', rssMb: process.resourceUsage().maxRSS / 1024 }));
