import {
  finApiKeyCreatedSchema,
  finApiKeyResponseSchema,
  messageResponseSchema,
  type PasswordChangeBody,
  type ProfileUpdateBody,
  userProfileSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { SESSION_QUERY_KEY } from '../../core/session/session-query';
import { profileQueryKey } from '../../core/session/use-profile';
import { useSession } from '../../core/session/use-session';

export function useUpdateProfile() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) =>
      http.put('/api/users/profile', body, { schema: userProfileSchema }),
    onSuccess: (profile) => {
      client.setQueryData(profileQueryKey(user?.id), profile);
      // The name shows in the header, which reads it from the session.
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      http.put('/api/users/password', body, { schema: messageResponseSchema }),
  });
}

const apiKeyQueryKey = (userId: number | undefined) => ['fin-api-key', userId] as const;

export function useApiKey(enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: apiKeyQueryKey(user?.id),
    queryFn: ({ signal }) => http.get('/api/users/fin_api_key', { schema: finApiKeyResponseSchema, signal }),
    enabled,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => http.post('/api/users/fin_api_key', undefined, { schema: finApiKeyCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyQueryKey(user?.id) }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => http.delete<void>('/api/users/fin_api_key'),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyQueryKey(user?.id) }),
  });
}
