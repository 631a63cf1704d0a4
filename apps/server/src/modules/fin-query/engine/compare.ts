import {
  NUMBER_RULE_OPERATORS,
  OPTION_RULE_OPERATORS,
  RULE_OPERATOR,
  type RuleValue,
  TEXT_RULE_OPERATORS,
} from '@fin-atlas/domain';

const RANGE_OPERATORS: readonly string[] = [RULE_OPERATOR.BETWEEN, RULE_OPERATOR.NOT_BETWEEN];

const toNumber = (value: RuleValue | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[$,%\s]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** A comparison's operands: one number, or [low, high] for between (sent as [[low, high]] or [low, high]). */
export function numberOperands(operator: string, value: RuleValue): number[] | null {
  const list = Array.isArray(value) ? value : [value];
  if (RANGE_OPERATORS.includes(operator)) {
    const pair = Array.isArray(list[0]) ? list[0] : list;
    const low = toNumber(pair[0]);
    const high = toNumber(pair[1]);
    return low === null || high === null || low > high ? null : [low, high];
  }
  const single = toNumber(Array.isArray(list[0]) ? list[0][0] : list[0]);
  return single === null ? null : [single];
}

/** Why a numeric rule cannot run, or null. */
export function numberRuleProblem(operator: string, value: RuleValue): string | null {
  if (!(NUMBER_RULE_OPERATORS as readonly string[]).includes(operator))
    return `Validation failed. Unknown operator ${operator}.`;
  if (numberOperands(operator, value) === null) {
    return RANGE_OPERATORS.includes(operator)
      ? 'Validation failed. A range needs a low and a high number, low first.'
      : 'Validation failed. The value must be a number.';
  }
  return null;
}

/** A test of one value against a numeric rule; a missing value never matches (not even "not between"). */
export function numberTest(operator: string, value: RuleValue): (x: number | null | undefined) => boolean {
  const operands = numberOperands(operator, value) ?? [Number.NaN, Number.NaN];
  const a = operands[0] as number;
  const b = (operands[1] ?? Number.NaN) as number;
  const known = (x: number | null | undefined): x is number =>
    x !== null && x !== undefined && Number.isFinite(x);
  switch (operator) {
    case RULE_OPERATOR.EQUAL:
      return (x) => known(x) && x === a;
    case RULE_OPERATOR.LESS:
      return (x) => known(x) && x < a;
    case RULE_OPERATOR.LESS_OR_EQUAL:
      return (x) => known(x) && x <= a;
    case RULE_OPERATOR.GREATER:
      return (x) => known(x) && x > a;
    case RULE_OPERATOR.GREATER_OR_EQUAL:
      return (x) => known(x) && x >= a;
    case RULE_OPERATOR.BETWEEN:
      return (x) => known(x) && x >= a && x <= b;
    case RULE_OPERATOR.NOT_BETWEEN:
      return (x) => known(x) && (x < a || x > b);
    default:
      return () => false;
  }
}

/** The rule's chosen options as strings (ids and codes compare as text). */
export function optionValues(value: RuleValue): string[] {
  const list = Array.isArray(value) ? value.flat(2) : [value];
  return list.filter((v) => v !== null && v !== '').map((v) => String(v));
}

export function optionRuleProblem(
  operator: string,
  value: RuleValue,
  known?: ReadonlySet<string>,
): string | null {
  if (!(OPTION_RULE_OPERATORS as readonly string[]).includes(operator))
    return `Validation failed. Unknown operator ${operator}.`;
  const chosen = optionValues(value);
  if (chosen.length === 0) return 'Validation failed. Choose at least one option.';
  if (known) {
    const unknown = chosen.find((v) => !known.has(v));
    if (unknown !== undefined) return `Validation failed. ${unknown} is not one of the options.`;
  }
  return null;
}

/** in: the value is one of the chosen; not_in: it is known and none of them. */
export function optionTest(operator: string, value: RuleValue): (x: string | null | undefined) => boolean {
  const chosen = new Set(optionValues(value));
  return operator === RULE_OPERATOR.NOT_IN
    ? (x) => x !== null && x !== undefined && !chosen.has(x)
    : (x) => x !== null && x !== undefined && chosen.has(x);
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function textRuleProblem(operator: string, value: RuleValue): string | null {
  if (!(TEXT_RULE_OPERATORS as readonly string[]).includes(operator))
    return `Validation failed. Unknown operator ${operator}.`;
  return optionValues(value).some((v) => fold(v) !== '')
    ? null
    : 'Validation failed. Enter the text to look for.';
}

/** Text rules take several words: a value matches when it meets any of them (none, for not_contains). */
export function textTest(operator: string, value: RuleValue): (x: string | null | undefined) => boolean {
  const needles = optionValues(value)
    .map(fold)
    .filter((v) => v !== '');
  switch (operator) {
    case RULE_OPERATOR.EQUAL:
      return (x) => x != null && needles.includes(fold(x));
    case RULE_OPERATOR.STARTS_WITH:
      return (x) => x != null && needles.some((n) => fold(x).startsWith(n));
    case RULE_OPERATOR.NOT_CONTAINS:
      return (x) => x != null && !needles.some((n) => fold(x).includes(n));
    default:
      return (x) => x != null && needles.some((n) => fold(x).includes(n));
  }
}

/** Bits for every universe position whose value passes. */
export function bitsWhere<T>(rows: readonly T[], keep: (row: T) => boolean): Uint8Array {
  const out = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) if (keep(rows[i] as T)) out[i] = 1;
  return out;
}
