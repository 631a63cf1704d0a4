import type { QueryElementObject } from '@fin-atlas/domain';

/**
 * A result column's key for an element object: two objects of one element with different
 * properties (two eras of one solution, two contact searches) give two columns, so the properties
 * join the key as a short stable hash.
 */
export function columnKey(object: QueryElementObject, part: string): string {
  const base = `${object.element_type}_${object.element_id}_${part}`;
  const properties = object.element_properties;
  if (!properties || Object.keys(properties).length === 0) return base;
  const text = JSON.stringify(Object.entries(properties).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return `${base}_${(hash >>> 0).toString(36)}`;
}
