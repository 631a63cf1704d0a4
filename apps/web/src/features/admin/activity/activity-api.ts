import {
  type ActivityRangeQuery,
  clientActivityReportSchema,
  type GroupActivityQuery,
  groupActivityReportSchema,
  type UserActivityQuery,
  userActivityReportSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../core/api/download-file';
import { buildUrl, http } from '../../../core/api/http';

// The activity reports read what happened up to the moment asked: never served from a stale cache.
const FRESH = { staleTime: 0, placeholderData: keepPreviousData } as const;

/** The caller's tenant's activity (the server narrows it to their client group or partner). */
export function useUserActivity(query: UserActivityQuery, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'user-activity', query],
    queryFn: ({ signal }) =>
      http.get('/api/admin/user_activity', { query, schema: userActivityReportSchema, signal }),
    enabled,
    ...FRESH,
  });
}

/** One client group's activity, for the FIN Admin's client activity reports. */
export function useGroupActivity(query: GroupActivityQuery, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'group-activity', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/activity_reports', { query, schema: groupActivityReportSchema, signal }),
    enabled,
    ...FRESH,
  });
}

/** Every client group's activity over the range, against the period before it. */
export function useClientActivity(query: ActivityRangeQuery, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'client-activity', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/client_activity_reports', {
        query,
        schema: clientActivityReportSchema,
        signal,
      }),
    enabled,
    ...FRESH,
  });
}

/** The same filters as a fingerprinted CSV by user, module and day. */
export const exportUserActivity = (query: Omit<UserActivityQuery, 'page' | 'per_page'>) =>
  downloadFile(buildUrl('/api/admin/user_activity.csv', query), 'user-activity.csv');
