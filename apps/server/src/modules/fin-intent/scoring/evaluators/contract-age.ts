import { currentRecordOrderSql, technologyUseLabel } from '@fin-atlas/domain';
import { readingFromRows } from '../evidence.js';
import { readInPages } from '../id-pages.js';
import type { Evaluator } from './evaluation-context.js';

type ContractRow = {
  institution_id: number;
  id: number;
  vendor: string | null;
  product: string | null;
  started_on: string;
  years: number;
};

const DAYS_PER_YEAR = 365.25;

/**
 * Years the institution has run its current vendor product for the signal's solution, as of the
 * quarter end (the record that speaks for it then, by the technology-use order); full strength from
 * min_years on. In-house and unknown vendors have no contract to renew.
 */
export const contractAgeEvaluator: Evaluator<'contract_age'> = async (context, params, period) => {
  const solution = context.solution;
  if (!solution) return new Map();
  const rows = await readInPages(context.pages, (lo, hi) =>
    context.database.query<ContractRow>(
      `select c.institution_id, c.id, v.name as vendor, p.name as product, c.started_on::text as started_on,
            (($2::date - c.started_on) / ${DAYS_PER_YEAR})::float8 as years
       from (select distinct on (t.institution_id) t.institution_id, t.id::int as id, t.has_service,
                    t.vendor_id, t.product_id, t.started_on
               from institution_technographics t
              where t.solution_id = $1 and t.started_on <= $2::date
                and (t.ended_on is null or t.ended_on > $2::date)
                and t.institution_id between $4 and $5
              order by t.institution_id, ${currentRecordOrderSql('t')}) c
       join vendors v on v.id = c.vendor_id
       left join products p on p.id = c.product_id
      where c.has_service and ($2::date - c.started_on) >= $3::float8 * ${DAYS_PER_YEAR}`,
      [solution.id, period, params.min_years, lo, hi],
    ),
  );
  return readingFromRows(
    rows,
    () => 1,
    (row) => ({
      kind: 'technographics',
      refId: row.id,
      label: `${technologyUseLabel('vendor', row.vendor, row.product)} since ${row.started_on.slice(0, 4)}`,
      occurredOn: row.started_on,
      detail: `${Number(row.years).toFixed(1)} years on its ${solution.name} product`,
    }),
  );
};
