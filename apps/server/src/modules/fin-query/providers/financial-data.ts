import {
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  FIN_QUERY_MESSAGES,
  formatValue,
  metricElementId,
  NUMBER_RULE_OPERATORS,
  type QueryCatalogElement,
  type QueryElementObject,
  type QueryElementType,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  SCOPE,
  SPANS,
} from '@fin-atlas/domain';
import { METRIC_CATALOG, metricByElementId } from '../../../metrics/catalog/index.js';
import { displayFormat } from '../../../metrics/display-format.js';
import type { MetricCategory, MetricDefinition } from '../../../metrics/metric-definition.js';
import { numberOperands, numberRuleProblem, numberTest } from '../engine/compare.js';
import type { ColumnValues, ElementProvider } from '../engine/provider.js';
import {
  bitsOf,
  cellAt,
  fiTypesWithFormula,
  isPercentMetric,
  type MetricReading,
  metricReading,
  metricVector,
  readingLabel,
} from './metric-values.js';

/** The builder's four metric trees: the element type and rule section of each catalog category. */
const TREES: readonly { type: QueryElementType; category: MetricCategory; section: string }[] = [
  { type: 'common_metric', category: 'Common Metrics', section: 'Common Metrics (Bank/CU)' },
  { type: 'metrics', category: 'Detailed Metrics', section: 'Detailed Metrics' },
  {
    type: 'common_financial_statements',
    category: 'Common Statements',
    section: 'Common Statements (Bank/CU)',
  },
  { type: 'financial_statements', category: 'Detailed Statements', section: 'Detailed Statements' },
];

const treeOf = (type: QueryElementType) => TREES.find((t) => t.type === type);

export const FINANCIAL_DATA_CATEGORY = 'Financial Data';

/** How the two scopes read, appended to every metric's definition. */
const SCOPE_RULE =
  'Single: the value at the latest quarter. Trend: the change over the last four quarters, the latest quarter against the same quarter a year earlier, in percentage points for percentages and in percent growth for amounts and counts. Institutions of a type without this figure never match.';

/** The metric an element names, when it sits in the tree its element type says. */
function metricOf(object: QueryElementObject): MetricDefinition | undefined {
  const metric = metricByElementId(object.element_id);
  const tree = treeOf(object.element_type);
  return metric && tree && metric.category === tree.category ? metric : undefined;
}

function catalogElement(metric: MetricDefinition, tree: (typeof TREES)[number]): QueryCatalogElement {
  return {
    element_id: metricElementId(metric.id),
    element_type: tree.type,
    element_section: tree.section,
    name: metric.name,
    group: metric.group,
    definition: `${metric.definition} ${SCOPE_RULE}`,
    value_kind: 'number',
    operators: [...NUMBER_RULE_OPERATORS],
    remote_options: false,
    format: displayFormat(metric),
    fi_types: fiTypesWithFormula(metric),
    properties: 'metric',
  };
}

/** A rule's operand as the metric shows it: '1.25%', '$250.00M'. */
function shown(metric: MetricDefinition, reading: MetricReading, value: number): string {
  const format = reading.scope === SCOPE.TREND && !isPercentMetric(metric) ? 'P1' : displayFormat(metric);
  return formatValue(value, format);
}

/**
 * Financial Data: every catalog metric and statement line as a numeric rule and an output column,
 * read at each FI type's latest quarter with the element's span, set and scope. Values come from
 * the metric service's national rankings, so a rule over every institution costs one cached vector
 * per FI type. Rule values are in the metric's own unit, as the peer group builder's bounds are:
 * a percentage is a fraction (0.0125 = 1.25%), an amount in $ thousands, a trend's change a fraction.
 */
export const financialDataProvider: ElementProvider = {
  name: 'financial-data',
  types: TREES.map((t) => t.type),

  /**
   * Every metric of a type reads the same quarters: one ranking per type computes from them for the
   * rest. They are read as a warm-up, which gives way to requests.
   */
  async warm({ metrics, universe }) {
    for (const [fiType, period] of universe.latestPeriod) {
      await metrics.warmNational(fiType, [period], DEFAULT_SPAN_ID);
      await metrics.nationalRanking('total_assets', fiType, period, DEFAULT_SPAN_ID, DEFAULT_METRIC_SET_ID);
    }
  },

  async catalog() {
    const sections = TREES.map((tree) => ({
      name: tree.section,
      elements: METRIC_CATALOG.filter((m) => m.category === tree.category).map((m) =>
        catalogElement(m, tree),
      ),
    }));
    return [{ category: FINANCIAL_DATA_CATEGORY, sections }];
  },

  async validate(_context, { object, rule }) {
    if (!metricOf(object)) return FIN_QUERY_MESSAGES.unknownElement;
    const reading = metricReading(object.element_properties);
    if (typeof reading === 'string') return reading;
    return numberRuleProblem(rule.operator, rule.value);
  },

  async match(context, { object, rule }) {
    const metric = metricOf(object);
    const reading = metricReading(object.element_properties);
    if (!metric || typeof reading === 'string') return new Uint8Array(context.universe.size);
    const vector = await metricVector(context, metric, reading);
    const tested = vector.change ?? vector.values;
    const test = numberTest(rule.operator, rule.value);
    return bitsOf(tested, test);
  },

  async columns(context, object, positions) {
    const metric = metricOf(object);
    const reading = metricReading(object.element_properties);
    if (!metric || typeof reading === 'string') return [];
    const vector = await metricVector(context, metric, reading);
    const key = `${object.element_type}_${object.element_id}_${reading.span}_${reading.set}_${reading.scope}`;
    const tree = treeOf(object.element_type);
    const out: ColumnValues[] = [
      {
        column: {
          key,
          label: `${metric.name} (${readingLabel(reading, vector.periods)})`,
          format: displayFormat(metric),
          source: tree?.section ?? FINANCIAL_DATA_CATEGORY,
        },
        values: Array.from(positions, (p) => cellAt(vector.values, p)),
      },
    ];
    const change = vector.change;
    if (change) {
      const unit = isPercentMetric(metric) ? 'percentage points' : 'growth';
      out.push({
        column: {
          key: `${key}_change`,
          label: `${metric.name}, four-quarter change in ${unit} (${readingLabel(reading, vector.periods)})`,
          format: isPercentMetric(metric) ? displayFormat(metric) : 'P1',
          source: tree?.section ?? FINANCIAL_DATA_CATEGORY,
        },
        values: Array.from(positions, (p) => cellAt(change, p)),
      });
    }
    return out;
  },

  async describe(_context, object, rule) {
    const metric = metricOf(object);
    if (!metric) return 'Deleted element';
    const reading = metricReading(object.element_properties);
    if (typeof reading === 'string') return metric.name;
    const span = SPANS.find((s) => s.id === reading.span)?.name ?? '';
    const head =
      reading.scope === SCOPE.TREND
        ? `${metric.name} (${span}), four-quarter change`
        : `${metric.name} (${span})`;
    if (!rule) return head;
    const operands = numberOperands(rule.operator, rule.value);
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    const values = (operands ?? []).map((v) => shown(metric, reading, v)).join(' and ');
    return `${head} ${words} ${values}`;
  },
};
