// Whether risky words are about the person writing, or about the people they work with or write about.
// "I am a nurse on a self-harm ward" and "my novel's character wants to die" name the words as a topic;
// "I want to die" and "I cut myself" are the person's own. No list of professions: what decides is who the
// words are about (a first-person subject, or someone else's), and whether the text frames them as work,
// study or fiction.

/** Work, study and fiction: the words around risky ones that make them a topic. */
const FRAME =
  /\b(?:patients?|clients?|callers?|calls|call outs|service users|wards?|clinic|shifts?|helpline|hotline|crisis line|volunteer\w*|characters?|novel|story|stories|chapter|script|screenplay|film|book|poem|scene|episode|podcast|documentary|research\w*|study|studies|studying|thesis|dissertation|phd|paper|article|essay|coursework|homework|assignment|memoir|lecture|module|course|training|teach\w*|students|pupils|campaign|prevention|awareness|safeguarding|refuge|charity|conference|talk about|statistics|rates|deaths|workshop|support group|counsel\w*|moderation|posts|victims|survivors|case ?load|casework\w*|disclos\w*|forums?|advocates?|volontari\w*|voluntari\w*|pazienti|pacientes)\b/;
const I_SUBJECT = /\b(?:i|im|ive|id|ill|iam|my|me|myself)\b/g;
const SOMEONE_ELSE =
  /\b(?:who|we|he|she|they|hes|shes|theyre|his|her|their|patients?|clients?|callers?|people|someone|somebody|those|students|pupils|kids|teens|teenagers|men|women|victims?|survivors?|characters?|farmers|athletes|friend|grandfathers?|grandmothers?|colleagues?|coworkers?|my (?:sister|brother|mum|mom|dad|friend|mate|son|daughter|wife|husband|partner|boyfriend|girlfriend|cousin|aunt|uncle|nan|nans|nana|gran|granny|grandma|grandpa|grandad))\b/g;
const OWN_WORDS = /\b(?:i|im|ive|id|ill|me|my|myself|mine)\b/;
/** Nouns a risky word can modify: "an overdose call", "suicide risk", "a domestic violence advocate". */
const MODIFIED =
  /^ (?:intervention (?:course|training|skills|workshop|programme|program)|call|calls|cases?|admissions|readmissions|risk|squad|advocates?|case ?workers?|workers?|services?|kits?|team|unit|officers?|statistics|deaths|recovery|forum)\b/;
/** Named as a thing, with an article or someone's: "an overdose", "the mass suicide", "her suicide", "il suicidio". */
const NAMED_AS_A_THING =
  /(?<!\b(?:took|taken|take|taking|had|have|done|did|denke|dachte) )\b(?:a|an|the|his|her|their|its|mass|uma|um|una|un|une|il|lo|el|der|das|ein|eine)\s$/;

/** The words before a match in its sentence, at most `reach` characters. */
function sentenceBefore(text: string, index: number, reach: number): string {
  const start = Math.max(
    text.lastIndexOf('.', index - 1),
    text.lastIndexOf('!', index - 1),
    text.lastIndexOf('?', index - 1),
    text.lastIndexOf('\n', index - 1),
    index - reach - 1,
  );
  return text.slice(start + 1, index);
}

const lastIndex = (pattern: RegExp, text: string) => {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
};

export const hasFrame = (text: string) => FRAME.test(text);

/** Looking back: "I used to self-harm", "cut myself as a teenager", "years clean" after it; or a court
 * case about it: "giving evidence against the man who attacked me". */
const BEFORE_PAST =
  /\b(?:evidence|testify|testifying|statement|charges|trial|case)\b[^.!?]*\bagainst (?:the |my )?$|\bused to (?:\w+ ){0,2}$|\b(?:years?|months?) ago\b[^.!?]*$|\bsince (?:i |my )?(?:last )?$|\b(?:free|clean) (?:from|of) $|\b(?:helped me|learned to|managed to) stop $|\bgrew up\b[^.!?]*$|\b(?:went|was put|was taken|were put|were taken) into (?:foster )?care\b[^.!?]*$/;
const AFTER_PAST =
  /^ (?:free|clean)\b|^ (?:as a (?:teen|teenager|kid|child|student)|when i was (?:a )?(?:teen|teenager|kid|child|younger|\d+)|(?:\w+ )?years? ago|in my (?:teens|twenties|thirties|20s|30s)|in (?:19|20)\d\d)\b|^[^.!?]{0,50}\b(?:years?|months) (?:(?:self ?harm|sh|cutting|purging|binge) )?(?:clean|free)\b/;

/** Done "again" is now, whatever came before it: "cut myself again, five years clean gone". */
const AGAIN = /^ again\b/;

/** Whether a match is told as the writer's past, which is a topic to talk about, not a crisis now. */
export const isPast = (text: string, index: number, match: string) => {
  const after = text.slice(index + match.length, index + match.length + 80);
  if (AGAIN.test(after)) return false;
  return BEFORE_PAST.test(sentenceBefore(text, index, 50)) || AFTER_PAST.test(after);
};

/**
 * Whether a risky match is the writer's own: it says "I/me/my" itself; or it is no modifier of a work or
 * study noun ("a self-harm ward") and the nearest subject before it in its sentence is "I" or "my" (not
 * someone else, nor a frame after the "I": "I research self-harm").
 */
export function isOwn(text: string, index: number, match: string): boolean {
  if (OWN_WORDS.test(match)) return true;
  if (namesATopic(text, index, match)) return false;
  const before = sentenceBefore(text, index, 60);
  const own = lastIndex(I_SUBJECT, before);
  if (own < 0) return false;
  return own > lastIndex(SOMEONE_ELSE, before) && own > lastIndex(new RegExp(FRAME.source, 'g'), before);
}

/**
 * A topic, whoever writes it: a noun's modifier ("a self-harm ward", "a suicide helpline", "overdose calls",
 * "overdose admissions"), or many of them ("I attend overdoses every week").
 */
function namesATopic(text: string, index: number, match: string): boolean {
  const after = text.slice(index + match.length, index + match.length + 30);
  return (
    new RegExp(`^ (?:${FRAME.source})`).test(after) ||
    MODIFIED.test(after) ||
    /^(?:overdoses|suicides)$/.test(match)
  );
}

/** Words that name a crisis as a subject: "suicide", "an overdose", "self-harm", "domestic abuse". */
const TOPIC_NOUN =
  /^(?:suicid|overdos|self harm|self injur|domestic|abus|selbstmord|suizid|anorexi|bulimi|eating disorder)/;

/**
 * Whether a match the writer does not claim is a topic: it names one (above), or it is a crisis named as a
 * subject that is plainly someone else's or a thing talked about. An article or another's comes right before
 * it ("atendi uma overdose", "her suicide", "the Jonestown mass suicide"), or the nearest subject before it
 * in its sentence is someone else ("a colleague disclosed domestic abuse"). A plan or an act ("the pills are
 * counted out", "a noose") names no subject, and stays the writer's.
 */
export function isOthers(text: string, index: number, match: string): boolean {
  if (namesATopic(text, index, match)) return true;
  if (!TOPIC_NOUN.test(match)) return false;
  const before = sentenceBefore(text, index, 60);
  // "My friend" is someone else, though its "my" is the writer's.
  const other = lastIndex(SOMEONE_ELSE, before);
  return NAMED_AS_A_THING.test(before) || (other >= 0 && other >= lastIndex(I_SUBJECT, before));
}
