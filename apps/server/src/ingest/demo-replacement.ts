import type { ImportReport } from './import-report.js';
import { removeDemoInstitutions, type SqlSession } from './store/index.js';

/**
 * The first regulator import into a database that holds the generated demo data set removes it,
 * in the import's transaction: the app then shows real institutions only (demo identifiers can
 * collide with real certificates and charters, and "Data as of" must not mix the two).
 */
export async function replaceDemoData(session: SqlSession, report: ImportReport): Promise<void> {
  const removed = await removeDemoInstitutions(session);
  if (removed > 0) {
    report.warn(
      `removed the generated demo data set (${removed.toLocaleString('en-US')} demo institutions): regulator data replaces it`,
    );
  }
}
