import {
  METRIC_ELEMENT_TYPES,
  type QueryElementType,
  SELF_SERVE_ELEMENT_TYPES,
  type SelfServeElementType,
} from '../constants/query.js';
import {
  REPORT_WRITER_LIMITS,
  type ReportWriterSegment,
  type TechnographicMode,
} from '../constants/report-writer.js';
import type { FormatNode } from '../contracts/format-node.js';

/** An element of a report as the layout names it. */
export type ReportElementRef = { element_id: number; element_type: SelfServeElementType };

/** One key per element of a report: element ids repeat across element types. */
export const reportElementKey = (element: { element_id: number; element_type: string }): string =>
  `${element.element_type}:${element.element_id}`;

/** Whether a layout element node names this report element (a node without a type names the id). */
export const nodeNamesElement = (
  node: { element_id: number; element_type?: string },
  element: { element_id: number; element_type: string },
): boolean =>
  node.element_id === element.element_id &&
  (node.element_type === undefined || node.element_type === element.element_type);

const METRIC_TYPES: readonly string[] = METRIC_ELEMENT_TYPES;

export const isMetricElementType = (type: string): boolean => METRIC_TYPES.includes(type);

/**
 * The writer's segment of a query catalog element type: FIN Query's Contact Search is the writer's
 * FI Contacts; types that give no value per institution (picked institutions, job search) have none.
 */
export function writerSegmentOf(type: QueryElementType): ReportWriterSegment | null {
  switch (type) {
    case 'firmographics':
      return 'Firmographics';
    case 'common_metric':
    case 'metrics':
      return 'Financial Metrics';
    case 'common_financial_statements':
    case 'financial_statements':
      return 'Financial Statements';
    case 'technographics':
      return 'Technographics';
    case 'segmentation':
      return 'Segmentation';
    case 'performographics':
      return 'Performographics';
    case 'market_area':
      return 'Market Area';
    case 'digital_channels':
      return 'Digital Channels';
    case 'contact_search':
    case 'fi_contacts':
      return 'FI Contacts';
    case 'vendor_fit_static':
      return 'VendorFit';
    case 'fin_intent':
      return 'FIN Intent';
    case 'mortgage_lending':
      return 'Mortgage Lending';
    default:
      return null;
  }
}

/** The report element type a query catalog element is written as, or null when the writer has none. */
export function writerElementType(type: QueryElementType): SelfServeElementType | null {
  if (type === 'contact_search') return 'fi_contacts';
  return (SELF_SERVE_ELEMENT_TYPES as readonly string[]).includes(type)
    ? (type as SelfServeElementType)
    : null;
}

/** The catalog's element type of a report element type (the inverse of writerElementType). */
export const catalogElementType = (type: SelfServeElementType): QueryElementType =>
  type === 'fi_contacts' ? 'contact_search' : type;

/** The FI types a report of this FI type covers: both means banks and credit unions. */
export const reportInstitutionTypes = (fiType: string): string[] =>
  fiType === 'both' ? ['bank', 'credit_union'] : [fiType];

/** Whether an element applies to every FI type the report covers (no types listed: to every type). */
export const elementSuitsFiType = (elementFiTypes: readonly string[], reportFiType: string): boolean =>
  elementFiTypes.length === 0 ||
  reportInstitutionTypes(reportFiType).every((t) => elementFiTypes.includes(t));

type TechnographicFlags = { vendor: boolean; product: boolean; has_service: boolean };

/** The writer's mode of a technographics element (its columns); Default shows vendor and product. */
export function technographicMode(properties: Partial<TechnographicFlags>): TechnographicMode {
  if (properties.has_service) return 'has_service';
  if (properties.vendor) return 'vendor';
  if (properties.product) return 'product';
  return 'default';
}

/** The columns of a mode, as stored (one mode at a time). */
export const technographicModeFlags = (mode: TechnographicMode): TechnographicFlags => ({
  vendor: mode === 'vendor',
  product: mode === 'product',
  has_service: mode === 'has_service',
});

function walk(nodes: readonly FormatNode[], depth: number, visit: (node: FormatNode, depth: number) => void) {
  for (const node of nodes) {
    visit(node, depth);
    if (node.children) walk(node.children, depth + 1, visit);
  }
}

/**
 * Why a layout cannot be saved with these elements, in words, or null: node ids repeat, it is too
 * large or too deep, an element node names an element the report lacks, a graph draws something
 * other than a metric or statement of the report, a header has no text.
 */
export function formatTreeProblem(
  elements: readonly { element_id: number; element_type: string }[],
  format: readonly FormatNode[],
): string | null {
  const ids = new Set<string>();
  const metricIds = new Set(
    elements.filter((e) => isMetricElementType(e.element_type)).map((e) => e.element_id),
  );
  let count = 0;
  let deepest = 0;
  const problems: string[] = [];
  walk(format, 1, (node, depth) => {
    count++;
    deepest = Math.max(deepest, depth);
    if (ids.has(node.id)) problems.push(`Layout node ${node.id} appears twice.`);
    ids.add(node.id);
    if (node.type === 'element' && !elements.some((e) => nodeNamesElement(node, e))) {
      problems.push('The layout places an element the report does not contain.');
    }
    if (node.type === 'header') {
      if (node.text.trim() === '') problems.push('Give every header a text.');
      if (node.text.length > REPORT_WRITER_LIMITS.maxHeaderText)
        problems.push(`A header has at most ${REPORT_WRITER_LIMITS.maxHeaderText} characters.`);
    }
    if (node.type === 'graph') {
      if (node.metrics.length === 0) problems.push('Choose at least one metric for every graph.');
      if (node.metrics.length > REPORT_WRITER_LIMITS.maxGraphMetrics)
        problems.push(`A graph draws at most ${REPORT_WRITER_LIMITS.maxGraphMetrics} metrics.`);
      if (node.metrics.some((id) => !metricIds.has(id)))
        problems.push('A graph draws only metrics and statements of the report.');
    }
  });
  if (count > REPORT_WRITER_LIMITS.maxFormatNodes)
    return `A layout has at most ${REPORT_WRITER_LIMITS.maxFormatNodes} parts.`;
  if (deepest > REPORT_WRITER_LIMITS.maxFormatDepth)
    return `A layout nests at most ${REPORT_WRITER_LIMITS.maxFormatDepth} levels deep.`;
  return problems[0] ?? null;
}
