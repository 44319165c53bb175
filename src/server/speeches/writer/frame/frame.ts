import type { Tone } from '../../../../common/enums';
import { detectLanguage, type Language } from '../../../language/detect-language';
import { speechContent } from '../content/load-content';
import type { KindContent, Moment, SharedContent, Weight } from '../content/schema';
import type { WriteRequest } from '../types';
import { classifySituation } from './classify';
import { nameAfter, plain, readDetail, says, whereSays } from './read-words';
import { extractTime } from './time-phrase';

/**
 * What the writer understood before writing a word: the situation's kind, the moment (ahead and when, over,
 * or ongoing), its weight, the feeling named, who is involved, and the details that make it theirs, each
 * already in the speech's own words. A part the words do not give is null: the speech then says less.
 */
export type Frame = {
  language: Language;
  kind: string;
  /** The classifier's posterior for the kind it chose (for `general`, for its best guess). */
  confidence: number;
  moment: Moment;
  /** When the moment is, said as the speech says it ("on Monday"); only for `ahead`. */
  when: string | null;
  weight: Weight;
  /** The event as the speech names it ("your interview"). */
  event: string;
  feeling: { key: string; say: string } | null;
  who: string | null;
  whoName: string | null;
  /** Detail key → how the speech says it. */
  details: Record<string, string>;
  firstName: string | null;
  goal: string | null;
  tone: Tone;
  /** The person's words, lower-cased and without punctuation, for matching the content's cues. */
  text: string;
};

export function buildFrame(request: WriteRequest): Frame {
  const { shared, kinds } = speechContent();
  const language = detectLanguage(request.context);
  // Words in another language are not read for a kind: the general content says nothing it can't know.
  const classified =
    language === 'en' ? classifySituation(request.context) : { kind: 'general', confidence: 0 };
  const text = plain(request.context);
  const time = extractTime(spellTimes(request.context));
  const goodNews = [...shared.good_news_cues, ...(kinds[classified.kind]?.good_news_cues ?? [])].some((cue) =>
    says(text, cue),
  );
  const order = momentOrder(text, time, goodNews, kindContent(kinds, classified.kind), shared.moment_cues);
  // The first moment, in the order the words suggest, that the kind has written for; a kind with nothing
  // for any of them would misread the situation, so the general content, which fits any, speaks instead.
  let content = kindContent(kinds, classified.kind);
  let moment = order.find((candidate) => writtenFor(content, candidate, goodNews));
  if (!moment) {
    content = kindContent(kinds, 'general');
    moment = order.find((candidate) => writtenFor(content, candidate, goodNews)) ?? content.moment;
  }
  const relation = readRelation(request.context, text, shared.relations);
  const details: Record<string, string> = {};
  for (const detail of [...shared.details, ...content.details]) {
    const said = readDetail(request.context, detail.pattern, detail.say);
    if (said) details[detail.key] = said;
  }
  return {
    language,
    kind: content.kind,
    confidence: classified.confidence,
    moment,
    when: moment === 'ahead' ? time : null,
    weight: readWeight(goodNews, moment, content),
    event: readEvent(text, content),
    feeling: firstNamed(text, shared.feelings),
    who: relation?.say ?? null,
    whoName: relation?.name ?? null,
    details,
    firstName: cleanName(request.firstName),
    goal: cleanGoal(request.goalTitle),
    tone: request.tone,
    text,
  };
}

/** The way people type times ("tmrw", "2nite"), spelled out for the time reader. */
function spellTimes(text: string): string {
  return text
    .replace(/\b(tmrw|tmr|tmrow|tmw|tomoz|tomorow|tommorow|tommorrow|2moro|2morrow)\b/gi, 'tomorrow')
    .replace(/\b(tonite|2nite)\b/gi, 'tonight');
}

function kindContent(kinds: Record<string, KindContent>, kind: string): KindContent {
  const content = kinds[kind] ?? kinds.general;
  if (!content) throw new Error('the speech content has no general kind');
  return content;
}

type MomentCues = SharedContent['moment_cues'];

/** The moments the words point to, likeliest first. */
function momentOrder(
  text: string,
  time: string | null,
  goodNews: boolean,
  content: KindContent,
  cues: MomentCues,
): Moment[] {
  const has = (list: readonly string[]) => list.some((cue) => says(text, cue));
  const happened = has(cues.over_strong) && !has(cues.again);
  const ahead = time !== null || has(cues.ahead);
  const first: Moment[] = [];
  // Good news, a death or a result has already happened, whatever comes next.
  if (happened || (goodNews && !ahead)) first.push('over');
  if (ahead) first.push('ahead');
  // "Yesterday" in a story that is still going on (caring, debt) is part of it, not its end.
  if (has(cues.over) && (content.moment !== 'ongoing' || content.kind === 'general')) first.push('over');
  if (has(cues.ongoing)) first.push('ongoing');
  first.push(content.moment);
  // Never ahead without a sign of it, unless this kind is about what is ahead.
  const rest: Moment[] = [
    'ongoing',
    'over',
    ...(ahead || content.moment === 'ahead' ? (['ahead'] as const) : []),
  ];
  return [...new Set<Moment>([...first, ...rest])];
}

/** Whether a kind has a way into a speech for this moment: a `see` piece for it, of the right weight. */
function writtenFor(content: KindContent, moment: Moment, goodNews: boolean): boolean {
  return content.see.some(
    (piece) =>
      piece.moments.includes(moment) &&
      (piece.weights ?? content.weights).some((weight) => (weight === 'good_news') === goodNews),
  );
}

function readWeight(goodNews: boolean, moment: Moment, content: KindContent): Weight {
  if (goodNews) return 'good_news';
  const hard = content.weights.find((weight) => weight === 'loss' || weight === 'setback');
  if (moment === 'over' && hard) return hard;
  return content.weights.find((weight) => weight !== 'good_news') ?? 'challenge';
}

function readEvent(text: string, content: KindContent): string {
  const event =
    content.events.find((candidate) => candidate.cues.some((cue) => says(text, cue))) ??
    content.events.find((candidate) => candidate.cues.length === 0) ??
    content.events[0];
  return event?.text ?? 'this';
}

/** The feeling named first in the person's words. */
function firstNamed(
  text: string,
  feelings: readonly { key: string; cues: readonly string[]; say: string }[],
): Frame['feeling'] {
  let best: Frame['feeling'] = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const feeling of feelings)
    for (const cue of feeling.cues) {
      const at = whereSays(text, cue);
      if (at >= 0 && at < bestAt) {
        bestAt = at;
        best = { key: feeling.key, say: feeling.say };
      }
    }
  return best;
}

function readRelation(
  original: string,
  text: string,
  relations: readonly { words: readonly string[]; say: string }[],
): { say: string; name: string | null } | null {
  for (const relation of relations)
    for (const word of relation.words)
      if (says(text, `my ${word}`) || says(text, `our ${word}`))
        return { say: relation.say, name: nameAfter(original, word) };
  return null;
}

function cleanName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^\p{L}'-]/gu, '').slice(0, 30);
  return /\p{L}/u.test(letters) ? letters.charAt(0).toUpperCase() + letters.slice(1) : null;
}

/** A goal's title as a phrase the close can name: letters, digits and light punctuation, 60 characters. */
function cleanGoal(goal: string | null | undefined): string | null {
  const text = (goal ?? '')
    .replace(/[^\p{L}\p{N} '&,:-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .replace(/[\s,:-]+$/, '');
  return text.length >= 3 ? text : null;
}
