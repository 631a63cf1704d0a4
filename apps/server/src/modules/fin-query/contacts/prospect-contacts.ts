import {
  contactElementPropertiesSchema,
  PROSPECT_CONTACTS_LIMIT,
  type ProspectContact,
  type ProspectContacts,
  type QueryPayload,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { QueryTable } from '../engine/query-engine.js';

/** Who to list: the query's Contact Search properties (roles, titles, e-mail), merged; none lists everyone. */
export type ContactNarrowing = { roles: string[]; titles: string[]; hasEmail: boolean };

export function contactNarrowing(query: QueryPayload): ContactNarrowing {
  const narrowing: ContactNarrowing = { roles: [], titles: [], hasEmail: false };
  for (const element of query.elements) {
    for (const object of element.element_objects) {
      if (object.element_type !== 'contact_search') continue;
      const properties = contactElementPropertiesSchema.safeParse(object.element_properties ?? {});
      if (!properties.success) continue;
      narrowing.roles.push(...properties.data.roles.map((r) => r.toLowerCase()));
      narrowing.titles.push(...properties.data.titles.map((t) => t.toLowerCase()));
      narrowing.hasEmail ||= properties.data.has_email;
    }
  }
  return narrowing;
}

type ContactRow = {
  institution_id: number;
  full_name: string;
  title: string;
  role: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
};

/**
 * The people at a result's institutions, in the result's order (then role and name), narrowed as the
 * query's Contact Search asks; at most PROSPECT_CONTACTS_LIMIT of them, with how many there were.
 */
export async function prospectContacts(
  database: Database,
  table: QueryTable,
  narrowing: ContactNarrowing,
): Promise<ProspectContacts> {
  const ids = Array.from(table.positions, (p) => table.universe.ids[p] as number);
  const rows = ids.length
    ? await database.query<ContactRow>(
        `select c.institution_id, c.full_name, c.title, c.role, c.email, c.phone, c.linkedin
           from institution_contacts c
          where c.institution_id = any($1::int[])
            and (cardinality($2::text[]) = 0 or lower(c.role) = any($2::text[]))
            and (cardinality($3::text[]) = 0
                 or exists (select 1 from unnest($3::text[]) t where position(t in lower(c.title)) > 0))
            and (not $4::boolean or c.email is not null)`,
        [ids, narrowing.roles, narrowing.titles, narrowing.hasEmail],
      )
    : [];
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort(
    (a, b) =>
      (order.get(Number(a.institution_id)) ?? 0) - (order.get(Number(b.institution_id)) ?? 0) ||
      a.role.localeCompare(b.role) ||
      a.full_name.localeCompare(b.full_name),
  );
  const names = new Map(
    Array.from(table.positions, (p) => [table.universe.ids[p] as number, table.universe.rows[p]?.name ?? '']),
  );
  const contacts: ProspectContact[] = rows.slice(0, PROSPECT_CONTACTS_LIMIT).map((r) => ({
    institution_id: Number(r.institution_id),
    institution_name: names.get(Number(r.institution_id)) ?? '',
    full_name: r.full_name,
    title: r.title,
    role: r.role,
    email: r.email,
    phone: r.phone,
    linkedin: r.linkedin,
  }));
  return {
    contacts,
    institutions: ids.length,
    institutions_with_contacts: new Set(rows.map((r) => Number(r.institution_id))).size,
    total: rows.length,
    truncated: rows.length > contacts.length,
    is_demo: table.universe.isDemo,
  };
}

export const CONTACT_COLUMNS: { label: string; value: (c: ProspectContact) => string | number | null }[] = [
  { label: 'Institution ID', value: (c) => c.institution_id },
  { label: 'Institution', value: (c) => c.institution_name },
  { label: 'Full Name', value: (c) => c.full_name },
  { label: 'Title', value: (c) => c.title },
  { label: 'Role', value: (c) => c.role },
  { label: 'Email', value: (c) => c.email },
  { label: 'Phone', value: (c) => c.phone },
  { label: 'LinkedIn', value: (c) => c.linkedin },
];
