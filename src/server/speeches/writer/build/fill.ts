import type { Frame } from '../frame/frame';
import { tidySentence } from '../hygiene';
import { splitSentences } from '../quality';
import { isPronounSlot, nameFirstPronoun, sayPronouns } from './pronouns';

/** How often a speech says the person's name: enough to be personal, not so often it sounds like a sales call. */
const NAME_AT_MOST = 2;
/** How often a paragraph calls the one it is about by their name, in place of "he" or "she", and how many
 * paragraphs apart: as a person talking would, past the opening, without making every line a roll call. */
const THEIR_NAME_AT_MOST = 4;
const THEIR_NAME_EVERY = 2;

/** The verbs the content puts after "{event}", as they are said after a plural one ("your exams are"). */
const PLURAL_VERB: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  makes: 'make',
  starts: 'start',
  tends: 'tend',
};

/** Marks a name left out until its commas go with it (a private-use character, never in content). */
const LEFT_OUT = '\uE000';

export type Filler = {
  fill(text: string): string;
  /** The paragraphs, the first saying the person's name at the end of its first sentence if none does. */
  addressed(paragraphs: readonly string[]): string[];
};

/** Fills a speech's slots from its frame, paragraph by paragraph, counting the times it says the name. */
export function createFiller(frame: Frame): Filler {
  let namesSaid = 0;
  let whoSaid = false;
  let paragraph = 0;
  let theirNameSaid = 0;
  let theirNameAt = Number.NEGATIVE_INFINITY;
  const values: Record<string, string | null> = {
    when: frame.when,
    event: frame.event,
    who_name: frame.whoName,
    feeling: frame.feeling?.say ?? null,
    ...frame.details,
  };
  // Someone they named is "your son Noah" the first time, and Noah after; unnamed, "your son" each time.
  const saidWho = () => {
    const { who, whoName } = frame;
    if (!who || !whoName) return who ?? '';
    const said = whoSaid ? whoName : `${who} ${whoName}`;
    whoSaid = true;
    return said;
  };
  return {
    fill(text) {
      const agreed = frame.eventPlural
        ? text.replace(
            /\{event\} (is|was|has|makes|starts|tends)\b/g,
            (_, verb: string) => `{event} ${PLURAL_VERB[verb]}`,
          )
        : text;
      let out = agreed.replace(/\{name\}/g, () => {
        if (!frame.firstName || namesSaid >= NAME_AT_MOST) return LEFT_OUT;
        namesSaid += 1;
        return frame.firstName;
      });
      // A name left out takes its commas with it: "{name}, tomorrow…" is "Tomorrow…".
      out = out
        .replace(/\uE000,\s*/g, '')
        .replace(/,\s*\uE000/g, '')
        .replace(/\s*\uE000\s*/g, ' ');
      // Pronouns last, so that a detail's words ("the habits that still reach for {them}") are said too.
      out = out.replace(/\{([a-z_]+)\}/g, (slotted, slot: string) => {
        if (slot === 'who') return saidWho();
        return isPronounSlot(slot) ? slotted : (values[slot] ?? '');
      });
      paragraph += 1;
      const { whoName } = frame;
      if (
        whoName &&
        !out.includes(whoName) &&
        theirNameSaid < THEIR_NAME_AT_MOST &&
        paragraph - theirNameAt >= THEIR_NAME_EVERY
      ) {
        const named = nameFirstPronoun(out, whoName);
        if (named) {
          out = named;
          theirNameSaid += 1;
          theirNameAt = paragraph;
        }
      }
      out = sayPronouns(out, frame.pronoun);
      return splitSentences(out.replace(/\s+/g, ' ').trim()).map(tidySentence).join(' ');
    },
    addressed(paragraphs) {
      const [first, ...others] = paragraphs;
      const name = frame.firstName;
      if (!name || first === undefined || paragraphs.some((paragraph) => paragraph.includes(name)))
        return [...paragraphs];
      const [opening = '', ...rest] = splitSentences(first);
      // Only after a plain word and a full stop or an exclamation: never inside a quotation or brackets.
      const named = opening.replace(/(?<=[\p{L}\p{N}])([.!])$/u, `, ${name}$1`);
      return [[named, ...rest].join(' '), ...others];
    },
  };
}
