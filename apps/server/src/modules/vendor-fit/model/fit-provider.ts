import {
  FIN_QUERY_MESSAGES,
  NUMBER_RULE_OPERATORS,
  type QueryCatalogElement,
  type QueryElementType,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
} from '@fin-atlas/domain';
import {
  type ColumnValues,
  type ElementProvider,
  type EngineContext,
  numberOperands,
  numberRuleProblem,
  numberTest,
} from '../../fin-query/index.js';
import { type CoreFit, coreFitFor } from './core-fit.js';

/** FIN Query's category of VendorFit elements (QUERY_BUILDER_CATEGORIES) and their rule category. */
export const VENDOR_FIT_CATEGORY = 'VendorFit Core Processing';
const RULE_SECTION = 'Core Processing';

/**
 * Two elements per Core Processing product of the stored model: its fit score (vendor_fit_static,
 * also the report writer's and Reporter's VendorFit figure) and its fit rank (vendor_fit). A rule
 * keeps institutions whose score or rank passes; every element's columns are the product's fit
 * score and rank and the institution's best-fitting product.
 */
const MEASURES = {
  vendor_fit_static: {
    section: 'Fit Score',
    noun: 'fit score',
    definition:
      "How well the product fits the institution, 0 to 100: the product's share of the VendorFit posterior among every Core Processing product, from its client base profiled on over 100 variables. Rules compare the score (e.g. greater or equal 30).",
  },
  vendor_fit: {
    section: 'Fit Rank',
    noun: 'fit rank',
    definition:
      'Where the product ranks among every Core Processing product for the institution, 1 being the best fit. Rules compare the rank (e.g. less or equal 3 for the top three).',
  },
} as const;

type Measure = keyof typeof MEASURES;

const isMeasure = (type: QueryElementType): type is Measure => type in MEASURES;

/** The fit the rule was validated against: its cache key and its answer read the same model. */
const fitOfRule = new WeakMap<object, CoreFit>();

function productIndex(fit: CoreFit, productId: number): number {
  return fit.products.findIndex((p) => p.id === productId);
}

function catalogElement(
  fit: CoreFit,
  measure: Measure,
  product: CoreFit['products'][number],
): QueryCatalogElement {
  const words = MEASURES[measure];
  return {
    element_id: product.id,
    element_type: measure,
    element_section: RULE_SECTION,
    name: `${product.name} ${words.noun}`,
    group: product.vendor,
    definition: `${words.definition} Fitted on ${fit.period} data; ${product.clients.toLocaleString('en-US')} clients.`,
    value_kind: 'number',
    operators: [...NUMBER_RULE_OPERATORS],
    remote_options: false,
    format: null,
    fi_types: ['bank', 'credit_union'],
    properties: null,
  };
}

/** Each universe position's score (or rank) for one product; NaN for an institution without variables. */
function measureVector(context: EngineContext, fit: CoreFit, measure: Measure, index: number): Float64Array {
  const { universe } = context;
  const out = new Float64Array(universe.size).fill(Number.NaN);
  universe.ids.forEach((id, position) => {
    const row = fit.rowOf.get(id);
    if (row === undefined) return;
    out[position] =
      measure === 'vendor_fit_static'
        ? (fit.scored.scores[row]?.[index] as number)
        : (fit.scored.ranks[row]?.[index] as number);
  });
  return out;
}

function columnsOf(
  context: EngineContext,
  fit: CoreFit,
  index: number,
  positions: Int32Array,
): ColumnValues[] {
  const product = fit.products[index] as CoreFit['products'][number];
  const rowAt = (p: number) => fit.rowOf.get(context.universe.ids[p] as number);
  const pick = <T>(read: (row: number) => T) =>
    Array.from(positions, (p) => {
      const row = rowAt(p);
      return row === undefined ? null : read(row);
    });
  const source = VENDOR_FIT_CATEGORY;
  const key = `vendor_fit_${product.id}`;
  return [
    {
      column: { key: `${key}_score`, label: `${product.name} fit score`, format: null, source },
      values: pick((row) => fit.scored.scores[row]?.[index] ?? null),
    },
    {
      column: { key: `${key}_rank`, label: `${product.name} fit rank`, format: 'N0', source },
      values: pick((row) => fit.scored.ranks[row]?.[index] ?? null),
    },
    {
      column: { key: `${key}_top`, label: `Best-fitting ${fit.solution.name} product`, format: null, source },
      values: pick((row) => {
        const ranks = fit.scored.ranks[row];
        const best = ranks ? ranks.indexOf(1) : -1;
        return best >= 0 ? (fit.products[best]?.name ?? null) : null;
      }),
    },
  ];
}

export const vendorFitProvider: ElementProvider = {
  name: 'vendor-fit',
  types: ['vendor_fit', 'vendor_fit_static'],
  requiresAnyModule: ['fin_vendorfit'],

  async catalog(context) {
    const fit = await coreFitFor(context.database);
    if (!fit) return [];
    return [
      {
        category: VENDOR_FIT_CATEGORY,
        sections: (['vendor_fit_static', 'vendor_fit'] as const).map((measure) => ({
          name: MEASURES[measure].section,
          elements: fit.products.map((product) => catalogElement(fit, measure, product)),
        })),
      },
    ];
  },

  async validate(context, resolved) {
    const fit = await coreFitFor(context.database);
    if (!fit || !isMeasure(resolved.object.element_type) || productIndex(fit, resolved.object.element_id) < 0)
      return FIN_QUERY_MESSAGES.unknownElement;
    fitOfRule.set(resolved, fit);
    return numberRuleProblem(resolved.rule.operator, resolved.rule.value);
  },

  // A new fit changes every answer without a new data load: the fit's time joins the cache key.
  matchKey(_context, resolved) {
    return fitOfRule.get(resolved)?.fittedAt ?? '';
  },

  async match(context, resolved) {
    const out = new Uint8Array(context.universe.size);
    const fit = fitOfRule.get(resolved) ?? (await coreFitFor(context.database));
    const type = resolved.object.element_type;
    const index = fit ? productIndex(fit, resolved.object.element_id) : -1;
    if (!fit || index < 0 || !isMeasure(type)) return out;
    const values = measureVector(context, fit, type, index);
    const test = numberTest(resolved.rule.operator, resolved.rule.value);
    values.forEach((value, position) => {
      if (test(value)) out[position] = 1;
    });
    return out;
  },

  async columns(context, object, positions) {
    const fit = await coreFitFor(context.database);
    const index = fit ? productIndex(fit, object.element_id) : -1;
    if (!fit || index < 0) return [];
    return columnsOf(context, fit, index, positions);
  },

  async warm(context) {
    await coreFitFor(context.database);
  },

  async describe(context, object, rule) {
    const fit = await coreFitFor(context.database);
    const product = fit?.products.find((p) => p.id === object.element_id);
    if (!product || !isMeasure(object.element_type)) return 'Deleted element';
    const name = `${product.name} ${MEASURES[object.element_type].noun}`;
    if (!rule) return name;
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    return `${name} ${words} ${(numberOperands(rule.operator, rule.value) ?? []).join(' and ')}`;
  },
};
