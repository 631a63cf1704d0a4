import { describe, expect, it } from 'vitest';
import type { SearchRow } from './institution-queries.js';
import { InstitutionSearchIndex } from './institution-search-index.js';
import { similarityOf, trigramsOf } from './trigrams.js';

let nextId = 1;
function row(name: string, extra: Partial<SearchRow> = {}): SearchRow {
  const id = nextId++;
  return {
    id,
    name,
    name_lower: name.toLowerCase(),
    search_key: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
    fi_type: 'bank',
    city: null,
    state: null,
    rssd_id: 100_000 + id,
    regulatory_id: String(9000 + id),
    aba_routing: null,
    assets: null,
    parent_id: null,
    active: true,
    latest_period: '2026-06-30',
    ended_kind: null,
    ended_on: null,
    acquirer_name: null,
    ...extra,
  };
}

const holding = row('JPMORGAN CHASE & CO.', { fi_type: 'bhc', rssd_id: 1039502, regulatory_id: '1039502' });
const wellsFargo = row('WELLS FARGO & COMPANY', { fi_type: 'bhc', assets: 1_900_000_000 });
const acme = row('ACME BANCORP', { fi_type: 'bhc', assets: 900_000 });
const rows: SearchRow[] = [
  holding,
  row('JPMorgan Chase Bank, National Association', {
    rssd_id: 852218,
    regulatory_id: '628',
    aba_routing: '021000021',
    assets: 2_354_812_000,
    state: 'OH',
    parent_id: holding.id,
  }),
  row('Morgan Stanley Bank, N.A.', { assets: 110_000_000, state: 'UT' }),
  row('First Morgantown Savings', { assets: 50_000, state: 'WV' }),
  row('Navy Federal Credit Union', { fi_type: 'credit_union', regulatory_id: '5536', assets: 180_000_000 }),
  row('Cedar Bank', { assets: 900_000 }),
  row('Cedar of Val Verde', { assets: 40_000 }),
  row('Cedar Valley Credit Union', { fi_type: 'credit_union', assets: 20_000 }),
  row('Harbor of Attala', { assets: 5_000_000 }),
  row('Harbor State Bank', { assets: 60_000 }),
  row('Harbor Bank', { assets: 70_000 }),
  row('Summit Bank', { assets: 300_000, state: 'TX' }),
  row('Summit Bank', { assets: 800_000, state: 'CO' }),
  row('Peoples Bank', { assets: 2_000_000, city: 'Bellingham', state: 'WA' }),
  row('Whatcom Educational Credit Union', {
    fi_type: 'credit_union',
    assets: 1_500_000,
    city: 'Bellingham',
    state: 'WA',
  }),
  row('Bramble Savings Bank', { assets: 400_000, city: 'Bellingham', state: 'WA' }),
  row('Bramble Bank', { assets: 900_000, city: 'Spokane', state: 'WA' }),
  row('Bellingham Bay Bank', { assets: 10_000, city: 'Seattle', state: 'WA' }),
  row('First National Bank', { assets: 1_000_000, city: 'Omaha', state: 'NE' }),
  row('First National Bank', { assets: 500_000, city: 'Dallas', state: 'TX' }),
  row('First National Bank of Texas', { assets: 300_000, city: 'Killeen', state: 'TX' }),
  row('Teche Federal Bank', { assets: 800_000, city: 'Morgan City', state: 'LA' }),
  row('Hudson Valley Bank', { assets: 700_000, city: 'Yonkers', state: 'NY' }),
  wellsFargo,
  row('Wells Fargo Bank, National Association', { assets: 1_700_000_000, parent_id: wellsFargo.id }),
  row('Wells Fargo Bank South Central', { assets: 500_000, parent_id: wellsFargo.id }),
  acme,
  row('Acme Bank', { assets: 800_000, parent_id: acme.id }),
];
const index = new InstitutionSearchIndex(rows);
const names = (q: string, extra: { fiTypes?: string[]; state?: string; limit?: number } = {}) =>
  index.search({ q, limit: 20, ...extra }).map((h) => h.name);

describe('institution search index', () => {
  it('computes pg_trgm similarity on compacted names', () => {
    // PostgreSQL: select similarity('jpmorganchasebank', 'jpmorgan') = 0.42105263 (8 shared of 19).
    const key = trigramsOf('jpmorganchasebank');
    const query = trigramsOf('jpmorgan');
    const shared = query.filter((t) => key.includes(t)).length;
    expect(shared).toBe(8);
    expect(similarityOf(shared, query.length, key.length)).toBe(Math.fround(8 / 19));
    expect(trigramsOf('')).toHaveLength(0);
    expect(similarityOf(0, 0, key.length)).toBe(0);
  });

  it('finds JPMorgan Chase Bank for "jp morgan", the largest of the close names first', () => {
    const hits = names('jp morgan');
    expect(hits[0]).toBe('JPMorgan Chase Bank, National Association');
    expect(hits).toContain('JPMORGAN CHASE & CO.');
    expect(hits).not.toContain('Navy Federal Credit Union');
    expect(index.search({ q: 'jpmorgan chase bank', limit: 1 })[0]).toMatchObject({
      rssd_id: 852218,
      regulatory_id: '628',
      parent_name: 'JPMORGAN CHASE & CO.',
    });
  });

  it('lists a holding company right after its best-matching bank, though its name is closer', () => {
    expect(names('wells fargo')).toEqual([
      'Wells Fargo Bank, National Association',
      'WELLS FARGO & COMPANY',
      'Wells Fargo Bank South Central',
    ]);
    expect(names('wells fargo & company')[0]).toBe('WELLS FARGO & COMPANY');
    // The bank matches "acme bancorp" too, but only the holding company's name holds all of it.
    expect(names('acme bancorp')).toEqual(['ACME BANCORP', 'Acme Bank']);
    expect(names('acme')).toEqual(['Acme Bank', 'ACME BANCORP']);
  });

  it('ranks names that start with the query above names that only contain it', () => {
    expect(names('morgan')[0]).toBe('Morgan Stanley Bank, N.A.');
    expect(names('morgan')).toContain('First Morgantown Savings');
  });

  it('ranks names whose words start with each typed word first ("cedar val", "harbor b")', () => {
    expect(names('cedar val').slice(0, 2)).toEqual(['Cedar Valley Credit Union', 'Cedar of Val Verde']);
    const harbor = names('harbor b');
    expect(harbor.indexOf('Harbor State Bank')).toBeLessThan(harbor.indexOf('Harbor of Attala'));
    expect(harbor[0]).toBe('Harbor Bank');
  });

  it('orders equal names by size', () => {
    expect(index.search({ q: 'summit bank', limit: 2 }).map((h) => h.state)).toEqual(['CO', 'TX']);
  });

  it('matches RSSD, certificate/charter and routing numbers exactly, never a part of one', () => {
    expect(names('852218')).toEqual(['JPMorgan Chase Bank, National Association']);
    expect(names('628')).toEqual(['JPMorgan Chase Bank, National Association']);
    expect(names('021000021')).toEqual(['JPMorgan Chase Bank, National Association']);
    expect(names('5536')).toEqual(['Navy Federal Credit Union']);
    expect(names('1039502')).toEqual(['JPMORGAN CHASE & CO.']);
    expect(names('62')).toEqual([]);
    expect(names('85221')).toEqual([]);
  });

  it('filters by FI type and state, and honours the limit', () => {
    expect(names('morgan', { fiTypes: ['bhc'] })).toEqual(['JPMORGAN CHASE & CO.']);
    expect(names('morgan', { state: 'wv' })).toEqual(['First Morgantown Savings']);
    expect(names('cedar', { fiTypes: ['credit_union'] })).toEqual(['Cedar Valley Credit Union']);
    expect(names('cedar', { limit: 2 })).toHaveLength(2);
  });

  it('lists the institutions of a city typed in full or in part, below those named after it', () => {
    const bellingham = [
      'Bellingham Bay Bank',
      'Peoples Bank',
      'Whatcom Educational Credit Union',
      'Bramble Savings Bank',
    ];
    expect(names('bellingham')).toEqual(bellingham);
    expect(names('Bellin')).toEqual(bellingham);
    expect(names('bellingham', { fiTypes: ['credit_union'] })).toEqual(['Whatcom Educational Credit Union']);
  });

  it('narrows a name by its city or state ("bramble bellingham", "first national texas")', () => {
    expect(names('bramble bellingham')[0]).toBe('Bramble Savings Bank');
    expect(names('bramble')).toEqual(['Bramble Bank', 'Bramble Savings Bank']);

    const texas = names('first national texas');
    expect(texas.slice(0, 2)).toEqual(['First National Bank of Texas', 'First National Bank']);
    expect(index.search({ q: 'first national texas', limit: 2 }).map((h) => h.city)).toEqual([
      'Killeen',
      'Dallas',
    ]);
    expect(index.search({ q: 'first national tx', limit: 1 })[0]?.city).toBe('Dallas');
    expect(index.search({ q: 'first national ne', limit: 1 })[0]?.city).toBe('Omaha');
  });

  it('lists a state by its code or its name, largest first', () => {
    expect(names('washington')).toEqual([
      'Peoples Bank',
      'Whatcom Educational Credit Union',
      'Bramble Bank',
      'Bramble Savings Bank',
      'Bellingham Bay Bank',
    ]);
    expect(names('wa')).toEqual(names('washington'));
    expect(names('new york')).toEqual(['Hudson Valley Bank']);
  });

  it('keeps every name match above the place-only matches', () => {
    const morgan = names('morgan');
    expect(morgan.at(-1)).toBe('Teche Federal Bank');
    expect(morgan.indexOf('First Morgantown Savings')).toBeLessThan(morgan.indexOf('Teche Federal Bank'));
    expect(names('jp morgan')).not.toContain('Teche Federal Bank');
    expect(names('jp morgan')[0]).toBe('JPMorgan Chase Bank, National Association');
    // One letter is not a place: "d" finds names holding a d, not the banks of Dallas.
    expect(names('d')).toContain('Navy Federal Credit Union');
    expect(names('d')).not.toContain('First National Bank');
  });

  it('answers nothing for a query without letters or digits, or without any close name', () => {
    expect(names('  ')).toEqual([]);
    expect(names('&&')).toEqual([]);
    expect(names('zzyzx')).toEqual([]);
  });

  it('finds one-letter and two-letter queries inside names', () => {
    expect(names('jp')).toEqual(['JPMorgan Chase Bank, National Association', 'JPMORGAN CHASE & CO.']);
    expect(names('n').length).toBeGreaterThan(5);
  });
});

describe('inactive institutions in the typeahead', () => {
  it('marks a merged institution with its last filing and its acquirer', () => {
    const merged = row('Goldenrod Savings Bank', {
      active: false,
      latest_period: '2022-12-31',
      ended_kind: 'merger',
      ended_on: '2023-02-15',
      acquirer_name: 'Juniper Bank',
    });
    const current = row('Goldenrod State Bank');
    const hits = new InstitutionSearchIndex([merged, current]).search({ q: 'goldenrod', limit: 5 });
    expect(hits.find((h) => h.id === merged.id)?.inactive).toEqual({
      last_period: '2022-12-31',
      ended: { kind: 'merger', on: '2023-02-15', acquirer_name: 'Juniper Bank' },
    });
    expect(hits.find((h) => h.id === current.id)?.inactive).toBeNull();
  });
});
