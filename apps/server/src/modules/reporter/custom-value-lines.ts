import {
  CONTACT_SEARCH_ELEMENT_ID,
  type NumberFormatCode,
  offersService,
  type QueryType,
  type ReportElement,
  type ReportTechnographicProperties,
  type TechnographicElementProperties,
  technologyUseLabel,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { type ElementRef, elementColumnsFor, queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { loadSegmentation, splitBySegments } from '../segmentation/index.js';
import { type CurrentTechnology, currentTechnology } from './report-technographics.js';
import type { ReportCell } from './report-values.js';

/** A custom report element read once, at the latest data, for every institution of the report. */
export type ValueLine = {
  name: string;
  format: NumberFormatCode;
  /** Its values are words (vendors, cities, segments), not numbers. */
  text: boolean;
  cells: ReportCell[];
  /** Technographic lines: each institution's vendor, for the share of peers on the same one. */
  vendorIds: (number | null)[] | null;
};

type Mode = 'default' | 'has_service' | 'vendor' | 'product';

/** The technographic mode of an element (TECHNOLOGY_MODES): one flag names it, none is Default. */
export function technographicMode(p: TechnographicElementProperties): Mode {
  if (p.has_service) return 'has_service';
  if (p.vendor && !p.product) return 'vendor';
  if (p.product && !p.vendor) return 'product';
  return 'default';
}

const MODE_SUFFIX: Record<Mode, string> = {
  default: '',
  has_service: ': Has Service',
  vendor: ': Vendor',
  product: ': Product',
};

/** What the mode shows of a current record (technology-use rule); no record is not researched. */
function technologyText(mode: Mode, record: CurrentTechnology | undefined): string | null {
  if (!record) return null;
  if (mode === 'has_service') return offersService(record.use) ? 'Yes' : 'No';
  if (mode === 'vendor') return technologyUseLabel(record.use, record.vendor);
  if (mode === 'product' && record.use === 'vendor' && record.vendor) {
    return record.product ?? `${record.vendor} (product not known)`;
  }
  return technologyUseLabel(record.use, record.vendor, record.product);
}

/**
 * In the Vendor or Product mode with vendors or products chosen in the writer, whether a record is
 * on one of them (the cell then names it, else says No); null without a choice.
 */
function chosenTechnology(
  mode: Mode,
  p: ReportTechnographicProperties,
): ((record: CurrentTechnology) => boolean) | null {
  if (mode === 'vendor' && p.vendor_ids.length > 0) {
    const ids = new Set(p.vendor_ids);
    return (r) => r.use === 'vendor' && r.vendorId !== null && ids.has(r.vendorId);
  }
  if (mode === 'product' && p.product_ids.length > 0) {
    const ids = new Set(p.product_ids);
    return (r) => r.use === 'vendor' && r.productId !== null && ids.has(r.productId);
  }
  return null;
}

async function technographicLine(
  database: Database,
  element: Extract<ReportElement, { element_type: 'technographics' }>,
  ids: readonly number[],
): Promise<ValueLine> {
  const [solution] = await database.query<{ name: string }>('select name from solutions where id = $1', [
    element.element_id,
  ]);
  if (!solution) throw unprocessable(missingElement(element));
  const mode = technographicMode(element.element_properties);
  const records = await currentTechnology(database, element.element_id, ids);
  const chosen = chosenTechnology(mode, element.element_properties);
  return {
    name: `${solution.name}${MODE_SUFFIX[mode]}`,
    format: 'N0',
    text: true,
    cells: ids.map((id) => {
      const record = records.get(id);
      return record && chosen && !chosen(record) ? 'No' : technologyText(mode, record);
    }),
    vendorIds: ids.map((id) => {
      const record = records.get(id);
      return record?.use === 'vendor' ? record.vendorId : null;
    }),
  };
}

/** The segment (or segments, where a set's segments overlap) each institution falls in. */
async function segmentationLine(
  database: Database,
  actor: Actor,
  element: ReportElement,
  ids: readonly number[],
): Promise<ValueLine> {
  const set = await loadSegmentation(database.db, actor, element.element_id);
  const split = await splitBySegments(database, actor, set, ids);
  const names = new Map<number, string[]>();
  for (const segment of split.segments) {
    for (const id of segment.ids) names.set(id, [...(names.get(id) ?? []), segment.name]);
  }
  return {
    name: set.name,
    format: 'N0',
    text: true,
    cells: ids.map((id) => names.get(id)?.join('; ') ?? null),
    vendorIds: null,
  };
}

/** Elements FIN Query's providers read (same labels and figures as its results and downloads). */
function queryElementOf(element: ReportElement): { ref: ElementRef; variant: QueryType } {
  if (element.element_type === 'fi_contacts') {
    // Counts only, as Contact Search counts: names and addresses need contact_details and a list.
    return {
      ref: {
        element_id: CONTACT_SEARCH_ELEMENT_ID,
        element_type: 'contact_search',
        element_properties: element.element_properties,
      },
      variant: 'fin_query',
    };
  }
  return {
    ref: {
      element_id: element.element_id,
      element_type: element.element_type,
      element_properties: element.element_properties as Record<string, unknown>,
    },
    variant: element.element_type === 'mortgage_lending' ? 'mortgage' : 'fin_query',
  };
}

/** Element types whose figure is a 0-100 score. */
const SCORE_TYPES: readonly string[] = ['performographics', 'vendor_fit_static'];

async function queryElementLine(
  database: Database,
  actor: Actor,
  element: ReportElement,
  ids: readonly number[],
): Promise<ValueLine> {
  const { ref, variant } = queryElementOf(element);
  const [first] = await elementColumnsFor(queryEngineFor(database), actor, ref, ids, variant);
  if (!first) throw unprocessable(missingElement(element));
  const cells = first.values.map((v): ReportCell => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v));
  const text = first.column.format === null && cells.some((v) => typeof v === 'string');
  return {
    name: first.column.label,
    // Scores (0-100: means of percentiles, VendorFit fit scores) carry no format of their own.
    format: first.column.format ?? (SCORE_TYPES.includes(element.element_type) ? 'N2' : 'N0'),
    text,
    cells,
    vendorIds: null,
  };
}

function missingElement(element: ReportElement): string {
  return `The report uses a ${element.element_type} element (${element.element_id}) that no longer exists. Edit the report to remove it.`;
}

/** One non-metric element of a custom report for the institutions `ids`, read as `actor`. */
export async function valueLine(
  database: Database,
  actor: Actor,
  element: ReportElement,
  ids: readonly number[],
): Promise<ValueLine> {
  if (element.element_type === 'technographics') return technographicLine(database, element, ids);
  if (element.element_type === 'segmentation') return segmentationLine(database, actor, element, ids);
  if (element.element_type === 'mortgage_lending' && !actor.enterprise.has('mbc')) {
    throw unprocessable('Mortgage Lending elements need the mortgage permission (mbc).');
  }
  return queryElementLine(database, actor, element, ids);
}
