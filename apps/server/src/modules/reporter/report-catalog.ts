import { type FiType, KEY_METRICS, metricElementId } from '@fin-atlas/domain';
import { formulaTypeFor, metricById } from '../../metrics/catalog/index.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';

/** The built-in reports' category; customer reports (report writer) carry their own. */
export const FIN_REPORTS = 'fin_reports';

type Section<T> = { header: string; items: readonly T[] };

export type MetricReport = {
  id: number;
  name: string;
  kind: 'metrics';
  /** bank reports also serve holding companies, which read the bank formulas. */
  formulaType: 'bank' | 'credit_union';
  sections: readonly Section<string>[];
};

export type TechnographicReport = {
  id: number;
  name: string;
  kind: 'technographics';
  /** Bank services by their catalog name; ids are the database's and looked up when served. */
  sections: readonly Section<string>[];
};

export type BuiltInReport = MetricReport | TechnographicReport;

const keyMetrics = (type: FiType): Section<string>[] => {
  const list = KEY_METRICS[type];
  const take = (ids: readonly string[]) => ids.filter((id) => list.includes(id));
  return [
    {
      header: 'Size',
      items: take(['total_assets', 'total_loans', 'total_deposits', 'total_equity', 'net_income']).concat(
        take(['members_or_deposit_accounts']),
      ),
    },
    {
      header: 'Profitability',
      items: take([
        'roa',
        'roe',
        'net_interest_margin',
        'yield_on_earning_assets',
        'cost_of_funds',
        'efficiency_ratio',
        'noninterest_income_to_average_assets',
        'noninterest_expense_to_average_assets',
      ]),
    },
    {
      header: 'Capital',
      items: take(['equity_to_assets', 'capital_ratio', 'bank_tier1_risk_based_capital_ratio']),
    },
    {
      header: 'Asset Quality',
      items: take(['delinquent_loans_to_loans', 'net_charge_offs_to_average_loans', 'allowance_to_loans']),
    },
    {
      header: 'Liquidity',
      items: take(['loans_to_deposits', 'cu_loans_to_shares', 'liquid_assets_to_assets']),
    },
    {
      header: 'Growth',
      items: take([
        'asset_growth',
        'loan_growth',
        'deposit_growth',
        'net_income_growth',
        'members_or_deposit_accounts_growth',
      ]),
    },
  ];
};

const BANK_REPORTS: MetricReport[] = [
  { id: 1, name: 'Key Metrics', kind: 'metrics', formulaType: 'bank', sections: keyMetrics('bank') },
  {
    id: 2,
    name: 'Profitability',
    kind: 'metrics',
    formulaType: 'bank',
    sections: [
      {
        header: 'Returns',
        items: ['roa', 'roe', 'bank_pretax_roa', 'bank_pre_provision_net_revenue_to_assets', 'net_income'],
      },
      {
        header: 'Margin',
        items: [
          'net_interest_margin',
          'yield_on_earning_assets',
          'yield_on_loans',
          'bank_yield_on_securities',
          'cost_of_funds',
          'bank_cost_of_deposits',
        ],
      },
      {
        header: 'Income and Expense',
        items: [
          'efficiency_ratio',
          'noninterest_income_to_average_assets',
          'noninterest_expense_to_average_assets',
          'personnel_expense_to_average_assets',
          'provision_to_average_assets',
          'noninterest_income_share_of_revenue',
          'bank_effective_tax_rate',
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Balance Sheet & Growth',
    kind: 'metrics',
    formulaType: 'bank',
    sections: [
      { header: 'Size', items: ['total_assets', 'total_loans', 'total_deposits', 'total_equity', 'offices'] },
      {
        header: 'Loan Mix',
        items: [
          'residential_loans_share',
          'commercial_real_estate_loans_share',
          'commercial_loans_share',
          'consumer_loans_share',
          'bank_construction_loans_share',
        ],
      },
      {
        header: 'Deposit Mix',
        items: ['transaction_deposits_share', 'savings_deposits_share', 'time_deposits_share'],
      },
      {
        header: 'Growth',
        items: ['asset_growth', 'loan_growth', 'deposit_growth', 'equity_growth', 'bank_core_deposit_growth'],
      },
    ],
  },
  {
    id: 4,
    name: 'Capital',
    kind: 'metrics',
    formulaType: 'bank',
    sections: [
      {
        header: 'Regulatory Capital',
        items: [
          'capital_ratio',
          'bank_tier1_risk_based_capital_ratio',
          'bank_total_risk_based_capital_ratio',
          'bank_risk_weighted_assets_to_assets',
        ],
      },
      {
        header: 'Equity',
        items: [
          'equity_to_assets',
          'bank_tangible_equity_ratio',
          'bank_intangibles_to_equity',
          'equity_growth',
        ],
      },
      { header: 'Payout', items: ['bank_dividend_payout', 'bank_retained_earnings_to_average_equity'] },
    ],
  },
  {
    id: 5,
    name: 'Asset Quality',
    kind: 'metrics',
    formulaType: 'bank',
    sections: [
      {
        header: 'Problem Loans',
        items: [
          'delinquent_loans_to_loans',
          'bank_past_due_30_89_rate',
          'nonperforming_assets_to_assets',
          'bank_ore_to_assets',
          'delinquent_loans_to_equity',
        ],
      },
      {
        header: 'Losses and Reserves',
        items: [
          'net_charge_offs_to_average_loans',
          'allowance_to_loans',
          'allowance_coverage',
          'provision_to_net_charge_offs',
        ],
      },
      {
        header: 'Noncurrent Loans by Type',
        items: [
          'bank_noncurrent_re_loans_rate',
          'bank_noncurrent_ci_loans_rate',
          'bank_noncurrent_consumer_loans_rate',
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Liquidity',
    kind: 'metrics',
    formulaType: 'bank',
    sections: [
      {
        header: 'Liquidity',
        items: ['loans_to_deposits', 'loans_to_assets', 'liquid_assets_to_assets', 'bank_cash_to_assets'],
      },
      {
        header: 'Funding',
        items: [
          'bank_core_deposits_to_assets',
          'bank_volatile_liabilities_to_assets',
          'borrowings_to_assets',
          'bank_fhlb_advances_to_assets',
          'bank_uninsured_deposits_share',
        ],
      },
    ],
  },
];

const CU_REPORTS: MetricReport[] = [
  {
    id: 11,
    name: 'Key Metrics',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: keyMetrics('credit_union'),
  },
  {
    id: 12,
    name: 'Profitability',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: [
      { header: 'Returns', items: ['roa', 'roe', 'cu_net_margin_to_assets', 'net_income'] },
      {
        header: 'Margin',
        items: [
          'net_interest_margin',
          'yield_on_earning_assets',
          'yield_on_loans',
          'cu_yield_on_investments',
          'cost_of_funds',
          'cu_cost_of_shares',
        ],
      },
      {
        header: 'Income and Expense',
        items: [
          'efficiency_ratio',
          'cu_operating_expense_to_gross_income',
          'cu_fee_and_other_income_to_assets',
          'cu_net_operating_expense_to_assets',
          'provision_to_average_assets',
          'cu_operating_expense_per_member',
        ],
      },
    ],
  },
  {
    id: 13,
    name: 'Balance Sheet & Growth',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: [
      {
        header: 'Size',
        items: [
          'total_assets',
          'total_loans',
          'total_deposits',
          'total_equity',
          'members_or_deposit_accounts',
        ],
      },
      {
        header: 'Loan Mix',
        items: [
          'cu_first_mortgage_loans_share',
          'cu_new_vehicle_loans_share',
          'cu_used_vehicle_loans_share',
          'credit_card_loans_share',
          'cu_commercial_loans_share',
        ],
      },
      {
        header: 'Share Mix',
        items: ['cu_regular_shares_share', 'cu_money_market_shares_share', 'time_deposits_share'],
      },
      {
        header: 'Growth',
        items: [
          'asset_growth',
          'loan_growth',
          'deposit_growth',
          'members_or_deposit_accounts_growth',
          'cu_net_worth_growth',
        ],
      },
    ],
  },
  {
    id: 14,
    name: 'Capital',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: [
      {
        header: 'Net Worth',
        items: [
          'capital_ratio',
          'cu_net_worth_ratio_excluding_cecl_adjustment',
          'equity_to_assets',
          'cu_solvency_evaluation',
          'cu_net_worth_growth',
        ],
      },
      {
        header: 'Exposure',
        items: [
          'cu_classified_assets_to_net_worth',
          'cu_commercial_loans_to_net_worth',
          'delinquent_loans_to_equity',
        ],
      },
    ],
  },
  {
    id: 15,
    name: 'Asset Quality',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: [
      {
        header: 'Delinquency',
        items: [
          'delinquent_loans_to_loans',
          'cu_delinquent_loans_to_assets',
          'cu_vehicle_delinquency_rate',
          'cu_first_mortgage_delinquency_rate',
          'cu_credit_card_delinquency_rate',
        ],
      },
      {
        header: 'Losses and Reserves',
        items: [
          'net_charge_offs_to_average_loans',
          'cu_net_charge_offs_to_assets',
          'allowance_to_loans',
          'allowance_coverage',
        ],
      },
    ],
  },
  {
    id: 16,
    name: 'Liquidity',
    kind: 'metrics',
    formulaType: 'credit_union',
    sections: [
      {
        header: 'Liquidity',
        items: [
          'cu_loans_to_shares',
          'cu_loans_to_assets_gross',
          'liquid_assets_to_assets',
          'cu_unfunded_commitments_to_assets',
        ],
      },
      {
        header: 'Funding',
        items: [
          'cu_core_shares_to_shares_and_borrowings',
          'cu_borrowings_to_shares_and_net_worth',
          'borrowings_to_assets',
          'cu_uninsured_shares_share',
        ],
      },
    ],
  },
];

const TECHNOGRAPHIC_REPORTS: TechnographicReport[] = [
  {
    id: 21,
    name: 'Technology Profile',
    kind: 'technographics',
    sections: [
      { header: 'Core & Infrastructure', items: ['Core Processing', 'Core Hosting', 'General Ledger'] },
      {
        header: 'Digital Banking',
        items: [
          'Retail Online Banking',
          'Retail Mobile Banking',
          'Consumer Mobile Deposit',
          'Consumer Bill Pay',
        ],
      },
      {
        header: 'Payments',
        items: ['ACH Processing', 'Wire Transfer', 'Debit Card Processing', 'EFT Network'],
      },
      { header: 'Lending', items: ['Consumer Loan Origination', 'Mortgage Servicing', 'Loan Servicing'] },
    ],
  },
];

export const BUILT_IN_REPORTS: readonly BuiltInReport[] = [
  ...BANK_REPORTS,
  ...CU_REPORTS,
  ...TECHNOGRAPHIC_REPORTS,
];

export function builtInReport(id: number): BuiltInReport | undefined {
  return BUILT_IN_REPORTS.find((r) => r.id === id);
}

/** Whether a built-in report runs for an institution of this type (bank reports also serve BHCs). */
export function builtInAppliesTo(report: BuiltInReport, fiType: string): boolean {
  return report.kind === 'technographics' || report.formulaType === formulaTypeFor(fiType);
}

export function reportsFor(fiType: string | null): BuiltInReport[] {
  return BUILT_IN_REPORTS.filter((r) => fiType === null || builtInAppliesTo(r, fiType));
}

/** The report's metrics in order, each with the header it sits under. */
export function reportMetrics(report: MetricReport): { metric: MetricDefinition; header: string }[] {
  return report.sections.flatMap((s) =>
    s.items.map((id) => {
      const metric = metricById(id);
      if (!metric) throw new Error(`report ${report.id} names unknown metric ${id}`);
      return { metric, header: s.header };
    }),
  );
}

export const elementIdOf = (metric: MetricDefinition): number => metricElementId(metric.id);
