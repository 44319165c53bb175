import type { supportBody } from '../api/support';
import type { Wire } from '../api/wire';
import { regionForTimeZone, resourcesFor, type SupportResource } from './resources';

/** What a crisis is about; violence at home leads with the line for it. */
export type SupportFocus = 'self' | 'violence';

/** The answer in place of a speech when a person's words show they may be in danger (no quota used). */
export type SupportAnswer = Wire<typeof supportBody>;

const MESSAGES: Record<SupportFocus, string> = {
  self: "It sounds like you're carrying something really heavy right now, and I'm glad you said it. You deserve to talk with a person, not a recording. The people below are there to listen, day or night, and it's free.",
  violence:
    'What you describe at home is not okay, and it is not your fault. You deserve to be safe. The people below know how to help, confidentially, day or night.',
};

export function supportAnswer(
  timeZone: string | null | undefined,
  focus: SupportFocus = 'self',
): SupportAnswer {
  const all = resourcesFor(regionForTimeZone(timeZone));
  const lead = focus === 'violence' ? 'violence' : 'crisis';
  // The line that fits leads; the emergency number closes the list, as the screen says it separately too.
  const rank = (resource: SupportResource) =>
    resource.kind === lead ? 0 : resource.kind === 'emergency' ? 3 : resource.kind === 'directory' ? 2 : 1;
  return { message: MESSAGES[focus], resources: [...all].sort((a, b) => rank(a) - rank(b)) };
}

/** "000" where we know the region; otherwise the words the screen shows instead of a number. */
export function emergencyNumber(resources: readonly SupportResource[]): string | null {
  return resources.find((resource) => resource.kind === 'emergency')?.phone ?? null;
}
