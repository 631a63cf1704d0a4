import { TOP_FEATURES, TOP_VENDORS } from '../constants/counters.js';

/** A top-N counter: the shown count, the most it may show, and whether "Show All" is on. */
export interface CounterState {
  readonly count: number;
  readonly max: number;
  readonly showAll: boolean;
}

export interface CounterButtons {
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/** Show-all follows the count: it is on exactly when the max is reached. */
export function isMaxReached(count: number, max: number): boolean {
  return max > 0 && count >= max;
}

export function counterState(count: number, max: number): CounterState {
  return { count, max, showAll: isMaxReached(count, max) };
}

/**
 * The count a request or a result uses. Zero or NaN (a cleared box) means "use the default";
 * negatives are treated the same. The result never exceeds the max nor the rows returned,
 * because showing more than exists would leave empty slots.
 */
export function normaliseCount(
  raw: number,
  limits: { readonly defaultCount: number; readonly max?: number; readonly rowsReturned?: number },
): number {
  let count = Number.isNaN(raw) || raw <= 0 ? limits.defaultCount : Math.floor(raw);
  if (limits.max !== undefined) {
    count = Math.min(count, Math.max(limits.max, 0));
  }
  if (limits.rowsReturned !== undefined) {
    count = Math.min(count, Math.max(limits.rowsReturned, 0));
  }
  return count;
}

export function normaliseTopVendors(
  raw: number,
  limits: { readonly totalVendors?: number; readonly rowsReturned?: number } = {},
): number {
  return normaliseCount(raw, {
    defaultCount: TOP_VENDORS.defaultCount,
    ...(limits.totalVendors === undefined ? {} : { max: limits.totalVendors }),
    ...(limits.rowsReturned === undefined ? {} : { rowsReturned: limits.rowsReturned }),
  });
}

export function normaliseTopFeatures(raw: number, limits: { readonly rowsReturned?: number } = {}): number {
  return normaliseCount(raw, {
    defaultCount: TOP_FEATURES.defaultCount,
    max: TOP_FEATURES.max,
    ...(limits.rowsReturned === undefined ? {} : { rowsReturned: limits.rowsReturned }),
  });
}

/** A typed value: below 0 becomes 0, above the max becomes the max; a cleared box reads 0. */
export function clampTypedCount(typed: number, max: number): number {
  if (Number.isNaN(typed)) {
    return 0;
  }
  return clamp(Math.floor(typed), 0, Math.max(max, 0));
}

export function typeCount(state: CounterState, typed: number): CounterState {
  return counterState(clampTypedCount(typed, state.max), state.max);
}

/**
 * Plus and minus both lock once the max is reached: at that point "Show All" is on and the
 * user turns it off to count down again. Minus also stops at 1, plus at the max.
 */
export function counterButtons(state: CounterState): CounterButtons {
  const atMax = state.count >= state.max;
  return {
    minusDisabled: atMax || state.count <= TOP_VENDORS.minButtonCount,
    plusDisabled: atMax,
  };
}

export function stepCount(state: CounterState, delta: 1 | -1): CounterState {
  const buttons = counterButtons(state);
  if ((delta === 1 && buttons.plusDisabled) || (delta === -1 && buttons.minusDisabled)) {
    return state;
  }
  return counterState(clamp(state.count + delta, TOP_VENDORS.minButtonCount, state.max), state.max);
}

/** Show-all on shows the max; off goes back to the default (within the max). */
export function setShowAll(state: CounterState, on: boolean, defaultCount: number): CounterState {
  const count = on ? state.max : Math.min(defaultCount, state.max);
  return counterState(count, state.max);
}

/**
 * Applies a vendor result: the count shrinks to the rows that came back, and show-all is on
 * when those rows already cover the server's total.
 */
export function applyVendorResult(
  state: CounterState,
  result: { readonly rowsReturned: number; readonly totalVendors: number },
): CounterState {
  const count = normaliseTopVendors(state.count, result);
  return {
    count,
    max: result.totalVendors,
    showAll: result.rowsReturned >= result.totalVendors,
  };
}

export function initialTopVendors(totalVendors: number): CounterState {
  return counterState(normaliseTopVendors(0, { totalVendors }), totalVendors);
}

export function initialTopFeatures(available: number = TOP_FEATURES.max): CounterState {
  const max = Math.min(available, TOP_FEATURES.max);
  return counterState(normaliseCount(0, { defaultCount: TOP_FEATURES.defaultCount, max }), max);
}

/** "Reset to 15": back to the default count, within the max. */
export function resetTopVendors(state: CounterState): CounterState {
  return counterState(normaliseTopVendors(0, { totalVendors: state.max }), state.max);
}

/**
 * A typed count once the user commits it: first clamped (below 0 to 0, above the max to the max),
 * then a 0 (typed, negative or a cleared box) resets to the counter's default.
 */
export function commitTypedCount(state: CounterState, typed: number, defaultCount: number): CounterState {
  const clamped = clampTypedCount(typed, state.max);
  return counterState(normaliseCount(clamped, { defaultCount, max: state.max }), state.max);
}

/** A typed top-vendors value: a 0 resets to the default 15. */
export function commitTypedTopVendors(state: CounterState, typed: number): CounterState {
  return commitTypedCount(state, typed, TOP_VENDORS.defaultCount);
}

/**
 * The top-vendors counter as a report answer shows it: the chosen count clamped to the lines
 * returned, show-all set when they cover the server's total. While the next answer loads, the
 * chosen count against the max known so far. The user's own choice stays as they made it, so
 * widening a filter brings their count back rather than the clamped one.
 */
export function shownVendorCounter(
  choice: { readonly count: number; readonly showAll: boolean },
  answer: { readonly rowsReturned: number; readonly totalVendors: number },
  pending: boolean,
): CounterState {
  const max = answer.totalVendors;
  if (choice.showAll) return counterState(max, max);
  if (pending) return counterState(normaliseTopVendors(choice.count, { totalVendors: max }), max);
  return applyVendorResult(counterState(choice.count, max), answer);
}

/**
 * The top-features counter for an answer offering `available` features (at most TOP_FEATURES.max):
 * the chosen count (0 or NaN meaning the default 5) within them, show-all at the max.
 */
export function shownFeatureCounter(
  choice: { readonly count: number; readonly showAll: boolean },
  available: number,
): CounterState {
  const max = Math.min(Math.max(available, 0), TOP_FEATURES.max);
  if (choice.showAll) return counterState(max, max);
  return counterState(normaliseTopFeatures(choice.count, { rowsReturned: max }), max);
}
