import type { Period } from './periods.js';

export type Merger = { acquirerId: number; targetId: number; date: string };

/**
 * Merger restatement (set 2): an institution's earlier periods include the line items of every
 * institution that merged into it later, and of those institutions' own later acquisitions, so its
 * history is comparable with its size today.
 */
export function restatementSources(
  institutionId: number,
  period: Period,
  mergers: readonly Merger[],
): number[] {
  return restatementIndex(mergers)(institutionId, period);
}

/**
 * `restatementSources` for many institutions: mergers indexed by acquirer once, so restating a
 * whole national period costs a lookup per institution instead of a pass over every merger.
 */
export function restatementIndex(
  mergers: readonly Merger[],
): (institutionId: number, period: Period) => number[] {
  const byAcquirer = new Map<number, Merger[]>();
  for (const m of mergers) {
    const list = byAcquirer.get(m.acquirerId);
    if (list) list.push(m);
    else byAcquirer.set(m.acquirerId, [m]);
  }
  return (institutionId, period) => {
    const sources: number[] = [];
    if (!byAcquirer.has(institutionId)) return sources;
    const seen = new Set([institutionId]);
    const visit = (acquirerId: number) => {
      for (const m of byAcquirer.get(acquirerId) ?? []) {
        if (m.date <= period || seen.has(m.targetId)) continue;
        seen.add(m.targetId);
        sources.push(m.targetId);
        visit(m.targetId);
      }
    };
    visit(institutionId);
    return sources;
  };
}

/** Adds line-item arrays position by position; a position missing everywhere stays missing. */
export function addValueArrays(arrays: readonly (readonly (number | null)[])[]): (number | null)[] {
  const length = Math.max(0, ...arrays.map((a) => a.length));
  const out: (number | null)[] = new Array(length).fill(null);
  for (const values of arrays) {
    values.forEach((v, i) => {
      if (v === null || v === undefined) return;
      out[i] = (out[i] ?? 0) + v;
    });
  }
  return out;
}
