import { SPAN_ID, type SpanId } from '@fin-atlas/domain';
import type { Expr } from './expr.js';

/**
 * Line items of one institution by slot (a column the caller assigned to each code) and quarter
 * index (see `quarterIndex`). NaN means not reported.
 */
export interface ValueSource {
  value(slot: number, quarter: number): number;
}

/**
 * A formula turned into nested functions once, for one span, with every code resolved to a slot:
 * evaluating a cell is then plain arithmetic, with no lookups by name, no period strings and no
 * allocation. NaN stands for "not available" (the interpreter's null).
 */
export type CompiledFormula = (source: ValueSource, quarter: number) => number;

const missing: CompiledFormula = () => Number.NaN;

/** Quarters averaged over for the span: a quarter 1, year-to-date as many as elapsed, T12 four. */
function windowQuarters(span: SpanId, quarter: number): number {
  if (span === SPAN_ID.QTR) return 1;
  if (span === SPAN_ID.YTD) return (quarter & 3) + 1;
  return 4;
}

/** December of the year before: year-to-date flows start from zero after it. */
const priorYearEnd = (quarter: number) => quarter - (quarter & 3) - 1;

/** Mean of the values at `first`..`last` that are reported; `current` stands in at `last`. */
function meanOver(
  read: (quarter: number) => number,
  first: number,
  last: number,
  current: number,
  step: number,
): number {
  let sum = 0;
  let count = 0;
  for (let q = first; q <= last; q += step) {
    const v = q === last ? current : read(q);
    if (!Number.isNaN(v)) {
      sum += v;
      count++;
    }
  }
  return sum / count;
}

function compileFlow(slot: number, span: SpanId): CompiledFormula {
  if (span === SPAN_ID.YTD) return (s, q) => s.value(slot, q);
  if (span === SPAN_ID.QTR)
    return (s, q) => {
      const ytd = s.value(slot, q);
      return (q & 3) === 0 ? ytd : ytd - s.value(slot, q - 1);
    };
  return (s, q) => {
    const ytd = s.value(slot, q);
    return (q & 3) === 3 ? ytd : ytd + s.value(slot, priorYearEnd(q)) - s.value(slot, q - 4);
  };
}

function compileAverage(slot: number, publishedSlot: number, span: SpanId): CompiledFormula {
  const average: CompiledFormula = (s, q) => {
    const current = s.value(slot, q);
    if (Number.isNaN(current)) return Number.NaN;
    return meanOver((p) => s.value(slot, p), q - windowQuarters(span, q), q, current, 1);
  };
  if (publishedSlot < 0) return average;
  return (s, q) => {
    const published = s.value(publishedSlot, q);
    return Number.isNaN(published) ? average(s, q) : published;
  };
}

function compileArgs(
  op: 'add' | 'sub' | 'mul' | 'div' | 'min' | 'max',
  args: CompiledFormula[],
): CompiledFormula {
  const [a, b] = args;
  switch (op) {
    case 'add':
      if (args.length === 2 && a && b) return (s, q) => 0 + a(s, q) + b(s, q);
      return (s, q) => {
        let total = 0;
        for (const f of args) total += f(s, q);
        return total;
      };
    case 'sub':
      if (args.length === 2 && a && b) return (s, q) => a(s, q) - b(s, q);
      return (s, q) => {
        if (!a) return 0;
        let total = a(s, q);
        for (let i = 1; i < args.length; i++) total -= (args[i] as CompiledFormula)(s, q);
        return total;
      };
    case 'mul':
      return (s, q) => {
        let total = 1;
        for (const f of args) total *= f(s, q);
        return total;
      };
    case 'div': {
      if (!a || !b) return missing;
      return (s, q) => {
        const n = a(s, q);
        const d = b(s, q);
        return d === 0 || Number.isNaN(n) || Number.isNaN(d) ? Number.NaN : n / d;
      };
    }
    case 'min':
    case 'max': {
      const pick = op === 'min' ? Math.min : Math.max;
      if (args.length === 2 && a && b)
        return (s, q) => {
          const x = a(s, q);
          const y = b(s, q);
          return Number.isNaN(x) || Number.isNaN(y) ? Number.NaN : pick(x, y);
        };
      return (s, q) => {
        const values = args.map((f) => f(s, q));
        return values.some(Number.isNaN) ? Number.NaN : pick(...values);
      };
    }
  }
}

/**
 * Compiles a catalog formula for one span. `slotOf` gives the slot of a line-item code, or -1 when
 * the data has no such item (it then reads as not reported). Semantics are those documented on the
 * constructors in expression.ts.
 */
export function compileFormula(expr: Expr, span: SpanId, slotOf: (code: string) => number): CompiledFormula {
  const compile = (e: Expr): CompiledFormula => {
    switch (e.op) {
      case 'item': {
        const slot = slotOf(e.code);
        return slot < 0 ? missing : (s, q) => s.value(slot, q);
      }
      case 'flow': {
        const slot = slotOf(e.code);
        return slot < 0 ? missing : compileFlow(slot, span);
      }
      case 'avg': {
        const slot = slotOf(e.code);
        const published = span === SPAN_ID.QTR ? e.qtr : span === SPAN_ID.YTD ? e.ytd : undefined;
        const publishedSlot = published === undefined ? -1 : slotOf(published);
        if (slot < 0) return publishedSlot < 0 ? missing : (s, q) => s.value(publishedSlot, q);
        return compileAverage(slot, publishedSlot, span);
      }
      case 'const': {
        const value = e.value;
        return () => value;
      }
      case 'avgOf': {
        const arg = compile(e.arg);
        const ends = e.points === 'ends';
        return (s, q) => {
          const current = arg(s, q);
          if (Number.isNaN(current)) return Number.NaN;
          const first = q - windowQuarters(span, q);
          return meanOver((p) => arg(s, p), first, q, current, ends ? q - first : 1);
        };
      }
      case 'annualize': {
        const arg = compile(e.arg);
        if (span === SPAN_ID.QTR) return (s, q) => arg(s, q) * 4;
        if (span === SPAN_ID.YTD) return (s, q) => arg(s, q) * (4 / ((q & 3) + 1));
        return (s, q) => arg(s, q) * 1;
      }
      case 'yearAgo': {
        const arg = compile(e.arg);
        return (s, q) => arg(s, q - 4);
      }
      case 'growth': {
        const arg = compile(e.arg);
        return (s, q) => {
          const now = arg(s, q);
          const before = arg(s, q - 4);
          if (Number.isNaN(now) || Number.isNaN(before) || before === 0) return Number.NaN;
          return now / Math.abs(before) - Math.sign(before);
        };
      }
      case 'sumNonNull': {
        const args = e.args.map(compile);
        return (s, q) => {
          let total = 0;
          let count = 0;
          for (const f of args) {
            const v = f(s, q);
            if (!Number.isNaN(v)) {
              total += v;
              count++;
            }
          }
          return count === 0 ? Number.NaN : total;
        };
      }
      case 'firstNonZero': {
        const args = e.args.map(compile);
        return (s, q) => {
          for (const f of args) {
            const v = f(s, q);
            if (v !== 0 && !Number.isNaN(v)) return v;
          }
          return Number.NaN;
        };
      }
      default:
        return compileArgs(e.op, e.args.map(compile));
    }
  };
  return compile(expr);
}
