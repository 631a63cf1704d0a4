import {
  ADVISOR_REPORT_ID,
  type CardPositionBody,
  cardDataResponseSchema,
  cardPositionResponseSchema,
  sectionConfigsResponseSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

export type CardDataRequest = {
  institutionId: number;
  peerGroupId: number;
  sectionKey: string;
  /** The company's Single Click Defaults; the server's T12 and As Reported otherwise. */
  spanId?: number | null;
  setId?: number | null;
};

export function useCardData(request: CardDataRequest | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['advisor-card-data', user?.id, request],
    queryFn: ({ signal }) =>
      http.get('/api/advisors/card_data', {
        query: {
          institution_id: request?.institutionId,
          peer_group_id: request?.peerGroupId,
          section_id: request?.sectionKey,
          span_id: request?.spanId ?? undefined,
          set_id: request?.setId ?? undefined,
        },
        schema: cardDataResponseSchema,
        signal,
      }),
    enabled: request !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const configurationsKey = (userId: number | undefined, institutionId: number | null) =>
  ['advisor-section-configurations', userId, institutionId] as const;

/** The user's card arrangements that apply to an institution (its own or the default). */
export function useSectionConfigurations(institutionId: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: configurationsKey(user?.id, institutionId),
    queryFn: ({ signal }) =>
      http.get('/api/user_section_configurations', {
        query: { financial_institution_id: institutionId, report_id: ADVISOR_REPORT_ID },
        schema: sectionConfigsResponseSchema,
        signal,
      }),
    enabled: institutionId !== null,
  });
}

/** Saves a section's card order and visibility as the user's arrangement for every institution. */
export function useSaveCardPositions() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: CardPositionBody) =>
      http.put('/api/user_section_configurations/update_card_position', body, {
        schema: cardPositionResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['advisor-section-configurations', user?.id] }),
  });
}
