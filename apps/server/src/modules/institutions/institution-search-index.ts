import type { SearchRow } from './institution-queries.js';
import { similarityOf, trigramsOf } from './trigrams.js';

export type InstitutionHit = {
  id: number;
  name: string;
  fi_type: string;
  city: string | null;
  state: string | null;
  rssd_id: number | null;
  regulatory_id: string | null;
  assets: number | null;
  parent_name: string | null;
};

export type SearchParams = { q: string; fiTypes?: readonly string[]; state?: string; limit: number };

/** pg_trgm's default similarity threshold (the `%` operator). */
const SIMILARITY_THRESHOLD = 0.3;

type Entry = {
  row: SearchRow;
  trigrams: Int32Array;
  /** The name's words, each after a space (" cedar of val verde"): a word start is `includes(' ' + typed)`. */
  wordStarts: string;
  /** Larger institutions are the likelier target among similar names: up to ~0.4 for the largest. */
  sizeBonus: number;
};

type Scored = { entry: Entry; score: number };

/** Lower case, letters and digits only: the rule of the search_key column. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const wordsOf = (text: string) => text.split(/[^a-z0-9]+/).filter((w) => w.length > 0);

/** Larger assets first, unknown assets last, then by name. */
function bySize(a: Entry, b: Entry): number {
  const x = a.row.assets;
  const y = b.row.assets;
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  }
  return a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0;
}

/**
 * Typeahead over every institution, in memory. Numbers match RSSD, certificate/charter or routing
 * number exactly. Text ranks by trigram similarity on the compacted name (so "jp morgan" finds
 * "JPMorgan Chase Bank"), plus a bonus when the compacted name starts with the query, when the name
 * itself does, and when every word typed begins a word of the name ("cedar val" for "Cedar of Val
 * Verde"); larger institutions first among equals.
 */
export class InstitutionSearchIndex {
  private readonly entries: Entry[];
  /** Trigram -> the entries whose key has it, so a query counts shared trigrams without a full pass. */
  private readonly postings = new Map<number, Int32Array>();
  private readonly names = new Map<number, string>();
  private readonly byNumber = new Map<string, Entry[]>();

  constructor(rows: readonly SearchRow[]) {
    this.entries = rows.map((row) => ({
      row,
      trigrams: trigramsOf(row.search_key),
      wordStarts: wordsOf(row.name_lower)
        .map((w) => ` ${w}`)
        .join(''),
      sizeBonus: Math.log10(Math.max(row.assets ?? 1, 1)) / 25,
    }));
    const postings = new Map<number, number[]>();
    this.entries.forEach((entry, i) => {
      for (const t of entry.trigrams) {
        const list = postings.get(t);
        if (list) list.push(i);
        else postings.set(t, [i]);
      }
    });
    for (const [t, list] of postings) this.postings.set(t, Int32Array.from(list));
    for (const entry of this.entries) {
      const { row } = entry;
      this.names.set(row.id, row.name);
      const numbers = new Set([row.rssd_id?.toString(), row.regulatory_id, row.aba_routing]);
      for (const n of numbers) {
        if (!n) continue;
        const list = this.byNumber.get(n);
        if (list) list.push(entry);
        else this.byNumber.set(n, [entry]);
      }
    }
  }

  search(params: SearchParams): InstitutionHit[] {
    const q = params.q.trim().toLowerCase();
    if (!q) return [];
    const fiTypes = params.fiTypes?.length ? new Set(params.fiTypes) : null;
    const state = params.state?.toUpperCase();
    const admits = (row: SearchRow) =>
      (!fiTypes || fiTypes.has(row.fi_type)) && (state === undefined || row.state === state);

    if (/^\d+$/.test(q)) {
      const matches = (this.byNumber.get(q) ?? []).filter((e) => admits(e.row));
      return matches
        .sort(bySize)
        .slice(0, params.limit)
        .map((e) => this.hit(e));
    }

    const key = compact(q);
    if (!key) return [];
    const tokens = wordsOf(q);
    const starts = tokens.map((w) => ` ${w}`);
    const queryTrigrams = trigramsOf(key);
    const shared = new Uint16Array(this.entries.length);
    const touched: number[] = [];
    for (const t of queryTrigrams) {
      for (const i of this.postings.get(t) ?? []) {
        const count = shared[i] as number;
        if (count === 0) touched.push(i);
        shared[i] = count + 1;
      }
    }
    // A match by similarity shares a trigram; so does a key containing the query, or one with a
    // word starting with each typed word, once the query and one typed word have 3 characters
    // (their first three characters are a trigram of the query). Shorter queries scan everything.
    const candidates =
      key.length >= 3 && tokens.some((t) => t.length >= 3) ? touched : this.entries.map((_, i) => i);
    const scored: Scored[] = [];
    for (const i of candidates) {
      const entry = this.entries[i] as Entry;
      const { row } = entry;
      if (!admits(row)) continue;
      const similarity = similarityOf(shared[i] as number, queryTrigrams.length, entry.trigrams.length);
      let wordsMatch = true;
      for (const start of starts) {
        if (!entry.wordStarts.includes(start)) {
          wordsMatch = false;
          break;
        }
      }
      if (similarity < SIMILARITY_THRESHOLD && !wordsMatch && !row.search_key.includes(key)) continue;
      const score =
        similarity +
        (row.search_key.startsWith(key) ? 1 : 0) +
        (row.name_lower.startsWith(q) ? 0.5 : 0) +
        (wordsMatch ? 0.25 : 0) +
        entry.sizeBonus;
      scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || bySize(a.entry, b.entry));
    return scored.slice(0, params.limit).map((s) => this.hit(s.entry));
  }

  private hit({ row }: Entry): InstitutionHit {
    return {
      id: row.id,
      name: row.name,
      fi_type: row.fi_type,
      city: row.city,
      state: row.state,
      rssd_id: row.rssd_id,
      regulatory_id: row.regulatory_id,
      assets: row.assets,
      parent_name: row.parent_id === null ? null : (this.names.get(row.parent_id) ?? null),
    };
  }
}
