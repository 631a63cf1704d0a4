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

/** One LAR line (99 fields) of `lender` in `county`. */
function larLine(rand, year, lender, county) {
  const [fips, , state, , , , msa] = county;
  const action = pick(rand, ACTIONS);
  const originated = action === '1';
  const closed = originated || action === '6';
  const exempt = lender.exempt;
  const loanType = pick(rand, LOAN_TYPES);
  const purpose = pick(rand, PURPOSES);
  const lien = rand() < 0.9 ? '1' : '2';
  const occupancy = pick(rand, [
    ['1', 0.9],
    ['2', 0.03],
    ['3', 0.07],
  ]);
  // Public loan amounts are the midpoints of $10,000 bins; a log-normal spread around $250k.
  const bins = Math.max(0, Math.round(Math.exp(3.2 + 0.7 * (rand() + rand() + rand() - 1.5))));
  const amount = String(bins * 10000 + 5000);
  const rate = originated
    ? exempt
      ? 'Exempt'
      : (5.5 + Math.floor(rand() * 24) * 0.125).toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0')
    : 'NA';
  const purchaser =
    closed && rand() < 0.7
      ? pick(rand, [
          ['1', 0.4],
          ['3', 0.3],
          ['2', 0.2],
          ['6', 0.05],
          ['71', 0.05],
        ])
      : '0';
  const countyCode = rand() < 0.01 ? 'NA' : fips;
  const tract = countyCode === 'NA' ? 'NA' : `${fips}${String(Math.floor(rand() * 999999)).padStart(6, '0')}`;
  const dti = exempt ? 'Exempt' : closed || action === '3' ? DTI[Math.floor(rand() * DTI.length)] : 'NA';
  const na = (value) => (closed ? value : 'NA');
  const money = (x) => (exempt ? 'Exempt' : na((x * (0.5 + rand())).toFixed(2)));
  const fields = [
    year,
    lender.lei,
    msa || '99999',
    state,
    countyCode,
    tract,
    pick(rand, [
      ['C', 0.85],
      ['NC', 0.1],
      ['U', 0.05],
    ]),
    `${PRODUCT[loanType]}:${lien === '1' ? 'First Lien' : 'Subordinate Lien'}`,
    'Single Family (1-4 Units):Site-Built',
    pick(rand, [
      ['Not Hispanic or Latino', 0.75],
      ['Ethnicity Not Available', 0.15],
      ['Hispanic or Latino', 0.1],
    ]),
    pick(rand, RACES),
    pick(rand, [
      ['Male', 0.4],
      ['Joint', 0.35],
      ['Female', 0.2],
      ['Sex Not Available', 0.05],
    ]),
    action,
    purchaser,
    rand() < 0.05 ? '1' : '2',
    loanType,
    purpose,
    lien,
    exempt ? '1111' : '2',
    exempt ? '1111' : '2',
    exempt ? '1111' : '2',
    amount,
    exempt ? 'Exempt' : na((60 + rand() * 37).toFixed(3)),
    rate,
    originated && !exempt ? (rand() * 1.5 - 0.2).toFixed(3) : 'NA',
    closed ? '2' : '3',
    money(5000),
    'NA',
    money(1500),
    rand() < 0.6 ? '' : money(1000),
    rand() < 0.8 ? '' : money(500),
    exempt
      ? 'Exempt'
      : pick(rand, [
          ['360', 0.8],
          ['180', 0.12],
          ['240', 0.05],
          ['120', 0.03],
        ]),
    'NA',
    'NA',
    exempt ? '1111' : '2',
    exempt ? '1111' : '2',
    exempt ? '1111' : '2',
    exempt ? '1111' : '2',
    exempt ? 'Exempt' : String(Number(amount) + bins * 2000 + 15000),
    '1',
    occupancy,
    '3',
    '5',
    '1',
    'NA',
    String(Math.round(40 + rand() * 160)),
    dti,
    exempt ? '1111' : String(1 + Math.floor(rand() * 9)),
    rand() < 0.6 ? '10' : '1',
    '2',
    '',
    '',
    '',
    '',
    rand() < 0.6 ? '5' : '2',
    '',
    '',
    '',
    '',
    '2',
    '4',
    '5',
    '',
    '',
    '',
    '',
    rand() < 0.6 ? '8' : '5',
    '',
    '',
    '',
    '',
    '2',
    '4',
    '1',
    rand() < 0.6 ? '5' : '2',
    '2',
    '4',
    AGES[Math.floor(rand() * AGES.length)],
    rand() < 0.6 ? '9999' : AGES[Math.floor(rand() * AGES.length)],
    rand() < 0.8 ? 'No' : 'Yes',
    rand() < 0.6 ? 'NA' : 'No',
    exempt ? '1111' : '1',
    exempt ? '1111' : '1',
    exempt ? '1111' : '1',
    '',
    '',
    '',
    '',
    action === '3' ? String(1 + Math.floor(rand() * 9)) : '10',
    '',
    '',
    '',
    String(1500 + Math.floor(rand() * 8000)),
    (rand() * 90).toFixed(2),
    String(60000 + Math.floor(rand() * 80) * 1000),
    String(40 + Math.floor(rand() * 160)),
    String(200 + Math.floor(rand() * 2500)),
    String(300 + Math.floor(rand() * 3000)),
    String(Math.floor(rand() * 70)),
  ];
  return fields.join(',');
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
    return larLine(rand, year, lender, county);
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
