import {
  FIN_QUERY_LIMITS,
  fiTypeLabel,
  OPTION_RULE_OPERATORS,
  RULE_OPERATOR,
  SELECT_INSTITUTIONS_ELEMENT_ID,
} from '@fin-atlas/domain';
import { optionValues } from '../engine/compare.js';
import type { ElementProvider } from '../engine/provider.js';
import type { UniverseRow } from '../engine/universe.js';

const CATEGORY = 'Select Institutions';
const MAX_OPTIONS = 50;

/** The picked ids of a rule, or null when one is not an institution id. */
function pickedIds(value: Parameters<typeof optionValues>[0]): number[] | null {
  const ids: number[] = [];
  for (const v of optionValues(value)) {
    if (!/^\d{1,10}$/.test(v)) return null;
    ids.push(Number(v));
  }
  return ids;
}

const hintOf = (row: UniverseRow) =>
  [[row.city, row.state].filter(Boolean).join(', '), fiTypeLabel(row.fiType)].filter(Boolean).join(' · ');

/**
 * Institutions picked one by one in the builder or uploaded as identifiers (resolved by
 * /api/advanced_query/resolve_identifiers). A picked institution that is no longer active is not
 * in the universe, so it simply matches nothing.
 */
export const selectInstitutionsProvider: ElementProvider = {
  name: 'select_institutions',
  types: ['select_institutions'],
  variants: ['fin_query', 'mortgage'],

  async catalog({ variant }) {
    const uploads =
      variant === 'mortgage'
        ? 'RSSD IDs, FDIC certificates, NCUA charters, ABA routing numbers, LEIs (mortgage companies) or exact names'
        : 'RSSD IDs, FDIC certificates, NCUA charters, ABA routing numbers or exact names';
    return [
      {
        category: CATEGORY,
        sections: [
          {
            name: CATEGORY,
            elements: [
              {
                element_id: SELECT_INSTITUTIONS_ELEMENT_ID,
                element_type: 'select_institutions',
                element_section: CATEGORY,
                name: 'Select Institutions',
                group: null,
                definition: `Institutions picked by name, or uploaded as ${uploads} (at most ${FIN_QUERY_LIMITS.maxPickedInstitutions.toLocaleString('en-US')}). Institutions no longer active match nothing.`,
                value_kind: 'institutions',
                operators: [...OPTION_RULE_OPERATORS],
                remote_options: true,
                format: null,
                fi_types: [],
                properties: null,
              },
            ],
          },
        ],
      },
    ];
  },

  /** Active institutions (and mortgage companies in that variant) whose name contains q, largest first. */
  async options({ universe, variant }, { q }) {
    const needle = q?.trim().toLowerCase() ?? '';
    const members = universe.members[variant];
    const out = [];
    for (const [position, row] of universe.rows.entries()) {
      if (members[position] !== 1) continue;
      if (needle !== '' && !row.name.toLowerCase().includes(needle)) continue;
      out.push({ value: row.id, label: row.name, hint: hintOf(row) });
      if (out.length === MAX_OPTIONS) break;
    }
    return out;
  },

  async validate(_context, { object, rule }) {
    if (object.element_id !== SELECT_INSTITUTIONS_ELEMENT_ID)
      return 'Validation failed. The query uses an element that no longer exists.';
    if (!(OPTION_RULE_OPERATORS as readonly string[]).includes(rule.operator))
      return `Validation failed. Unknown operator ${rule.operator}.`;
    const ids = pickedIds(rule.value);
    if (ids === null) return 'Validation failed. Pick institutions by their id.';
    if (ids.length === 0) return 'Validation failed. Pick at least one institution.';
    if (ids.length > FIN_QUERY_LIMITS.maxPickedInstitutions)
      return `Validation failed. Pick at most ${FIN_QUERY_LIMITS.maxPickedInstitutions.toLocaleString('en-US')} institutions.`;
    return null;
  },

  async match({ universe }, { rule }) {
    const picked = new Uint8Array(universe.size);
    for (const id of pickedIds(rule.value) ?? []) {
      const position = universe.positionOf.get(id);
      if (position !== undefined) picked[position] = 1;
    }
    if (rule.operator !== RULE_OPERATOR.NOT_IN) return picked;
    for (let i = 0; i < picked.length; i++) picked[i] = picked[i] ? 0 : 1;
    return picked;
  },

  async columns() {
    return [];
  },

  async describe(_context, _object, rule) {
    if (!rule) return 'Select Institutions';
    const n = new Set(pickedIds(rule.value) ?? []).size;
    const picked = `${n.toLocaleString('en-US')} picked`;
    return rule.operator === RULE_OPERATOR.NOT_IN
      ? `Institutions other than the selected: ${picked}`
      : `Selected institutions: ${picked}`;
  },
};
