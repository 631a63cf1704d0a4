import { type Expr, item, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { bankMetric, growth, SPAN } from './common.js';
import { B } from './terms.js';

/** Bank Detailed Metrics: year-over-year growth by line (franchise, loan and deposit growth). */

type Line = [id: string, name: string, balance: Expr, detail: string];

const lines: Line[] = [
  ['bank_securities_growth', 'Securities Growth', item('sc'), 'total securities (sc)'],
  ['bank_core_deposit_growth', 'Core Deposit Growth', item('coredep'), 'core (retail) deposits (coredep)'],
  [
    'bank_transaction_deposit_growth',
    'Transaction Account Growth',
    item('trn'),
    'transaction accounts (trn)',
  ],
  ['bank_time_deposit_growth', 'Time Deposit Growth', item('ntrtime'), 'time deposits (ntrtime)'],
  [
    'bank_real_estate_loan_growth',
    'Real Estate Loan Growth',
    item('lnre'),
    'loans secured by real estate (lnre)',
  ],
  [
    'bank_residential_loan_growth',
    'Residential Mortgage Loan Growth',
    item('lnreres'),
    '1-4 family residential loans (lnreres)',
  ],
  [
    'bank_cre_loan_growth',
    'Commercial Real Estate Loan Growth',
    sumOf(item('lnrenres'), item('lnremult'), item('lnrecons')),
    'commercial real estate loans (lnrenres + lnremult + lnrecons)',
  ],
  [
    'bank_ci_loan_growth',
    'Commercial and Industrial Loan Growth',
    item('lnci'),
    'commercial and industrial loans (lnci)',
  ],
  ['bank_consumer_loan_growth', 'Consumer Loan Growth', item('lncon'), 'loans to individuals (lncon)'],
  [
    'bank_agricultural_loan_growth',
    'Agricultural Loan Growth',
    sumOf(item('lnag'), item('lnreag')),
    'agricultural production and farmland loans (lnag + lnreag)',
  ],
  ['bank_office_growth', 'Office Growth', B.offices, 'offices (offdom + offfor)'],
  [
    'bank_fiduciary_assets_growth',
    'Fiduciary Assets Growth',
    item('idtfra'),
    'total fiduciary and related assets (idtfra)',
  ],
];

export const BANK_GROWTH: readonly MetricDefinition[] = lines.map(([id, name, balance, detail]) =>
  bankMetric({
    id,
    name,
    group: 'Growth',
    advisorSection: 'growth',
    format: 'P1',
    higherIsBetter: true,
    formula: growth(balance),
    definition: `Year-over-year change in ${detail}. ${SPAN.growth}`,
  }),
);
