import {
  industryFiGroupsResponseSchema,
  industryReportsResponseSchema,
  industryReportViewSchema,
  industryRunResponseSchema,
  industrySegmentationsResponseSchema,
  type StartIndustryRunBodyInput,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

const key = (userId: number | undefined, ...rest: unknown[]) => ['industry-reporter', userId, ...rest];

/** Whole industries, peer groups and saved queries the user may aggregate. */
export function useFiGroups() {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id, 'fi-groups'),
    queryFn: ({ signal }) =>
      http.get('/api/industry_reporter/fi_groups', { schema: industryFiGroupsResponseSchema, signal }),
    staleTime: 60_000,
  });
}

/** Built-in and custom segment sets. */
export function useSegmentations() {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id, 'segmentations'),
    queryFn: ({ signal }) =>
      http.get('/api/industry_reporter/segmentations', {
        schema: industrySegmentationsResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The metric reports an industry report can aggregate. */
export function useIndustryReports() {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id, 'reports'),
    queryFn: ({ signal }) =>
      http.get('/api/industry_reporter/reports', { schema: industryReportsResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Opens a report (POST): the run of the request that is done or still progressing, or a new one. */
export function useOpenIndustryRun() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartIndustryRunBodyInput) =>
      http.post('/api/industry_reporter/runs', body, { schema: industryRunResponseSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key(user?.id, 'run', answer.run.id), answer);
    },
  });
}

/** A run's state: its progress and whether data was loaded after it. */
export function useIndustryRun(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id, 'run', id),
    queryFn: ({ signal }) =>
      http.get(`/api/industry_reporter/runs/${id}`, { schema: industryRunResponseSchema, signal }),
    enabled: id !== null,
  });
}

/** The stored result of a finished run; every view choice is made over it in the browser. */
export function useIndustryView(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: key(user?.id, 'view', id),
    queryFn: ({ signal }) =>
      http.get(`/api/industry_reporter/runs/${id}/view`, { schema: industryReportViewSchema, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
