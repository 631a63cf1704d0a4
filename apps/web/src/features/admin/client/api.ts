import {
  type DirectAccessDefaultsBody,
  directAccessDefaultsSchema,
  directAccessOptionsSchema,
  type GroupProfileBody,
  groupProfileSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';
import { uploadForm } from '../../../core/api/upload-form';

// The client admin's settings of their company. A FIN Admin names the client group (`groupId`);
// a client admin's calls are about their own, which the server finds from the session.

const DEFAULTS = '/api/admin/direct_access_defaults';
const PROFILE = '/api/admin/group_profile_settings';
const query = (groupId: number | null) => (groupId === null ? {} : { group_id: groupId });
const keys = {
  defaults: (groupId: number | null) => ['client-settings', 'defaults', groupId] as const,
  options: (groupId: number | null) => ['client-settings', 'defaults-options', groupId] as const,
  profile: (groupId: number | null) => ['client-settings', 'profile', groupId] as const,
};

export function useDirectAccessDefaults(groupId: number | null, enabled = true) {
  return useQuery({
    queryKey: keys.defaults(groupId),
    queryFn: ({ signal }) =>
      http.get(DEFAULTS, { query: query(groupId), schema: directAccessDefaultsSchema, signal }),
    enabled,
  });
}

export function useDirectAccessOptions(groupId: number | null, enabled = true) {
  return useQuery({
    queryKey: keys.options(groupId),
    queryFn: ({ signal }) =>
      http.get(`${DEFAULTS}/options`, { query: query(groupId), schema: directAccessOptionsSchema, signal }),
    enabled,
  });
}

export function useSaveDirectAccessDefaults(groupId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectAccessDefaultsBody) =>
      http.put(DEFAULTS, body, { query: query(groupId), schema: directAccessDefaultsSchema }),
    onSuccess: (saved) => client.setQueryData(keys.defaults(groupId), saved),
  });
}

export function useGroupProfile(groupId: number | null, enabled = true) {
  return useQuery({
    queryKey: keys.profile(groupId),
    queryFn: ({ signal }) => http.get(PROFILE, { query: query(groupId), schema: groupProfileSchema, signal }),
    enabled,
  });
}

export function useSaveGroupProfile(groupId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupProfileBody) =>
      http.put(PROFILE, body, { query: query(groupId), schema: groupProfileSchema }),
    onSuccess: (saved) => {
      client.setQueryData(keys.profile(groupId), saved);
      // The company's name and menu type show in the admin lists, the session and the menu alike.
      void client.invalidateQueries();
    },
  });
}

export function useGroupLogo(groupId: number | null) {
  const client = useQueryClient();
  const stored = (saved: unknown) => client.setQueryData(keys.profile(groupId), saved);
  const path = `${PROFILE}/logo${groupId === null ? '' : `?group_id=${groupId}`}`;
  const upload = useMutation({
    mutationFn: (file: File) => uploadForm(path, {}, file, groupProfileSchema),
    onSuccess: stored,
  });
  const remove = useMutation({
    mutationFn: () => http.delete(`${PROFILE}/logo`, { query: query(groupId), schema: groupProfileSchema }),
    onSuccess: stored,
  });
  return { upload, remove };
}
