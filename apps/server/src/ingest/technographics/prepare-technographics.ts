import type { Database } from '../../db/database.js';
import { demoVendorNames, loadDemoTechnographics, quarterStart } from '../demo/technographics-load.js';
import { sessionOf, withTransaction } from '../store/index.js';
import { writeSolutionCatalog } from './catalog-writer.js';

/**
 * Technographics at start: the reference catalog always; for a demo database loaded before the
 * technographics existed, the demo technographics; once the demo institutions are gone (regulator
 * data replaced them), the demo vendors nobody uses any more.
 */
export async function prepareTechnographics(
  database: Database,
  options: { demo: boolean; onProgress?: (message: string) => void },
): Promise<void> {
  await withTransaction(database, (session) => writeSolutionCatalog(session));
  const [state] = await sessionOf(database).query<{
    demo_institutions: number;
    demo_rows: boolean;
    first_period: string | null;
    last_period: string | null;
  }>(
    `select (select count(*)::int from institutions where source = 'demo') as demo_institutions,
            exists (select 1 from institution_technographics where source = 'demo') as demo_rows,
            (select min(period)::text from data_loads where source = 'demo') as first_period,
            (select max(period)::text from data_loads where source = 'demo') as last_period`,
  );
  if (!state) return;
  if (state.demo_institutions === 0) {
    await sessionOf(database).query(
      `delete from vendors v
        where lower(v.name) = any($1::text[])
          and not exists (select 1 from institution_technographics t where t.vendor_id = v.id)`,
      [demoVendorNames().map((n) => n.toLowerCase())],
    );
    return;
  }
  if (options.demo && !state.demo_rows && state.first_period && state.last_period) {
    const window = { windowStart: quarterStart(state.first_period), windowEnd: state.last_period };
    options.onProgress?.('adding technographics to the demo data set');
    await withTransaction(database, (session) =>
      loadDemoTechnographics(session, { ...window, onProgress: options.onProgress }),
    );
  }
}
