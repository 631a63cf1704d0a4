import {
  CONTACT_ROLES,
  CONTACT_SEARCH_ELEMENT_ID,
  type ContactElementProperties,
  contactElementPropertiesSchema,
  type QueryElementObject,
  RULE_OPERATOR,
  type RuleValue,
} from '@fin-atlas/domain';
import { numberOperands } from '../engine/compare.js';
import type { ElementProvider, EngineContext } from '../engine/provider.js';
import { columnKey } from './column-key.js';
import { contactIndexFor, matchingContacts, ownPositions } from './contact-data.js';

const CATEGORY = 'Custom Search';
const SECTION = 'Contact Search';
const MAX_OPTIONS = 200;
const MAX_MINIMUM = 1000;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const propertiesOf = (object: QueryElementObject) =>
  contactElementPropertiesSchema.safeParse(object.element_properties ?? {});

/** The rule's minimum number of matching contacts, or null when it is not a whole number from 1. */
function minimumOf(value: RuleValue): number | null {
  const [n] = numberOperands(RULE_OPERATOR.EQUAL, value) ?? [];
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_MINIMUM ? n : null;
}

/** Matching contacts per universe position for the element's properties and the caller. */
async function contactCounts(
  context: EngineContext,
  properties: ContactElementProperties,
): Promise<Int32Array> {
  const index = await contactIndexFor(context);
  const excluded = properties.exclude_fi
    ? ownPositions(context.universe, context.actor?.user.companyName)
    : new Set<number>();
  return matchingContacts(index, context.universe.size, properties, excluded);
}

function propertiesInWords(p: ContactElementProperties): string {
  const parts: string[] = [];
  if (p.roles.length) parts.push(`role ${p.roles.join(' or ')}`);
  if (p.titles.length) parts.push(`title containing ${p.titles.map((t) => `"${t}"`).join(' or ')}`);
  if (p.has_email) parts.push('with an e-mail address');
  if (p.exclude_fi) parts.push('leaving out my institution');
  return parts.join(', ');
}

/**
 * Contact Search: institutions with at least N known people of the chosen roles and titles. It only
 * counts people, so it needs no contact_details permission; reading names is a separate call.
 */
export const contactSearchProvider: ElementProvider = {
  name: 'contact_search',
  types: ['contact_search'],
  variants: ['fin_query', 'mortgage'],

  async warm(context) {
    await contactIndexFor(context);
  },

  async catalog() {
    return [
      {
        category: CATEGORY,
        sections: [
          {
            name: SECTION,
            elements: [
              {
                element_id: CONTACT_SEARCH_ELEMENT_ID,
                element_type: 'contact_search',
                element_section: SECTION,
                name: 'Contact Search',
                group: null,
                definition:
                  'Institutions with at least the given number of known contacts matching the roles (any of them), the titles (case-insensitive, containing any of the words) and, when asked, an e-mail address. "Leave out my institution" drops the institution named as your company. Counts only: reading the contacts needs the contact details permission.',
                value_kind: 'count',
                operators: [RULE_OPERATOR.HAS_CONTACTS],
                options: CONTACT_ROLES.map((role) => ({ value: role, label: capitalized(role) })),
                remote_options: true,
                format: 'N0',
                fi_types: [],
                properties: 'contacts',
              },
            ],
          },
        ],
      },
    ];
  },

  /** parent = 'roles': the roles on record; otherwise the distinct titles containing q, most common first. */
  async options(context, { parent, q }) {
    const index = await contactIndexFor(context);
    if (parent === 'roles') return [...index.roles].sort().map((role) => ({ value: role, label: role }));
    const needle = q?.trim().toLowerCase() ?? '';
    return index.titles
      .map((title, i) => ({ title, n: index.titleCounts[i] ?? 0 }))
      .filter((t) => needle === '' || t.title.toLowerCase().includes(needle))
      .sort((a, b) => b.n - a.n || a.title.localeCompare(b.title))
      .slice(0, MAX_OPTIONS)
      .map((t) => ({ value: t.title, label: t.title, hint: `${t.n.toLocaleString('en-US')} contacts` }));
  },

  async validate(_context, { object, rule }) {
    if (object.element_id !== CONTACT_SEARCH_ELEMENT_ID)
      return 'Validation failed. The query uses an element that no longer exists.';
    if (rule.operator !== RULE_OPERATOR.HAS_CONTACTS)
      return `Validation failed. Unknown operator ${rule.operator}.`;
    const properties = propertiesOf(object);
    if (!properties.success) return 'Validation failed. The contact search properties are invalid.';
    const unknown = properties.data.roles.find((r) => !(CONTACT_ROLES as readonly string[]).includes(r));
    if (unknown !== undefined) return `Validation failed. ${unknown} is not a contact role.`;
    return minimumOf(rule.value) === null
      ? `Validation failed. The number of contacts must be a whole number from 1 to ${MAX_MINIMUM}.`
      : null;
  },

  /** exclude_fi depends on who asks: their company joins the cached answer's key. */
  matchKey(context, { object }) {
    const properties = propertiesOf(object);
    return properties.success && properties.data.exclude_fi
      ? `own:${(context.actor?.user.companyName ?? '').trim().toLowerCase()}`
      : '';
  },

  async match(context, { object, rule }) {
    const out = new Uint8Array(context.universe.size);
    const properties = propertiesOf(object);
    const minimum = minimumOf(rule.value);
    if (!properties.success || minimum === null) return out;
    const counts = await contactCounts(context, properties.data);
    for (let i = 0; i < out.length; i++) if ((counts[i] as number) >= minimum) out[i] = 1;
    return out;
  },

  async columns(context, object, positions) {
    const properties = propertiesOf(object);
    if (!properties.success) return [];
    const counts = await contactCounts(context, properties.data);
    const about = propertiesInWords(properties.data);
    return [
      {
        column: {
          key: columnKey(object, 'count'),
          label: about ? `Matching contacts (${about})` : 'Matching contacts',
          format: 'N0',
          source: SECTION,
        },
        values: Array.from(positions, (p) => counts[p] as number),
      },
    ];
  },

  async describe(_context, object, rule) {
    const properties = propertiesOf(object);
    const about = properties.success ? propertiesInWords(properties.data) : '';
    if (!rule) return about ? `Contact Search (${about})` : 'Contact Search';
    const minimum = minimumOf(rule.value) ?? 1;
    return `Contact Search: at least ${minimum} contact${minimum === 1 ? '' : 's'}${about ? ` (${about})` : ''}`;
  },
};
