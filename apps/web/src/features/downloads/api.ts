import { type DownloadLogQuery, downloadIdentifiedSchema, downloadLogSchema } from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { uploadForm } from '../../core/api/upload-form';

// The FIN Admin's download log and the fingerprint read-back of a file found elsewhere.

export function useDownloadLog(query: DownloadLogQuery) {
  return useQuery({
    queryKey: ['admin', 'downloads', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/downloads', {
        query: { ...query, page: query.page, per_page: query.per_page },
        schema: downloadLogSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useIdentifyDownload() {
  return useMutation({
    mutationFn: (file: File) =>
      uploadForm('/api/super_admin/downloads/identify', {}, file, downloadIdentifiedSchema),
  });
}
