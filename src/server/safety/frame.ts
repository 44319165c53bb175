// Whether risky words are about the person writing, or about the people they work with or write about.
// "I am a nurse on a self-harm ward" and "my novel's character wants to die" name the words as a topic;
// "I want to die" and "I cut myself" are the person's own. No list of professions: what decides is who the
// words are about (a first-person subject, or someone else's), and whether the text frames them as work,
// study or fiction.

/** Work, study and fiction: the words around risky ones that make them a topic. */
const FRAME =
  /\b(?:patients?|clients?|callers?|calls|call outs|service users|wards?|clinic|shifts?|helpline|hotline|crisis line|volunteer\w*|characters?|novel|story|stories|chapter|script|screenplay|film|book|poem|scene|episode|podcast|documentary|research\w*|study|studies|studying|thesis|dissertation|phd|paper|article|lecture|module|course|training|teach\w*|students|pupils|campaign|prevention|awareness|safeguarding|refuge|charity|conference|talk about|statistics|rates|deaths|workshop|support group|counsel\w*|moderation|posts|victims|survivors|case ?load|casework)\b/;
const I_SUBJECT = /\b(?:i|im|ive|id|ill|iam|my|me|myself)\b/g;
const SOMEONE_ELSE =
  /\b(?:who|we|he|she|they|hes|shes|theyre|his|her|their|patients?|clients?|callers?|people|someone|somebody|those|students|pupils|kids|teens|teenagers|men|women|victims?|survivors?|characters?|farmers|athletes|friend|grandfathers?|grandmothers?)\b/g;
const OWN_WORDS = /\b(?:i|im|ive|id|ill|me|my|myself|mine)\b/;

const lastIndex = (pattern: RegExp, text: string) => {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
};

export const hasFrame = (text: string) => FRAME.test(text);

/** Looking back: "I used to self-harm", "cut myself as a teenager", "years clean" after it. */
const BEFORE_PAST = /\bused to $/;
const AFTER_PAST =
  /^ (?:as a (?:teen|teenager|kid|child|student)|when i was (?:a )?(?:teen|teenager|kid|child|younger|\d+)|(?:\w+ )?years? ago)\b|^[^.!?]{0,50}\b(?:years?|months) (?:clean|free)\b/;

/** Done "again" is now, whatever came before it: "cut myself again, five years clean gone". */
const AGAIN = /^ again\b/;

/** Whether a match is told as the writer's past, which is a topic to talk about, not a crisis now. */
export const isPast = (text: string, index: number, match: string) => {
  const after = text.slice(index + match.length, index + match.length + 80);
  if (AGAIN.test(after)) return false;
  return BEFORE_PAST.test(text.slice(Math.max(0, index - 10), index)) || AFTER_PAST.test(after);
};

/**
 * Whether a risky match is the writer's own: it says "I/me/my" itself; or it is no modifier of a work or
 * study noun ("a self-harm ward") and the nearest subject before it in its sentence is "I" or "my" (not
 * someone else, nor a frame after the "I": "I research self-harm").
 */
export function isOwn(text: string, index: number, match: string): boolean {
  if (OWN_WORDS.test(match)) return true;
  // A noun's modifier is a topic: "a self-harm ward", "a suicide helpline", "overdose calls".
  if (new RegExp(`^ (?:${FRAME.source})`).test(text.slice(index + match.length, index + match.length + 30)))
    return false;
  const start = Math.max(
    text.lastIndexOf('.', index),
    text.lastIndexOf('!', index),
    text.lastIndexOf('?', index),
    text.lastIndexOf('\n', index),
    index - 60,
  );
  const before = text.slice(start + 1, index);
  const own = lastIndex(I_SUBJECT, before);
  if (own < 0) return false;
  return own > lastIndex(SOMEONE_ELSE, before) && own > lastIndex(new RegExp(FRAME.source, 'g'), before);
}
