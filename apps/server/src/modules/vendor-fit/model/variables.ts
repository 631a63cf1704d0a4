import { TECHNOLOGY_USE_LABELS, type VendorFitCategory } from '@fin-atlas/domain';
import { metricById } from '../../../metrics/catalog/index.js';
import type { FitVariable } from '../fit-model.js';

/**
 * The VendorFit variables: what every bank and credit union is profiled on, in the eight categories.
 * A variable is a catalog metric (its id is the key, its name and format the catalog's), or a value
 * read from the institution's firmographics, branches or technographics. Edges and levels come from
 * the population at fit time.
 */
export type VariableSpec = Omit<FitVariable, 'edges' | 'levels'> & {
  /** A technology variable describes this solution: a model of that solution must leave it out. */
  solutionId?: number;
};

/** Metrics read as they are (trailing twelve months, as reported), by category. */
export const METRIC_VARIABLES: Readonly<Record<VendorFitCategory, readonly string[]>> = {
  size: [
    'total_assets',
    'total_loans',
    'total_deposits',
    'total_equity',
    'net_income',
    'employees',
    'offices',
    'members_or_deposit_accounts',
  ],
  market: [],
  strategy: [
    'residential_loans_share',
    'commercial_real_estate_loans_share',
    'commercial_loans_share',
    'consumer_loans_share',
    'credit_card_loans_share',
    'auto_loans_share',
    'transaction_deposits_share',
    'savings_deposits_share',
    'time_deposits_share',
    'retirement_deposits_share',
    'wholesale_deposits_share',
    'service_charges_share_of_noninterest_income',
    'loan_sale_gains_share_of_noninterest_income',
    'other_noninterest_income_share',
    'fee_income_to_average_assets',
    'noninterest_income_share_of_revenue',
    'loans_to_assets',
    'deposits_to_assets',
  ],
  profit: [
    'roa',
    'roe',
    'net_interest_margin',
    'yield_on_earning_assets',
    'cost_of_funds',
    'interest_expense_to_average_assets',
    'yield_on_loans',
    'efficiency_ratio',
    'noninterest_income_to_average_assets',
    'noninterest_expense_to_average_assets',
    'provision_to_average_assets',
    'revenue_to_average_assets',
    'personnel_expense_to_average_assets',
    'occupancy_expense_to_average_assets',
  ],
  growth: [
    'asset_growth',
    'loan_growth',
    'deposit_growth',
    'equity_growth',
    'net_income_growth',
    'revenue_growth',
    'net_interest_income_growth',
    'noninterest_income_growth',
    'noninterest_expense_growth',
    'members_or_deposit_accounts_growth',
    'employee_growth',
  ],
  risk: [
    'equity_to_assets',
    'capital_ratio',
    'delinquent_loans_to_loans',
    'net_charge_offs_to_average_loans',
    'allowance_to_loans',
    'allowance_coverage',
    'provision_to_net_charge_offs',
    'nonperforming_assets_to_assets',
    'delinquent_loans_to_equity',
    'loans_to_deposits',
    'liquid_assets_to_assets',
    'borrowings_to_assets',
    'earning_assets_to_assets',
  ],
  productivity: [
    'assets_per_employee',
    'members_or_deposit_accounts_per_employee',
    'net_income_per_employee',
    'revenue_per_employee',
    'personnel_expense_per_employee',
  ],
  technology: [],
};

/** Metrics read only to derive variables from (3-year growth, per-branch and per-account figures). */
export const HELPER_METRICS = ['is_noninterest_expense'] as const;

/** Size metrics whose change over three years is a growth variable: [metric, key, name]. */
export const THREE_YEAR_GROWTH: readonly (readonly [metric: string, key: string, name: string])[] = [
  ['total_assets', 'asset_growth_3y', 'Asset Growth (3 Years)'],
  ['total_loans', 'loan_growth_3y', 'Loan Growth (3 Years)'],
  ['total_deposits', 'deposit_growth_3y', 'Deposit / Share Growth (3 Years)'],
  ['total_equity', 'equity_growth_3y', 'Equity Growth (3 Years)'],
  ['employees', 'employee_growth_3y', 'Employee Growth (3 Years)'],
  [
    'members_or_deposit_accounts',
    'members_or_deposit_accounts_growth_3y',
    'Member / Deposit Account Growth (3 Years)',
  ],
  ['offices', 'office_growth_3y', 'Office Growth (3 Years)'],
];

const numeric = (key: string, name: string, category: VendorFitCategory, format: string): VariableSpec => ({
  key,
  name,
  category,
  kind: 'numeric',
  format,
});
const categorical = (key: string, name: string, category: VendorFitCategory): VariableSpec => ({
  key,
  name,
  category,
  kind: 'categorical',
  format: 'text',
});

/** Variables read from firmographics, branches and derived figures, in their categories. */
export const OTHER_VARIABLES: readonly VariableSpec[] = [
  numeric('branch_count', 'Branches (Summary of Deposits)', 'size', 'N0'),
  categorical('state', 'Headquarters State', 'market'),
  categorical('census_region', 'Census Region', 'market'),
  categorical('urban_rural', 'Metropolitan or Rural Headquarters', 'market'),
  numeric('home_county_offices', 'Bank Offices in the Home County', 'market', 'N0'),
  numeric('home_county_competitors', 'Institutions with Branches in the Home County', 'market', 'N0'),
  numeric('home_county_deposit_share', 'Deposit Market Share in the Home County', 'market', 'P1'),
  numeric('weighted_deposit_share', 'Deposit Market Share across Its Counties', 'market', 'P1'),
  numeric('branch_states', 'States with Branches', 'market', 'N0'),
  numeric('branch_counties', 'Counties with Branches', 'market', 'N0'),
  numeric('branch_msas', 'Metropolitan Areas with Branches', 'market', 'N0'),
  numeric('out_of_state_deposit_share', 'Deposits outside the Home State', 'market', 'P1'),
  numeric('rural_branch_share', 'Branches outside Metropolitan Areas', 'market', 'P1'),
  categorical('fi_type', 'Institution Type', 'strategy'),
  categorical('charter_class', 'Charter Class', 'strategy'),
  categorical('regulator', 'Primary Regulator', 'strategy'),
  categorical('ownership', 'Ownership', 'strategy'),
  categorical('holding_company', 'Holding Company', 'strategy'),
  categorical('minority_depository', 'Minority Depository Institution', 'strategy'),
  categorical('field_of_membership', 'Field of Membership', 'strategy'),
  categorical('lending_focus', 'Lending Focus', 'strategy'),
  numeric('age_years', 'Years in Operation', 'strategy', 'N0'),
  numeric('loan_concentration', 'Loan Mix Concentration (HHI)', 'risk', 'N2'),
  numeric('cre_to_equity', 'Commercial Real Estate Loans to Equity', 'risk', 'P1'),
  numeric('assets_per_branch', 'Assets per Branch', 'productivity', 'C0'),
  numeric('deposits_per_branch', 'Deposits per Branch', 'productivity', 'C0'),
  numeric('employees_per_branch', 'Employees per Branch', 'productivity', 'N2'),
  numeric('loans_per_employee', 'Loans per Employee', 'productivity', 'C0'),
  numeric(
    'expense_per_account',
    'Non-Interest Expense per Member / Deposit Account ($)',
    'productivity',
    'C0',
  ),
  numeric('tech_known_solutions', 'Solutions with Known Technology', 'technology', 'N0'),
  numeric('tech_in_house_share', 'Solutions Run In-House', 'technology', 'P1'),
];

/** The key of the technology variable naming an institution's vendor for a solution. */
export const techVendorKey = (solutionId: number): string => `tech_vendor_${solutionId}`;
/** The key of the years an institution's current record of a solution has run. */
export const techTenureKey = (solutionId: number): string => `tech_years_${solutionId}`;

/** The vendor variable of one solution: the vendor's name, or how the service is run without one. */
export function techVendorVariable(solutionId: number, solutionName: string): VariableSpec {
  return { ...categorical(techVendorKey(solutionId), `${solutionName} Vendor`, 'technology'), solutionId };
}

/** How long the institution's current record of a solution has run (its contract age). */
export function techTenureVariable(solutionId: number, solutionName: string): VariableSpec {
  return {
    ...numeric(
      techTenureKey(solutionId),
      `${solutionName}: Years with the Current Provider`,
      'technology',
      'N2',
    ),
    solutionId,
  };
}

/** What a vendor variable holds where no named vendor runs the service. */
export const TECH_USE_WORDS = TECHNOLOGY_USE_LABELS;

/** Every metric variable as a spec, its name and format from the catalog. */
export function metricVariables(): VariableSpec[] {
  return Object.entries(METRIC_VARIABLES).flatMap(([category, ids]) =>
    ids.map((id) => {
      const metric = metricById(id);
      if (!metric) throw new Error(`VendorFit variable ${id} is not a catalog metric`);
      return numeric(id, metric.name, category as VendorFitCategory, metric.format);
    }),
  );
}

/** Every variable for the given technology solutions, in category order. */
export function allVariables(techSolutions: readonly { id: number; name: string }[]): VariableSpec[] {
  const growth = THREE_YEAR_GROWTH.map(([, key, name]) => numeric(key, name, 'growth', 'P1'));
  const technology = techSolutions.flatMap((s) => [
    techVendorVariable(s.id, s.name),
    techTenureVariable(s.id, s.name),
  ]);
  const specs = [...metricVariables(), ...OTHER_VARIABLES, ...growth, ...technology];
  const order = ['size', 'market', 'strategy', 'profit', 'growth', 'risk', 'productivity', 'technology'];
  return specs
    .map((spec, index) => ({ spec, index }))
    .sort((a, b) => order.indexOf(a.spec.category) - order.indexOf(b.spec.category) || a.index - b.index)
    .map(({ spec }) => spec);
}
