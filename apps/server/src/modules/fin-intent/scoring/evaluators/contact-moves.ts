import { EVIDENCE_LIMIT, readingFromRows, windowEnding } from '../evidence.js';
import type { Evaluator } from './evaluation-context.js';

type MoveRow = {
  institution_id: number;
  id: number;
  full_name: string;
  title: string;
  role: string;
  event: string;
  occurred_on: string;
};

/**
 * Executives of the given roles who joined or left (or either) in the window: a new CIO or COO
 * usually reviews the systems they inherit. Any such move gives full strength.
 */
export const contactEvaluator: Evaluator<'contact'> = async (context, params, period) => {
  const { since } = windowEnding(period, params.within_quarters);
  const rows = await context.database.query<MoveRow>(
    `select * from (
       select c.institution_id, c.id::int as id, c.full_name, c.title, c.role, c.event,
              c.event_on::text as occurred_on,
              row_number() over (partition by c.institution_id order by c.event_on desc, c.id desc) as rank
         from contact_events c
        where c.event_on > $1::date and c.event_on <= $2::date
          and c.role = any($3::text[])
          and ($4 = 'any' or c.event = $4)
     ) m
     where m.rank <= $5`,
    [since, period, params.roles, params.event, EVIDENCE_LIMIT],
  );
  return readingFromRows(
    rows,
    () => 1,
    (row) => ({
      kind: 'contact_event',
      refId: row.id,
      label: `${row.event === 'departed' ? 'Left' : 'Joined'}: ${row.full_name}, ${row.title}`,
      occurredOn: row.occurred_on,
      detail: `${row.role[0]?.toUpperCase() ?? ''}${row.role.slice(1)} role`,
    }),
  );
};
