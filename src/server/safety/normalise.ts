import { undisguise } from './undisguise';

// Text as the safety checks read it: disguises undone (./undisguise.ts), lower case, no apostrophes ("don't" and "dont" are one word), the
// shorthand people type in distress spelled out, and one space between words. Sentence punctuation stays,
// because some phrasings only mean harm at the end of a sentence ("I've written a note.").

const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  // Before apostrophes go: "OD'd" would otherwise become the everyday word "odd".
  [/\bo\.d\.?['’]?(?:ed|d)\b|\bod['’](?:ed|d)\b/g, 'overdosed'],
  [/\bo\.d\.?(?=\s|$)/g, 'overdose'],
  [/\bod\b/g, 'overdose'],
  // French and Italian elisions keep their words apart: "d'en finir" is "d en finir", "l'ho" is "l ho".
  [/\b([ldjmtsnc]|qu)['’](?=[aeiouyh])/g, '$1 '],
  [/['’‘`]/g, ''],
  // "daughter-in-law", "co-codamol", "self-harm": one spelling for the patterns.
  [/(?<=\p{L})[-–](?=\p{L})/gu, ' '],
  [/\bma\b/g, 'my'],
  [/\bcannae\b/g, 'cant'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(?:rn|atm)\b/g, 'right now'],
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(?:cuz|coz|cos|bc)\b/g, 'because'],
  [/\bppl\b/g, 'people'],
  [/\bwud\b/g, 'would'],
  [/\bcud\b/g, 'could'],
  [/\bshud\b/g, 'should'],
  [/\bfor ever\b/g, 'forever'],
  [/\b(?:my self|meself|myslef|mysef)\b/g, 'myself'],
  [/\bany more\b/g, 'anymore'],
  [/\bno one\b|\bnoone\b/g, 'nobody'],
  [/\bcan ?not\b/g, 'cant'],
  [/\bdo not\b/g, 'dont'],
  [/\bwill not\b/g, 'wont'],
  [/\bi am\b/g, 'im'],
  // "I have to" stays whole: patterns read "have to" ("if I eat I have to run it off").
  [/\bi have\b(?! to\b)/g, 'ive'],
  [/\bi would\b/g, 'id'],
  [/\bi will\b/g, 'ill'],
  [/\bwas not\b/g, 'wasnt'],
  [/\bwere not\b/g, 'werent'],
  [/\bis not\b/g, 'isnt'],
  [/\bdid not\b/g, 'didnt'],
  [/\s+/g, ' '],
];

export function normaliseForSafety(text: string): string {
  let out = undisguise(text);
  for (const [pattern, replacement] of SHORTHAND) out = out.replace(pattern, replacement);
  return out.trim();
}
