import type { Tone } from '../../../../common/enums';
import { detectLanguage, type Language } from '../../../language/detect-language';
import { speechContent } from '../content/load-content';
import type { Horizon, KindContent, Moment, SharedContent, Subject, Weight } from '../content/schema';
import type { WriteRequest } from '../types';
import { askedFor, asksInClause } from './addressee';
import { type Audience, audienceOf } from './audience';
import { type Classification, CONFIDENCE_THRESHOLD, classifySituation } from './classify';
import { englishGist } from './gist';
import { type MomentSignals, momentFeatures, momentsByLikelihood, saysPlanned } from './moment';
import { nameAfter } from './name-after';
import { readDone } from './particulars';
import { type Pronoun, pronounFor } from './pronoun';
import { escapeRegExp, plain, readDetail, readsAsDay, says, saysUndenied, whereSays } from './read-words';
import { type Retold, retell, saysWhen } from './retell';
import { readSpan } from './span';
import { readSubject, type SubjectReading } from './subject';
import { clausesOf, dayAfter, extractTime, type TimePhrase } from './time-phrase';

/**
 * What the writer understood before writing a word: the situation's kind, the moment (ahead and when, over,
 * or ongoing), its weight, the feeling named, who is involved, and the details that make it theirs, each
 * already in the speech's own words. A part the words do not give is null: the speech then says less.
 */
export type Frame = {
  language: Language;
  kind: string;
  /** The listener the kind is written to be read aloud to (a young child, a group), when it is one. */
  audience: Audience | null;
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
  /** Whether it is many ("your exams"), for the verb that follows it. */
  eventPlural: boolean;
  /** Whether a notification may name the event (`nameable`). */
  eventNamed: boolean;
  feeling: { key: string; say: string } | null;
  /** Whose situation it is: the person's own, or the one living it (their child, their mum, their team). */
  subject: Subject;
  who: string | null;
  whoName: string | null;
  /** How the speech speaks of whom it is about: their {they}, {them} and {their}. */
  pronoun: Pronoun;
  /** Detail key → how the speech says it. */
  details: Record<string, string>;
  /** What they counted that they have done ("3 practice essays"), to end the turn as evidence. */
  done: string[];
  /** Their own sentences said back in the speech's voice ("Your instructor signed you off today."). */
  retold: Retold[];
  firstName: string | null;
  goal: string | null;
  tone: Tone;
  /** The person's words, lower-cased and without punctuation, for matching the content's cues. */
  text: string;
};

/**
 * The request as it is to be written: one whose words ask for something to give someone else ("something
 * i can say to pump her up") is written to them, as if asked in their name. Both writers use it.
 */
export function addressedRequest(
  request: WriteRequest,
  language: Language = detectLanguage(request.context),
): WriteRequest {
  if (request.forSomeoneElse || language !== 'en') return request;
  const asked = askedFor(request.context);
  return asked ? { ...request, forSomeoneElse: true, firstName: asked.name } : request;
}

/** What the frame reads before the moment: the kind, whose situation it is, and the signs of when it is. */
type Situation = {
  classified: Classification;
  someone: SubjectReading;
  kind: string;
  text: string;
  clauses: string[];
  time: TimePhrase | null;
  /** The first clause that gives a time still to come, and the first that tells good news (or Infinity). */
  aheadAt: number;
  goodNewsAt: number;
  /** A time still to come in a first clause that says a plan and nothing in the past: what they face, whatever
   * the story after it tells ("taking her to the vet at 4 today to put her to sleep. the kids said goodbye
   * this morning"). */
  planned: boolean;
  goodNews: boolean;
  /** Whether a cue word tells the good news (not only "!!"): news a kind's own good-news lines are about. */
  goodNewsCued: boolean;
  /** Told with "!!" or in capitals, with nothing that went wrong or was lost: good news if it is over. */
  cheered: boolean;
  signals: MomentSignals;
};

/**
 * Reads words (in English) for the kind of situation, whose it is, and the signs of its moment. Words
 * written for someone else describe the listener's own situation: the sender's "my son" is not someone
 * whose situation the listener is facing, only "our son" is.
 */
export function readSituation(words: string, forSomeoneElse = false): Situation {
  const { shared, kinds } = speechContent();
  const reading = readSubject(words, shared.subjects);
  const someone = forSomeoneElse && reading && !says(plain(words), `our ${reading.word}`) ? null : reading;
  // Words that name no one else are the person's own: never a kind written only for the one beside someone
  // ("diagnosed with MS yesterday" is their own illness, not someone's they stand beside).
  const classified = classifySituation(
    words,
    someone
      ? []
      : Object.values(kinds)
          .filter((content) => !content.subjects.includes('self'))
          .map(({ kind }) => kind),
  );
  // Words asked for a young child or a group are said in a talk written for that listener.
  const audience = forSomeoneElse ? audienceOf(words) : null;
  const forListener = Object.values(kinds).find((content) => audience && content.audience === audience);
  const text = plain(words);
  const read = forListener?.kind ?? kindFor(classified, someone, kinds, text);
  const spelled = spellTimes(words);
  const said = clausesOf(spelled);
  const clauses = said.map(plain);
  const time = extractTime(spelled, forSomeoneElse ? asksInClause : undefined);
  const planned = time?.clause === 0 && saysPlanned(said[0] ?? '', shared.moment_cues);
  const goodNewsCues = [...shared.good_news_cues, ...(kinds[read]?.good_news_cues ?? [])];
  const has = (list: readonly string[]) => list.some((cue) => says(text, cue));
  const goodNewsIn = (plainWords: string) =>
    goodNewsCues.some((cue) => saysUndenied(plainWords, cue, shared.good_news_denials));
  // Nothing is celebrated beside a death; and good news told after what is ahead is its story ("london to
  // paris on the bike next week for the charity that looked after my brother, he's in remission now").
  const clauseOf = (holds: (clause: string) => boolean) => {
    const index = clauses.findIndex(holds);
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  const aheadAt = Math.min(
    time?.clause ?? Number.POSITIVE_INFINITY,
    clauseOf((clause) => shared.moment_cues.ahead.some((cue) => says(clause, cue))),
  );
  // News told with "!!" before anything ahead, with nothing gone wrong in it, is good news though no cue word
  // says so ("won the seat by 37 votes!!"); told after a time ahead it is excitement ("marathon tmrw!!!").
  const exclaimed = /!{2,}/.exec(spelled);
  const exclaimedAt = exclaimed ? clausesOf(spelled.slice(0, exclaimed.index)).length - 1 : -1;
  const joyful =
    exclaimedAt >= 0 &&
    exclaimedAt < aheadAt &&
    ![shared.setback_cues, shared.loss_cues, shared.things_lost].some((list) =>
      list.some((cue) => says(clauses[exclaimedAt] ?? '', cue)),
    );
  const cuedAt = clauseOf(goodNewsIn);
  const toldAt = Math.min(cuedAt, joyful ? exclaimedAt : Number.POSITIVE_INFINITY);
  // News from weeks or more ago told with a worry about now ("promoted 3 months ago… I feel like an imposter")
  // is the story of what they face, not news to celebrate. Only "…ago" and "last…" say it is behind them
  // ("opening in march" is ahead).
  const longAgo = shared.moment_cues.long_ago.filter((cue) => /\bago$|^last\b/.test(cue));
  const worriedSince = has(longAgo) && shared.feelings.some((feeling) => !feeling.glad && has(feeling.cues));
  const goodNews =
    toldAt < Number.POSITIVE_INFINITY &&
    toldAt <= aheadAt &&
    !worriedSince &&
    !has(shared.loss_cues) &&
    !someone?.death;
  // The person's own good news of a kind the classifier could not place is still theirs to celebrate.
  const kind = goodNews && !someone && read === 'general' && kinds.celebration ? 'celebration' : read;
  const signals: MomentSignals = {
    time: time !== null,
    timeFirst: time?.clause === 0,
    happened: has(shared.moment_cues.over_strong),
    goodNews,
    again: has(shared.moment_cues.again),
    kind,
  };
  return {
    classified,
    someone,
    kind,
    text,
    clauses,
    time,
    aheadAt,
    goodNewsAt: goodNews ? toldAt : Number.POSITIVE_INFINITY,
    planned,
    goodNews,
    goodNewsCued: goodNews && cuedAt < Number.POSITIVE_INFINITY,
    cheered:
      /!{2,}|\b[A-Z]{2,}\s+[A-Z]{2,}\b/.test(words) &&
      !someone?.death &&
      ![shared.setback_cues, shared.loss_cues, shared.things_lost].some(has),
    signals,
  };
}

export function buildFrame(given: WriteRequest): Frame {
  const { shared, kinds } = speechContent();
  const language = detectLanguage(given.context);
  const request = addressedRequest(given, language);
  // Words in another language are read through their English gist: the speech is in English, and what the
  // gist does not hold, it does not say.
  const words = language === 'en' ? request.context : englishGist(request.context, language);
  const situation = readSituation(words, request.forSomeoneElse === true);
  const { classified, someone, kind, text, time } = situation;
  let { goodNews } = situation;
  const subject = someone?.subject ?? kindContent(kinds, kind).subjects[0] ?? 'self';
  const likely = momentsByLikelihood(momentFeatures(words, situation.signals, shared.moment_cues));
  const read = momentOrder(situation, likely, kindContent(kinds, kind), shared.moment_cues);
  // On the day itself what they described is still ahead, this very day.
  const order: Moment[] = request.onTheDay ? ['ahead', ...read.filter((moment) => moment !== 'ahead')] : read;
  // The first moment, in the order the words suggest, that the kind has written for; a kind with nothing
  // for any of them would misread the situation, so the general content, which fits any, speaks instead
  // (the good-news kind, for the person's own good news).
  let content = kindContent(kinds, kind);
  const fits = (moment: Moment) => writtenFor(content, moment, goodNews, readDetails(words, content.details));
  let moment = order.find(fits);
  // Good news that opens onto a step of their own days away ("promoted!! starts monday, managing my old
  // peers") in a kind with no words to celebrate it: the step is what they face, gladly, in the kind's own
  // words. (News with its step months off, or none told, is celebrated; a talk for a team about its win is
  // about the win, not a match to come.)
  const stepAhead = time !== null && time.horizon !== 'far' && !content.audience;
  if (
    !moment &&
    goodNews &&
    stepAhead &&
    writtenFor(content, 'ahead', false, readDetails(words, content.details))
  ) {
    goodNews = false;
    moment = 'ahead';
  }
  if (!moment) {
    content = kindContent(
      kinds,
      goodNews && subject === 'self' && kinds.celebration ? 'celebration' : 'general',
    );
    moment = order.find(fits) ?? content.moment;
  }
  // Something over told with "!!" or in capitals, with nothing gone wrong, is good news though no cue word
  // says so ("ran my first 10k without stopping!!!", "signed the lease today!!!"). It is not the news a
  // kind's own good-news lines are about (a first sale): the good-news kind speaks for the person's own,
  // the general content for someone else's.
  if (moment === 'over' && (goodNews || situation.cheered) && !situation.goodNewsCued) {
    goodNews = true;
    content = kindContent(kinds, subject === 'self' && kinds.celebration ? 'celebration' : 'general');
  }
  const details = readDetails(words, [...shared.details, ...content.details]);
  const span = readSpan(words, shared.spans);
  if (span) details.span = span;
  const event = readEvent(text, content);
  const onTheDay = request.onTheDay === true && moment === 'ahead';
  // On the day itself, no time is left to count.
  if (onTheDay) for (const key of shared.on_the_day.drop_details) delete details[key];
  // Someone else's "my sister" is the sender's sister, not the listener's: only "our" is theirs too.
  const aboutThem = (word: string) => writtenAbout(word, content);
  const relation = whoFor(
    someone,
    words,
    text,
    shared.relations,
    request.forSomeoneElse ? OURS : MINE_OR_OURS,
    aboutThem,
  );
  const involved = relation && aboutThem(relation.word) ? relation : null;

  const has = (list: readonly string[]) => list.some((cue) => says(text, cue));
  const weight = readWeight(
    {
      goodNews,
      // In the general content a death is a loss only when it is the one the words are about, not one in
      // a story of something else ("paintings of my grandmother's house, sold after she died").
      loss:
        has(shared.things_lost) ||
        (content.kind === 'general' ? someone?.death === true : has(shared.loss_cues)),
      happened: has(shared.moment_cues.over_strong),
      wentWrong: has(shared.setback_cues),
      // Told with "!!" or in capitals, with nothing gone wrong: wanted, not only faced.
      hoped: has(shared.hopeful_cues) || situation.cheered,
      worried: shared.feelings.some((feeling) => !feeling.glad && has(feeling.cues)),
    },
    moment,
    content,
  );
  const day = moment === 'ahead' && time?.day && request.today ? dayAfter(time.day, request.today) : null;
  return {
    language,
    kind: content.kind,
    audience: content.audience ?? null,
    confidence: classified.confidence,
    moment,
    when: onTheDay ? 'today' : moment === 'ahead' ? (time?.say ?? null) : null,
    horizon: onTheDay ? 'near' : moment === 'ahead' ? (time?.horizon ?? null) : null,
    whenDate: onTheDay ? null : day,
    onTheDay,
    weight,
    event: event.text,
    eventPlural: event.plural,
    eventNamed: nameable(event, content),
    feeling: firstNamed(text, shared.feelings),
    subject,
    who: involved?.say ?? null,
    whoName: involved?.name ?? null,
    pronoun: pronounOf(relation, involved, text, words, {
      forSomeoneElse: request.forSomeoneElse === true,
      aboutThem,
    }),
    details,
    // What they did is evidence, except when they told of their proof (`has_evidence`), which the content
    // says, and for a loss, which a count only makes smaller.
    done:
      details.has_evidence || weight === 'loss'
        ? []
        : readDone(words, shared.particulars, speechContent().retelling.shorthand),
    // Someone else's words are not the listener's to hear back; words in another language are not retold.
    retold:
      language === 'en' && !request.forSomeoneElse
        ? retell(
            request.context,
            [involved?.name, relation?.name].filter((name): name is string => !!name),
          ).filter((sentence) => !onTheDay || !saysWhen(sentence.text)) // out of date on the morning itself
        : [],
    firstName: cleanName(request.firstName),
    goal: cleanGoal(request.goalTitle),
    tone: request.tone,
    text,
  };
}

/**
 * Whether the kind's content is written about someone a relation word names: a parenting kind is about
 * the child, so "my husband works away" beside a toddler is not whom its "{who}" or "{they}" mean. A kind
 * written for the person alone speaks of whoever they named ("You're planning to tell your mum").
 */
function writtenAbout(word: string, content: KindContent): boolean {
  const about = content.subjects.filter((subject) => subject !== 'self');
  if (about.length === 0) return true;
  const { roles } = speechContent().shared.subjects;
  return about.some((role) => roles[role]?.includes(word));
}

/**
 * "They" for someone of a role the kind is not about, or for many of one it is ("my parents" in a hard
 * conversation); otherwise as the relation word or the person's own pronouns say. Someone else's words
 * speak of the listener: there only a relation word they share ("our dad") decides.
 */
function pronounOf(
  relation: Relation | null,
  involved: Relation | null,
  text: string,
  words: string,
  { forSomeoneElse, aboutThem }: { forSomeoneElse: boolean; aboutThem: (word: string) => boolean },
): Pronoun {
  const { pronouns } = speechContent().shared;
  if (relation && !involved) return 'they';
  const many = pronouns.they.some(
    (word) => aboutThem(word) && MINE_OR_OURS.some((owner) => says(text, `${owner} ${word}`)),
  );
  if (!involved && many) return 'they';
  return pronounFor(involved?.word ?? null, forSomeoneElse ? '' : words, pronouns);
}

/** How far behind the classifier's kind another may be and still be taken for whose situation it is. */
const SECOND_CHOICE = 0.2;

/**
 * The kind the speech draws on, written for whose situation it is. Someone else's situation read as a kind
 * written only for the one living it ("my son has his gcses monday" as an exam) goes to the likeliest kind
 * written for them when the classifier gives it some weight, else to `general`: a parent is never spoken to
 * as the patient. A death named is a loss, for a person or an animal, whatever else the words hold.
 */
function kindFor(
  classified: Classification,
  someone: SubjectReading,
  kinds: Record<string, KindContent>,
  text: string,
): string {
  if (!someone) return classified.kind;
  const writtenFor = (kind: string) => kindContent(kinds, kind).subjects.includes(someone.subject);
  if (someone.death) {
    // A death whose words say whose kind of loss it is ("stillborn", "days old") is that kind's.
    const told = Object.values(kinds).find((content) => content.deaths.some((cue) => says(text, cue)));
    if (told) return told.kind;
    const mourned = someone.subject === 'pet' ? 'pet_loss' : 'grief';
    const forLoss = kindContent(kinds, classified.kind).weights.includes('loss');
    return forLoss && writtenFor(classified.kind) ? classified.kind : mourned;
  }
  if (classified.kind !== 'general' && writtenFor(classified.kind)) return classified.kind;
  // The likeliest kind, or one the model was torn between it and, told for someone it is not written for
  // ("my mum starts chemo next week": the patient's own illness or standing beside it): the second if it is
  // written for them and the two together are as sure as one kind must be.
  const [top] = classified.ranked;
  if (!top || top.label === 'general' || (classified.kind === 'general' && writtenFor(top.label)))
    return classified.kind;
  const other = classified.ranked.find(
    ({ label, posterior }) =>
      label !== 'general' &&
      posterior >= SECOND_CHOICE &&
      writtenFor(label) &&
      (classified.kind !== 'general' || top.posterior + posterior >= CONFIDENCE_THRESHOLD),
  );
  return other?.label ?? 'general';
}

/** Someone a person names: as the speech says them, their name if given, and the word that named them. */
type Relation = { say: string; name: string | null; word: string };

/** Who is involved, as the speech names them: whose situation it is, when it is someone else's. */
function whoFor(
  someone: SubjectReading,
  original: string,
  text: string,
  relations: readonly { words: readonly string[]; say: string }[],
  owners: readonly string[],
  prefer: (word: string) => boolean,
): Relation | null {
  const known = someone && relations.find((relation) => relation.words.includes(someone.word));
  if (known && someone)
    return { say: known.say, name: nameAfter(original, someone.word), word: someone.word };
  return readRelation(original, text, relations, owners, prefer);
}

const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/;

/**
 * The way people type times ("tmrw", "2nite", "thurs"), spelled out for the time reader (`retelling.yaml`'s
 * shorthand); a short weekday that is also a word ("sat", "wed") only where it reads as a day.
 */
function spellTimes(text: string): string {
  const { shorthand, weekdays_when_timed: timed } = speechContent().retelling;
  return text.replace(/[\p{L}\p{N}]+/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    const said = shorthand[lower];
    if (said === 'tomorrow' || said === 'tonight' || (said && WEEKDAY.test(said))) return said;
    const day = timed[lower];
    return day && readsAsDay(text.slice(0, at), text.slice(at + word.length)) ? day : word;
  });
}

function kindContent(kinds: Record<string, KindContent>, kind: string): KindContent {
  const content = kinds[kind] ?? kinds.general;
  if (!content) throw new Error('the speech content has no general kind');
  return content;
}

type MomentCues = SharedContent['moment_cues'];

type Words = Pick<Situation, 'text' | 'clauses' | 'aheadAt' | 'goodNewsAt' | 'planned'>;

/**
 * The moments the words point to, likeliest first: the moment reader's, for it weighs the signs below with
 * every other word, and on situations nobody trained or tuned it on it reads the moment right more often
 * alone than behind them (decision 021, twelfth round). The signs in so many words order the rest, for a
 * kind with nothing written for the reader's moment. People name the thing they face first and its story
 * after ("cup final sunday… we lost to them 3-0 in the league"), so when the words hold both a time to come
 * and something that has happened, the one said first comes next.
 */
function momentOrder(
  words: Words,
  likely: readonly { moment: Moment; likelihood: number }[],
  content: KindContent,
  cues: MomentCues,
): Moment[] {
  const { text, clauses, aheadAt, goodNewsAt, planned } = words;
  const has = (list: readonly string[]) => list.some((cue) => says(text, cue));
  const strongAt = clauses.findIndex((clause) => cues.over_strong.some((cue) => says(clause, cue)));
  // Good news, a death or a result has already happened, unless it is to be tried again.
  const happenedAt = has(cues.again)
    ? goodNewsAt
    : Math.min(strongAt < 0 ? Number.POSITIVE_INFINITY : strongAt, goodNewsAt);
  const happened = happenedAt < Number.POSITIVE_INFINITY;
  const ahead = aheadAt < Number.POSITIVE_INFINITY;
  const first: Moment[] = [
    ...(planned ? (['ahead'] as const) : []),
    ...likely.slice(0, 1).map(({ moment }) => moment),
  ];
  // What happened weeks or more ago, told with how things are now ("died 5 months ago… i still go to call
  // her", "promoted 3 months ago… every monday i feel like an imposter"), is a situation still going on.
  if (happened && !ahead && has(cues.ongoing) && has(cues.long_ago)) first.push('ongoing');
  if (happened && happenedAt <= aheadAt) first.push('over');
  if (ahead) first.push('ahead');
  if (happened) first.push('over');
  // "Yesterday" in a story that is still going on (caring, debt) is part of it, not its end.
  if (has(cues.over) && (content.moment !== 'ongoing' || content.kind === 'general')) first.push('over');
  if (has(cues.ongoing)) first.push('ongoing');
  // Without a sign in so many words, the kind's usual moment.
  first.push(content.moment);
  // Never ahead without a sign of it, unless this kind is about what is ahead.
  const rest: Moment[] = [
    'ongoing',
    'over',
    ...(ahead || content.moment === 'ahead' ? (['ahead'] as const) : []),
  ];
  return [...new Set<Moment>([...first, ...rest])];
}

/**
 * Whether a kind has a way into a speech for this moment: a `see` piece for it, of the right weight, that
 * needs no detail of the kind's the words do not hold (a viva's corrections, going on after it, are no
 * moment for a viva whose words say none), nor is ruled out by one they hold (an exam's results to come
 * are no paper ahead to sit).
 */
function writtenFor(
  content: KindContent,
  moment: Moment,
  goodNews: boolean,
  held: Record<string, string>,
): boolean {
  const kindDetail = (need: string) => content.details.some((detail) => detail.key === need);
  return content.see.some(
    (piece) =>
      piece.moments.includes(moment) &&
      (piece.weights ?? content.weights).some((weight) => (weight === 'good_news') === goodNews) &&
      piece.needs.every((need) => !kindDetail(need) || need in held) &&
      !piece.unless.some((detail) => detail in held),
  );
}

/** The details the words hold, by key, as the speech says them. */
function readDetails(words: string, details: KindContent['details']): Record<string, string> {
  const said: Record<string, string> = {};
  for (const detail of details) {
    const found = readDetail(words, detail.pattern, detail.say);
    if (found) said[detail.key] = found;
  }
  return said;
}

/**
 * Good news first; then a loss named in the words, where the content has words for one at this moment; then
 * the kind's hard weight for what is over, or a setback when the words say it went wrong. What is ahead and
 * hoped for ("so excited", "cant wait") is a hopeful step; with no worry named beside it, good news where the
 * kind has words for good news still to come ("retiring friday!!").
 */
function readWeight(
  named: {
    goodNews: boolean;
    loss: boolean;
    happened: boolean;
    wentWrong: boolean;
    hoped: boolean;
    worried: boolean;
  },
  moment: Moment,
  content: KindContent,
): Weight {
  if (named.goodNews) return 'good_news';
  if (named.loss && writtenForWeight(content, moment, 'loss')) return 'loss';
  const hard = content.weights.find((weight) => weight === 'loss' || weight === 'setback');
  if (moment === 'over' && hard) return hard;
  if (moment === 'over' && (named.wentWrong || (content.kind === 'general' && named.happened)))
    return 'setback';
  const usual = content.weights.find((weight) => weight !== 'good_news') ?? 'challenge';
  if (moment !== 'over' && named.hoped && usual === 'challenge' && !named.wentWrong)
    return !named.worried && writtenForGoodNewsAhead(content) ? 'good_news' : 'hopeful';
  return usual;
}

/** Whether the kind has words to see them with at this weight, for moments `forMoments` accepts. */
function seesWith(
  content: KindContent,
  weight: Weight,
  forMoments: (moments: readonly Moment[]) => boolean,
): boolean {
  return content.see.some(
    (piece) => forMoments(piece.moments) && (piece.weights ?? content.weights).includes(weight),
  );
}

const writtenForWeight = (content: KindContent, moment: Moment, weight: Weight) =>
  seesWith(content, weight, (moments) => moments.includes(moment));

/**
 * Whether the kind has words for good news still to come (a retirement, a citizenship ceremony): words only
 * for the ahead, as many kinds' good news is written for any moment and is about news that has come.
 */
const writtenForGoodNewsAhead = (content: KindContent) =>
  seesWith(content, 'good_news', (moments) => moments.includes('ahead') && !moments.includes('over'));

/**
 * Whether a notification may name the event: a thing with its article ("your interview", not "what you're
 * facing"), that their words named, or the usual one of a kind about something ahead (an exam's "your
 * exam"), in a situation that is not private.
 */
function nameable(event: { text: string; named: boolean }, content: KindContent): boolean {
  if (content.private || content.kind === 'general' || !/^(your|the|an?) /.test(event.text)) return false;
  return event.named || content.moment === 'ahead';
}

function readEvent(text: string, content: KindContent): { text: string; plural: boolean; named: boolean } {
  const named = content.events.find((candidate) => candidate.cues.some((cue) => says(text, cue)));
  const event = named ?? content.events.find((candidate) => candidate.cues.length === 0);
  return { text: event?.text ?? 'this', plural: event?.plural ?? false, named: named !== undefined };
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
  prefer: (word: string) => boolean,
): Relation | null {
  // The first named, in the order they wrote, of a role the kind is written about ("my boyfriend" in a
  // breakup, before "my mum"), else the first named at all; a family word counts alone ("moving dad in").
  const { alone } = speechContent().shared.subjects;
  const named = relations.flatMap((relation) =>
    relation.words.flatMap((word) => {
      const own = alone.includes(word) && owners.includes('my');
      const phrases = owners.map((owner) => `${owner} ${word}`);
      const at = Math.min(
        ...phrases.map((phrase) => text.indexOf(plain(phrase))).filter((index) => index >= 0),
        // A family word alone is theirs, but not someone else's ("his mum").
        ...(own ? [...text.matchAll(new RegExp(`\\b${escapeRegExp(word)}s?\\b`, 'g'))] : [])
          .map((match) => match.index)
          .filter((index) => !/\b(?:his|her|their|your|its)\s$/.test(text.slice(0, index))),
      );
      return Number.isFinite(at)
        ? [{ at, found: { say: relation.say, name: nameAfter(original, word), word } }]
        : [];
    }),
  );
  named.sort((a, b) => a.at - b.at);
  return (named.find(({ found }) => prefer(found.word)) ?? named[0])?.found ?? null;
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
