import {
  NOT_RESEARCHED_LABEL,
  offersService,
  type QueryElementObject,
  RULE_OPERATOR,
  type RuleValue,
  TECHNOGRAPHIC_RULE_OPERATORS,
  TECHNOLOGY_USE_LABELS,
  type TechnographicQueryProperties,
  technographicQueryPropertiesSchema,
} from '@fin-atlas/domain';
import { optionValues } from '../engine/compare.js';
import type { Universe } from '../engine/universe.js';
import { wholeYearsSince } from '../engine/years.js';
import type { TechnographicCatalog, TechRecord } from './technographic-data.js';

const YES = new Set(['yes', 'true']);
const BY_VENDOR: readonly string[] = [RULE_OPERATOR.VENDOR, RULE_OPERATOR.NOT_VENDOR];
const BY_PRODUCT: readonly string[] = [RULE_OPERATOR.PRODUCT, RULE_OPERATOR.NOT_PRODUCT];

export const takesVendors = (operator: string) => BY_VENDOR.includes(operator);
export const takesProducts = (operator: string) => BY_PRODUCT.includes(operator);

export function technographicProperties(object: QueryElementObject) {
  return technographicQueryPropertiesSchema.safeParse(object.element_properties ?? {});
}

/** The ids of a vendor or product rule, or null when one is not an id. */
export function ruleIds(value: RuleValue): number[] | null {
  const out: number[] = [];
  for (const v of optionValues(value)) {
    if (!/^\d{1,10}$/.test(v)) return null;
    out.push(Number(v));
  }
  return out;
}

/** Why a technographics rule cannot run, or null. */
export function technographicRuleProblem(
  catalog: TechnographicCatalog,
  object: QueryElementObject,
  operator: string,
  value: RuleValue,
): string | null {
  if (!catalog.solutionById.has(object.element_id))
    return 'Validation failed. The query uses an element that no longer exists.';
  if (!(TECHNOGRAPHIC_RULE_OPERATORS as readonly string[]).includes(operator))
    return `Validation failed. Unknown operator ${operator}.`;
  const properties = technographicProperties(object);
  if (!properties.success)
    return `Validation failed. ${properties.error.issues[0]?.message ?? 'The installed years are invalid.'}`;
  if (!takesVendors(operator) && !takesProducts(operator)) {
    return optionValues(value).every((v) => YES.has(v.toLowerCase()))
      ? null
      : 'Validation failed. This rule takes the value yes.';
  }
  const ids = ruleIds(value);
  if (ids === null || ids.length === 0)
    return takesVendors(operator)
      ? 'Validation failed. Choose at least one vendor.'
      : 'Validation failed. Choose at least one product.';
  const known = takesVendors(operator) ? catalog.vendorName : catalog.product;
  const missing = ids.find((id) => !known.has(id));
  return missing === undefined
    ? null
    : `Validation failed. ${takesVendors(operator) ? 'Vendor' : 'Product'} ${missing} does not exist.`;
}

/**
 * A test of an institution's open records for the solution. Only records installed within the
 * era's years count; without any, the institution is not researched for the rule and never matches.
 * - has_service: a record offers the service; no_service: research found it is not offered (and
 *   nothing says it is); in_house: a record runs it in-house;
 * - vendor / product: a record uses one of them; not_vendor / not_product: the institution offers
 *   the service and no record uses any of them (another vendor, in-house or vendor unknown).
 */
export function technographicTest(
  operator: string,
  value: RuleValue,
  properties: TechnographicQueryProperties,
  universe: Universe,
): (records: readonly TechRecord[] | undefined) => boolean {
  const era = properties.installed_years;
  const inEra = (r: TechRecord) => {
    if (!era) return true;
    const years = wholeYearsSince(r.startedOn, universe);
    return years >= era[0] && years <= era[1];
  };
  const chosen = new Set(ruleIds(value) ?? []);
  const uses = (r: TechRecord) =>
    takesVendors(operator)
      ? r.use === 'vendor' && r.vendorId !== null && chosen.has(r.vendorId)
      : offersService(r.use) && r.productId !== null && chosen.has(r.productId);
  return (all) => {
    const records = era ? all?.filter(inEra) : all;
    if (!records || records.length === 0) return false;
    switch (operator) {
      case RULE_OPERATOR.HAS_SERVICE:
        return records.some((r) => offersService(r.use));
      case RULE_OPERATOR.NO_SERVICE:
        return records.every((r) => r.use === 'no_service');
      case RULE_OPERATOR.IN_HOUSE:
        return records.some((r) => r.use === 'in_house');
      case RULE_OPERATOR.VENDOR:
      case RULE_OPERATOR.PRODUCT:
        return records.some(uses);
      case RULE_OPERATOR.NOT_VENDOR:
      case RULE_OPERATOR.NOT_PRODUCT:
        return records.some((r) => offersService(r.use)) && !records.some(uses);
      default:
        return false;
    }
  };
}

/** The cells of the record that speaks for an institution (the first in the shared order). */
export function technographicCells(catalog: TechnographicCatalog, record: TechRecord | undefined) {
  if (!record) {
    return { vendor: NOT_RESEARCHED_LABEL, product: null, hasService: NOT_RESEARCHED_LABEL, installed: null };
  }
  const vendorName = record.vendorId === null ? undefined : catalog.vendorName.get(record.vendorId);
  const product = record.productId === null ? undefined : catalog.product.get(record.productId)?.name;
  const vendor =
    record.use === 'vendor'
      ? (vendorName ?? TECHNOLOGY_USE_LABELS.vendor_unknown)
      : TECHNOLOGY_USE_LABELS[record.use];
  const hasService =
    record.use === 'no_service' ? 'No' : record.use === 'in_house' ? TECHNOLOGY_USE_LABELS.in_house : 'Yes';
  return {
    vendor,
    product: record.use === 'vendor' ? (product ?? null) : null,
    hasService,
    installed: Number(record.startedOn.slice(0, 4)),
  };
}
