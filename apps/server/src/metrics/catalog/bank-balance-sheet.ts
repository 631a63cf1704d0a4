import { div, type Expr, item, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { bankMetric, SPAN } from './common.js';
import { B } from './terms.js';

/** Bank Detailed Metrics: balance-sheet composition (loan, deposit and securities mix). */

type Part = [id: string, name: string, part: Expr, detail: string];

const mix = (group: string, whole: Expr, wholeWords: string, parts: Part[]): MetricDefinition[] =>
  parts.map(([id, name, part, detail]) =>
    bankMetric({
      id,
      name,
      group,
      advisorSection: 'offering',
      format: 'P1',
      higherIsBetter: null,
      formula: div(part, whole),
      definition: `${detail} as a percent of ${wholeWords}. ${SPAN.point}`,
    }),
  );

const loanMix = mix('Loan Mix', B.loans, 'total loans and leases (lnlsgr)', [
  [
    'bank_real_estate_loans_share',
    'Real Estate Loans to Loans',
    item('lnre'),
    'All loans secured by real estate (lnre)',
  ],
  [
    'bank_construction_loans_share',
    'Construction and Development Loans to Loans',
    item('lnrecons'),
    'Construction, land development and other land loans (lnrecons)',
  ],
  [
    'bank_owner_occupied_cre_share',
    'Owner-Occupied Nonfarm Nonresidential Loans to Loans',
    item('lnrenrow'),
    'Loans secured by owner-occupied nonfarm nonresidential property (lnrenrow)',
  ],
  [
    'bank_non_owner_occupied_cre_share',
    'Non-Owner-Occupied Nonfarm Nonresidential Loans to Loans',
    item('lnrenrot'),
    'Loans secured by other (investor) nonfarm nonresidential property (lnrenrot)',
  ],
  [
    'bank_multifamily_loans_share',
    'Multifamily Loans to Loans',
    item('lnremult'),
    'Loans secured by multifamily (5+) residential property (lnremult)',
  ],
  [
    'bank_first_lien_residential_share',
    '1-4 Family First Liens to Loans',
    item('lnrersfm'),
    'Closed-end loans secured by first liens on 1-4 family residential property (lnrersfm)',
  ],
  [
    'bank_junior_lien_residential_share',
    '1-4 Family Junior Liens to Loans',
    item('lnrersf2'),
    'Closed-end loans secured by junior liens on 1-4 family residential property (lnrersf2)',
  ],
  [
    'bank_home_equity_loans_share',
    'Home Equity Lines to Loans',
    item('lnreloc'),
    'Revolving open-end lines secured by 1-4 family residential property (home equity lines, lnreloc)',
  ],
  [
    'bank_farmland_loans_share',
    'Farmland Loans to Loans',
    item('lnreag'),
    'Loans secured by farmland (lnreag)',
  ],
  [
    'bank_agricultural_loans_share',
    'Agricultural Production Loans to Loans',
    item('lnag'),
    'Loans to finance agricultural production and other loans to farmers (lnag)',
  ],
  [
    'bank_other_consumer_loans_share',
    'Other Consumer Loans to Loans',
    sumOf(item('lnconoth'), item('lnconrp')),
    'Loans to individuals other than credit cards and auto loans, including related plans (lnconoth + lnconrp)',
  ],
  [
    'bank_municipal_loans_share',
    'Loans to States and Municipalities to Loans',
    item('lnmuni'),
    'Obligations of states and political subdivisions in the U.S. (lnmuni)',
  ],
  [
    'bank_depository_loans_share',
    'Loans to Depository Institutions to Loans',
    item('lndepac'),
    'Loans to depository institutions and acceptances of other banks (lndepac)',
  ],
  ['bank_leases_share', 'Lease Financing to Loans', item('ls'), 'Lease financing receivables (ls)'],
  ['bank_all_other_loans_share', 'All Other Loans to Loans', item('idothlns'), 'All other loans (idothlns)'],
  [
    'bank_small_business_loans_share',
    'Small Business Loans to Loans',
    sumOf(item('lnci4'), item('lnrenr4')),
    'Loans with original amounts of $1 million or less to businesses: C&I (lnci4) and nonfarm nonresidential real estate (lnrenr4)',
  ],
  [
    'bank_small_farm_loans_share',
    'Small Farm Loans to Loans',
    sumOf(item('lnag4'), item('lnreag4')),
    'Loans with original amounts of $500,000 or less to farms: agricultural production (lnag4) and farmland (lnreag4)',
  ],
]);

const depositMix = mix('Deposit Mix', B.deposits, 'total deposits (dep)', [
  ['bank_demand_deposits_share', 'Demand Deposits to Deposits', item('ddt'), 'Demand deposits (ddt)'],
  [
    'bank_mmda_share',
    'Money Market Deposit Accounts to Deposits',
    item('ntrsmmda'),
    'Money market deposit accounts (ntrsmmda)',
  ],
  [
    'bank_other_savings_share',
    'Other Savings Deposits to Deposits',
    item('ntrsoth'),
    'Savings deposits other than MMDAs (ntrsoth)',
  ],
  [
    'bank_core_deposits_share',
    'Core Deposits to Deposits',
    item('coredep'),
    'Core (retail) deposits (coredep)',
  ],
  [
    'bank_foreign_deposits_share',
    'Foreign Office Deposits to Deposits',
    item('depfor'),
    'Deposits held in foreign offices (depfor)',
  ],
  [
    'bank_public_deposits_share',
    'Public Funds to Deposits',
    sumOf(item('idtrngov'), item('idtrnmu')),
    'Deposits of the U.S. government and of states and political subdivisions (idtrngov + idtrnmu)',
  ],
  [
    'bank_noninterest_bearing_deposits_share',
    'Non-Interest-Bearing Deposits to Deposits',
    item('depnidom'),
    'Non-interest-bearing deposits in domestic offices (depnidom)',
  ],
  [
    'bank_listing_service_deposits_share',
    'Listing-Service Deposits to Deposits',
    item('deplsnb'),
    'Deposits obtained through listing services that are not brokered (deplsnb)',
  ],
  [
    'bank_insured_brokered_share',
    'Fully Insured Brokered Deposits to Deposits',
    item('broins'),
    'Fully insured brokered deposits (broins)',
  ],
]);

const securitiesMix = mix('Securities Mix', item('sc'), 'total securities (sc)', [
  [
    'bank_treasury_agency_securities_share',
    'U.S. Treasury and Agency Securities to Securities',
    item('scus'),
    'U.S. Treasury and government agency securities (scus)',
  ],
  [
    'bank_municipal_securities_share',
    'Municipal Securities to Securities',
    item('scmuni'),
    'Securities of states and political subdivisions (scmuni)',
  ],
  [
    'bank_mbs_share',
    'Mortgage-Backed Securities to Securities',
    item('scmtgbk'),
    'Mortgage-backed securities (scmtgbk)',
  ],
  [
    'bank_abs_share',
    'Asset-Backed Securities to Securities',
    item('scabs'),
    'Asset-backed securities (scabs)',
  ],
  [
    'bank_held_to_maturity_share',
    'Held-to-Maturity Securities to Securities',
    item('scha'),
    'Held-to-maturity securities at amortised cost (scha)',
  ],
  [
    'bank_available_for_sale_share',
    'Available-for-Sale Securities to Securities',
    item('scaf'),
    'Available-for-sale securities at fair value (scaf)',
  ],
]);

export const BANK_BALANCE_SHEET: readonly MetricDefinition[] = [...loanMix, ...depositMix, ...securitiesMix];
