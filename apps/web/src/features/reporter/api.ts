import {
  type MetricMode,
  type ReportViewPage,
  reportViewPageSchema,
  type SelfServeReportsResponse,
  type SetId,
  type SpanId,
  type StartReportRunBody,
  type StartReportRunResponse,
  selfServeReportsResponseSchema,
  startReportRunResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';
import { fetchPeriodView } from './period-pages';

const REPORT_TYPE = 'reporter' as const;

/** The Reporter reports the user may run for the institution, and the spans. */
export function useReportList(bankId: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['reporter', user?.id, 'reports', bankId],
    queryFn: ({ signal }) =>
      http.get('/api/self_serve_reports', {
        query: { bank_id: bankId, report_type: REPORT_TYPE },
        schema: selfServeReportsResponseSchema,
        signal,
      }),
    enabled: bankId !== null,
    staleTime: 60_000,
  });
}

export type RunRequest = {
  reportId: number;
  institutionIds: readonly number[];
  peerGroupId: number;
  spanId?: SpanId;
  setId?: SetId;
};

const runKey = (userId: number | undefined, run: RunRequest | null) => ['reporter', userId, 'run', run];

/** The run of a report as the GET reads it (report_id, bank_id, institutions and peer group). */
function runQuery(run: RunRequest) {
  return {
    report_type: REPORT_TYPE,
    report_id: run.reportId,
    bank_id: run.institutionIds[0],
    institution_ids: run.institutionIds,
    peer_group_id: run.peerGroupId,
    span_id: run.spanId,
    set_id: run.setId,
  };
}

/** Opens a report (POST): the run for these institutions and peer group that is done or still progressing, or a new one. */
export function openReport(run: RunRequest): Promise<StartReportRunResponse> {
  const body: StartReportRunBody = {
    ...runQuery(run),
    bank_id: run.institutionIds[0] as number,
    institution_ids: [...run.institutionIds],
  };
  return http.post('/api/self_serve_reports/runs', body, { schema: startReportRunResponseSchema });
}

/**
 * The run the view reads: the GET only reads, so `report` is null when no run of the request is done
 * or progressing (never opened, failed, or stopped with its process); `useOpenReport` starts one.
 */
export function useReportRun(run: RunRequest | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: runKey(user?.id, run),
    queryFn: ({ signal }) =>
      http.get('/api/self_serve_reports', {
        query: runQuery(run as RunRequest),
        schema: selfServeReportsResponseSchema,
        signal,
      }),
    enabled: run !== null,
    placeholderData: keepPreviousData,
  });
}

/** Opens a report; the run it answers is the one `useReportRun` of the same request reads from then on. */
export function useOpenReport() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openReport,
    onSuccess: (answer, run) => {
      queryClient.setQueryData<SelfServeReportsResponse>(runKey(user?.id, run), (read) =>
        read ? { ...read, report: answer.report } : read,
      );
    },
  });
}

export type ViewRequest = {
  id: number;
  reportId: number;
  mode: MetricMode;
  metricId: number | null;
  spanId: SpanId;
  setId: SetId;
  peerGroupId: number | null;
  periodId: number | null;
};

function viewQuery(view: ViewRequest, pageNo = 1) {
  return {
    id: view.id,
    report_type: REPORT_TYPE,
    report_id: view.reportId,
    report_view: view.mode,
    metric_id: view.metricId,
    span_id: view.spanId,
    set_id: view.setId,
    peer_group_id: view.peerGroupId,
    period_id: view.mode === 'period' ? view.periodId : null,
    page_no: pageNo,
  };
}

function fetchViewPage(view: ViewRequest, pageNo: number, signal?: AbortSignal): Promise<ReportViewPage> {
  return http.get('/api/self_serve_reports/view', {
    query: viewQuery(view, pageNo),
    schema: reportViewPageSchema,
    signal,
  });
}

/**
 * The report view in its mode. The period view's peers come in pages, fetched in parallel once the
 * first page says how many there are, then merged into one table.
 */
export function useReportViewPage(view: ViewRequest | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['reporter', user?.id, 'view', view],
    queryFn: ({ signal }) => {
      const request = view as ViewRequest;
      return request.mode === 'period'
        ? fetchPeriodView((pageNo) => fetchViewPage(request, pageNo, signal))
        : fetchViewPage(request, 1, signal);
    },
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The server's CSV of the whole report (every peer), as the view's options ask for it. */
export function downloadAllUrl(view: ViewRequest): string {
  return buildUrl('/api/self_serve_reports/download_all.csv', {
    id: view.id,
    report_id: view.reportId,
    peer_group_id: view.peerGroupId,
    span_id: view.spanId,
    set_id: view.setId,
    report_view: view.mode,
  });
}
