import {
  type IntentActionBody,
  type IntentFilters,
  type IntentInstitutionsQuery,
  type IntentLevel,
  type IntentSignalBody,
  intentActionListSchema,
  intentActionSchema,
  intentAdminSignalListSchema,
  intentAlertListSchema,
  intentInstitutionEvidenceSchema,
  intentInstitutionsResponseSchema,
  intentSignalDetailSchema,
  intentSignalListSchema,
  solutionCatalogResponseSchema,
  vendorCoverageResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../core/api/download-file';
import { buildUrl, http, type Query } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

// Every FIN Intent call the screens make, in one place (user screens first, then the FIN Admin's).

const KEY = 'fin-intent';
const SIGNALS = '/api/intent/signals';
const ADMIN_SIGNALS = '/api/super_admin/signals';
const ADMIN_ACTIONS = '/api/super_admin/actions';

const signalPath = (id: number) => `${SIGNALS}/${id}`;

export function useSignals(filters: IntentFilters) {
  return useQuery({
    queryKey: [KEY, 'signals', filters],
    queryFn: ({ signal }) =>
      http.get(SIGNALS, { query: filters as Query, schema: intentSignalListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSignal(id: number) {
  return useQuery({
    queryKey: [KEY, 'signal', id],
    queryFn: ({ signal }) => http.get(signalPath(id), { schema: intentSignalDetailSchema, signal }),
    enabled: id > 0,
  });
}

/** One page of a signal's institutions; the previous page stays while the next loads. */
export function useSignalInstitutions(id: number, query: IntentInstitutionsQuery, enabled = true) {
  return useQuery({
    queryKey: [KEY, 'institutions', id, query],
    queryFn: ({ signal }) =>
      http.get(`${signalPath(id)}/institutions`, {
        query: query as Query,
        schema: intentInstitutionsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: enabled && id > 0,
  });
}

export function useInstitutionEvidence(signalId: number, institutionId: number | null, period?: string) {
  return useQuery({
    queryKey: [KEY, 'evidence', signalId, institutionId, period ?? null],
    queryFn: ({ signal }) =>
      http.get(`${signalPath(signalId)}/institutions/${institutionId}`, {
        query: { period },
        schema: intentInstitutionEvidenceSchema,
        signal,
      }),
    enabled: institutionId !== null,
  });
}

/** The signal's institutions (at a level, after the filters) as a CSV file, saved under the server's name. */
export const downloadSignalCsv = (id: number, query: IntentFilters & { level?: IntentLevel }) =>
  downloadFile(buildUrl(`${signalPath(id)}/export.csv`, query as Query), `fin-intent-signal-${id}.csv`);

export function useFollowSignal(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minLevel: IntentLevel | null) =>
      minLevel === null
        ? http.delete(`${signalPath(id)}/follow`)
        : http.post(`${signalPath(id)}/follow`, { min_level: minLevel }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'signal', id] }),
  });
}

export function useAlerts() {
  const { user } = useSession();
  return useQuery({
    queryKey: [KEY, 'alerts', user?.id],
    queryFn: ({ signal }) => http.get('/api/intent/alerts', { schema: intentAlertListSchema, signal }),
  });
}

export function useMarkAlertsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/api/intent/alerts/read'),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'alerts'] }),
  });
}

/** Vendors for the current-vendor filter (Technographics' vendor list, asked only by its subscribers). */
export function useVendorChoices(enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'vendors'],
    queryFn: ({ signal }) =>
      http.get('/api/technographics/vendor_coverage', { schema: vendorCoverageResponseSchema, signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

// FIN Admin: signal definitions, rescoring and actions.

const refreshAdmin = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: [KEY] });

export function useAdminSignals() {
  return useQuery({
    queryKey: [KEY, 'admin', 'signals'],
    queryFn: ({ signal }) => http.get(ADMIN_SIGNALS, { schema: intentAdminSignalListSchema, signal }),
  });
}

export function useAdminSignal(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'admin', 'signal', id],
    queryFn: ({ signal }) => http.get(`${ADMIN_SIGNALS}/${id}`, { schema: intentSignalDetailSchema, signal }),
    enabled: id !== null,
  });
}

/** Creates a signal (no id) or replaces one's definition. */
export function useSaveSignal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: IntentSignalBody }) =>
      id === null
        ? http.post(ADMIN_SIGNALS, body, { schema: intentSignalDetailSchema })
        : http.put(`${ADMIN_SIGNALS}/${id}`, body, { schema: intentSignalDetailSchema }),
    onSuccess: () => refreshAdmin(client),
  });
}

export function useDeleteSignal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${ADMIN_SIGNALS}/${id}`),
    onSuccess: () => refreshAdmin(client),
  });
}

/** Scores every signal again over the current data (a job; the counts change once it has run). */
export function useRescore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(`${ADMIN_SIGNALS}/rescore`),
    onSuccess: () => refreshAdmin(client),
  });
}

export function useActions() {
  return useQuery({
    queryKey: [KEY, 'admin', 'actions'],
    queryFn: ({ signal }) => http.get(ADMIN_ACTIONS, { schema: intentActionListSchema, signal }),
  });
}

export function useSaveAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: IntentActionBody }) =>
      id === null
        ? http.post(ADMIN_ACTIONS, body, { schema: intentActionSchema })
        : http.put(`${ADMIN_ACTIONS}/${id}`, body, { schema: intentActionSchema }),
    onSuccess: () => refreshAdmin(client),
  });
}

export function useDeleteAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${ADMIN_ACTIONS}/${id}`),
    onSuccess: () => refreshAdmin(client),
  });
}

/** The solutions a signal may be for (Technographics' solution catalog, by category). */
export function useSolutionChoices() {
  return useQuery({
    queryKey: [KEY, 'solutions'],
    queryFn: ({ signal }) =>
      http.get('/api/technographics/solutions', { schema: solutionCatalogResponseSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The CRM lists an action may add institutions to: every client's, named with its group. */
export function useCrmListChoices() {
  const actions = useActions();
  return {
    ...actions,
    data: actions.data && {
      crm_lists: actions.data.crm_lists.map((l) => ({
        id: l.id,
        name: l.group ? `${l.name} (${l.group})` : l.name,
      })),
    },
  };
}
