import { REDIRECT_DELAY_MS } from '../../common/limits';
import { FullScreenLoading } from '../components/full-screen-loading';
import { clearCookies, clearOfflineUserData, clearStorage, postLogout } from '../lib/account/client-state';
import { useRunOnce } from '../lib/ui/use-run-once';

export default function ForceLogoutPage() {
  useRunOnce(() => {
    clearStorage();
    clearCookies();
    void postLogout()
      .then(clearOfflineUserData)
      .then(() => {
        setTimeout(() => window.location.replace('/'), REDIRECT_DELAY_MS.forceLogout);
      });
  });
  return <FullScreenLoading message="Clearing your session..." />;
}
