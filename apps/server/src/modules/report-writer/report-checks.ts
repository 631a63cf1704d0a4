import {
  CONTACT_ROLES,
  catalogElementType,
  elementSuitsFiType,
  FI_TYPE_LABELS,
  type FiType,
  type FormatNode,
  formatTreeProblem,
  REPORT_WRITER_MESSAGES as M,
  MESSAGES,
  MORTGAGE_REPORT_WRITER_SEGMENTS,
  queryTypeOf,
  type ReportElement,
  type ReportFiType,
  type ReportWriterElement,
  RULE_OPERATOR,
  reportElementKey,
  reportInstitutionTypes,
  technographicMode,
  writerSegmentOf,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { AppError, unprocessable } from '../../http/app-error.js';
import { matchElementTests, queryEngineFor } from '../fin-query/index.js';
import { type Actor, forbidden } from '../identity/index.js';
import { serviceVendorProducts } from './bank-services.js';
import { type WriterCatalog, writerCatalog } from './writer-catalog.js';

/** What a report says about itself, whether saved or previewed. */
export type ReportContent = {
  fi_type: ReportFiType;
  is_mbc: boolean;
  report_elements: readonly ReportElement[];
  element_format?: readonly FormatNode[];
};

const refuse = (message: string, path: string) => unprocessable(message, [{ path, message }]);

const typesInWords = (fiType: ReportFiType) =>
  reportInstitutionTypes(fiType)
    .map((t) => `${FI_TYPE_LABELS[t as FiType] ?? t}s`.toLowerCase())
    .join(' and ');

/** Whether the chosen vendors and products belong to the service, and only in their own mode. */
async function technographicProblem(
  database: Database,
  element: Extract<ReportElement, { element_type: 'technographics' }>,
): Promise<string | null> {
  const { vendor_ids, product_ids } = element.element_properties;
  const mode = technographicMode(element.element_properties);
  if (vendor_ids.length > 0 && mode !== 'vendor') return 'Vendors are chosen in the Vendor mode only.';
  if (product_ids.length > 0 && mode !== 'product') return 'Products are chosen in the Product mode only.';
  if (vendor_ids.length === 0 && product_ids.length === 0) return null;
  const offered = await serviceVendorProducts(database, element.element_id);
  const vendors = new Set(offered.map((o) => o.id));
  const products = new Set(offered.flatMap((o) => (o.product_id === null ? [] : [o.product_id])));
  if (vendor_ids.some((id) => !vendors.has(id))) return 'A chosen vendor does not serve this service.';
  if (product_ids.some((id) => !products.has(id))) return 'A chosen product does not serve this service.';
  return null;
}

/**
 * What the element's FIN Query provider says of its properties (a mortgage measure's year, action and
 * markets; a market measure's markets), asked with a test every value passes: one rule, one reading.
 */
async function providerProblem(
  database: Database,
  actor: Actor,
  element: ReportElement,
  isMbc: boolean,
): Promise<string | null> {
  try {
    await matchElementTests(
      queryEngineFor(database),
      actor,
      {
        element_id: element.element_id,
        element_type: catalogElementType(element.element_type),
        element_properties: element.element_properties as Record<string, unknown>,
      },
      [{ operator: RULE_OPERATOR.GREATER_OR_EQUAL, value: ['0'] }],
      queryTypeOf(isMbc),
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) {
      return error.message.replace(MESSAGES.validation.prefix, '');
    }
    throw error;
  }
}

/** Why an element's properties cannot be used, in words, or null. */
async function propertiesProblem(
  database: Database,
  actor: Actor,
  content: ReportContent,
  element: ReportElement,
  offered: ReportWriterElement,
): Promise<string | null> {
  switch (element.element_type) {
    case 'technographics':
      return technographicProblem(database, element);
    case 'fi_contacts': {
      const roles: readonly string[] = CONTACT_ROLES;
      const unknown = element.element_properties.roles.find((r) => !roles.includes(r));
      return unknown === undefined ? null : `${unknown} is not a contact role.`;
    }
    case 'mortgage_lending':
      return providerProblem(database, actor, element, content.is_mbc);
    case 'market_area':
      return offered.properties === 'market'
        ? providerProblem(database, actor, element, content.is_mbc)
        : null;
    default:
      return null;
  }
}

/**
 * Checks a report's content against what the writer offers the caller: the mortgage variant needs the
 * mbc permission and takes its four segments only; every element exists in the catalog, suits the
 * report's FI type, appears once and has usable properties; the layout places only the report's
 * elements. Returns the catalog it checked against (names, formats).
 */
export async function checkReportContent(
  database: Database,
  actor: Actor,
  content: ReportContent,
): Promise<WriterCatalog> {
  if (content.is_mbc && !actor.enterprise.has('mbc')) throw forbidden();
  const catalog = await writerCatalog(database, actor, content.is_mbc);
  const seen = new Set<string>();
  const mortgageSegments: readonly string[] = MORTGAGE_REPORT_WRITER_SEGMENTS;
  for (const [index, element] of content.report_elements.entries()) {
    const path = `report_elements.${index}`;
    const key = reportElementKey(element);
    const offered = catalog.byKey.get(key);
    if (!offered) {
      const segment = writerSegmentOf(
        element.element_type === 'fi_contacts' ? 'contact_search' : element.element_type,
      );
      if (content.is_mbc && segment && !mortgageSegments.includes(segment))
        throw refuse(M.mortgageSegmentsOnly, path);
      throw refuse(M.elementMissing(`Element ${element.element_id} (${element.element_type})`), path);
    }
    if (seen.has(key)) throw refuse(M.elementTwice(offered.name), path);
    seen.add(key);
    if (!elementSuitsFiType(offered.fi_types, content.fi_type)) {
      throw refuse(M.elementNotForFiType(offered.name, typesInWords(content.fi_type)), path);
    }
    const problem = await propertiesProblem(database, actor, content, element, offered);
    if (problem) throw refuse(M.elementProperties(offered.name, problem), `${path}.element_properties`);
  }
  const layout = formatTreeProblem(content.report_elements, content.element_format ?? []);
  if (layout) throw refuse(`Validation failed. ${layout}`, 'element_format');
  return catalog;
}
