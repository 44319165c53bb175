import type { Tone } from '../../../../common/enums';
import { detectLanguage, type Language } from '../../../language/detect-language';
import { speechContent } from '../content/load-content';
import type { Horizon, KindContent, Moment, SharedContent, Weight } from '../content/schema';
import type { WriteRequest } from '../types';
import { classifySituation } from './classify';
import { englishGist } from './gist';
import { knownWords } from './known-words';
import { momentsByLikelihood } from './moment';
import { nameAfter } from './name-after';
import { type Particular, readParticulars } from './particulars';
import { plain, readDetail, says, whereSays } from './read-words';
import { readSpan } from './span';
import { clausesOf, dayAfter, extractTime, type TimePhrase } from './time-phrase';

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
  /** Whether what is ahead is days or weeks away, when the words tell. */
  horizon: Horizon | null;
  /** The date `when` names, read on the person's local date (`today`); null without a day after today. */
  whenDate: string | null;
  /** Written on the morning of the event itself: `when` is today. */
  onTheDay: boolean;
  weight: Weight;
  /** The event as the speech names it ("your interview"). */
  event: string;
  /** Whether a notification may name the event (`nameable`). */
  eventNamed: boolean;
  feeling: { key: string; say: string } | null;
  who: string | null;
  whoName: string | null;
  /** Detail key → how the speech says it. */
  details: Record<string, string>;
  /** The amounts, places and names they gave, as the speech says them, to hold up at the opening's end. */
  particulars: string[];
  /** What they counted that they have done ("3 practice essays"), to end the turn as evidence. */
  done: string[];
  firstName: string | null;
  goal: string | null;
  tone: Tone;
  /** The person's words, lower-cased and without punctuation, for matching the content's cues. */
  text: string;
};

export function buildFrame(request: WriteRequest): Frame {
  const { shared, kinds } = speechContent();
  const language = detectLanguage(request.context);
  // Words in another language are read through their English gist: the speech is in English, and what the
  // gist does not hold, it does not say.
  const words = language === 'en' ? request.context : englishGist(request.context, language);
  const classified = classifySituation(words);
  const text = plain(words);
  const clauses = clausesOf(spellTimes(words)).map(plain);
  const time = extractTime(spellTimes(words));
  const goodNewsCues = [...shared.good_news_cues, ...(kinds[classified.kind]?.good_news_cues ?? [])];
  const goodNews = goodNewsCues.some((cue) => says(text, cue));
  const read = momentOrder(
    { text, clauses, time, goodNewsCues },
    kindContent(kinds, classified.kind),
    shared.moment_cues,
  );
  // On the day itself what they described is still ahead, this very day.
  const order: Moment[] = request.onTheDay ? ['ahead', ...read.filter((moment) => moment !== 'ahead')] : read;
  // The first moment, in the order the words suggest, that the kind has written for; a kind with nothing
  // for any of them would misread the situation, so the general content, which fits any, speaks instead.
  let content = kindContent(kinds, classified.kind);
  let moment = order.find((candidate) => writtenFor(content, candidate, goodNews));
  if (!moment) {
    content = kindContent(kinds, 'general');
    moment = order.find((candidate) => writtenFor(content, candidate, goodNews)) ?? content.moment;
  }
  const details: Record<string, string> = {};
  for (const detail of [...shared.details, ...content.details]) {
    const said = readDetail(words, detail.pattern, detail.say);
    if (said) details[detail.key] = said;
  }
  const span = readSpan(words, shared.spans);
  if (span) details.span = span;
  const event = readEvent(text, content);
  const onTheDay = request.onTheDay === true && moment === 'ahead';
  // On the day itself, no time is left to count.
  if (onTheDay) for (const key of shared.on_the_day.drop_details) delete details[key];
  // Someone else's "my sister" is the sender's sister, not the listener's: only "our" is theirs too.
  const relation = readRelation(words, text, shared.relations, request.forSomeoneElse ? OURS : MINE_OR_OURS);
  const named = new Set([request.firstName, relation?.name].map((name) => (name ?? '').toLowerCase()));
  const particulars = readParticulars(words, shared.particulars, {
    places: speechContent().places,
    known: knownWords(),
    named,
  });

  const weight = readWeight(
    {
      goodNews,
      loss: shared.loss_cues.some((cue) => says(text, cue)),
      happened: hasHappened(text, shared),
    },
    moment,
    content,
  );
  const day = moment === 'ahead' && time?.day && request.today ? dayAfter(time.day, request.today) : null;
  return {
    language,
    kind: content.kind,
    confidence: classified.confidence,
    moment,
    when: onTheDay ? 'today' : moment === 'ahead' ? (time?.say ?? null) : null,
    horizon: onTheDay ? 'near' : moment === 'ahead' ? (time?.horizon ?? null) : null,
    whenDate: onTheDay ? null : day,
    onTheDay,
    weight,
    event: event.text,
    eventNamed: nameable(event, content),
    feeling: firstNamed(text, shared.feelings),
    who: relation?.say ?? null,
    whoName: relation?.name ?? null,
    details,
    ...heldUp(particulars, moment, weight, details),
    firstName: cleanName(request.firstName),
    goal: cleanGoal(request.goalTitle),
    tone: request.tone,
    text,
  };
}

/**
 * The particulars the speech may hold up: what they did ends the turn as evidence; the rest ends the
 * opening. A place only for an event ahead or good news, where it is where the thing happens ("marathon in
 * berlin"), not where someone lives ("my brother in canada"). None for a loss, which a count or a place
 * only makes smaller; and none when they told of their proof (`has_evidence`), which the content says.
 */
function heldUp(
  particulars: Particular[],
  moment: Moment,
  weight: Weight,
  details: Record<string, string>,
): { particulars: string[]; done: string[] } {
  if (details.has_evidence || weight === 'loss') return { particulars: [], done: [] };
  const event =
    weight === 'good_news' || (moment === 'ahead' && (weight === 'challenge' || weight === 'hopeful'));
  const shown = particulars.filter((particular) => event || !particular.place);
  return {
    particulars: shown.filter((particular) => !particular.done).map((particular) => particular.say),
    done: shown.filter((particular) => particular.done).map((particular) => particular.say),
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

/** How sure the moment reader must be to speak before the kind's usual moment. */
const CLEAR_MOMENT = 0.6;

type Words = { text: string; clauses: string[]; time: TimePhrase | null; goodNewsCues: readonly string[] };

/**
 * The moments the words point to, likeliest first. People name the thing they face first and its story
 * after ("cup final sunday… we lost to them 3-0 in the league"), so when the words hold both a time to come
 * and something that has happened, the one said first leads.
 */
function momentOrder(words: Words, content: KindContent, cues: MomentCues): Moment[] {
  const { text, clauses, time, goodNewsCues } = words;
  const has = (list: readonly string[]) => list.some((cue) => says(text, cue));
  const firstClause = (list: readonly string[]) => {
    const index = clauses.findIndex((clause) => list.some((cue) => says(clause, cue)));
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  // Good news, a death or a result has already happened, unless it is to be tried again.
  const happenedAt = has(cues.again)
    ? firstClause(goodNewsCues)
    : Math.min(firstClause(cues.over_strong), firstClause(goodNewsCues));
  const aheadAt = Math.min(time?.clause ?? Number.POSITIVE_INFINITY, firstClause(cues.ahead));
  const happened = happenedAt < Number.POSITIVE_INFINITY;
  const ahead = aheadAt < Number.POSITIVE_INFINITY;
  const first: Moment[] = [];
  if (happened && happenedAt <= aheadAt) first.push('over');
  if (ahead) first.push('ahead');
  if (happened) first.push('over');
  // "Yesterday" in a story that is still going on (caring, debt) is part of it, not its end.
  if (has(cues.over) && (content.moment !== 'ongoing' || content.kind === 'general')) first.push('over');
  if (has(cues.ongoing)) first.push('ongoing');
  // Without a sign in so many words, the moment the words read as, when they read clearly as one; then
  // the kind's usual one.
  const [likeliest] = momentsByLikelihood(text);
  if (likeliest && likeliest.likelihood >= CLEAR_MOMENT) first.push(likeliest.moment);
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

const hasHappened = (text: string, shared: SharedContent) =>
  shared.moment_cues.over_strong.some((cue) => says(text, cue));

/**
 * Good news first; then a loss named in the words, where the content has words for one at this moment; then
 * the kind's hard weight for what is over. What is over in words the writer could not place went wrong for
 * them only if they said it did.
 */
function readWeight(
  named: { goodNews: boolean; loss: boolean; happened: boolean },
  moment: Moment,
  content: KindContent,
): Weight {
  if (named.goodNews) return 'good_news';
  const forLoss = content.see.some(
    (piece) => piece.moments.includes(moment) && (piece.weights ?? content.weights).includes('loss'),
  );
  if (named.loss && forLoss) return 'loss';
  const hard = content.weights.find((weight) => weight === 'loss' || weight === 'setback');
  if (moment === 'over' && hard) return hard;
  if (moment === 'over' && content.kind === 'general' && named.happened) return 'setback';
  return content.weights.find((weight) => weight !== 'good_news') ?? 'challenge';
}

/**
 * Whether a notification may name the event: a thing with its article ("your interview", not "what you're
 * facing"), that their words named, or the usual one of a kind about something ahead (an exam's "your
 * exam"), in a situation that is not private.
 */
function nameable(event: { text: string; named: boolean }, content: KindContent): boolean {
  if (content.private || content.kind === 'general' || !/^(your|the|an?) /.test(event.text)) return false;
  return event.named || content.moment === 'ahead';
}

function readEvent(text: string, content: KindContent): { text: string; named: boolean } {
  const named = content.events.find((candidate) => candidate.cues.some((cue) => says(text, cue)));
  const event = named ?? content.events.find((candidate) => candidate.cues.length === 0) ?? content.events[0];
  return { text: event?.text ?? 'this', named: named !== undefined };
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

const MINE_OR_OURS = ['my', 'our'] as const;
const OURS = ['our'] as const;

function readRelation(
  original: string,
  text: string,
  relations: readonly { words: readonly string[]; say: string }[],
  owners: readonly string[],
): { say: string; name: string | null } | null {
  for (const relation of relations)
    for (const word of relation.words)
      if (owners.some((owner) => says(text, `${owner} ${word}`)))
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
