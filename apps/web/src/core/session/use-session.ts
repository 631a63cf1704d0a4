import type { SessionResponse, User } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './session-query';

export type SessionState = {
  session: SessionResponse | null;
  user: User | null;
  impersonator: SessionResponse['impersonator'];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
};

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const session = query.data ?? null;
  return {
    session,
    user: session?.user ?? null,
    impersonator: session?.impersonator ?? null,
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
