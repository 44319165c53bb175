import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import type { UserLookup } from './lib/account/user-lookup';
import { queryClient } from './lib/api/query-client';

export { preloadSignedInRoute } from './App';

/** Puts the sign-in lookups already made into the cache, so useAuth has its answer without asking again. */
export function seedUserLookups(lookups: UserLookup[]): void {
  for (const { path, user } of lookups) queryClient.setQueryData([path], user);
}

/** Every route set with the query cache (the signed-out landing page does without). */
export function QueryApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  );
}
