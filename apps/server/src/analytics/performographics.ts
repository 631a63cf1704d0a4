import {
  PERFORMOGRAPHIC_BASIS,
  PERFORMOGRAPHIC_THEMES,
  type PerformographicDirection,
  type PerformographicTheme,
} from '@fin-atlas/domain';
import type { Database } from '../db/database.js';
import type { MetricDefinition } from '../metrics/metric-definition.js';
import type { Period } from '../metrics/periods.js';
import { summarize } from '../metrics/statistics.js';
import { metricServiceFor, type NationalRanking } from './metric-service.js';
import { rankingPercentiles, rankingValues } from './ranking-maps.js';

/** One ingredient of a theme at one quarter: every institution's value and its percentile (0-100). */
export type IngredientScores = {
  metric: MetricDefinition;
  direction: PerformographicDirection;
  values: ReadonlyMap<number, number>;
  /** Percentile read in the theme's direction: 100 is the best value for the theme, 0 the worst. */
  percentiles: ReadonlyMap<number, number>;
};

/** A theme's scores for one FI type at one quarter. */
export type ThemeScores = {
  theme: PerformographicTheme;
  fiType: string;
  period: Period;
  ingredients: readonly IngredientScores[];
  /** Institution id -> score 0-100 (one decimal); absent when it has none of the ingredients. */
  scores: ReadonlyMap<number, number>;
};

export function performographicTheme(themeId: number): PerformographicTheme | undefined {
  return PERFORMOGRAPHIC_THEMES.find((t) => t.id === themeId);
}

/** The mean of the percentiles an institution has; institutions missing an ingredient score over the rest. */
function scoresOf(ingredients: readonly IngredientScores[]): Map<number, number> {
  const sums = new Map<number, { total: number; n: number }>();
  for (const { percentiles } of ingredients) {
    for (const [id, p] of percentiles) {
      const s = sums.get(id);
      if (s) {
        s.total += p;
        s.n++;
      } else sums.set(id, { total: p, n: 1 });
    }
  }
  const out = new Map<number, number>();
  for (const [id, { total, n }] of sums) out.set(id, Math.round((total / n) * 10) / 10);
  return out;
}

/** Bins of width 10 over 0-100 (a score of 100 falls in the last). */
export const SCORE_BINS = 10;

/** How a theme's scores spread: quartiles and counts per bin of 10 points. */
export function scoreDistribution(scores: ReadonlyMap<number, number>) {
  const values = [...scores.values()];
  const summary = summarize(values);
  const bins = new Array<number>(SCORE_BINS).fill(0);
  for (const v of values) {
    const bin = Math.min(SCORE_BINS - 1, Math.floor(v / (100 / SCORE_BINS)));
    bins[bin] = (bins[bin] as number) + 1;
  }
  return { count: summary.count, p25: summary.p25, median: summary.median, p75: summary.p75, bins };
}

type Cached = { rankings: readonly NationalRanking['ordered'][]; scores: ThemeScores };

/**
 * Theme × FI type × quarter entries kept: every theme of every type at the latest quarter, and a
 * few more for the report's earlier quarters. Each holds a score per institution of the type.
 */
const CACHE_ENTRIES = 64;

/**
 * Performographic scores: for each theme, institution and quarter, the mean of the national
 * percentiles (within the FI type, T12, as reported) of the theme's ingredient metrics. Values come
 * from the metric service's national rankings, which it caches per data version; the scores are
 * kept as long as those rankings are the same objects, so a data load recomputes them.
 */
export function createPerformographics(database: Database) {
  const metrics = metricServiceFor(database);
  const cache = new Map<string, Cached>();

  async function themeScores(
    theme: PerformographicTheme,
    fiType: string,
    period: Period,
  ): Promise<ThemeScores> {
    const rankings = await Promise.all(
      theme.ingredients.map((i) =>
        metrics.nationalRanking(
          i.metric,
          fiType,
          period,
          PERFORMOGRAPHIC_BASIS.span,
          PERFORMOGRAPHIC_BASIS.set,
        ),
      ),
    );
    const key = `${theme.id}|${fiType}|${period}`;
    const cached = cache.get(key);
    if (cached?.rankings.every((ordered, i) => ordered === rankings[i]?.ordered)) return cached.scores;
    const ingredients = rankings.map((ranking, i): IngredientScores => {
      const direction = theme.ingredients[i]?.direction ?? 'high';
      return {
        metric: ranking.metric,
        direction,
        values: rankingValues(ranking.ordered),
        percentiles: rankingPercentiles(ranking.ordered, direction),
      };
    });
    const scores: ThemeScores = { theme, fiType, period, ingredients, scores: scoresOf(ingredients) };
    cache.delete(key);
    cache.set(key, { rankings: rankings.map((r) => r.ordered), scores });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return scores;
  }

  return { themeScores };
}

export type Performographics = ReturnType<typeof createPerformographics>;

const instances = new WeakMap<Database, Performographics>();

/** The performographics of a database, shared like its metric service. */
export function performographicsFor(database: Database): Performographics {
  let instance = instances.get(database);
  if (!instance) {
    instance = createPerformographics(database);
    instances.set(database, instance);
  }
  return instance;
}
