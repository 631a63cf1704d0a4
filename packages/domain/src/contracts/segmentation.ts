import { z } from 'zod';
import { RULE_OPERATOR } from '../constants/fin-query.js';
import { descriptionSchema, idSchema, nameSchema } from './common.js';
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
      .refine(segmentNamesUnique, { message: 'segment names must be unique' }),
  }),
});

export type SegmentationSetBody = z.infer<typeof segmentationSetBodySchema>;
export type SegmentationSetBodyInput = z.input<typeof segmentationSetBodySchema>;
