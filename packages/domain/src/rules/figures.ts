/**
 * Marketing copy quotes counts the way people say them: "400+" for 437, "20+" for 24, exact below
 * twenty. Rounding down keeps the claim true as the data grows.
 */
export function roundedFigure(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const n = Math.floor(count);
  if (n >= 100) return `${Math.floor(n / 100) * 100}+`;
  if (n >= 20) return `${Math.floor(n / 10) * 10}+`;
  return String(n);
}
