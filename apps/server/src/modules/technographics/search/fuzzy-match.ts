/**
 * Typo-tolerant matching of a typed search against catalog names (vendors, products, solutions).
 * A match has a tier, best first: the whole name, the start of the name, the start of every typed
 * word, anywhere in the name, then near misses word by word ("mobil bankng") or, for text typed
 * without spaces, over the whole name ("mobilebankng"). Within a tier fewer typos rank first.
 */

export type SearchTerm = {
  /** Lower-case letters and digits only: "Jack Henry & Co." -> "jackhenryco". */
  key: string;
  tokens: string[];
};

export type Match = { tier: number; typos: number };

export const TIER = {
  exact: 6,
  prefix: 5,
  wordPrefix: 4,
  substring: 3,
  fuzzyWords: 2,
  fuzzyKey: 1,
} as const;

export function toSearchTerm(text: string): SearchTerm {
  const tokens = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return { key: tokens.join(''), tokens };
}

/** Typos forgiven in a typed word: none in short words, where one typo is a different word. */
export function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

// Rows reused by every distance computation: a keystroke compares thousands of words, and
// allocating three arrays per comparison made garbage collection the main cost.
const MAX_LENGTH = 128;
const ROWS = [
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
] as const;

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, adjacent swaps),
 * giving up with max + 1 as soon as the answer must exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1;
  let [prevPrev, prev, current] = ROWS;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (prev[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[b.length] as number;
}

/**
 * A typo is rarely the first letter, and a first-letter swap is one edit: words that start
 * otherwise are not compared at all, which skips almost every word of the catalog.
 */
function mayBeNear(typed: string, word: string): boolean {
  return typed[0] === word[0] || (typed[0] === word[1] && typed[1] === word[0]);
}

/**
 * Distance of a typed word to a name word, where the typed word may be unfinished: "bankn" is
 * one typo from "banki(ng)". Compares with the whole word and with its prefixes near the typed length.
 */
export function prefixDistance(typed: string, word: string, max: number): number {
  if (!mayBeNear(typed, word)) return max + 1;
  let best = boundedDistance(typed, word, max);
  for (let length = typed.length - max; length <= typed.length + max && best > 0; length++) {
    if (length < 1 || length >= word.length) continue;
    best = Math.min(best, boundedDistance(typed, word.slice(0, length), Math.min(max, best)));
  }
  return best;
}

/** How a typed search matches a name, or null when it does not. */
export function matchName(query: SearchTerm, name: SearchTerm): Match | null {
  if (query.key === '' || name.key === '') return null;
  if (name.key === query.key) return { tier: TIER.exact, typos: 0 };
  if (name.key.startsWith(query.key)) return { tier: TIER.prefix, typos: 0 };
  if (query.tokens.every((typed) => name.tokens.some((word) => word.startsWith(typed)))) {
    return { tier: TIER.wordPrefix, typos: 0 };
  }
  if (name.key.includes(query.key)) return { tier: TIER.substring, typos: 0 };

  let typos = 0;
  let wordsMatch = true;
  for (const typed of query.tokens) {
    const max = allowedTypos(typed.length);
    let best = max + 1;
    for (const word of name.tokens) {
      best = Math.min(best, prefixDistance(typed, word, max));
      if (best === 0) break;
    }
    if (best > max) {
      wordsMatch = false;
      break;
    }
    typos += best;
  }
  if (wordsMatch) return { tier: TIER.fuzzyWords, typos };
  // Typed words are matched word by word; only text typed without spaces is compared whole.
  if (query.tokens.length > 1) return null;

  const max = allowedTypos(query.key.length);
  const keyTypos = prefixDistance(query.key, name.key, max);
  return keyTypos <= max ? { tier: TIER.fuzzyKey, typos: keyTypos } : null;
}

/** Better match first: higher tier, then fewer typos. */
export function compareMatches(a: Match, b: Match): number {
  return b.tier - a.tier || a.typos - b.typos;
}

export function betterMatch(a: Match | null, b: Match | null): Match | null {
  if (!a) return b;
  if (!b) return a;
  return compareMatches(a, b) <= 0 ? a : b;
}
