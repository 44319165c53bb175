import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutCrisisWords } from '../../../safety/without-crisis-words';
import { isDetailNeed } from '../build/fit';
import { ContentError, piecesOf, readSpeechContent, SOURCE_DIR, type SpeechContent } from './load-content';
import { VOICES } from './schema';

// The kinds the refusals below change or repeat a sentence of. Each refusal reads a copy holding only these
// (with the shared files): the checks are the same, and reading every kind's 11 MB took seconds each time.
const SAMPLE_KINDS = ['difficult_conversation', 'general', 'job_interview'];

/** A copy of the content, with the sample kinds only, with one file changed. */
function withChange(file: string, change: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'speech-content-'));
  cpSync(SOURCE_DIR, dir, {
    recursive: true,
    filter: (from) => {
      const name = path.relative(SOURCE_DIR, from);
      return !name.startsWith('kinds/') || SAMPLE_KINDS.some((kind) => name === `kinds/${kind}.yaml`);
    },
  });
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
  return dir;
}

/** The whole content, read and checked once for the tests that look at all of it. */
let whole: SpeechContent | undefined;
const wholeContent = () => {
  whole ??= readSpeechContent(SOURCE_DIR);
  return whole;
};

describe('the speech content', () => {
  it('loads, every kind with a general fallback, and passes every check', () => {
    const { kinds } = wholeContent();
    expect(Object.keys(kinds)).toContain('general');
    expect(Object.keys(kinds).length).toBeGreaterThanOrEqual(30);
  });

  it('answers five or more worries a person may name in every kind but the general one', () => {
    for (const content of Object.values(wholeContent().kinds)) {
      if (content.kind === 'general') continue;
      const keys = new Set(content.details.map((detail) => detail.key));
      const concerns = content.steps.filter((step) =>
        step.needs.some((need) => isDetailNeed(need) && keys.has(need)),
      );
      expect(concerns.length, content.kind).toBeGreaterThanOrEqual(5);
    }
  });

  it('holds up what a person did in three ways or more for each moment, weight, tone and detail', () => {
    // The evidence ends the turn of many speeches: one sentence for each would be heard in all of them.
    const { evidence } = wholeContent().shared;
    const ways = new Map<string, number>();
    for (const piece of evidence) {
      const slot = /\{(span|done|told)\}/.exec(piece.text)?.[1] ?? 'none';
      for (const moment of piece.moments)
        for (const weight of piece.weights ?? [])
          for (const tone of piece.tones) {
            const key = `${slot} ${moment} ${weight} ${tone}`;
            ways.set(key, (ways.get(key) ?? 0) + 1);
          }
    }
    expect(ways.size).toBeGreaterThan(0);
    for (const [key, count] of ways) expect(count, key).toBeGreaterThanOrEqual(3);
  });

  it('says no crisis words itself, which the screen would take out of a speech mid-paragraph', () => {
    const pieces = Object.values(wholeContent().kinds).flatMap((content) =>
      piecesOf(content).map((piece) => ({ where: `${content.kind} ${piece.where}`, text: piece.text })),
    );
    // Screened one by one, the twenty thousand pieces take most of a minute: a hundred at a time, and one
    // by one only in a hundred the screen would cut (a phrase in one piece is a phrase in any text holding it).
    const cut = (text: string) => withoutCrisisWords(text) !== text;
    const saying = Array.from({ length: Math.ceil(pieces.length / 100) }, (_, at) =>
      pieces.slice(at * 100, at * 100 + 100),
    ).flatMap((hundred) =>
      cut(hundred.map((piece) => piece.text).join('\n\n'))
        ? hundred.filter((piece) => cut(piece.text)).map((piece) => piece.where)
        : [],
    );
    expect(saying).toEqual([]);
    // It reads every piece of every kind: its time grows with the content, past the unit tests' usual limit
    // on a loaded machine.
  }, 60_000);

  it('refuses a piece without its tags', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(
        /\n {4}moments: \[ahead\]\n {4}tones: \[all\]\n {4}needs: \[when\]/,
        '\n    needs: [when]',
      ),
    );
    expect(() => readSpeechContent(dir)).toThrow(/moments/);
  });

  it.each(VOICES)('refuses a step without its %s version, and a sentence of it said elsewhere', (voice) => {
    const without = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(new RegExp(`\\n {4}${voice}:\\n(?: {6}.*\\n)+`), '\n'),
    );
    expect(() => readSpeechContent(without)).toThrow(new RegExp(`steps\\.\\d+\\.${voice}`));
    const repeated = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(
        new RegExp(`\\n( {4}${voice}:\\n {6}core: >-\\n {8})`),
        "\n$1Look after your body, because it's carrying you through this. ",
      ),
    );
    expect(() => readSpeechContent(repeated)).toThrow(new RegExp(`${voice}\\.core: ".*" is also in`));
  });

  it.each(VOICES)('refuses a feeling written for all tones without its %s version', (voice) => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(new RegExp(`\\nfeel:\\n((?:.*\\n)*?) {4}${voice}: >-\\n(?: {6}.*\\n)+`), '\nfeel:\n$1'),
    );
    expect(() => readSpeechContent(dir)).toThrow(
      `feel[0]: a piece for all tones without its ${voice} version`,
    );
  });

  it('refuses a word broken across a folded line ("warm- up")', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace('{event} is {when}', '{event} is {when}, after a warm-\n      up'),
    );
    expect(() => readSpeechContent(dir)).toThrow(/a word broken across lines/);
  });

  it('refuses a slot that does not exist', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace('{event} is {when}', '{evnt} is {when}'),
    );
    expect(() => readSpeechContent(dir)).toThrow(/no slot called \{evnt\}/);
  });

  it('refuses a {they} the speech could not make agree with "he" or "she"', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace('{event} is {when}', '{event} is {when}, and {they} know it'),
    );
    expect(() => readSpeechContent(dir)).toThrow(/"\{they\} know"/);
  });

  it('refuses an unless that names no detail, which would rule nothing out', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(/\n(\s+)needs: \[when\]/, '\n$1needs: [when]\n$1unless: [no_such_detail]'),
    );
    expect(() => readSpeechContent(dir)).toThrow(/unknown detail "no_such_detail" in unless/);
  });

  it('refuses a kind whose every event needs a cue, which would name an event nobody told of', () => {
    const dir = withChange('kinds/difficult_conversation.yaml', (text) =>
      text.replace(/\n {2}- text: the conversation\n(?=subjects:)/, '\n'),
    );
    expect(() => readSpeechContent(dir)).toThrow(/one event needs no cues/);
  });

  it('refuses two steps with one id', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) => {
      const ids = [...text.matchAll(/^ {2}- id: ([a-z0-9-]+)$/gm)].map((match) => match[1]);
      const [, second, third] = ids;
      return text.replace(`  - id: ${third}\n`, `  - id: ${second}\n`);
    });
    expect(() => readSpeechContent(dir)).toThrow(/is the id of two steps or ideas/);
  });

  it('refuses an idea tagged for a time ahead that none of its own steps can serve', () => {
    // Every step of the kind made one for weeks ahead: an idea for any time ahead has nothing to say the
    // night before, and would go on with steps borrowed from elsewhere.
    const dir = withChange('kinds/job_interview.yaml', (text) => {
      const [head, steps] = text.split('\nsteps:\n');
      return `${head}\nsteps:\n${steps?.replace(/^( {4}tones: .*)$/gm, '$1\n    horizons: [far]')}`;
    });
    expect(() => readSpeechContent(dir)).toThrow(/ideas\.[a-z-]+: 0 of its steps serve it ahead \(near\)/);
  });

  it('refuses a voice of a paragraph that needs a slot its steady words do not', () => {
    // The energetic feeling would name an event the steady one does not need, and be said without it.
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(
        '      Those nerves make total sense.',
        '      Those nerves before {event} make total sense.',
      ),
    );
    expect(() => readSpeechContent(dir)).toThrow(
      /feel\[\d+\]: its energetic version needs \{event\}, which its text does not/,
    );
  });

  it('refuses a sentence written twice', () => {
    const dir = withChange('kinds/job_interview.yaml', (text) =>
      text.replace(
        'Have three stories ready, not thirty answers.',
        'Have three stories ready, not thirty answers. Nerves are loudest at the start, so give them a script to follow and they quieten once it is done.',
      ),
    );
    expect(() => readSpeechContent(dir)).toThrow(ContentError);
  });
});
