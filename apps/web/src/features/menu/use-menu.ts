import { menuResponseSchema } from '@fin-atlas/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

export const menuQueryKey = (userId: number | undefined) => ['menu', userId] as const;

/** The signed-in menu (GET /api/ui_modules); purchases change rarely, so it is kept a few minutes. */
export function useMenu() {
  const { user } = useSession();
  return useQuery({
    queryKey: menuQueryKey(user?.id),
    queryFn: ({ signal }) => http.get('/api/ui_modules', { schema: menuResponseSchema, signal }),
    select: (data) => data.ui_modules,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
}
