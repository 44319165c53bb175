import { crisisPatternsIn } from './detect-crisis';
import { normaliseForSafety } from './normalise';

// Words an LLM must never say to someone: encouragement to harm themselves or stop caring for themselves.
const ENCOURAGES_HARM: readonly RegExp[] = [
  /(?<!being |get |getting |got )\b(?:kill|hang|hurt|harm|cut|starve|burn) yourself\b/,
  /\b(?:end|take) your (?:own )?life\b/,
  /\b(?:better off dead|better off without you|nobody would (?:miss|notice) you)\b/,
  /\b(?:give up on (?:life|living)|no reason (?:for you )?to (?:live|go on))\b/,
  /\bstop (?:taking|using) your (?:meds|medication|medicine|insulin|tablets|pills|inhaler)\b/,
  /(?<!dont |never |not )\b(?:skip|stop) (?:eating|meals)\b/,
  /\byou (?:deserve|should) (?:to )?(?:suffer|die|pain|be punished)\b/,
  /\byou(?: are|re) (?:worthless|a burden|a waste of space)\b/,
];

/** Whether a text written for someone is unsafe to give them: crisis language, or harm encouraged. */
export function isUnsafeToSay(text: string): boolean {
  if (crisisPatternsIn(text).length > 0) return true;
  const normalised = normaliseForSafety(text);
  return ENCOURAGES_HARM.some((pattern) => pattern.test(normalised));
}
