import { userProfileSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';
import { useSession } from './use-session';

export const profileQueryKey = (userId: number | undefined) => ['profile', userId] as const;

/** The signed-in user's own account details (company, how they sign in, what settings they may change). */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileQueryKey(user?.id),
    queryFn: ({ signal }) => http.get('/api/users/profile', { schema: userProfileSchema, signal }),
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
}
