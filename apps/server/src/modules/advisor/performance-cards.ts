import type { FiType } from '@fin-atlas/domain';
import { formulaTypeFor, metricById } from '../../metrics/catalog/index.js';
import type { FinancialFiType, MetricDefinition } from '../../metrics/metric-definition.js';

/**
 * A card of a profit, growth or risk page: one catalog metric per formula type. A card with no
 * metric for a type is not shown to that type (a bank-only regulatory ratio, a credit-union share
 * measure).
 */
export type PerformanceCardDefinition = {
  id: string;
  metrics: Partial<Record<FinancialFiType, string>>;
  /** A shorter title than the metric's catalog name, when it has one. */
  title?: string;
};

const both = (id: string, metric: string, title?: string): PerformanceCardDefinition => ({
  id,
  metrics: { bank: metric, credit_union: metric },
  ...(title ? { title } : {}),
});
const split = (id: string, bank: string, creditUnion: string, title?: string): PerformanceCardDefinition => ({
  id,
  metrics: { bank, credit_union: creditUnion },
  ...(title ? { title } : {}),
});
const bankOnly = (id: string, metric: string, title?: string): PerformanceCardDefinition => ({
  id,
  metrics: { bank: metric },
  ...(title ? { title } : {}),
});
const cuOnly = (id: string, metric: string, title?: string): PerformanceCardDefinition => ({
  id,
  metrics: { credit_union: metric },
  ...(title ? { title } : {}),
});

/**
 * Cards per Advisor page, headline first: the first two of each page lead the section's Executive
 * Brief. Card ids are stable (users' arrangements refer to them): never rename one.
 */
export const PERFORMANCE_CARDS: Readonly<Record<string, readonly PerformanceCardDefinition[]>> = {
  macro_profitability: [
    both('roa', 'roa', 'Return on Assets'),
    both('roe', 'roe', 'Return on Equity'),
    bankOnly('pre_provision_roa', 'bank_pre_provision_net_revenue_to_assets', 'Pre-Tax Pre-Provision ROA'),
    bankOnly('pretax_roa', 'bank_pretax_roa', 'Pretax ROA'),
    cuOnly('net_margin', 'cu_net_margin_to_assets'),
    both('net_income', 'net_income'),
    both('revenue_to_assets', 'revenue_to_average_assets'),
    both('net_income_per_employee', 'net_income_per_employee'),
  ],
  efficiency_ratio: [
    both('efficiency_ratio', 'efficiency_ratio'),
    both('noninterest_expense_to_assets', 'noninterest_expense_to_average_assets'),
    both('revenue_per_employee', 'revenue_per_employee'),
    both('assets_per_employee', 'assets_per_employee'),
    bankOnly('net_overhead_to_assets', 'bank_net_overhead_to_assets'),
    cuOnly('operating_expense_to_gross_income', 'cu_operating_expense_to_gross_income'),
    cuOnly('operating_expense_per_member', 'cu_operating_expense_per_member'),
  ],
  net_interest_margin: [
    both('net_interest_margin', 'net_interest_margin'),
    both('yield_on_earning_assets', 'yield_on_earning_assets'),
    both('yield_on_loans', 'yield_on_loans'),
    both('cost_of_funds', 'cost_of_funds'),
    split('yield_on_investments', 'bank_yield_on_securities', 'cu_yield_on_investments'),
    split('cost_of_deposits', 'bank_cost_of_deposits', 'cu_cost_of_shares'),
    both('interest_expense_to_assets', 'interest_expense_to_average_assets'),
  ],
  non_interest_income: [
    both('noninterest_income_to_assets', 'noninterest_income_to_average_assets'),
    both('noninterest_income_share', 'noninterest_income_share_of_revenue'),
    both('fee_income_to_assets', 'fee_income_to_average_assets'),
    both('noninterest_income_growth', 'noninterest_income_growth'),
    split(
      'fiduciary_or_other_income',
      'bank_fiduciary_income_to_assets',
      'cu_fee_and_other_income_to_assets',
    ),
    both('service_charges_share', 'service_charges_share_of_noninterest_income'),
  ],
  non_interest_expense: [
    both('noninterest_expense_to_assets', 'noninterest_expense_to_average_assets'),
    both('personnel_expense_to_assets', 'personnel_expense_to_average_assets'),
    both('occupancy_expense_to_assets', 'occupancy_expense_to_average_assets'),
    both('noninterest_expense_growth', 'noninterest_expense_growth'),
    bankOnly('other_noninterest_expense_to_assets', 'bank_other_noninterest_expense_to_assets'),
    cuOnly('operating_expense_per_member', 'cu_operating_expense_per_member'),
    both('personnel_expense_per_employee', 'personnel_expense_per_employee'),
  ],
  franchise_growth: [
    bankOnly('asset_growth', 'asset_growth'),
    bankOnly('deposit_account_growth', 'members_or_deposit_accounts_growth', 'Deposit Account Growth'),
    bankOnly('office_growth', 'bank_office_growth'),
    bankOnly('equity_growth', 'equity_growth'),
    bankOnly('fiduciary_assets_growth', 'bank_fiduciary_assets_growth'),
    bankOnly('employee_growth', 'employee_growth'),
  ],
  member_growth: [
    cuOnly('member_growth', 'members_or_deposit_accounts_growth', 'Member Growth'),
    cuOnly('potential_member_growth', 'cu_potential_member_growth'),
    cuOnly('members_to_potential_members', 'cu_members_to_potential_members'),
    cuOnly('borrowers_to_members', 'cu_borrowers_to_members'),
    cuOnly('members_per_branch', 'cu_members_per_branch'),
    cuOnly('branch_growth', 'cu_branch_growth'),
  ],
  share_growth: [
    cuOnly('share_growth', 'deposit_growth', 'Share Growth'),
    cuOnly('regular_share_growth', 'cu_regular_share_growth'),
    cuOnly('share_draft_growth', 'cu_share_draft_growth'),
    cuOnly('certificate_growth', 'cu_certificate_growth'),
    cuOnly('share_account_growth', 'cu_share_account_growth'),
    cuOnly('average_shares_per_member', 'cu_average_shares_per_member'),
  ],
  loan_growth: [
    both('loan_growth', 'loan_growth'),
    split('real_estate_loan_growth', 'bank_real_estate_loan_growth', 'cu_real_estate_loan_growth'),
    split('residential_loan_growth', 'bank_residential_loan_growth', 'cu_first_mortgage_growth'),
    split('commercial_loan_growth', 'bank_ci_loan_growth', 'cu_commercial_loan_growth'),
    split('consumer_loan_growth', 'bank_consumer_loan_growth', 'cu_consumer_loan_growth'),
    bankOnly('cre_loan_growth', 'bank_cre_loan_growth'),
    cuOnly('vehicle_loan_growth', 'cu_vehicle_loan_growth'),
    cuOnly('loan_origination_rate', 'cu_loan_origination_rate'),
  ],
  deposit_growth: [
    both('deposit_growth', 'deposit_growth'),
    split('core_deposit_growth', 'bank_core_deposit_growth', 'cu_regular_share_growth'),
    split('transaction_deposit_growth', 'bank_transaction_deposit_growth', 'cu_share_draft_growth'),
    split('time_deposit_growth', 'bank_time_deposit_growth', 'cu_certificate_growth'),
    both('account_growth', 'members_or_deposit_accounts_growth'),
  ],
  earnings_growth: [
    both('net_income_growth', 'net_income_growth'),
    both('revenue_growth', 'revenue_growth'),
    both('net_interest_income_growth', 'net_interest_income_growth'),
    both('noninterest_income_growth', 'noninterest_income_growth'),
    both('noninterest_expense_growth', 'noninterest_expense_growth'),
    split('capital_growth', 'equity_growth', 'cu_net_worth_growth'),
  ],
  enterprise_risk: [
    both('capital_ratio', 'capital_ratio'),
    both('delinquent_loans_to_equity', 'delinquent_loans_to_equity'),
    both('nonperforming_assets_to_assets', 'nonperforming_assets_to_assets'),
    both('liquid_assets_to_assets', 'liquid_assets_to_assets'),
    both('borrowings_to_assets', 'borrowings_to_assets'),
    split('uninsured_deposits_share', 'bank_uninsured_deposits_share', 'cu_uninsured_shares_share'),
    bankOnly('volatile_liabilities_to_assets', 'bank_volatile_liabilities_to_assets'),
  ],
  capital_adequacy: [
    both('capital_ratio', 'capital_ratio'),
    both('equity_to_assets', 'equity_to_assets'),
    split(
      'risk_based_capital',
      'bank_tier1_risk_based_capital_ratio',
      'cu_net_worth_ratio_excluding_cecl_adjustment',
    ),
    split('total_capital', 'bank_total_risk_based_capital_ratio', 'cu_solvency_evaluation'),
    split('capital_quality', 'bank_tangible_equity_ratio', 'cu_classified_assets_to_net_worth'),
    bankOnly('intangibles_to_equity', 'bank_intangibles_to_equity'),
    split('capital_growth', 'equity_growth', 'cu_net_worth_growth'),
  ],
  asset_quality: [
    both('delinquent_loans_to_loans', 'delinquent_loans_to_loans'),
    both('net_charge_offs_to_loans', 'net_charge_offs_to_average_loans'),
    both('allowance_coverage', 'allowance_coverage'),
    both('nonperforming_assets_to_assets', 'nonperforming_assets_to_assets'),
    split('early_delinquency', 'bank_past_due_30_89_rate', 'cu_delinquent_loans_to_assets'),
    split('problem_assets', 'bank_ore_to_assets', 'cu_bankruptcy_loans_rate'),
    both('allowance_to_loans', 'allowance_to_loans'),
  ],
  liquidity_risk: [
    both('liquid_assets_to_assets', 'liquid_assets_to_assets'),
    both('loans_to_deposits', 'loans_to_deposits'),
    both('borrowings_to_assets', 'borrowings_to_assets'),
    split('core_funding', 'bank_core_deposits_to_assets', 'cu_core_shares_to_shares_and_borrowings'),
    split('volatile_funding', 'bank_volatile_liabilities_to_assets', 'cu_borrowings_to_shares_and_net_worth'),
    split('uninsured_deposits_share', 'bank_uninsured_deposits_share', 'cu_uninsured_shares_share'),
    both('deposits_to_assets', 'deposits_to_assets'),
  ],
  earnings_quality: [
    bankOnly('pre_provision_net_revenue', 'bank_pre_provision_net_revenue_to_assets'),
    both('noninterest_income_share', 'noninterest_income_share_of_revenue'),
    both('provision_to_assets', 'provision_to_average_assets'),
    bankOnly('net_interest_income_share', 'bank_net_interest_income_share_of_revenue'),
    bankOnly('securities_gains_share', 'bank_securities_gains_to_pretax_income'),
    bankOnly('earnings_coverage', 'bank_earnings_coverage_of_net_charge_offs'),
    cuOnly('fee_income_share', 'cu_fee_income_share_of_gross_income'),
    cuOnly('net_charge_offs_to_assets', 'cu_net_charge_offs_to_assets'),
    cuOnly('dividends_to_assets', 'cu_dividends_to_assets'),
  ],
};

export type ResolvedCard = { id: string; pageId: string; title: string; metric: MetricDefinition };

/** The cards one institution type sees on a page, each with its catalog metric. */
export function performanceCardsFor(pageId: string, fiType: FiType): ResolvedCard[] {
  const type = formulaTypeFor(fiType);
  return (PERFORMANCE_CARDS[pageId] ?? []).flatMap((card) => {
    const metricId = card.metrics[type];
    const metric = metricId ? metricById(metricId) : undefined;
    if (!metric?.formulas[type]) return [];
    return [{ id: card.id, pageId, title: card.title ?? metric.name, metric }];
  });
}

/** Every card id a page can show, whatever the institution type: what an arrangement may name. */
export function performanceCardIds(pageId: string): string[] {
  return (PERFORMANCE_CARDS[pageId] ?? []).map((card) => card.id);
}
