import {
  currentRecordOrderSql,
  type TechnologyUse,
  technologyUseLabel,
  technologyUseSql,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { categoricalColumn, type FeatureTable, numericColumn } from './feature-table.js';
import { techTenureKey, techVendorKey } from './variables.js';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

/** The records open at the end of a day: started by then and not ended by then. */
export const openOnSql = (alias: string, day: string): string =>
  `${alias}.started_on <= ${day}::date and (${alias}.ended_on is null or ${alias}.ended_on > ${day}::date)`;

type Aggregate = { institution_id: number; offered: number; in_house: number };

type SolutionRecord = {
  institution_id: number;
  solution_id: number;
  use: TechnologyUse;
  vendor: string | null;
  started_on: string;
};

/**
 * The technology variables of every institution at the period's end, from the records open then:
 * how many solutions it is known to offer and what share it runs itself; and for each technology
 * solution, its vendor (or how it runs the service without one) and how long that record has run.
 * Nothing here sums vendors across solutions: such a figure would count the vendor of the very
 * solution a model predicts.
 */
export async function readTechnologyVariables(
  database: Database,
  table: FeatureTable,
  techSolutions: readonly { id: number }[],
): Promise<void> {
  const rowOf = new Map(table.ids.map((id, row) => [id, row]));
  const aggregates = await database.query<Aggregate>(
    `select t.institution_id,
            count(distinct t.solution_id) filter (where t.has_service)::int as offered,
            count(distinct t.solution_id)
              filter (where t.has_service and t.type = 'service' and t.vendor_id is null)::int as in_house
       from institution_technographics t
      where ${openOnSql('t', '$1')} and t.institution_id = any($2::int[])
      group by t.institution_id`,
    [table.period, table.ids],
  );
  const known = numericColumn(table, 'tech_known_solutions');
  const inHouse = numericColumn(table, 'tech_in_house_share');
  for (const a of aggregates) {
    const row = rowOf.get(Number(a.institution_id));
    if (row === undefined) continue;
    known[row] = a.offered;
    if (a.offered > 0) inHouse[row] = a.in_house / a.offered;
  }
  if (techSolutions.length === 0) return;
  const records = await database.query<SolutionRecord>(
    `select distinct on (t.institution_id, t.solution_id) t.institution_id, t.solution_id,
            ${technologyUseSql('t')} as use, v.name as vendor, t.started_on::text as started_on
       from institution_technographics t left join vendors v on v.id = t.vendor_id
      where ${openOnSql('t', '$1')} and t.institution_id = any($2::int[]) and t.solution_id = any($3::int[])
      order by t.institution_id, t.solution_id, ${currentRecordOrderSql('t')}`,
    [table.period, table.ids, techSolutions.map((s) => s.id)],
  );
  const periodDay = Date.parse(`${table.period}T00:00:00Z`) / DAY_MS;
  for (const r of records) {
    const row = rowOf.get(Number(r.institution_id));
    if (row === undefined) continue;
    categoricalColumn(table, techVendorKey(r.solution_id))[row] = technologyUseLabel(r.use, r.vendor);
    if (r.use !== 'no_service') {
      const started = Date.parse(`${r.started_on}T00:00:00Z`) / DAY_MS;
      numericColumn(table, techTenureKey(r.solution_id))[row] = (periodDay - started) / YEAR_DAYS;
    }
  }
  // Columns exist for every technology solution, even one nobody in these rows has a record of.
  for (const s of techSolutions) {
    categoricalColumn(table, techVendorKey(s.id));
    numericColumn(table, techTenureKey(s.id));
  }
}
