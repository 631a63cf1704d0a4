import { createRandom, type Random } from '../../ingest/demo/random.js';
import { type MatchInput, matchOrganisations } from './matcher.js';
import { type IndexedInstitution, InstitutionNameIndex } from './name-index.js';
import { VARIATIONS, type Variation, varied, writtenName } from './name-variations.js';
import { nameTokens } from './normalize.js';
import type { RegulatorInstitution } from './regulator-names.js';

/**
 * A labelled upload drawn from the regulators' own names: what each row should match (or null for
 * a decoy that names no institution in the index), so the matcher's answers can be scored.
 */
export type LabelledName = {
  input: MatchInput;
  expectedId: number | null;
  label: Variation | 'removed from index' | 'absent';
};
export type LabelledSample = { institutions: IndexedInstitution[]; names: LabelledName[] };

const DECOY_SHARE = 0.2;
const WITH_STATE = 0.65;
const WITH_CITY = 0.35;
/** The endings a made-up bank or credit union name takes. */
const BANK_SUFFIX = [
  'Bank',
  'State Bank',
  'National Bank',
  'Savings Bank',
  'Bank & Trust',
  'Community Bank',
  'Trust Company',
];
const CU_SUFFIX = [
  'Credit Union',
  'Federal Credit Union',
  'Community Credit Union',
  'Employees Credit Union',
];
const FORM_WORDS = new Set([...BANK_SUFFIX, ...CU_SUFFIX].flatMap((ending) => nameTokens(ending)));
const OTHER_ORGANISATIONS = [
  'Insurance Agency',
  'Capital Partners',
  'Consulting Group',
  'Title Company',
  'Realty',
  'Accounting Services',
  'Community Foundation',
  'Chamber of Commerce',
  'School District',
  'Medical Center',
];

const key = (name: string) => nameTokens(name).join(' ');
// A credit union filed as "LIBERTY" is the one a person calls "Liberty Credit Union"; "New Bank"
// is NewBank.
const bareKey = (name: string) => key(name).replace(/( federal)? credit union$/, '');
const compact = (name: string) => key(name).replaceAll(' ', '');
// Habits that change the words can land on another institution's name ("Alloy" typed "Ally",
// "Community Trust Bank" without "Bank"); such a row names that one, so it is drawn again.
const CHANGES_WORDS = new Set<Variation>(['typo', 'no bank']);

function location(institution: IndexedInstitution, random: Random): Pick<MatchInput, 'state' | 'city'> {
  if (!random.chance(WITH_STATE)) return {};
  return { state: institution.state, city: random.chance(WITH_CITY / WITH_STATE) ? institution.city : null };
}

/** A name of no institution in the index: a plausible bank or credit union, or another kind of firm. */
function absentName(all: readonly RegulatorInstitution[], taken: Set<string>, random: Random): string {
  for (;;) {
    const donor = random.pick(all);
    const word = writtenName(donor, random).split(/\s+/)[0] ?? 'First';
    // "Bank Bank" or "Community Community Bank" is nobody's way of naming a firm.
    if (FORM_WORDS.has(key(word))) continue;
    const place = random.pick(all).city ?? 'Springfield';
    const name = random.chance(0.6)
      ? `${word} ${random.chance(0.5) ? random.pick(BANK_SUFFIX) : random.pick(CU_SUFFIX)}`
      : `${place.charAt(0)}${place.slice(1).toLowerCase()} ${random.pick(OTHER_ORGANISATIONS)}`;
    if (!taken.has(key(name)) && !taken.has(bareKey(name)) && !taken.has(compact(name))) return name;
  }
}

/**
 * `count` labelled names (seeded, so every run scores the same list): four in five name a bank or
 * credit union in one of the ways people write it; the rest are decoys, half of them institutions
 * taken out of the index, half names of no institution at all.
 */
export function labelledSample(
  all: readonly RegulatorInstitution[],
  count: number,
  seed: number,
): LabelledSample {
  const random = createRandom(seed);
  const keyCounts = new Map<string, number>();
  for (const institution of all)
    keyCounts.set(key(institution.name), (keyCounts.get(key(institution.name)) ?? 0) + 1);
  const taken = new Set([...keyCounts.keys(), ...all.flatMap((i) => [bareKey(i.name), compact(i.name)])]);
  const namesAnother = (written: string, institution: RegulatorInstitution) =>
    bareKey(written) !== bareKey(institution.name) &&
    [key(written), bareKey(written), compact(written)].some((k) => taken.has(k));
  const drawable = all.filter((i) => i.source !== 'holding_company');
  const shuffled = [...drawable];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as RegulatorInstitution, shuffled[i] as RegulatorInstitution];
  }
  const decoys = Math.round(count * DECOY_SHARE);
  const removedCount = Math.floor(decoys / 2);
  // Only a name no other institution shares is really gone when its institution is taken out.
  const removed = shuffled.filter((i) => keyCounts.get(key(i.name)) === 1).slice(0, removedCount);
  const removedIds = new Set(removed.map((i) => i.id));
  const kept = shuffled.filter((i) => !removedIds.has(i.id));
  const names: LabelledName[] = [];
  for (const institution of kept.slice(0, count - decoys)) {
    let label: Variation = random.pick(VARIATIONS);
    let organization = varied(institution, label, random);
    if (organization === null || (CHANGES_WORDS.has(label) && namesAnother(organization, institution))) {
      label = 'as filed';
      organization = varied(institution, label, random) as string;
    }
    names.push({
      input: { organization, ...location(institution, random) },
      expectedId: institution.id,
      label,
    });
  }
  for (const institution of removed) {
    const organization = varied(
      institution,
      random.pick(['as filed', 'case', 'abbreviation'] as const),
      random,
    );
    names.push({
      input: { organization: organization ?? institution.name, ...location(institution, random) },
      expectedId: null,
      label: 'removed from index',
    });
  }
  while (names.length < count) {
    const organization = absentName(all, taken, random);
    const state = random.chance(WITH_STATE) ? random.pick(all).state : null;
    names.push({ input: { organization, state }, expectedId: null, label: 'absent' });
  }
  return { institutions: all.filter((i) => !removedIds.has(i.id)), names };
}

type Tally = {
  names: number;
  matchedRight: number;
  matchedWrong: number;
  review: number;
  reviewHits: number;
};
export type MatchQuality = Tally & {
  positives: number;
  decoys: number;
  unmatchedPositives: number;
  /** Right 'matched' answers among all 'matched' answers. */
  precision: number;
  /** Right 'matched' answers among the names of an indexed institution. */
  recall: number;
  /** Names of an indexed institution sent to review whose institution is among the candidates offered. */
  reviewPositives: number;
  reviewHitShare: number;
  byLabel: Record<string, Tally>;
};

const emptyTally = (): Tally => ({ names: 0, matchedRight: 0, matchedWrong: 0, review: 0, reviewHits: 0 });

/** Runs the labelled names through the matcher against an index of the sample's institutions. */
export function measureMatchQuality(sample: LabelledSample): MatchQuality {
  const index = new InstitutionNameIndex(sample.institutions);
  const results = matchOrganisations(
    index,
    sample.names.map((n) => n.input),
  );
  const total = emptyTally();
  const byLabel: Record<string, Tally> = {};
  let positives = 0;
  let unmatchedPositives = 0;
  let reviewPositives = 0;
  sample.names.forEach((name, i) => {
    const result = results[i];
    if (!result) return;
    const tally = byLabel[name.label] ?? emptyTally();
    byLabel[name.label] = tally;
    const right = name.expectedId !== null && result.institutionId === name.expectedId;
    const offered = result.candidates.some((c) => c.institution_id === name.expectedId);
    for (const t of [total, tally]) {
      t.names++;
      if (result.status === 'matched') {
        if (right) t.matchedRight++;
        else t.matchedWrong++;
      }
      if (result.status === 'review') {
        t.review++;
        if (name.expectedId !== null && offered) t.reviewHits++;
      }
    }
    if (name.expectedId === null) return;
    positives++;
    if (result.status === 'unmatched') unmatchedPositives++;
    if (result.status === 'review') reviewPositives++;
  });
  const matched = total.matchedRight + total.matchedWrong;
  return {
    ...total,
    positives,
    decoys: total.names - positives,
    unmatchedPositives,
    precision: matched > 0 ? total.matchedRight / matched : 0,
    recall: positives > 0 ? total.matchedRight / positives : 0,
    reviewPositives,
    reviewHitShare: reviewPositives > 0 ? total.reviewHits / reviewPositives : 0,
    byLabel,
  };
}
