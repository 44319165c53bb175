import { api } from '../api/api-client';
import { toast } from '../ui/use-toast';
import { clearOfflineUserData, clearStorage } from './client-state';

/** Ends every session of the account (this browser's too), then leaves the app as signing out does. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await api.POST('/api/auth/logout-everywhere');
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not sign out everywhere',
      description: 'Please check your connection and try again.',
    });
    return;
  }
  clearStorage();
  await clearOfflineUserData();
  window.location.replace('/');
}
