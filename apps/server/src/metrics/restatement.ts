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
  const sources: number[] = [];
  const visit = (acquirerId: number, seen: Set<number>) => {
    for (const m of mergers) {
      if (m.acquirerId !== acquirerId || m.date <= period || seen.has(m.targetId)) continue;
      seen.add(m.targetId);
      sources.push(m.targetId);
      visit(m.targetId, seen);
    }
  };
  visit(institutionId, new Set([institutionId]));
  return sources;
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
