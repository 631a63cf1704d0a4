import { z } from 'zod';
import { METRIC_ELEMENT_TYPES } from '../constants/query.js';
import { REPORT_WRITER_LIMITS } from '../constants/report-writer.js';
import { collectFormatElementIds } from '../rules/format-tree.js';
import { descriptionSchema, idSchema, isoDateTimeSchema, nameSchema, reportFiTypeSchema } from './common.js';
import {
  contactElementPropertiesSchema,
  firmographicElementPropertiesSchema,
  genericElementPropertiesSchema,
  metricElementPropertiesSchema,
  mortgageLendingElementPropertiesSchema,
  technographicElementPropertiesSchema,
} from './element-properties.js';
import { type FormatNode, formatNodeSchema } from './format-node.js';

/**
 * A report writer technographics element: the mode (the FIN Query columns vendor / product /
 * has_service; none is the Default mode, vendor and product) and, in the Vendor or Product mode, an
 * optional choice of vendors or products: the cell then names the chosen one the institution uses for
 * the service, or says No.
 */
export const reportTechnographicPropertiesSchema = technographicElementPropertiesSchema.extend({
  vendor_ids: z.array(idSchema).max(REPORT_WRITER_LIMITS.maxTechnographicChoices).default([]),
  product_ids: z.array(idSchema).max(REPORT_WRITER_LIMITS.maxTechnographicChoices).default([]),
});

export type ReportTechnographicProperties = z.infer<typeof reportTechnographicPropertiesSchema>;

// prefault (not default) so omitted properties still get each field's own default.
export const reportElementSchema = z.discriminatedUnion('element_type', [
  z.object({
    element_id: idSchema,
    element_type: z.enum(METRIC_ELEMENT_TYPES),
    element_properties: metricElementPropertiesSchema.prefault({}),
  }),
  z.object({
    element_id: idSchema,
    element_type: z.literal('technographics'),
    element_properties: reportTechnographicPropertiesSchema.prefault({}),
  }),
  z.object({
    element_id: idSchema,
    element_type: z.literal('fi_contacts'),
    element_properties: contactElementPropertiesSchema.prefault({}),
  }),
  z.object({
    element_id: idSchema,
    element_type: z.literal('mortgage_lending'),
    element_properties: mortgageLendingElementPropertiesSchema,
  }),
  z.object({
    element_id: idSchema,
    element_type: z.literal('firmographics'),
    element_properties: firmographicElementPropertiesSchema,
  }),
  z.object({
    element_id: idSchema,
    // Market Area measures carry { market, codes } (checked against the element when saved).
    element_type: z.enum([
      'performographics',
      'vendor_fit_static',
      'fin_intent',
      'segmentation',
      'market_area',
      'digital_channels',
    ]),
    element_properties: genericElementPropertiesSchema.default({}),
  }),
]);

export type ReportElement = z.infer<typeof reportElementSchema>;
export type ReportElementInput = z.input<typeof reportElementSchema>;

export const selfServeReportSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  is_mbc: z.boolean(),
  fi_type: reportFiTypeSchema,
  group_ids: z.array(idSchema),
  /** A navigator report: a FIN Admin's, offered to every entitled user. */
  is_global: z.boolean().default(false),
  report_elements: z.array(reportElementSchema),
  element_format: z.array(formatNodeSchema),
  created_at: isoDateTimeSchema.optional(),
  updated_at: isoDateTimeSchema.optional(),
});

export type SelfServeReport = z.infer<typeof selfServeReportSchema>;

// A layout that places an element the report does not contain would render an empty slot.
const layoutUsesOnlyReportElements = (body: {
  report_elements: readonly { element_id: number }[];
  element_format: readonly FormatNode[];
}): boolean => {
  const known = new Set(body.report_elements.map((element) => element.element_id));
  return collectFormatElementIds(body.element_format).every((id) => known.has(id));
};

const layoutIssue = {
  message: 'element_format refers to an element missing from report_elements',
  path: ['element_format'],
};

export const selfServeReportCreateBodySchema = z
  .strictObject({
    name: nameSchema,
    description: descriptionSchema,
    is_mbc: z.boolean().default(false),
    self_serve_report_groups_attributes: z.array(z.strictObject({ group_id: idSchema })).default([]),
    fi_type: reportFiTypeSchema,
    report_elements: z.array(reportElementSchema).min(1).max(REPORT_WRITER_LIMITS.maxElements),
    element_format: z.array(formatNodeSchema).default([]),
    /** Not in the spec's call: a FIN Admin marks a navigator (global) report with it. */
    is_global: z.boolean().default(false),
  })
  .refine(layoutUsesOnlyReportElements, layoutIssue);

export type SelfServeReportCreateBody = z.infer<typeof selfServeReportCreateBodySchema>;
export type SelfServeReportCreateBodyInput = z.input<typeof selfServeReportCreateBodySchema>;

export const selfServeReportUpdateBodySchema = z
  .strictObject({
    name: nameSchema,
    fi_type: reportFiTypeSchema,
    description: descriptionSchema,
    is_mbc: z.boolean().default(false),
    group_ids: z.array(idSchema).default([]),
    report_elements: z.array(reportElementSchema).min(1).max(REPORT_WRITER_LIMITS.maxElements),
    element_format: z.array(formatNodeSchema).default([]),
    /** Not in the spec's call: a FIN Admin marks a navigator (global) report with it. */
    is_global: z.boolean().default(false),
  })
  .refine(layoutUsesOnlyReportElements, layoutIssue);

export type SelfServeReportUpdateBody = z.infer<typeof selfServeReportUpdateBodySchema>;
export type SelfServeReportUpdateBodyInput = z.input<typeof selfServeReportUpdateBodySchema>;
