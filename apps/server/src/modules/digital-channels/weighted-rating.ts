/**
 * Store ratings weighted by rating count over the listings that have both (an app with 40,000
 * ratings speaks for more customers than one with 12); null when none has. Two decimals.
 */
export function weightedRating(
  listings: readonly { rating: number | null; ratingCount: number | null }[],
): number | null {
  let weight = 0;
  let sum = 0;
  for (const { rating, ratingCount } of listings) {
    if (rating === null || ratingCount === null || ratingCount <= 0) continue;
    weight += ratingCount;
    sum += rating * ratingCount;
  }
  return weight > 0 ? Math.round((sum / weight) * 100) / 100 : null;
}
