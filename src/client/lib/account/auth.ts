import { useQuery } from '@tanstack/react-query';
import type { publicUser } from '../../../common/api/auth';
import type { Wire } from '../../../common/api/wire';
import { apiGet } from '../api/api';

/** The signed-in user, as GET /api/auth/user answers (GET /api/user's answer holds the same and more). */
export type AuthUser = Wire<typeof publicUser>;

/**
 * Authenticated if the first lookup returns a user, or — once it has finished with nothing —
 * the second does. Loading while the first loads, or while the second loads and the first has no
 * result. A failed lookup simply means signed out.
 */
export function useAuth() {
  const first = useQuery({
    queryKey: ['/api/auth/user'],
    queryFn: () => apiGet('/api/auth/user', { on401: 'returnNull' }),
    retry: false,
  });
  const firstHasNoUser = !first.isLoading && !first.data;
  const second = useQuery({
    queryKey: ['/api/user'],
    queryFn: () => apiGet('/api/user', { on401: 'returnNull' }),
    enabled: firstHasNoUser,
    retry: false,
  });
  const user = first.data ?? (firstHasNoUser ? second.data : null) ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: first.isLoading || (second.isLoading && !first.data),
  };
}
