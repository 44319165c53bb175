import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { eventPush } from '../../../common/api/reminders';
import type { Wire } from '../../../common/api/wire';
import { localDate } from '../../../common/local-date';
import { answer, api, byId } from '../api/api-client';
import { type GenerationOutcome, refreshSpeeches, type Speech, speechKeys } from '../speech/speeches';
import { forgetEventHere } from './device-notifications';
import { browserTimeZone } from './time-zone';

// The pushes on the morning of a speech's event (GET /api/event-pushes, PUT /api/speeches/:id/event-push,
// DELETE /api/event-pushes/:id) and the speech written when one is opened.

export type EventPush = Wire<typeof eventPush>;

const EVENT_PUSHES_KEY = ['/api/event-pushes'];

/** The time the push comes at unless the person chooses another. */
export const DEFAULT_EVENT_PUSH_TIME = '08:00';

/** The day the speech was written for, when it is still to come on this device's calendar. */
export function upcomingEventDate(speech: Pick<Speech, 'shaping'>): string | null {
  const date = speech.shaping?.eventDate ?? null;
  return date && date > localDate(new Date(), browserTimeZone() ?? 'UTC') ? date : null;
}

export function useEventPushes() {
  return useQuery({ queryKey: EVENT_PUSHES_KEY, queryFn: () => answer(api.GET('/api/event-pushes')) });
}

/** Sets (or moves) the push for the speech's day at `time`, in this device's zone. */
export function useSetEventPush(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (time: string) =>
      answer(
        api.PUT('/api/speeches/{id}/event-push', {
          params: byId(speechId),
          body: { time, timeZone: browserTimeZone() ?? 'UTC' },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_PUSHES_KEY }),
  });
}

export function useCancelEventPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/event-pushes/{id}', { params: byId(id) });
      await forgetEventHere(id).catch(() => {});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENT_PUSHES_KEY }),
  });
}

/** What opening a push ends with: the morning's speech, support in its place, or the original speech. */
export type MorningOutcome = GenerationOutcome | { original: Speech; message: string };

/** The API's answer to a failed call (throwIfNotOk's "{status}: {body}"), when it is JSON. */
function failedAnswer(error: unknown): { status: number; body: Record<string, unknown> } | null {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return null;
  try {
    return { status: Number(match[1]), body: JSON.parse(match[2] ?? '') };
  } catch {
    return null;
  }
}

/**
 * POST /api/event-pushes/:id/speech: the speech for that morning, written from the quota like any other;
 * with none left, the speech the push was set from, and the reason.
 */
export function useMorningSpeech() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pushId: number): Promise<MorningOutcome> => {
      try {
        const written = await answer(api.POST('/api/event-pushes/{id}/speech', { params: byId(pushId) }));
        if ('support' in written) return written;
        const { supportNote, ...speech } = written;
        return supportNote ? { speech, supportNote } : { speech };
      } catch (error) {
        const failed = failedAnswer(error);
        const { message, speechId } = failed?.body ?? {};
        if (failed?.status !== 402 || typeof speechId !== 'number') throw error;
        const original = await answer(api.GET('/api/speeches/{id}', { params: byId(speechId) }));
        return { original, message: typeof message === 'string' ? message : '' };
      }
    },
    onSuccess: (outcome) => {
      if (!('speech' in outcome)) return;
      queryClient.setQueryData(speechKeys.detail(outcome.speech.id), outcome.speech);
      void refreshSpeeches(queryClient);
    },
  });
}
