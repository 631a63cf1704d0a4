import {
  FILTER_OPERATOR,
  HMDA_ACTIONS,
  HMDA_GEO_LEVELS,
  type HmdaAction,
  type HmdaGeoLevel,
  MORTGAGE_DEFAULTS,
  MORTGAGE_OUTPUT_TYPES,
  type MortgageMeasure,
  type MortgageOutputType,
  marketElementPropertiesSchema,
  mortgageActionsFor,
  mortgageLendingElementPropertiesSchema,
  mortgageMeasureById,
  mortgageOutputTypesFor,
  type QueryElementObject,
  US_STATES,
} from '@fin-atlas/domain';

/** What a Mortgage Lending element reads: a measure of one HMDA year, action and output, in some markets. */
export type MortgageReading = {
  measure: MortgageMeasure;
  year: number;
  /** The action counted (loans and breakdowns; derived measures fix their own). */
  action: HmdaAction;
  output: MortgageOutputType;
  level: HmdaGeoLevel;
  /** The chosen markets' codes (postal codes, county FIPS, MSA/MD codes); none for the nation. */
  codes: string[];
};

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
const fail = (sentence: string) => ({ problem: `Validation failed. ${sentence}` }) as const;
const flat = (value: unknown): string[] =>
  (Array.isArray(value) ? value.flat(2) : [value])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v) => String(v).trim().toUpperCase());

/** The markets the filters name at the chosen level, checked as a Market Area element checks them. */
function chosenMarkets(
  level: HmdaGeoLevel,
  filters: readonly { element_property: string | null; operator: string; value: unknown }[],
): { codes: string[] } | { problem: string } {
  if (level === 'nation') return { codes: [] };
  const atLevel = filters.filter((f) => (f.element_property ?? level) === level);
  if (atLevel.some((f) => f.operator !== FILTER_OPERATOR.EQUAL)) {
    return fail('Markets are chosen with "equal"; choose them again.');
  }
  const codes = [...new Set(atLevel.flatMap((f) => flat(f.value)))];
  const parsed = marketElementPropertiesSchema.safeParse({ market: level, codes });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Choose the markets to measure.');
  const unknownState = level === 'state' ? parsed.data.codes.find((c) => !STATE_CODES.has(c)) : undefined;
  if (unknownState) return fail(`${unknownState} is not a state.`);
  return { codes: parsed.data.codes };
}

/**
 * A Mortgage Lending element's properties read with their defaults (the latest year loaded,
 * originations, count, nationwide), or the sentence that says what is wrong with them.
 */
export function readMortgageProperties(
  object: QueryElementObject,
  years: readonly number[],
): { reading: MortgageReading } | { problem: string } {
  const measure = mortgageMeasureById.get(object.element_id);
  if (!measure) return fail('The query uses an element that no longer exists.');
  const parsed = mortgageLendingElementPropertiesSchema.partial().safeParse(object.element_properties ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      `The mortgage lending setting ${issue?.path.join('.') || ''} is not valid: ${issue?.message}.`,
    );
  }
  const props = parsed.data;
  const latest = years[0];
  if (latest === undefined) return fail('No HMDA mortgage lending year is loaded yet.');
  const year = props.rule_id ?? latest;
  if (!years.includes(year)) return fail(`HMDA ${year} is not loaded; choose one of ${years.join(', ')}.`);

  const action = (props.action_taken ?? MORTGAGE_DEFAULTS.action) as HmdaAction;
  const output = (props.output_type ?? MORTGAGE_DEFAULTS.output) as MortgageOutputType;
  const actions = mortgageActionsFor(measure);
  const outputs = mortgageOutputTypesFor(measure);
  if (!HMDA_ACTIONS.some((a) => a.key === action)) return fail(`${action} is not an HMDA action.`);
  if (!MORTGAGE_OUTPUT_TYPES.some((o) => o.key === output)) {
    return fail(`${output} is not an output; choose count, amount or share.`);
  }
  if (actions.length > 0 && !actions.includes(action)) {
    return fail(`${measure.name} is kept for originated and purchased loans only; choose one of them.`);
  }
  if (outputs.length > 0 && !outputs.includes(output)) {
    return fail(`${measure.name} takes a count or a dollar volume; a share is of a breakdown.`);
  }
  const level = (props.filter_on ?? MORTGAGE_DEFAULTS.geo) as HmdaGeoLevel;
  if (!HMDA_GEO_LEVELS.includes(level)) {
    return fail(`${level} is not a geography; choose nation, state, county or msa.`);
  }
  if (props.filter_operator != null && props.filter_operator !== FILTER_OPERATOR.EQUAL) {
    return fail('Markets are chosen with "equal"; choose them again.');
  }
  const markets = chosenMarkets(level, props.filters ?? []);
  if ('problem' in markets) return markets;
  // Derived measures fix their action and unit, whatever an old payload carries.
  const fixed = actions.length === 0;
  return {
    reading: {
      measure,
      year,
      action: fixed ? MORTGAGE_DEFAULTS.action : action,
      output: fixed ? MORTGAGE_DEFAULTS.output : output,
      level,
      codes: markets.codes,
    },
  };
}
