import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ImportError } from '../import-report.js';
import { sessionOf, upsertInstitutions } from '../store/index.js';
import { importContactEvents, importJobPostings, importSitePages } from './import-evidence.js';

const POSTINGS_CSV = [
  'cert,charter,institution_id,source_key,title,job_function,seniority,location,posted_on,closed_on,body,url',
  '101,,,feed-1,Conversion Analyst,operations,mid,"Akron, OH",2025-03-04,2025-05-01,"Support our core conversion project.",https://jobs.example/1',
  ',201,,feed-2,Teller,Retail and branches,Entry,"Dayton, OH",4/2/2025,,"Cash handling.",',
].join('\n');

const PAGES_JSON = JSON.stringify([
  {
    fi_type: 'bank',
    regulatory_id: '101',
    url: 'https://alpha.example/conversion',
    title: 'System Conversion Weekend',
    body: 'Our system conversion weekend is October 17.',
    first_seen_on: '2025-06-01',
    changed_on: '2025-07-15',
  },
  { cert: 101, url: 'https://alpha.example/', title: 'Alpha Bank', first_seen_on: '2024-01-10' },
]);

const EVENTS_CSV = [
  'charter,full_name,title,role,event,event_on',
  '201,Dana Park,Vice President of Information Technology,technology,joined,2025-02-01',
  '201,Lee Stone,Vice President of Information Technology,technology,departed,2025-01-15',
].join('\n');

describe('importing FIN Intent evidence files', () => {
  let database: TestDatabase;
  let dir: string;
  const ids = new Map<string, number>();
  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };
  const count = async (table: string) => {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return row?.n ?? -1;
  };
  const loads = (source: string) =>
    database.query<{ id: number; row_count: number }>(
      'select id, row_count from data_loads where source = $1 order by id',
      [source],
    );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'evidence-'));
    database = await openTestDatabase();
    const made = await upsertInstitutions(sessionOf(database), [
      { fiType: 'bank', regulatoryId: '101', name: 'Alpha Bank', source: 'fdic', rssdId: 7001 },
      { fiType: 'credit_union', regulatoryId: '201', name: 'Gamma CU', source: 'ncua', rssdId: null },
    ]);
    for (const [key, id] of made) ids.set(key, id);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads job postings matched by cert or charter, with function and seniority read from labels too', async () => {
    const result = await importJobPostings(database, await write('jobs.csv', POSTINGS_CSV));
    expect(result.source).toBe('job-postings');
    expect(result.counts).toMatchObject({ jobPostings: 2, institutions: 2, added: 2, replaced: 0 });
    const rows = await database.query<Record<string, unknown>>(
      `select i.regulatory_id, p.source_key, p.job_function, p.seniority, p.posted_on::text as posted_on,
              p.closed_on::text as closed_on, p.source
         from job_postings p join institutions i on i.id = p.institution_id order by p.source_key`,
    );
    expect(rows).toEqual([
      {
        regulatory_id: '101',
        source_key: 'feed-1',
        job_function: 'operations',
        seniority: 'mid',
        posted_on: '2025-03-04',
        closed_on: '2025-05-01',
        source: 'import',
      },
      {
        regulatory_id: '201',
        source_key: 'feed-2',
        job_function: 'retail',
        seniority: 'entry',
        posted_on: '2025-04-02',
        closed_on: null,
        source: 'import',
      },
    ]);
    // Full-text search works on what was imported: a stem of "conversion" finds the posting.
    const [found] = await database.query<{ n: number }>(
      `select count(*)::int as n from job_postings where search @@ websearch_to_tsquery('english', 'conversions')`,
    );
    expect(found?.n).toBe(1);
    expect(await loads('job-postings')).toHaveLength(1);
  });

  it('updates a posting imported again by its source_key, and records a newer data load', async () => {
    const [before] = await loads('job-postings');
    const again = POSTINGS_CSV.replace('2025-05-01', '2025-06-30');
    const result = await importJobPostings(database, await write('jobs.csv', again));
    expect(result.counts).toMatchObject({ added: 0, replaced: 2 });
    expect(await count('job_postings')).toBe(2);
    const [closed] = await database.query<{ closed_on: string }>(
      "select closed_on::text as closed_on from job_postings where source_key = 'feed-1'",
    );
    expect(closed?.closed_on).toBe('2025-06-30');
    const after = await loads('job-postings');
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBeGreaterThan(before?.id ?? 0);
  });

  it('refuses a whole file with one bad row, naming every problem with its line, and writes nothing', async () => {
    const bad = [
      POSTINGS_CSV,
      '999,,,feed-3,Teller,retail,entry,,2025-01-01,,,',
      '101,,,feed-4,Teller,sales,entry,,2025-01-01,,,',
      '101,,,feed-5,Teller,retail,entry,,2025-02-30,,,',
      '101,,,feed-6,Teller,retail,entry,,2025-03-01,2025-02-01,,',
      '101,,,feed-1,Teller,retail,entry,,2025-03-01,,,',
      `101,,,feed-7,Teller,retail,entry,,2099-03-01,,,`,
    ].join('\n');
    const attempt = importJobPostings(database, await write('bad-jobs.csv', bad));
    await expect(attempt).rejects.toBeInstanceOf(ImportError);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toContain('6 of 8 records are invalid, so nothing was imported');
    expect(message).toContain('line 4: no bank with FDIC cert 999');
    expect(message).toContain('line 5: job_function "sales" is not one of technology, operations');
    expect(message).toContain('line 6: posted_on "2025-02-30" is not a date');
    expect(message).toContain('line 7: closed_on 2025-02-01 is before posted_on 2025-03-01');
    expect(message).toContain('line 8: repeats line 2');
    expect(message).toContain('line 9: posted_on 2099-03-01 is in the future');
    expect(await count('job_postings')).toBe(2);
    expect(
      await database.query("select 1 from job_postings where source_key = 'feed-2' and title <> 'Teller'"),
    ).toEqual([]);
  });

  it('refuses a file without the columns it needs, pointing at the README', async () => {
    const attempt = importJobPostings(database, await write('nocols.csv', 'cert,title\n101,Teller'));
    await expect(attempt).rejects.toThrow(
      /missing columns source_key, job_function, seniority, posted_on \(see "FIN Intent evidence files" in the README\)/,
    );
  });

  it('loads website pages from JSON, matched by FI type and regulatory id, changed_on defaulting to first seen', async () => {
    const result = await importSitePages(database, await write('pages.json', PAGES_JSON));
    expect(result.counts).toMatchObject({ sitePages: 2, institutions: 1, added: 2 });
    const rows = await database.query<Record<string, unknown>>(
      `select url, first_seen_on::text as first_seen_on, changed_on::text as changed_on from site_pages order by url`,
    );
    expect(rows).toEqual([
      { url: 'https://alpha.example/', first_seen_on: '2024-01-10', changed_on: '2024-01-10' },
      { url: 'https://alpha.example/conversion', first_seen_on: '2025-06-01', changed_on: '2025-07-15' },
    ]);
    const bad = JSON.stringify([
      { cert: '101', url: 'alpha.example/x', first_seen_on: '2025-01-01' },
      'text',
    ]);
    const attempt = importSitePages(database, await write('bad-pages.json', bad));
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toContain('record 1: url "alpha.example/x" is not an http(s) address');
    expect(message).toContain('record 2: is not an object of fields');
    expect(await count('site_pages')).toBe(2);
  });

  it('loads contact events and replaces the same moves when imported again', async () => {
    const file = await write('events.csv', EVENTS_CSV);
    await importContactEvents(database, file);
    const result = await importContactEvents(database, file);
    expect(result.counts).toMatchObject({ contactEvents: 2, added: 0, replaced: 2 });
    const rows = await database.query<Record<string, unknown>>(
      'select institution_id, full_name, event, event_on::text as event_on from contact_events order by event_on',
    );
    expect(rows).toEqual([
      {
        institution_id: ids.get('credit_union:201'),
        full_name: 'Lee Stone',
        event: 'departed',
        event_on: '2025-01-15',
      },
      {
        institution_id: ids.get('credit_union:201'),
        full_name: 'Dana Park',
        event: 'joined',
        event_on: '2025-02-01',
      },
    ]);
    const wrong = EVENTS_CSV.replace('technology,joined', 'wizard,promoted');
    const message = await importContactEvents(database, await write('bad-events.csv', wrong)).catch(
      (error: Error) => error.message,
    );
    expect(message).toContain('line 2: role "wizard" is not one of executive, finance');
  });
});
