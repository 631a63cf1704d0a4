import { countStrength, EVIDENCE_LIMIT, readingFromRows, windowEnding } from '../evidence.js';
import type { Evaluator } from './evaluation-context.js';

type PostingRow = {
  institution_id: number;
  id: number;
  title: string;
  job_function: string;
  seniority: string;
  location: string | null;
  occurred_on: string;
  matches: number;
};

/**
 * Job postings posted in the window whose title and text match the full-text query (websearch
 * syntax on the 'english' configuration, as Job Search reads it); strength = matches / min_count.
 */
export const jobPostingEvaluator: Evaluator<'job_posting'> = async (context, params, period) => {
  const { since } = windowEnding(period, params.within_quarters);
  const rows = await context.database.query<PostingRow>(
    `select * from (
       select p.institution_id, p.id::int as id, p.title, p.job_function, p.seniority, p.location,
              p.posted_on::text as occurred_on,
              count(*) over (partition by p.institution_id)::int as matches,
              row_number() over (partition by p.institution_id order by p.posted_on desc, p.id desc) as rank
         from job_postings p
        where p.posted_on > $1::date and p.posted_on <= $2::date
          and p.search @@ websearch_to_tsquery('english', $3)
          and ($4::text is null or p.job_function = $4)
     ) m
     where m.rank <= $5`,
    [since, period, params.query, params.job_function ?? null, EVIDENCE_LIMIT],
  );
  return readingFromRows(
    rows,
    (row) => countStrength(row.matches, params.min_count),
    (row) => ({
      kind: 'job_posting',
      refId: row.id,
      label: row.title,
      occurredOn: row.occurred_on,
      detail: [row.job_function, row.seniority, row.location].filter(Boolean).join(' · ') || null,
    }),
  );
};

type PageRow = {
  institution_id: number;
  id: number;
  url: string;
  title: string;
  occurred_on: string;
  changed: boolean;
  matches: number;
};

/**
 * Website pages that appeared or changed in the window and match the full-text query; strength =
 * matching pages / min_count. A page changed after the quarter counts only if it first appeared in the
 * window (what it said then is not known, so its text is read as of its first sighting).
 */
export const sitePageEvaluator: Evaluator<'site_page'> = async (context, params, period) => {
  const { since } = windowEnding(period, params.within_quarters);
  const rows = await context.database.query<PageRow>(
    `select * from (
       select w.institution_id, w.id, w.url, w.title, w.changed, w.occurred_on::text as occurred_on,
              count(*) over (partition by w.institution_id)::int as matches,
              row_number() over (partition by w.institution_id order by w.occurred_on desc, w.id desc) as rank
         from (select s.institution_id, s.id::int as id, s.url, s.title,
                      s.changed_on > $1::date and s.changed_on <= $2::date and s.changed_on > s.first_seen_on as changed,
                      case when s.changed_on > $1::date and s.changed_on <= $2::date then s.changed_on
                           else s.first_seen_on end as occurred_on
                 from site_pages s
                where ((s.first_seen_on > $1::date and s.first_seen_on <= $2::date)
                       or (s.changed_on > $1::date and s.changed_on <= $2::date))
                  and s.search @@ websearch_to_tsquery('english', $3)) w
     ) m
     where m.rank <= $4`,
    [since, period, params.query, EVIDENCE_LIMIT],
  );
  return readingFromRows(
    rows,
    (row) => countStrength(row.matches, params.min_count),
    (row) => ({
      kind: 'site_page',
      refId: row.id,
      label: row.title || row.url,
      occurredOn: row.occurred_on,
      detail: `${row.changed ? 'Page changed' : 'New page'}: ${row.url}`,
    }),
  );
};
