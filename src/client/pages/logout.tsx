import { REDIRECT_DELAY_MS } from '../../common/limits';
import { FullScreenLoading } from '../components/full-screen-loading';
import { clearStorage, postLogout } from '../lib/client-state';
import { useRunOnce } from '../lib/use-run-once';
import { toast } from '../lib/use-toast';

export default function LogoutPage() {
  useRunOnce(() => {
    clearStorage();
    void postLogout().then((ok) => {
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
