import { charterClassCode, US_CENSUS_REGIONS } from '@fin-atlas/domain';
import { COUNTIES } from '../../../reference/us-counties.js';
import { categoricalColumn, type FeatureTable, numericColumn } from './feature-table.js';

/** An institution as the firmographic variables read it. */
export type FirmographicRow = {
  id: number;
  fi_type: string;
  state: string | null;
  county_fips: string | null;
  cbsa_code: string | null;
  charter_class: string | null;
  regulator: string | null;
  is_mutual: boolean | null;
  is_mdi: boolean;
  field_of_membership: string | null;
  parent_id: number | null;
  established: string | null;
  latest_assets: number | null;
};

export const FI_TYPE_LABELS: Readonly<Record<string, string>> = {
  bank: 'Bank',
  credit_union: 'Credit Union',
};

const REGION_OF = new Map(US_CENSUS_REGIONS.flatMap((r) => r.states.map((s) => [s, r.name] as const)));
const COUNTY_OFFICES = new Map(COUNTIES.map((c) => [c[0], c[5]] as const));
const YEAR_MS = 365.25 * 86_400_000;

function ownership(row: FirmographicRow): string | null {
  if (row.fi_type === 'credit_union') return 'Member-owned';
  if (row.is_mutual === null) return null;
  return row.is_mutual ? 'Mutual' : 'Stock';
}

/** Where and what each institution is: its market (state, region, county) and its charter. */
export function fillFirmographicVariables(table: FeatureTable, rows: readonly FirmographicRow[]): void {
  const periodMs = Date.parse(`${table.period}T00:00:00Z`);
  const text = (key: string) => categoricalColumn(table, key);
  const columns = {
    state: text('state'),
    region: text('census_region'),
    urban: text('urban_rural'),
    fiType: text('fi_type'),
    charter: text('charter_class'),
    regulator: text('regulator'),
    ownership: text('ownership'),
    holding: text('holding_company'),
    mdi: text('minority_depository'),
    membership: text('field_of_membership'),
    offices: numericColumn(table, 'home_county_offices'),
    age: numericColumn(table, 'age_years'),
  };
  rows.forEach((r, row) => {
    columns.state[row] = r.state;
    columns.region[row] = r.state ? (REGION_OF.get(r.state) ?? null) : null;
    columns.urban[row] = r.county_fips ? (r.cbsa_code ? 'Metropolitan' : 'Rural') : null;
    columns.fiType[row] = FI_TYPE_LABELS[r.fi_type] ?? r.fi_type;
    columns.charter[row] = charterClassCode(r.charter_class);
    columns.regulator[row] = r.regulator;
    columns.ownership[row] = ownership(r);
    columns.holding[row] =
      r.fi_type === 'credit_union' ? null : r.parent_id ? 'Holding company' : 'Independent';
    columns.mdi[row] = r.is_mdi ? 'Yes' : 'No';
    columns.membership[row] = r.fi_type === 'credit_union' ? r.field_of_membership : null;
    const offices = r.county_fips ? COUNTY_OFFICES.get(r.county_fips) : undefined;
    if (offices !== undefined) columns.offices[row] = offices;
    if (r.established) {
      const years = (periodMs - Date.parse(`${r.established}T00:00:00Z`)) / YEAR_MS;
      if (Number.isFinite(years) && years >= 0) columns.age[row] = Math.floor(years);
    }
  });
}
