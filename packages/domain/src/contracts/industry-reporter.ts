import { z } from 'zod';
import { CHART_COLOR_SERIES } from '../constants/chart.js';
import { INDUSTRY_REPORTER_DEFAULTS } from '../constants/industry-reporter.js';
import { RULE_CATEGORIES } from '../constants/query.js';
import { DISPLAY_TYPES, METRIC_MODES } from '../constants/report-view.js';
import { SET_ID } from '../constants/sets.js';
import {
  hexColorSchema,
  idSchema,
  reportFiTypeSchema,
  scopeSchema,
  setIdSchema,
  spanIdSchema,
} from './common.js';

// Client state persisted locally between visits, hence camelCase and defaults for every
// field: an older stored copy parses into a complete state.
export const industryReporterStateSchema = z.object({
  selectedGroupIds: z.array(idSchema).default([]),
  reportId: idSchema.nullable().default(null),
  segmentId: idSchema.nullable().default(null),
  metricMode: z.enum(METRIC_MODES).default(INDUSTRY_REPORTER_DEFAULTS.metricMode),
  spanId: spanIdSchema.default(INDUSTRY_REPORTER_DEFAULTS.spanId),
  scope: scopeSchema.default(INDUSTRY_REPORTER_DEFAULTS.scope),
  setId: setIdSchema.default(SET_ID.AS_REPORTED),
  periodId: idSchema.nullable().default(null),
  fiType: reportFiTypeSchema.nullable().default(null),
  colorSeries: z
    .array(hexColorSchema)
    .min(1)
    .default([...CHART_COLOR_SERIES]),
  treeRuleCategories: z.array(z.enum(RULE_CATEGORIES)).default([]),
  showGraph: z.boolean().default(INDUSTRY_REPORTER_DEFAULTS.showGraph),
  showTotals: z.boolean().default(false),
  showSegments: z.boolean().default(false),
  displayType: z.enum(DISPLAY_TYPES).default(INDUSTRY_REPORTER_DEFAULTS.displayType),
});

export type IndustryReporterState = z.infer<typeof industryReporterStateSchema>;
