import { z } from 'zod';
import { ENTERPRISE_PERMISSIONS, PURCHASED_MODULE_FLAGS } from '../constants/modules.js';

// Exhaustive records: the server sends every flag, so a missing one is a server bug, not "false".
export const purchasedModulesSchema = z.record(z.enum(PURCHASED_MODULE_FLAGS), z.boolean());
export type PurchasedModules = z.infer<typeof purchasedModulesSchema>;

export const enterprisePermissionsSchema = z.record(z.enum(ENTERPRISE_PERMISSIONS), z.boolean());
export type EnterprisePermissions = z.infer<typeof enterprisePermissionsSchema>;
