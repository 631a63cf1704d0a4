import { NO_ACTIVITY_MODULE } from '@fin-atlas/domain';
import { activityOf } from '../../activity/activity-event.js';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Actor } from './actor-types.js';

/** A session begun (with a password, through SSO or by accepting an invitation): one sign-in. */
export function recordSignIn(
  activity: ActivityRecorder,
  actor: Actor,
  via: 'password' | 'sso' | 'invitation',
): void {
  activity.record(activityOf(actor, { kind: 'sign_in', module: NO_ACTIVITY_MODULE, details: { via } }));
}
