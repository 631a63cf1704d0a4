import type { MetricDefinition } from '../../metrics/metric-definition.js';

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** How a metric is described to clients: everything but the formula internals. */
export function presentMetric(m: MetricDefinition) {
  return {
    id: m.id,
    name: m.name,
    category: m.category,
    group: m.group,
    advisor_section: m.advisorSection ?? null,
    format: m.format,
    higher_is_better: m.higherIsBetter,
    definition: m.definition,
    common: m.common === true,
    fi_types: [
      ...(m.formulas.bank ? ['bank', 'bhc'] : []),
      ...(m.formulas.credit_union ? ['credit_union'] : []),
    ],
  };
}
