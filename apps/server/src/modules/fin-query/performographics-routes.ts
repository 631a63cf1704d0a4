import {
  FI_TYPES,
  type FiType,
  PERFORMOGRAPHIC_THEMES,
  type PerformographicIngredient,
  type PerformographicReport,
  type PerformographicTheme,
  type PerformographicThemes,
  performographicReportQuerySchema,
  performographicReportSchema,
  performographicThemesSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import {
  performographicsFor,
  performographicTheme,
  scoreDistribution,
  type ThemeScores,
} from '../../analytics/performographics.js';
import type { Database } from '../../db/database.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { metricById } from '../../metrics/catalog/index.js';
import { displayFormat } from '../../metrics/display-format.js';
import { addQuarters } from '../../metrics/periods.js';
import { route, SUPER_ADMIN } from '../identity/index.js';
import { type Universe, universeFor } from './engine/universe.js';
import { PERFORMOGRAPHIC_METHOD } from './providers/performographics.js';

/** Quarters the report offers: the FI type's latest and the seven before it. */
const REPORT_QUARTERS = 8;

function ingredientsOf(theme: PerformographicTheme): PerformographicIngredient[] {
  return theme.ingredients.map((i) => {
    const metric = metricById(i.metric);
    return {
      metric_id: i.metric,
      metric_name: metric?.name ?? i.metric,
      direction: i.direction,
      format: metric ? displayFormat(metric) : 'N2',
    };
  });
}

async function themesOverview(database: Database, universe: Universe): Promise<PerformographicThemes> {
  const performographics = performographicsFor(database);
  const themes: PerformographicThemes['themes'] = [];
  for (const theme of PERFORMOGRAPHIC_THEMES) {
    const distributions: PerformographicThemes['themes'][number]['distributions'] = [];
    for (const fiType of FI_TYPES) {
      const period = universe.latestPeriod.get(fiType) ?? null;
      const scores = period ? (await performographics.themeScores(theme, fiType, period)).scores : new Map();
      distributions.push({ fi_type: fiType, period, ...scoreDistribution(scores) });
    }
    themes.push({ ...theme, ingredients: ingredientsOf(theme), distributions });
  }
  return {
    themes,
    method: PERFORMOGRAPHIC_METHOD,
    data_as_of: universe.dataAsOf,
    is_demo: universe.isDemo,
  };
}

/** Ids by score, highest first (ties by id, so pages never overlap), with the rank each score earns. */
function ranked(scores: ReadonlyMap<number, number>): { id: number; score: number; rank: number }[] {
  const list = [...scores].map(([id, score]) => ({ id, score, rank: 0 }));
  list.sort((a, b) => b.score - a.score || a.id - b.id);
  list.forEach((entry, i) => {
    const previous = list[i - 1];
    entry.rank = previous && previous.score === entry.score ? previous.rank : i + 1;
  });
  return list;
}

async function reportPage(
  database: Database,
  universe: Universe,
  query: {
    theme_id: number;
    fi_type: FiType;
    period?: string;
    limit: number;
    offset: number;
    order: 'asc' | 'desc';
  },
): Promise<PerformographicReport> {
  const theme = performographicTheme(query.theme_id) as PerformographicTheme;
  const latest = universe.latestPeriod.get(query.fi_type) ?? null;
  const periods = latest ? Array.from({ length: REPORT_QUARTERS }, (_, i) => addQuarters(latest, -i)) : [];
  const period = query.period ?? latest;
  const scores: ThemeScores | null = period
    ? await performographicsFor(database).themeScores(theme, query.fi_type, period)
    : null;
  const all = scores ? ranked(scores.scores) : [];
  if (query.order === 'asc') all.reverse();
  const page = all.slice(query.offset, query.offset + query.limit);
  const names = new Map(
    (
      await database.query<{ id: number; name: string; city: string | null; state: string | null }>(
        'select id, name, city, state from institutions where id = any($1::int[])',
        [page.map((r) => r.id)],
      )
    ).map((r) => [Number(r.id), r]),
  );
  return {
    theme: { id: theme.id, name: theme.name, definition: theme.definition },
    fi_type: query.fi_type,
    period,
    periods,
    ingredients: ingredientsOf(theme),
    total: all.length,
    rows: page.map((r) => {
      const institution = names.get(r.id);
      return {
        rank: r.rank,
        institution_id: r.id,
        name: institution?.name ?? `Institution ${r.id}`,
        city: institution?.city ?? null,
        state: institution?.state ?? null,
        score: r.score,
        ingredients: (scores?.ingredients ?? []).map((i) => ({
          value: i.values.get(r.id) ?? null,
          percentile: i.percentiles.get(r.id) ?? null,
        })),
      };
    }),
    data_as_of: universe.dataAsOf,
    is_demo: universe.isDemo,
  };
}

/**
 * FIN Admin's performographics pages: the 15 themes with how their scores spread at the latest
 * quarter, and institutions ranked by one theme's score, for checking new data.
 */
export async function performographicsRoutes(
  app: FastifyInstance,
  { database }: ModuleContext,
): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/performographics/themes',
    { ...route(SUPER_ADMIN), schema: { response: { 200: performographicThemesSchema } } },
    async () => themesOverview(database, await universeFor(database)),
  );

  api.get(
    '/api/performographics/report',
    {
      ...route(SUPER_ADMIN),
      schema: {
        querystring: performographicReportQuerySchema,
        response: { 200: performographicReportSchema },
      },
    },
    async (request) => reportPage(database, await universeFor(database), request.query),
  );
}
