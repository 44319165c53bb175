import { REDIRECT_DELAY_MS } from '../../common/limits';
import { FullScreenLoading } from '../components/full-screen-loading';
import { clearOfflineUserData, clearStorage, postLogout } from '../lib/account/client-state';
import { useRunOnce } from '../lib/ui/use-run-once';
import { toast } from '../lib/ui/use-toast';

export default function LogoutPage() {
  useRunOnce(() => {
    clearStorage();
    // After the server has ended the session, so no answer still in flight is cached again.
    void postLogout().then(async (ok) => {
      await clearOfflineUserData();
      toast(
        ok
          ? { title: 'Logged out successfully', description: 'You have been signed out of your account.' }
          : { title: 'Logged out', description: 'You have been signed out.' },
      );
      setTimeout(() => window.location.replace('/'), REDIRECT_DELAY_MS.logout);
    });
  });
  return <FullScreenLoading message="Signing you out..." />;
}
