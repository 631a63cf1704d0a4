import {
  FI_TYPES,
  FIN_QUERY_MESSAGES,
  NUMBER_RULE_OPERATORS,
  PERFORMOGRAPHIC_THEMES,
  type PerformographicTheme,
  type QueryCatalogElement,
  quarterLabel,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
} from '@fin-atlas/domain';
import { performographicsFor, performographicTheme } from '../../../analytics/performographics.js';
import { metricById } from '../../../metrics/catalog/index.js';
import { numberOperands, numberRuleProblem, numberTest } from '../engine/compare.js';
import type { ElementProvider, EngineContext } from '../engine/provider.js';
import { FINANCIAL_DATA_CATEGORY } from './financial-data.js';
import { bitsOf, cellAt } from './metric-values.js';

export const PERFORMOGRAPHICS_SECTION = 'Performographics';

/** How every score is built, in the words users read beside a theme. */
export const PERFORMOGRAPHIC_METHOD =
  'A score from 0 to 100: the mean of the national percentiles of its ingredients among institutions of the same type (banks, holding companies or credit unions), trailing twelve months as reported, at the latest quarter. 100 is the strongest reading of the theme; an institution missing an ingredient is scored on the others.';

/** A theme's definition followed by its ingredients and the way they are read. */
export function themeDefinition(theme: PerformographicTheme): string {
  const ingredients = theme.ingredients
    .map(
      (i) =>
        `${metricById(i.metric)?.name ?? i.metric} (${i.direction === 'high' ? 'higher' : 'lower'} scores higher)`,
    )
    .join('; ');
  return `${theme.definition} Ingredients: ${ingredients}. ${PERFORMOGRAPHIC_METHOD}`;
}

/** Every institution's score at its type's latest quarter, NaN where it has none. */
async function scoreVector(context: EngineContext, theme: PerformographicTheme) {
  const { universe, database } = context;
  const scores = new Float64Array(universe.size).fill(Number.NaN);
  const periods = new Map<string, string>();
  for (const fiType of FI_TYPES) {
    const period = universe.latestPeriod.get(fiType);
    if (!period) continue;
    periods.set(fiType, period);
    const byId = (await performographicsFor(database).themeScores(theme, fiType, period)).scores;
    universe.rows.forEach((row, position) => {
      if (row.fiType !== fiType) return;
      const score = byId.get(row.id);
      if (score !== undefined) scores[position] = score;
    });
  }
  return { scores, periods };
}

/**
 * Performographics: each of the 15 themes as a numeric rule on its score (0-100) and a score
 * column, read for each institution at its type's latest quarter.
 */
export const performographicsProvider: ElementProvider = {
  name: 'performographics',
  types: ['performographics'],

  async catalog() {
    const elements: QueryCatalogElement[] = PERFORMOGRAPHIC_THEMES.map((theme) => ({
      element_id: theme.id,
      element_type: 'performographics',
      element_section: PERFORMOGRAPHICS_SECTION,
      name: theme.name,
      group: null,
      definition: themeDefinition(theme),
      value_kind: 'number',
      operators: [...NUMBER_RULE_OPERATORS],
      remote_options: false,
      format: null,
      fi_types: [],
      properties: null,
    }));
    return [{ category: FINANCIAL_DATA_CATEGORY, sections: [{ name: PERFORMOGRAPHICS_SECTION, elements }] }];
  },

  async validate(_context, { object, rule }) {
    if (!performographicTheme(object.element_id)) return FIN_QUERY_MESSAGES.unknownElement;
    return numberRuleProblem(rule.operator, rule.value);
  },

  async match(context, { object, rule }) {
    const theme = performographicTheme(object.element_id);
    if (!theme) return new Uint8Array(context.universe.size);
    const { scores } = await scoreVector(context, theme);
    return bitsOf(scores, numberTest(rule.operator, rule.value));
  },

  async columns(context, object, positions) {
    const theme = performographicTheme(object.element_id);
    if (!theme) return [];
    const { scores, periods } = await scoreVector(context, theme);
    const quarters = [...new Set([...periods.values()].sort().reverse().map(quarterLabel))].join(' / ');
    return [
      {
        column: {
          key: `performographics_${theme.id}`,
          label: `${theme.name} score (${quarters})`,
          format: null,
          source: PERFORMOGRAPHICS_SECTION,
        },
        values: Array.from(positions, (p) => cellAt(scores, p)),
      },
    ];
  },

  async describe(_context, object, rule) {
    const theme = performographicTheme(object.element_id);
    if (!theme) return 'Deleted element';
    if (!rule) return `${theme.name} score`;
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    return `${theme.name} score ${words} ${(numberOperands(rule.operator, rule.value) ?? []).join(' and ')}`;
  },
};
