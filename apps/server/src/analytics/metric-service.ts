import { effectiveSetId, type SetId, type SpanId } from '@fin-atlas/domain';
import { cooperativeTurns } from '../compute/turns.js';
import { computeTask, runCompute } from '../compute/worker-pool.js';
import type { Database } from '../db/database.js';
import { metricById } from '../metrics/catalog/index.js';
import { itemsRead } from '../metrics/expression.js';
import type { FinancialFiType, MetricDefinition } from '../metrics/metric-definition.js';
import { type Period, quarterIndex } from '../metrics/periods.js';
import { type Merger, restatementIndex } from '../metrics/restatement.js';
import { periodsRead } from '../metrics/span.js';
import { rankAmong, type Summary, summarize } from '../metrics/statistics.js';
import { compiledFormula, windowOver } from './formula-window.js';
import type { GroupPassOutput, groupPass } from './group-pass.task.js';
import type { nationalPass } from './national-pass.task.js';
import {
  createPeriodSliceCache,
  type PeriodSlice,
  readInstitutionSlices,
  readNationalSlice,
  restateSlice,
  type SharedSlice,
} from './period-slices.js';

export type InstitutionRef = { id: number; fiType: string };

export type MetricQuery = {
  metricIds: readonly string[];
  /** Whose values come back (the subject institution and, for peer tables, its peers). */
  institutions: readonly InstitutionRef[];
  periods: readonly Period[];
  span: SpanId;
  set: SetId;
  /** The peer group whose statistics come back; usually a subset of `institutions`. */
  peerIds?: readonly number[];
  /** Rank and percentile of each returned institution among all institutions of its type. */
  national?: boolean;
};

export type NationalStanding = { rank: number; of: number; percentile: number };
export type MetricCell = { value: number | null; national: NationalStanding | null };

export type MetricQueryResult = {
  definitions: MetricDefinition[];
  /** metric id -> period -> institution id -> cell */
  cells: Map<string, Map<Period, Map<number, MetricCell>>>;
  /** metric id -> period -> statistics over the peers */
  peerStats: Map<string, Map<Period, Summary>>;
};

export const formulaTypeOf = (fiType: string): FinancialFiType =>
  fiType === 'credit_union' || fiType === 'CU' ? 'credit_union' : 'bank';

const NATIONAL_PASS = computeTask<typeof nationalPass>(
  new URL('./national-pass.task.js', import.meta.url),
  'nationalPass',
);

const GROUP_PASS = computeTask<typeof groupPass>(
  new URL('./group-pass.task.js', import.meta.url),
  'groupPass',
);

/** From this many institutions on, reading whole periods into memory beats reading rows. */
const SLICE_THRESHOLD = 50;

type NationalVector = {
  values: Map<number, number>;
  sorted: Float64Array;
  ordered?: readonly (readonly [number, number])[];
};

/**
 * A computed value whose national standing is worked out when first read: a peer table computes
 * thousands of cells and shows the standing of a few.
 */
class ComputedCell implements MetricCell {
  #national: NationalStanding | null | undefined;
  readonly #vector: NationalVector | undefined;
  readonly #higherIsBetter: boolean | null;

  constructor(
    readonly value: number | null,
    vector: NationalVector | undefined,
    higherIsBetter: boolean | null,
  ) {
    this.#vector = vector;
    this.#higherIsBetter = higherIsBetter;
  }

  get national(): NationalStanding | null {
    if (this.#national === undefined) {
      const vector = this.#vector;
      const higherIsBetter = this.#higherIsBetter;
      this.#national =
        this.value !== null && higherIsBetter !== null && vector
          ? rankAmong(this.value, vector.sorted, higherIsBetter)
          : null;
    }
    return this.#national;
  }

  toJSON(): MetricCell {
    return { value: this.value, national: this.national };
  }
}

/** What a metric service keeps between calls; the caches hold for one data version. */
type ServiceState = {
  database: Database;
  dataVersion: number;
  nationalCache: Map<string, NationalVector>;
  slicesCache: ReturnType<typeof createPeriodSliceCache>;
  restatementCache: Promise<(institutionId: number, period: Period) => number[]> | null;
  /** National reads a request is waiting on, and when the last one ended: warm-ups wait for quiet. */
  asked: number;
  lastAsked: number;
  /** Warm-ups to run again once new data is noticed. */
  warmUps: (() => Promise<void>)[];
};

export type NationalRanking = { metric: MetricDefinition; ordered: readonly (readonly [number, number])[] };

/** Metrics aggregated over groups of institutions that all read one formula type. */
export type GroupAggregateQuery = {
  metricIds: readonly string[];
  type: FinancialFiType;
  /** Every member of every group, with its institution type (banks and holding companies read bank formulas). */
  members: readonly InstitutionRef[];
  groups: readonly (readonly number[])[];
  periods: readonly Period[];
  span: SpanId;
  set: SetId;
};

export type { GroupPassOutput as GroupAggregates } from './group-pass.task.js';

/**
 * Computes catalog metrics for institutions, periods, a span and a set, with peer statistics and
 * national standing. Formulas are compiled once; line items come from typed period slices (whole
 * types for national work, cached per data version; read per request for a few institutions).
 */
export function createMetricService(database: Database) {
  const state: ServiceState = {
    database,
    dataVersion: -1,
    nationalCache: new Map(),
    slicesCache: createPeriodSliceCache(),
    restatementCache: null,
    asked: 0,
    lastAsked: 0,
    warmUps: [],
  };
  return {
    compute(query: MetricQuery): Promise<MetricQueryResult> {
      return computeMetrics(state, query);
    },

    /**
     * Each group as one consolidated institution (regulators' industry figures: sums of numerators
     * over sums of denominators) with the quartiles of its members' own values, on the compute pool.
     */
    groupAggregates(query: GroupAggregateQuery): Promise<GroupPassOutput> {
      return groupAggregates(state, query);
    },

    /**
     * Several metrics for every institution of a type at one period, in one pass on the compute pool:
     * values[m][row] belongs to ids[row], NaN where the institution has none. Not cached (the
     * period's line items are): a model fit reads many metrics once, where rankings read a few often.
     */
    nationalValues(
      metricIds: readonly string[],
      fiType: string,
      period: Period,
      span: SpanId,
      set: SetId,
    ): Promise<NationalValues> {
      return nationalValues(state, metricIds, fiType, period, span, set);
    },

    /**
     * Reads into memory every national quarter a computation at `periods` over `span` reads, oldest
     * first as a report asks for them, so the first report after a start does not wait on the
     * database for them (and one that starts during the warm-up shares its reads).
     */
    async warmNational(fiType: string, periods: readonly Period[], span: SpanId): Promise<void> {
      await refreshVersion(state);
      const quarters = [...new Set(periods.flatMap((p) => periodsRead(p, span)))].sort();
      for (const quarter of quarters) {
        while (state.asked > 0 || performance.now() - state.lastAsked < WARM_QUIET_MS)
          await new Promise((resolve) => setTimeout(resolve, WARM_BACKOFF_MS));
        await nationalSlices(state, fiType, [quarter], false, { asked: false });
      }
    },

    /**
     * Runs `warmUp` now, and again whenever this node notices new data (which empties the caches),
     * so what the first requests after a start or a load read is in memory already.
     */
    keepWarm(warmUp: () => Promise<void>): void {
      state.warmUps.push(warmUp);
      void warmUp().catch(() => undefined);
    },

    /** Every value of one metric across all institutions of a type, best first: the national ranking. */
    nationalRanking(
      metricId: string,
      fiType: string,
      period: Period,
      span: SpanId,
      set: SetId,
    ): Promise<NationalRanking> {
      return nationalRanking(state, metricId, fiType, period, span, set);
    },
  };
}

async function refreshVersion(state: ServiceState) {
  const [row] = await state.database.query<{ v: number | null }>('select max(id)::int as v from data_loads');
  const version = row?.v ?? 0;
  if (version !== state.dataVersion) {
    const reloaded = state.dataVersion >= 0;
    state.dataVersion = version;
    state.nationalCache.clear();
    state.slicesCache.clear();
    state.restatementCache = null;
    if (reloaded) for (const warmUp of state.warmUps) void warmUp().catch(() => undefined);
  }
}

function restatement(state: ServiceState) {
  state.restatementCache ??= state.database
    .query<{ acquirer_id: number; target_id: number; event_date: string }>(
      `select acquirer_id, target_id, event_date::text as event_date from structure_events
        where kind = 'merger' and acquirer_id is not null and target_id is not null`,
    )
    .then((rows) =>
      restatementIndex(
        rows.map((m): Merger => ({ acquirerId: m.acquirer_id, targetId: m.target_id, date: m.event_date })),
      ),
    );
  state.restatementCache.catch(() => {
    state.restatementCache = null;
  });
  return state.restatementCache;
}

/**
 * A warm-up reads once requests have read nothing for WARM_QUIET_MS: a report job computes between
 * its reads, and a warm-up read started in such a gap would slow its next one.
 */
const WARM_QUIET_MS = 500;
const WARM_BACKOFF_MS = 50;

/**
 * Every institution of one type at the given periods, restated for set 2 when asked. Reads a request
 * waits on (`asked`, the default) hold warm-ups back while they last.
 */
async function nationalSlices(
  state: ServiceState,
  fiType: string,
  periods: readonly Period[],
  restated: boolean,
  { asked = true } = {},
): Promise<Map<Period, PeriodSlice>> {
  if (!asked) return readNationalSlices(state, fiType, periods, restated);
  state.asked++;
  try {
    return await readNationalSlices(state, fiType, periods, restated);
  } finally {
    state.asked--;
    state.lastAsked = performance.now();
  }
}

async function readNationalSlices(
  state: ServiceState,
  fiType: string,
  periods: readonly Period[],
  restated: boolean,
): Promise<Map<Period, PeriodSlice>> {
  const { database, slicesCache } = state;
  const type = formulaTypeOf(fiType);
  const out = new Map<Period, PeriodSlice>();
  for (const period of periods) {
    const asReported = () =>
      slicesCache.get(`${fiType}|${period}`, () => readNationalSlice(database, fiType, type, period));
    const slice = restated
      ? await slicesCache.get(`${fiType}|${period}|restated`, async () => {
          const sourcesOf = await restatement(state);
          return restateSlice(await asReported(), (id) => sourcesOf(id, period));
        })
      : await asReported();
    out.set(period, slice);
  }
  return out;
}

/** A few institutions at the given periods; for set 2 also what merged into them, then restated. */
async function institutionSlices(
  state: ServiceState,
  type: FinancialFiType,
  ids: readonly number[],
  periods: readonly Period[],
  codes: readonly string[],
  restated: boolean,
): Promise<Map<Period, PeriodSlice>> {
  if (!restated) return readInstitutionSlices(state.database, type, ids, periods, codes);
  const sourcesOf = await restatement(state);
  const withSources = new Set(ids);
  for (const id of ids)
    for (const p of periods) for (const source of sourcesOf(id, p)) withSources.add(source);
  const raw = await readInstitutionSlices(state.database, type, [...withSources], periods, codes);
  const out = new Map<Period, PeriodSlice>();
  for (const [period, slice] of raw)
    out.set(
      period,
      restateSlice(slice, (id) => sourcesOf(id, period)),
    );
  return out;
}

/**
 * National vectors for several metrics at one period, computed in one pass over every
 * institution of the type, then cached with the values sorted for ranking.
 */
async function nationalVectors(
  state: ServiceState,
  metricsWanted: readonly MetricDefinition[],
  fiType: string,
  period: Period,
  span: SpanId,
  set: SetId,
): Promise<Map<string, NationalVector>> {
  const { nationalCache } = state;
  const keyOf = (m: MetricDefinition) => `${m.id}|${fiType}|${period}|${span}|${set}`;
  const out = new Map<string, NationalVector>();
  const missing: MetricDefinition[] = [];
  for (const m of metricsWanted) {
    const cached = nationalCache.get(keyOf(m));
    if (cached) out.set(m.id, cached);
    else missing.push(m);
  }
  if (missing.length === 0) return out;
  const type = formulaTypeOf(fiType);
  const periods = periodsRead(period, span);
  const slices = await nationalSlices(state, fiType, periods, set === 2 && type === 'bank');
  const values = await runCompute(NATIONAL_PASS, {
    type,
    span,
    metricIds: missing.map((m) => m.id),
    period,
    slices: [...slices].map(([p, { ids, width, data }]) => [p, { ids, width, data }] as const),
  });
  const ids = slices.get(period)?.ids ?? new Int32Array(0);
  missing.forEach((metric, m) => {
    const column = values[m] as Float64Array;
    const byId = new Map<number, number>();
    ids.forEach((id, row) => {
      const v = column[row] as number;
      if (!Number.isNaN(v)) byId.set(id, v);
    });
    const vector = { values: byId, sorted: Float64Array.from(byId.values()).sort() };
    nationalCache.set(keyOf(metric), vector);
    out.set(metric.id, vector);
  });
  return out;
}

async function groupAggregates(state: ServiceState, query: GroupAggregateQuery): Promise<GroupPassOutput> {
  await refreshVersion(state);
  const restated = effectiveSetId(query.set, query.type) === 2 && query.type === 'bank';
  const quartersRead = [...new Set(query.periods.flatMap((p) => periodsRead(p, query.span)))].sort();
  const codes = [
    ...new Set(
      query.metricIds.flatMap((id) => {
        const formula = metricById(id)?.formulas[query.type];
        return formula ? itemsRead(formula) : [];
      }),
    ),
  ];
  const idsByFiType = new Map<string, number[]>();
  for (const { id, fiType } of query.members) {
    const list = idsByFiType.get(fiType);
    if (list) list.push(id);
    else idsByFiType.set(fiType, [id]);
  }
  const sources: (readonly [Period, SharedSlice])[][] = [];
  for (const [fiType, ids] of idsByFiType) {
    // A whole industry (or most of one) reads the cached national quarters; a few members only their rows.
    const slices =
      ids.length >= SLICE_THRESHOLD
        ? await nationalSlices(state, fiType, quartersRead, restated)
        : await institutionSlices(state, query.type, ids, quartersRead, codes, restated);
    sources.push(
      [...slices].map(([p, { ids: rowIds, width, data }]) => [p, { ids: rowIds, width, data }] as const),
    );
  }
  return runCompute(GROUP_PASS, {
    type: query.type,
    span: query.span,
    metricIds: query.metricIds,
    periods: query.periods,
    periodsRead: quartersRead,
    sources,
    groups: query.groups.map((g) => [...g]),
  });
}

/** The query's institutions by FI type, each with its position in the query (the column of the value grid). */
type Positioned = { inst: InstitutionRef; position: number };

/**
 * The result's containers: rows[m][p] holds the cells of metric m at period p by institution (the same
 * maps `cells` hands out); grid[m][p][position] the value of metric m at period p for an institution,
 * NaN when none.
 */
type Computation = {
  query: MetricQuery;
  definitions: MetricDefinition[];
  periodsNeeded: Period[];
  quarters: number[];
  rows: Map<number, MetricCell>[][];
  grid: Float64Array[][];
};

async function computeMetrics(state: ServiceState, query: MetricQuery): Promise<MetricQueryResult> {
  await refreshVersion(state);
  const definitions = query.metricIds.map((id) => {
    const metric = metricById(id);
    if (!metric) throw new Error(`unknown metric ${id}`);
    return metric;
  });
  const byFiType = new Map<string, Positioned[]>();
  const positionOf = new Map<number, number>();
  query.institutions.forEach((inst, position) => {
    positionOf.set(inst.id, position);
    const list = byFiType.get(inst.fiType);
    if (list) list.push({ inst, position });
    else byFiType.set(inst.fiType, [{ inst, position }]);
  });
  const computation: Computation = {
    query,
    definitions,
    periodsNeeded: [...new Set(query.periods.flatMap((p) => periodsRead(p, query.span)))],
    quarters: query.periods.map(quarterIndex),
    rows: definitions.map(() => query.periods.map(() => new Map<number, MetricCell>())),
    grid: definitions.map(() =>
      query.periods.map(() => new Float64Array(query.institutions.length).fill(Number.NaN)),
    ),
  };
  const cells = new Map<string, Map<Period, Map<number, MetricCell>>>();
  definitions.forEach((metric, m) => {
    const byPeriod = cells.get(metric.id) ?? new Map<Period, Map<number, MetricCell>>();
    query.periods.forEach((period, p) => {
      byPeriod.set(period, computation.rows[m]?.[p] as Map<number, MetricCell>);
    });
    cells.set(metric.id, byPeriod);
  });
  for (const [fiType, institutions] of byFiType)
    await computeFiType(state, computation, fiType, institutions);
  const peerStats = query.peerIds
    ? peerStatistics(computation, query.peerIds, positionOf)
    : new Map<string, Map<Period, Summary>>();
  return { definitions, cells, peerStats };
}

/** Fills the cells and grid values of the query's institutions of one FI type. */
async function computeFiType(
  state: ServiceState,
  computation: Computation,
  fiType: string,
  institutions: readonly Positioned[],
): Promise<void> {
  const { query, definitions, periodsNeeded, quarters, rows, grid } = computation;
  const type = formulaTypeOf(fiType);
  const set = effectiveSetId(query.set, type) as SetId;
  const restated = set === 2 && type === 'bank';
  const formulas = definitions.map((d) => compiledFormula(d, type, query.span));
  // Large peer sets and national requests read the whole type anyway: use the national slices.
  const slices =
    query.national === true || institutions.length >= SLICE_THRESHOLD
      ? await nationalSlices(state, fiType, periodsNeeded, restated)
      : await institutionSlices(
          state,
          type,
          institutions.map((i) => i.inst.id),
          periodsNeeded,
          [
            ...new Set(
              definitions.flatMap((d) => {
                const formula = d.formulas[type];
                return formula ? itemsRead(formula) : [];
              }),
            ),
          ],
          restated,
        );
  const window = windowOver(slices, periodsNeeded);
  const vectors = await nationalVectorsByCell(state, computation, fiType, set);
  const turn = cooperativeTurns();
  for (const { inst, position } of institutions) {
    await turn();
    window.moveTo(inst.id);
    for (let p = 0; p < quarters.length; p++) {
      const quarter = quarters[p] as number;
      const reports = window.reports(quarter);
      for (let m = 0; m < definitions.length; m++) {
        const formula = formulas[m];
        const v = formula && reports ? formula(window, quarter) : Number.NaN;
        const value = Number.isFinite(v) ? v : null;
        if (value !== null) (grid[m]?.[p] as Float64Array)[position] = value;
        rows[m]?.[p]?.set(
          inst.id,
          new ComputedCell(value, vectors[m]?.[p], (definitions[m] as MetricDefinition).higherIsBetter),
        );
      }
    }
  }
}

/** vectors[m][p]: the national vector a cell of metric m at period p ranks against (none unless asked). */
async function nationalVectorsByCell(
  state: ServiceState,
  { query, definitions }: Computation,
  fiType: string,
  set: SetId,
): Promise<(NationalVector | undefined)[][]> {
  const vectors: (NationalVector | undefined)[][] = definitions.map(() => []);
  if (!query.national) return vectors;
  const rankable = definitions.filter((d) => d.higherIsBetter !== null);
  for (const [p, period] of query.periods.entries()) {
    const byMetric = await nationalVectors(state, rankable, fiType, period, query.span, set);
    definitions.forEach((d, m) => {
      (vectors[m] as (NationalVector | undefined)[])[p] = byMetric.get(d.id);
    });
  }
  return vectors;
}

/** Statistics of each metric and period over the peers' values in the grid. */
function peerStatistics(
  { query, definitions, grid }: Computation,
  peerIds: readonly number[],
  positionOf: ReadonlyMap<number, number>,
): Map<string, Map<Period, Summary>> {
  const peerStats = new Map<string, Map<Period, Summary>>();
  const peers = [...new Set(peerIds)].map((id) => positionOf.get(id) ?? -1);
  const values = new Float64Array(peers.length);
  definitions.forEach((metric, m) => {
    const stats = new Map<Period, Summary>();
    query.periods.forEach((period, p) => {
      const row = grid[m]?.[p] as Float64Array;
      peers.forEach((position, i) => {
        values[i] = position < 0 ? Number.NaN : (row[position] as number);
      });
      stats.set(period, summarize(values));
    });
    peerStats.set(metric.id, stats);
  });
  return peerStats;
}

async function nationalRanking(
  state: ServiceState,
  metricId: string,
  fiType: string,
  period: Period,
  span: SpanId,
  set: SetId,
): Promise<NationalRanking> {
  await refreshVersion(state);
  const metric = metricById(metricId);
  if (!metric) throw new Error(`unknown metric ${metricId}`);
  const effective = effectiveSetId(set, formulaTypeOf(fiType)) as SetId;
  const vector = (await nationalVectors(state, [metric], fiType, period, span, effective)).get(metric.id);
  if (!vector) return { metric, ordered: [] as readonly (readonly [number, number])[] };
  vector.ordered ??= [...vector.values].sort((a, b) =>
    metric.higherIsBetter === false ? a[1] - b[1] : b[1] - a[1],
  );
  return { metric, ordered: vector.ordered };
}

export type NationalValues = { ids: Int32Array; values: Float64Array[] };

async function nationalValues(
  state: ServiceState,
  metricIds: readonly string[],
  fiType: string,
  period: Period,
  span: SpanId,
  set: SetId,
): Promise<NationalValues> {
  await refreshVersion(state);
  for (const id of metricIds) if (!metricById(id)) throw new Error(`unknown metric ${id}`);
  const type = formulaTypeOf(fiType);
  const effective = effectiveSetId(set, type) as SetId;
  const slices = await nationalSlices(
    state,
    fiType,
    periodsRead(period, span),
    effective === 2 && type === 'bank',
  );
  const ids = slices.get(period)?.ids ?? new Int32Array(0);
  if (ids.length === 0) return { ids, values: metricIds.map(() => new Float64Array(0)) };
  const values = await runCompute(NATIONAL_PASS, {
    type,
    span,
    metricIds,
    period,
    slices: [...slices].map(
      ([p, { ids: rowIds, width, data }]) => [p, { ids: rowIds, width, data }] as const,
    ),
  });
  return { ids, values };
}

export type MetricService = ReturnType<typeof createMetricService>;

const services = new WeakMap<Database, MetricService>();

/**
 * The one metric service of a database in this process: its in-memory quarters are large and slow
 * to load, so every caller (metric calls, peer groups, reports) shares them.
 */
export function metricServiceFor(database: Database): MetricService {
  let service = services.get(database);
  if (!service) {
    service = createMetricService(database);
    services.set(database, service);
  }
  return service;
}
