import {
  type QueryCatalogElement,
  type QueryOption,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  TECHNOGRAPHIC_RULE_OPERATORS,
} from '@fin-atlas/domain';
import type { ColumnValues, ElementProvider, EngineContext } from '../engine/provider.js';
import { columnKey } from './column-key.js';
import { type SolutionRecords, solutionRecordsFor, technographicCatalogFor } from './technographic-data.js';
import {
  ruleIds,
  takesProducts,
  takesVendors,
  technographicCells,
  technographicProperties,
  technographicRuleProblem,
  technographicTest,
} from './technographic-rules.js';

const CATEGORY = 'Technographics';
const MAX_OPTIONS = 200;

const RULES_IN_WORDS =
  'Offers the service: a current record says it does. Does not offer it: research found it is not offered. ' +
  'Runs it in-house: no vendor. Uses / does not use a vendor or product: "does not use" means it offers the ' +
  'service with another vendor, in-house or through a vendor not yet identified. Institutions not researched ' +
  'for the solution match none of these.';

const eraInWords = (asOf: string | null) =>
  `Installed (years), optional: only current records that started between the two numbers of whole years before the data date${asOf ? ` (${asOf})` : ''} are tested; 5 to 7 finds contracts that may be up for renewal.`;

/** How many institutions of the universe use each vendor and product for the solution. */
function usage(records: SolutionRecords) {
  const vendors = new Map<number, number>();
  const products = new Map<number, number>();
  for (const list of records.values()) {
    const seenVendors = new Set<number>();
    const seenProducts = new Set<number>();
    for (const r of list) {
      if (r.use === 'vendor' && r.vendorId !== null) seenVendors.add(r.vendorId);
      if (r.use === 'vendor' && r.productId !== null) seenProducts.add(r.productId);
    }
    for (const v of seenVendors) vendors.set(v, (vendors.get(v) ?? 0) + 1);
    for (const p of seenProducts) products.set(p, (products.get(p) ?? 0) + 1);
  }
  return { vendors, products };
}

const users = (n: number | undefined) =>
  `${(n ?? 0).toLocaleString('en-US')} institution${n === 1 ? '' : 's'}`;

/**
 * Vendors of the solution (those with a product serving it or a current record for it); with
 * parent = a vendor id, that vendor's products; with parent = 'products', every product.
 */
async function solutionOptions(context: EngineContext, solutionId: number, parent?: string, q?: string) {
  const catalog = await technographicCatalogFor(context);
  if (!catalog.solutionById.has(solutionId)) return [];
  const used = usage(await solutionRecordsFor(context, solutionId));
  const serving = catalog.productsOf.get(solutionId) ?? new Set<number>();
  const needle = q?.trim().toLowerCase() ?? '';
  const out: QueryOption[] = [];
  if (parent === undefined || parent === '') {
    const ids = new Set([...used.vendors.keys()]);
    for (const p of serving) {
      const vendorId = catalog.product.get(p)?.vendorId;
      if (vendorId !== undefined) ids.add(vendorId);
    }
    for (const id of ids) {
      const name = catalog.vendorName.get(id);
      if (name) out.push({ value: id, label: name, hint: users(used.vendors.get(id)) });
    }
  } else {
    const vendorId = /^\d+$/.test(parent) ? Number(parent) : null;
    for (const id of new Set([...serving, ...used.products.keys()])) {
      const product = catalog.product.get(id);
      if (!product || (vendorId !== null && product.vendorId !== vendorId)) continue;
      const vendor = catalog.vendorName.get(product.vendorId) ?? '';
      out.push({ value: id, label: product.name, hint: `${vendor} · ${users(used.products.get(id))}` });
    }
  }
  return out
    .filter((o) => needle === '' || o.label.toLowerCase().includes(needle))
    .sort((a, b) => a.label.localeCompare(b.label))
    .slice(0, MAX_OPTIONS);
}

/**
 * Technographics: what each institution runs for a solution, from its current (open) records, read
 * with the domain's technology-use rule so in-house, vendor unknown and not offered mean here what
 * they mean on every other screen.
 */
export const technographicsProvider: ElementProvider = {
  name: 'technographics',
  types: ['technographics'],
  variants: ['fin_query', 'mortgage'],

  async warm(context) {
    await technographicCatalogFor(context);
  },

  async catalog(context) {
    const catalog = await technographicCatalogFor(context);
    const era = eraInWords(context.universe.dataAsOf);
    const sections = new Map<string, QueryCatalogElement[]>();
    for (const s of catalog.solutions) {
      const list = sections.get(s.category) ?? [];
      list.push({
        element_id: s.id,
        element_type: 'technographics',
        element_section: CATEGORY,
        name: s.name,
        group: s.category,
        definition: [s.description, RULES_IN_WORDS, era].filter(Boolean).join(' '),
        value_kind: 'options',
        operators: [...TECHNOGRAPHIC_RULE_OPERATORS],
        remote_options: true,
        format: null,
        fi_types: [],
        properties: 'technographic',
      });
      sections.set(s.category, list);
    }
    return [{ category: CATEGORY, sections: [...sections].map(([name, elements]) => ({ name, elements })) }];
  },

  async options(context, { elementId, parent, q }) {
    return solutionOptions(context, elementId, parent, q);
  },

  async validate(context, { object, rule }) {
    return technographicRuleProblem(
      await technographicCatalogFor(context),
      object,
      rule.operator,
      rule.value,
    );
  },

  async match(context, { object, rule }) {
    const { universe } = context;
    const out = new Uint8Array(universe.size);
    const properties = technographicProperties(object);
    if (!properties.success) return out;
    const records = await solutionRecordsFor(context, object.element_id);
    const test = technographicTest(rule.operator, rule.value, properties.data, universe);
    for (const [position, list] of records) if (test(list)) out[position] = 1;
    return out;
  },

  async columns(context, object, positions) {
    const catalog = await technographicCatalogFor(context);
    const solution = catalog.solutionById.get(object.element_id);
    const properties = technographicProperties(object);
    if (!solution || !properties.success) return [];
    const records = await solutionRecordsFor(context, solution.id);
    const cells = Array.from(positions, (p) => technographicCells(catalog, records.get(p)?.[0]));
    const { vendor, product, has_service } = properties.data;
    const defaultMode = !vendor && !product && !has_service;
    const column = (part: string, label: string, values: ColumnValues['values']): ColumnValues => ({
      column: {
        key: columnKey(object, part),
        label: `${solution.name}: ${label}`,
        format: null,
        source: CATEGORY,
      },
      values,
    });
    const out: ColumnValues[] = [];
    if (vendor || defaultMode)
      out.push(
        column(
          'vendor',
          'Vendor',
          cells.map((c) => c.vendor),
        ),
      );
    if (product || defaultMode)
      out.push(
        column(
          'product',
          'Product',
          cells.map((c) => c.product),
        ),
      );
    if (has_service)
      out.push(
        column(
          'has_service',
          'Has Service',
          cells.map((c) => c.hasService),
        ),
      );
    out.push(
      column(
        'installed',
        'Installed',
        cells.map((c) => c.installed),
      ),
    );
    return out;
  },

  async describe(context, object, rule) {
    const catalog = await technographicCatalogFor(context);
    const solution = catalog.solutionById.get(object.element_id);
    if (!solution) return 'Deleted element';
    if (!rule) return solution.name;
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    const ids = ruleIds(rule.value) ?? [];
    const names = takesVendors(rule.operator)
      ? ids.map((id) => catalog.vendorName.get(id) ?? String(id))
      : takesProducts(rule.operator)
        ? ids.map((id) => catalog.product.get(id)?.name ?? String(id))
        : [];
    const properties = technographicProperties(object);
    const era = properties.success ? properties.data.installed_years : null;
    const installed = era ? `, installed ${era[0]} to ${era[1]} years ago` : '';
    return `${solution.name} ${words}${names.length ? ` ${names.join(', ')}` : ''}${installed}`;
  },
};
