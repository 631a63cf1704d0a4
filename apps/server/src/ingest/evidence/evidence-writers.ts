import { insertRows, type SqlSession } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import type { ContactEventRow, JobPostingRow, SitePageRow } from './evidence-layouts.js';
import type { Located } from './read-operator-records.js';

/** What a write did: rows added and rows that replaced an earlier import's. */
export type WriteCounts = { added: number; replaced: number };

const IMPORTED = 'import';

async function upsert(
  session: SqlSession,
  table: 'job_postings' | 'site_pages',
  rows: readonly (readonly unknown[])[],
  conflict: string,
  onProgress: (written: number) => void,
): Promise<WriteCounts> {
  // xmax is 0 on a row this statement inserted and set on one it updated.
  const written = await insertRows<{ added: boolean }>(session, table, TABLE_COLUMNS[table], rows, {
    conflict,
    returning: '(xmax = 0) as added',
    onProgress,
  });
  const added = written.filter((r) => r.added).length;
  return { added, replaced: written.length - added };
}

/** Postings by the feed's key: a posting imported again (closed since, say) is updated in place. */
export function writeJobPostings(
  session: SqlSession,
  rows: readonly Located<JobPostingRow>[],
  onProgress: (written: number) => void,
): Promise<WriteCounts> {
  return upsert(
    session,
    'job_postings',
    rows.map((r) => [
      r.institutionId,
      r.sourceKey,
      r.title,
      r.jobFunction,
      r.seniority,
      r.location,
      r.postedOn,
      r.closedOn,
      r.body,
      r.url,
      IMPORTED,
    ]),
    `on conflict (source, source_key) do update set institution_id = excluded.institution_id,
       title = excluded.title, job_function = excluded.job_function, seniority = excluded.seniority,
       location = excluded.location, posted_on = excluded.posted_on, closed_on = excluded.closed_on,
       body = excluded.body, url = excluded.url`,
    onProgress,
  );
}

/** Pages by institution and address: a page crawled again takes its new text and dates. */
export function writeSitePages(
  session: SqlSession,
  rows: readonly Located<SitePageRow>[],
  onProgress: (written: number) => void,
): Promise<WriteCounts> {
  return upsert(
    session,
    'site_pages',
    rows.map((r) => [r.institutionId, r.url, r.title, r.body, r.firstSeenOn, r.changedOn, IMPORTED]),
    `on conflict (institution_id, url) do update set title = excluded.title, body = excluded.body,
       first_seen_on = excluded.first_seen_on, changed_on = excluded.changed_on, source = excluded.source`,
    onProgress,
  );
}

/** The identity of a move: the same person's same move on the same day at the same institution. */
export const contactEventKey = (r: Located<ContactEventRow>) =>
  `${r.institutionId}|${r.fullName.toLowerCase()}|${r.event}|${r.eventOn}`;

/** Moves replace an earlier import of the same move (the table has no feed key), then are added. */
export async function writeContactEvents(
  session: SqlSession,
  rows: readonly Located<ContactEventRow>[],
  onProgress: (written: number) => void,
): Promise<WriteCounts> {
  const [removed] = await session.query<{ n: number }>(
    `with gone as (
       delete from contact_events e
        where e.source = $2
          and (e.institution_id::text || '|' || lower(e.full_name) || '|' || e.event || '|' || e.event_on::text) = any($1::text[])
       returning 1)
     select count(*)::int as n from gone`,
    [rows.map(contactEventKey), IMPORTED],
  );
  await insertRows(
    session,
    'contact_events',
    TABLE_COLUMNS.contact_events,
    rows.map((r) => [r.institutionId, r.fullName, r.title, r.role, r.event, r.eventOn, IMPORTED]),
    { onProgress },
  );
  const replaced = Math.min(removed?.n ?? 0, rows.length);
  return { added: rows.length - replaced, replaced };
}
