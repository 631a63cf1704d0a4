import { z } from 'zod';
import { descriptionSchema, fiTypeSchema, idSchema, nameSchema } from './common.js';
import { queryPayloadSchema } from './query-payload.js';

const parsesAsQueryPayload = (text: string): boolean => {
  try {
    return queryPayloadSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
};

// Saved queries store the payload serialized; checking it on the way in keeps unreadable
// queries out of the database, where they would only fail later when run.
export const serializedQuerySchema = z
  .string()
  .min(1)
  .refine(parsesAsQueryPayload, { message: 'query must be a serialized query payload' });

export const savedAdvancedQuerySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  group_ids: z.array(idSchema),
  query: z.string(),
  query_type: z.string().min(1),
  save_as_peer_group: z.boolean(),
  is_global: z.boolean(),
  institution_id: idSchema.nullable(),
  fi_type: fiTypeSchema.nullable(),
});

export type SavedAdvancedQuery = z.infer<typeof savedAdvancedQuerySchema>;

const advancedQueryFieldsSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema,
  group_ids: z.array(idSchema).default([]),
  query: serializedQuerySchema,
  query_type: z.string().trim().min(1),
  save_as_peer_group: z.boolean().default(false),
  is_global: z.boolean().default(false),
  institution_id: idSchema.nullish().transform((value) => value ?? null),
});

// POST /api/advanced_query/save_query and PUT /api/advanced_query/{id} share this body.
export const saveQueryBodySchema = z.strictObject({
  advanced_query: advancedQueryFieldsSchema,
});

export type SaveQueryBody = z.infer<typeof saveQueryBodySchema>;
export type SaveQueryBodyInput = z.input<typeof saveQueryBodySchema>;
