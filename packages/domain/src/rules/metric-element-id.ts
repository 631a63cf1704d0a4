/**
 * The integer id a catalog metric travels under in report contracts (metric_id, element_id, graph
 * metrics). Derived from the metric's string id (FNV-1a, 31 bits) so it never changes while the string
 * id does not, and needs no table to keep in step; the catalog test proves there are no collisions.
 */
export function metricElementId(metricKey: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < metricKey.length; i++) {
    hash ^= metricKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}
