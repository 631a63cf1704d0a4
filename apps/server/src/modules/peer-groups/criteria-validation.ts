import { fiTypeLabel, PEER_GROUP_MESSAGES, type PeerGroupCriteria } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { metricById } from '../../metrics/catalog/index.js';
import { themeMetrics, themeName } from './metric-themes.js';

const fail = (message: string, path: string) => unprocessable(message, [{ path, message }]);

/**
 * What the contract cannot see: metric rows belong to their theme's catalog for the FI type, the
 * offering rows name a bank service, vendor and product that exist and fit together, and picked
 * institutions exist.
 */
export async function validateCriteria(database: Database, criteria: PeerGroupCriteria): Promise<void> {
  const needsType =
    criteria.metric_rows.length > 0 ||
    criteria.ranges.deposit_accounts !== undefined ||
    criteria.ranges.branches !== undefined;
  if (needsType && criteria.fi_type === null) {
    throw fail(PEER_GROUP_MESSAGES.fiTypeRequired, 'criteria.fi_type');
  }
  for (const [index, row] of criteria.metric_rows.entries()) {
    const fiType = criteria.fi_type ?? 'bank';
    if (!themeMetrics(row.theme, fiType).some((m) => m.id === row.metric_id)) {
      const name = metricById(row.metric_id)?.name ?? row.metric_id;
      throw fail(
        `${name} is not a ${themeName(row.theme)} metric for ${fiTypeLabel(fiType)}.`,
        `criteria.metric_rows.${index}.metric_id`,
      );
    }
  }

  for (const [index, row] of criteria.offering_rows.entries()) {
    const path = `criteria.offering_rows.${index}`;
    const [found] = await database.query<{
      solution: boolean;
      vendor: boolean;
      product_vendor: number | null;
      product_serves: boolean;
      vendor_serves: boolean;
    }>(
      `select
         ($1::int is null or exists (select 1 from solutions where id = $1)) as solution,
         ($2::int is null or exists (select 1 from vendors where id = $2)) as vendor,
         (select vendor_id from products where id = $3::int) as product_vendor,
         ($1::int is null or $3::int is null or exists (
            select 1 from product_solutions where product_id = $3 and solution_id = $1)) as product_serves,
         ($1::int is null or $2::int is null or exists (
            select 1 from product_solutions ps join products p on p.id = ps.product_id
             where p.vendor_id = $2 and ps.solution_id = $1)) as vendor_serves`,
      [row.solution_id, row.vendor_id, row.product_id],
    );
    if (!found?.solution) throw fail(`Unknown bank service ${row.solution_id}.`, `${path}.solution_id`);
    if (!found.vendor) throw fail(`Unknown vendor ${row.vendor_id}.`, `${path}.vendor_id`);
    if (row.product_id !== null && found.product_vendor === null) {
      throw fail(`Unknown product ${row.product_id}.`, `${path}.product_id`);
    }
    if (row.product_id !== null && row.vendor_id !== null && Number(found.product_vendor) !== row.vendor_id) {
      throw fail('The product is not one of the vendor’s products.', `${path}.product_id`);
    }
    if (!found.product_serves)
      throw fail('The product does not provide that bank service.', `${path}.product_id`);
    if (!found.vendor_serves)
      throw fail('The vendor has no product for that bank service.', `${path}.vendor_id`);
  }

  if (criteria.institution_ids.length > 0) {
    const known = await database.query<{ id: number }>(
      'select id from institutions where id = any($1::int[])',
      [criteria.institution_ids],
    );
    const knownIds = new Set(known.map((r) => Number(r.id)));
    const unknown = criteria.institution_ids.filter((id) => !knownIds.has(id));
    if (unknown.length > 0) {
      throw fail(`Unknown institution ${unknown.slice(0, 5).join(', ')}.`, 'criteria.institution_ids');
    }
  }
}
