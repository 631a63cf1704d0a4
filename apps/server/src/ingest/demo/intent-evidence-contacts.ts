import type { ContactEventKind } from '@fin-atlas/domain';
import { isoOf } from './calendar-days.js';
import { FIRST_NAMES, LAST_NAMES } from './profile-records-plan.js';
import { poisson, type Random } from './random.js';

/** A person in the contacts table now, in the table's order (executives first). */
export type EvidenceContact = { institutionId: number; fullName: string; title: string; role: string };

export type PlannedContactEvent = {
  institutionId: number;
  fullName: string;
  title: string;
  role: string;
  event: ContactEventKind;
  eventOn: string;
};

/** A project that may bring a new executive of one of its roles before the switch. */
export type ProjectHire = { roles: readonly string[]; switchDay: number; chance: number };

/** Yearly turnover of a known executive or manager. */
const TURNOVER = 0.07;
/** Chance the person a newcomer replaced is known (a departure on record). */
const PREDECESSOR_KNOWN = 0.8;
/** Departures a year, per institution, of someone whose seat is still empty. */
const VACANCIES_PER_YEAR = 0.04;
const VACANT_SEATS: readonly (readonly [title: string, role: string])[] = [
  ['Chief Operating Officer', 'operations'],
  ['Chief Marketing Officer', 'marketing'],
  ['Controller', 'finance'],
  ['Director of Retail Banking', 'retail'],
  ['Information Security Officer', 'technology'],
  ['Mortgage Lending Manager', 'lending'],
];

/**
 * The moves behind an institution's contacts over the span: each person who joined in it is someone in
 * the contacts table now (same name and title), often with the predecessor who left; a project's new
 * executive joins two to six quarters before its switch; a few departures leave a seat empty. People
 * who left are never in the contacts table.
 */
export function planContactEvents(
  random: Random,
  institutionId: number,
  contacts: readonly EvidenceContact[],
  hires: readonly ProjectHire[],
  span: { start: number; end: number },
): PlannedContactEvent[] {
  const out: PlannedContactEvent[] = [];
  const names = new Set(contacts.map((c) => c.fullName));
  const event = (fullName: string, title: string, role: string, kind: ContactEventKind, day: number) =>
    out.push({ institutionId, fullName, title, role, event: kind, eventOn: isoOf(day) });
  const formerName = () => {
    let name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    for (let tries = 0; names.has(name) && tries < 8; tries++) {
      name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    }
    names.add(name);
    return name;
  };
  const join = (contact: EvidenceContact, day: number) => {
    if (random.chance(PREDECESSOR_KNOWN)) {
      const left = day - random.int(0, 120);
      if (left >= span.start) event(formerName(), contact.title, contact.role, 'departed', left);
    }
    event(contact.fullName, contact.title, contact.role, 'joined', day);
  };

  const joined = new Set<number>();
  for (const hire of hires) {
    if (!random.chance(hire.chance)) continue;
    const index = contacts.findIndex((c, i) => !joined.has(i) && hire.roles.includes(c.role));
    const day = hire.switchDay - random.int(182, 547);
    if (index < 0 || day < span.start || day > span.end) continue;
    joined.add(index);
    join(contacts[index] as EvidenceContact, day);
  }
  const years = (span.end - span.start + 1) / 365.25;
  const turnover = 1 - (1 - TURNOVER) ** years;
  contacts.forEach((contact, i) => {
    if (!joined.has(i) && random.chance(turnover)) join(contact, random.int(span.start, span.end));
  });
  const held = new Set(contacts.map((c) => c.title));
  for (let k = poisson(random, VACANCIES_PER_YEAR * years); k > 0; k--) {
    const [title, role] = random.pick(VACANT_SEATS);
    if (held.has(title)) continue;
    held.add(title);
    event(formerName(), title, role, 'departed', random.int(span.start, span.end));
  }
  return out;
}
