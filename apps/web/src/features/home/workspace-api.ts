import { homeWorkspaceSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

/** The user's recent work, peer groups and data freshness (GET /api/home/workspace), read on every visit. */
export function useHomeWorkspace() {
  const { user } = useSession();
  return useQuery({
    queryKey: ['home-workspace', user?.id],
    queryFn: ({ signal }) => http.get('/api/home/workspace', { schema: homeWorkspaceSchema, signal }),
    enabled: user !== null && user !== undefined,
    refetchOnMount: 'always',
  });
}
