import { z } from 'zod';
import { ROLE_NAMES } from '../constants/roles.js';
import { idSchema } from './common.js';

export const roleNameSchema = z.enum(ROLE_NAMES, { error: 'Choose a role from the list.' });

export const roleSchema = z.object({ id: idSchema, name: roleNameSchema });

export type Role = z.infer<typeof roleSchema>;
