import { effectiveSetId, type SetId, type SpanId } from '@fin-atlas/domain';
import type { Database } from '../db/database.js';
import { BANK_DICTIONARY } from '../ingest/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../ingest/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../ingest/line-items/line-item.js';
import { metricById } from '../metrics/catalog/index.js';
import { type Expr, evaluate, itemsRead } from '../metrics/expression.js';
import type { FinancialFiType, MetricDefinition } from '../metrics/metric-definition.js';
import type { Period } from '../metrics/periods.js';
import { periodsRead } from '../metrics/span.js';
import { rankAmong, type Summary, summarize } from '../metrics/statistics.js';
import { type InstitutionSeries, readLineItems } from './financials-reader.js';
import { createPeriodSliceCache, type PeriodSlice, sliceValue } from './period-slices.js';
import { addValueArraysByCode, type Merger, restatementSources } from './restated-series.js';

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

const dictionaryFor = (type: FinancialFiType): LineItemDictionary =>
  type === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;

function readerOver(series: InstitutionSeries | undefined) {
  return (code: string, period: Period) => series?.get(period)?.get(code) ?? null;
}

/** From this many institutions on, reading whole periods into memory beats reading rows. */
const SLICE_THRESHOLD = 50;

type NationalVector = { values: Map<number, number>; sorted: number[] };

/**
 * Computes catalog metrics for institutions, periods, a span and a set, with peer statistics and
 * national standing. Line items are read per request (only the needed ones); national vectors are
 * cached per data version, since they change only when data is loaded.
 */
export function createMetricService(database: Database) {
  let dataVersion = -1;
  const nationalCache = new Map<string, NationalVector>();
  const slicesCache = createPeriodSliceCache(database);
  let mergersCache: Merger[] | null = null;

  async function refreshVersion() {
    const [row] = await database.query<{ v: number | null }>('select max(id)::int as v from data_loads');
    const version = row?.v ?? 0;
    if (version !== dataVersion) {
      dataVersion = version;
      nationalCache.clear();
      slicesCache.clear();
      mergersCache = null;
    }
  }

  async function mergers(): Promise<Merger[]> {
    mergersCache ??= (
      await database.query<{ acquirer_id: number; target_id: number; event_date: string }>(
        `select acquirer_id, target_id, event_date::text as event_date from structure_events
          where kind = 'merger' and acquirer_id is not null and target_id is not null`,
      )
    ).map((m) => ({ acquirerId: m.acquirer_id, targetId: m.target_id, date: m.event_date }));
    return mergersCache;
  }

  /** Series for institutions; with set 2, each period also carries what merged in later. */
  async function loadSeries(
    type: FinancialFiType,
    scope: { institutionIds: readonly number[] } | { fiTypes: readonly string[] },
    periods: readonly Period[],
    codes: readonly string[],
    set: SetId,
  ): Promise<Map<number, InstitutionSeries>> {
    const dictionary = dictionaryFor(type);
    if (set !== 2 || type === 'credit_union')
      return readLineItems(database, dictionary, scope, periods, codes);
    const all = await mergers();
    let extendedScope = scope;
    if ('institutionIds' in scope) {
      const extra = new Set<number>();
      for (const id of scope.institutionIds) {
        for (const p of periods) for (const source of restatementSources(id, p, all)) extra.add(source);
      }
      extendedScope = { institutionIds: [...new Set([...scope.institutionIds, ...extra])] };
    }
    const raw = await readLineItems(database, dictionary, extendedScope, periods, codes);
    const ids = 'institutionIds' in scope ? scope.institutionIds : [...raw.keys()];
    const restated = new Map<number, InstitutionSeries>();
    for (const id of ids) {
      const series: InstitutionSeries = new Map();
      for (const p of periods) {
        const parts = [id, ...restatementSources(id, p, all)]
          .map((i) => raw.get(i)?.get(p))
          .filter((x) => x !== undefined);
        if (parts.length > 0 && raw.get(id)?.get(p)) series.set(p, addValueArraysByCode(parts));
      }
      restated.set(id, series);
    }
    return restated;
  }

  /**
   * Readers over the in-memory period slices of one FI type: every institution of the type at the
   * given periods, restated for set 2 (banks) from the same slices.
   */
  async function sliceReaders(fiType: string, periods: readonly Period[], set: SetId, currentPeriod: Period) {
    const type = formulaTypeOf(fiType);
    const dictionary = dictionaryFor(type);
    const slices = new Map<Period, PeriodSlice>();
    for (const p of periods) slices.set(p, await slicesCache.get(fiType, p, dictionary));
    const restate = set === 2 && type === 'bank' ? await mergers() : null;
    const readerFor = (id: number) => {
      const sources = new Map<Period, number[]>();
      return (code: string, p: Period) => {
        const position = dictionary.index.get(code);
        if (position === undefined) return null;
        const own = sliceValue(slices.get(p), id, position);
        if (!restate || own === null) return own;
        let extra = sources.get(p);
        if (!extra) {
          extra = restatementSources(id, p, restate);
          sources.set(p, extra);
        }
        let total = own;
        for (const source of extra) total += sliceValue(slices.get(p), source, position) ?? 0;
        return total;
      };
    };
    const reports = (id: number, p: Period) => slices.get(p)?.rows.has(id) === true;
    return { readerFor, reports, current: slices.get(currentPeriod) };
  }

  /**
   * National vectors for several metrics at one period, computed from one read of every
   * institution of the type (only the line items those metrics need), then cached.
   */
  async function nationalVectors(
    metricsWanted: readonly MetricDefinition[],
    fiType: string,
    period: Period,
    span: SpanId,
    set: SetId,
  ): Promise<Map<string, NationalVector>> {
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
    const dictionary = dictionaryFor(type);
    const formulas = missing.map((m) => [m, m.formulas[type]] as const);
    const { readerFor, current } = await sliceReaders(fiType, periodsRead(period, span), set, period);
    const ids = current ? [...current.rows.keys()] : [];
    for (const [metric, formula] of formulas) {
      const values = new Map<number, number>();
      if (formula) {
        for (const id of ids) {
          const v = evaluate(formula, { read: readerFor(id), period, span });
          if (v !== null && Number.isFinite(v)) values.set(id, v);
        }
      }
      const vector = { values, sorted: [...values.values()].sort((a, b) => a - b) };
      nationalCache.set(keyOf(metric), vector);
      out.set(metric.id, vector);
    }
    return out;
  }

  return {
    async compute(query: MetricQuery): Promise<MetricQueryResult> {
      await refreshVersion();
      const definitions = query.metricIds.map((id) => {
        const metric = metricById(id);
        if (!metric) throw new Error(`unknown metric ${id}`);
        return metric;
      });
      const byType = new Map<FinancialFiType, InstitutionRef[]>();
      for (const inst of query.institutions) {
        const type = formulaTypeOf(inst.fiType);
        byType.set(type, [...(byType.get(type) ?? []), inst]);
      }
      const periodsNeeded = [...new Set(query.periods.flatMap((p) => periodsRead(p, query.span)))];
      const cells = new Map<string, Map<Period, Map<number, MetricCell>>>();
      const peerStats = new Map<string, Map<Period, Summary>>();
      const peerSet = query.peerIds ? new Set(query.peerIds) : null;
      const rankable = definitions.filter((d) => d.higherIsBetter !== null);
      const nationalByKey = new Map<string, Promise<Map<string, NationalVector>>>();
      const nationals = (fiType: string, period: Period, set: SetId) => {
        const key = `${fiType}|${period}|${set}`;
        let found = nationalByKey.get(key);
        if (!found) {
          found = nationalVectors(rankable, fiType, period, query.span, set);
          nationalByKey.set(key, found);
        }
        return found;
      };

      for (const [type, institutions] of byType) {
        const formulas = definitions.map((d) => d.formulas[type]).filter((f): f is Expr => f !== undefined);
        const codes = [...new Set(formulas.flatMap(itemsRead))];
        const set = effectiveSetId(query.set, type === 'credit_union' ? 'credit_union' : 'bank') as SetId;
        // Large peer sets and national requests read the whole type anyway: use the in-memory slices.
        const useSlices = query.national === true || institutions.length >= SLICE_THRESHOLD;
        const series = useSlices
          ? new Map<number, InstitutionSeries>()
          : await loadSeries(
              type,
              { institutionIds: institutions.map((i) => i.id) },
              periodsNeeded,
              codes,
              set,
            );
        const sliced = new Map<string, Awaited<ReturnType<typeof sliceReaders>>>();
        if (useSlices) {
          for (const fiType of new Set(institutions.map((i) => i.fiType))) {
            sliced.set(fiType, await sliceReaders(fiType, periodsNeeded, set, query.periods[0] ?? ''));
          }
        }
        const valueOf = (inst: InstitutionRef, formula: Expr | undefined, period: Period): number | null => {
          if (!formula) return null;
          if (useSlices) {
            const readers = sliced.get(inst.fiType);
            if (!readers?.reports(inst.id, period)) return null;
            return evaluate(formula, { read: readers.readerFor(inst.id), period, span: query.span });
          }
          const s = series.get(inst.id);
          return s?.has(period) ? evaluate(formula, { read: readerOver(s), period, span: query.span }) : null;
        };
        for (const metric of definitions) {
          const formula = metric.formulas[type];
          const byPeriod = cells.get(metric.id) ?? new Map<Period, Map<number, MetricCell>>();
          cells.set(metric.id, byPeriod);
          for (const period of query.periods) {
            const row = byPeriod.get(period) ?? new Map<number, MetricCell>();
            byPeriod.set(period, row);
            for (const inst of institutions) {
              const value = valueOf(inst, formula, period);
              const finite = value !== null && Number.isFinite(value) ? value : null;
              let national: NationalStanding | null = null;
              if (query.national && finite !== null && metric.higherIsBetter !== null) {
                const vector = (await nationals(inst.fiType, period, set)).get(metric.id);
                national = vector ? rankAmong(finite, vector.sorted, metric.higherIsBetter) : null;
              }
              row.set(inst.id, { value: finite, national });
            }
          }
        }
      }

      if (peerSet) {
        for (const metric of definitions) {
          const stats = new Map<Period, Summary>();
          for (const period of query.periods) {
            const row = cells.get(metric.id)?.get(period);
            stats.set(period, summarize([...peerSet].map((id) => row?.get(id)?.value ?? null)));
          }
          peerStats.set(metric.id, stats);
        }
      }
      return { definitions, cells, peerStats };
    },

    /** Every value of one metric across all institutions of a type: the national ranking. */
    async nationalRanking(metricId: string, fiType: string, period: Period, span: SpanId, set: SetId) {
      await refreshVersion();
      const metric = metricById(metricId);
      if (!metric) throw new Error(`unknown metric ${metricId}`);
      const effective = effectiveSetId(set, fiType === 'credit_union' ? 'credit_union' : 'bank') as SetId;
      const vector = (await nationalVectors([metric], fiType, period, span, effective)).get(metric.id) ?? {
        values: new Map<number, number>(),
        sorted: [],
      };
      const ordered = [...vector.values].sort((a, b) =>
        metric.higherIsBetter === false ? a[1] - b[1] : b[1] - a[1],
      );
      return { metric, ordered };
    },
  };
}

export type MetricService = ReturnType<typeof createMetricService>;
