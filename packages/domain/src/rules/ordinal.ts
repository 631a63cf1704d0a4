/** 1 -> '1st', 72 -> '72nd', 13 -> '13th': how percentiles and ranks read in sentences. */
export function ordinal(n: number): string {
  const tens = Math.abs(n) % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const last = Math.abs(n) % 10;
  return `${n}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}
