import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { REDIRECT_DELAY_MS } from '../../common/limits';
import { Button } from '../components/ui/button';
import { type AuthUser, useAuth } from '../lib/account/auth';
import { clearOfflineUserData } from '../lib/account/client-state';
import { apiUrl } from '../lib/api/api';
import { useRunOnce } from '../lib/ui/use-run-once';

type State = 'confirm' | 'signing-in' | 'success' | 'failed';

/**
 * Posts for a demo account at once; on success 'Login Successful!' then / after 1 s. Someone already
 * signed in is asked first: starting the demo replaces their session, and a link from another site must
 * not sign them out.
 */
export default function DemoLoginPage() {
  const { user } = useAuth();
  const [state, setState] = useState<State>(user ? 'confirm' : 'signing-in');

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

  useRunOnce(() => {
    if (!user) void signIn();
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary to-background p-6">
      <div
        className="w-full max-w-sm rounded-lg border bg-card p-8 text-center shadow-sm"
        role={state === 'confirm' ? undefined : 'status'}
      >
        {state === 'confirm' && user && <SwitchToDemo user={user} onSwitch={() => void signIn()} />}
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

function SwitchToDemo({ user, onSwitch }: { user: AuthUser; onSwitch: () => void }) {
  const who = user.firstName ? `${user.firstName} (${user.email})` : user.email;
  return (
    <>
      <h1 className="text-xl font-semibold">You're already signed in</h1>
      <p className="mt-2 break-words text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{who}</span>. Switching to the demo signs
        you out of this account on this device.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={onSwitch}>Switch to the demo</Button>
        <Button asChild variant="outline">
          <Link href="/">Stay signed in</Link>
        </Button>
      </div>
    </>
  );
}
