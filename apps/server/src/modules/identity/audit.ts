import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_up'
  | 'email_verified'
  | 'password_reset_requested'
  | 'password_reset'
  | 'invitation_accepted'
  | 'sso_sign_in'
  | 'user_created'
  | 'user_updated'
  | 'user_deactivated'
  | 'group_created'
  | 'group_updated'
  | 'group_deleted'
  | 'permissions_changed'
  | 'impersonation_started'
  | 'impersonation_ended'
  | 'api_key_created'
  | 'api_key_revoked'
  | 'profile_updated'
  | 'password_changed'
  | 'queries_copied'
  | 'navigator_query_updated'
  | 'reports_copied'
  | 'navigator_report_updated'
  | 'navigator_report_deleted'
  | 'report_access_changed'
  | 'reports_rerun'
  | 'pricing_template_created'
  | 'pricing_template_updated'
  | 'pricing_template_deleted'
  | 'pricing_schedule_created'
  | 'pricing_schedule_updated'
  | 'pricing_tokens_added'
  | 'intent_signal_created'
  | 'intent_signal_updated'
  | 'intent_signal_deleted'
  | 'intent_action_created'
  | 'intent_action_updated'
  | 'intent_action_deleted'
  | 'intent_rescore_requested'
  | 'data_refresh_requested'
  | 'app_config_updated'
  | 'app_config_reset'
  | 'group_feature_changed'
  | 'access_request_updated'
  | 'mail_template_updated'
  | 'mail_template_reset'
  | 'direct_access_defaults_updated'
  | 'group_profile_updated'
  | 'group_logo_updated'
  | 'group_logo_removed'
  | 'institution_logo_uploaded'
  | 'institution_logo_removed'
  | 'institution_name_overridden'
  | 'institution_name_override_removed'
  | 'user_guide_uploaded'
  | 'user_guide_removed'
  | 'profile_card_created'
  | 'profile_card_updated';

type AuditEntry = {
  action: AuditAction;
  actorUserId?: number | null;
  target?: { type: string; id: string | number };
  details?: unknown;
};

/** Records who did what; the actor defaults to the caller, and an impersonating admin is always named. */
export async function audit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId === undefined ? (request.actor?.user.id ?? null) : entry.actorUserId,
    impersonatorId: request.actor?.impersonator?.id ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    ip: request.ip,
    details: entry.details ?? null,
  });
}
