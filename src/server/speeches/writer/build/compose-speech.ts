import { avoidedIn, avoidedPhrases } from '../avoided';
import { speechContent } from '../content/load-content';
import {
  type Idea,
  type KindContent,
  PARTS,
  type Piece,
  type Step,
  VOICES,
  type Voice,
} from '../content/schema';
import { longestCopiedRun, MOST_COPIED_WORDS } from '../copied-run';
import type { Frame } from '../frame/frame';
import { bareForComparing, listOf } from '../frame/particulars';
import { plain, says } from '../frame/read-words';
import { lowerFirst } from '../hygiene';
import { mulberry32, type Random, randomSeed } from '../prng';
import { countWords, sentenceKey, splitSentences } from '../quality';
import { analyse, practicalWeight, type SpeechShaping } from '../shaping';
import type { WriteRequest, WriterProfile } from '../types';
import { createFiller } from './fill';
import { fits, isDetailNeed, suitability, type Tagged } from './fit';
import { planLength } from './plan-length';
import { relevanceTo } from './relevance';

export type ComposedSpeech = {
  paragraphs: string[];
  text: string;
  words: number;
  seed: number;
  shaping: SpeechShaping;
  /** The central idea the speech turns on. */
  idea: string;
  /** The steps it developed, in order. */
  steps: string[];
};

const ENGLISH_ONLY = 'Uplift writes in English for now: here is your speech in English.';

/** What joins one step to the next, so that several read as one plan rather than a list. */
const MIDDLE_OPENERS = ['Next, ', 'Then ', 'After that, ', 'Something else: ', 'And then '];

/** "First, … Next, … And last, …" for a plan of `count` steps. */
function openersFor(count: number): string[] {
  if (count < 2) return [];
  const middle = Array.from(
    { length: count - 2 },
    (_, index) => MIDDLE_OPENERS[index % MIDDLE_OPENERS.length] ?? '',
  );
  return ['First, ', ...middle, count === 2 ? 'Then ' : 'And last, '];
}

type Choice = {
  random: Random;
  profile: WriterProfile;
  recent: ReadonlySet<string>;
  /** Whether sentences heard lately are taken out of the pieces that had to be used anyway. */
  dropRecent: boolean;
  /** For a speech that would run past its length: the turn's evidence left out, shorter pieces preferred. */
  brief: boolean;
  avoid: readonly string[];
  /** How much a paragraph of content is about what the person wrote (0 to 1). */
  relevant: (text: string) => number;
  /** Draws for the bridge after their sentences apart from the rest, so that it leaves the other choices as they were. */
  bridgeRandom: Random;
  /** Draws for which wording of a step is said, apart from the rest for the same reason. */
  wordingRandom: Random;
};

/** What relevance to the person's words is worth against a piece's other merits (a need it answers is 3). */
const RELEVANCE = 8;
/** What each word of a piece costs it in a speech that would otherwise run past its length. */
const BRIEF_PER_WORD = 0.1;

/**
 * Writes one talk for the frame: see them, name the feeling, turn it on the central idea, develop the
 * idea's steps as far as the length allows, and close. Every piece comes from the kind's content and is
 * used only where its tags fit the frame.
 */
export function composeSpeech(request: WriteRequest, profile: WriterProfile): ComposedSpeech {
  const seed = request.seed ?? randomSeed();
  const analysis = analyse(request, profile);
  const { frame } = analysis;
  const languageNote =
    frame.language === 'en' ? null : (speechContent().shared.english_only[frame.language] ?? ENGLISH_ONLY);
  const shaping = { ...analysis.shaping, languageNote };
  const content = speechContent().kinds[frame.kind];
  if (!content) throw new Error(`no content for ${frame.kind}`);
  const choice = {
    profile,
    recent: new Set(profile.recentSentences.map(sentenceKey)),
    dropRecent: true,
    // On the morning of the event, what takes days still to come for granted is avoided as theirs is.
    avoid: avoidedPhrases([
      ...profile.avoidancePatterns,
      ...(frame.onTheDay ? speechContent().shared.on_the_day.avoid : []),
    ]),
    relevant: relevanceTo(frame.text),
  };
  // Each draft draws afresh from the same seed, so two drafts differ only where their inputs do.
  const write = (framed: Frame, dropRecent = true, brief = false) =>
    writeTalk(framed, content, shaping, {
      ...choice,
      dropRecent,
      brief,
      random: mulberry32(seed),
      bridgeRandom: mulberry32(seed + 1),
      wordingRandom: mulberry32(seed + 2),
    });
  // First without what they counted that they did; the turn then ends on what the talk does not already
  // say, unless that makes it too long.
  let chosen: Frame = { ...frame, done: [] };
  let talk = write(chosen);
  const said = bareForComparing(talk.paragraphs.join(' '));
  const holding = { ...frame, done: frame.done.filter((done) => !said.includes(bareForComparing(done))) };
  if (holding.done.length > 0) {
    const held = write(holding);
    if (countWords(held.paragraphs.join(' ')) <= shaping.maxWords) {
      talk = held;
      chosen = holding;
    }
  }
  // Someone who asked about the same situation many times can use up what is written for it: rather than
  // a speech too short to be one, the pieces they heard least lately come back then (never avoided phrases).
  if (countWords(talk.paragraphs.join(' ')) < shaping.minWords && choice.recent.size > 0)
    talk = write(chosen, false);
  // The fewest pieces a talk has (an opening, the turn, one step, a close) can run past a short speech's
  // length when they are long: then the turn's evidence goes, and the shorter of the fitting pieces come.
  if (countWords(talk.paragraphs.join(' ')) > shaping.maxWords) {
    const shorter = write(chosen, true, true);
    if (countWords(shorter.paragraphs.join(' ')) < countWords(talk.paragraphs.join(' '))) talk = shorter;
  }
  const text = talk.paragraphs.join('\n\n');
  return { ...talk, text, words: countWords(text), seed, shaping };
}

function writeTalk(
  frame: Frame,
  content: KindContent,
  shaping: SpeechShaping,
  choice: Choice,
): { paragraphs: string[]; idea: string; steps: string[] } {
  const kindWeights = content.weights;
  const pick = <T extends Tagged>(items: readonly T[], text: (item: T) => string[]) =>
    best(items, frame, kindWeights, choice, text);
  const idea = centralIdea(frame, content, (items) =>
    best(items, frame, kindWeights, choice, () => [], ideaAbout),
  );
  if (!idea) throw new Error(`${frame.kind} has no idea`);
  const seen = pick(content.see, (piece) => [piece.text]);
  const framed = withDone(frame);
  // On the morning of the event the speech opens by saying it is today, unless its opening says so.
  const today =
    frame.onTheDay && seen && !seen.text.includes('{when}')
      ? best(speechContent().shared.on_the_day.openings, frame, kindWeights, choice, (piece) => [piece.text])
      : undefined;
  // Their own sentences said back open the talk when there are enough of them: what the kind's opening
  // says of anyone in this situation, they say of this person. One alone, with a number or a name, ends
  // the kind's opening, unless the opening already counts what it counts. What they did that
  // counts ends the turn as evidence; the one naming how they feel leads the feeling's paragraph.
  const retold = retoldParts(frame, shaping.duration);
  const bridge =
    retold.opening.length > 0
      ? best(
          speechContent().shared.retold_bridges.filter(
            (piece) => retold.opening.length > 1 || !piece.several,
          ),
          frame,
          kindWeights,
          { ...choice, random: choice.bridgeRandom },
          (piece) => [piece.text],
        )
      : undefined;
  const see = seen && {
    ...seen,
    text: [
      today?.text,
      ...(retold.opening.length > 0
        ? [...retold.opening, bridge?.text]
        : [seen.text, retold.alone && !restates(retold.alone, seen.text, framed) ? retold.alone : undefined]),
    ]
      .filter(Boolean)
      .join(' '),
  };
  // The feeling and the turn in the voice of the tone asked for, where they are written in it.
  const feelings = inToneAll(content.feel, frame.tone);
  const turns = inToneAll(idea.turn, frame.tone);
  const felt = pick(feelings, (piece) => [piece.text]);
  const feeling = frame.retold.find((sentence) => sentence.feeling)?.text;
  const feel = felt && feeling ? { ...felt, text: `${feeling} ${felt.text}` } : felt;
  // An idea's pieces and steps carry its weights unless they say otherwise.
  const ideaWeights = idea.weights ?? kindWeights;
  const turned = best(turns, frame, ideaWeights, choice, (piece) => [piece.text]);
  // The time they put in, when they counted it, is the evidence already; else what they told they did.
  const { span, done } = framed.details;
  const proven =
    retold.evidence && !span && !done
      ? { ...framed, details: { ...framed.details, told: retold.evidence } }
      : framed;
  const evidence =
    !choice.brief &&
    turned &&
    evidenceFor(turned, proven, (items) => best(items, proven, kindWeights, choice, (piece) => [piece.text]));
  const turn = turned && evidence ? { ...turned, text: `${turned.text} ${evidence.text}` } : turned;
  const close = best(inToneAll(idea.close, frame.tone), frame, ideaWeights, choice, (piece) => [piece.text]);
  const { steps, own } = stepsFor(content, idea, frame, choice);
  // A long speech can say more about the feeling and the turn before its steps: a second piece of each.
  const others = (pieces: readonly Piece[], first: Piece | undefined, weights: KindContent['weights']) =>
    best(
      pieces.filter((piece) => piece !== first),
      frame,
      weights,
      choice,
      (piece) => [piece.text],
    );
  const extra = {
    feel: others(feelings, felt, kindWeights),
    turn: others(turns, turned, ideaWeights),
  };

  const plan = planLength(
    { see, feel, turn, close },
    extra,
    { steps, own },
    shaping,
    practicalWeight(choice.profile) >= 0.5,
    // Measured with a filler of its own: the one that writes the speech counts the names it has said.
    (text) => countWords(createFiller(proven).fill(text)),
  );
  const filler = createFiller(proven);
  const paragraphs: string[] = [];
  const add = (text: string | undefined) => {
    const filled = text ? clean(filler.fill(text), choice) : '';
    if (filled) paragraphs.push(filled);
  };
  add(see?.text);
  if (plan.feel) add(feel?.text);
  if (plan.extra) add(extra.feel?.text);
  add(turn?.text);
  if (plan.extra) add(extra.turn?.text);
  const openers = openersFor(plan.steps);
  steps.slice(0, plan.steps).forEach((step, index) => {
    PARTS.slice(0, plan.depth).forEach((part, depth) => {
      const text = step[part];
      add(depth === 0 && plan.steps > 1 ? joinOpener(openers[index] ?? '', text) : text);
    });
  });
  add(close?.text);
  // A talk written for someone says their name; when no piece used made room for it, the opening does.
  const talk = filler.addressed(paragraphs);
  const goal = frame.goal
    ? clean(`And all of it moves you towards the goal you set yourself: ${frame.goal}.`, choice)
    : '';
  if (goal && talk.length > 0) talk[talk.length - 1] += ` ${goal}`;
  return { paragraphs: talk, idea: idea.id, steps: steps.slice(0, plan.steps).map((step) => step.id) };
}

/**
 * The one thing this person most needs to hear: the kind's idea that fits the frame (its own tags, and a
 * turn and a close that fit) and speaks to the most of what they said. The LLM writer builds on it too.
 */
export function centralIdea(
  frame: Frame,
  content: KindContent,
  choose: (items: readonly Idea[]) => Idea | undefined = (items) => items[0],
): Idea | undefined {
  const usable = content.ideas.filter((item) => {
    const weights = item.weights ?? content.weights;
    return (
      fits(item, frame, content.weights) &&
      item.turn.some((piece) => fits(piece, frame, weights, [piece.text])) &&
      item.close.some((piece) => fits(piece, frame, weights, [piece.text]))
    );
  });
  const ranked = [...usable].sort((a, b) => b.needs.length - a.needs.length);
  return choose(ranked) ?? content.ideas[0];
}

/**
 * The fitting item that suits the frame best and speaks most to the person's words (`about`, its texts
 * unless said otherwise), a seeded draw among equals; recent or avoided words cost it.
 */
function best<T extends Tagged>(
  items: readonly T[],
  frame: Frame,
  kindWeights: KindContent['weights'],
  choice: Choice,
  text: (item: T) => string[],
  about: (item: T) => string[] = text,
): T | undefined {
  let chosen: T | undefined;
  let top = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const texts = text(item);
    if (!fits(item, frame, kindWeights, texts)) continue;
    let score =
      suitability(item, frame, kindWeights, choice.profile.preferredTone) +
      RELEVANCE * Math.max(0, ...about(item).map(choice.relevant)) -
      (choice.brief ? BRIEF_PER_WORD * countWords(texts.join(' ')) : 0) +
      choice.random();
    for (const piece of texts) score -= 10 * staleness(piece, choice);
    if (score > top) {
      top = score;
      chosen = item;
    }
  }
  return chosen;
}

/** Sentences of a piece the person heard lately or asked not to hear. */
function staleness(text: string, choice: Choice): number {
  let stale = avoidedIn(text, choice.avoid);
  for (const sentence of splitSentences(text)) if (choice.recent.has(sentenceKey(sentence))) stale += 1;
  return stale;
}

/** The idea's own steps in its order, then the kind's other steps that fit, for longer speeches. */
function stepsFor(
  content: KindContent,
  idea: Idea,
  frame: Frame,
  choice: Choice,
): { steps: Step[]; own: number } {
  // Each step is chosen for what it says, in its first wording in the tone asked for, and said in the
  // wording drawn for this speech: which words a draw gave must not make a step more or less likely.
  const wordings = new Map<Step, Step>();
  const said = (step: Step) => {
    const wording = wordings.get(step) ?? worded(step, frame.tone, choice);
    wordings.set(step, wording);
    return wording;
  };
  const usable = (step: Step, weights = content.weights) =>
    fits(
      step,
      frame,
      weights,
      PARTS.map((part) => said(step)[part]),
    ) &&
    (!choice.dropRecent || staleness(said(step).core, choice) === 0);
  const about = (step: Step) => stepAbout(inTone(step, frame.tone));
  // The idea's own steps keep the order they were written to serve it in; the others follow the more they
  // speak to the person's words, drawn afresh for each speech among those that speak to them alike.
  const drawn = (steps: Step[]) =>
    steps
      .map((step) => ({ step, order: RELEVANCE * choice.relevant(about(step)) + choice.random() }))
      .sort((a, b) => b.order - a.order)
      .map(({ step }) => step);
  // Steps that answer what the person named (the weakness question, a sore knee), from anywhere in the
  // kind, lead: the one whose words they came to last first, for people tell what they face before the
  // part of it they fear ("panel of 3. i always freeze when they ask about my weaknesses"); then the one
  // most about their words.
  const named = content.steps
    .filter((step) => answersNamed(step, frame) && usable(step))
    .map((step) => ({ step, at: lastNamed(step, frame), order: choice.relevant(about(step)) }))
    .sort((a, b) => b.at - a.at || b.order - a.order)
    .map(({ step }) => step);
  const own = idea.steps
    .map((id) => content.steps.find((step) => step.id === id))
    .filter(
      (step): step is Step =>
        step !== undefined && !named.includes(step) && usable(step, idea.weights ?? content.weights),
    );
  const others = drawn(
    content.steps.filter((step) => !idea.steps.includes(step.id) && !named.includes(step) && usable(step)),
  );
  // Past what is written for this kind, a long speech goes on with steps true of any situation at
  // this moment (the general kind's), rather than stopping short of its length; but not a talk read aloud
  // to a child or a group, to whom the general steps, written for the one asking, would speak wrongly.
  const general = speechContent().kinds.general;
  const anywhere =
    content.kind === 'general' || content.audience || !general
      ? []
      : drawn(general.steps.filter((step) => usable(step, general.weights)));
  return {
    steps: [...named, ...own, ...others, ...anywhere].map(said),
    own: named.length + own.length + others.length,
  };
}

const isVoice = (tone: Frame['tone']): tone is Voice => (VOICES as readonly string[]).includes(tone);

/** A step in the voice of the tone asked for, when the tone has one (energetic, confident). */
const inTone = (step: Step, tone: Frame['tone']): Step => (isVoice(tone) ? { ...step, ...step[tone] } : step);

/**
 * A step in one of its wordings, in the tone asked for: of those with the fewest sentences the person heard
 * lately, one drawn for this speech.
 */
function worded(step: Step, tone: Frame['tone'], choice: Choice): Step {
  // Drawn for every step, so that a step given versions leaves the other steps' draws as they were.
  const draw = choice.wordingRandom();
  if (step.versions.length === 0) return inTone(step, tone);
  const wordings = [step, ...step.versions].map((wording) => inTone({ ...step, ...wording }, tone));
  const stale = wordings.map((wording) =>
    PARTS.reduce((sum, part) => sum + staleness(wording[part], choice), 0),
  );
  const freshest = wordings.filter((_, index) => stale[index] === Math.min(...stale));
  return freshest[Math.floor(draw * freshest.length)] ?? step;
}

/** Feeling or turn paragraphs in the voice of the tone asked for, where they are written in it. */
const inToneAll = (pieces: readonly Piece[], tone: Frame['tone']): readonly Piece[] =>
  isVoice(tone) ? pieces.map((piece) => ({ ...piece, text: piece[tone] ?? piece.text })) : pieces;

/**
 * Time the person has put in ends the turn as its evidence ("You have 14 months sober behind you"), unless
 * the turn already holds that number up.
 */
function evidenceFor(
  turn: Piece,
  frame: Frame,
  choose: (items: readonly Piece[]) => Piece | undefined,
): Piece | undefined {
  const { span, done, told } = frame.details;
  if (!span && !done && !told) return undefined;
  // The number, or for "a year sober" the whole span; what they did, without its article.
  const said = createFiller(frame).fill(turn.text);
  if (span && said.includes(` ${span.startsWith('a ') ? span : span.split(' ')[0]} `)) return undefined;
  if (!span && done && said.includes(done.replace(/^(the|an?) /, ''))) return undefined;
  return choose(speechContent().shared.evidence);
}

/** How many of their sentences the opening says back, by the speech's length. */
const RETOLD: Record<SpeechShaping['duration'], number> = { short: 2, medium: 3, long: 4, extended: 4 };

/**
 * Which of their sentences the talk says back, and where: the opening takes those holding a number or a
 * name first, then the others, in their order, as many as the length takes, and none unless at least two
 * (a single one ends the kind's opening: `alone`), or one for the general kind; what they did that counts
 * is kept for the turn's evidence when the opening has enough without it.
 */
function retoldParts(
  frame: Frame,
  duration: SpeechShaping['duration'],
): { opening: string[]; alone?: string; evidence?: string } {
  const facts = frame.retold.filter((sentence) => !sentence.feeling);
  const others = facts.filter((sentence) => !sentence.done);
  // What they did is worth more as evidence than in the opening, unless it is all there is to say back.
  const pool = others.length >= 2 || facts.some((sentence) => sentence.done) ? others : facts;
  const ranked = [
    ...pool.filter((sentence) => sentence.particular),
    ...pool.filter((sentence) => !sentence.particular),
  ];
  const chosen = new Set(ranked.slice(0, RETOLD[duration]));
  // Sentences said back side by side can join into a longer run of their words than each holds alone.
  const fits = (said: string[]) => longestCopiedRun(frame.text, said.join(' ')) <= MOST_COPIED_WORDS;
  const said: string[] = [];
  for (const sentence of pool)
    if (chosen.has(sentence) && fits([...said, sentence.text])) said.push(sentence.text);
  // The general kind's openings know nothing of the situation ("Whatever it is you're heading towards"):
  // one sentence of theirs opens better than that.
  const opening = said.length >= (frame.kind === 'general' ? 1 : 2) ? said : [];
  const evidence: string[] = [];
  for (const sentence of facts)
    if (
      sentence.done &&
      !opening.includes(sentence.text) &&
      evidence.length < 2 &&
      fits([...evidence, sentence.text])
    )
      evidence.push(sentence.text);
  // Alone, only a sentence holding a number or a name: it makes the kind's opening plainly theirs.
  const alone = opening.length === 0 ? others.find((sentence) => sentence.particular)?.text : undefined;
  return {
    opening,
    ...(alone ? { alone } : {}),
    ...(evidence.length > 0 ? { evidence: evidence.join(' ') } : {}),
  };
}

/** Whether their sentence counts what the opening already counts ("Round 4 is tomorrow"): said again, it echoes. */
function restates(sentence: string, opening: string, frame: Frame): boolean {
  const numbers = sentence.match(/\d+/g);
  if (!numbers) return false;
  const said: string[] = createFiller(frame).fill(opening).match(/\d+/g) ?? [];
  return numbers.some((number) => said.includes(number));
}

/** The frame with what they did listed for `{done}` ("3 practice essays and a mock"). */
function withDone(frame: Frame): Frame {
  const { done: _, ...details } = frame.details;
  return {
    ...frame,
    details: { ...details, ...(frame.done.length > 0 ? { done: listOf(frame.done) } : {}) },
  };
}

/** What an idea is about: what it says and how it turns. */
const ideaAbout = (idea: Idea) => [idea.says, ...idea.turn.map((piece) => piece.text)];
/** Whether a step answers something the person named: one of its cues, or a detail of theirs it needs. */
function answersNamed(step: Step, frame: Frame): boolean {
  if (step.cues.some((cue) => says(frame.text, cue))) return true;
  return step.needs.some((need) => isDetailNeed(need) && frame.details[need] !== undefined);
}

/** Where in their words the last of a step's cues is, or -1 (a step named by a detail of theirs). */
const lastNamed = (step: Step, frame: Frame): number =>
  Math.max(-1, ...step.cues.map((cue) => frame.text.lastIndexOf(plain(cue))));

/** What a step is about: its first two parts and the words that call for it. */
const stepAbout = (step: Step) => `${step.core} ${step.how} ${step.cues.join(' ')}`;

/**
 * "First, " before a step that starts as an instruction ("Have three stories ready" → "First, have…"), not
 * one that starts with a question ("Sore today? Do them anyway" is no "Next, sore today?").
 */
function joinOpener(opener: string, text: string): string {
  if (
    !opener ||
    /^\{/.test(text) ||
    /^[^.!]*\?/.test(text) ||
    /^(If|When|Before|After|On|In|At|Once|As|This|That|The|Your|You|Then|And|But|So|Now)\b/.test(text)
  )
    return text;
  return opener + lowerFirst(text);
}

/** Drops the sentences a person asked not to hear or heard in a recent speech, when no other piece fitted. */
function clean(text: string, choice: Choice): string {
  const dropRecent = choice.dropRecent && choice.recent.size > 0;
  if (choice.avoid.length === 0 && !dropRecent) return text;
  return splitSentences(text)
    .filter((sentence) => {
      if (avoidedIn(sentence, choice.avoid) > 0) return false;
      return !dropRecent || !choice.recent.has(sentenceKey(sentence));
    })
    .join(' ');
}
