import { z } from 'zod';
import { COMPANY_TYPES } from '../constants/company.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { userGroupSchema } from './group.js';
import { enterprisePermissionsSchema, purchasedModulesSchema } from './permissions.js';
import { roleSchema } from './role.js';
import { uiModuleSchema } from './ui-module.js';

export const userSchema = z.object({
  id: idSchema,
  user_name: z.string().min(1),
  email: z.email(),
  company_type: z.enum(COMPANY_TYPES),
  created_date: isoDateTimeSchema,
  is_demo_user: z.boolean(),
  role: roleSchema,
  groups: z.array(userGroupSchema),
  is_active: z.boolean(),
  // Chooses the institution (FI) menu and home page over the vendor/advisor one.
  is_fi_menu: z.boolean(),
  // Set for users of the credit-union partner site.
  partner: z.boolean(),
  module_permission: purchasedModulesSchema,
  ui_modules: z.array(uiModuleSchema),
  enterprise_permissions: enterprisePermissionsSchema,
  active_client_pricing: z.boolean(),
});

export type User = z.infer<typeof userSchema>;
