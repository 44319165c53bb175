import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { HARD_TIME, slotsOf, weightFits } from '../build/fit';
import { isPronounSlot, PRONOUN_SLOTS, pronounProblems } from '../build/pronouns';
import { sentenceKey, splitSentences } from '../quality';
import {
  HORIZONS,
  type Idea,
  type KindContent,
  KindSchema,
  type MomentExamples,
  MomentExamplesSchema,
  PARTS,
  type Piece,
  PlacesSchema,
  type Retelling,
  RetellingSchema,
  type SharedContent,
  SharedSchema,
  type Translations,
  TranslationsSchema,
  VOICES,
} from './schema';

/** Everything the local writer says, read from content/speech/ and checked. */
export type SpeechContent = {
  shared: SharedContent;
  kinds: Record<string, KindContent>;
  moments: MomentExamples;
  translations: Translations;
  /** How a person's own sentences are said back to them. */
  retelling: Retelling;
  /** Places a person may name in lower case, as the speech writes them ("glasgow" → "Glasgow"). */
  places: Record<string, string>;
};

/** Slots every piece may use; a kind's details (and the shared ones) add their keys. */
const FRAME_SLOTS = [
  'name',
  'when',
  'event',
  'who',
  'who_name',
  'feeling',
  'span',
  'done',
  'told',
  ...PRONOUN_SLOTS,
];

// The build writes the checked content as JSON beside the server bundle (scripts/build-server.mjs);
// from source (tests, `npm run dev`) the YAML files are read and checked on first use.
const BUILT = new URL('./speech-content.json', import.meta.url);
export const SOURCE_DIR = fileURLToPath(new URL('../../../../../content/speech/', import.meta.url));

export class ContentError extends Error {
  override readonly name = 'ContentError';
}

let loaded: SpeechContent | null = null;

export function speechContent(): SpeechContent {
  loaded ??= existsSync(BUILT)
    ? (JSON.parse(readFileSync(BUILT, 'utf8')) as SpeechContent)
    : readSpeechContent(SOURCE_DIR);
  return loaded;
}

/** Reads and checks every content file under `dir`; throws a ContentError naming each problem. */
export function readSpeechContent(dir: string): SpeechContent {
  const problems: string[] = [];
  const shared = checked(SharedSchema, `${dir}/shared.yaml`, problems);
  const moments = checked(MomentExamplesSchema, `${dir}/moments.yaml`, problems);
  const translations = checked(TranslationsSchema, `${dir}/translations.yaml`, problems);
  const places = checked(PlacesSchema, `${dir}/places.yaml`, problems);
  const retelling = checked(RetellingSchema, `${dir}/retelling.yaml`, problems);
  const kinds: Record<string, KindContent> = {};
  for (const file of readdirSync(`${dir}/kinds`)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const content = checked(KindSchema, `${dir}/kinds/${file}`, problems);
    if (!content) continue;
    if (`${content.kind}.yaml` !== file)
      problems.push(`${file}: kind "${content.kind}" must match the file name`);
    kinds[content.kind] = content;
  }
  if (shared) {
    const sharedPieces = {
      evidence: shared.evidence,
      retold_bridges: shared.retold_bridges,
    };
    for (const [list, pieces] of Object.entries(sharedPieces))
      for (const [i, piece] of pieces.entries())
        for (const [, slot] of piece.text.matchAll(/\{([^}]*)\}/g))
          if (!slot || !FRAME_SLOTS.includes(slot))
            problems.push(`shared: ${list}[${i}]: no slot called {${slot}}`);
    for (const detail of shared.details)
      if (!compiles(detail.pattern))
        problems.push(`shared: details.${detail.key}: the pattern is not a regular expression`);
    for (const [kind, content] of Object.entries(kinds))
      problems.push(...kindProblems(content, shared, kind));
    problems.push(...duplicateSentences(kinds));
  }
  if (problems.length > 0 || !shared || !moments || !translations || !places || !retelling)
    throw new ContentError(`Speech content:\n- ${problems.join('\n- ')}`);
  return { shared, kinds, moments, translations, places, retelling };
}

function checked<T>(
  schema: {
    safeParse(
      data: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  file: string,
  problems: string[],
): T | null {
  let data: unknown;
  try {
    data = load(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  return null;
}

/** Every piece of a kind with where it sits, for the checks that look at all of them. */
export function piecesOf(
  content: KindContent,
): { where: string; text: string; needs: readonly string[]; unless: readonly string[] }[] {
  const out: { where: string; text: string; needs: readonly string[]; unless: readonly string[] }[] = [];
  const add = (where: string, piece: Piece) => {
    const { text, needs, unless } = piece;
    out.push({ where, text, needs, unless });
    for (const voice of VOICES) {
      const voiced = piece[voice];
      if (voiced) out.push({ where: `${where}.${voice}`, text: voiced, needs, unless });
    }
  };
  for (const [i, piece] of content.see.entries()) add(`see[${i}]`, piece);
  for (const [i, piece] of content.feel.entries()) add(`feel[${i}]`, piece);
  for (const idea of content.ideas) {
    for (const [i, piece] of idea.turn.entries()) add(`ideas.${idea.id}.turn[${i}]`, piece);
    for (const [i, piece] of idea.close.entries()) add(`ideas.${idea.id}.close[${i}]`, piece);
  }
  for (const step of content.steps) {
    const { needs, unless } = step;
    for (const [i, wording] of [step, ...step.versions].entries()) {
      const where = i === 0 ? `steps.${step.id}` : `steps.${step.id}.versions[${i - 1}]`;
      for (const part of PARTS) out.push({ where: `${where}.${part}`, text: wording[part], needs, unless });
      for (const voice of VOICES)
        for (const [part, text] of Object.entries(wording[voice]))
          out.push({ where: `${where}.${voice}.${part}`, text, needs, unless });
    }
  }
  return out;
}

function kindProblems(content: KindContent, shared: SharedContent, kind: string): string[] {
  const problems: string[] = [];
  const details = new Set([...shared.details, ...content.details].map((detail) => detail.key));
  const slots = new Set([...FRAME_SLOTS, ...details]);
  const feelings = new Set(shared.feelings.map((feeling) => feeling.key));
  const needOk = (need: string) =>
    need.startsWith('feeling:') ? feelings.has(need.slice(8)) : need === HARD_TIME || slots.has(need);
  for (const { where, text, needs, unless } of piecesOf(content)) {
    for (const [, slot] of text.matchAll(/\{([^}]*)\}/g))
      if (!slot || !slots.has(slot)) problems.push(`${kind}: ${where}: no slot called {${slot}}`);
    for (const need of needs) if (!needOk(need)) problems.push(`${kind}: ${where}: unknown need "${need}"`);
    // An unknown detail in `unless` would rule nothing out, silently.
    for (const detail of unless)
      if (!needOk(detail)) problems.push(`${kind}: ${where}: unknown detail "${detail}" in unless`);
    if (/[<>]|\[|\]/.test(text)) problems.push(`${kind}: ${where}: markup in the text`);
    // A folded YAML line that ends on a hyphen reads "warm- up".
    if (/\p{L}- \p{L}/u.test(text)) problems.push(`${kind}: ${where}: a word broken across lines`);
    for (const problem of pronounProblems(text, shared.moment_cues.past_forms))
      problems.push(`${kind}: ${where}: ${problem}`);
  }
  // Someone who asked for a voice hears every feeling, turn and close in it, so each written for all has
  // one; a voice says the same thing, so it needs nothing the steady words do not (a pronoun is always there).
  const needed = (text: string) => new Set(slotsOf(text).filter((slot) => !isPronounSlot(slot)));
  const unvoiced = (where: string, pieces: readonly Piece[]) =>
    pieces.forEach((piece, i) => {
      const steady = needed(piece.text);
      for (const voice of VOICES) {
        const voiced = piece[voice];
        if (piece.tones.includes('all') && !voiced)
          problems.push(`${kind}: ${where}[${i}]: a piece for all tones without its ${voice} version`);
        for (const slot of needed(voiced ?? ''))
          if (!steady.has(slot))
            problems.push(
              `${kind}: ${where}[${i}]: its ${voice} version needs {${slot}}, which its text does not`,
            );
      }
    });
  unvoiced('feel', content.feel);
  for (const idea of content.ideas) {
    unvoiced(`ideas.${idea.id}.turn`, idea.turn);
    unvoiced(`ideas.${idea.id}.close`, idea.close);
  }
  const stepIds = new Set(content.steps.map((step) => step.id));
  for (const list of [content.steps, content.ideas]) {
    const ids = list.map((item) => item.id);
    for (const id of new Set(ids.filter((id, at) => ids.indexOf(id) !== at)))
      problems.push(`${kind}: "${id}" is the id of two steps or ideas`);
  }
  for (const idea of content.ideas) {
    for (const need of idea.needs)
      if (!needOk(need)) problems.push(`${kind}: ideas.${idea.id}: unknown need "${need}"`);
    for (const detail of idea.unless)
      if (!needOk(detail)) problems.push(`${kind}: ideas.${idea.id}: unknown detail "${detail}" in unless`);
    for (const id of idea.steps)
      if (!stepIds.has(id)) problems.push(`${kind}: ideas.${idea.id}: no step called "${id}"`);
    problems.push(
      ...thinIdeaProblems(content, idea).map((problem) => `${kind}: ideas.${idea.id}: ${problem}`),
    );
  }
  for (const detail of content.details)
    for (const problem of pronounProblems(detail.say, shared.moment_cues.past_forms))
      problems.push(`${kind}: details.${detail.key}: ${problem}`);
  for (const detail of content.details)
    if (!compiles(detail.pattern))
      problems.push(`${kind}: details.${detail.key}: the pattern is not a regular expression`);
  return problems;
}

/**
 * Every moment, weight and (for what is ahead) horizon an idea is tagged for has at least two of its own
 * steps to serve it: else the speech that turns on it goes on with steps written for another idea, or
 * borrowed from the general content (an exam tomorrow given a revision plan for the weeks before it).
 */
function thinIdeaProblems(content: KindContent, idea: Idea): string[] {
  const steps = idea.steps.flatMap((id) => content.steps.filter((step) => step.id === id));
  const problems: string[] = [];
  for (const weight of idea.weights ?? content.weights)
    for (const moment of idea.moments)
      for (const horizon of moment === 'ahead' ? (idea.horizons ?? HORIZONS) : [undefined]) {
        const serving = steps.filter(
          (step) =>
            step.moments.includes(moment) &&
            weightFits(step.weights ?? content.weights, weight) &&
            (!horizon || !step.horizons || step.horizons.includes(horizon)),
        );
        if (serving.length < 2)
          problems.push(
            `${serving.length} of its steps serve it ${moment}${horizon ? ` (${horizon})` : ''} as ${weight}: it needs two, or tags that say less`,
          );
      }
  return problems;
}

/** Whether a detail's pattern is a regular expression, as the frame runs it. */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}

/** A sentence written twice, in one file or two, would be heard in two speeches: each must be new. */
function duplicateSentences(kinds: Record<string, KindContent>): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [kind, content] of Object.entries(kinds))
    for (const { where, text } of piecesOf(content))
      for (const sentence of splitSentences(text)) {
        const key = sentenceKey(sentence.replace(/\{[^}]*\}/g, 'x'));
        if (key.split(' ').length < 6) continue;
        const first = seen.get(key);
        if (first) problems.push(`${kind}: ${where}: "${sentence}" is also in ${first}`);
        else seen.set(key, `${kind}: ${where}`);
      }
  return problems;
}
