import { technologyUseLabel } from '@fin-atlas/domain';
import { EVIDENCE_LIMIT, readingFromRows, windowEnding } from '../evidence.js';
import type { Evaluator } from './evaluation-context.js';

type ConsolidationRow = {
  institution_id: number;
  id: number;
  occurred_on: string;
  target: string;
  target_vendor: string;
  target_product: string | null;
  own_vendor: string;
  own_product: string | null;
};

/** The vendor record of an institution for the solution at a merger's date (`alias.event_date`). */
const recordAtMerger = (institution: string, endsAfter: 'on' | 'after') =>
  `select t.vendor_id, t.product_id from institution_technographics t
    where t.institution_id = ${institution} and t.solution_id = $1 and t.has_service
      and t.vendor_id is not null and t.started_on <= e.event_date
      and (t.ended_on is null or t.ended_on ${endsAfter === 'on' ? '>=' : '>'} e.event_date)
    order by t.started_on desc, t.id desc limit 1`;

/**
 * The institution acquired, in the window, one that ran another vendor's product (or another product
 * of the same vendor) for the signal's solution: two systems to consolidate onto one. The target's
 * record is the one open on the merger date (the merger closes it that day).
 */
export const vendorConsolidationEvaluator: Evaluator<'vendor_consolidation'> = async (
  context,
  params,
  period,
) => {
  if (!context.solution) return new Map();
  const { since } = windowEnding(period, params.within_quarters);
  const rows = await context.database.query<ConsolidationRow>(
    `select * from (
       select e.acquirer_id as institution_id, e.id::int as id, e.event_date::text as occurred_on,
              coalesce(ti.name, e.target_name, 'an institution') as target,
              tv.name as target_vendor, tp.name as target_product, av.name as own_vendor, ap.name as own_product,
              row_number() over (partition by e.acquirer_id order by e.event_date desc, e.id desc) as rank
         from structure_events e
         join lateral (${recordAtMerger('e.target_id', 'on')}) tt on true
         join lateral (${recordAtMerger('e.acquirer_id', 'after')}) own on true
         join vendors tv on tv.id = tt.vendor_id
         join vendors av on av.id = own.vendor_id
         left join products tp on tp.id = tt.product_id
         left join products ap on ap.id = own.product_id
         left join institutions ti on ti.id = e.target_id
        where e.kind = 'merger' and e.acquirer_id is not null and e.target_id is not null
          and e.event_date > $2::date and e.event_date <= $3::date
          and (tt.vendor_id <> own.vendor_id
               or (tt.product_id is not null and own.product_id is not null and tt.product_id <> own.product_id))
     ) m
     where m.rank <= $4`,
    [context.solution.id, since, period, EVIDENCE_LIMIT],
  );
  return readingFromRows(
    rows,
    () => 1,
    (row) => ({
      kind: 'structure_event',
      refId: row.id,
      label: `Acquired ${row.target} (${technologyUseLabel('vendor', row.target_vendor, row.target_product)})`,
      occurredOn: row.occurred_on,
      detail: `Runs ${technologyUseLabel('vendor', row.own_vendor, row.own_product)} itself`,
    }),
  );
};
