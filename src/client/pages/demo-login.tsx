import { useCallback, useState } from 'react';
import { REDIRECT_DELAY_MS } from '../../common/limits';
import { Button } from '../components/ui/button';
import { apiUrl } from '../lib/api';
import { clearOfflineUserData } from '../lib/client-state';
import { useRunOnce } from '../lib/use-run-once';

type State = 'signing-in' | 'success' | 'failed';

/** SPEC §2: posts for a demo account automatically; on success 'Login Successful!' then / after 1 s. */
export default function DemoLoginPage() {
  const [state, setState] = useState<State>('signing-in');

  const signIn = useCallback(async () => {
    setState('signing-in');
    try {
      const response = await fetch(apiUrl('/api/simple-demo-login'), {
        method: 'POST',
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`${response.status}`);
      await clearOfflineUserData();
      setState('success');
      setTimeout(() => window.location.replace('/'), REDIRECT_DELAY_MS.demoLogin);
    } catch {
      setState('failed');
    }
  }, []);

  useRunOnce(() => void signIn());

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary to-background p-6">
      <div className="w-full max-w-sm rounded-lg border bg-card p-8 text-center shadow-sm" role="status">
        {state === 'signing-in' && (
          <>
            <h1 className="text-xl font-semibold">Starting your demo...</h1>
            <p className="mt-2 text-muted-foreground">Setting up a sample account with a few speeches.</p>
          </>
        )}
        {state === 'success' && (
          <>
            <h1 className="text-xl font-semibold">Login Successful!</h1>
            <p className="mt-2 text-muted-foreground">Taking you to your dashboard...</p>
          </>
        )}
        {state === 'failed' && (
          <>
            <h1 className="text-xl font-semibold">We couldn't start the demo</h1>
            <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
            <Button className="mt-6" onClick={() => void signIn()}>
              Try Again
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
