import {
  assetRangeForBands,
  criteriaFilterCount,
  type PeerGroupCriteria,
  type PeerGroupOfferingRow,
  type PeerGroupRange,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { metricById } from '../../metrics/catalog/index.js';
import { RANGE_METRICS } from './metric-themes.js';
import type { UniverseInstitution, UniverseSnapshot } from './peer-universe.js';

/** Reports how far the evaluation got (0..1) and what it is doing, for the job's progress. */
export type EvaluationStep = (fraction: number, status: string) => Promise<void>;

export type Evaluation = {
  /** Largest first. */
  members: UniverseInstitution[];
  /** The quarter metric criteria were read at, when any were used. */
  period: string | null;
};

const within = (value: number | null | undefined, range: PeerGroupRange) =>
  value !== null &&
  value !== undefined &&
  (range.min === null || value >= range.min) &&
  (range.max === null || value <= range.max);

const bounded = (range: PeerGroupRange | undefined): range is PeerGroupRange =>
  range !== undefined && (range.min !== null || range.max !== null);

/** Institutions currently using the offering: the open row (ended_on null) of a service they have. */
export async function offeringUsers(database: Database, row: PeerGroupOfferingRow): Promise<Set<number>> {
  const rows = await database.query<{ institution_id: number }>(
    `select distinct institution_id from institution_technographics
      where ended_on is null and has_service
        and ($1::int is null or solution_id = $1)
        and ($2::int is null or vendor_id = $2)
        and ($3::int is null or product_id = $3)`,
    [row.solution_id, row.vendor_id, row.product_id],
  );
  return new Set(rows.map((r) => Number(r.institution_id)));
}

type Filter = { label: string; keep: () => Promise<(i: UniverseInstitution) => boolean> };

/**
 * The members criteria describe: every picked institution, plus (when any filter is set) every active
 * institution of the FI type that passes all filters. Filters run cheapest first over the in-memory
 * universe; metric values come from the universe's per-type vectors at the latest quarter.
 */
export async function evaluateCriteria(
  database: Database,
  snapshot: UniverseSnapshot,
  criteria: PeerGroupCriteria,
  step: EvaluationStep = async () => {},
): Promise<Evaluation> {
  const picked = criteria.institution_ids
    .map((id) => snapshot.byId.get(id))
    .filter((i): i is UniverseInstitution => i !== undefined);
  if (criteriaFilterCount(criteria) === 0) {
    return { members: sortByAssets(picked), period: null };
  }

  const fiType = criteria.fi_type;
  const states = new Set(criteria.states);
  const bands = assetRangeForBands(criteria.asset_bands);
  const bandRange: PeerGroupRange = { min: bands.min ?? null, max: bands.max ?? null };
  let candidates = snapshot.all.filter(
    (i) =>
      i.active &&
      (fiType === null || i.fiType === fiType) &&
      (states.size === 0 || (i.state !== null && states.has(i.state))) &&
      (!bounded(bandRange) || within(i.assets, bandRange)) &&
      (!bounded(criteria.ranges.assets) || within(i.assets, criteria.ranges.assets)),
  );

  const filters: Filter[] = [];
  const period = fiType ? snapshot.latestPeriod(fiType) : null;
  let usesMetrics = false;
  const metricFilter = (label: string, metricId: string, range: PeerGroupRange): Filter => ({
    label,
    keep: async () => {
      usesMetrics = true;
      const values = fiType ? await snapshot.metricValues(metricId, fiType) : new Map<number, number>();
      return (i) => within(values.get(i.id), range);
    },
  });
  for (const [rangeId, metricId] of Object.entries(RANGE_METRICS)) {
    const range = criteria.ranges[rangeId as keyof typeof RANGE_METRICS];
    if (bounded(range)) filters.push(metricFilter(metricById(metricId)?.name ?? metricId, metricId, range));
  }
  for (const row of criteria.metric_rows) {
    filters.push(metricFilter(metricById(row.metric_id)?.name ?? row.metric_id, row.metric_id, row));
  }
  for (const row of criteria.offering_rows) {
    filters.push({
      label: 'offerings',
      keep: async () => {
        const users = await offeringUsers(database, row);
        return (i) => users.has(i.id);
      },
    });
  }

  for (const [index, filter] of filters.entries()) {
    if (candidates.length === 0) break;
    await step(index / Math.max(filters.length, 1), `Applying ${filter.label}`);
    const keep = await filter.keep();
    candidates = candidates.filter(keep);
  }
  await step(1, 'Collecting members');

  const members = new Map<number, UniverseInstitution>();
  for (const i of [...picked, ...candidates]) members.set(i.id, i);
  return { members: sortByAssets([...members.values()]), period: usesMetrics ? period : null };
}

function sortByAssets(list: UniverseInstitution[]): UniverseInstitution[] {
  return [...list].sort((a, b) => (b.assets ?? -1) - (a.assets ?? -1) || a.id - b.id);
}
