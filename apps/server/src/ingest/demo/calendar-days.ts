/** Dates as whole days since 1970-01-01 (UTC), for plans that add and compare many dates. */
export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

export const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
