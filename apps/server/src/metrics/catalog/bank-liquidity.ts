import { div, type Expr, item, sub, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { bankMetric, SPAN } from './common.js';
import { B } from './terms.js';

/** Bank Detailed Metrics: liquidity, funding and off-balance-sheet exposure (point-in-time ratios). */

type Ratio = [
  id: string,
  name: string,
  numerator: Expr,
  denominator: Expr,
  higherIsBetter: boolean | null,
  detail: string,
];

const liquidity: Ratio[] = [
  [
    'bank_net_loans_to_core_deposits',
    'Net Loans to Core Deposits',
    B.netLoans,
    item('coredep'),
    null,
    'Net loans and leases (lnlsnet) as a percent of core (retail) deposits (coredep) (FDIC idlncorr)',
  ],
  [
    'bank_core_deposits_to_assets',
    'Core Deposits to Assets',
    item('coredep'),
    B.assets,
    true,
    'Core (retail) deposits (coredep) as a percent of total assets',
  ],
  [
    'bank_domestic_deposits_to_assets',
    'Domestic Deposits to Assets',
    item('depdom'),
    B.assets,
    null,
    'Deposits held in domestic offices (depdom) as a percent of total assets (FDIC depdastr)',
  ],
  [
    'bank_volatile_liabilities_to_assets',
    'Volatile Liabilities to Assets',
    item('voliab'),
    B.assets,
    false,
    'Volatile liabilities (voliab: large time deposits, foreign deposits, fed funds purchased and repos, trading liabilities and other short-term borrowings) as a percent of total assets',
  ],
  [
    'bank_fhlb_advances_to_assets',
    'FHLB Advances to Assets',
    item('othbfhlb'),
    B.assets,
    null,
    'Federal Home Loan Bank advances (othbfhlb) as a percent of total assets',
  ],
  [
    'bank_long_term_assets_to_assets',
    'Long-Term Assets to Assets',
    item('asstlt'),
    B.assets,
    null,
    'Loans and securities with a remaining maturity or repricing of more than five years (asstlt) as a percent of total assets: interest-rate exposure',
  ],
  [
    'bank_cash_to_assets',
    'Cash and Balances Due to Assets',
    item('chbal'),
    B.assets,
    true,
    'Cash and balances due from depository institutions (chbal) as a percent of total assets',
  ],
  [
    'bank_securities_to_assets',
    'Securities to Assets',
    item('sc'),
    B.assets,
    null,
    'Total securities (sc) as a percent of total assets',
  ],
  [
    'bank_pledged_securities_share',
    'Pledged Securities to Securities',
    item('scpledge'),
    item('sc'),
    false,
    'Pledged securities (scpledge) as a percent of total securities: securities not free to sell for liquidity',
  ],
  [
    'bank_loans_held_for_sale_share',
    'Loans Held for Sale to Loans',
    item('lnlssale'),
    B.loans,
    null,
    'Loans and leases held for sale (lnlssale) as a percent of total loans (lnlsgr)',
  ],
  [
    'bank_unused_commitments_to_assets',
    'Unused Commitments to Assets',
    item('uc'),
    B.assets,
    null,
    'Total unused loan commitments (uc) as a percent of total assets: contingent funding needs',
  ],
  [
    'bank_standby_letters_of_credit_to_assets',
    'Standby Letters of Credit to Assets',
    item('locfpsb'),
    B.assets,
    null,
    'Financial and performance standby letters of credit (locfpsb) as a percent of total assets',
  ],
  [
    'bank_derivatives_to_assets',
    'Derivatives Notional to Assets',
    item('obsdir'),
    B.assets,
    null,
    'Notional amount of derivative contracts (obsdir) as a percent of total assets',
  ],
  [
    'bank_assets_serviced_for_others_to_assets',
    'Assets Serviced for Others to Assets',
    item('lnserv'),
    B.assets,
    null,
    'Principal balance of loans serviced for others (lnserv) as a percent of total assets',
  ],
  [
    'bank_uninsured_deposits_share',
    'Estimated Uninsured Deposits to Deposits',
    sub(B.deposits, item('depins')),
    B.deposits,
    false,
    'Total deposits less estimated insured deposits (dep − depins) as a percent of total deposits: run-prone funding',
  ],
  [
    'bank_interest_bearing_deposits_share',
    'Interest-Bearing Deposits to Deposits',
    item('depi'),
    B.deposits,
    null,
    'Interest-bearing deposits (depi) as a percent of total deposits',
  ],
  [
    'bank_large_time_deposits_share',
    'Time Deposits over $250,000 to Deposits',
    item('ntrtmlgj'),
    B.deposits,
    false,
    'Time deposits above the insurance limit of $250,000 (ntrtmlgj) as a percent of total deposits',
  ],
  [
    'bank_short_term_funding_to_assets',
    'Fed Funds Purchased and Repos to Assets',
    sumOf(item('frepp'), item('tradel')),
    B.assets,
    false,
    'Federal funds purchased, repurchase agreements and trading liabilities (frepp + tradel) as a percent of total assets',
  ],
];

export const BANK_LIQUIDITY: readonly MetricDefinition[] = liquidity.map(
  ([id, name, numerator, denominator, higherIsBetter, detail]) =>
    bankMetric({
      id,
      name,
      group: 'Liquidity and Funding',
      advisorSection: 'risk',
      format: 'P1',
      higherIsBetter,
      formula: div(numerator, denominator),
      definition: `${detail}. ${SPAN.point}`,
    }),
);
