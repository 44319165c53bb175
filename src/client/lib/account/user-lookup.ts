import { apiGet } from '../api/api';
import type { AuthUser } from './auth';

/** One of the two sign-in lookups (/api/auth/user, then /api/user), by the path that is also its query key (see useAuth). */
export type UserLookup = { path: '/api/auth/user' | '/api/user'; user: AuthUser | null };

async function lookUp(path: UserLookup['path']): Promise<UserLookup> {
  // A failed lookup simply means signed out.
  const user = await apiGet(path, { on401: 'returnNull' }).catch(() => null);
  return { path, user };
}

/**
 * The sign-in lookups without the query cache, so the signed-out landing page needs no TanStack Query:
 * the first, then the second only if the first found nobody. useAuth's cache is seeded with them.
 */
export async function lookUpUser(): Promise<UserLookup[]> {
  const first = await lookUp('/api/auth/user');
  return first.user ? [first] : [first, await lookUp('/api/user')];
}
