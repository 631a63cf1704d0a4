import { metricElementId } from '@fin-atlas/domain';
import { itemsRead } from '../expression.js';
import type {
  AdvisorSection,
  FinancialFiType,
  MetricCategory,
  MetricDefinition,
} from '../metric-definition.js';
import { BANK_ASSET_QUALITY } from './bank-asset-quality.js';
import { BANK_BALANCE_SHEET } from './bank-balance-sheet.js';
import { BANK_CAPITAL } from './bank-capital.js';
import { BANK_GROWTH } from './bank-growth.js';
import { BANK_LIQUIDITY } from './bank-liquidity.js';
import { BANK_PROFITABILITY } from './bank-profitability.js';
import { BANK_STATEMENTS } from './bank-statements.js';
import { COMMON_METRICS } from './common-metrics.js';
import { COMMON_STATEMENTS } from './common-statements.js';
import { CU_BALANCE_SHEET } from './cu-balance-sheet.js';
import { CU_PERFORMANCE } from './cu-performance.js';
import { CU_STATEMENTS } from './cu-statements.js';

/**
 * The metric catalog: every metric and statement line the reports, query builder and Advisor pages can
 * show, in display order (category, then group, then position). Ids are stable: never rename one; add a
 * new metric instead.
 */
export const METRIC_CATALOG: readonly MetricDefinition[] = [
  ...COMMON_METRICS,
  ...COMMON_STATEMENTS,
  ...BANK_PROFITABILITY,
  ...BANK_CAPITAL,
  ...BANK_ASSET_QUALITY,
  ...BANK_LIQUIDITY,
  ...BANK_BALANCE_SHEET,
  ...BANK_GROWTH,
  ...BANK_STATEMENTS,
  ...CU_PERFORMANCE,
  ...CU_BALANCE_SHEET,
  ...CU_STATEMENTS,
];

/** The spec's metric trees, in the order the query builder lists them. */
export const METRIC_CATEGORIES: readonly MetricCategory[] = [
  'Common Metrics',
  'Detailed Metrics',
  'Common Statements',
  'Detailed Statements',
];

export const ADVISOR_SECTIONS: readonly AdvisorSection[] = ['profit', 'growth', 'risk', 'offering'];

const BY_ID: ReadonlyMap<string, MetricDefinition> = new Map(METRIC_CATALOG.map((m) => [m.id, m]));

export function metricById(id: string): MetricDefinition | undefined {
  return BY_ID.get(id);
}

const BY_ELEMENT_ID: ReadonlyMap<number, MetricDefinition> = new Map(
  METRIC_CATALOG.map((m) => [metricElementId(m.id), m]),
);

/** The metric a report contract's integer metric_id / element_id names. */
export function metricByElementId(elementId: number): MetricDefinition | undefined {
  return BY_ELEMENT_ID.get(elementId);
}

/** The formula type an institution type uses: holding companies use the bank formulas. */
export function formulaTypeFor(fiType: string): FinancialFiType {
  return fiType === 'credit_union' ? 'credit_union' : 'bank';
}

/** Metrics with a formula for the FI type ('bank', 'bhc' or 'credit_union'), in catalog order. */
export function metricsFor(fiType: string): MetricDefinition[] {
  const type = formulaTypeFor(fiType);
  return METRIC_CATALOG.filter((m) => m.formulas[type] !== undefined);
}

export type CatalogGroup = { group: string; metrics: MetricDefinition[] };
export type CatalogCategory = { category: MetricCategory; groups: CatalogGroup[] };

/**
 * The categories → groups → metrics tree the report builders and the query builder show, for one FI
 * type (or every metric when omitted). Empty categories are left out; order is catalog order.
 */
export function catalogTree(fiType?: string): CatalogCategory[] {
  const metrics = fiType === undefined ? [...METRIC_CATALOG] : metricsFor(fiType);
  const tree: CatalogCategory[] = [];
  for (const category of METRIC_CATEGORIES) {
    const groups = new Map<string, MetricDefinition[]>();
    for (const m of metrics) {
      if (m.category !== category) continue;
      const list = groups.get(m.group) ?? [];
      list.push(m);
      groups.set(m.group, list);
    }
    if (groups.size > 0)
      tree.push({ category, groups: [...groups].map(([group, list]) => ({ group, metrics: list })) });
  }
  return tree;
}

/** Metrics of one Advisor section (profit, growth, risk, offering), optionally for one FI type. */
export function advisorMetrics(section: AdvisorSection, fiType?: string): MetricDefinition[] {
  const metrics = fiType === undefined ? METRIC_CATALOG : metricsFor(fiType);
  return metrics.filter((m) => m.advisorSection === section);
}

/** Every line item the catalog's formulas read for an FI type: what importers and the generator must fill. */
export function lineItemsRead(fiType: string): string[] {
  const type = formulaTypeFor(fiType);
  const codes = new Set<string>();
  for (const m of METRIC_CATALOG) {
    const formula = m.formulas[type];
    if (formula) for (const code of itemsRead(formula)) codes.add(code);
  }
  return [...codes].sort();
}
