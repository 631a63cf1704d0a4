import {
  adminCustomReportListSchema,
  adminCustomReportSchema,
  copyReportsResultSchema,
  institutionReportAccessSchema,
  type NavigatorReportBody,
  type RerunReportsBodyInput,
  type RerunRun,
  reportAccessResponseSchema,
  rerunReportsResultSchema,
  rerunRunsResponseSchema,
  staleRunsResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';
import type { CopyMade, CopyRequest, CopySourceItem } from '../../admin';

// The FIN Admin's report consoles: copy_reports, navigator_reports, report_access and rerun_reports.

const keys = {
  all: ['report-admin'] as const,
  source: (userId: number | null) => ['report-admin', 'source', userId] as const,
  navigator: (search: string, all: boolean) => ['report-admin', 'navigator', search, all] as const,
  access: ['report-admin', 'access'] as const,
  institution: (id: number | null) => ['report-admin', 'institution', id] as const,
  stale: ['report-admin', 'stale'] as const,
  runs: (ids: readonly number[]) => ['report-admin', 'runs', ids] as const,
};

const FI_TYPE_LABELS: Record<string, string> = {
  bank: 'Banks',
  credit_union: 'Credit unions',
  bhc: 'Holding companies',
  both: 'Banks and credit unions',
};
export const fiTypeLabel = (fiType: string): string => FI_TYPE_LABELS[fiType] ?? fiType;

/** One user's custom reports, the source of a copy, as the copy console lists them. */
export function useUserCustomReports(userId: number | null) {
  return useQuery({
    queryKey: keys.source(userId),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/custom_reports', {
        query: { user_id: userId },
        schema: adminCustomReportListSchema,
        signal,
      }),
    enabled: userId !== null,
    select: (data): CopySourceItem[] =>
      data.custom_reports.map((r) => ({
        id: r.id,
        name: r.name,
        description: [fiTypeLabel(r.fi_type), r.description].filter(Boolean).join(' · '),
      })),
  });
}

export function useCopyReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ item_ids, ...to }: CopyRequest): Promise<CopyMade[]> => {
      const result = await http.post(
        '/api/super_admin/copy_reports',
        { ...to, report_ids: item_ids },
        { schema: copyReportsResultSchema },
      );
      return result.copies.map((c) => ({ id: c.report_id, user_name: c.user_name, name: c.name }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useNavigatorReports(search: string, all: boolean) {
  return useQuery({
    queryKey: keys.navigator(search, all),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/navigator_reports', {
        query: { query: search || undefined, all: all ? 'true' : undefined },
        schema: adminCustomReportListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateNavigatorReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NavigatorReportBody }) =>
      http.patch(`/api/super_admin/navigator_reports/${id}`, body, { schema: adminCustomReportSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteNavigatorReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/super_admin/navigator_reports/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Every grantable report and whom it is granted to. */
export function useReportAccess() {
  return useQuery({
    queryKey: keys.access,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/report_access', { schema: reportAccessResponseSchema, signal }),
  });
}

/** Replaces the reports granted to one group or one institution. */
export function useSaveGrants(subject: 'groups' | 'institutions') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reportIds }: { id: number; reportIds: number[] }) =>
      http.put(
        `/api/super_admin/report_access/${subject}/${id}`,
        { report_ids: reportIds },
        { schema: reportAccessResponseSchema },
      ),
    onSuccess: (answer) => {
      client.setQueryData(keys.access, answer);
      void client.invalidateQueries({ queryKey: ['report-admin', 'institution'] });
    },
  });
}

/** One institution's FI users and the reports granted to it. */
export function useInstitutionAccess(id: number | null) {
  return useQuery({
    queryKey: keys.institution(id),
    queryFn: ({ signal }) =>
      http.get(`/api/super_admin/report_access/institutions/${id}`, {
        schema: institutionReportAccessSchema,
        signal,
      }),
    enabled: id !== null,
  });
}

export function useStaleRuns() {
  return useQuery({
    queryKey: keys.stale,
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/rerun_reports', { schema: staleRunsResponseSchema, signal }),
  });
}

export function useRerunReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RerunReportsBodyInput) =>
      http.post('/api/super_admin/rerun_reports', body, { schema: rerunReportsResultSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.stale }),
  });
}

const RUNS_REFRESH_MS = 1_000;
const anyRunning = (runs: readonly RerunRun[] | undefined) =>
  runs?.some((r) => r.state === 'running') ?? false;

/** The queued reruns, refreshed while any is still running; the stale list refreshes when they end. */
export function useRerunRuns(ids: readonly number[]) {
  return useQuery({
    queryKey: keys.runs(ids),
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/rerun_reports/runs', {
        query: { ids: ids.join(',') },
        schema: rerunRunsResponseSchema,
        signal,
      }),
    enabled: ids.length > 0,
    refetchInterval: (query) => (anyRunning(query.state.data?.runs) ? RUNS_REFRESH_MS : false),
  });
}
