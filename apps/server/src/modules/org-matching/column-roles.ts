import type { OrgColumnMap } from '@fin-atlas/domain';

export type ListKind = 'conference' | 'crm';
export type ColumnRole =
  | 'organization'
  | 'first_name'
  | 'last_name'
  | 'person'
  | 'title'
  | 'email'
  | 'city'
  | 'state'
  | 'website';
export type ColumnRoles = Partial<Record<ColumnRole, number>>;

/**
 * Header names each role is known by, most specific first: badge-scanner and registration exports
 * (Cvent, Eventbrite, Swapcard) and the account exports of Salesforce, HubSpot and Dynamics.
 */
const ALIASES: Record<ColumnRole, readonly string[]> = {
  organization: [
    'organization',
    'organisation',
    'organization name',
    'organisation name',
    'company',
    'company name',
    'institution',
    'institution name',
    'financial institution',
    'fi name',
    'bank name',
    'credit union name',
    'account name',
    'account',
    'employer',
    'affiliation',
    'firm',
    'org',
  ],
  first_name: ['first name', 'firstname', 'first', 'given name'],
  last_name: ['last name', 'lastname', 'last', 'surname', 'family name'],
  person: ['full name', 'attendee name', 'attendee', 'contact name', 'registrant name', 'name'],
  title: ['job title', 'title', 'position', 'job role'],
  email: [
    'email',
    'e mail',
    'email address',
    'e mail address',
    'work email',
    'business email',
    'primary email',
  ],
  city: ['city', 'billing city', 'mailing city', 'shipping city', 'address 1 city', 'company city', 'town'],
  state: [
    'state',
    'st',
    'state province',
    'state region',
    'billing state province',
    'billing state',
    'mailing state province',
    'shipping state province',
    'address 1 state province',
    'company state',
    'province',
    'region',
  ],
  website: [
    'website',
    'web site',
    'website url',
    'url',
    'domain',
    'company domain name',
    'company domain',
    'web address',
    'homepage',
  ],
};

/**
 * "Billing State/Province" -> "billing state province"; "E-mail" -> "e mail". Dynamics' hidden
 * "(Do Not Modify) Account" columns hold record ids, never a role.
 */
export function headerKey(name: string): string {
  const lower = name.toLowerCase();
  if (lower.trim().startsWith('(do not modify)')) return '';
  return lower.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** How well a header row reads as one: the number of cells that name a known column. */
export function headerScore(cells: readonly string[]): { score: number; hasOrganization: boolean } {
  let score = 0;
  let hasOrganization = false;
  for (const cell of cells) {
    const key = headerKey(cell);
    if (!key) continue;
    for (const [role, aliases] of Object.entries(ALIASES)) {
      if (aliases.includes(key)) {
        score++;
        if (role === 'organization') hasOrganization = true;
        break;
      }
    }
  }
  return { score, hasOrganization };
}

/**
 * Which column plays which role. A lone "Name" column is the person on an attendee list but the
 * account on a CRM export (HubSpot names its company column "Name").
 */
export function detectColumns(header: readonly string[], kind: ListKind): ColumnRoles {
  const keys = header.map(headerKey);
  const roles: ColumnRoles = {};
  const taken = new Set<number>();
  const order: ColumnRole[] = [
    'organization',
    'email',
    'first_name',
    'last_name',
    'person',
    'title',
    'website',
    'city',
    'state',
  ];
  for (const role of order) {
    for (const alias of ALIASES[role]) {
      const at = keys.findIndex((key, i) => key === alias && !taken.has(i));
      if (at >= 0) {
        roles[role] = at;
        taken.add(at);
        break;
      }
    }
  }
  if (
    roles.organization === undefined &&
    kind === 'crm' &&
    roles.person !== undefined &&
    keys[roles.person] === 'name'
  ) {
    roles.organization = roles.person;
    delete roles.person;
  }
  return roles;
}

/** The column names the matcher read, for the screen ("Organisation read from: Company"). */
export function columnMap(header: readonly string[], roles: ColumnRoles): OrgColumnMap {
  const name = (i: number | undefined) => (i === undefined ? null : (header[i] ?? null));
  const person =
    roles.person !== undefined
      ? name(roles.person)
      : roles.first_name !== undefined || roles.last_name !== undefined
        ? [name(roles.first_name), name(roles.last_name)].filter(Boolean).join(' + ')
        : null;
  return {
    organization: name(roles.organization) ?? '',
    person,
    title: name(roles.title),
    email: name(roles.email),
    city: name(roles.city),
    state: name(roles.state),
    website: name(roles.website),
  };
}

/** The person named on a row, from a full-name column or first and last names. */
export function personOf(values: readonly string[], roles: ColumnRoles): string | null {
  const full = roles.person !== undefined ? values[roles.person]?.trim() : '';
  if (full) return full;
  const parts = [roles.first_name, roles.last_name]
    .map((i) => (i === undefined ? '' : (values[i]?.trim() ?? '')))
    .filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

export const cellOf = (values: readonly string[], index: number | undefined): string | null => {
  if (index === undefined) return null;
  const value = values[index]?.trim();
  return value ? value : null;
};
