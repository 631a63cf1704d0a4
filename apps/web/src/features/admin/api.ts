import {
  type AdminGroupBody,
  type AdminUserCreateBody,
  type AdminUserUpdateBody,
  adminGroupDetailSchema,
  adminGroupListSchema,
  adminGroupRowSchema,
  adminUserListSchema,
  adminUserRowSchema,
  auditLogResponseSchema,
  type MessageResponse,
  mailboxResponseSchema,
  messageResponseSchema,
  partnerListSchema,
  type SessionResponse,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { keyedList } from '../../core/api/schema';
import { replaceSession, SESSION_CONTRACT } from '../../core/session/session-query';
import type { ListQuery } from '../../ui/use-list-params';

// The admin consoles' calls. The server scopes every list and id to the caller's tenant, so the
// same hooks serve the super admin, client admin and partner admin screens.

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: ListQuery) => ['admin', 'users', query] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  groups: (query: ListQuery) => ['admin', 'groups', query] as const,
  group: (id: number) => ['admin', 'group', id] as const,
  partners: ['admin', 'partners'] as const,
  clientGroups: ['admin', 'client-groups'] as const,
  everyGroup: ['admin', 'every-group'] as const,
  mailbox: ['admin', 'mailbox'] as const,
  auditLog: (query: ListQuery) => ['admin', 'audit-log', query] as const,
};

export function useAdminUsers(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => http.get('/api/admin/users', { query, schema: adminUserListSchema, signal }),
    // Keeps the current page on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => http.get(`/api/admin/users/${id}`, { schema: adminUserRowSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

export function useCreateAdminUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdminUserCreateBody) =>
      http.post('/api/admin/users', body, { schema: adminUserRowSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateAdminUser(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) =>
      http.put(`/api/admin/users/${id}`, body, { schema: adminUserRowSchema }),
    onSuccess: invalidate,
  });
}

export function useDeactivateAdminUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/admin/users/${id}`),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) =>
      http.post<MessageResponse>(`/api/admin/users/${id}/resend_invitation`, undefined, {
        schema: messageResponseSchema,
      }),
  });
}

export function useAdminGroups(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.groups(query),
    queryFn: ({ signal }) => http.get('/api/admin/groups', { query, schema: adminGroupListSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useAdminGroup(id: number) {
  return useQuery({
    queryKey: adminKeys.group(id),
    queryFn: ({ signal }) => http.get(`/api/admin/groups/${id}`, { schema: adminGroupDetailSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCreateAdminGroup() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdminGroupBody) =>
      http.post('/api/admin/groups', body, { schema: adminGroupDetailSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateAdminGroup(id: number) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdminGroupBody) =>
      http.put(`/api/admin/groups/${id}`, body, { schema: adminGroupDetailSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteAdminGroup() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/admin/groups/${id}`),
    onSuccess: invalidate,
  });
}

/** FIN Admin only. */
export function usePartners(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.partners,
    queryFn: ({ signal }) => http.get('/api/admin/partners', { schema: partnerListSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** FIN Admin only: the client groups (tenants) a user can belong to. */
export function useClientGroups(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.clientGroups,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/groups', { schema: keyedList('groups', adminGroupRowSchema), signal }),
    enabled,
  });
}

/** FIN Admin only: every group of every kind, for parent-group choices. */
export function useEveryGroup(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.everyGroup,
    queryFn: ({ signal }) =>
      http.get('/api/groups', {
        query: { super_admin: true },
        schema: keyedList('groups', adminGroupRowSchema),
        signal,
      }),
    enabled,
  });
}

export function useMailbox() {
  return useQuery({
    queryKey: adminKeys.mailbox,
    queryFn: ({ signal }) => http.get('/api/super_admin/mailbox', { schema: mailboxResponseSchema, signal }),
    // A tester waits here for a code that is about to arrive.
    staleTime: 0,
    refetchInterval: 5_000,
  });
}

export function useAuditLog(query: ListQuery) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/audit_log', { query, schema: auditLogResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Acting as another user changes who is signed in. The caller adopts the returned session once it
 * has left the super admin screen, which the impersonated user could not load.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (userId: number) =>
      http.post<SessionResponse>('/api/super_admin/mock_users', { user_id: userId }, SESSION_CONTRACT),
  });
}

/** Back to the FIN Admin: the session and every cached answer are replaced. */
export function useEndImpersonation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<SessionResponse>('/api/super_admin/mock_users', SESSION_CONTRACT),
    onSuccess: (session) => replaceSession(client, session),
  });
}
