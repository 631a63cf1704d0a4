import {
  NUMBER_RULE_OPERATORS,
  OPTION_RULE_OPERATORS,
  type QueryCatalogElement,
  type QueryElementObject,
  RULE_OPERATOR,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  type RuleValue,
  US_STATES,
} from '@fin-atlas/domain';
import {
  numberOperands,
  numberRuleProblem,
  numberTest,
  optionRuleProblem,
  optionValues,
} from '../engine/compare.js';
import type { ElementProvider, EngineContext } from '../engine/provider.js';
import { type MarketData, marketDataFor, measureIn, peerTypeOf } from './market-data.js';
import {
  MARKET_ELEMENTS,
  MEASURE_COLUMN,
  type MeasureElement,
  marketElementById,
  marketOptions,
  marketProperties,
  type PresenceElement,
  sourceNote,
} from './market-elements.js';

const CATEGORY = 'Market Area';
function presenceBits(
  data: MarketData,
  size: number,
  element: PresenceElement,
  value: RuleValue,
): Uint8Array {
  const out = new Uint8Array(size);
  for (const code of optionValues(value)) {
    const market = data.markets[element.market].get(code.toUpperCase());
    if (market) for (const position of market.holders.keys()) out[position] = 1;
  }
  return out;
}

async function matchMeasure(
  context: EngineContext,
  element: MeasureElement,
  object: QueryElementObject,
  operator: string,
  value: RuleValue,
) {
  const { universe } = context;
  const data = await marketDataFor(context);
  const parsed = marketProperties(object);
  const out = new Uint8Array(universe.size);
  if (!parsed.success) return out;
  // Shares are compared in percent, as the user typed them.
  const scale = element.measure === 'share' ? 100 : 1;
  const test = numberTest(operator, value);
  for (const code of parsed.data.codes) {
    const market = data.markets[parsed.data.market].get(code);
    if (!market) continue;
    for (const position of market.holders.keys()) {
      if (out[position]) continue;
      const peer = peerTypeOf(universe.rows[position]?.fiType ?? 'bank');
      const measured = measureIn(market, position, peer, element.measure);
      if (test(measured === null ? null : measured * scale)) out[position] = 1;
    }
  }
  return out;
}

/** How a rule's number is typed: shares in percent points, deposits in $000. */
const MEASURE_VALUE_FORMAT = { share: 'N2', branches: 'N0', deposits: 'C0' } as const;

/**
 * Market Area: where institutions have branches and how much of a market's deposits they hold,
 * from the branches table (FDIC Summary of Deposits; NCUA sites for credit unions).
 */
export const marketAreaProvider: ElementProvider = {
  name: 'market_area',
  types: ['market_area'],

  async warm(context) {
    await marketDataFor(context);
  },

  async catalog(context) {
    const data = await marketDataFor(context);
    const note = sourceNote(data);
    const elements: QueryCatalogElement[] = MARKET_ELEMENTS.map((e) => ({
      element_id: e.id,
      element_type: 'market_area',
      element_section: CATEGORY,
      name: e.name,
      group: e.kind === 'presence' ? 'Branch footprint' : 'Market position',
      definition:
        e.kind === 'presence'
          ? `${e.about} ${note}`
          : `${e.about} Only institutions with a branch in a chosen market are compared. ${note}`,
      value_kind: e.kind === 'presence' ? 'options' : 'number',
      operators: e.kind === 'presence' ? [...OPTION_RULE_OPERATORS] : [...NUMBER_RULE_OPERATORS],
      options: e.kind === 'presence' && e.market === 'state' ? marketOptions(data, 'state') : undefined,
      remote_options: e.kind === 'presence' ? e.market !== 'state' : true,
      format: e.kind === 'measure' ? MEASURE_VALUE_FORMAT[e.measure] : null,
      fi_types: [],
      properties: e.kind === 'measure' ? 'market' : null,
    }));
    return [{ category: CATEGORY, sections: [{ name: CATEGORY, elements }] }];
  },

  /**
   * Counties (narrowed by parent = a state code) and MSAs of the branch data; for a measure, the
   * markets of the kind named by parent ('state', 'county' or 'msa'; counties when absent).
   */
  async options(context, { elementId, parent, q }) {
    const element = marketElementById.get(elementId);
    if (!element) return [];
    const data = await marketDataFor(context);
    if (element.kind === 'presence') {
      return marketOptions(data, element.market, q, element.market === 'county' ? parent : undefined);
    }
    const kind = (['state', 'county', 'msa'] as const).find((k) => k === parent) ?? 'county';
    return marketOptions(data, kind, q);
  },

  async validate(_context, { object, rule }) {
    const element = marketElementById.get(object.element_id);
    if (!element) return 'Validation failed. The query uses an element that no longer exists.';
    if (element.kind === 'presence') {
      const known = element.market === 'state' ? new Set(US_STATES.map((s) => s.code)) : undefined;
      return optionRuleProblem(
        rule.operator,
        optionValues(rule.value).map((v) => v.toUpperCase()),
        known,
      );
    }
    const parsed = marketProperties(object);
    if (!parsed.success) {
      return `Validation failed. ${parsed.error.issues[0]?.message ?? 'Choose the markets to compare.'}`;
    }
    return numberRuleProblem(rule.operator, rule.value);
  },

  async match(context, { object, rule }) {
    const element = marketElementById.get(object.element_id);
    const { universe } = context;
    if (!element) return new Uint8Array(universe.size);
    if (element.kind === 'measure') return matchMeasure(context, element, object, rule.operator, rule.value);
    const data = await marketDataFor(context);
    const chosen = presenceBits(data, universe.size, element, rule.value);
    if (rule.operator !== RULE_OPERATOR.NOT_IN) return chosen;
    // "None of": institutions with branches somewhere, none in the chosen markets.
    for (let i = 0; i < chosen.length; i++) chosen[i] = !chosen[i] && data.statesOf[i] ? 1 : 0;
    return chosen;
  },

  async columns(context, object, positions) {
    const element = marketElementById.get(object.element_id);
    if (!element) return [];
    const data = await marketDataFor(context);
    const key = `market_area_${element.id}`;
    if (element.kind === 'presence') {
      if (element.market === 'state') {
        return [
          {
            column: { key, label: 'Branch states', format: null, source: CATEGORY },
            values: Array.from(positions, (p) => data.statesOf[p]?.join(', ') ?? null),
          },
        ];
      }
      const markets = [...data.markets[element.market].values()];
      const counts = new Int32Array(context.universe.size);
      for (const market of markets) {
        for (const position of market.holders.keys()) counts[position] = (counts[position] ?? 0) + 1;
      }
      return [
        {
          column: {
            key,
            label: element.market === 'county' ? 'Counties with branches' : 'MSAs with branches',
            format: 'N0',
            source: CATEGORY,
          },
          values: Array.from(positions, (p) => (data.statesOf[p] ? (counts[p] as number) : null)),
        },
      ];
    }
    const parsed = marketProperties(object);
    if (!parsed.success) return [];
    const { label, format } = MEASURE_COLUMN[element.measure];
    return parsed.data.codes.map((code) => {
      const market = data.markets[parsed.data.market].get(code);
      const name = market?.label ?? code;
      return {
        column: {
          key: `${key}_${parsed.data.market}_${code}`,
          label: `${label} ${name}`,
          format,
          source: CATEGORY,
        },
        values: Array.from(positions, (p) =>
          market
            ? measureIn(market, p, peerTypeOf(context.universe.rows[p]?.fiType ?? 'bank'), element.measure)
            : null,
        ),
      };
    });
  },

  async describe(context, object, rule) {
    const element = marketElementById.get(object.element_id);
    if (!element) return 'Deleted element';
    if (!rule) return element.name;
    const data = await marketDataFor(context);
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    if (element.kind === 'presence') {
      const names = optionValues(rule.value).map(
        (code) => data.markets[element.market].get(code.toUpperCase())?.label ?? code,
      );
      return `${element.name} ${words} ${names.join(', ')}`;
    }
    const parsed = marketProperties(object);
    const markets = parsed.success
      ? parsed.data.codes.map((code) => data.markets[parsed.data.market].get(code)?.label ?? code)
      : [];
    const operands = numberOperands(rule.operator, rule.value) ?? [];
    const unit = element.measure === 'share' ? '%' : '';
    const shown = operands.map(
      (n) => `${element.measure === 'deposits' ? '$' : ''}${n.toLocaleString('en-US')}${unit}`,
    );
    const where = markets.length > 1 ? `any of ${markets.join('; ')}` : (markets[0] ?? 'no market');
    const measure = MEASURE_COLUMN[element.measure].label.replace(/ in$/, '');
    return `${measure} in ${where} ${words} ${shown.join(' and ')}`;
  },
};
