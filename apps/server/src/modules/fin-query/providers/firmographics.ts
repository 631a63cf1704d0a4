import {
  ASSET_BANDS,
  CHARTER_CLASSES,
  charterClassCode,
  FIRMOGRAPHIC_ELEMENT as F,
  FI_TYPE_LABELS,
  MORTGAGE_COMPANY_FI_TYPE,
  MORTGAGE_COMPANY_LABEL,
  NUMBER_RULE_OPERATORS,
  OPTION_RULE_OPERATORS,
  type QueryCatalogElement,
  type QueryOption,
  type QueryType,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  TEXT_RULE_OPERATORS,
  US_STATES,
} from '@fin-atlas/domain';
import {
  bitsWhere,
  numberRuleProblem,
  numberTest,
  optionRuleProblem,
  optionTest,
  optionValues,
  textRuleProblem,
  textTest,
} from '../engine/compare.js';
import type { ElementProvider, EngineContext } from '../engine/provider.js';
import type { Universe, UniverseRow } from '../engine/universe.js';
import { wholeYearsSince } from '../engine/years.js';

type Kind = 'text' | 'number' | 'options';
type Cell = string | number | boolean | null;

type Field = {
  id: number;
  name: string;
  group: string;
  kind: Kind;
  definition: string;
  format?: 'C0' | 'N0';
  /** The value a rule tests and the column shows. */
  read: (row: UniverseRow, universe: Universe) => Cell;
  /** For options: every choice, built from the variant's institutions when not fixed. */
  options?: (rows: readonly UniverseRow[], variant: QueryType) => QueryOption[];
  /** Options whose list is long (counties, MSAs): served by element_options. */
  remote?: boolean;
  /** The text a text rule tests when the value is missing (an independent has no holding company). */
  missingText?: string;
};

const ageInYears = (row: UniverseRow, universe: Universe): number | null =>
  row.establishedDate ? wholeYearsSince(row.establishedDate, universe) : null;

/** Every charter class, and any other class the data holds, so a rule on an absent class stays valid. */
function charterOptions(rows: readonly UniverseRow[]): QueryOption[] {
  const fixed = CHARTER_CLASSES.map((c) => ({ value: c.code, label: c.label }));
  const known = new Set(CHARTER_CLASSES.map((c) => c.code));
  const others = distinctOptions(rows, (r) => charterClassCode(r.charterClass)).filter(
    (o) => !known.has(String(o.value)),
  );
  return [...fixed, ...others];
}

const MEMBERSHIP = {
  mdi: 'Minority depository institution',
  mutual: 'Mutual ownership',
  stock: 'Stock ownership',
} as const;

/** Focus is read from the charter and field of membership the regulators publish. */
function focusOf(row: UniverseRow): string | null {
  if (row.fiType === 'bhc') return 'Holding company';
  if (row.fiType === MORTGAGE_COMPANY_FI_TYPE) return 'Mortgage company';
  if (row.fiType === 'credit_union') {
    const fom = (row.fieldOfMembership ?? '').toLowerCase();
    if (fom.includes('community')) return 'Community (geographic) credit union';
    if (fom.includes('employee') || fom.includes('seg')) return 'Employer / association credit union';
    return row.fieldOfMembership ? 'Other field of membership' : null;
  }
  if (row.charterClass === 'SB' || row.charterClass === 'SA') return 'Thrift / savings institution';
  return 'Commercial bank';
}

function membershipsOf(row: UniverseRow): string[] {
  const out: string[] = [];
  if (row.isMdi) out.push('mdi');
  if (row.isMutual === true) out.push('mutual');
  if (row.isMutual === false) out.push('stock');
  return out;
}

const distinctOptions = (
  rows: readonly UniverseRow[],
  read: (row: UniverseRow) => string | null,
  label = (v: string) => v,
) => {
  const seen = new Set<string>();
  for (const row of rows) {
    const v = read(row);
    if (v) seen.add(v);
  }
  return [...seen].sort().map((v) => ({ value: v, label: label(v) }));
};

const assetBandOf = (row: UniverseRow): string | null => {
  if (row.assets === null) return null;
  const band = ASSET_BANDS.find(
    (b) => row.assets !== null && row.assets >= b.min && (row.assets < b.max || b.id === 6),
  );
  return band ? String(band.id) : null;
};

export const FIRMOGRAPHIC_FIELDS: readonly Field[] = [
  {
    id: F.name,
    name: 'Institution Name',
    group: 'Names',
    kind: 'text',
    definition: 'The legal name as filed with the regulator.',
    read: (r) => r.name,
  },
  {
    id: F.address,
    name: 'Street Address',
    group: 'Address',
    kind: 'text',
    definition: 'Main office street address.',
    read: (r) => r.address,
  },
  {
    id: F.city,
    name: 'City',
    group: 'Address',
    kind: 'text',
    definition: 'Main office city.',
    read: (r) => r.city,
  },
  {
    id: F.state,
    name: 'State',
    group: 'Address',
    kind: 'options',
    definition: 'Main office state.',
    read: (r) => r.state,
    options: () => US_STATES.map((s) => ({ value: s.code, label: s.name })),
  },
  {
    id: F.zip,
    name: 'ZIP Code',
    group: 'Address',
    kind: 'text',
    definition: 'Main office ZIP code (starts with matches a prefix).',
    read: (r) => r.zip,
  },
  {
    id: F.county,
    name: 'County',
    group: 'Address',
    kind: 'options',
    definition: 'County of the main office (FIPS code).',
    read: (r) => r.countyFips,
    remote: true,
    options: (rows) => countyOptions(rows),
  },
  {
    id: F.msa,
    name: 'Metropolitan Area (CBSA)',
    group: 'Address',
    kind: 'options',
    definition: 'Core-based statistical area of the main office.',
    read: (r) => r.cbsaCode,
    remote: true,
    options: (rows) =>
      distinctOptions(rows, (r) => (r.cbsaCode && r.cbsaName ? `${r.cbsaCode}|${r.cbsaName}` : null)).map(
        (o) => {
          const [code, name] = String(o.value).split('|');
          return { value: code ?? '', label: name ?? '' };
        },
      ),
  },
  {
    id: F.fiType,
    name: 'FI Type',
    group: 'Charter',
    kind: 'options',
    definition:
      'Bank, bank holding company or credit union; in the mortgage lender query also mortgage company (a HMDA reporter that files no call report).',
    read: (r) => r.fiType,
    options: (_rows, variant) => [
      ...Object.entries(FI_TYPE_LABELS).map(([value, label]) => ({ value, label })),
      ...(variant === 'mortgage' ? [{ value: MORTGAGE_COMPANY_FI_TYPE, label: MORTGAGE_COMPANY_LABEL }] : []),
    ],
  },
  {
    id: F.charter,
    name: 'Charter',
    group: 'Charter',
    kind: 'options',
    definition: 'FDIC charter class, or federal / state charter for credit unions.',
    read: (r) => charterClassCode(r.charterClass),
    options: charterOptions,
  },
  {
    id: F.regulator,
    name: 'Primary Regulator',
    group: 'Charter',
    kind: 'options',
    definition: 'The primary federal regulator.',
    read: (r) => r.regulator,
    options: (rows) => distinctOptions(rows, (r) => r.regulator),
  },
  {
    id: F.holdingCompany,
    name: 'Holding Company',
    group: 'Charter',
    kind: 'text',
    definition: 'Name of the top holding company; "does not contain" with any text finds independents too.',
    read: (r) => r.parentName,
    missingText: '',
  },
  {
    id: F.focus,
    name: 'Focus',
    group: 'Charter',
    kind: 'options',
    definition: 'Commercial bank, thrift, holding company, or the credit union field of membership.',
    read: (r) => focusOf(r),
    options: (rows) => distinctOptions(rows, focusOf),
  },
  {
    id: F.memberships,
    name: 'Memberships',
    group: 'Charter',
    kind: 'options',
    definition: 'Minority depository institution (FDIC list) and ownership form.',
    read: (r) =>
      membershipsOf(r)
        .map((m) => MEMBERSHIP[m as keyof typeof MEMBERSHIP])
        .join(', ') || null,
    options: () => Object.entries(MEMBERSHIP).map(([value, label]) => ({ value, label })),
  },
  {
    id: F.age,
    name: 'Age (years)',
    group: 'Size and age',
    kind: 'number',
    format: 'N0',
    definition: 'Whole years since the charter was established, at the data date.',
    read: ageInYears,
  },
  {
    id: F.employees,
    name: 'Employees',
    group: 'Size and age',
    kind: 'number',
    format: 'N0',
    definition: 'Full-time equivalent employees at the latest filing.',
    read: (r) => r.employees,
  },
  {
    id: F.assetBand,
    name: 'Asset Band',
    group: 'Size and age',
    kind: 'options',
    definition: 'Total assets at the latest filing, in the standard bands.',
    read: (r) => {
      const id = assetBandOf(r);
      return ASSET_BANDS.find((b) => String(b.id) === id)?.label ?? null;
    },
    options: () => ASSET_BANDS.map((b) => ({ value: String(b.id), label: b.label })),
  },
  {
    id: F.assets,
    name: 'Total Assets ($000)',
    group: 'Size and age',
    kind: 'number',
    format: 'C0',
    definition: 'Total assets at the latest filing, in thousands of dollars.',
    read: (r) => r.assets,
  },
  {
    id: F.branches,
    name: 'Branches',
    group: 'Size and age',
    kind: 'number',
    format: 'N0',
    definition:
      "Offices in the latest FDIC Summary of Deposits; a holding company counts its banks' offices. Credit unions do not file it: their NCUA branch sites count when loaded.",
    read: (r) => r.branches,
  },
];

function countyOptions(rows: readonly UniverseRow[]): QueryOption[] {
  const seen = new Map<string, QueryOption>();
  for (const r of rows) {
    if (r.countyFips && !seen.has(r.countyFips)) {
      seen.set(r.countyFips, {
        value: r.countyFips,
        label: `${r.countyName ?? r.countyFips}, ${r.state ?? ''}`.trim(),
        hint: r.state ?? undefined,
      });
    }
  }
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * A field's choices at one data version and variant: distinct values are read from the variant's
 * institutions once, not on every count that validates or labels an options rule.
 */
const optionCache = new WeakMap<Universe, Map<string, QueryOption[]>>();
function optionsOf(
  field: Field,
  { universe, variant }: Pick<EngineContext, 'universe' | 'variant'>,
): QueryOption[] {
  if (!field.options) return [];
  let byField = optionCache.get(universe);
  if (!byField) {
    byField = new Map();
    optionCache.set(universe, byField);
  }
  const key = `${variant}:${field.id}`;
  let options = byField.get(key);
  if (!options) {
    const members = universe.members[variant];
    options = field.options(
      universe.rows.filter((_, i) => members[i] === 1),
      variant,
    );
    byField.set(key, options);
  }
  return options;
}

const fieldById = new Map(FIRMOGRAPHIC_FIELDS.map((f) => [f.id, f]));

const OPERATORS: Record<Kind, readonly string[]> = {
  text: TEXT_RULE_OPERATORS,
  number: NUMBER_RULE_OPERATORS,
  options: OPTION_RULE_OPERATORS,
};

/** The value an options rule tests: memberships and asset bands test their codes, not their labels. */
function optionKey(field: Field, row: UniverseRow, universe: Universe): string[] {
  if (field.id === F.memberships) return membershipsOf(row);
  if (field.id === F.assetBand) return [assetBandOf(row)].filter((v): v is string => v !== null);
  const v = field.read(row, universe);
  return v === null ? [] : [String(v)];
}

const MAX_REMOTE_OPTIONS = 200;

export const firmographicsProvider: ElementProvider = {
  name: 'firmographics',
  types: ['firmographics'],
  variants: ['fin_query', 'mortgage'],

  async catalog(context) {
    const elements: QueryCatalogElement[] = FIRMOGRAPHIC_FIELDS.map((f) => ({
      element_id: f.id,
      element_type: 'firmographics',
      element_section: 'Firmographics',
      name: f.name,
      group: f.group,
      definition: f.definition,
      value_kind: f.kind,
      operators: [...OPERATORS[f.kind]],
      options: f.kind === 'options' && !f.remote ? optionsOf(f, context) : undefined,
      remote_options: f.remote ?? false,
      format: f.format ?? null,
      fi_types: [],
      properties: null,
    }));
    return [{ category: 'Firmographics', sections: [{ name: 'Firmographics', elements }] }];
  },

  async options(context, { elementId, parent, q }) {
    const field = fieldById.get(elementId);
    if (!field?.options) return [];
    const needle = q?.trim().toLowerCase() ?? '';
    return optionsOf(field, context)
      .filter(
        (o) => (!parent || o.hint === parent) && (needle === '' || o.label.toLowerCase().includes(needle)),
      )
      .slice(0, MAX_REMOTE_OPTIONS);
  },

  async validate(context, { object, rule }) {
    const field = fieldById.get(object.element_id);
    if (!field) return 'Validation failed. The query uses an element that no longer exists.';
    if (field.kind === 'number') return numberRuleProblem(rule.operator, rule.value);
    if (field.kind === 'text') return textRuleProblem(rule.operator, rule.value);
    const known = field.remote ? undefined : new Set(optionsOf(field, context).map((o) => String(o.value)));
    return optionRuleProblem(rule.operator, rule.value, known);
  },

  async match({ universe }, { object, rule }) {
    const field = fieldById.get(object.element_id);
    if (!field) return new Uint8Array(universe.size);
    if (field.kind === 'number') {
      const test = numberTest(rule.operator, rule.value);
      return bitsWhere(universe.rows, (row) => test(field.read(row, universe) as number | null));
    }
    if (field.kind === 'text') {
      const test = textTest(rule.operator, rule.value);
      return bitsWhere(universe.rows, (row) =>
        test((field.read(row, universe) as string | null) ?? field.missingText ?? null),
      );
    }
    const chosen = new Set(optionValues(rule.value));
    const negate = rule.operator === 'not_in';
    const test = optionTest(rule.operator, rule.value);
    if (field.id === F.memberships) {
      return bitsWhere(universe.rows, (row) => {
        const keys = optionKey(field, row, universe);
        const hit = keys.some((k) => chosen.has(k));
        return negate ? !hit : hit;
      });
    }
    return bitsWhere(universe.rows, (row) => test(optionKey(field, row, universe)[0]));
  },

  async columns(context, object, positions) {
    const { universe } = context;
    const field = fieldById.get(object.element_id);
    if (!field) return [];
    const optionLabels =
      field.kind === 'options' && field.id !== F.memberships && field.id !== F.assetBand
        ? new Map(optionsOf(field, context).map((o) => [String(o.value), o.label]))
        : null;
    const values = Array.from(positions, (p) => {
      const v = field.read(universe.rows[p] as UniverseRow, universe);
      return optionLabels && v !== null ? (optionLabels.get(String(v)) ?? v) : v;
    });
    return [
      {
        column: {
          key: `firmographics_${field.id}`,
          label: field.name,
          format: field.format ?? null,
          source: 'Firmographics',
        },
        values,
      },
    ];
  },

  async describe(context, object, rule) {
    const field = fieldById.get(object.element_id);
    if (!field) return 'Deleted element';
    if (!rule) return field.name;
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    let shown = optionValues(rule.value);
    if (field.kind === 'options' && field.options) {
      const labels = new Map(optionsOf(field, context).map((o) => [String(o.value), o.label]));
      shown = shown.map((v) => labels.get(v) ?? v);
    }
    const joiner = rule.operator === 'between' || rule.operator === 'not_between' ? ' and ' : ', ';
    return `${field.name} ${words} ${shown.join(joiner)}`;
  },
};
