import { openDatabase } from '../../db/database.js';
import type { ImportResult } from '../import-report.js';
import { refreshSource } from './sources.js';

export type ImportReleaseInput = { connectionString: string; source: string; location: string };

/**
 * A downloaded release imported on a worker thread with a connection of its own: on PostgreSQL the
 * serving process's event loop keeps answering while a national quarter is parsed and stored.
 */
export async function importReleaseTask(input: ImportReleaseInput): Promise<ImportResult> {
  const source = refreshSource(input.source);
  if (!source) throw new Error(`unknown refresh source ${input.source}`);
  const database = await openDatabase({ kind: 'postgres', connectionString: input.connectionString });
  try {
    return await source.load(database, input.location, {});
  } finally {
    await database.close();
  }
}
