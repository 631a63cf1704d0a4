import type { FiType } from '@fin-atlas/domain';

/**
 * The cards of FIN Profile's headline figures and of Advisor's profit, growth and risk pages as
 * shipped: `db/profile-card-seeds.ts` adds those missing from profile_cards on every start and never
 * touches one that exists, so a FIN Admin's edits (/super_admin/profile_cards) survive deploys. Card ids are stable (users'
 * arrangements refer to them): never rename one.
 *
 * Each institution type shows a card's first metric that has a formula for it, so a card measured
 * differently for banks and credit unions lists the narrower metric first. An empty title shows
 * each metric's own catalog name.
 */
export type ProfileCardSeed = {
  cardId: string;
  metrics: readonly string[];
  fiTypes: readonly FiType[];
  title: string;
};

const ALL: readonly FiType[] = ['bank', 'bhc', 'credit_union'];
const BANKS: readonly FiType[] = ['bank', 'bhc'];
const CREDIT_UNIONS: readonly FiType[] = ['credit_union'];

const card =
  (fiTypes: readonly FiType[]) =>
  (cardId: string, metrics: readonly string[], title = ''): ProfileCardSeed => ({
    cardId,
    metrics,
    fiTypes,
    title,
  });
const all = card(ALL);
const banks = card(BANKS);
const creditUnions = card(CREDIT_UNIONS);

/**
 * Cards per page: FIN Profile's headline figures (bank_profile), then each Advisor page's, headline
 * first (the first two of an Advisor page lead its section's Executive Brief).
 */
export const PROFILE_CARD_SEEDS: Readonly<Record<string, readonly ProfileCardSeed[]>> = {
  bank_profile: [
    all('total_assets', ['total_assets'], 'Total assets'),
    all('total_deposits', ['total_deposits'], 'Total deposits'),
    all('total_loans', ['total_loans'], 'Total loans'),
    all('net_income', ['net_income'], 'Net income (T12)'),
    all('roa', ['roa'], 'ROA (T12)'),
  ],
  macro_profitability: [
    all('roa', ['roa'], 'Return on Assets'),
    all('roe', ['roe'], 'Return on Equity'),
    banks('pre_provision_roa', ['bank_pre_provision_net_revenue_to_assets'], 'Pre-Tax Pre-Provision ROA'),
    banks('pretax_roa', ['bank_pretax_roa'], 'Pretax ROA'),
    creditUnions('net_margin', ['cu_net_margin_to_assets']),
    all('net_income', ['net_income']),
    all('revenue_to_assets', ['revenue_to_average_assets']),
    all('net_income_per_employee', ['net_income_per_employee']),
  ],
  efficiency_ratio: [
    all('efficiency_ratio', ['efficiency_ratio']),
    all('noninterest_expense_to_assets', ['noninterest_expense_to_average_assets']),
    all('revenue_per_employee', ['revenue_per_employee']),
    all('assets_per_employee', ['assets_per_employee']),
    banks('net_overhead_to_assets', ['bank_net_overhead_to_assets']),
    creditUnions('operating_expense_to_gross_income', ['cu_operating_expense_to_gross_income']),
    creditUnions('operating_expense_per_member', ['cu_operating_expense_per_member']),
  ],
  net_interest_margin: [
    all('net_interest_margin', ['net_interest_margin']),
    all('yield_on_earning_assets', ['yield_on_earning_assets']),
    all('yield_on_loans', ['yield_on_loans']),
    all('cost_of_funds', ['cost_of_funds']),
    all('yield_on_investments', ['bank_yield_on_securities', 'cu_yield_on_investments']),
    all('cost_of_deposits', ['bank_cost_of_deposits', 'cu_cost_of_shares']),
    all('interest_expense_to_assets', ['interest_expense_to_average_assets']),
  ],
  non_interest_income: [
    all('noninterest_income_to_assets', ['noninterest_income_to_average_assets']),
    all('noninterest_income_share', ['noninterest_income_share_of_revenue']),
    all('fee_income_to_assets', ['fee_income_to_average_assets']),
    all('noninterest_income_growth', ['noninterest_income_growth']),
    all('fiduciary_or_other_income', [
      'bank_fiduciary_income_to_assets',
      'cu_fee_and_other_income_to_assets',
    ]),
    all('service_charges_share', ['service_charges_share_of_noninterest_income']),
  ],
  non_interest_expense: [
    all('noninterest_expense_to_assets', ['noninterest_expense_to_average_assets']),
    all('personnel_expense_to_assets', ['personnel_expense_to_average_assets']),
    all('occupancy_expense_to_assets', ['occupancy_expense_to_average_assets']),
    all('noninterest_expense_growth', ['noninterest_expense_growth']),
    banks('other_noninterest_expense_to_assets', ['bank_other_noninterest_expense_to_assets']),
    creditUnions('operating_expense_per_member', ['cu_operating_expense_per_member']),
    all('personnel_expense_per_employee', ['personnel_expense_per_employee']),
  ],
  franchise_growth: [
    banks('asset_growth', ['asset_growth']),
    banks('deposit_account_growth', ['members_or_deposit_accounts_growth'], 'Deposit Account Growth'),
    banks('office_growth', ['bank_office_growth']),
    banks('equity_growth', ['equity_growth']),
    banks('fiduciary_assets_growth', ['bank_fiduciary_assets_growth']),
    banks('employee_growth', ['employee_growth']),
  ],
  member_growth: [
    creditUnions('member_growth', ['members_or_deposit_accounts_growth'], 'Member Growth'),
    creditUnions('potential_member_growth', ['cu_potential_member_growth']),
    creditUnions('members_to_potential_members', ['cu_members_to_potential_members']),
    creditUnions('borrowers_to_members', ['cu_borrowers_to_members']),
    creditUnions('members_per_branch', ['cu_members_per_branch']),
    creditUnions('branch_growth', ['cu_branch_growth']),
  ],
  share_growth: [
    creditUnions('share_growth', ['deposit_growth'], 'Share Growth'),
    creditUnions('regular_share_growth', ['cu_regular_share_growth']),
    creditUnions('share_draft_growth', ['cu_share_draft_growth']),
    creditUnions('certificate_growth', ['cu_certificate_growth']),
    creditUnions('share_account_growth', ['cu_share_account_growth']),
    creditUnions('average_shares_per_member', ['cu_average_shares_per_member']),
  ],
  loan_growth: [
    all('loan_growth', ['loan_growth']),
    all('real_estate_loan_growth', ['bank_real_estate_loan_growth', 'cu_real_estate_loan_growth']),
    all('residential_loan_growth', ['bank_residential_loan_growth', 'cu_first_mortgage_growth']),
    all('commercial_loan_growth', ['bank_ci_loan_growth', 'cu_commercial_loan_growth']),
    all('consumer_loan_growth', ['bank_consumer_loan_growth', 'cu_consumer_loan_growth']),
    banks('cre_loan_growth', ['bank_cre_loan_growth']),
    creditUnions('vehicle_loan_growth', ['cu_vehicle_loan_growth']),
    creditUnions('loan_origination_rate', ['cu_loan_origination_rate']),
  ],
  deposit_growth: [
    all('deposit_growth', ['deposit_growth']),
    all('core_deposit_growth', ['bank_core_deposit_growth', 'cu_regular_share_growth']),
    all('transaction_deposit_growth', ['bank_transaction_deposit_growth', 'cu_share_draft_growth']),
    all('time_deposit_growth', ['bank_time_deposit_growth', 'cu_certificate_growth']),
    all('account_growth', ['members_or_deposit_accounts_growth']),
  ],
  earnings_growth: [
    all('net_income_growth', ['net_income_growth']),
    all('revenue_growth', ['revenue_growth']),
    all('net_interest_income_growth', ['net_interest_income_growth']),
    all('noninterest_income_growth', ['noninterest_income_growth']),
    all('noninterest_expense_growth', ['noninterest_expense_growth']),
    all('capital_growth', ['cu_net_worth_growth', 'equity_growth']),
  ],
  enterprise_risk: [
    all('capital_ratio', ['capital_ratio']),
    all('delinquent_loans_to_equity', ['delinquent_loans_to_equity']),
    all('nonperforming_assets_to_assets', ['nonperforming_assets_to_assets']),
    all('liquid_assets_to_assets', ['liquid_assets_to_assets']),
    all('borrowings_to_assets', ['borrowings_to_assets']),
    all('uninsured_deposits_share', ['bank_uninsured_deposits_share', 'cu_uninsured_shares_share']),
    banks('volatile_liabilities_to_assets', ['bank_volatile_liabilities_to_assets']),
  ],
  capital_adequacy: [
    all('capital_ratio', ['capital_ratio']),
    all('equity_to_assets', ['equity_to_assets']),
    all('risk_based_capital', [
      'bank_tier1_risk_based_capital_ratio',
      'cu_net_worth_ratio_excluding_cecl_adjustment',
    ]),
    all('total_capital', ['bank_total_risk_based_capital_ratio', 'cu_solvency_evaluation']),
    all('capital_quality', ['bank_tangible_equity_ratio', 'cu_classified_assets_to_net_worth']),
    banks('intangibles_to_equity', ['bank_intangibles_to_equity']),
    all('capital_growth', ['cu_net_worth_growth', 'equity_growth']),
  ],
  asset_quality: [
    all('delinquent_loans_to_loans', ['delinquent_loans_to_loans']),
    all('net_charge_offs_to_loans', ['net_charge_offs_to_average_loans']),
    all('allowance_coverage', ['allowance_coverage']),
    all('nonperforming_assets_to_assets', ['nonperforming_assets_to_assets']),
    all('early_delinquency', ['bank_past_due_30_89_rate', 'cu_delinquent_loans_to_assets']),
    all('problem_assets', ['bank_ore_to_assets', 'cu_bankruptcy_loans_rate']),
    all('allowance_to_loans', ['allowance_to_loans']),
  ],
  liquidity_risk: [
    all('liquid_assets_to_assets', ['liquid_assets_to_assets']),
    all('loans_to_deposits', ['loans_to_deposits']),
    all('borrowings_to_assets', ['borrowings_to_assets']),
    all('core_funding', ['bank_core_deposits_to_assets', 'cu_core_shares_to_shares_and_borrowings']),
    all('volatile_funding', ['bank_volatile_liabilities_to_assets', 'cu_borrowings_to_shares_and_net_worth']),
    all('uninsured_deposits_share', ['bank_uninsured_deposits_share', 'cu_uninsured_shares_share']),
    all('deposits_to_assets', ['deposits_to_assets']),
  ],
  earnings_quality: [
    banks('pre_provision_net_revenue', ['bank_pre_provision_net_revenue_to_assets']),
    all('noninterest_income_share', ['noninterest_income_share_of_revenue']),
    all('provision_to_assets', ['provision_to_average_assets']),
    banks('net_interest_income_share', ['bank_net_interest_income_share_of_revenue']),
    banks('securities_gains_share', ['bank_securities_gains_to_pretax_income']),
    banks('earnings_coverage', ['bank_earnings_coverage_of_net_charge_offs']),
    creditUnions('fee_income_share', ['cu_fee_income_share_of_gross_income']),
    creditUnions('net_charge_offs_to_assets', ['cu_net_charge_offs_to_assets']),
    creditUnions('dividends_to_assets', ['cu_dividends_to_assets']),
  ],
};
