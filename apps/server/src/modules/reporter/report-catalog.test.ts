import { FI_TYPES, KEY_METRICS, metricElementId } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { formulaTypeFor, metricByElementId, metricById } from '../../metrics/catalog/index.js';
import { CORE_PROCESSING, SOLUTION_CATEGORIES } from '../../reference/solution-catalog.js';
import { BUILT_IN_REPORTS, reportMetrics, reportsFor } from './report-catalog.js';
import { linesMenu } from './report-layout.js';
import { builtInLines, formatOf } from './report-lines.js';

describe('built-in report catalog', () => {
  it('key metrics exist in the catalog with a formula for their FI type, 25 each', () => {
    for (const type of FI_TYPES) {
      expect(KEY_METRICS[type]).toHaveLength(25);
      for (const id of KEY_METRICS[type]) {
        expect(metricById(id)?.formulas[formulaTypeFor(type)], `${type} ${id}`).toBeDefined();
      }
    }
  });

  it('every metric report reads metrics its FI type computes, each once, reachable by element id', () => {
    for (const report of BUILT_IN_REPORTS) {
      if (report.kind !== 'metrics') continue;
      const metrics = reportMetrics(report).map((m) => m.metric);
      expect(new Set(metrics.map((m) => m.id)).size, report.name).toBe(metrics.length);
      for (const metric of metrics) {
        expect(metric.formulas[report.formulaType], `${report.name}: ${metric.id}`).toBeDefined();
        expect(metricByElementId(metricElementId(metric.id))).toBe(metric);
      }
      const menu = linesMenu(builtInLines(report));
      expect(menu.map((e) => e.metric_id)).toEqual(metrics.map((m) => metricElementId(m.id)));
      const format = formatOf(builtInLines(report));
      expect(format.map((n) => (n.type === 'header' ? n.text : n.type))).toEqual(
        report.sections.map((s) => s.header),
      );
    }
  });

  it('technographic reports name bank services of the solution catalog', () => {
    const names = new Set(SOLUTION_CATEGORIES.flatMap((c) => c.solutions.map((s) => s.name)));
    const technographic = BUILT_IN_REPORTS.filter((r) => r.kind === 'technographics');
    expect(technographic.length).toBeGreaterThan(0);
    for (const report of technographic) {
      const services = report.sections.flatMap((s) => s.items);
      expect(services).toContain(CORE_PROCESSING);
      for (const name of services) expect(names.has(name), name).toBe(true);
    }
  });

  it('banks and holding companies get the bank reports, credit unions their own; all get technographics', () => {
    expect(reportsFor('bank').map((r) => r.id)).toEqual(reportsFor('bhc').map((r) => r.id));
    expect(reportsFor('credit_union').map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 21]);
    expect(new Set(BUILT_IN_REPORTS.map((r) => r.id)).size).toBe(BUILT_IN_REPORTS.length);
  });
});
