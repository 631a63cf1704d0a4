import { buildApp } from './app.js';
import { MODULE_JOBS } from './app-modules.js';
import { closeComputePool } from './compute/worker-pool.js';
import { ConfigError, loadConfig } from './config/config.js';
import { databaseTarget, openDatabase } from './db/database.js';
import { prepareDatabase } from './ingest/prepare-database.js';
import { startJobQueue } from './jobs/job-queue.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  const started = Date.now();
  const { demoLoaded } = await prepareDatabase(database, {
    demoIdentity: config.demoData,
    demoInstitutions: config.demoData && {
      scale: config.demoScale,
      onProgress: (message) => console.log(`• demo data: ${message}`),
    },
    ...(config.regulatorDataDir && {
      regulatorData: {
        root: config.regulatorDataDir,
        onProgress: (message) => console.log(`• regulator data: ${message}`),
      },
    }),
  });
  if (demoLoaded) {
    console.log(
      `• demo data loaded in ${((Date.now() - started) / 1000).toFixed(0)}s (demo accounts: see README)`,
    );
  }
  let reportJobError = (error: Error) => console.error('job queue error', error);
  const jobs = await startJobQueue(database, {
    jobs: MODULE_JOBS,
    config,
    onError: (error) => reportJobError(error),
  });
  const app = await buildApp({ config, database, jobs, warmCaches: true });
  reportJobError = (error) => app.log.error({ err: error }, 'job queue error');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await closeComputePool();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite at ${config.dataDir}/pglite` : 'PostgreSQL';
  console.log(`\nFIN Atlas is running at ${config.baseUrl}  (database: ${where})\n`);
}

main().catch((error: unknown) => {
  console.error('FIN Atlas failed to start:', error);
  process.exit(1);
});
