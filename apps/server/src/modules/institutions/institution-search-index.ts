import { type InactiveInstitution, stateNames } from '@fin-atlas/domain';
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
  /** Null for an active institution; otherwise its last filing and the merger or failure that ended it. */
  inactive: InactiveInstitution | null;
};

export type SearchParams = { q: string; fiTypes?: readonly string[]; state?: string; limit: number };

/** pg_trgm's default similarity threshold (the `%` operator). */
const SIMILARITY_THRESHOLD = 0.3;

type Entry = {
  row: SearchRow;
  trigrams: Int32Array;
  /** The name's words, each after a space (" cedar of val verde"): a word start is `includes(' ' + typed)`. */
  wordStarts: string;
  /** Where it is, in the same form: city words, state code and state name (" bellingham wa washington"). */
  placeStarts: string;
  /** Larger institutions are the likelier target among similar names: up to ~0.4 for the largest. */
  sizeBonus: number;
};

/** Name matches (tier 1) always list above institutions matched by their place alone (tier 0). */
type Scored = {
  entry: Entry;
  tier: 0 | 1;
  score: number;
  /** Its name starts with the text typed, or has a word starting with each word typed. */
  covers: boolean;
};

/** Words of place names that say nothing about a place ("District of Columbia", "US Virgin Islands"). */
const PLACE_STOPWORDS = new Set(['of', 'the', 'us']);
/** A typed word this short never matches a place: one letter would list half the country. */
const MIN_PLACE_TOKEN = 2;

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

function placeWordsOf(row: SearchRow): string[] {
  const words = new Set(wordsOf((row.city ?? '').toLowerCase()));
  if (row.state) {
    words.add(row.state.toLowerCase());
    for (const name of stateNames(row.state)) for (const w of wordsOf(name)) words.add(w);
  }
  return [...words].filter((w) => !PLACE_STOPWORDS.has(w));
}

/**
 * A holding company lists right after its own bank when the bank's name holds everything typed
 * too: the holding company's shorter name ("JPMORGAN CHASE & CO.") scores higher by similarity and
 * its summed assets are larger, yet the bank is what "jp morgan" means. Text only the holding
 * company's name holds ("jpmorgan chase & co") keeps it first.
 */
function followBestSubsidiary(scored: Scored[]): void {
  const best = new Map<number, Scored>();
  for (const s of scored) {
    const parent = s.entry.row.parent_id;
    if (parent === null || !s.covers) continue;
    const found = best.get(parent);
    if (!found || s.tier > found.tier || (s.tier === found.tier && s.score > found.score))
      best.set(parent, s);
  }
  for (const s of scored) {
    const child = best.get(s.entry.row.id);
    if (child && child.tier === s.tier && child.score <= s.score) s.score = child.score - 1e-9;
  }
}

/** The first index in a sorted list whose word is not before `prefix`. */
function lowerBound(sorted: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Typeahead over every institution, in memory. Numbers match RSSD, certificate/charter or routing
 * number exactly. Text ranks by trigram similarity on the compacted name (so "jp morgan" finds
 * "JPMorgan Chase Bank"), plus a bonus when the compacted name starts with the query, when the name
 * itself does, and when every word typed begins a word of the name ("cedar val" for "Cedar of Val
 * Verde") or, some of them, a word of its place ("bramble bellingham", "first national texas");
 * larger institutions first among equals, and a holding company right after its best-matching bank.
 * Below every name match come the institutions whose place alone matches every word typed
 * ("bellingham", "tx", "new york"), largest first.
 */
export class InstitutionSearchIndex {
  private readonly entries: Entry[];
  /** Trigram -> the entries whose key has it, so a query counts shared trigrams without a full pass. */
  private readonly postings = new Map<number, Int32Array>();
  private readonly names = new Map<number, string>();
  private readonly byNumber = new Map<string, Entry[]>();
  /** Place word -> the entries located there; `placeWords` sorted, for a typed word's prefix range. */
  private readonly placePostings = new Map<string, Int32Array>();
  private readonly placeWords: string[];

  constructor(rows: readonly SearchRow[]) {
    const places = new Map<string, number[]>();
    this.entries = rows.map((row, i) => {
      const placeWords = placeWordsOf(row);
      for (const w of placeWords) {
        const list = places.get(w);
        if (list) list.push(i);
        else places.set(w, [i]);
      }
      return {
        row,
        trigrams: trigramsOf(row.search_key),
        wordStarts: wordsOf(row.name_lower)
          .map((w) => ` ${w}`)
          .join(''),
        placeStarts: placeWords.map((w) => ` ${w}`).join(''),
        sizeBonus: Math.log10(Math.max(row.assets ?? 1, 1)) / 25,
      };
    });
    for (const [w, list] of places) this.placePostings.set(w, Int32Array.from(list));
    this.placeWords = [...places.keys()].sort();
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
    // (their first three characters are a trigram of the query). A match through the place has a
    // place word starting with one of the typed words: those come from the place postings. Shorter
    // queries scan everything.
    const candidates =
      key.length >= 3 && tokens.some((t) => t.length >= 3)
        ? this.withPlaceCandidates(touched, tokens)
        : this.entries.map((_, i) => i);
    const scored: Scored[] = [];
    for (const i of candidates) {
      const entry = this.entries[i] as Entry;
      const { row } = entry;
      if (!admits(row)) continue;
      const similarity = similarityOf(shared[i] as number, queryTrigrams.length, entry.trigrams.length);
      let allInName = true;
      let someInName = false;
      let allInNameOrPlace = true;
      for (const start of starts) {
        if (entry.wordStarts.includes(start)) {
          someInName = true;
          continue;
        }
        allInName = false;
        // `start` is the typed word after a space.
        if (start.length - 1 < MIN_PLACE_TOKEN || !entry.placeStarts.includes(start)) {
          allInNameOrPlace = false;
          break;
        }
      }
      const nameAndPlace = allInNameOrPlace && !allInName && someInName;
      const byName =
        similarity >= SIMILARITY_THRESHOLD || allInName || nameAndPlace || row.search_key.includes(key);
      if (byName) {
        const score =
          similarity +
          (row.search_key.startsWith(key) ? 1 : 0) +
          (row.name_lower.startsWith(q) ? 0.5 : 0) +
          (allInName || nameAndPlace ? 0.25 : 0) +
          entry.sizeBonus;
        const covers = allInName || row.search_key.startsWith(key);
        scored.push({ entry, tier: 1, score, covers });
      } else if (allInNameOrPlace) {
        scored.push({ entry, tier: 0, score: entry.sizeBonus, covers: false });
      }
    }
    followBestSubsidiary(scored);
    scored.sort((a, b) => b.tier - a.tier || b.score - a.score || bySize(a.entry, b.entry));
    return scored.slice(0, params.limit).map((s) => this.hit(s.entry));
  }

  /** The entries sharing a trigram, and those with a place word starting with a typed word. */
  private withPlaceCandidates(touched: number[], tokens: readonly string[]): number[] {
    const seen = new Uint8Array(this.entries.length);
    for (const i of touched) seen[i] = 1;
    const candidates = touched.slice();
    for (const token of tokens) {
      if (token.length < MIN_PLACE_TOKEN) continue;
      for (let w = lowerBound(this.placeWords, token); w < this.placeWords.length; w++) {
        const word = this.placeWords[w] as string;
        if (!word.startsWith(token)) break;
        for (const i of this.placePostings.get(word) ?? []) {
          if (seen[i]) continue;
          seen[i] = 1;
          candidates.push(i);
        }
      }
    }
    return candidates;
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
      inactive:
        row.active === false
          ? {
              last_period: row.latest_period ?? null,
              ended: row.ended_kind
                ? { kind: row.ended_kind, on: row.ended_on ?? '', acquirer_name: row.acquirer_name ?? null }
                : null,
            }
          : null,
    };
  }
}
