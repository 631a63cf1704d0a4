import {
  institutionLogoListSchema,
  institutionLogoSchema,
  type NameOverrideBody,
  nameOverrideListSchema,
  nameOverrideSchema,
  type ProfileCardBody,
  profileCardListSchema,
  profileCardSchema,
  userGuideModuleListSchema,
  userGuideModuleSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';
import { uploadForm } from '../../../core/api/upload-form';
import type { ListQuery } from '../../../ui/use-list-params';
import { institutionKeys } from '../../institutions';

// The FIN Admin's content consoles: logos, display names, user guides and profile cards.

const contentKeys = {
  all: ['admin', 'content'] as const,
  logos: (query: ListQuery) => ['admin', 'content', 'logos', query] as const,
  logo: (id: number) => ['admin', 'content', 'logo', id] as const,
  names: (query: ListQuery) => ['admin', 'content', 'names', query] as const,
  name: (id: number) => ['admin', 'content', 'name', id] as const,
  guides: ['admin', 'content', 'guides'] as const,
  cards: ['admin', 'content', 'cards'] as const,
  card: (id: number) => ['admin', 'content', 'card', id] as const,
};

function useRefreshContent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contentKeys.all });
}

// ---- logos ------------------------------------------------------------------------------------

export function useInstitutionLogos(query: ListQuery) {
  return useQuery({
    queryKey: contentKeys.logos(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/institution_logos', { query, schema: institutionLogoListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionLogo(id: number | null) {
  return useQuery({
    queryKey: contentKeys.logo(id ?? 0),
    queryFn: ({ signal }) =>
      http.get(`/api/super_admin/institution_logos/${id}`, { schema: institutionLogoSchema, signal }),
    enabled: id !== null,
  });
}

export function useUploadLogo() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadForm(`/api/super_admin/institution_logos/${id}`, {}, file, institutionLogoSchema),
    onSuccess: refresh,
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete(`/api/super_admin/institution_logos/${id}`, { schema: institutionLogoSchema }),
    onSuccess: refresh,
  });
}

// ---- display names ----------------------------------------------------------------------------

export function useNameOverrides(query: ListQuery) {
  return useQuery({
    queryKey: contentKeys.names(query),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/institution_name_overrides', {
        query,
        schema: nameOverrideListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNameOverride(id: number | null) {
  return useQuery({
    queryKey: contentKeys.name(id ?? 0),
    queryFn: ({ signal }) =>
      http.get(`/api/super_admin/institution_name_overrides/${id}`, { schema: nameOverrideSchema, signal }),
    enabled: id !== null,
  });
}

/** A name change shows in every institution search and list: their cached answers are dropped too. */
function useRefreshNames() {
  const client = useQueryClient();
  const refresh = useRefreshContent();
  return async () => {
    await client.invalidateQueries({ queryKey: institutionKeys.all });
    await refresh();
  };
}

export function useApplyNameOverride() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NameOverrideBody }) =>
      http.put(`/api/super_admin/institution_name_overrides/${id}`, body, { schema: nameOverrideSchema }),
    onSuccess: refresh,
  });
}

export function useRemoveNameOverride() {
  const refresh = useRefreshNames();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete(`/api/super_admin/institution_name_overrides/${id}`, { schema: nameOverrideSchema }),
    onSuccess: refresh,
  });
}

// ---- user guides ------------------------------------------------------------------------------

export function useGuideModules() {
  return useQuery({
    queryKey: contentKeys.guides,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/user_guides', { schema: userGuideModuleListSchema, signal }),
  });
}

export function useUploadGuide() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      uploadForm(`/api/super_admin/user_guides/${id}`, {}, file, userGuideModuleSchema),
    onSuccess: refresh,
  });
}

export function useRemoveGuide() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete(`/api/super_admin/user_guides/${id}`, { schema: userGuideModuleSchema }),
    onSuccess: refresh,
  });
}

// ---- profile cards ----------------------------------------------------------------------------

export function useProfileCards() {
  return useQuery({
    queryKey: contentKeys.cards,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/profile_cards', { schema: profileCardListSchema, signal }),
  });
}

export function useSaveProfileCard(id: number | null) {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (body: ProfileCardBody) =>
      id === null
        ? http.post('/api/super_admin/profile_cards', body, { schema: profileCardSchema })
        : http.put(`/api/super_admin/profile_cards/${id}`, body, { schema: profileCardSchema }),
    onSuccess: refresh,
  });
}
