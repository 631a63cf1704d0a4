import type { SpanId } from '@fin-atlas/domain';
import { type CompiledFormula, compileFormula } from '../metrics/compiled-formula.js';
import type { FinancialFiType, MetricDefinition } from '../metrics/metric-definition.js';
import { type Period, quarterIndex } from '../metrics/periods.js';
import { InstitutionWindow } from './institution-window.js';
import { type PeriodSlice, sliceLayout } from './period-slices.js';

const compiledFormulas = new Map<string, CompiledFormula | null>();

/** A metric's formula for an FI type and span, compiled once against the type's slice layout. */
export function compiledFormula(
  metric: MetricDefinition,
  type: FinancialFiType,
  span: SpanId,
): CompiledFormula | null {
  const key = `${metric.id}|${type}|${span}`;
  let found = compiledFormulas.get(key);
  if (found === undefined) {
    const formula = metric.formulas[type];
    const { columnOf } = sliceLayout(type);
    found = formula ? compileFormula(formula, span, (code) => columnOf.get(code) ?? -1) : null;
    compiledFormulas.set(key, found);
  }
  return found;
}

/** A window over the quarters `periods` span, with the slices at hand and gaps elsewhere. */
export function windowOver(
  slices: ReadonlyMap<Period, PeriodSlice>,
  periods: readonly Period[],
): InstitutionWindow {
  if (periods.length === 0) return new InstitutionWindow([], 0);
  const quarters = periods.map(quarterIndex);
  const first = Math.min(...quarters);
  const ordered: (PeriodSlice | undefined)[] = new Array(Math.max(...quarters) - first + 1).fill(undefined);
  periods.forEach((p, i) => {
    ordered[(quarters[i] as number) - first] = slices.get(p);
  });
  return new InstitutionWindow(ordered, first);
}
