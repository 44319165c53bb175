import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput } from '../../../common/schemas/reminders';
import { answer, api } from '../api/api-client';

// The reminder settings (GET/PUT /api/reminders). How this device shows them: ./device-notifications.ts.

const REMINDERS_KEY = ['/api/reminders'];

export function useReminderSettings() {
  return useQuery({ queryKey: REMINDERS_KEY, queryFn: () => answer(api.GET('/api/reminders')) });
}

export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsInput) => answer(api.PUT('/api/reminders', { body: settings })),
    onSuccess: (saved) => queryClient.setQueryData(REMINDERS_KEY, saved),
  });
}
