import { EVIDENCE_LIMIT, readingFromRows, windowEnding } from '../evidence.js';
import type { Evaluator } from './evaluation-context.js';

type MergerRow = {
  institution_id: number;
  id: number;
  occurred_on: string;
  as_acquirer: boolean;
  counterpart: string;
};

/**
 * Mergers in the window in the given role: the acquirer takes on another institution's systems, the
 * target's are about to be converted. Any such merger gives full strength.
 */
export const mergerEvaluator: Evaluator<'merger'> = async (context, params, period) => {
  const { since } = windowEnding(period, params.within_quarters);
  const rows = await context.database.query<MergerRow>(
    `select * from (
       select m.*, row_number() over (partition by m.institution_id order by m.occurred_on desc, m.id desc) as rank
         from (select e.acquirer_id as institution_id, e.id::int as id, e.event_date::text as occurred_on,
                      true as as_acquirer, coalesce(ti.name, e.target_name, 'an institution') as counterpart
                 from structure_events e left join institutions ti on ti.id = e.target_id
                where $4 <> 'target' and e.acquirer_id is not null
                  and e.kind = 'merger' and e.event_date > $1::date and e.event_date <= $2::date
               union all
               select e.target_id, e.id::int, e.event_date::text, false, coalesce(ai.name, 'another institution')
                 from structure_events e left join institutions ai on ai.id = e.acquirer_id
                where $4 <> 'acquirer' and e.target_id is not null
                  and e.kind = 'merger' and e.event_date > $1::date and e.event_date <= $2::date) m
     ) r
     where r.rank <= $3`,
    [since, period, EVIDENCE_LIMIT, params.role],
  );
  return readingFromRows(
    rows,
    () => 1,
    (row) => ({
      kind: 'structure_event',
      refId: row.id,
      label: row.as_acquirer ? `Acquired ${row.counterpart}` : `Merged into ${row.counterpart}`,
      occurredOn: row.occurred_on,
      detail: row.as_acquirer ? 'Merger as acquirer' : 'Merger as target',
    }),
  );
};
