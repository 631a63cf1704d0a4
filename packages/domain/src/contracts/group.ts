import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { enterprisePermissionsSchema, purchasedModulesSchema } from './permissions.js';

export const groupSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  group_type: z.string().min(1),
  // 3 is the client group (CLIENT_GROUP_TYPE_ID).
  group_type_id: idSchema,
  created_at: isoDateTimeSchema,
  purchased_modules: purchasedModulesSchema,
  enterprise_permissions: enterprisePermissionsSchema,
});

export type Group = z.infer<typeof groupSchema>;

// Users embed only what menus need about their groups; entitlements come with the user.
export const userGroupSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  group_type: z.string().min(1),
  group_type_id: idSchema,
});

export type UserGroup = z.infer<typeof userGroupSchema>;
