import {
  type MetricMode,
  type ReportViewPage,
  reportViewPageSchema,
  type SetId,
  type SpanId,
  selfServeReportsResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildUrl, http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';
import { fetchPeriodView } from './period-pages';

const REPORT_TYPE = 'reporter';

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

/** Finds the run of a report for these institutions and peer group, or starts one. */
export async function runReport(run: RunRequest, signal?: AbortSignal) {
  const [bankId] = run.institutionIds;
  const answer = await http.get('/api/self_serve_reports', {
    query: {
      report_type: REPORT_TYPE,
      report_id: run.reportId,
      bank_id: bankId,
      institution_ids: run.institutionIds,
      peer_group_id: run.peerGroupId,
      span_id: run.spanId,
      set_id: run.setId,
    },
    schema: selfServeReportsResponseSchema,
    signal,
  });
  if (!answer.report) throw new Error('The server started no run for this report.');
  return { ...answer, report: answer.report };
}

/** The run the view reads, as the view's peer group, span and set ask for it. */
export function useReportRun(run: RunRequest | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['reporter', user?.id, 'run', run],
    queryFn: ({ signal }) => runReport(run as RunRequest, signal),
    enabled: run !== null,
    placeholderData: keepPreviousData,
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
