import type { SpanId } from '@fin-atlas/domain';
import { type CompiledFormula, compileFormula, type ValueSource } from './compiled-formula.js';
import type { Expr } from './expr.js';
import { type Period, periodAtIndex, quarterIndex } from './periods.js';
import type { ItemReader } from './span.js';

export type { Expr } from './expr.js';

/** A balance or count at the quarter end. */
export const item = (code: string): Expr => ({ op: 'item', code });
/** An income flow for the span (year-to-date filings turned into the span). */
export const flow = (code: string): Expr => ({ op: 'flow', code });
/**
 * An average balance for the span. Where the regulator publishes its own average for a window (FDIC
 * asset2 for the quarter, asset5 year-to-date), naming it reproduces the regulator's ratios exactly.
 */
export const avg = (code: string, published: { qtr?: string; ytd?: string } = {}): Expr => ({
  op: 'avg',
  code,
  ...published,
});
export const k = (value: number): Expr => ({ op: 'const', value });
export const add = (...args: Expr[]): Expr => ({ op: 'add', args });
export const sub = (...args: Expr[]): Expr => ({ op: 'sub', args });
export const mul = (...args: Expr[]): Expr => ({ op: 'mul', args });
export const div = (numerator: Expr, denominator: Expr): Expr => ({
  op: 'div',
  args: [numerator, denominator],
});
/** Adds what is reported, ignoring missing parts; null only when every part is missing. */
export const sumOf = (...args: Expr[]): Expr => ({ op: 'sumNonNull', args });
/**
 * The first argument reported and not zero; NaN when none is. NCUA files 0 for an optional measure a
 * credit union did not elect (the average total assets of 010A-010C), so zero means "not this one".
 */
export const firstNonZero = (...args: Expr[]): Expr => ({ op: 'firstNonZero', args });
export const annualize = (arg: Expr): Expr => ({ op: 'annualize', arg });
export const yearAgo = (arg: Expr): Expr => ({ op: 'yearAgo', arg });
/** Change against the same span a year earlier, as a ratio (0.05 = +5%). */
export const growth = (arg: Expr): Expr => ({ op: 'growth', arg });
/**
 * The average of a computed balance (a sum or difference of items) over the span's quarter ends, with
 * the same rules as `avg`: quarters not reported are skipped, the current one is required.
 */
export const avgOf = (arg: Expr): Expr => ({ op: 'avgOf', arg, points: 'window' });
/**
 * NCUA's Financial Performance Report average: the mean of the balance at the start and the end of the
 * span (YTD: current and prior year-end, "(AC + PYE) / 2"; Qtr: the two quarter ends; T12: a year ago
 * and now). Falls back to the current balance when the start is not reported.
 */
export const avgEnds = (arg: Expr): Expr => ({ op: 'avgOf', arg, points: 'ends' });
/** Flow over average balance at an annual rate: the shape of ROA, NIM, yields and costs. */
export const annualRate = (numerator: Expr, denominator: Expr): Expr =>
  div(annualize(numerator), denominator);

export type EvalContext = { read: ItemReader; period: Period; span: SpanId };

type ReaderFormula = { codes: string[]; formula: CompiledFormula };
const compiledForReaders = new WeakMap<Expr, Map<SpanId, ReaderFormula>>();

function readerFormula(expr: Expr, span: SpanId): ReaderFormula {
  let bySpan = compiledForReaders.get(expr);
  if (!bySpan) {
    bySpan = new Map();
    compiledForReaders.set(expr, bySpan);
  }
  let found = bySpan.get(span);
  if (!found) {
    const codes = [...new Set(itemsRead(expr))];
    found = { codes, formula: compileFormula(expr, span, (code) => codes.indexOf(code)) };
    bySpan.set(span, found);
  }
  return found;
}

/**
 * One formula for one institution, over a reader by code and period: for checks and small series.
 * Bulk computation compiles formulas once against its own storage (analytics/metric-service.ts);
 * both run the same compiled code, so they cannot disagree.
 */
export function evaluate(expr: Expr, ctx: EvalContext): number | null {
  const { codes, formula } = readerFormula(expr, ctx.span);
  const source: ValueSource = {
    value: (slot, quarter) => ctx.read(codes[slot] as string, periodAtIndex(quarter)) ?? Number.NaN,
  };
  const value = formula(source, quarterIndex(ctx.period));
  return Number.isNaN(value) ? null : value;
}

/** Every line item code a formula reads: what importers and the demo generator must provide. */
export function itemsRead(expr: Expr): string[] {
  switch (expr.op) {
    case 'item':
    case 'flow':
      return [expr.code];
    case 'avg':
      return [expr.code, ...(expr.qtr ? [expr.qtr] : []), ...(expr.ytd ? [expr.ytd] : [])];
    case 'const':
      return [];
    case 'annualize':
    case 'yearAgo':
    case 'growth':
    case 'avgOf':
      return itemsRead(expr.arg);
    default:
      return expr.args.flatMap(itemsRead);
  }
}
