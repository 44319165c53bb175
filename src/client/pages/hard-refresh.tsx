import { FullScreenLoading } from '../components/full-screen-loading';
import { clearCaches, clearIndexedDb, clearStorage } from '../lib/account/client-state';
import { useRunOnce } from '../lib/ui/use-run-once';

export default function HardRefreshPage() {
  useRunOnce(() => {
    clearStorage();
    void Promise.allSettled([clearCaches(), clearIndexedDb()]).then(() => window.location.replace('/'));
  });
  return <FullScreenLoading message="Refreshing the app..." />;
}
