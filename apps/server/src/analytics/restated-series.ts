export { type Merger, restatementSources } from '../metrics/restatement.js';

/** Sums line items by code across institutions; a code missing everywhere stays missing. */
export function addValueArraysByCode(parts: readonly Map<string, number>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of parts) for (const [code, v] of part) out.set(code, (out.get(code) ?? 0) + v);
  return out;
}
