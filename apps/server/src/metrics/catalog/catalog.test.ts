import { metricElementId, NUMBER_FORMAT_CODES } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { BANK_DICTIONARY, BANK_LINE_ITEMS } from '../../reference/line-items/bank-line-items.js';
import {
  CREDIT_UNION_DICTIONARY,
  CREDIT_UNION_LINE_ITEMS,
} from '../../reference/line-items/credit-union-line-items.js';
import type { LineItem } from '../../reference/line-items/line-item.js';
import type { Expr } from '../expression.js';
import type { FinancialFiType, MetricDefinition } from '../metric-definition.js';
import {
  ADVISOR_SECTIONS,
  advisorMetrics,
  catalogTree,
  lineItemsRead,
  METRIC_CATALOG,
  METRIC_CATEGORIES,
  metricByElementId,
  metricById,
  metricsFor,
} from './index.js';
import { REQUESTED_BANK_LINE_ITEMS, REQUESTED_CREDIT_UNION_LINE_ITEMS } from './requested-line-items.js';

/** Every (op, code) a formula reads, so item kinds can be checked against how formulas use them. */
function reads(expr: Expr, out: { op: 'item' | 'flow' | 'avg' | 'published'; code: string }[] = []) {
  switch (expr.op) {
    case 'item':
    case 'flow':
      out.push({ op: expr.op, code: expr.code });
      break;
    case 'avg':
      out.push({ op: 'avg', code: expr.code });
      for (const code of [expr.qtr, expr.ytd]) if (code) out.push({ op: 'published', code });
      break;
    case 'const':
      break;
    case 'annualize':
    case 'yearAgo':
    case 'growth':
    case 'avgOf':
      reads(expr.arg, out);
      break;
    default:
      for (const arg of expr.args) reads(arg, out);
  }
  return out;
}

const TYPES: { type: FinancialFiType; dictionary: readonly LineItem[]; requested: readonly LineItem[] }[] = [
  { type: 'bank', dictionary: BANK_LINE_ITEMS, requested: REQUESTED_BANK_LINE_ITEMS },
  { type: 'credit_union', dictionary: CREDIT_UNION_LINE_ITEMS, requested: REQUESTED_CREDIT_UNION_LINE_ITEMS },
];

describe('metric catalog', () => {
  it('has unique, stable snake_case ids', () => {
    const ids = METRIC_CATALOG.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(metricById('roa')?.name).toBe('Return on Average Assets (ROA)');
    expect(metricById('no_such_metric')).toBeUndefined();
  });

  it('meets the issue’s sizes: 150+ bank and 100+ credit-union metrics and lines, 40+ common metrics', () => {
    expect(metricsFor('bank').length).toBeGreaterThanOrEqual(150);
    expect(metricsFor('credit_union').length).toBeGreaterThanOrEqual(100);
    const commonMetrics = METRIC_CATALOG.filter((m) => m.category === 'Common Metrics');
    expect(commonMetrics.length).toBeGreaterThanOrEqual(40);
    // Holding companies use the bank formulas.
    expect(metricsFor('bhc')).toEqual(metricsFor('bank'));
  });

  it('covers the comparable set the issue lists', () => {
    for (const id of [
      'total_assets',
      'total_loans',
      'total_deposits',
      'equity_to_assets',
      'capital_ratio',
      'roa',
      'roe',
      'net_interest_margin',
      'yield_on_earning_assets',
      'cost_of_funds',
      'efficiency_ratio',
      'noninterest_income_to_average_assets',
      'noninterest_expense_to_average_assets',
      'loan_growth',
      'deposit_growth',
      'delinquent_loans_to_loans',
      'net_charge_offs_to_average_loans',
      'allowance_coverage',
      'residential_loans_share',
      'transaction_deposits_share',
      'service_charges_share_of_noninterest_income',
      'loans_to_deposits',
      'liquid_assets_to_assets',
      'members_or_deposit_accounts_per_employee',
    ]) {
      expect(metricById(id)?.common, id).toBe(true);
    }
  });

  it('gives common metrics and statements a formula for both types, and the others exactly one', () => {
    for (const m of METRIC_CATALOG) {
      const types = Object.keys(m.formulas);
      const isCommonCategory = m.category === 'Common Metrics' || m.category === 'Common Statements';
      expect(m.common === true, m.id).toBe(isCommonCategory);
      expect(types.length, m.id).toBe(isCommonCategory ? 2 : 1);
    }
  });

  it('uses known categories, advisor sections and formats; statements are $000 amounts or counts', () => {
    for (const m of METRIC_CATALOG) {
      expect(METRIC_CATEGORIES, m.id).toContain(m.category);
      expect(NUMBER_FORMAT_CODES, m.id).toContain(m.format);
      if (m.advisorSection !== undefined) expect(ADVISOR_SECTIONS, m.id).toContain(m.advisorSection);
      if (m.category.endsWith('Statements')) expect(['C0', 'N0'], m.id).toContain(m.format);
      expect(m.group.length, m.id).toBeGreaterThan(2);
      expect([true, false, null], m.id).toContain(m.higherIsBetter);
    }
  });

  it('explains every metric in words, including how the spans treat it', () => {
    for (const m of METRIC_CATALOG) {
      expect(m.definition.length, m.id).toBeGreaterThan(60);
      expect(m.definition, m.id).toMatch(/span|quarter end|Qtr|annualised/i);
      expect(m.definition, m.id).not.toMatch(/undefined|\$\{/);
    }
  });

  it('formats ratios as percents and amounts as dollars', () => {
    const isAmount = (m: MetricDefinition) => m.format.startsWith('C');
    for (const m of METRIC_CATALOG) {
      if (
        m.id.endsWith('_share') ||
        m.id.endsWith('_rate') ||
        m.id.endsWith('_growth') ||
        m.id.startsWith('roa')
      ) {
        expect(m.format.startsWith('P'), m.id).toBe(true);
      }
      if (m.category.endsWith('Statements') && !isAmount(m)) expect(m.format, m.id).toBe('N0');
    }
  });

  for (const { type, dictionary, requested } of TYPES) {
    const kinds = new Map(dictionary.map((i) => [i.code, i.kind]));
    const requestedKinds = new Map(requested.map((i) => [i.code, i.kind]));

    it(`reads only ${type} line items that exist in the dictionary (or are requested from its owner)`, () => {
      const missing = lineItemsRead(type).filter((code) => !kinds.has(code) && !requestedKinds.has(code));
      expect(missing).toEqual([]);
    });

    it(`keeps the requested ${type} items pending only while the dictionary lacks them`, () => {
      const arrived = requested.filter((i) => kinds.has(i.code)).map((i) => i.code);
      // When this fails the dictionary has caught up: delete these codes from requested-line-items.ts.
      expect(arrived).toEqual([]);
    });

    it(`uses ${type} items as their kind allows: flows through flow(), balances through item() or avg()`, () => {
      const misuse: string[] = [];
      for (const m of METRIC_CATALOG) {
        const formula = m.formulas[type];
        if (!formula) continue;
        for (const { op, code } of reads(formula)) {
          const kind = kinds.get(code) ?? requestedKinds.get(code);
          if (op === 'flow' && kind !== 'flow') misuse.push(`${m.id}: flow(${code}) is a ${kind}`);
          if (op === 'item' && kind === 'flow') misuse.push(`${m.id}: item(${code}) is a flow`);
          if (op === 'avg' && kind !== 'balance') misuse.push(`${m.id}: avg(${code}) is a ${kind}`);
          if (op === 'published' && kind !== 'average')
            misuse.push(`${m.id}: ${code} is not a published average`);
        }
      }
      expect(misuse).toEqual([]);
    });
  }

  it('lists the dictionaries’ codes that the importers must fill', () => {
    expect(lineItemsRead('bank')).toContain('asset5');
    expect(lineItemsRead('bhc')).toEqual(lineItemsRead('bank'));
    expect(lineItemsRead('credit_union')).toContain('acct_661a');
    expect(BANK_DICTIONARY.index.has('asset')).toBe(true);
    expect(CREDIT_UNION_DICTIONARY.index.has('acct_010')).toBe(true);
  });

  it('builds the categories → groups tree for the report builders', () => {
    const bankTree = catalogTree('bank');
    expect(bankTree.map((c) => c.category)).toEqual([...METRIC_CATEGORIES]);
    const inTree = bankTree.flatMap((c) => c.groups.flatMap((g) => g.metrics.map((m) => m.id)));
    expect(inTree).toHaveLength(metricsFor('bank').length);
    expect(new Set(inTree)).toEqual(new Set(metricsFor('bank').map((m) => m.id)));
    const common = bankTree.find((c) => c.category === 'Common Metrics');
    expect(common?.groups.map((g) => g.group)).toContain('Profitability');
    expect(catalogTree().flatMap((c) => c.groups).length).toBeGreaterThan(
      catalogTree('bank').flatMap((c) => c.groups).length,
    );
    for (const cat of catalogTree('credit_union')) {
      for (const g of cat.groups)
        for (const m of g.metrics) expect(m.formulas.credit_union, m.id).toBeDefined();
    }
  });

  it('fills every Advisor section for both types', () => {
    for (const section of ADVISOR_SECTIONS) {
      expect(advisorMetrics(section, 'bank').length, section).toBeGreaterThan(5);
      expect(advisorMetrics(section, 'credit_union').length, section).toBeGreaterThan(5);
    }
    const profit = advisorMetrics('profit').map((m) => m.id);
    for (const id of [
      'roa',
      'efficiency_ratio',
      'net_interest_margin',
      'noninterest_income_to_average_assets',
    ]) {
      expect(profit).toContain(id);
    }
  });
});

describe('metric element ids', () => {
  it('give every catalog metric its own integer id, found again by metricByElementId', () => {
    const ids = METRIC_CATALOG.map((m) => metricElementId(m.id));
    expect(new Set(ids).size).toBe(METRIC_CATALOG.length);
    for (const m of METRIC_CATALOG) expect(metricByElementId(metricElementId(m.id))?.id).toBe(m.id);
    expect(metricByElementId(1)).toBeUndefined();
  });
});
