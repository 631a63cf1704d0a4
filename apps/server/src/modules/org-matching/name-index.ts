import { stateCode } from '@fin-atlas/domain';
import { domainFromWebsite } from './domains.js';
import { cityKey, compactKey, nameTokens } from './normalize.js';

export type IndexedInstitution = {
  id: number;
  name: string;
  fiType: string;
  city: string | null;
  state: string | null;
  website: string | null;
  assets: number | null;
  rssdId: number | null;
  regulatoryId: string | null;
  /** 'federal' for a federal credit union; NCUA files its names without "Federal Credit Union". */
  charterClass?: string | null;
};

// A domain shared by more institutions than this is a host or a family umbrella, not an identity.
const MAX_INSTITUTIONS_PER_DOMAIN = 4;

/**
 * The words a credit union's name leaves unsaid: NCUA files "LIBERTY" for what its members call
 * Liberty Federal Credit Union. Both spellings are the same normalised name.
 */
function impliedWords(tokens: readonly string[], row: IndexedInstitution): string[] {
  if (row.fiType !== 'credit_union' || tokens.includes('credit') || tokens.includes('union')) return [];
  return row.charterClass?.toLowerCase() === 'federal' && !tokens.includes('federal')
    ? ['federal', 'credit', 'union']
    : ['credit', 'union'];
}

/** An institution's normalised name as it can be written: its words, then its unsaid form words. */
export const nameKey = (tokens: readonly string[]): string => tokens.join(' ');

/** Character trigrams of a word or compact name, padded so short words still have a few. */
export function trigrams(text: string): string[] {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** The same trigrams as sorted integer codes, for fast intersection. */
export function trigramCodes(text: string): Int32Array {
  const padded = `  ${text} `;
  const codes = new Set<number>();
  for (let i = 0; i + 3 <= padded.length; i++) {
    codes.add((padded.charCodeAt(i) << 16) | (padded.charCodeAt(i + 1) << 8) | padded.charCodeAt(i + 2));
  }
  return Int32Array.from(codes).sort();
}

/** Dice coefficient of two sorted code arrays. */
export function sortedDice(a: Int32Array, b: Int32Array): number {
  const total = a.length + b.length;
  if (total === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return (2 * shared) / total;
}

/**
 * Everything the matcher looks up, built once from every active institution: word postings with
 * inverse document frequencies (so "Prairie" outweighs "Bank"), exact-name and domain maps, and a
 * trigram index over the vocabulary for misspelled words. Words are small integers, so comparing a
 * row with a candidate is a few integer comparisons.
 */
export class InstitutionNameIndex {
  readonly institutions: readonly IndexedInstitution[];
  /** Each institution's distinct word ids. */
  readonly words: readonly Int32Array[];
  /** Each institution's unsaid form words (impliedWords): they count when a row writes them out. */
  readonly implied: readonly Int32Array[];
  /** Each institution's city as name words, so "Holcomb Bank Rochelle" reads Rochelle as a place. */
  readonly cityWords: readonly (readonly string[])[];
  /** Institutions by normalised name, each also under its name with its unsaid form words. */
  readonly byName = new Map<string, number[]>();
  readonly nameTrigrams: readonly Int32Array[];
  readonly weightSums: Float64Array;
  readonly states: readonly (string | null)[];
  readonly cities: readonly (string | null)[];
  readonly byDomain = new Map<string, number[]>();
  readonly byInitials = new Map<string, number[]>();
  readonly unknownWeight: number;
  private readonly wordIds = new Map<string, number>();
  private readonly postingLists: number[][] = [];
  private readonly wordWeights: number[] = [];
  private readonly vocabByTrigram = new Map<string, string[]>();

  constructor(rows: readonly IndexedInstitution[]) {
    this.institutions = rows;
    const n = rows.length;
    const words: Int32Array[] = new Array(n);
    const implied: Int32Array[] = new Array(n);
    const cityWords: string[][] = new Array(n);
    const nameTrigrams: Int32Array[] = new Array(n);
    const states: (string | null)[] = new Array(n);
    const cities: (string | null)[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const row = rows[i] as IndexedInstitution;
      const tokens = nameTokens(row.name);
      const ids = new Set<number>();
      for (const token of tokens) this.post(token, i, ids);
      words[i] = Int32Array.from(ids);
      const unsaid = impliedWords(tokens, row);
      const unsaidIds = new Set<number>();
      for (const token of unsaid) this.post(token, i, unsaidIds);
      implied[i] = Int32Array.from(unsaidIds);
      // A name of form words alone ("A+", "The Credit Union") names no one in particular.
      if (tokens.length > 0) {
        push(this.byName, nameKey(tokens), i);
        // Written out in part ("Liberty Credit Union" for a federal one) or in full.
        if (unsaid.length === 3) push(this.byName, nameKey([...tokens, 'credit', 'union']), i);
        if (unsaid.length > 0) push(this.byName, nameKey([...tokens, ...unsaid]), i);
      }
      cityWords[i] = row.city ? nameTokens(row.city) : [];
      nameTrigrams[i] = trigramCodes(compactKey(tokens));
      states[i] = stateCode(row.state);
      cities[i] = cityKey(row.city);
      if (tokens.length >= 2) push(this.byInitials, tokens.map((t) => t[0]).join(''), i);
      const domain = domainFromWebsite(row.website);
      if (domain) push(this.byDomain, domain, i);
    }
    for (const [domain, list] of this.byDomain) {
      if (list.length > MAX_INSTITUTIONS_PER_DOMAIN) this.byDomain.delete(domain);
    }
    for (const token of this.wordIds.keys()) {
      for (const gram of trigrams(token)) push(this.vocabByTrigram, gram, token);
    }
    for (const list of this.postingLists) {
      this.wordWeights.push(Math.max(0.1, Math.log((n + 1) / (list.length + 0.5))));
    }
    this.words = words;
    this.implied = implied;
    this.cityWords = cityWords;
    this.nameTrigrams = nameTrigrams;
    this.states = states;
    this.cities = cities;
    this.unknownWeight = Math.log((n + 1) / 0.5);
    this.weightSums = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (const id of words[i] as Int32Array) sum += this.wordWeights[id] as number;
      this.weightSums[i] = sum;
    }
  }

  /** Records that institution `i` has the word, once (ids holds the words it has so far). */
  private post(token: string, i: number, ids: Set<number>): void {
    let id = this.wordIds.get(token);
    if (id === undefined) {
      id = this.postingLists.length;
      this.wordIds.set(token, id);
      this.postingLists.push([]);
    }
    if (!ids.has(id)) {
      ids.add(id);
      (this.postingLists[id] as number[]).push(i);
    }
  }

  /**
   * An index a compute worker built (name-index.task.ts), with its methods back: structured cloning
   * carries every field (maps, arrays, typed arrays) but not the class.
   */
  static revive(built: InstitutionNameIndex): InstitutionNameIndex {
    return Object.setPrototypeOf(built, InstitutionNameIndex.prototype) as InstitutionNameIndex;
  }

  get size(): number {
    return this.institutions.length;
  }

  wordId(token: string): number | undefined {
    return this.wordIds.get(token);
  }

  documentFrequency(token: string): number {
    const id = this.wordIds.get(token);
    return id === undefined ? 0 : (this.postingLists[id]?.length ?? 0);
  }

  postings(wordId: number): readonly number[] {
    return this.postingLists[wordId] ?? [];
  }

  /** Inverse document frequency: rare words identify, common ones ("bank") barely count. */
  weight(token: string): number {
    const id = this.wordIds.get(token);
    return id === undefined ? this.unknownWeight : (this.wordWeights[id] as number);
  }

  /** Known words within a typo or two of `token`, with a similarity in 0..1, best first. */
  similarWords(token: string, limit = 3): { token: string; similarity: number }[] {
    if (token.length < 4 || /^\d+$/.test(token)) return [];
    const grams = trigrams(token);
    const shared = new Map<string, number>();
    for (const gram of grams) {
      for (const word of this.vocabByTrigram.get(gram) ?? []) shared.set(word, (shared.get(word) ?? 0) + 1);
    }
    const minShared = Math.max(1, Math.floor(grams.length / 3));
    const out: { token: string; similarity: number }[] = [];
    for (const [word, count] of shared) {
      if (count < minShared || Math.abs(word.length - token.length) > 2) continue;
      const distance = editDistance(token, word);
      const similarity = 1 - distance / Math.max(token.length, word.length);
      if (distance <= 2 && similarity >= 0.75) out.push({ token: word, similarity });
    }
    out.sort(
      (a, b) =>
        b.similarity - a.similarity || this.documentFrequency(b.token) - this.documentFrequency(a.token),
    );
    return out.slice(0, limit);
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void;
function push<K>(map: Map<K, string[]>, key: K, value: string): void;
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Optimal string alignment distance: edits plus swaps of neighbouring letters ("praiire"). */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      cur[j] = value;
    }
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n] as number;
}
