import type { Tone, VoiceStyle } from '../../../common/enums';

export type Voice = {
  tone: Tone;
  style: VoiceStyle /** calming_tone scored well: soften like soothing. */;
  calm: boolean;
};

// Soothing speech keeps the meaning but lowers the force of the verb.
const GENTLER_VERBS: readonly [RegExp, string][] = [
  [/\b(crush|smash|conquer)(es|ed|ing)?\b/gi, 'meet'],
  [/\battack\b/gi, 'approach'],
  [/\bcharge in\b/gi, 'step in'],
  [/\bpush through\b/gi, 'move through'],
  [/\bfight for\b/gi, 'stand up for'],
  [/\bdemand\b/gi, 'ask for'],
];

const SPLIT_AT = /(;\s+|,\s+(?=(?:and|but|so)\s))/;

/** Breaks one long sentence into two at a natural joint ("…, and …" → "…. And …"). */
function splitLong(sentence: string, maxWords: number): string[] {
  if (sentence.split(' ').length < maxWords) return [sentence];
  const match = SPLIT_AT.exec(sentence);
  if (!match) return [sentence];
  const head = sentence.slice(0, match.index);
  const tail = sentence.slice(match.index + match[0].length);
  if (head.split(' ').length < 5 || tail.split(' ').length < 5 || /["“”]/.test(sentence)) return [sentence];
  return [`${head}.`, tail.charAt(0).toUpperCase() + tail.slice(1)];
}

/** Shapes a filled sentence to the voice style: professional and soothing drop exclamations, soothing
 * and energetic delivery prefer shorter sentences, soothing softens forceful verbs. */
export function applyVoice(sentence: string, voice: Voice): string[] {
  let out = sentence;
  const soft = voice.style === 'soothing' || voice.calm;
  if (voice.style === 'professional' || (soft && voice.tone !== 'energetic')) out = out.replace(/!/g, '.');
  if (soft) {
    for (const [pattern, replacement] of GENTLER_VERBS) {
      out = out.replace(pattern, (match) =>
        match.charAt(0) === match.charAt(0).toUpperCase()
          ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
          : replacement,
      );
    }
  }
  if (voice.style === 'soothing') return splitLong(out, 16);
  if (voice.tone === 'energetic') return splitLong(out, 18);
  return [out];
}
