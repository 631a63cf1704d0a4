import { DEFAULT_SPAN_ID } from '@fin-atlas/domain';
import { type MetricService, metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { reportPeriods } from './report-values.js';

/**
 * Banks' and credit unions' reports, the ones asked for most. Holding companies' are read when
 * asked: the slice cache holds 48 quarters, and three types' 39 would leave a restated report's
 * thirteen room only by evicting the warmed ones.
 */
const WARM_TYPES = ['bank', 'credit_union'];

/**
 * The national quarters a report at the default span reads (its five quarters and the quarters
 * their spans and growth reach back to), for banks and credit unions, read once the server is up.
 * Read cold they cost a third of a second each over a long history, thirteen of them per type:
 * the first report after a start, or after new data, would otherwise wait on all of them.
 */
export async function warmReportQuarters(
  database: Database,
  service: MetricService = metricServiceFor(database),
): Promise<void> {
  const filing = await database.query<{ fi_type: string }>(
    'select distinct fi_type from institutions where latest_period is not null',
  );
  for (const fiType of WARM_TYPES.filter((type) => filing.some((f) => f.fi_type === type))) {
    await service.warmNational(fiType, await reportPeriods(database, fiType), DEFAULT_SPAN_ID);
  }
}
