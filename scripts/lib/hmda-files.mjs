// A realistic national HMDA year for `npm run bench` (section hmda-import): a LAR file in the published
// 99-column layout and the reporter panel naming its lenders. Seeded, so every run measures the same
// file. Lender sizes follow a Zipf curve (a few national lenders, thousands of local ones that lend
// mostly in their home state), counties are drawn by their number of bank offices, and the value
// mix (NA, Exempt, empty, ranges, bin midpoints) is the public file's.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/** Mulberry32: a small, fast, seeded generator. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from weighted items in O(log n). */
function weighted(items, weightOf, rand) {
  const cumulative = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const pick = (rand, pairs) => {
  let x = rand();
  for (const [value, share] of pairs) {
    if (x < share) return value;
    x -= share;
  }
  return pairs[pairs.length - 1][0];
};

const LEI_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function lei(rand) {
  let out = '';
  for (let i = 0; i < 20; i++) out += LEI_CHARS[Math.floor(rand() * LEI_CHARS.length)];
  return out;
}

const ACTIONS = [
  ['1', 0.5],
  ['2', 0.02],
  ['3', 0.14],
  ['4', 0.12],
  ['5', 0.04],
  ['6', 0.16],
  ['7', 0.01],
  ['8', 0.01],
];
const LOAN_TYPES = [
  ['1', 0.75],
  ['2', 0.13],
  ['3', 0.1],
  ['4', 0.02],
];
const PURPOSES = [
  ['1', 0.45],
  ['31', 0.2],
  ['32', 0.15],
  ['2', 0.08],
  ['4', 0.1],
  ['5', 0.02],
];
const PRODUCT = { 1: 'Conventional', 2: 'FHA', 3: 'VA', 4: 'FSA/RHS' };
const DTI = ['20%-<30%', '30%-<36%', '36', '38', '41', '44', '49', '50%-60%', '>60%', '<20%'];
const AGES = ['25-34', '35-44', '45-54', '55-64', '65-74', '<25', '>74'];
const RACES = [
  ['White', 0.6],
  ['Race Not Available', 0.2],
  ['Black or African American', 0.09],
  ['Asian', 0.07],
  ['Joint', 0.04],
];

const oneOf = (rand, values) => values[Math.floor(rand() * values.length)];

/** The loan and the action taken on it, by published column name. */
function loanFields(rand, year, lender, county) {
  const [fips, , state, , , , msa] = county;
  const action = pick(rand, ACTIONS);
  const originated = action === '1';
  const closed = originated || action === '6';
  const exempt = lender.exempt;
  const loanType = pick(rand, LOAN_TYPES);
  const lien = rand() < 0.9 ? '1' : '2';
  // Public loan amounts are the midpoints of $10,000 bins; a log-normal spread around $250k.
  const bins = Math.max(0, Math.round(Math.exp(3.2 + 0.7 * (rand() + rand() + rand() - 1.5))));
  const amount = String(bins * 10000 + 5000);
  const countyCode = rand() < 0.01 ? 'NA' : fips;
  const na = (value) => (closed ? value : 'NA');
  const money = (x) => (exempt ? 'Exempt' : na((x * (0.5 + rand())).toFixed(2)));
  const flag = exempt ? '1111' : '2';
  return {
    activity_year: year,
    lei: lender.lei,
    'derived_msa-md': msa || '99999',
    state_code: state,
    county_code: countyCode,
    census_tract:
      countyCode === 'NA' ? 'NA' : `${fips}${String(Math.floor(rand() * 999999)).padStart(6, '0')}`,
    conforming_loan_limit: pick(rand, [
      ['C', 0.85],
      ['NC', 0.1],
      ['U', 0.05],
    ]),
    derived_loan_product_type: `${PRODUCT[loanType]}:${lien === '1' ? 'First Lien' : 'Subordinate Lien'}`,
    derived_dwelling_category: 'Single Family (1-4 Units):Site-Built',
    action_taken: action,
    purchaser_type:
      closed && rand() < 0.7
        ? pick(rand, [
            ['1', 0.4],
            ['3', 0.3],
            ['2', 0.2],
            ['6', 0.05],
            ['71', 0.05],
          ])
        : '0',
    preapproval: rand() < 0.05 ? '1' : '2',
    loan_type: loanType,
    loan_purpose: pick(rand, PURPOSES),
    lien_status: lien,
    reverse_mortgage: flag,
    'open-end_line_of_credit': flag,
    business_or_commercial_purpose: flag,
    loan_amount: amount,
    loan_to_value_ratio: exempt ? 'Exempt' : na((60 + rand() * 37).toFixed(3)),
    interest_rate: originated
      ? exempt
        ? 'Exempt'
        : (5.5 + Math.floor(rand() * 24) * 0.125).toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0')
      : 'NA',
    rate_spread: originated && !exempt ? (rand() * 1.5 - 0.2).toFixed(3) : 'NA',
    hoepa_status: closed ? '2' : '3',
    total_loan_costs: money(5000),
    total_points_and_fees: 'NA',
    origination_charges: money(1500),
    discount_points: rand() < 0.6 ? '' : money(1000),
    lender_credits: rand() < 0.8 ? '' : money(500),
    loan_term: exempt
      ? 'Exempt'
      : pick(rand, [
          ['360', 0.8],
          ['180', 0.12],
          ['240', 0.05],
          ['120', 0.03],
        ]),
    prepayment_penalty_term: 'NA',
    intro_rate_period: 'NA',
    negative_amortization: flag,
    interest_only_payment: flag,
    balloon_payment: flag,
    other_nonamortizing_features: flag,
    property_value: exempt ? 'Exempt' : String(Number(amount) + bins * 2000 + 15000),
    construction_method: '1',
    occupancy_type: pick(rand, [
      ['1', 0.9],
      ['2', 0.03],
      ['3', 0.07],
    ]),
    manufactured_home_secured_property_type: '3',
    manufactured_home_land_property_interest: '5',
    total_units: '1',
    multifamily_affordable_units: 'NA',
    debt_to_income_ratio: exempt ? 'Exempt' : closed || action === '3' ? oneOf(rand, DTI) : 'NA',
    submission_of_application: exempt ? '1111' : '1',
    initially_payable_to_institution: exempt ? '1111' : '1',
    'aus-1': exempt ? '1111' : '1',
    'denial_reason-1': action === '3' ? String(1 + Math.floor(rand() * 9)) : '10',
  };
}

/** The applicants and the census tract; the columns not named here are empty, as in the file. */
function applicantFields(rand, exempt) {
  const coApplicant = rand() < 0.4;
  return {
    derived_ethnicity: pick(rand, [
      ['Not Hispanic or Latino', 0.75],
      ['Ethnicity Not Available', 0.15],
      ['Hispanic or Latino', 0.1],
    ]),
    derived_race: pick(rand, RACES),
    derived_sex: pick(rand, [
      ['Male', 0.4],
      ['Joint', 0.35],
      ['Female', 0.2],
      ['Sex Not Available', 0.05],
    ]),
    income: String(Math.round(40 + rand() * 160)),
    applicant_credit_score_type: exempt ? '1111' : String(1 + Math.floor(rand() * 9)),
    'co-applicant_credit_score_type': coApplicant ? '1' : '10',
    'applicant_ethnicity-1': '2',
    'co-applicant_ethnicity-1': coApplicant ? '2' : '5',
    applicant_ethnicity_observed: '2',
    'co-applicant_ethnicity_observed': '4',
    'applicant_race-1': '5',
    'co-applicant_race-1': coApplicant ? '5' : '8',
    applicant_race_observed: '2',
    'co-applicant_race_observed': '4',
    applicant_sex: '1',
    'co-applicant_sex': coApplicant ? '2' : '5',
    applicant_sex_observed: '2',
    'co-applicant_sex_observed': '4',
    applicant_age: oneOf(rand, AGES),
    'co-applicant_age': coApplicant ? oneOf(rand, AGES) : '9999',
    applicant_age_above_62: rand() < 0.8 ? 'No' : 'Yes',
    'co-applicant_age_above_62': coApplicant ? 'No' : 'NA',
    tract_population: String(1500 + Math.floor(rand() * 8000)),
    tract_minority_population_percent: (rand() * 90).toFixed(2),
    ffiec_msa_md_median_family_income: String(60000 + Math.floor(rand() * 80) * 1000),
    tract_to_msa_income_percentage: String(40 + Math.floor(rand() * 160)),
    tract_owner_occupied_units: String(200 + Math.floor(rand() * 2500)),
    tract_one_to_four_family_homes: String(300 + Math.floor(rand() * 3000)),
    tract_median_age_of_housing_units: String(Math.floor(rand() * 70)),
  };
}

/** One LAR line of `lender` in `county`, in the order of `columns` (the published header). */
function larLine(rand, columns, year, lender, county) {
  const values = { ...loanFields(rand, year, lender, county), ...applicantFields(rand, lender.exempt) };
  return columns.map((name) => values[name] ?? '').join(',');
}

/** The lenders: Zipf-sized, each with a home state; the largest lend nationwide. */
function makeLenders(rand, count, states) {
  const lenders = [];
  for (let i = 0; i < count; i++) {
    const weight = 1 / (i + 1) ** 1.05;
    lenders.push({
      lei: lei(rand),
      weight,
      national: i < 40,
      home: states[Math.floor(rand() * states.length)],
      // Small lenders are partially exempt: NA-free but Exempt in many fields.
      exempt: i > count * 0.6 && rand() < 0.5,
      kind: i % 7 === 0 ? 3 : i % 11 === 0 ? 5 : 0,
      rssd: i % 7 === 0 ? -1 : 100000 + i,
    });
  }
  return lenders;
}

async function writeLines(file, count, line) {
  const out = createWriteStream(file);
  let batch = [];
  for (let i = 0; i < count; i++) {
    batch.push(line(i));
    if (batch.length === 5000 || i === count - 1) {
      if (!out.write(`${batch.join('\n')}\n`)) await once(out, 'drain');
      batch = [];
    }
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Writes `lar.csv` (header + `rows` records) and `panel.csv` into `dir`. `columns` is the published
 * LAR header and `counties` the reference counties ([fips, name, state, lat, lon, offices, msa, ...]).
 */
export async function writeHmdaFiles(dir, { rows, lenders: lenderCount, year, seed, columns, counties }) {
  const known = new Set(columns);
  const sample = {
    ...loanFields(random(1), year, { lei: '' }, counties[0]),
    ...applicantFields(random(1), false),
  };
  const strays = Object.keys(sample).filter((name) => !known.has(name));
  if (strays.length > 0) throw new Error(`not LAR columns: ${strays.join(', ')}`);
  const rand = random(seed);
  const states = [...new Set(counties.map((c) => c[2]))];
  const lenders = makeLenders(rand, lenderCount, states);
  const nextLender = weighted(lenders, (l) => l.weight, rand);
  const anyCounty = weighted(counties, (c) => c[5] + 1, rand);
  const byState = new Map(
    states.map((s) => [
      s,
      weighted(
        counties.filter((c) => c[2] === s),
        (c) => c[5] + 1,
        rand,
      ),
    ]),
  );
  const larFile = `${dir}/lar.csv`;
  await writeLines(larFile, rows + 1, (i) => {
    if (i === 0) return columns.join(',');
    const lender = nextLender();
    const county = lender.national || rand() < 0.15 ? anyCounty() : byState.get(lender.home)();
    return larLine(rand, columns, year, lender, county);
  });
  const panelFile = `${dir}/panel.csv`;
  const panelHeader =
    'activity_year,lei,tax_id,agency_code,id_2017,arid_2017,respondent_rssd,respondent_name,respondent_state,respondent_city,assets,other_lender_code,parent_rssd,parent_name,top_holder_rssd,top_holder_name';
  await writeLines(panelFile, lenders.length + 1, (i) => {
    if (i === 0) return panelHeader;
    const l = lenders[i - 1];
    const name = `"Bench Lender ${i}, ${l.kind === 3 ? 'Mortgage LLC' : 'N.A.'}"`;
    const assets = l.kind === 3 ? -1 : Math.round(50000 + 2e8 / i);
    return [
      year,
      l.lei,
      '12-3456789',
      l.kind === 3 ? 7 : 3,
      '',
      '',
      l.rssd,
      name,
      l.home,
      'Springfield',
      assets,
      l.kind,
      -1,
      '',
      -1,
      '',
    ].join(',');
  });
  return { larFile, panelFile };
}
