/** '2026-09-30' -> 'Q3 2026': how quarters read in the app. */
export function quarterLabel(period: string): string {
  const month = Number(period.slice(5, 7));
  return `Q${Math.ceil(month / 3)} ${period.slice(0, 4)}`;
}
