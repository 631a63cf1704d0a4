import {
  formatValue,
  HMDA_ACTIONS,
  MORTGAGE_MEASURES,
  MORTGAGE_UNIT_FORMAT,
  type MortgageMeasure,
  mortgageValueUnit,
  NUMBER_RULE_OPERATORS,
  type QueryCatalogElement,
  RULE_OPERATOR,
} from '@fin-atlas/domain';
import { numberOperands, numberRuleProblem, numberTest } from '../engine/compare.js';
import type { ElementProvider, EngineContext } from '../engine/provider.js';
import { columnKey } from './column-key.js';
import { marketLabels } from './market-data.js';
import { marketChoices } from './market-elements.js';
import { bitsOf, cellAt } from './metric-values.js';
import { hmdaMarketsFor, hmdaYearsFor, mortgageMeasure } from './mortgage-data.js';
import { type MortgageReading, readMortgageProperties } from './mortgage-reading.js';
import { perUniverseVersion } from './per-version.js';

const CATEGORY = 'Mortgage Lending';

/** How every measure reads, said on each element. */
const MEASURE_RULES =
  'Choose the HMDA year (the latest by default), the action (originations by default), count, dollar volume or share, and the geography: nationwide, or chosen states, counties or MSAs, whose figures add up. A holding company counts its banks. Lenders that did not report HMDA that year have no value and never match; reporters count zero where they made no such loans. Rates and shares are compared as percentages.';

/** A comparison as a sentence says it: 'greater than 100', 'between $1,000,000 and $5,000,000'. */
const COMPARISON_WORDS: Record<string, string> = {
  [RULE_OPERATOR.EQUAL]: 'equal to',
  [RULE_OPERATOR.LESS]: 'less than',
  [RULE_OPERATOR.LESS_OR_EQUAL]: 'at most',
  [RULE_OPERATOR.GREATER]: 'greater than',
  [RULE_OPERATOR.GREATER_OR_EQUAL]: 'at least',
  [RULE_OPERATOR.BETWEEN]: 'between',
  [RULE_OPERATOR.NOT_BETWEEN]: 'not between',
};

const actionLabel = (key: string) => HMDA_ACTIONS.find((a) => a.key === key)?.label ?? key;

const labeler = perUniverseVersion(async (context) => marketLabels(context.universe));

/** "nationwide", "Texas", "Travis County, TX, Harris County, TX". */
async function geography(context: EngineContext, reading: MortgageReading): Promise<string> {
  if (reading.level === 'nation') return 'nationwide';
  const label = await labeler(context);
  return reading.codes.map((code) => label(reading.level as 'state' | 'county' | 'msa', code)).join(', ');
}

/** The measure's head without its setting: 'FHA originations', 'All denials', 'Denial rate'. */
function head(reading: MortgageReading): string {
  const { measure, action, output } = reading;
  if (measure.kind === 'loans') return actionLabel(action);
  if (measure.kind === 'breakdown') {
    return output === 'share'
      ? `${measure.name} share of ${actionLabel(action).toLowerCase()}`
      : `${measure.name} ${actionLabel(action).toLowerCase()}`;
  }
  return measure.name;
}

/** 'FHA originations (count, 2025, Texas)'; several markets' medians say how they combine. */
async function readingLabel(context: EngineContext, reading: MortgageReading): Promise<string> {
  const { measure, output } = reading;
  const parts: string[] = [];
  if (measure.kind === 'loans' || (measure.kind === 'breakdown' && output !== 'share')) {
    parts.push(output === 'amount' ? 'volume' : 'count');
  }
  parts.push(String(reading.year), await geography(context, reading));
  const median = measure.kind === 'median_rate' || measure.kind === 'median_amount';
  if (median && reading.codes.length > 1) parts.push('origination-weighted median of the markets');
  return `${head(reading)} (${parts.join(', ')})`;
}

function catalogElement(measure: MortgageMeasure, years: readonly number[]): QueryCatalogElement {
  const source =
    years.length === 0
      ? 'No HMDA year is loaded yet.'
      : `HMDA loan/application records, ${years.length === 1 ? years[0] : `${years.at(-1)}-${years[0]}`}.`;
  return {
    element_id: measure.id,
    element_type: 'mortgage_lending',
    element_section: CATEGORY,
    name: measure.name,
    group: measure.section,
    definition: `${measure.definition} ${MEASURE_RULES} ${source}`,
    value_kind: 'number',
    operators: [...NUMBER_RULE_OPERATORS],
    // The years loaded, latest first: the choices of the element's rule_id.
    options: years.map((year) => ({ value: year, label: `HMDA ${year}` })),
    remote_options: false,
    format: MORTGAGE_UNIT_FORMAT[mortgageValueUnit(measure, 'count')],
    fi_types: [],
    properties: 'mortgage',
  };
}

async function readingOf(context: EngineContext, object: Parameters<ElementProvider['columns']>[1]) {
  const read = readMortgageProperties(object, await hmdaYearsFor(context));
  return 'reading' in read ? read.reading : null;
}

/**
 * Mortgage Lending (the mortgage variant only): each element is a measure of a lender's HMDA
 * activity (all loans, a breakdown by loan type, purpose, lien, occupancy or sold / held, and the
 * derived rates, medians, market share and markets served) in one year, action and geography.
 * Rule values are in the measure's unit: loans and markets as counts, volumes and loan amounts in
 * dollars, rates and shares as fractions.
 */
export const mortgageLendingProvider: ElementProvider = {
  name: 'mortgage_lending',
  types: ['mortgage_lending'],
  variants: ['mortgage'],

  async warm(context) {
    await hmdaYearsFor(context);
  },

  async catalog(context) {
    const years = await hmdaYearsFor(context);
    const sections = new Map<string, QueryCatalogElement[]>();
    for (const measure of MORTGAGE_MEASURES) {
      sections.set(measure.section, [
        ...(sections.get(measure.section) ?? []),
        catalogElement(measure, years),
      ]);
    }
    return [
      {
        category: CATEGORY,
        sections: [...sections].map(([name, elements]) => ({ name, elements })),
      },
    ];
  },

  /** The markets of a geography level (parent: 'state', 'county' or 'msa') in the latest year's activity. */
  async options(context, { parent, q }) {
    const level = (['state', 'county', 'msa'] as const).find((k) => k === parent) ?? 'state';
    const [latest] = await hmdaYearsFor(context);
    if (latest === undefined) return [];
    const markets = await hmdaMarketsFor(context, `${latest}|${level}`);
    return marketChoices(
      markets,
      level,
      (m) => `${m.lenders.toLocaleString('en-US')} lender${m.lenders === 1 ? '' : 's'} in ${latest}`,
      q,
    );
  },

  async validate(context, { object, rule }) {
    const read = readMortgageProperties(object, await hmdaYearsFor(context));
    if ('problem' in read) return read.problem;
    return numberRuleProblem(rule.operator, rule.value);
  },

  async match(context, { object, rule }) {
    const reading = await readingOf(context, object);
    if (!reading) return new Uint8Array(context.universe.size);
    return bitsOf(await mortgageMeasure(context, reading), numberTest(rule.operator, rule.value));
  },

  async columns(context, object, positions) {
    const reading = await readingOf(context, object);
    if (!reading) return [];
    const values = await mortgageMeasure(context, reading);
    return [
      {
        column: {
          key: columnKey(object, 'measure'),
          label: await readingLabel(context, reading),
          format: MORTGAGE_UNIT_FORMAT[mortgageValueUnit(reading.measure, reading.output)],
          source: CATEGORY,
        },
        values: Array.from(positions, (p) => cellAt(values, p)),
      },
    ];
  },

  async describe(context, object, rule) {
    const reading = await readingOf(context, object);
    if (!reading) return MORTGAGE_MEASURES.find((m) => m.id === object.element_id)?.name ?? 'Deleted element';
    const label = await readingLabel(context, reading);
    if (!rule) return label;
    const format = MORTGAGE_UNIT_FORMAT[mortgageValueUnit(reading.measure, reading.output)];
    const words = COMPARISON_WORDS[rule.operator] ?? rule.operator;
    const operands = (numberOperands(rule.operator, rule.value) ?? []).map((v) => formatValue(v, format));
    return `${label} ${words} ${operands.join(' and ')}`;
  },
};
