/**
 * PostgreSQL pg_trgm's similarity for one-word keys of [a-z0-9] (the search_key column): the word
 * padded with two spaces before and one after, cut into overlapping three-character pieces, and
 * similarity = shared pieces / distinct pieces of both. Same numbers as `similarity()` in SQL, so
 * a search in memory ranks like the database did.
 */

const ALPHABET = ' abcdefghijklmnopqrstuvwxyz0123456789';
const SYMBOLS = ALPHABET.length;
const symbolOf = (char: string) => Math.max(0, ALPHABET.indexOf(char));

/** The distinct trigrams of a key, each as a number. */
export function trigramsOf(key: string): Int32Array {
  if (key.length === 0) return new Int32Array(0);
  const padded = `  ${key} `;
  const codes = new Set<number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    codes.add(
      symbolOf(padded.charAt(i)) * SYMBOLS * SYMBOLS +
        symbolOf(padded.charAt(i + 1)) * SYMBOLS +
        symbolOf(padded.charAt(i + 2)),
    );
  }
  return Int32Array.from(codes);
}

/** pg_trgm similarity from the count of shared trigrams, in single precision as PostgreSQL returns it. */
export function similarityOf(shared: number, size: number, otherSize: number): number {
  if (size === 0 || otherSize === 0) return 0;
  return Math.fround(shared / (size + otherSize - shared));
}
