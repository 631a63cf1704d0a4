import { type HmdaGeoLevel, hmdaFigureIndex, US_STATES } from '@fin-atlas/domain';
import { COUNTIES } from '../../../reference/us-counties.js';
import type { EngineContext } from '../engine/provider.js';
import { marketLabels } from './market-data.js';
import type { MortgageReading } from './mortgage-reading.js';
import { perUniverseVersion } from './per-version.js';

/** HMDA publishes interest rates in percent (6.375); rules and columns take rates as fractions. */
const RATE_PERCENT = 100;

/** The HMDA years loaded, latest first (every loaded year writes its reporter panel). */
export const hmdaYearsFor = perUniverseVersion(async ({ database }): Promise<number[]> => {
  const rows = await database.query<{ year: number }>(
    'select distinct year from hmda_lenders order by year desc',
  );
  return rows.map((r) => Number(r.year));
});

/** A market of one level in a year's activity, with how many lenders reported loans there. */
export type HmdaMarket = { code: string; label: string; lenders: number };

/** The markets of one level present in a year's activity, labelled like Market Area's markets. */
export const hmdaMarketsFor = perUniverseVersion(async (context, key): Promise<HmdaMarket[]> => {
  const [year, level] = key.split('|') as [string, Exclude<HmdaGeoLevel, 'nation'>];
  const rows = await context.database.query<{ code: string; n: number }>(
    `select geo_code as code, count(distinct lender_id)::int as n from hmda_activity
      where year = $1 and geo_level = $2 group by geo_code`,
    [Number(year), level],
  );
  const label = marketLabels(context.universe);
  return rows.map((r) => ({ code: r.code, label: label(level, r.code), lenders: Number(r.n) }));
});

/** Universe positions whose figures a lender's row adds to: its own, and its holding company's. */
function holdersOf(context: EngineContext, lenderId: number, parentId: number | null): number[] {
  const { positionOf } = context.universe;
  const own = positionOf.get(lenderId);
  const parent = parentId === null ? undefined : positionOf.get(parentId);
  const out: number[] = [];
  if (own !== undefined) out.push(own);
  if (parent !== undefined && parent !== own) out.push(parent);
  return out;
}

/** Positions of the lenders (and their holding companies) that reported HMDA in the year: 0, not "none", elsewhere. */
async function reportersOf(context: EngineContext, year: number): Promise<Uint8Array> {
  const rows = await context.database.query<{ lender_id: number; parent_id: number | null }>(
    `select r.lender_id, i.parent_id
       from (select lender_id from hmda_lenders where year = $1
             union select lender_id from hmda_activity where year = $1 and geo_level = 'nation') r
       left join institutions i on i.id = r.lender_id`,
    [year],
  );
  const out = new Uint8Array(context.universe.size);
  for (const r of rows) {
    for (const p of holdersOf(
      context,
      Number(r.lender_id),
      r.parent_id === null ? null : Number(r.parent_id),
    )) {
      out[p] = 1;
    }
  }
  return out;
}

/** The counties a "markets served" measure counts in: all, those of the chosen states or MSAs, or the chosen ones. */
function countyScope({ level, codes }: MortgageReading): {
  codes: string[] | null;
  prefixes: string[] | null;
} {
  if (level === 'nation') return { codes: null, prefixes: null };
  if (level === 'county') return { codes, prefixes: null };
  if (level === 'state') {
    const fips = US_STATES.filter((s) => codes.includes(s.code)).map((s) => s.fips);
    return { codes: null, prefixes: fips };
  }
  const msas = new Set(codes);
  return { codes: COUNTIES.filter((c) => msas.has(c[6])).map((c) => c[0]), prefixes: null };
}

async function marketsServed(context: EngineContext, reading: MortgageReading, reporters: Uint8Array) {
  const scope = countyScope(reading);
  const rows = await context.database.query<{ holder: number; n: number }>(
    `select h.holder, count(distinct a.geo_code)::int as n
       from hmda_activity a
       left join institutions i on i.id = a.lender_id
       cross join lateral (values (a.lender_id), (i.parent_id)) h(holder)
      where a.year = $1 and a.geo_level = 'county' and a.figures[$2] > 0 and h.holder is not null
        and ($3::text[] is null or a.geo_code = any($3::text[]))
        and ($4::text[] is null or left(a.geo_code, 2) = any($4::text[]))
      group by h.holder`,
    [reading.year, hmdaFigureIndex('originations', 'count') + 1, scope.codes, scope.prefixes],
  );
  const values = Float64Array.from(reporters, (r) => (r ? 0 : Number.NaN));
  for (const r of rows) {
    const p = context.universe.positionOf.get(Number(r.holder));
    if (p !== undefined) values[p] = Number(r.n);
  }
  return values;
}

/** The figure positions a measure sums: x (the numerator or the value) and y (the denominator). */
function figurePair(reading: MortgageReading): { x: number; y: number | null } {
  const { measure, action, output } = reading;
  switch (measure.kind) {
    case 'loans':
      return { x: hmdaFigureIndex(action, output === 'amount' ? 'amount' : 'count'), y: null };
    case 'breakdown': {
      const x = hmdaFigureIndex(action, output === 'amount' ? 'amount' : 'count', measure.breakdown);
      return { x, y: output === 'share' ? hmdaFigureIndex(action, 'count') : null };
    }
    case 'denial_rate':
      return { x: hmdaFigureIndex('denials', 'count'), y: hmdaFigureIndex('applications', 'count') };
    case 'share_sold':
      return {
        x: hmdaFigureIndex('originations', 'count', 'sold'),
        y: hmdaFigureIndex('originations', 'count'),
      };
    default:
      return { x: hmdaFigureIndex('originations', 'amount'), y: null };
  }
}

/** The median of markets' medians, each weighted by its originations; null without any. */
export function weightedMedian(pairs: readonly [value: number, weight: number][]): number | null {
  const kept = pairs.filter(([v, w]) => Number.isFinite(v) && w > 0).sort((a, b) => a[0] - b[0]);
  const total = kept.reduce((sum, [, w]) => sum + w, 0);
  let running = 0;
  for (const [v, w] of kept) {
    running += w;
    if (running >= total / 2) return v;
  }
  return null;
}

type ActivityRow = {
  lender_id: number;
  parent_id: number | null;
  x: number | null;
  y: number | null;
  w: number | null;
  median: number | null;
};

/** A lender's rows in the chosen markets (the nation row when none are chosen). */
function activityRows(context: EngineContext, reading: MortgageReading): Promise<ActivityRow[]> {
  const { x, y } = figurePair(reading);
  const median =
    reading.measure.kind === 'median_rate'
      ? 'a.median_rate'
      : reading.measure.kind === 'median_amount'
        ? 'a.median_amount'
        : 'null::float8';
  return context.database.query<ActivityRow>(
    `select a.lender_id, i.parent_id, a.figures[$4] as x, a.figures[$5] as y, a.figures[$6] as w, ${median} as median
       from hmda_activity a left join institutions i on i.id = a.lender_id
      where a.year = $1 and a.geo_level = $2 and a.geo_code = any($3::text[])`,
    [
      reading.year,
      reading.level,
      reading.level === 'nation' ? [''] : reading.codes,
      x + 1,
      y === null ? null : y + 1,
      hmdaFigureIndex('originations', 'count') + 1,
    ],
  );
}

/**
 * A measure at every universe position (NaN: no value). Lenders that reported HMDA in the year
 * count zero loans where they have none; a rate or median without loans has no value; a holding
 * company sums its banks' figures. Several markets sum, and medians take the origination-weighted
 * median of the markets' medians.
 */
async function loadMeasure(context: EngineContext, reading: MortgageReading): Promise<Float64Array> {
  const reporters = await reportersOf(context, reading.year);
  if (reading.measure.kind === 'markets_served') return marketsServed(context, reading, reporters);
  const size = context.universe.size;
  const xs = new Float64Array(size);
  const ys = new Float64Array(size);
  const medians = new Map<number, [number, number][]>();
  let marketTotal = 0;
  for (const row of await activityRows(context, reading)) {
    const x = Number(row.x ?? 0);
    marketTotal += x;
    for (const p of holdersOf(
      context,
      Number(row.lender_id),
      row.parent_id === null ? null : Number(row.parent_id),
    )) {
      xs[p] = (xs[p] as number) + x;
      ys[p] = (ys[p] as number) + Number(row.y ?? 0);
      if (row.median !== null) {
        const pairs = medians.get(p) ?? [];
        pairs.push([Number(row.median), Number(row.w ?? 0)]);
        medians.set(p, pairs);
      }
    }
  }
  const kind = reading.measure.kind;
  const ratio = kind === 'denial_rate' || kind === 'share_sold' || reading.output === 'share';
  const values = new Float64Array(size).fill(Number.NaN);
  for (let p = 0; p < size; p++) {
    if (!reporters[p]) continue;
    const x = xs[p] as number;
    if (kind === 'median_rate' || kind === 'median_amount') {
      const median = weightedMedian(medians.get(p) ?? []);
      if (median !== null) values[p] = kind === 'median_rate' ? median / RATE_PERCENT : median;
    } else if (kind === 'market_share') {
      if (marketTotal > 0) values[p] = x / marketTotal;
    } else if (ratio) {
      const y = ys[p] as number;
      if (y > 0) values[p] = x / y;
    } else {
      values[p] = x;
    }
  }
  return values;
}

const measures = perUniverseVersion((context, key) =>
  loadMeasure(context, JSON.parse(key) as MortgageReading),
);

/** A reading's values per universe position, read once per data version. */
export function mortgageMeasure(context: EngineContext, reading: MortgageReading): Promise<Float64Array> {
  const { measure, year, action, output, level, codes } = reading;
  // Derived measures fix their action and output, so readings differing only there share one read.
  const key = { measure, year, action, output, level, codes: [...codes].sort() };
  return measures(context, JSON.stringify(key));
}
