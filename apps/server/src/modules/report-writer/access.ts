import { ROLE } from '@fin-atlas/domain';
import type { Access, Actor } from '../identity/index.js';

/**
 * Writing custom reports is part of Reporter: a user whose groups bought Reporter writes, previews,
 * changes and deletes their own reports (FIN Admins, who have every module, too).
 */
export const REPORT_WRITER: Access = { signedIn: true, module: 'fin_reporter' };

/** Navigator (global) reports are written by FIN Admins, for every entitled user. */
export const mayWriteGlobal = (actor: Actor): boolean => actor.role === ROLE.FIN_ADMIN;
