import { stateCode } from '@fin-atlas/domain';
import { cooperativeTurns } from '../../compute/turns.js';
import { domainFromEmail, domainFromWebsite } from './domains.js';
import {
  type IndexedInstitution,
  type InstitutionNameIndex,
  nameKey,
  sortedDice,
  trigramCodes,
} from './name-index.js';
import { cityKey, compactKey, nameTokens, nameVariants } from './normalize.js';

export type MatchInput = {
  organization: string;
  city?: string | null;
  state?: string | null;
  website?: string | null;
  email?: string | null;
};

export type MatchStatus = 'matched' | 'review' | 'unmatched';
export type MatchCandidate = { institution_id: number; name: string; confidence: number };

export type MatchResult = {
  institutionId: number | null;
  confidence: number;
  status: MatchStatus;
  /** The best few, best first: the review step offers them. */
  candidates: MatchCandidate[];
  /** The domain the row was read as coming from (website, else work e-mail). */
  domain: string | null;
  state: string | null;
};

/**
 * 'matched' needs a confident best candidate clearly ahead of the next; 'review' a plausible one.
 * The margin keeps two institutions with the same name (in states the row does not name) apart.
 */
export const MATCH_THRESHOLDS = {
  matched: 0.9,
  review: 0.55,
  margin: 0.05,
  candidateFloor: 0.3,
  maxCandidates: 5,
} as const;

// Confidence 1 is kept for a normalised name equal to the institution's, with the row's state and
// city (where it has them) agreeing. A merely similar name is scaled below it and never reaches 1,
// however well its location agrees. An exact name in another state or city stays first but drops
// below 'matched'; a similar name offered beside an exact one trails it by at least the margin.
const EXACT_OTHER_STATE = 0.85;
const EXACT_OTHER_CITY = 0.95;
const SIMILAR_SCALE = 0.95;
const SIMILAR_CAP = 0.97;
// Evidence beyond the name. A domain match is near-certain; a conflicting state is strong
// evidence against a name match, weaker against a domain match (a bank's site outlives a move).
const DOMAIN_BASE = 0.93;
const DOMAIN_CAP = 0.99;
const SAME_STATE = 0.03;
const OTHER_STATE = -0.25;
const OTHER_STATE_WITH_DOMAIN = -0.08;
const SAME_CITY = 0.02;
const INITIALS_SIMILARITY = 0.62;
const TRIGRAM_DISCOUNT = 0.85;
// A similar name with its words in another order, or naming the other kind of institution.
const OTHER_ORDER = 0.9;
const OTHER_KIND = 0.9;
// Candidates scored in full per row, after the cheap word-overlap ranking.
const SHORTLIST = 30;

type QueryToken = { text: string; weight: number; alternatives: { id: number; credit: number }[] };
type Variant = {
  /** The reading's normalised name, or null when it may not stand for the whole row (one word of a part). */
  key: string | null;
  tokens: QueryToken[];
  trigrams: Int32Array;
  initials: string | null;
};
type Scored = { i: number; raw: number; exact: boolean };
/** Whether the row names a bank or a credit union in so many words. */
type RowKind = { bank: boolean; union: boolean };
type Row = { variants: readonly Variant[]; state: string | null; city: string | null; kind: RowKind };

/** The `size` entries of `pool` with the highest `overlap`, best first, without sorting the pool. */
function topByOverlap(pool: readonly number[], overlap: Float64Array, size: number): number[] {
  const top: number[] = [];
  for (const i of pool) {
    const value = overlap[i] as number;
    if (top.length === size && value <= (overlap[top[size - 1] as number] as number)) continue;
    let at = top.length;
    while (at > 0 && (overlap[top[at - 1] as number] as number) < value) at--;
    top.splice(at, 0, i);
    if (top.length > size) top.pop();
  }
  return top;
}

const has = (list: Int32Array, id: number) => {
  for (let k = 0; k < list.length; k++) if (list[k] === id) return true;
  return false;
};

/**
 * Matches organisation rows to institutions against one in-memory index. Rows that repeat (many
 * attendees of one bank) are scored once.
 */
export class OrganisationMatcher {
  private readonly seen: Int32Array;
  private readonly overlap: Float64Array;
  private stamp = 0;
  private readonly fuzzy = new Map<string, { token: string; similarity: number }[]>();
  private readonly cache = new Map<string, MatchResult>();

  constructor(private readonly index: InstitutionNameIndex) {
    this.seen = new Int32Array(index.size);
    this.overlap = new Float64Array(index.size);
  }

  match(input: MatchInput): MatchResult {
    const domain = domainFromWebsite(input.website) ?? domainFromEmail(input.email);
    const state = stateCode(input.state);
    const city = cityKey(input.city);
    const key = `${input.organization.trim().toLowerCase()}#${state}#${city}#${domain}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.score(this.readings(input.organization), domain, state, city);
    this.cache.set(key, result);
    return result;
  }

  /**
   * The organisation's readings as token lists: as typed, its parts, with words joined or split.
   * A single word split off the rest ("Rochelle" of "Holcomb Bank - Rochelle") may not stand for
   * the whole row as an exact name.
   */
  private readings(organization: string): { tokens: string[]; whole: boolean }[] {
    const lists = new Map<string, { tokens: string[]; whole: boolean }>();
    const variants = nameVariants(organization);
    for (const variant of variants) {
      const tokens = nameTokens(variant);
      if (tokens.length === 0) continue;
      const whole = variant === variants[0] || tokens.length >= 2;
      for (const reading of [tokens, this.joinWords(tokens), this.splitWords(tokens)]) {
        if (reading) lists.set(reading.join(' '), { tokens: reading, whole });
      }
    }
    return [...lists.values()];
  }

  /** "jp morgan" -> "jpmorgan" when the index knows the joined word. */
  private joinWords(tokens: string[]): string[] | null {
    const out: string[] = [];
    let changed = false;
    for (let i = 0; i < tokens.length; i++) {
      const a = tokens[i] as string;
      const b = tokens[i + 1];
      if (b !== undefined && this.index.documentFrequency(a + b) > 0) {
        out.push(a + b);
        i++;
        changed = true;
      } else {
        out.push(a);
      }
    }
    return changed ? out : null;
  }

  /** "prairiestate" -> "prairie state" when the word is unknown but both halves are known. */
  private splitWords(tokens: string[]): string[] | null {
    let changed = false;
    const out: string[] = [];
    for (const token of tokens) {
      if (token.length >= 6 && this.index.documentFrequency(token) === 0) {
        let best: [string, string] | null = null;
        for (let cut = 3; cut <= token.length - 3 && !best; cut++) {
          const left = token.slice(0, cut);
          const right = token.slice(cut);
          if (this.index.documentFrequency(left) > 0 && this.index.documentFrequency(right) > 0) {
            best = [left, right];
          }
        }
        if (best) {
          out.push(...best);
          changed = true;
          continue;
        }
      }
      out.push(token);
    }
    return changed ? out : null;
  }

  private similarWords(token: string) {
    let found = this.fuzzy.get(token);
    if (!found) {
      found = this.index.similarWords(token);
      this.fuzzy.set(token, found);
    }
    return found;
  }

  private variant(tokens: readonly string[], whole: boolean): Variant {
    const unique = [...new Set(tokens)];
    const queryTokens: QueryToken[] = unique.map((text) => {
      const id = this.index.wordId(text);
      if (id !== undefined)
        return { text, weight: this.index.weight(text), alternatives: [{ id, credit: 1 }] };
      const similar = this.similarWords(text);
      const first = similar[0];
      if (!first) return { text, weight: this.index.unknownWeight, alternatives: [] };
      return {
        text,
        weight: this.index.weight(first.token),
        alternatives: similar.map((s) => ({
          id: this.index.wordId(s.token) as number,
          credit: s.similarity,
        })),
      };
    });
    const only = unique.length === 1 ? (unique[0] as string) : null;
    const initials =
      only &&
      only.length >= 2 &&
      only.length <= 5 &&
      /^[a-z]+$/.test(only) &&
      this.index.documentFrequency(only) === 0
        ? only
        : null;
    return {
      key: whole ? nameKey(tokens) : null,
      tokens: queryTokens,
      trigrams: trigramCodes(compactKey(unique)),
      initials,
    };
  }

  /**
   * Weighted Dice overlap of the words: each word counts by its rarity (IDF), a misspelled word by
   * its rarity times its similarity (edit distance). A credit union's unsaid form words count only
   * when the row writes them; a word naming the institution's city (`place`) is read as location.
   */
  private wordOverlap(variant: Variant, i: number, place: readonly string[] | null = null): number {
    const words = this.index.words[i] as Int32Array;
    // A name of form words alone ("A+") shares nothing that identifies it.
    if (words.length === 0) return 0;
    const implied = this.index.implied[i] as Int32Array;
    let matched = 0;
    let written = 0;
    let impliedWritten = 0;
    for (const token of variant.tokens) {
      let credit = 0;
      let unsaid = false;
      for (const alt of token.alternatives) {
        if (alt.credit <= credit) continue;
        if (has(words, alt.id)) {
          credit = alt.credit;
          unsaid = false;
        } else if (has(implied, alt.id)) {
          credit = alt.credit;
          unsaid = true;
        }
      }
      if (credit === 0 && place?.includes(token.text)) continue;
      written += token.weight;
      matched += credit * token.weight;
      if (unsaid) impliedWritten += token.weight;
    }
    const denominator = written + (this.index.weightSums[i] as number) + impliedWritten;
    return denominator > 0 ? (2 * matched) / denominator : 0;
  }

  /** Institutions sharing a distinctive word (or, failing one, the rarest word) with a reading. */
  private pool(variant: Variant, into: number[]): void {
    const cap = Math.max(64, Math.floor(this.index.size * 0.05));
    const alternatives = variant.tokens.flatMap((t) => t.alternatives.map((a) => a.id));
    const drivers = alternatives.filter((id) => this.index.postings(id).length <= cap);
    // No distinctive word spelled right ("First Staet Bank"): the rarest of each word's best reading
    // too, not only rare near-spellings of a misspelled one.
    const best = variant.tokens.flatMap((t) => (t.alternatives[0] ? [t.alternatives[0]] : []));
    if (!best.some((a) => a.credit === 1 && drivers.includes(a.id)) && best.length > 0) {
      const rarest = best.reduce((a, b) =>
        this.index.postings(a.id).length <= this.index.postings(b.id).length ? a : b,
      );
      drivers.push(rarest.id);
    }
    for (const id of drivers) this.collect(this.index.postings(id), into);
    if (variant.initials) this.collect(this.index.byInitials.get(variant.initials), into);
    // A place before or after the name ("First Federal Bank Dickson"): the name without it.
    if (variant.key) {
      const words = variant.key.split(' ');
      if (words.length >= 3) {
        this.collect(this.index.byName.get(words.slice(1).join(' ')), into);
        this.collect(this.index.byName.get(words.slice(0, -1).join(' ')), into);
      }
    }
  }

  private collect(list: readonly number[] | undefined, into: number[]): void {
    if (!list) return;
    for (const i of list) {
      if (this.seen[i] !== this.stamp) {
        this.seen[i] = this.stamp;
        into.push(i);
      }
    }
  }

  private score(
    readings: { tokens: string[]; whole: boolean }[],
    domain: string | null,
    state: string | null,
    city: string | null,
  ): MatchResult {
    this.stamp++;
    const variants = readings.map((r) => this.variant(r.tokens, r.whole));
    const pool: number[] = [];
    for (const variant of variants) this.pool(variant, pool);
    const exact = new Set<number>();
    for (const variant of variants) {
      for (const i of (variant.key && this.index.byName.get(variant.key)) || []) exact.add(i);
    }
    this.collect([...exact], pool);
    const byDomain = domain ? (this.index.byDomain.get(domain) ?? []) : [];
    this.collect(byDomain, pool);
    const domainSet = new Set(byDomain);

    // Cheap word overlap for the whole pool, then the full score for a shortlist. The row's state
    // tips which of many same-named institutions make the shortlist.
    const overlap = this.overlap;
    for (const i of pool) {
      let best = 0;
      for (const variant of variants) best = Math.max(best, this.wordOverlap(variant, i));
      overlap[i] = best + (state !== null && this.index.states[i] === state ? SAME_STATE : 0);
    }
    const shortlist = topByOverlap(pool, overlap, SHORTLIST);
    for (const i of [...exact, ...byDomain]) if (!shortlist.includes(i)) shortlist.push(i);

    const says = (word: string) => {
      const id = this.index.wordId(word);
      return id !== undefined && variants.some((v) => v.tokens.some((t) => t.alternatives[0]?.id === id));
    };
    const row: Row = { variants, state, city, kind: { bank: says('bank'), union: says('union') } };
    // "Farmers State Bank - Hillsboro": the place in the name tells same-named institutions apart.
    const rowWords = new Set(variants.flatMap((v) => v.tokens.map((t) => t.text)));
    const placed = [...exact].filter((i) => {
      const place = this.index.cityWords[i] as readonly string[];
      const words = this.index.words[i] as Int32Array;
      // Franklin Savings Bank of Franklin, NH is not placed by its own name.
      const inName = (w: string) => {
        const id = this.index.wordId(w);
        return id !== undefined && has(words, id);
      };
      return place.length > 0 && place.every((w) => rowWords.has(w) && !inName(w));
    });
    const rowCity = city ?? (placed.length > 0 ? this.index.cities[placed[0] as number] : null) ?? null;
    const scored = shortlist.map((i) =>
      exact.has(i)
        ? {
            i,
            raw: this.exactConfidence(i, domainSet.has(i), state, placed.includes(i) ? null : rowCity),
            exact: true,
          }
        : { i, raw: this.similarConfidence(row, i, domainSet.has(i)), exact: false },
    );
    return this.result(scored, domain, state);
  }

  /** An exact normalised name: 1 unless the row's state or city points elsewhere. */
  private exactConfidence(i: number, viaDomain: boolean, state: string | null, city: string | null): number {
    if (viaDomain) return 1;
    const theirState = this.index.states[i];
    if (state !== null && theirState !== null && state !== theirState) return EXACT_OTHER_STATE;
    const theirCity = this.index.cities[i];
    if (city !== null && theirCity !== null && city !== theirCity) return EXACT_OTHER_CITY;
    return 1;
  }

  /** A similar name: its best reading's word overlap (or trigrams, or initials), scaled below 1. */
  private similarConfidence(row: Row, i: number, viaDomain: boolean): number {
    const { variants, state, city } = row;
    const place = this.index.cityWords[i] as readonly string[];
    let nameSimilarity = 0;
    let placeInName = false;
    for (const variant of variants) {
      nameSimilarity = Math.max(nameSimilarity, this.wordOverlap(variant, i, place));
      const trigram = sortedDice(variant.trigrams, this.index.nameTrigrams[i] as Int32Array);
      nameSimilarity = Math.max(nameSimilarity, TRIGRAM_DISCOUNT * trigram);
      if (variant.initials && this.index.byInitials.get(variant.initials)?.includes(i)) {
        nameSimilarity = Math.max(nameSimilarity, INITIALS_SIMILARITY);
      }
      const words = this.index.words[i] as Int32Array;
      placeInName ||= variant.tokens.some(
        (t) => place.includes(t.text) && !t.alternatives.some((a) => has(words, a.id)),
      );
    }
    nameSimilarity *= this.kindAgreement(variants, i, row.kind);
    let raw = viaDomain ? DOMAIN_BASE + (1 - DOMAIN_BASE) * nameSimilarity : SIMILAR_SCALE * nameSimilarity;
    const theirState = this.index.states[i];
    const stateConflict = state !== null && theirState !== null && state !== theirState;
    if (state !== null && theirState !== null) {
      raw += stateConflict ? (viaDomain ? OTHER_STATE_WITH_DOMAIN : OTHER_STATE) : SAME_STATE;
    }
    if (!stateConflict && (placeInName || (city !== null && city === this.index.cities[i]))) raw += SAME_CITY;
    return Math.min(raw, viaDomain ? DOMAIN_CAP : SIMILAR_CAP);
  }

  /**
   * The same words in another order ("Capital Bank of Texas", "Texas Capital Bank") or a bank's
   * name for a credit union (and the reverse) usually mean another institution.
   */
  private kindAgreement(variants: readonly Variant[], i: number, rowKind: RowKind): number {
    const words = this.index.words[i] as Int32Array;
    // Judged on the readings sharing two words or more with the name; the others say nothing of order.
    let judged = false;
    let inOrder = false;
    for (const variant of variants) {
      let last = -1;
      let shared = 0;
      let ordered = true;
      for (const token of variant.tokens) {
        let at = -1;
        for (let k = 0; k < words.length && at === -1; k++) {
          if (token.alternatives.some((a) => a.id === words[k])) at = k;
        }
        if (at === -1) continue;
        shared++;
        if (at < last) ordered = false;
        last = at;
      }
      if (shared >= 2) {
        judged = true;
        inOrder ||= ordered;
      }
    }
    const institution = this.index.institutions[i] as IndexedInstitution;
    const named = (word: string) => {
      const id = this.index.wordId(word);
      return id !== undefined && has(words, id);
    };
    const otherKind =
      institution.fiType === 'credit_union'
        ? rowKind.bank && !named('bank')
        : institution.fiType === 'bank' && rowKind.union && !named('union');
    return (!judged || inOrder ? 1 : OTHER_ORDER) * (otherKind ? OTHER_KIND : 1);
  }

  /** Ranks the scored candidates (exact names first) and decides the row's status. */
  private result(scored: Scored[], domain: string | null, state: string | null): MatchResult {
    const bestExact = Math.max(-1, ...scored.filter((s) => s.exact).map((s) => s.raw));
    if (bestExact >= 0) {
      for (const s of scored) if (!s.exact) s.raw = Math.min(s.raw, bestExact - MATCH_THRESHOLDS.margin);
    }
    scored.sort(
      (a, b) =>
        b.raw - a.raw ||
        Number(b.exact) - Number(a.exact) ||
        (this.index.institutions[b.i]?.assets ?? 0) - (this.index.institutions[a.i]?.assets ?? 0),
    );
    const confidence = (raw: number) => Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
    const best = scored[0];
    const second = scored[1];
    const bestConfidence = best ? confidence(best.raw) : 0;
    let status: MatchStatus = 'unmatched';
    if (best && bestConfidence >= MATCH_THRESHOLDS.matched) {
      const clear = !second || best.raw - second.raw >= MATCH_THRESHOLDS.margin - 1e-9;
      status = clear ? 'matched' : 'review';
    } else if (best && bestConfidence >= MATCH_THRESHOLDS.review) {
      status = 'review';
    }
    const candidates: MatchCandidate[] = scored
      .filter((s) => confidence(s.raw) >= MATCH_THRESHOLDS.candidateFloor)
      .slice(0, MATCH_THRESHOLDS.maxCandidates)
      .map((s) => {
        const institution = this.index.institutions[s.i] as IndexedInstitution;
        return { institution_id: institution.id, name: institution.name, confidence: confidence(s.raw) };
      });
    return {
      institutionId: status === 'matched' && best ? (this.index.institutions[best.i]?.id ?? null) : null,
      confidence: bestConfidence,
      status,
      candidates,
      domain,
      state,
    };
  }
}

/** Matches every row; one matcher per batch so repeated organisations cost nothing. */
export function matchOrganisations(index: InstitutionNameIndex, rows: readonly MatchInput[]): MatchResult[] {
  const matcher = new OrganisationMatcher(index);
  return rows.map((row) => matcher.match(row));
}

/**
 * The same matches for a whole upload (up to 20,000 rows, seconds of work) without holding the
 * event loop: the index lives in this process, so the loop yields to other requests as it goes.
 */
export async function matchOrganisationsInTurns(
  index: InstitutionNameIndex,
  rows: readonly MatchInput[],
): Promise<MatchResult[]> {
  const matcher = new OrganisationMatcher(index);
  const turn = cooperativeTurns();
  const results: MatchResult[] = [];
  for (const row of rows) {
    await turn();
    results.push(matcher.match(row));
  }
  return results;
}
