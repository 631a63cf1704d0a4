import type { JobFunction, JobSeniority } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';

/** The evidence tables a full-text search reads, with the date that places a record in a window. */
export const EVIDENCE_TABLES = {
  job_postings: { dateColumn: 'posted_on' },
  site_pages: { dateColumn: 'changed_on' },
} as const;

export type EvidenceTable = keyof typeof EVIDENCE_TABLES;

export type EvidenceSearch = {
  table: EvidenceTable;
  /** Websearch syntax: words (matched by their stems), "a phrase", OR, -word. */
  text: string;
  withinQuarters: number;
  /** Job postings only; empty: any. */
  jobFunctions?: readonly JobFunction[];
  seniorities?: readonly JobSeniority[];
};

/** One institution's matching records: how many, and the newest one's title and date. */
export type EvidenceMatch = { count: number; latestTitle: string; latestOn: string };

export type EvidenceAnswer = {
  /** The window searched (first and last day), or null when the table holds nothing. */
  window: { from: string; to: string } | null;
  byInstitution: ReadonlyMap<number, EvidenceMatch>;
};

/** The last day of the quarter holding an ISO date, and the first day `quarters` quarters back to it. */
export function quarterWindow(latest: string, quarters: number): { from: string; to: string } {
  const year = Number(latest.slice(0, 4));
  const quarterEndMonth = Math.ceil(Number(latest.slice(5, 7)) / 3) * 3;
  const to = new Date(Date.UTC(year, quarterEndMonth, 0));
  const from = new Date(Date.UTC(year, quarterEndMonth - 3 * quarters, 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * Whether a search has anything to look for: "the and of" leaves an empty query in the 'english'
 * configuration, which would match nothing without saying why.
 */
export async function searchHasTerms(database: Database, text: string): Promise<boolean> {
  const [row] = await database.query<{ n: number }>(
    `select numnode(websearch_to_tsquery('english', $1))::int as n`,
    [text],
  );
  return (row?.n ?? 0) > 0;
}

/**
 * The institutions with records matching a full-text search in the latest quarters of the table's
 * data: the window ends with the quarter of the newest record (posted, or for pages last changed), so
 * a feed imported up to last week is searched up to last week. Runs on the generated `search` column
 * and its GIN index, the same on PGlite and PostgreSQL.
 */
export async function searchEvidence(database: Database, search: EvidenceSearch): Promise<EvidenceAnswer> {
  const { dateColumn } = EVIDENCE_TABLES[search.table];
  const [latest] = await database.query<{ on: string | null }>(
    `select max(${dateColumn})::text as on from ${search.table}`,
  );
  if (!latest?.on) return { window: null, byInstitution: new Map() };
  const window = quarterWindow(latest.on, search.withinQuarters);
  const params: unknown[] = [search.text, window.from, window.to];
  const filters: string[] = [];
  if (search.table === 'job_postings' && search.jobFunctions?.length) {
    params.push(search.jobFunctions);
    filters.push(`and job_function = any($${params.length}::text[])`);
  }
  if (search.table === 'job_postings' && search.seniorities?.length) {
    params.push(search.seniorities);
    filters.push(`and seniority = any($${params.length}::text[])`);
  }
  const rows = await database.query<{ institution_id: number; n: number; title: string; on: string }>(
    `select distinct on (institution_id) institution_id, count(*) over (partition by institution_id)::int as n,
            title, ${dateColumn}::text as on
       from ${search.table}
      where search @@ websearch_to_tsquery('english', $1)
        and ${dateColumn} between $2::date and $3::date ${filters.join(' ')}
      order by institution_id, ${dateColumn} desc, id desc`,
    params,
  );
  return {
    window,
    byInstitution: new Map(
      rows.map((r) => [Number(r.institution_id), { count: r.n, latestTitle: r.title, latestOn: r.on }]),
    ),
  };
}
