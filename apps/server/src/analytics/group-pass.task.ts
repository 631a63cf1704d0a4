import type { SpanId } from '@fin-atlas/domain';
import { metricById } from '../metrics/catalog/index.js';
import type { CompiledFormula } from '../metrics/compiled-formula.js';
import { itemsRead } from '../metrics/expression.js';
import type { FinancialFiType } from '../metrics/metric-definition.js';
import { type Period, quarterIndex } from '../metrics/periods.js';
import { quantile } from '../metrics/statistics.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import { compiledFormula, windowOver } from './formula-window.js';
import { type PeriodSlice, type SharedSlice, sliceFromShared, sliceLayout } from './period-slices.js';

/** What each (group, metric, period) cell holds, in this order. */
export const GROUP_STATS = ['aggregate', 'p25', 'median', 'p75', 'count'] as const;
const STATS = GROUP_STATS.length;

export type GroupPassInput = {
  type: FinancialFiType;
  span: SpanId;
  metricIds: readonly string[];
  /** The quarters evaluated, oldest first. */
  periods: readonly Period[];
  /** Every quarter the metrics read at those periods. */
  periodsRead: readonly Period[];
  /** The members' line items: one list of period matrices per institution type read (banks, holding companies). */
  sources: readonly (readonly (readonly [Period, SharedSlice])[])[];
  /** Member ids of each group; a member may sit in several groups (a segment and its total). */
  groups: readonly (readonly number[])[];
};

export type GroupPassOutput = {
  /** values[((g × metrics + m) × periods + p) × 5 + s], s in GROUP_STATS order; NaN = none. */
  values: Float64Array;
  /** filers[g × periods + p]: members of group g that filed for period p. */
  filers: Int32Array;
};

type Sources = readonly ReadonlyMap<Period, PeriodSlice>[];

/**
 * Line items regulators publish as averages (FDIC asset5, NCUA's elected average assets 010A-010C):
 * summed only when every filer reports one. Zero counts as none: NCUA files 0 for an average a credit
 * union did not elect, and a partial sum of averages would stand for the whole group's assets.
 */
function averageColumns(type: FinancialFiType): Uint8Array {
  const dictionary = type === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
  const kinds = new Map(dictionary.items.map((item) => [item.code, item.kind]));
  return Uint8Array.from(sliceLayout(type).codes, (code) => (kinds.get(code) === 'average' ? 1 : 0));
}

/** The layout columns the formulas read: the only ones a consolidated row needs. */
function columnsRead(type: FinancialFiType, metricIds: readonly string[]): number[] {
  const { columnOf } = sliceLayout(type);
  const columns = new Set<number>();
  for (const id of metricIds) {
    const formula = metricById(id)?.formulas[type];
    if (!formula) continue;
    for (const code of itemsRead(formula)) {
      const column = columnOf.get(code);
      if (column !== undefined) columns.add(column);
    }
  }
  return [...columns];
}

/** Which source holds each member: the first whose slices have a row for it. */
function sourceOfMembers(sources: Sources, ids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of ids) {
    for (let s = 0; s < sources.length && !out.has(id); s++) {
      for (const slice of (sources[s] as ReadonlyMap<Period, PeriodSlice>).values()) {
        if (slice.rows.has(id)) {
          out.set(id, s);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * The consolidated institutions: for each group and evaluated period, the group's members that
 * filed for that period (the same list for most periods, so one entity serves them). A member that
 * did not file for the period (merged away, or not yet chartered) is left out of it entirely, so a
 * ratio or a growth rate never mixes institutions present at one end of the window only.
 */
function consolidatedEntities(
  input: GroupPassInput,
  sources: Sources,
  sourceOf: ReadonlyMap<number, number>,
) {
  const entities: number[][] = [];
  const entityOf = new Int32Array(input.groups.length * input.periods.length);
  const filers = new Int32Array(entityOf.length);
  input.groups.forEach((members, g) => {
    let previous: number[] | null = null;
    input.periods.forEach((period, p) => {
      const filed = members.filter((id) => {
        const s = sourceOf.get(id);
        return s !== undefined && sources[s]?.get(period)?.rows.has(id) === true;
      });
      const same = previous?.length === filed.length && previous.every((id, i) => id === filed[i]);
      if (!same) entities.push(filed);
      entityOf[g * input.periods.length + p] = entities.length - 1;
      filers[g * input.periods.length + p] = filed.length;
      previous = filed;
    });
  });
  return { entities, entityOf, filers };
}

/**
 * One period matrix of the consolidated institutions: each entity's row is the sum of its
 * members' line items (an item no member reports stays unreported; a published average only
 * when every filer publishes one, else the formula's own average of the summed balances, or for
 * NCUA's net worth ratio the summed quarter-end total assets, applies).
 */
function consolidatedSlice(
  period: Period,
  entities: readonly number[][],
  sources: Sources,
  sourceOf: ReadonlyMap<number, number>,
  columns: readonly number[],
  averaged: Uint8Array,
  width: number,
): PeriodSlice {
  const data = new Float64Array(entities.length * width).fill(Number.NaN);
  const sums = new Float64Array(columns.length);
  const counts = new Int32Array(columns.length);
  const rows = new Map<number, number>();
  entities.forEach((members, e) => {
    sums.fill(0);
    counts.fill(0);
    let filed = 0;
    for (const id of members) {
      const slice = sources[sourceOf.get(id) as number]?.get(period);
      const row = slice?.rows.get(id);
      if (slice === undefined || row === undefined) continue;
      filed++;
      const base = row * slice.width;
      for (let c = 0; c < columns.length; c++) {
        const column = columns[c] as number;
        const v = slice.data[base + column] as number;
        if (Number.isNaN(v) || (v === 0 && averaged[column] === 1)) continue;
        sums[c] = (sums[c] as number) + v;
        counts[c] = (counts[c] as number) + 1;
      }
    }
    // An entity none of whose members filed for this period has no row: it reads as not filing.
    if (filed === 0) return;
    rows.set(e, e);
    columns.forEach((column, c) => {
      const count = counts[c] as number;
      if (count === 0 || (averaged[column] === 1 && count < filed)) return;
      data[e * width + column] = sums[c] as number;
    });
  });
  return { rows, ids: Int32Array.from(entities.keys()), width, data };
}

/** Each member's own value of every metric at every period: [member][metric][period], NaN = none. */
function memberValues(
  input: GroupPassInput,
  sources: Sources,
  sourceOf: ReadonlyMap<number, number>,
  formulas: readonly (CompiledFormula | null)[],
): { indexOf: Map<number, number>; values: Float64Array } {
  const quarters = input.periods.map(quarterIndex);
  const span = formulas.length * quarters.length;
  const indexOf = new Map<number, number>();
  for (const id of sourceOf.keys()) indexOf.set(id, indexOf.size);
  const values = new Float64Array(indexOf.size * span).fill(Number.NaN);
  sources.forEach((slices, s) => {
    const window = windowOver(slices, input.periodsRead);
    for (const [id, source] of sourceOf) {
      if (source !== s) continue;
      window.moveTo(id);
      const base = (indexOf.get(id) as number) * span;
      quarters.forEach((quarter, p) => {
        if (!window.reports(quarter)) return;
        formulas.forEach((formula, m) => {
          const v = formula ? formula(window, quarter) : Number.NaN;
          if (Number.isFinite(v)) values[base + m * quarters.length + p] = v;
        });
      });
    }
  });
  return { indexOf, values };
}

/**
 * Every metric for every group at every period, the way regulators publish industry figures: the
 * group as one consolidated institution (its members' line items summed quarter by quarter, then
 * the metric's own formula on the sums), so a ratio is the sum of numerators over the sum of
 * denominators, an average balance the sum of averages, an amount or count the sum, a growth rate
 * the growth of the sums. Beside it, the 25th percentile, median and 75th percentile of the members'
 * own values and how many members have one. Runs on a compute worker over shared period matrices.
 */
export function groupPass(input: GroupPassInput): GroupPassOutput {
  const sources: Sources = input.sources.map(
    (list) => new Map(list.map(([period, shared]) => [period, sliceFromShared(shared)])),
  );
  const { type, span, metricIds, periods, groups } = input;
  const width = sliceLayout(type).codes.length;
  const formulas = metricIds.map((id) => {
    const metric = metricById(id);
    return metric ? compiledFormula(metric, type, span) : null;
  });
  const sourceOf = sourceOfMembers(sources, new Set(groups.flat()));
  const { entities, entityOf, filers } = consolidatedEntities(input, sources, sourceOf);
  const columns = columnsRead(type, metricIds);
  const averaged = averageColumns(type);
  const consolidated = new Map(
    input.periodsRead.map((period) => [
      period,
      consolidatedSlice(period, entities, sources, sourceOf, columns, averaged, width),
    ]),
  );
  const window = windowOver(consolidated, input.periodsRead);
  const own = memberValues(input, sources, sourceOf, formulas);
  const quarters = periods.map(quarterIndex);
  const values = new Float64Array(groups.length * metricIds.length * periods.length * STATS).fill(Number.NaN);
  const scratch = new Float64Array(Math.max(0, ...groups.map((g) => g.length)));
  const cellSpan = metricIds.length * periods.length;
  groups.forEach((members, g) => {
    const positions = members.flatMap((id) => own.indexOf.get(id) ?? []);
    quarters.forEach((quarter, p) => {
      window.moveTo(entityOf[g * periods.length + p] as number);
      const filed = window.reports(quarter);
      formulas.forEach((formula, m) => {
        const at = ((g * metricIds.length + m) * periods.length + p) * STATS;
        const aggregate = formula && filed ? formula(window, quarter) : Number.NaN;
        if (Number.isFinite(aggregate)) values[at] = aggregate;
        let count = 0;
        for (const position of positions) {
          const v = own.values[position * cellSpan + m * periods.length + p] as number;
          if (!Number.isNaN(v)) scratch[count++] = v;
        }
        const sorted = scratch.subarray(0, count).sort();
        values[at + 1] = quantile(sorted, 0.25) ?? Number.NaN;
        values[at + 2] = quantile(sorted, 0.5) ?? Number.NaN;
        values[at + 3] = quantile(sorted, 0.75) ?? Number.NaN;
        values[at + 4] = count;
      });
    });
  });
  return { values, filers };
}
