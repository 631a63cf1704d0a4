import {
  NUMBER_RULE_OPERATORS,
  OPTION_RULE_OPERATORS,
  type QueryCatalogElement,
  quarterLabel,
  RULE_OPERATOR,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
} from '@fin-atlas/domain';
import {
  type ElementProvider,
  type EngineContext,
  numberRuleProblem,
  numberTest,
  optionRuleProblem,
  optionValues,
  type ResolvedRule,
} from '../../fin-query/index.js';
import {
  DIGITAL_ELEMENT_BY_ID,
  DIGITAL_ELEMENTS,
  DIGITAL_SECTIONS,
  type DigitalElement,
  type Holder,
  isServiceElement,
  type OptionsElement,
} from './digital-elements.js';
import { type NewestQuarter, newestQuarter } from './newest-quarter.js';

export const DIGITAL_CHANNELS_CATEGORY = 'Digital Channels';
const ELEMENT_GONE = 'Validation failed. The query uses a Digital Channels element that no longer exists.';

/** The data each rule was validated against: its cache key and its match read the same quarter. */
const dataOfRule = new WeakMap<ResolvedRule, NewestQuarter>();

const holderOf = (data: NewestQuarter, id: number): Holder => ({
  channels: data.byInstitution.get(id),
  services: data.services.get(id),
});

function catalogElement(element: DigitalElement, data: NewestQuarter): QueryCatalogElement {
  return {
    element_id: element.id,
    element_type: 'digital_channels',
    element_section: DIGITAL_CHANNELS_CATEGORY,
    name: element.name,
    group: element.group,
    definition: element.definition,
    value_kind: element.kind,
    operators: [...(element.kind === 'number' ? NUMBER_RULE_OPERATORS : OPTION_RULE_OPERATORS)],
    options: element.kind === 'options' ? element.options(data) : undefined,
    remote_options: false,
    format: element.kind === 'number' ? element.format : null,
    fi_types: element.fiTypes,
    properties: null,
  };
}

function optionsProblem(element: OptionsElement, rule: ResolvedRule, data: NewestQuarter): string | null {
  const problem = optionRuleProblem(rule.rule.operator, rule.rule.value);
  if (problem) return problem;
  const known = new Set(element.options(data).map((o) => String(o.value)));
  const unknown = optionValues(rule.rule.value).find((v) => !known.has(v) && !element.accepts?.(v, data));
  return unknown === undefined ? null : `Validation failed. ${unknown} is not one of the options.`;
}

/** Whether an institution passes an options rule: any of its values chosen ("is any of"), or none ("is none of"). */
function optionsPass(values: string[] | null, chosen: ReadonlySet<string>, negate: boolean): boolean {
  if (values === null) return false;
  const hit = values.some((v) => chosen.has(v));
  return negate ? !hit : hit;
}

function labelsOf(element: OptionsElement, data: NewestQuarter): Map<string, string> {
  return new Map(element.options(data).map((o) => [String(o.value), o.label]));
}

/** The vendors a rule names may have left the newest quarter: their names come from the vendor list. */
const labelOf = (labels: Map<string, string>, data: NewestQuarter, value: string): string =>
  labels.get(value) ?? data.vendorName.get(Number(value)) ?? value;

const dataFor = async (context: EngineContext, rule: ResolvedRule): Promise<NewestQuarter> =>
  dataOfRule.get(rule) ?? newestQuarter(context.database);

/**
 * FIN Query's Digital Channels category (and so the report writer's segment and segment sets): the
 * mobile app and online platform of each institution at the newest snapshot quarter (vendors,
 * rating, MB age, branding, type, downloads, features) and a credit union's NCUA electronic
 * services. Only buyers of Digital Channels see or use it. Rules are answered from one in-memory
 * reading of the newest quarter, re-read when the snapshots change, and cached by the engine.
 */
export const digitalChannelsProvider: ElementProvider = {
  name: 'digital_channels',
  types: ['digital_channels'],
  requiresAnyModule: ['fin_digital_channels'],

  async catalog(context) {
    const data = await newestQuarter(context.database);
    // Nothing loaded yet: no empty category (the NCUA answers and the snapshots load separately).
    const loaded = (e: DigitalElement) => (isServiceElement(e) ? data.servicesPeriod : data.period) !== null;
    const sections = DIGITAL_SECTIONS.map((section) => ({
      name: section,
      elements: DIGITAL_ELEMENTS.filter((e) => e.section === section && loaded(e)).map((e) =>
        catalogElement(e, data),
      ),
    })).filter((s) => s.elements.length > 0);
    return sections.length > 0 ? [{ category: DIGITAL_CHANNELS_CATEGORY, sections }] : [];
  },

  async validate(context, rule) {
    const element = DIGITAL_ELEMENT_BY_ID.get(rule.object.element_id);
    if (!element) return ELEMENT_GONE;
    const data = await newestQuarter(context.database);
    dataOfRule.set(rule, data);
    return element.kind === 'number'
      ? numberRuleProblem(rule.rule.operator, rule.rule.value)
      : optionsProblem(element, rule, data);
  },

  async match(context, rule) {
    const { universe } = context;
    const out = new Uint8Array(universe.size);
    const element = DIGITAL_ELEMENT_BY_ID.get(rule.object.element_id);
    if (!element) return out;
    const data = await dataFor(context, rule);
    let pass: (holder: Holder) => boolean;
    if (element.kind === 'number') {
      const test = numberTest(rule.rule.operator, rule.rule.value);
      pass = (holder) => test(element.read(holder));
    } else {
      const chosen = new Set(optionValues(rule.rule.value));
      const negate = rule.rule.operator === RULE_OPERATOR.NOT_IN;
      pass = (holder) => optionsPass(element.values(holder), chosen, negate);
    }
    for (let p = 0; p < universe.size; p++) {
      if (pass(holderOf(data, universe.ids[p] as number))) out[p] = 1;
    }
    return out;
  },

  async columns(context, object, positions) {
    const element = DIGITAL_ELEMENT_BY_ID.get(object.element_id);
    if (!element) return [];
    const data = await newestQuarter(context.database);
    const holders = Array.from(positions, (p) => holderOf(data, context.universe.ids[p] as number));
    const column = {
      key: `digital_channels_${element.id}`,
      label: element.name,
      format: element.kind === 'number' ? element.format : null,
      source: DIGITAL_CHANNELS_CATEGORY,
    };
    if (element.kind === 'number') return [{ column, values: holders.map((h) => element.read(h)) }];
    const labels = labelsOf(element, data);
    return [
      {
        column,
        values: holders.map(
          (h) =>
            element
              .values(h)
              ?.map((v) => labelOf(labels, data, v))
              .join(', ') ?? null,
        ),
      },
    ];
  },

  async warm(context) {
    await newestQuarter(context.database);
  },

  async describe(context, object, rule) {
    const element = DIGITAL_ELEMENT_BY_ID.get(object.element_id);
    if (!element) return 'Deleted element';
    if (!rule) return element.name;
    const data = await newestQuarter(context.database);
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    let shown = optionValues(rule.value);
    if (element.kind === 'options') {
      const labels = labelsOf(element, data);
      shown = shown.map((v) => labelOf(labels, data, v));
    }
    const joiner = rule.operator === 'between' || rule.operator === 'not_between' ? ' and ' : ', ';
    const period = isServiceElement(element) ? data.servicesPeriod : data.period;
    return `${element.name} ${words} ${shown.join(joiner)}${period ? ` (${quarterLabel(period)})` : ''}`;
  },
};
