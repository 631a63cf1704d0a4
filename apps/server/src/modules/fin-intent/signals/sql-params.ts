/** Positional parameters for a raw statement built in parts: each value added reads as its `$n`. */
export type SqlParams = { readonly values: unknown[]; add(value: unknown): string };

export function sqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
