import type { ContactElementProperties } from '@fin-atlas/domain';
import type { EngineContext } from '../engine/provider.js';
import type { Universe } from '../engine/universe.js';
import { perUniverseVersion } from './per-version.js';

/**
 * Every contact of an active institution as parallel arrays (a few hundred thousand people stay a
 * few megabytes): its universe position, role and title as indexes into the distinct lists, and
 * whether it has an e-mail address. Names are not read: FIN Query only counts people.
 */
export type ContactIndex = {
  position: Int32Array;
  role: Uint16Array;
  title: Uint32Array;
  hasEmail: Uint8Array;
  roles: string[];
  titles: string[];
  /** Contacts per distinct title, for the option list. */
  titleCounts: Int32Array;
};

async function loadContacts({ database, universe }: EngineContext): Promise<ContactIndex> {
  const rows = await database.query<{
    institution_id: number;
    role: string;
    title: string;
    has_email: boolean;
  }>(`select institution_id, role, title, coalesce(email, '') <> '' as has_email from institution_contacts`);
  const roleIndex = new Map<string, number>();
  const titleIndex = new Map<string, number>();
  const kept = rows.filter((r) => universe.positionOf.has(Number(r.institution_id)));
  const index: ContactIndex = {
    position: new Int32Array(kept.length),
    role: new Uint16Array(kept.length),
    title: new Uint32Array(kept.length),
    hasEmail: new Uint8Array(kept.length),
    roles: [],
    titles: [],
    titleCounts: new Int32Array(0),
  };
  const counts: number[] = [];
  for (const [i, r] of kept.entries()) {
    let role = roleIndex.get(r.role);
    if (role === undefined) {
      role = index.roles.push(r.role) - 1;
      roleIndex.set(r.role, role);
    }
    let title = titleIndex.get(r.title);
    if (title === undefined) {
      title = index.titles.push(r.title) - 1;
      titleIndex.set(r.title, title);
      counts.push(0);
    }
    counts[title] = (counts[title] ?? 0) + 1;
    index.position[i] = universe.positionOf.get(Number(r.institution_id)) as number;
    index.role[i] = role;
    index.title[i] = title;
    index.hasEmail[i] = r.has_email ? 1 : 0;
  }
  index.titleCounts = Int32Array.from(counts);
  return index;
}

export const contactIndexFor = perUniverseVersion((context) => loadContacts(context));

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The institutions the caller works for, left out by exclude_fi: users carry no institution link,
 * so it is the active institutions named exactly as the user's company (case and spacing aside),
 * the same link the FI demo persona is given.
 */
export function ownPositions(universe: Universe, companyName: string | null | undefined): Set<number> {
  const own = new Set<number>();
  const wanted = companyName ? fold(companyName) : '';
  if (wanted === '') return own;
  for (const [i, row] of universe.rows.entries()) if (fold(row.name) === wanted) own.add(i);
  return own;
}

/** Matching contacts per universe position: role among the roles, title containing any of the titles. */
export function matchingContacts(
  index: ContactIndex,
  size: number,
  properties: ContactElementProperties,
  excluded: ReadonlySet<number>,
): Int32Array {
  const roles = new Set(properties.roles);
  const roleOk = index.roles.map((r) => roles.size === 0 || roles.has(r));
  const needles = properties.titles.map(fold).filter((t) => t !== '');
  const titleOk = index.titles.map((t) => needles.length === 0 || needles.some((n) => fold(t).includes(n)));
  const counts = new Int32Array(size);
  for (let i = 0; i < index.position.length; i++) {
    const position = index.position[i] as number;
    if (!roleOk[index.role[i] as number] || !titleOk[index.title[i] as number]) continue;
    if (properties.has_email && !index.hasEmail[i]) continue;
    if (excluded.has(position)) continue;
    counts[position] = (counts[position] ?? 0) + 1;
  }
  return counts;
}
