import { z } from 'zod';
import { SELF_SERVE_ELEMENT_TYPES } from '../constants/query.js';
import { REPORT_WRITER_LIMITS, TECHNOGRAPHIC_MODES } from '../constants/report-writer.js';
import {
  flagParamSchema,
  idNameSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  numberFormatCodeSchema,
  reportFiTypeSchema,
} from './common.js';
import { queryOptionSchema } from './fin-query.js';
import { queryElementTypeSchema } from './query-payload.js';
import { reportElementSchema, selfServeReportSchema } from './self-serve-report.js';

const selfServeElementTypeSchema = z.enum(SELF_SERVE_ELEMENT_TYPES);

/** Which properties the writer edits for an element. */
export const reportWriterPropertyKindSchema = z.enum([
  'metric',
  'technographic',
  'contacts',
  'mortgage',
  'market',
  'firmographic',
]);
export type ReportWriterPropertyKind = z.infer<typeof reportWriterPropertyKindSchema>;

/** One element a report writer segment offers. */
export const reportWriterElementSchema = z.object({
  element_id: idSchema,
  element_type: selfServeElementTypeSchema,
  name: z.string(),
  /** A section of the segment (Common Metrics (Bank/CU), Detailed Metrics...). */
  section: z.string(),
  /** A sub-heading inside the section (a metric group, a solution category). */
  group: z.string().nullable(),
  definition: z.string().nullable(),
  format: numberFormatCodeSchema.nullable(),
  /** FI types that report it; empty means every type. */
  fi_types: z.array(z.string()),
  properties: reportWriterPropertyKindSchema.nullable(),
  /** How the element's value reads: number, text, options... (firmographics store it as output_type). */
  value_kind: z.string(),
  /** Small choice lists shipped with the element (contact roles, HMDA years). */
  options: z.array(queryOptionSchema).optional(),
});
export type ReportWriterElement = z.infer<typeof reportWriterElementSchema>;

export const reportWriterElementsQuerySchema = z.object({ is_mbc: flagParamSchema.default(false) });

/** GET /api/report_writer_elements: the segments of the standard or mortgage writer with their elements. */
export const reportWriterElementsResponseSchema = z.object({
  is_mbc: z.boolean(),
  segments: z.array(
    z.object({
      name: z.string(),
      sections: z.array(z.object({ name: z.string(), elements: z.array(reportWriterElementSchema) })),
    }),
  ),
  /** The groups the caller may share a report with (their own; every client group for a FIN Admin). */
  share_groups: z.array(idNameSchema),
  /** Whether the caller may write navigator (global) reports: FIN Admins. */
  may_write_global: z.boolean(),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type ReportWriterElementsResponse = z.infer<typeof reportWriterElementsResponseSchema>;

/** Choices of an element too long to ship with the list (markets of a measure, HMDA geographies). */
export const reportWriterOptionsQuerySchema = z.object({
  element_type: queryElementTypeSchema,
  element_id: idParamSchema,
  parent: z.string().max(100).optional(),
  q: z.string().max(100).optional(),
  is_mbc: flagParamSchema.default(false),
});
export const reportWriterOptionsResponseSchema = z.object({ options: z.array(queryOptionSchema) });

/** GET /vendor_products: the vendors and products of one bank service (solution), most used first. */
export const vendorProductsQuerySchema = z.object({
  bank_service_id: idParamSchema,
  q: z.string().max(100).optional(),
});
export const vendorProductSchema = z.object({
  /** The vendor's id. */
  id: idSchema,
  vendor: z.string(),
  product: z.string().nullable(),
  product_id: idSchema.nullable(),
  bank_service_id: idSchema,
  /** Active institutions whose current record names this vendor (and product) for the service. */
  institutions: z.int().nonnegative(),
});
export type VendorProduct = z.infer<typeof vendorProductSchema>;
export const vendorProductsResponseSchema = z.object({ vendor_products: z.array(vendorProductSchema) });

/** GET /titles_and_roles_new: the contact roles on record and the titles containing q, most common first. */
export const titlesAndRolesQuerySchema = z.object({ q: z.string().max(100).optional() });
export const titlesAndRolesResponseSchema = z.object({
  roles: z.array(z.string()),
  titles: z.array(z.object({ title: z.string(), contacts: z.int().nonnegative() })),
});
export type TitlesAndRoles = z.infer<typeof titlesAndRolesResponseSchema>;

/** A custom report as the writer opens it: whose it is, who it is shared with, whether the caller may change it. */
export const selfServeReportEditSchema = selfServeReportSchema.extend({
  owner: z.object({ id: idSchema, user_name: z.string() }).nullable(),
  groups: z.array(idNameSchema),
  may_edit: z.boolean(),
});
export type SelfServeReportEdit = z.infer<typeof selfServeReportEditSchema>;

/** The reports the caller may edit in the writer (their own; a FIN Admin also the navigator ones). */
export const writerReportListSchema = z.object({
  reports: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      description: z.string().nullable(),
      fi_type: reportFiTypeSchema,
      is_mbc: z.boolean(),
      is_global: z.boolean(),
      element_count: z.int().nonnegative(),
      owner_name: z.string().nullable(),
      updated_at: isoDateTimeSchema,
    }),
  ),
});
export type WriterReportList = z.infer<typeof writerReportListSchema>;

/** GET /api/self_serve_reports/{id}/edit_bank_services: the technographics elements, named, for the editor. */
export const editBankServicesResponseSchema = z.object({
  bank_services: z.array(
    z.object({
      element_id: idSchema,
      name: z.string(),
      category: z.string().nullable(),
      mode: z.enum(TECHNOGRAPHIC_MODES.map((m) => m.value) as [string, ...string[]]),
      vendors: z.array(idNameSchema),
      products: z.array(idNameSchema.extend({ vendor: z.string() })),
      /** False when the service no longer exists in the catalog. */
      available: z.boolean(),
    }),
  ),
});
export type EditBankServices = z.infer<typeof editBankServicesResponseSchema>;

/** POST /api/self_serve_reports/preview: the report being edited, on one institution. */
export const reportPreviewBodySchema = z.strictObject({
  /** The sample institution; absent: the caller's own (FI users), else the largest of the report's type. */
  institution_id: idSchema.nullish(),
  fi_type: reportFiTypeSchema,
  is_mbc: z.boolean().default(false),
  report_elements: z.array(reportElementSchema).min(1).max(REPORT_WRITER_LIMITS.maxElements),
});
export type ReportPreviewBody = z.infer<typeof reportPreviewBodySchema>;
export type ReportPreviewBodyInput = z.input<typeof reportPreviewBodySchema>;

export const previewCellSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const reportPreviewElementSchema = z.object({
  element_id: idSchema,
  element_type: selfServeElementTypeSchema,
  name: z.string(),
  /** Quarter labels of the values, oldest first, for metrics and statements; null for other elements. */
  periods: z.array(z.string()).nullable(),
  rows: z.array(
    z.object({
      label: z.string(),
      format: numberFormatCodeSchema.nullable(),
      /** One value per period (one value when periods is null). */
      values: z.array(previewCellSchema),
    }),
  ),
  /** Why a value is missing, in words ('Credit unions do not report this metric.'). */
  note: z.string().nullable(),
});
export type ReportPreviewElement = z.infer<typeof reportPreviewElementSchema>;

export const reportPreviewSchema = z.object({
  institution: z.object({
    id: idSchema,
    name: z.string(),
    fi_type: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** How the sample was chosen: asked for, the caller's own institution, or the largest of the type. */
  chosen_by: z.enum(['request', 'own_institution', 'largest']),
  elements: z.array(reportPreviewElementSchema),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type ReportPreview = z.infer<typeof reportPreviewSchema>;
