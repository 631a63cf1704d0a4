import type { ResponseSchema } from './http';

/**
 * Some list responses wrap an array of a domain row schema under one key ({ groups: [...] });
 * this validates them with the domain's row schema without the web depending on zod directly.
 */
export function keyedList<K extends string, T>(
  key: K,
  rowSchema: { array(): ResponseSchema<T[]> },
): ResponseSchema<Record<K, T[]>> {
  const rows = rowSchema.array();
  return {
    safeParse(data: unknown) {
      if (typeof data !== 'object' || data === null) {
        return { success: false, error: new Error(`Expected an object with "${key}"`) };
      }
      const parsed = rows.safeParse((data as Record<string, unknown>)[key]);
      return parsed.success
        ? { success: true, data: { [key]: parsed.data } as Record<K, T[]> }
        : { success: false, error: parsed.error };
    },
  };
}
