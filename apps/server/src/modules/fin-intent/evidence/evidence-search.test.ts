import {
  EVIDENCE_SEARCH_ELEMENT_ID,
  EVIDENCE_SEARCH_MESSAGES,
  type QueryCatalog,
  RULE_OPERATOR,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, upsertInstitutions } from '../../../ingest/store/index.js';
import { elementObject, payloadOf, queryCalls, rule } from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

/**
 * Job Search and Site Search through FIN Query, on whichever engine the run uses (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): websearch syntax, stems, phrases, OR, exclusions, the window.
 */
describe('FIN Query Job Search and Site Search', () => {
  let h: Harness;
  let vendor: SignedIn;
  const ids = new Map<string, number>();

  const search = (type: 'job_search' | 'site_search', text: string, extra: Record<string, unknown> = {}) =>
    elementObject(type, EVIDENCE_SEARCH_ELEMENT_ID, { text, within_quarters: 4, ...extra });
  /** The regulatory ids (sorted) of the institutions a rule matches. */
  const matching = async (
    type: 'job_search' | 'site_search',
    text: string,
    atLeast = 1,
    extra: Record<string, unknown> = {},
  ) => {
    const results = await queryCalls(h, vendor).results(
      payloadOf(rule('r', search(type, text, extra), RULE_OPERATOR.HAS_MATCHES, atLeast)),
    );
    const byId = new Map([...ids].map(([key, id]) => [id, key]));
    return results.institution_ids.map((id) => byId.get(id)).sort();
  };

  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
    const session = sessionOf(h.database);
    const made = await upsertInstitutions(session, [
      { fiType: 'bank', regulatoryId: 'A', name: 'Alpha Bank', source: 'fdic', rssdId: null },
      { fiType: 'bank', regulatoryId: 'B', name: 'Beta Bank', source: 'fdic', rssdId: null },
      { fiType: 'credit_union', regulatoryId: 'C', name: 'Gamma Credit Union', source: 'ncua', rssdId: null },
    ]);
    for (const [key, id] of made) ids.set(key.split(':')[1] as string, id);
    const postings: [string, string, string, string, string, string][] = [
      ['A', 'a1', 'Core Conversion Project Manager', 'technology', '2026-08-03', 'Lead our core conversion.'],
      [
        'A',
        'a2',
        'Training Coordinator',
        'operations',
        '2026-05-12',
        'Train staff for the core conversion weekend.',
      ],
      ['A', 'a3', 'Conversion Specialist', 'operations', '2024-02-01', 'Two years ago: a core conversion.'],
      ['B', 'b1', 'Conversion Analyst', 'operations', '2026-07-20', 'Map data for system conversions.'],
      ['C', 'c1', 'Member Service Representative', 'retail', '2026-09-15', 'Show members our mobile app.'],
    ];
    for (const [inst, key, title, fn, posted, body] of postings) {
      await session.query(
        `insert into job_postings (institution_id, source_key, title, job_function, seniority, posted_on, body, source)
         values ($1, $2, $3, $4, 'mid', $5, $6, 'import')`,
        [ids.get(inst), key, title, fn, posted, body],
      );
    }
    const pages: [string, string, string, string, string][] = [
      [
        'C',
        'https://gamma.example/app',
        'Our new mobile app is here',
        'Download the new mobile app today.',
        '2026-08-01',
      ],
      ['B', 'https://beta.example/', 'Beta Bank', 'Bank with our mobile app.', '2026-09-01'],
      [
        'A',
        'https://alpha.example/upgrade',
        'System upgrade',
        'Branch hours during our system upgrade.',
        '2025-01-10',
      ],
    ];
    for (const [inst, url, title, body, changed] of pages) {
      await session.query(
        `insert into site_pages (institution_id, url, title, body, first_seen_on, changed_on, source)
         values ($1, $2, $3, $4, $5, $5, 'import')`,
        [ids.get(inst), url, title, body, changed],
      );
    }
  }, 120_000);
  afterAll(async () => h?.close());

  it('matches word forms, phrases, OR and exclusions in the latest four quarters', async () => {
    // "conversions" finds "conversion" and "conversions"; the 2024 posting is outside the window.
    expect(await matching('job_search', 'conversions')).toEqual(['A', 'B']);
    expect(await matching('job_search', '"core conversion"')).toEqual(['A']);
    expect(await matching('job_search', '"core conversion" OR "mobile app"')).toEqual(['A', 'C']);
    expect(await matching('job_search', 'conversion -analyst')).toEqual(['A']);
    expect(await matching('job_search', 'conversion', 2)).toEqual(['A']);
    expect(await matching('job_search', 'conversion', 3)).toEqual([]);
    expect(await matching('job_search', 'conversion', 3, { within_quarters: 12 })).toEqual(['A']);
    expect(await matching('job_search', 'conversion', 1, { job_functions: ['technology'] })).toEqual(['A']);
    expect(await matching('job_search', 'conversion', 1, { seniorities: ['entry'] })).toEqual([]);
  });

  it('searches website pages changed in the window, phrases kept in order', async () => {
    expect(await matching('site_search', '"new mobile app"')).toEqual(['C']);
    expect(await matching('site_search', 'mobile app')).toEqual(['B', 'C']);
    expect(await matching('site_search', '"system upgrade"')).toEqual([]);
    expect(await matching('site_search', '"system upgrade"', 1, { within_quarters: 8 })).toEqual(['A']);
  });

  it('lists the matching count and the latest matching title and date as columns', async () => {
    const results = await queryCalls(h, vendor).results(
      payloadOf(rule('r', search('job_search', 'conversion'), RULE_OPERATOR.HAS_MATCHES, 1)),
    );
    const labels = results.columns.map((c) => c.label);
    const at = (label: string) => labels.indexOf(label);
    expect(labels).toContain('Matching job postings ("conversion", last 4 quarters)');
    const row = results.rows[results.institution_ids.indexOf(ids.get('A') as number)] ?? [];
    expect(row[at('Matching job postings ("conversion", last 4 quarters)')]).toBe(2);
    expect(row[at('Latest matching job posting')]).toBe('Core Conversion Project Manager');
    expect(row[at('Latest matching job posting: posted')]).toBe('2026-08-03');
  });

  it('refuses an empty, too short or common-words-only search and a bad minimum with a sentence', async () => {
    const refusal = async (text: string, atLeast: number) => {
      const res = await queryCalls(h, vendor).countsResponse(
        payloadOf(rule('r', search('job_search', text), RULE_OPERATOR.HAS_MATCHES, atLeast)),
      );
      expect(res.statusCode).toBe(422);
      return res.json().error.message;
    };
    expect(await refusal('  ', 1)).toBe(EVIDENCE_SEARCH_MESSAGES.textTooShort);
    expect(await refusal('a', 1)).toBe(EVIDENCE_SEARCH_MESSAGES.textTooShort);
    expect(await refusal('the and of', 1)).toBe(EVIDENCE_SEARCH_MESSAGES.onlyCommonWords);
    expect(await refusal('conversion', 0)).toBe(EVIDENCE_SEARCH_MESSAGES.badMinimum);
  });

  it('is offered to FIN Query users whose company bought FIN Intent, in both builders, and refused to others', async () => {
    const sectionsOf = (catalog: QueryCatalog) =>
      catalog.categories.find((c) => c.name === 'Custom Search')?.sections.map((s) => s.name) ?? [];
    const catalog = async (as: SignedIn, mbc = false) => {
      const res = await h.call(as, { url: `/api/advanced_query/catalog${mbc ? '?is_mbc=true' : ''}` });
      expect(res.statusCode).toBe(200);
      return sectionsOf(res.json());
    };
    expect(await catalog(vendor)).toEqual(
      expect.arrayContaining(['Job Search', 'Site Search', 'Contact Search']),
    );
    expect(await catalog(vendor, true)).toEqual(expect.arrayContaining(['Job Search', 'Site Search']));
    // The mortgage analysts' company has FIN Query but not FIN Intent.
    const mortgage = await h.signIn(demo.mortgage);
    expect(await catalog(mortgage)).toEqual(['Contact Search']);
    const res = await queryCalls(h, mortgage).countsResponse(
      payloadOf(rule('r', search('job_search', 'conversion'), RULE_OPERATOR.HAS_MATCHES, 1)),
    );
    expect(res.statusCode).toBe(403);
  });
});
