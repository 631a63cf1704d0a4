import { progressKey } from '@fin-atlas/domain';

/**
 * A job as the call that started it answered: the key its progress streams under, when the server
 * sent one, and what identifies the job otherwise.
 */
export type ProgressSource =
  | { progress_key?: string | null; report_token: string }
  | { progress_key?: string | null; peer_group_id: number };

/**
 * The one place a progress key is made (GET /api/progress/{key}): the server's own key when the
 * response carries one, else the spec's reports/{token} or peer_group/{id}.
 */
export function jobProgressKey(job: ProgressSource): string {
  if (job.progress_key) return job.progress_key;
  return 'report_token' in job
    ? progressKey.report(job.report_token)
    : progressKey.peerGroup(job.peer_group_id);
}
