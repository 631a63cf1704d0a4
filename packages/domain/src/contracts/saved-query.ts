import { z } from 'zod';
import { QUERY_TYPES } from '../constants/fin-query.js';
import {
  descriptionSchema,
  fiTypeSchema,
  flagParamSchema,
  idNameSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  nameSchema,
} from './common.js';
import { copyToUsersBodySchema } from './copy-to-users.js';
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
  query_type: z.enum(QUERY_TYPES),
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

/** GET /api/advanced_query/saved_queries: a search text, and the mortgage-lender variant or not. */
export const savedQueriesQuerySchema = z.object({
  query: z.string().trim().max(255).optional(),
  is_mbc: flagParamSchema.default(false),
});

const ownerSchema = z.object({ id: idSchema, user_name: z.string() });

/** A saved query as the lists show it: who owns it, whom it is shared with, its peer group. */
export const savedQueryListItemSchema = savedAdvancedQuerySchema.extend({
  owner: ownerSchema,
  /** The caller may change and delete it. */
  is_owner: z.boolean(),
  /** The caller's groups and others it is shared with. */
  shared_groups: z.array(idNameSchema),
  /** The peer group its result is kept as (save_as_peer_group), usable in Reporter and Advisor. */
  peer_group_id: idSchema.nullable(),
  /** Institutions in that peer group, as refreshed at the latest data. */
  peer_count: z.int().nonnegative().nullable(),
  uses_vendor_fit: z.boolean(),
  updated_at: isoDateTimeSchema,
});
export type SavedQueryListItem = z.infer<typeof savedQueryListItemSchema>;

export const savedQueryListSchema = z.object({ saved_queries: z.array(savedQueryListItemSchema) });
export type SavedQueryList = z.infer<typeof savedQueryListSchema>;

export const navigatorQueryListSchema = z.object({ navigator_queries: z.array(savedQueryListItemSchema) });

/** GET /api/advanced_query/custom_fin_groups: saved queries an FI group can be made of. */
export const customFinGroupsQuerySchema = z.object({ query: z.string().trim().max(255).optional() });

export const customFinGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  query_type: z.enum(QUERY_TYPES),
  is_global: z.boolean(),
  owner: ownerSchema,
  peer_group_id: idSchema.nullable(),
  /** Institutions the query matches at the latest data; null when it can no longer run. */
  member_count: z.int().nonnegative().nullable(),
});
export type CustomFinGroup = z.infer<typeof customFinGroupSchema>;

export const customFinGroupListSchema = z.object({ custom_fin_groups: z.array(customFinGroupSchema) });

/** POST /api/super_admin/copy_queries: one user's queries to other users and every user of groups. */
export const copyQueriesBodySchema = copyToUsersBodySchema('query_ids', 'queries');
export type CopyQueriesBody = z.infer<typeof copyQueriesBodySchema>;
export type CopyQueriesBodyInput = z.input<typeof copyQueriesBodySchema>;

export const copyQueriesResultSchema = z.object({
  copies: z.array(
    z.object({
      user_id: idSchema,
      user_name: z.string(),
      query_id: idSchema,
      /** The name the copy got: the original's, or with " (copy)" when the user had one already. */
      name: z.string(),
    }),
  ),
});
export type CopyQueriesResult = z.infer<typeof copyQueriesResultSchema>;

/** GET /api/super_admin/saved_queries: a user's saved queries, the source of a copy. */
export const userSavedQueriesQuerySchema = z.object({ user_id: idParamSchema });

/** GET /api/super_admin/navigator_groups: the navigator queries, or every query matching a search. */
export const navigatorGroupsQuerySchema = z.object({
  query: z.string().trim().max(255).optional(),
  /** Every saved query matching the search, not only navigator ones (to mark one). */
  all: flagParamSchema.default(false),
});

export const navigatorGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  query_type: z.enum(QUERY_TYPES),
  is_global: z.boolean(),
  owner: ownerSchema.extend({ email: z.string() }),
  member_count: z.int().nonnegative().nullable(),
  updated_at: isoDateTimeSchema,
});
export type NavigatorGroup = z.infer<typeof navigatorGroupSchema>;

export const navigatorGroupListSchema = z.object({
  navigator_groups: z.array(navigatorGroupSchema),
  /** More queries matched than the list shows: narrow the search. */
  truncated: z.boolean(),
});

/** PATCH /api/super_admin/navigator_groups/{id}: rename, and mark or unmark as a navigator query. */
export const navigatorGroupBodySchema = z
  .strictObject({ name: nameSchema.optional(), is_global: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.is_global !== undefined, {
    message: 'Give a new name or whether it is a navigator query.',
  });
export type NavigatorGroupBody = z.infer<typeof navigatorGroupBodySchema>;
