import { z } from 'zod';
import { RULE_OPERATOR } from '../constants/fin-query.js';
import { SEGMENTATION_LIMITS } from '../constants/segmentation.js';
import { descriptionSchema, idSchema, isoDateTimeSchema, nameSchema } from './common.js';
import { fiGroupRefListParamSchema } from './fi-group.js';
import { filterValueSchema } from './filter.js';
import { queryElementTypeSchema } from './query-payload.js';

// The data point a segment set splits institutions by.
export const segmentationElementSchema = z.object({
  element_id: idSchema,
  element_type: queryElementTypeSchema,
  element_property: z.string().nullish(),
});

export type SegmentationElement = z.infer<typeof segmentationElementSchema>;

// A segment tests its set's element exactly as a FIN Query rule would (ranges with between/less...,
// value lists with in, technographics with vendor/has_service...), so it is evaluated by the same
// engine and counts agree with FIN Query.
export const segmentOperatorSchema = z.enum(Object.values(RULE_OPERATOR) as [string, ...string[]]);

// One segment: institutions whose element value satisfies operator/value. Rails-style nested
// attributes: an id updates an existing segment, _destroy removes it.
export const segmentationSetDetailSchema = z.object({
  id: idSchema.optional(),
  name: nameSchema,
  operator: segmentOperatorSchema,
  value: filterValueSchema,
  _destroy: z.boolean().optional(),
});

export type SegmentationSetDetail = z.infer<typeof segmentationSetDetailSchema>;

export const segmentationSetSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  element: segmentationElementSchema,
  segmentation_set_details_attributes: z.array(segmentationSetDetailSchema),
});

export type SegmentationSet = z.infer<typeof segmentationSetSchema>;

// Two segments with one name would be indistinguishable in reports.
const segmentNamesUnique = (details: readonly { name: string; _destroy?: boolean | undefined }[]) => {
  const names = details
    .filter((detail) => detail._destroy !== true)
    .map((detail) => detail.name.toLowerCase());
  return new Set(names).size === names.length;
};

// POST /api/segmentation_sets and PUT /api/segmentation_sets/{id}.
export const segmentationSetBodySchema = z.strictObject({
  segmentation_set: z.strictObject({
    name: nameSchema,
    description: descriptionSchema,
    element: z.strictObject({
      element_id: idSchema,
      element_type: queryElementTypeSchema,
      element_property: z.string().nullish(),
    }),
    segmentation_set_details_attributes: z
      .array(
        z.strictObject({
          id: idSchema.optional(),
          name: nameSchema,
          operator: segmentOperatorSchema,
          value: filterValueSchema,
          _destroy: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(SEGMENTATION_LIMITS.maxSegments)
      .refine(segmentNamesUnique, { message: 'segment names must be unique' }),
  }),
});

export type SegmentationSetBody = z.infer<typeof segmentationSetBodySchema>;
export type SegmentationSetBodyInput = z.input<typeof segmentationSetBodySchema>;

/**
 * A set as lists and the editor read it: the stored fields (the editor sends them back as the body)
 * with who owns it and whether the caller may change it. Built-in sets (ids below 1001) are nobody's
 * and never editable; a global set is a FIN Admin's, editable by FIN Admins.
 */
export const segmentationSummarySchema = segmentationSetSchema.extend({
  built_in: z.boolean(),
  is_global: z.boolean(),
  editable: z.boolean(),
  owner: z.object({ id: idSchema, user_name: z.string() }).nullable(),
  /** The element as FIN Query's catalog names it; 'Deleted element' once it no longer exists. */
  element_name: z.string(),
  updated_at: isoDateTimeSchema.nullable(),
});
export type SegmentationSummary = z.infer<typeof segmentationSummarySchema>;

/** GET /api/segmentations (built-in), /api/segmentations/custom, /api/super_admin/segmentation_sets. */
export const segmentationListSchema = z.object({ segmentations: z.array(segmentationSummarySchema) });
export type SegmentationList = z.infer<typeof segmentationListSchema>;

/** FI groups narrow a count or a set's details; without them every institution counts. */
export const segmentationPopulationQuerySchema = z.object({
  fi_group_ids: fiGroupRefListParamSchema.optional(),
});

/** GET /api/segmentation_sets/{id}/set_details: each segment in words with its count. */
export const segmentationSetDetailsSchema = z.object({
  id: idSchema,
  name: z.string(),
  element: segmentationElementSchema,
  element_name: z.string(),
  set_details: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      operator: z.string(),
      value: filterValueSchema,
      /** The segment's rule in words: 'Total Assets ($000) between 100000 and 500000'. */
      description: z.string(),
      /** Institutions of the population in the segment. */
      count: z.int().nonnegative(),
    }),
  ),
  /** Institutions of the population in no segment (no value for the element, or outside every range). */
  unsegmented: z.int().nonnegative(),
  population: z.int().nonnegative(),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type SegmentationSetDetails = z.infer<typeof segmentationSetDetailsSchema>;

/** A query-string value that carries JSON (the spec sends element and setDetail as objects). */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** One segment being edited: its test of the element (a name is not needed to count it). */
export const segmentTestSchema = z.object({
  operator: segmentOperatorSchema,
  value: filterValueSchema,
  name: z.string().max(255).optional(),
});

/** GET /api/segmentation_sets/set_detail_count (element, setDetail, fi_group_ids). */
export const setDetailCountQuerySchema = segmentationPopulationQuerySchema.extend({
  element: jsonParam(segmentationElementSchema),
  setDetail: jsonParam(segmentTestSchema),
});

export const setDetailCountSchema = z.object({
  /** Institutions of the population the segment holds. */
  count: z.int().nonnegative(),
  /** Institutions counted over: the FI groups' members, or every active institution. */
  population: z.int().nonnegative(),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type SetDetailCount = z.infer<typeof setDetailCountSchema>;
