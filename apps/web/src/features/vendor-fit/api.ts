import {
  dataScoringResponseSchema,
  fitCategoryResponseSchema,
  fitClientsResponseSchema,
  fitCurrentSolutionSchema,
  fitInstitutionsResponseSchema,
  fitRankingResponseSchema,
  fitSolutionsResponseSchema,
  institutionDetailSchema,
  type VendorFitCategory,
} from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../core/api/download-file';
import { ANSWERS_SHOWN_BY_SCREEN, LOCAL_ERRORS } from '../../core/api/global-errors';
import { buildUrl, http } from '../../core/api/http';

const KEY = 'vendor-fit';

/** Every product of a ranking: the page shows the first five and the rest on request. */
export const RANKING_FETCH_LIMIT = 100;

/** GET /api/fit_profile/institutions: banks and credit unions matching the typed text, at most 20. */
export function useFitInstitutions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: [KEY, 'institutions', query],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/institutions', {
        query: { query },
        schema: fitInstitutionsResponseSchema,
        signal,
      }),
    enabled: query.length > 0,
    staleTime: 60_000,
    // A search failure only clears its list (spec: handled locally).
    meta: LOCAL_ERRORS,
  });
}

/** GET /api/fit_profile/solutions: the solutions with a fitted model and their measured accuracy. */
export function useFitSolutions() {
  return useQuery({
    queryKey: [KEY, 'solutions'],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/solutions', { schema: fitSolutionsResponseSchema, signal }),
    staleTime: 5 * 60_000,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** The institution's card (the app's one institution call). */
export function useInstitutionDetail(institutionId: number | null) {
  return useQuery({
    queryKey: [KEY, 'institution', institutionId],
    queryFn: ({ signal }) =>
      http.get(`/api/institutions/${institutionId}`, { schema: institutionDetailSchema, signal }),
    enabled: institutionId !== null,
    staleTime: 5 * 60_000,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

export type InstitutionSolution = { institutionId: number; solutionId: number };

/** GET /api/fit_profile/current_solution: what the institution runs for the solution today. */
export function useCurrentSolution(of: InstitutionSolution | null) {
  return useQuery({
    queryKey: [KEY, 'current', of],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/current_solution', {
        query: { institution_id: of?.institutionId, bank_service_id: of?.solutionId },
        schema: fitCurrentSolutionSchema,
        signal,
      }),
    enabled: of !== null,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** GET /api/fit_profile/product_fit_ranking: every product's fit, best first. */
export function useRanking(of: InstitutionSolution | null) {
  return useQuery({
    queryKey: [KEY, 'ranking', of],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/product_fit_ranking', {
        query: {
          institution_id: of?.institutionId,
          bank_service_id: of?.solutionId,
          limit: RANKING_FETCH_LIMIT,
        },
        schema: fitRankingResponseSchema,
        signal,
      }),
    enabled: of !== null,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/**
 * GET /api/fit_profile/category: one category's variables against the product's clients. No
 * previous answer is kept while the next loads: another institution's or product's figures must
 * never show under the new choice.
 */
export function useCategory(
  of: InstitutionSolution | null,
  productId: number | null,
  category: VendorFitCategory,
) {
  return useQuery({
    queryKey: [KEY, 'category', of, productId, category],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/category', {
        query: {
          institution_id: of?.institutionId,
          bank_service_id: of?.solutionId,
          product_id: productId ?? undefined,
          category,
        },
        schema: fitCategoryResponseSchema,
        signal,
      }),
    enabled: of !== null && productId !== null,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** GET /api/fit_profile/client_institutions: the product's clients for the solution, largest first. */
export function useClientInstitutions(productId: number | null, solutionId: number, limit: number) {
  return useQuery({
    queryKey: [KEY, 'clients', productId, solutionId, limit],
    queryFn: ({ signal }) =>
      http.get('/api/fit_profile/client_institutions', {
        query: { product_id: productId ?? undefined, bank_service_id: solutionId, limit },
        schema: fitClientsResponseSchema,
        signal,
      }),
    enabled: productId !== null,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

/** GET /api/fit_profile/download.xlsx: the predictions as a fingerprinted workbook. */
export const downloadPredictions = (of: InstitutionSolution, productId: number | null) =>
  downloadFile(
    buildUrl('/api/fit_profile/download.xlsx', {
      institution_id: of.institutionId,
      bank_service_id: of.solutionId,
      product_id: productId ?? undefined,
    }),
    'vendor-fit.xlsx',
  );

/** GET /api/super_admin/data_scoring: how the models did, per solution and per signal. */
export function useDataScoring(groupId: number | null) {
  return useQuery({
    queryKey: [KEY, 'data-scoring', groupId],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/data_scoring', {
        query: { group_id: groupId ?? undefined },
        schema: dataScoringResponseSchema,
        signal,
      }),
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}
