import { avg, avgOf, div, type Expr, flow, item, sub, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { AVERAGE, bankMetric, orZero, rate, SPAN } from './common.js';
import { B } from './terms.js';

/**
 * Bank Detailed Metrics: asset quality by loan type, following FDIC's published ratio files
 * ("Noncurrent loans to loans", "Net charge-offs to loans"); each id names the FDIC variable it reproduces.
 */

const noncurrent = (category: string): Expr => sumOf(item(`p9${category}`), item(`na${category}`));

type Noncurrent = [
  id: string,
  name: string,
  fdic: string,
  numerator: Expr,
  denominator: Expr,
  detail: string,
];

const noncurrentByType: Noncurrent[] = [
  [
    'bank_noncurrent_re_loans_rate',
    'Noncurrent Real Estate Loans',
    'ncrer',
    noncurrent('re'),
    item('lnre'),
    'real estate loans (p9re + nare ÷ lnre)',
  ],
  [
    'bank_noncurrent_construction_loans_rate',
    'Noncurrent Construction and Development Loans',
    'ncreconr',
    noncurrent('recons'),
    item('lnrecons'),
    'construction and land development loans (p9recons + narecons ÷ lnrecons)',
  ],
  [
    'bank_noncurrent_cre_loans_rate',
    'Noncurrent Nonfarm Nonresidential Loans',
    'ncrenrer',
    noncurrent('renres'),
    item('lnrenres'),
    'loans secured by nonfarm nonresidential property (p9renres + narenres ÷ lnrenres)',
  ],
  [
    'bank_noncurrent_multifamily_loans_rate',
    'Noncurrent Multifamily Loans',
    'ncremulr',
    noncurrent('remult'),
    item('lnremult'),
    'multifamily residential loans (p9remult + naremult ÷ lnremult)',
  ],
  [
    'bank_noncurrent_residential_loans_rate',
    'Noncurrent 1-4 Family Residential Loans',
    'ncreresr',
    noncurrent('reres'),
    item('lnreres'),
    '1-4 family residential loans (p9reres + nareres ÷ lnreres)',
  ],
  [
    'bank_noncurrent_ci_loans_rate',
    'Noncurrent Commercial and Industrial Loans',
    'idnccir',
    noncurrent('ci'),
    item('lnci'),
    'commercial and industrial loans (p9ci + naci ÷ lnci)',
  ],
  [
    'bank_noncurrent_consumer_loans_rate',
    'Noncurrent Loans to Individuals',
    'idncconr',
    noncurrent('con'),
    item('lncon'),
    'loans to individuals (p9con + nacon ÷ lncon)',
  ],
  [
    'bank_noncurrent_credit_card_loans_rate',
    'Noncurrent Credit Card Loans',
    'idnccrdr',
    noncurrent('crcd'),
    item('lncrcd'),
    'credit card loans (p9crcd + nacrcd ÷ lncrcd)',
  ],
  [
    'bank_noncurrent_other_individual_loans_rate',
    'Noncurrent Other Loans to Individuals',
    'idnccoor',
    sub(noncurrent('con'), orZero(noncurrent('crcd'))),
    sub(item('lncon'), orZero(item('lncrcd'))),
    'loans to individuals other than credit cards ((p9con + nacon − p9crcd − nacrcd) ÷ (lncon − lncrcd))',
  ],
  [
    'bank_noncurrent_auto_loans_rate',
    'Noncurrent Auto Loans',
    'idncator',
    noncurrent('auto'),
    item('lnauto'),
    'automobile loans (p9auto + naauto ÷ lnauto)',
  ],
  [
    'bank_noncurrent_other_consumer_loans_rate',
    'Noncurrent Other Consumer Loans',
    'idnccotr',
    noncurrent('conoth'),
    sumOf(item('lnconoth'), item('lnconrp')),
    'other consumer loans including related plans (p9conoth + naconoth ÷ (lnconoth + lnconrp))',
  ],
];

type ChargeOff = [
  id: string,
  name: string,
  fdic: string | null,
  numerator: Expr,
  balance: string[],
  detail: string,
];

const chargeOffsByType: ChargeOff[] = [
  [
    'bank_net_charge_offs_re_rate',
    'Net Charge-Offs: Real Estate Loans',
    'ntrer',
    flow('ntre'),
    ['lnre'],
    'real estate loans (ntre ÷ average lnre)',
  ],
  [
    'bank_net_charge_offs_construction_rate',
    'Net Charge-Offs: Construction and Development',
    'ntrecosr',
    flow('ntrecons'),
    ['lnrecons'],
    'construction and land development loans (ntrecons ÷ average lnrecons)',
  ],
  [
    'bank_net_charge_offs_cre_rate',
    'Net Charge-Offs: Nonfarm Nonresidential',
    'ntrenrsr',
    flow('ntrenres'),
    ['lnrenres'],
    'nonfarm nonresidential real estate loans (ntrenres ÷ average lnrenres)',
  ],
  [
    'bank_net_charge_offs_multifamily_rate',
    'Net Charge-Offs: Multifamily',
    'ntremulr',
    flow('ntremult'),
    ['lnremult'],
    'multifamily residential loans (ntremult ÷ average lnremult)',
  ],
  [
    'bank_net_charge_offs_residential_rate',
    'Net Charge-Offs: 1-4 Family Residential',
    'ntreresr',
    flow('ntreres'),
    ['lnreres'],
    '1-4 family residential loans (ntreres ÷ average lnreres)',
  ],
  [
    'bank_net_charge_offs_ci_rate',
    'Net Charge-Offs: Commercial and Industrial',
    'idntcir',
    flow('ntci'),
    ['lnci'],
    'commercial and industrial loans (ntci ÷ average lnci)',
  ],
  [
    'bank_net_charge_offs_consumer_rate',
    'Net Charge-Offs: Loans to Individuals',
    'idntconr',
    flow('ntcon'),
    ['lncon'],
    'loans to individuals (ntcon ÷ average lncon)',
  ],
  [
    'bank_net_charge_offs_credit_card_rate',
    'Net Charge-Offs: Credit Cards',
    'idntcrdr',
    flow('ntcrcd'),
    ['lncrcd'],
    'credit card loans (ntcrcd ÷ average lncrcd)',
  ],
  [
    'bank_net_charge_offs_auto_rate',
    'Net Charge-Offs: Auto Loans',
    'idntator',
    flow('ntauto'),
    ['lnauto'],
    'automobile loans (ntauto ÷ average lnauto)',
  ],
  [
    'bank_net_charge_offs_other_consumer_rate',
    'Net Charge-Offs: Other Consumer Loans',
    'idntcotr',
    flow('ntconoth'),
    ['lnconoth', 'lnconrp'],
    'other consumer loans (ntconoth ÷ average of lnconoth + lnconrp)',
  ],
  [
    'bank_net_charge_offs_agricultural_rate',
    'Net Charge-Offs: Agricultural Production',
    null,
    flow('ntag'),
    ['lnag'],
    'loans to finance agricultural production (ntag ÷ average lnag)',
  ],
  [
    'bank_net_charge_offs_farmland_rate',
    'Net Charge-Offs: Farmland',
    null,
    flow('ntreag'),
    ['lnreag'],
    'loans secured by farmland (ntreag ÷ average lnreag)',
  ],
  [
    'bank_net_charge_offs_leases_rate',
    'Net Charge-Offs: Leases',
    null,
    flow('ntls'),
    ['ls'],
    'lease financing receivables (ntls ÷ average ls)',
  ],
];

const averageOf = (codes: string[]): Expr => {
  const [first, ...rest] = codes;
  if (first === undefined) throw new Error('no balance');
  return rest.length === 0 ? avg(first) : avgOf(sumOf(...codes.map(item)));
};

const otherQuality: MetricDefinition[] = [
  bankMetric({
    id: 'bank_past_due_30_89_rate',
    name: 'Loans 30-89 Days Past Due to Loans',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: false,
    formula: div(sub(item('p3asset'), orZero(item('p3scdebt'))), B.grossLoans),
    definition: `Loans and leases 30 to 89 days past due and still accruing (assets past due 30-89 days less debt securities and other assets, p3asset − p3scdebt) as a percent of gross loans (idlnls): early-stage delinquency. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_noncurrent_guaranteed_share',
    name: 'Government-Guaranteed Share of Noncurrent Loans',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: null,
    formula: div(item('ncgtypar'), B.noncurrentLoans),
    definition: `Noncurrent loans wholly or partially guaranteed by the U.S. government (ncgtypar) as a percent of noncurrent loans (FDIC idncgtpr). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_noncurrent_loans_to_total_loans',
    name: 'Noncurrent Loans to Loans (net of unearned income)',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: false,
    formula: div(B.noncurrentLoans, B.loans),
    definition: `Noncurrent loans (nclnls) as a percent of total loans net of unearned income (lnlsgr), the base FDIC's Performance and Condition Ratios use; the common metric uses gross loans (idlnls) as FDIC's noncurrent-loan file does. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_ore_to_assets',
    name: 'Other Real Estate Owned to Assets',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: false,
    formula: div(item('ore'), B.assets),
    definition: `Other real estate owned (foreclosed property, ore) as a percent of total assets. ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_restructured_loans_rate',
    name: 'Restructured Loans to Loans',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: false,
    formula: div(item('rslnltot'), B.loans),
    definition: `Loans and leases restructured in troubled debt restructurings (rslnltot) as a percent of total loans (lnlsgr). ${SPAN.point}`,
  }),
  bankMetric({
    id: 'bank_gross_charge_offs_rate',
    name: 'Gross Charge-Offs to Average Loans',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P2',
    higherIsBetter: false,
    formula: rate(flow('drlnls'), B.avgLoans),
    definition: `Loans charged off (drlnls), annualised, as a percent of ${AVERAGE.bankBalance} of total loans (lnlsgr). ${SPAN.rate}`,
  }),
  bankMetric({
    id: 'bank_recoveries_to_charge_offs',
    name: 'Recoveries to Charge-Offs',
    group: 'Asset Quality',
    advisorSection: 'risk',
    format: 'P1',
    higherIsBetter: true,
    formula: div(flow('crlnls'), flow('drlnls')),
    definition: `Recoveries (crlnls) as a percent of charge-offs (drlnls). ${SPAN.flowRatio}`,
  }),
];

export const BANK_ASSET_QUALITY: readonly MetricDefinition[] = [
  ...otherQuality,
  ...noncurrentByType.map(([id, name, fdic, numerator, denominator, detail]) =>
    bankMetric({
      id,
      name,
      group: 'Noncurrent Loans by Type',
      advisorSection: 'risk',
      format: 'P2',
      higherIsBetter: false,
      formula: div(numerator, denominator),
      definition: `Noncurrent (90 days or more past due, or nonaccrual) ${detail} as a percent of those loans (FDIC ${fdic}). ${SPAN.point}`,
    }),
  ),
  ...chargeOffsByType.map(([id, name, fdic, numerator, balance, detail]) =>
    bankMetric({
      id,
      name,
      group: 'Net Charge-Offs by Type',
      advisorSection: 'risk',
      format: 'P2',
      higherIsBetter: false,
      formula: rate(numerator, averageOf(balance)),
      definition: `Net charge-offs (charge-offs less recoveries), annualised, as a percent of average loans, on ${detail}; the balance is averaged as ${AVERAGE.bankBalance}${fdic ? ` (FDIC ${fdic})` : ''}. ${SPAN.rate}`,
    }),
  ),
];
