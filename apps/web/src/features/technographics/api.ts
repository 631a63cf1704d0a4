import {
  type CoverageAnswerBody,
  type CoverageRequestBody,
  type CoverageRequestStatus,
  coverageRequestListSchema,
  coverageRequestSchema,
  productReportSchema,
  type ReportInstitutionSort,
  reportInstitutionsResponseSchema,
  type SearchResult,
  searchResponseSchema,
  serviceReportSchema,
  solutionCatalogResponseSchema,
  vendorCoverageResponseSchema,
  vendorReportSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, http, type Query } from '../../core/api/http';

// The Technographics calls: product search, the three reports, coverage lists and requests.

/**
 * The product search call. It is made directly, not through a query, because the spec has search
 * handle its own failures: no global toast, the screen just stops showing the loading state.
 */
export async function searchCatalog(text: string, signal?: AbortSignal): Promise<SearchResult> {
  const response = await http.get('/api/search', {
    query: { query: text },
    schema: searchResponseSchema,
    signal,
  });
  return response.result;
}

export type ReportKind = 'vendor' | 'product' | 'service';

/** Where a report's calls live; the product report also names its vendor and solution. */
export type ReportRef = { kind: ReportKind; id: number; vendorId?: number; bankServiceId?: number };

const reportPath = (ref: ReportRef) => `/api/technographics/${ref.kind}_report/${ref.id}`;
const reportQuery = (ref: ReportRef): Query => ({
  vendor_id: ref.vendorId,
  bank_service_id: ref.bankServiceId,
});

export const technographicsKeys = {
  all: ['technographics'] as const,
  report: (ref: ReportRef) => ['technographics', 'report', ref] as const,
  institutions: (ref: ReportRef, query: InstitutionListQuery) =>
    ['technographics', 'institutions', ref, query] as const,
  vendorCoverage: ['technographics', 'vendor-coverage'] as const,
  solutions: ['technographics', 'solutions'] as const,
  requests: (scope: 'mine' | 'all', status?: CoverageRequestStatus) =>
    ['technographics', 'requests', scope, status ?? 'any'] as const,
};

export function useVendorReport(id: number) {
  const ref: ReportRef = { kind: 'vendor', id };
  return useQuery({
    queryKey: technographicsKeys.report(ref),
    queryFn: ({ signal }) => http.get(reportPath(ref), { schema: vendorReportSchema, signal }),
    enabled: id > 0,
  });
}

export function useProductReport(ref: ReportRef) {
  return useQuery({
    queryKey: technographicsKeys.report(ref),
    queryFn: ({ signal }) =>
      http.get(reportPath(ref), { query: reportQuery(ref), schema: productReportSchema, signal }),
    enabled: ref.id > 0,
  });
}

export function useServiceReport(id: number) {
  const ref: ReportRef = { kind: 'service', id };
  return useQuery({
    queryKey: technographicsKeys.report(ref),
    queryFn: ({ signal }) => http.get(reportPath(ref), { schema: serviceReportSchema, signal }),
    enabled: id > 0,
  });
}

export type InstitutionFilters = { fiTypes: string[]; assetBands: number[]; states: string[] };
export type InstitutionListQuery = InstitutionFilters & {
  page: number;
  perPage: number;
  sort: ReportInstitutionSort;
  dir: 'asc' | 'desc';
};

function listQuery(ref: ReportRef, query: InstitutionFilters & Partial<InstitutionListQuery>): Query {
  return {
    ...reportQuery(ref),
    fi_type: query.fiTypes,
    asset_band: query.assetBands,
    state: query.states,
    page: query.page,
    per_page: query.perPage,
    sort: query.sort,
    dir: query.dir,
  };
}

export function useReportInstitutions(ref: ReportRef, query: InstitutionListQuery) {
  return useQuery({
    queryKey: technographicsKeys.institutions(ref, query),
    queryFn: ({ signal }) =>
      http.get(`${reportPath(ref)}/institutions`, {
        query: listQuery(ref, query),
        schema: reportInstitutionsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: ref.id > 0,
  });
}

/** The Excel download of the institution list as shown (filters and order), as a plain link. */
export function institutionsDownloadUrl(
  ref: ReportRef,
  query: InstitutionFilters & Pick<InstitutionListQuery, 'sort' | 'dir'>,
) {
  return buildUrl(`${reportPath(ref)}/institutions.xlsx`, listQuery(ref, query));
}

export function useVendorCoverage() {
  return useQuery({
    queryKey: technographicsKeys.vendorCoverage,
    queryFn: ({ signal }) =>
      http.get('/api/technographics/vendor_coverage', { schema: vendorCoverageResponseSchema, signal }),
  });
}

export function useSolutionCatalog() {
  return useQuery({
    queryKey: technographicsKeys.solutions,
    queryFn: ({ signal }) =>
      http.get('/api/technographics/solutions', { schema: solutionCatalogResponseSchema, signal }),
  });
}

export function useCoverageRequests(scope: 'mine' | 'all', status?: CoverageRequestStatus) {
  return useQuery({
    queryKey: technographicsKeys.requests(scope, status),
    queryFn: ({ signal }) =>
      http.get('/api/technographics/coverage_requests', {
        query: { scope, status },
        schema: coverageRequestListSchema,
        signal,
      }),
  });
}

function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['technographics', 'requests'] });
}

export function useCreateCoverageRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (body: CoverageRequestBody) =>
      http.post('/api/technographics/coverage_requests', body, { schema: coverageRequestSchema }),
    onSuccess: invalidate,
  });
}

export function useAnswerCoverageRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CoverageAnswerBody }) =>
      http.post(`/api/technographics/coverage_requests/${id}/answer`, body, {
        schema: coverageRequestSchema,
      }),
    onSuccess: invalidate,
  });
}
