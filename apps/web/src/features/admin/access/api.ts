import {
  type AccessRequestQuery,
  type AccessRequestUpdate,
  type AppConfigKey,
  accessRequestListSchema,
  accessRequestRowSchema,
  adminGroupRowSchema,
  adminGroupRowsResponseSchema,
  appConfigListSchema,
  appConfigRowSchema,
  type GroupFeature,
  type GroupGrantsBody,
  groupFeatureListSchema,
  groupFeatureRowSchema,
  type UserEditsQuery,
  userEditListSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';
import type { ListQuery } from '../../../ui/use-list-params';

// The FIN Admin's access and configuration consoles. Every change answers the row as now stored, and
// the lists it appears in are read again.

const keys = {
  all: ['admin', 'access'] as const,
  appConfigs: ['admin', 'access', 'app-configs'] as const,
  features: (query: ListQuery) => ['admin', 'access', 'features', query] as const,
  grants: ['admin', 'access', 'grants'] as const,
  userEdits: (query: UserEditsQuery) => ['admin', 'access', 'user-edits', query] as const,
  requests: (query: AccessRequestQuery) => ['admin', 'access', 'requests', query] as const,
};

function useInvalidateAccess() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useAppConfigs() {
  return useQuery({
    queryKey: keys.appConfigs,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/app_configs', { schema: appConfigListSchema, signal }),
  });
}

export function useSaveAppConfig() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({ key, value }: { key: AppConfigKey; value: string | number }) =>
      http.put(`/api/super_admin/app_configs/${key}`, { value }, { schema: appConfigRowSchema }),
    onSuccess: invalidate,
  });
}

export function useResetAppConfig() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: (key: AppConfigKey) =>
      http.delete(`/api/super_admin/app_configs/${key}`, { schema: appConfigRowSchema }),
    onSuccess: invalidate,
  });
}

export function useGroupFeatures(query: ListQuery) {
  return useQuery({
    queryKey: keys.features(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/features', { query, schema: groupFeatureListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSwitchFeature() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({
      groupId,
      feature,
      enabled,
    }: {
      groupId: number;
      feature: GroupFeature;
      enabled: boolean;
    }) =>
      http.put(
        `/api/super_admin/features/${feature}/groups/${groupId}`,
        { enabled },
        { schema: groupFeatureRowSchema },
      ),
    onSuccess: invalidate,
  });
}

/** Every group with its grants: the spec's GET /api/groups (super_admin=true). */
export function useGroupGrants() {
  return useQuery({
    queryKey: keys.grants,
    queryFn: ({ signal }) =>
      http.get('/api/groups', { query: { super_admin: true }, schema: adminGroupRowsResponseSchema, signal }),
  });
}

export function useChangeGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: number; body: GroupGrantsBody }) =>
      http.put(`/api/super_admin/authorization/groups/${groupId}`, body, { schema: adminGroupRowSchema }),
    // Group lists elsewhere in the consoles show the same grants.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUserEdits(query: UserEditsQuery) {
  return useQuery({
    queryKey: keys.userEdits(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/user_edits', { query, schema: userEditListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessRequests(query: AccessRequestQuery) {
  return useQuery({
    queryKey: keys.requests(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/user_access_requests', { query, schema: accessRequestListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateAccessRequest() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccessRequestUpdate }) =>
      http.put(`/api/super_admin/user_access_requests/${id}`, body, { schema: accessRequestRowSchema }),
    onSuccess: invalidate,
  });
}
