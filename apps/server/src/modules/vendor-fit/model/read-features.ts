import { assetBandIdOf } from '@fin-atlas/domain';
import { metricServiceFor } from '../../../analytics/metric-service.js';
import type { Database } from '../../../db/database.js';
import { fillDerivedVariables } from './derived-variables.js';
import { emptyTable, type FeatureTable, numericColumn } from './feature-table.js';
import { readBranchVariables } from './read-branches.js';
import { type FirmographicRow, fillFirmographicVariables } from './read-firmographics.js';
import { readMetricVariables } from './read-metrics.js';
import { readTechnologyVariables } from './read-technology.js';

export type FeatureRead = {
  /** The quarter end the variables are read at. */
  period: string;
  /** Only these institutions (the evaluation's switchers, active or not); else every active bank and credit union. */
  ids?: readonly number[];
  /** The solutions whose vendor is a technology variable. */
  techSolutions: readonly { id: number; name: string }[];
};

/**
 * Every variable of the institutions at one period, read set-based: firmographics in one query,
 * metrics in one national pass per FI type (compute pool), branches and technographics aggregated in
 * SQL. The asset band (the model's prior key) is the band of the period's total assets.
 */
export async function readFeatureTable(database: Database, read: FeatureRead): Promise<FeatureTable> {
  const firms = await database.query<FirmographicRow>(
    `select i.id, i.fi_type, i.state, i.county_fips, i.cbsa_code, i.charter_class, i.regulator, i.is_mutual,
            i.is_mdi, i.field_of_membership, i.parent_id, i.established_date::text as established,
            i.latest_assets
       from institutions i
      where i.fi_type in ('bank', 'credit_union')
        and (case when $1::int[] is null then i.active else i.id = any($1::int[]) end)
      order by i.id`,
    [read.ids ? [...read.ids] : null],
  );
  const rows = firms.map((r) => ({ ...r, id: Number(r.id) }));
  const table = emptyTable(
    read.period,
    rows.map((r) => ({ id: r.id, fiType: r.fi_type, assetBand: 0 })),
  );
  fillFirmographicVariables(table, rows);
  await readMetricVariables(metricServiceFor(database), table);
  await readBranchVariables(
    database,
    table,
    new Map(rows.map((r) => [r.id, { state: r.state, county: r.county_fips }])),
  );
  await readTechnologyVariables(database, table, read.techSolutions);
  fillDerivedVariables(table);
  const assets = numericColumn(table, 'total_assets');
  rows.forEach((r, row) => {
    const value = assets[row] as number;
    table.assetBands[row] = assetBandIdOf(Number.isFinite(value) ? value : r.latest_assets) ?? 0;
  });
  return table;
}
