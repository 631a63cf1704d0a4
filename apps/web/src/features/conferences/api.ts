import { conferenceCreatedSchema, conferenceListSchema, messageResponseSchema } from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { uploadForm } from '../../core/api/upload-form';
import { orgListKeys } from '../org-matching';

const BASE = '/api/conferences';

export function useConferences() {
  return useQuery({
    queryKey: orgListKeys.all(BASE),
    queryFn: ({ signal }) => http.get(BASE, { schema: conferenceListSchema, signal }),
    staleTime: 0,
  });
}

export function useUploadConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) =>
      uploadForm(BASE, { name }, file, conferenceCreatedSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(BASE) }),
  });
}

export function useDeleteConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${BASE}/${id}`, { schema: messageResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgListKeys.all(BASE) }),
  });
}

export const conferenceDownloadUrl = (id: number) => `${BASE}/${id}/download.xlsx`;
