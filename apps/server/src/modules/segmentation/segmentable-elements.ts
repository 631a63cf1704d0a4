import type { FiType, QueryCatalog, QueryCatalogElement } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { resolveFiGroups } from './fi-groups.js';
import { SEGMENTABLE_ELEMENT_TYPES } from './segment-tests.js';

/**
 * Elements whose value a segment can test on its own: numbers (ranges), option lists and
 * technology use. Market measures need markets, contacts their roles: the set element carries no
 * such properties, so they stay out.
 */
function segmentable(element: QueryCatalogElement, fiTypes: ReadonlySet<string> | null): boolean {
  if (!SEGMENTABLE_ELEMENT_TYPES.has(element.element_type)) return false;
  const byValue = element.value_kind === 'number' || element.value_kind === 'options';
  const propertiesFit = element.properties === null || element.properties === 'metric';
  const byTechnology = element.properties === 'technographic';
  if (!((byValue && propertiesFit) || byTechnology)) return false;
  if (fiTypes === null || element.fi_types.length === 0) return true;
  return element.fi_types.some((t) => fiTypes.has(t));
}

/**
 * GET /api/segmentation_sets/query_rules: FIN Query's catalog (the caller's, by category and
 * section, with each element's operators and options) narrowed to the elements a segment set can
 * split by and, when FI groups are named, to those that apply to the groups' FI types (a credit
 * union group is not offered bank-only metrics). A mixed group keeps every type.
 */
export async function segmentableCatalog(
  database: Database,
  actor: Actor,
  refs: readonly string[] | undefined,
): Promise<QueryCatalog> {
  let fiTypes: Set<FiType> | null = null;
  if (refs && refs.length > 0) {
    const groups = await resolveFiGroups(database, actor, refs);
    fiTypes = groups.some((g) => g.fiType === null) ? null : new Set(groups.map((g) => g.fiType as FiType));
  }
  const catalog = await queryEngineFor(database).catalog(actor, 'fin_query');
  const categories = catalog.categories
    .map((category) => ({
      name: category.name,
      sections: category.sections
        .map((section) => ({
          name: section.name,
          elements: section.elements.filter((e) => segmentable(e, fiTypes)),
        }))
        .filter((section) => section.elements.length > 0),
    }))
    .filter((category) => category.sections.length > 0);
  return { ...catalog, categories };
}
