import { LAR_COLUMNS } from '../ingest/hmda/lar-layout.js';

/**
 * HMDA files for importer tests, in the published layouts: a LAR record is a full 99-field row
 * of realistic values (NA, Exempt, empty, ranges such as `20%-<30%` and `35-44`), of which a test
 * sets the fields its hand count depends on.
 */

/** A record as the public file spells it, before a test's own values. */
const TYPICAL: Readonly<Record<string, string>> = {
  activity_year: '2023',
  'derived_msa-md': '31084',
  state_code: 'CA',
  county_code: '06037',
  census_tract: '06037101110',
  conforming_loan_limit: 'C',
  derived_loan_product_type: 'Conventional:First Lien',
  derived_dwelling_category: 'Single Family (1-4 Units):Site-Built',
  derived_ethnicity: 'Not Hispanic or Latino',
  derived_race: 'Race Not Available',
  derived_sex: 'Joint',
  action_taken: '1',
  purchaser_type: '0',
  preapproval: '2',
  loan_type: '1',
  loan_purpose: '1',
  lien_status: '1',
  reverse_mortgage: '2',
  'open-end_line_of_credit': '2',
  business_or_commercial_purpose: '2',
  loan_amount: '255000',
  loan_to_value_ratio: '80.0',
  interest_rate: '6.875',
  rate_spread: '0.412',
  hoepa_status: '2',
  total_loan_costs: '5321.5',
  total_points_and_fees: 'NA',
  origination_charges: '1295.0',
  discount_points: '',
  lender_credits: '',
  loan_term: '360',
  prepayment_penalty_term: 'NA',
  intro_rate_period: 'NA',
  negative_amortization: '2',
  interest_only_payment: '2',
  balloon_payment: '2',
  other_nonamortizing_features: '2',
  property_value: '305000',
  construction_method: '1',
  occupancy_type: '1',
  manufactured_home_secured_property_type: '3',
  manufactured_home_land_property_interest: '5',
  total_units: '1',
  multifamily_affordable_units: 'NA',
  income: '96',
  debt_to_income_ratio: '20%-<30%',
  applicant_credit_score_type: '1',
  'co-applicant_credit_score_type': '10',
  'applicant_ethnicity-1': '2',
  'co-applicant_ethnicity-1': '5',
  applicant_ethnicity_observed: '2',
  'co-applicant_ethnicity_observed': '4',
  'applicant_race-1': '5',
  'co-applicant_race-1': '8',
  applicant_race_observed: '2',
  'co-applicant_race_observed': '4',
  applicant_sex: '1',
  'co-applicant_sex': '5',
  applicant_sex_observed: '2',
  'co-applicant_sex_observed': '4',
  applicant_age: '35-44',
  'co-applicant_age': '9999',
  applicant_age_above_62: 'No',
  'co-applicant_age_above_62': 'NA',
  submission_of_application: '1',
  initially_payable_to_institution: '1',
  'aus-1': '1',
  'denial_reason-1': '10',
  tract_population: '4512',
  tract_minority_population_percent: '58.31',
  ffiec_msa_md_median_family_income: '98200',
  tract_to_msa_income_percentage: '112',
  tract_owner_occupied_units: '1210',
  tract_one_to_four_family_homes: '1566',
  tract_median_age_of_housing_units: '57',
};

/** One LAR line: the typical record with `values` (by published column name) set. */
export function larLine(values: Readonly<Record<string, string>>): string {
  for (const name of Object.keys(values)) {
    if (!LAR_COLUMNS.includes(name)) throw new Error(`${name} is not a LAR column`);
  }
  return LAR_COLUMNS.map((name) => values[name] ?? TYPICAL[name] ?? '').join(',');
}

/** A LAR file: the published header, then one line per record. */
export function larFile(records: readonly Readonly<Record<string, string>>[]): string {
  return `${[LAR_COLUMNS.join(','), ...records.map(larLine)].join('\r\n')}\r\n`;
}

/** The published panel columns, in the FFIEC's order. */
export const PANEL_COLUMNS = [
  'activity_year',
  'lei',
  'tax_id',
  'agency_code',
  'id_2017',
  'arid_2017',
  'respondent_rssd',
  'respondent_name',
  'respondent_state',
  'respondent_city',
  'assets',
  'other_lender_code',
  'parent_rssd',
  'parent_name',
  'top_holder_rssd',
  'top_holder_name',
] as const;

export type PanelLine = Partial<Record<(typeof PANEL_COLUMNS)[number], string>>;

/** A panel line in the published column order; unset RSSDs and assets are -1, as the FFIEC writes them. */
export function panelLine(values: PanelLine, columns: readonly string[] = PANEL_COLUMNS): string {
  const defaults: PanelLine = {
    activity_year: '2023',
    tax_id: '12-3456789',
    agency_code: '9',
    respondent_rssd: '-1',
    assets: '-1',
    other_lender_code: '3',
    parent_rssd: '-1',
    top_holder_rssd: '-1',
  };
  return columns
    .map((name) => {
      const value =
        (values as Record<string, string>)[name.toLowerCase()] ??
        (defaults as Record<string, string>)[name.toLowerCase()] ??
        '';
      return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');
}
