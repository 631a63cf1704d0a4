import {
  catalogElementType,
  NOT_RESEARCHED_LABEL,
  queryTypeOf,
  type ReportElement,
  type ReportPreviewElement,
  RULE_OPERATOR,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import {
  type EngineContext,
  elementColumnsFor,
  matchElementTests,
  queryEngineFor,
} from '../../fin-query/index.js';
import type { Actor } from '../../identity/index.js';
import { loadSegmentation, splitBySegments } from '../../segmentation/index.js';

type Row = EngineContext['universe']['rows'][number];
type Cell = string | number | boolean | null;
type PreviewRow = ReportPreviewElement['rows'][number];

/**
 * In the Vendor or Product mode with chosen vendors or products, whether the institution uses one of
 * them for the service, asked as FIN Query's "uses vendor / product" rule; null without a choice.
 */
async function usesChosen(
  database: Database,
  actor: Actor,
  position: number,
  element: Extract<ReportElement, { element_type: 'technographics' }>,
): Promise<boolean | null> {
  const { vendor_ids, product_ids } = element.element_properties;
  const byVendor = vendor_ids.length > 0;
  if (!byVendor && product_ids.length === 0) return null;
  const answer = await matchElementTests(
    queryEngineFor(database),
    actor,
    { element_id: element.element_id, element_type: 'technographics' },
    [
      {
        operator: byVendor ? RULE_OPERATOR.VENDOR : RULE_OPERATOR.PRODUCT,
        value: (byVendor ? vendor_ids : product_ids).map(String),
      },
    ],
  );
  return answer.matches[0]?.[position] === 1;
}

/** The element's columns for the one institution, as FIN Query's provider writes them. */
async function providerRows(
  database: Database,
  actor: Actor,
  row: Row,
  element: ReportElement,
  name: string,
  isMbc: boolean,
): Promise<PreviewRow[]> {
  const columns = await elementColumnsFor(
    queryEngineFor(database),
    actor,
    {
      element_id: element.element_id,
      element_type: catalogElementType(element.element_type),
      element_properties: element.element_properties as Record<string, unknown>,
    },
    [row.id],
    queryTypeOf(isMbc),
  );
  return columns.map(({ column, values }) => ({
    label: column.label.startsWith(`${name}: `) ? column.label.slice(name.length + 2) : column.label,
    format: column.format,
    values: [(values[0] ?? null) as Cell],
  }));
}

/**
 * A non-metric element on one institution: its FIN Query columns (firmographics, technographics,
 * performographics, market area, contacts, mortgage lending) or, for a segment set, the segment the
 * institution falls in.
 */
export async function elementPreview(
  database: Database,
  actor: Actor,
  context: EngineContext,
  position: number,
  element: ReportElement,
  name: string,
  isMbc: boolean,
): Promise<ReportPreviewElement> {
  const row = context.universe.rows[position] as Row;
  const base = { element_id: element.element_id, element_type: element.element_type, name, periods: null };
  if (element.element_type === 'segmentation') {
    const set = await loadSegmentation(database.db, actor, element.element_id);
    const split = await splitBySegments(database, actor, set, [row.id]);
    const segments = split.segments.filter((s) => s.ids.length > 0).map((s) => s.name);
    return {
      ...base,
      rows: [{ label: 'Segment', format: null, values: [segments.join(', ') || null] }],
      note: segments.length === 0 ? 'The institution falls in none of the set’s segments.' : null,
    };
  }
  const rows = await providerRows(database, actor, row, element, name, isMbc);
  if (element.element_type === 'technographics') {
    const uses = await usesChosen(database, actor, position, element);
    if (uses === false) {
      for (const r of rows) {
        if ((r.label === 'Vendor' || r.label === 'Product') && r.values[0] !== NOT_RESEARCHED_LABEL)
          r.values = ['No'];
      }
    }
  }
  const empty = rows.length === 0 || rows.every((r) => r.values.every((v) => v === null || v === ''));
  return { ...base, rows, note: empty ? 'No value for this institution.' : null };
}
