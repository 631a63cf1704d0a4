import type { FiType } from './fi-types.js';

/**
 * The key metrics of each FI type, as catalog metric ids (metricElementId gives their report ids):
 * what the Key Metrics report shows and what key-metric exports list. Holding companies read the bank
 * formulas, so they share the bank list except for ratios only banks file.
 */
const BANK_KEY_METRICS = [
  'total_assets',
  'total_loans',
  'total_deposits',
  'total_equity',
  'net_income',
  'roa',
  'roe',
  'net_interest_margin',
  'yield_on_earning_assets',
  'cost_of_funds',
  'efficiency_ratio',
  'noninterest_income_to_average_assets',
  'noninterest_expense_to_average_assets',
  'equity_to_assets',
  'capital_ratio',
  'bank_tier1_risk_based_capital_ratio',
  'delinquent_loans_to_loans',
  'net_charge_offs_to_average_loans',
  'allowance_to_loans',
  'loans_to_deposits',
  'liquid_assets_to_assets',
  'asset_growth',
  'loan_growth',
  'deposit_growth',
  'net_income_growth',
] as const;

export const KEY_METRICS: Readonly<Record<FiType, readonly string[]>> = {
  bank: BANK_KEY_METRICS,
  bhc: BANK_KEY_METRICS,
  credit_union: [
    'total_assets',
    'total_loans',
    'total_deposits',
    'total_equity',
    'net_income',
    'members_or_deposit_accounts',
    'roa',
    'roe',
    'net_interest_margin',
    'yield_on_earning_assets',
    'cost_of_funds',
    'efficiency_ratio',
    'noninterest_income_to_average_assets',
    'noninterest_expense_to_average_assets',
    'capital_ratio',
    'equity_to_assets',
    'delinquent_loans_to_loans',
    'net_charge_offs_to_average_loans',
    'allowance_to_loans',
    'cu_loans_to_shares',
    'liquid_assets_to_assets',
    'asset_growth',
    'loan_growth',
    'deposit_growth',
    'members_or_deposit_accounts_growth',
  ],
};
