import {
  editBankServicesResponseSchema,
  type QueryElementType,
  type ReportPreviewBodyInput,
  reportPreviewSchema,
  reportWriterElementsResponseSchema,
  reportWriterOptionsResponseSchema,
  selfServeReportEditSchema,
  titlesAndRolesResponseSchema,
  vendorProductsResponseSchema,
  writerReportListSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANSWERS_SHOWN_BY_SCREEN, LOCAL_ERRORS } from '../../core/api/global-errors';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';
import { createBody, type ReportDraft, updateBody } from './draft';

const writerKey = (userId: number | undefined) => ['report-writer', userId] as const;

/** The segments and elements of the standard or mortgage writer, and who the report may be shared with. */
export function useWriterElements(isMbc: boolean, enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...writerKey(user?.id), 'elements', isMbc],
    queryFn: ({ signal }) =>
      http.get('/api/report_writer_elements', {
        query: { is_mbc: isMbc ? 'true' : undefined },
        schema: reportWriterElementsResponseSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The reports the user may open in the writer to change. */
export function useWriterReports() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...writerKey(user?.id), 'reports'],
    queryFn: ({ signal }) =>
      http.get('/api/self_serve_reports/writer_reports', { schema: writerReportListSchema, signal }),
  });
}

export function useReportEdit(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...writerKey(user?.id), 'edit', id],
    queryFn: ({ signal }) =>
      http.get(`/api/self_serve_reports/${id}/edit`, { schema: selfServeReportEditSchema, signal }),
    enabled: id !== null,
    // The editor keeps its own copy while open; reopening reads the saved report again.
    staleTime: 0,
    // A report that is not there (deleted, or never the user's) is said on the page.
    meta: LOCAL_ERRORS,
  });
}

/** A saved report's technographics elements with their chosen vendors and products named. */
export function useEditBankServices(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...writerKey(user?.id), 'bank-services', id],
    queryFn: ({ signal }) =>
      http.get(`/api/self_serve_reports/${id}/edit_bank_services`, {
        schema: editBankServicesResponseSchema,
        signal,
      }),
    enabled: id !== null,
    staleTime: 0,
    meta: LOCAL_ERRORS,
  });
}

/** Saves the draft: a create while it has no id, an update afterwards (spec section 4). */
export function useSaveReport() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (draft: ReportDraft) =>
      draft.id === null
        ? http.post('/api/self_serve_reports', createBody(draft), { schema: selfServeReportEditSchema })
        : http.put(`/api/self_serve_reports/${draft.id}`, updateBody(draft), {
            schema: selfServeReportEditSchema,
          }),
    onSuccess: (saved) => {
      // The editor reopens the saved report from this answer rather than waiting for it again.
      client.setQueryData([...writerKey(user?.id), 'edit', saved.id], saved);
      return client.invalidateQueries({ queryKey: [...writerKey(user?.id), 'reports'] });
    },
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/self_serve_reports/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...writerKey(user?.id), 'reports'] }),
  });
}

/** The live preview of the draft on one institution; the previous answer stays while the next loads. */
export function useReportPreview(body: ReportPreviewBodyInput | null) {
  const { user } = useSession();
  const key = body === null ? null : JSON.stringify(body);
  return useQuery({
    queryKey: [...writerKey(user?.id), 'preview', key],
    queryFn: ({ signal }) =>
      http.post('/api/self_serve_reports/preview', body, { schema: reportPreviewSchema, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    meta: LOCAL_ERRORS,
  });
}

/** The vendors and products of a bank service (GET /vendor_products). */
export function useVendorProducts(serviceId: number | null, q: string) {
  return useQuery({
    queryKey: ['report-writer', 'vendor-products', serviceId, q],
    queryFn: ({ signal }) =>
      http.get('/vendor_products', {
        query: { bank_service_id: serviceId, q: q || undefined },
        schema: vendorProductsResponseSchema,
        signal,
      }),
    enabled: serviceId !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Contact roles and the titles on record containing the typed words (GET /titles_and_roles_new). */
export function useTitlesAndRoles(q: string) {
  return useQuery({
    queryKey: ['report-writer', 'titles-and-roles', q],
    queryFn: ({ signal }) =>
      http.get('/titles_and_roles_new', {
        query: { q: q || undefined },
        schema: titlesAndRolesResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Markets of a market measure or a mortgage geography, narrowed by typed text. */
export function useWriterOptions(
  element: { element_type: QueryElementType; element_id: number },
  parent: string,
  q: string,
  isMbc: boolean,
) {
  return useQuery({
    queryKey: ['report-writer', 'options', element.element_type, element.element_id, parent, q, isMbc],
    queryFn: ({ signal }) =>
      http.get('/api/report_writer_elements/options', {
        query: {
          element_type: element.element_type,
          element_id: element.element_id,
          parent,
          q: q || undefined,
          is_mbc: isMbc ? 'true' : undefined,
        },
        schema: reportWriterOptionsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
