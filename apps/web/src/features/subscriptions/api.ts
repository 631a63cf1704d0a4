import {
  type AdminSubscriptionsQuery,
  adminSubscriptionResponseSchema,
  adminSubscriptionsResponseSchema,
  type SubscriptionCreateBodyInput,
  type SubscriptionDelivery,
  type SubscriptionOwnerUpdateBody,
  subscriptionDeliveriesResponseSchema,
  subscriptionFindResponseSchema,
  subscriptionResponseSchema,
  userSubscriptionsResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../core/api/download-file';
import { ANSWERS_SHOWN_BY_SCREEN, LOCAL_ERRORS } from '../../core/api/global-errors';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';
import { type AwaitedRun, stillAwaited } from './awaited-runs';

/** Every cached answer about the user's subscriptions: the page, the badge, the saved-query rows. */
const mineKey = (userId: number | undefined) => ['subscriptions', userId] as const;
const ADMIN_KEY = ['super-admin-subscriptions'] as const;

/** While a delivery runs, its list is read again this often, so it shows delivered without a reload. */
export const RUNNING_REFRESH_MS = 5_000;

const anyRunning = (subscriptions: readonly { deliveries: readonly { status: string }[] }[] | undefined) =>
  subscriptions?.some((s) => s.deliveries.some((d) => d.status === 'running')) ?? false;

/** How often the header's count of new deliveries is refreshed while the app is open. */
export const UNSEEN_REFRESH_MS = 3 * 60_000;

/** The user's subscriptions with their latest deliveries (GET /api/users/subscriptions). */
export function useMySubscriptions(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...mineKey(user?.id), 'list'],
    queryFn: ({ signal }) =>
      http.get('/api/users/subscriptions', { schema: userSubscriptionsResponseSchema, signal }),
    enabled: enabled && user !== null,
    refetchInterval: (query) => (anyRunning(query.state.data?.subscriptions) ? RUNNING_REFRESH_MS : false),
    refetchOnWindowFocus: true,
  });
}

/**
 * Deliveries the user has not opened yet, for the header badge: polled in the background and on
 * returning to the window. A failed poll stays silent; the pages that need the data say so.
 */
export function useUnseenDeliveries(enabled: boolean): number {
  const { user } = useSession();
  const query = useQuery({
    queryKey: [...mineKey(user?.id), 'unseen'],
    queryFn: ({ signal }) =>
      http.get('/api/users/subscriptions', { schema: userSubscriptionsResponseSchema, signal }),
    select: (answer) => answer.unseen_deliveries,
    enabled: enabled && user !== null,
    refetchInterval: UNSEEN_REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: LOCAL_ERRORS,
  });
  return query.data ?? 0;
}

/** What a subscription delivers: a saved query or a saved (custom) report. */
export type SubscriptionTargetRef = { kind: 'query' | 'report'; id: number; name: string };

/** The query-string or body field naming a target (advanced_query_id or report_id). */
export const targetField = (target: { kind: 'query' | 'report'; id: number }) =>
  target.kind === 'query' ? { advanced_query_id: target.id } : { report_id: target.id };

/** The user's subscription of one saved query or report, or null (GET /api/subscriptions/find). */
export function useFindSubscription(target: { kind: 'query' | 'report'; id: number } | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...mineKey(user?.id), 'find', target?.kind ?? null, target?.id ?? null],
    queryFn: ({ signal }) =>
      http.get('/api/subscriptions/find', {
        query: target ? targetField(target) : {},
        schema: subscriptionFindResponseSchema,
        signal,
      }),
    enabled: target !== null && user !== null,
    staleTime: 0,
  });
}

function useRefreshMine() {
  const client = useQueryClient();
  const { user } = useSession();
  return () => client.invalidateQueries({ queryKey: mineKey(user?.id) });
}

export function useCreateSubscription() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (body: SubscriptionCreateBodyInput) =>
      http.post('/api/subscriptions', body, { schema: subscriptionResponseSchema }),
    onSuccess: refresh,
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

export function useUpdateSubscription() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SubscriptionOwnerUpdateBody['subscription'] }) =>
      http.put(`/api/subscriptions/${id}`, { subscription: changes }, { schema: subscriptionResponseSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteSubscription() {
  const refresh = useRefreshMine();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/subscriptions/${id}`),
    onSuccess: refresh,
  });
}

/**
 * Saves a delivered file under the server's name. Opening it marks it seen, so the user's lists and
 * the badge are read again afterwards.
 */
export function useOpenDelivery() {
  const refresh = useRefreshMine();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (delivery: SubscriptionDelivery) =>
      downloadFile(delivery.download_url ?? '', delivery.file_name ?? `delivery-${delivery.id}.csv`),
    // The screen tells why a download failed; downloadFile's errors are not API errors to report.
    meta: LOCAL_ERRORS,
    onSettled: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}

/**
 * FIN Admin: every subscription, filtered and paged on the server; read again while a delivery runs
 * or a Run now has not shown its delivery yet.
 */
export function useAdminSubscriptions(query: AdminSubscriptionsQuery, awaited: readonly AwaitedRun[]) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'list', query],
    queryFn: ({ signal }) =>
      http.get('/api/super_admin/subscriptions', {
        query,
        schema: adminSubscriptionsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const rows = q.state.data?.subscriptions ?? [];
      return stillAwaited(awaited, rows) || anyRunning(rows) ? RUNNING_REFRESH_MS : false;
    },
  });
}

export function useAdminSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'paused' }) =>
      http.put(
        `/api/super_admin/subscriptions/${id}`,
        { status },
        { schema: adminSubscriptionResponseSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useRunSubscriptionNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.post(`/api/super_admin/subscriptions/${id}/run_now`, undefined, {
        schema: adminSubscriptionResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** FIN Admin: one subscription's whole delivery history, newest first, while its drawer is open. */
export function useDeliveryHistory(subscriptionId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'history', subscriptionId],
    queryFn: ({ signal }) =>
      http.get(`/api/super_admin/subscriptions/${subscriptionId}/deliveries`, {
        schema: subscriptionDeliveriesResponseSchema,
        signal,
      }),
    enabled: subscriptionId !== null,
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.status === 'running') ? RUNNING_REFRESH_MS : false,
  });
}
