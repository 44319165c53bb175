import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings, reminderSettings } from '../../common/api/reminders';
import type { ReminderSettingsInput } from '../../common/schemas/reminders';
import { apiJson } from './api';

// The reminder settings (GET/PUT /api/reminders). How this device shows them: ./device-notifications.ts.

const REMINDERS_KEY = ['/api/reminders'];

export function useReminderSettings() {
  return useQuery<ReminderSettings>({ queryKey: REMINDERS_KEY });
}

export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsInput) =>
      apiJson<typeof reminderSettings>('PUT', '/api/reminders', settings),
    onSuccess: (saved) => queryClient.setQueryData(REMINDERS_KEY, saved),
  });
}
