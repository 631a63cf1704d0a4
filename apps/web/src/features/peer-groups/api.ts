import {
  type FiType,
  landingDefaultsSchema,
  type PeerGroupBodyInput,
  type PeerGroupListItem,
  type PeerGroupPreviewBody,
  peerGroupCriteriaOptionsSchema,
  peerGroupDetailSchema,
  peerGroupListResponseSchema,
  peerGroupMembersResponseSchema,
  peerGroupOfferingOptionsSchema,
  peerGroupPreviewResponseSchema,
  suggestedPeersResponseSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCAL_ERRORS } from '../../core/api/global-errors';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

const peerGroupsKey = (userId: number | undefined) => ['peer-groups', userId] as const;

/**
 * Where the user's company lands its users (Single Click Defaults, set by the client admin): read
 * once per visit by users of Advisor, Reporter or FIN Profile. A failure only costs the defaults,
 * so it is never shown.
 */
export function useLandingDefaults() {
  const { user } = useSession();
  const analytics = ['fin_advisor', 'fin_reporter', 'fin_profile'] as const;
  const enabled = user !== null && analytics.some((m) => user.module_permission[m] === true);
  return useQuery({
    queryKey: ['landing-defaults', user?.id] as const,
    queryFn: ({ signal }) =>
      http.get('/api/users/direct_access_defaults', { schema: landingDefaultsSchema, signal }),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
    meta: LOCAL_ERRORS,
  });
}

/** The user's peer groups; `enabled` false for a caller who may not read them (no analytics module). */
export function usePeerGroups(enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: peerGroupsKey(user?.id),
    queryFn: ({ signal }) => http.get('/api/peer_groups', { schema: peerGroupListResponseSchema, signal }),
    enabled,
  });
}

export function usePeerGroup(id: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...peerGroupsKey(user?.id), id],
    queryFn: ({ signal }) => http.get(`/api/peer_groups/${id}`, { schema: peerGroupDetailSchema, signal }),
    enabled: id !== null,
  });
}

/** Members of a saved group, largest first. */
export function usePeerGroupMembers(id: number | null, limit = 500) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...peerGroupsKey(user?.id), id, 'members', limit],
    queryFn: ({ signal }) =>
      http.get(`/api/peer_groups/${id}/members`, {
        query: { limit },
        schema: peerGroupMembersResponseSchema,
        signal,
      }),
    enabled: id !== null,
  });
}

/** The live count: asked on every filter change, the previous answer shown until the next arrives. */
export function usePeerGroupPreview(body: PeerGroupPreviewBody | null) {
  return useQuery({
    queryKey: ['peer-group-preview', body],
    queryFn: ({ signal }) =>
      http.post('/api/peer_groups/preview', body, { schema: peerGroupPreviewResponseSchema, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export function useCriteriaOptions(fiType: FiType | null) {
  return useQuery({
    queryKey: ['peer-group-criteria-options', fiType],
    queryFn: ({ signal }) =>
      http.get('/api/peer_groups/criteria_options', {
        query: { fi_type: fiType },
        schema: peerGroupCriteriaOptionsSchema,
        signal,
      }),
    enabled: fiType !== null,
    staleTime: 10 * 60_000,
  });
}

export function useOfferingOptions(solutionId: number | null, vendorId: number | null) {
  return useQuery({
    queryKey: ['peer-group-offering-options', solutionId, vendorId],
    queryFn: ({ signal }) =>
      http.get('/api/peer_groups/offering_options', {
        query: { solution_id: solutionId, vendor_id: vendorId },
        schema: peerGroupOfferingOptionsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useSuggestedPeers(institutionId: number | null) {
  return useQuery({
    queryKey: ['suggested-peers', institutionId],
    queryFn: ({ signal }) =>
      http.get('/api/peer_groups/suggested', {
        query: { institution_id: institutionId },
        schema: suggestedPeersResponseSchema,
        signal,
      }),
    enabled: institutionId !== null,
    staleTime: 10 * 60_000,
  });
}

export function useSavePeerGroup() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PeerGroupBodyInput }) =>
      id === null
        ? http.post('/api/peer_groups', body, { schema: peerGroupDetailSchema })
        : http.put(`/api/peer_groups/${id}`, body, { schema: peerGroupDetailSchema }),
    onSuccess: (group) => {
      client.setQueryData([...peerGroupsKey(user?.id), group.id], group);
      // The list shows the saved group at once, before the refetch answers.
      client.setQueryData(
        peerGroupsKey(user?.id),
        (list: { peer_groups: PeerGroupListItem[] } | undefined) => {
          if (!list) return list;
          const { members: _members, criteria: _criteria, ...item } = group;
          const others = list.peer_groups.filter((g) => g.id !== group.id);
          return { peer_groups: [...others, item] };
        },
      );
      void client.invalidateQueries({ queryKey: peerGroupsKey(user?.id), exact: true });
    },
  });
}

export function useDeletePeerGroup() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/api/peer_groups/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: peerGroupsKey(user?.id) }),
  });
}

/** A computation finished: the list and the group itself now carry the members and count. */
export function useRefreshPeerGroups() {
  const client = useQueryClient();
  const { user } = useSession();
  return () => client.invalidateQueries({ queryKey: peerGroupsKey(user?.id) });
}
