import { describe, expect, it } from 'vitest';
import { saysBack } from '../../../../tests/writer-eval/eval-report';
import { DURATION_OPTIONS } from '../../../common/durations';
import { DURATIONS, TONES, VOICE_STYLES } from '../../../common/enums';
import { chunkTexts } from './chunk-texts';
import { composeSpeech } from './compose/compose-speech';
import { createLocalWriter } from './local-writer';
import { countMentions, countWords, repeatedSentences, sentenceOverlap, splitSentences } from './quality';
import { describeShaping } from './shaping';
import { EMPTY_PROFILE, type WriteRequest, type WriterProfile } from './types';

// Contexts written the way people write, across kinds of situation, with one the writer can't place.
const CONTEXTS = [
  'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  'first marathon in 3 weeks and my knee hurts',
  "my dad passed away last month and I can't focus at work",
  'pitching my startup to investors on Friday',
  'I keep failing my driving test',
  "I'm starting chemo next week and I'm scared",
  'going for a promotion to team lead',
  'trying to stop procrastinating and get my life together',
  'my first gallery show opens in two weeks',
  'I need to talk to my mom about moving out',
  'I got rejected from my dream school',
  'today is a lot',
];

const request = (overrides: Partial<WriteRequest> = {}): WriteRequest => ({
  context: CONTEXTS[0] ?? '',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'medium',
  seed: 7,
  ...overrides,
});

const strict = (req: WriteRequest, profile: WriterProfile = EMPTY_PROFILE) =>
  composeSpeech(req, profile, { onLeak: 'throw' });

const profile = (overrides: Partial<WriterProfile>): WriterProfile => ({ ...EMPTY_PROFILE, ...overrides });

describe('composeSpeech', () => {
  it('is deterministic for a seed', () => {
    const first = strict(request({ seed: 42 }));
    const second = strict(request({ seed: 42 }));
    expect(second.text).toBe(first.text);
    expect(first.seed).toBe(42);
  });

  it('picks a random seed when none is given and reports it', () => {
    const { seed: _seed, ...unseeded } = request();
    const a = composeSpeech(unseeded);
    const b = composeSpeech(unseeded);
    expect(a.seed).not.toBe(b.seed);
    expect(composeSpeech({ ...unseeded, seed: a.seed }).text).toBe(a.text);
  });

  it('writes different speeches for different seeds, sharing few sentences on average', () => {
    const overlaps: number[] = [];
    for (const context of CONTEXTS) {
      const texts = [1, 2, 3, 4].map((seed) => strict(request({ context, seed })).text);
      expect(new Set(texts).size, context).toBe(texts.length);
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++)
          overlaps.push(sentenceOverlap(texts[i] ?? '', texts[j] ?? ''));
      }
    }
    expect(overlaps.reduce((a, b) => a + b, 0) / overlaps.length).toBeLessThan(0.2);
  });

  it('lands every duration inside its word range, cleanly, across seeds, tones, styles and kinds of situation', () => {
    let index = 0;
    for (const duration of DURATIONS) {
      for (const tone of TONES) {
        for (const voiceStyle of VOICE_STYLES) {
          // Half the contexts per combination, rotating, so every theme meets every duration, tone and style.
          for (const context of CONTEXTS.filter((_, i) => (i + index) % 2 === 0)) {
            index++;
            const lengthBias = [-1, 0, 1][index % 3] ?? 0;
            const speech = strict(
              { context, tone, voiceStyle, duration, seed: index },
              profile({ lengthBias }),
            );
            const label = `${duration} ${tone} ${voiceStyle} seed ${index}: ${context}`;
            const { minWords, maxWords } = DURATION_OPTIONS[duration];
            expect(speech.wordCount, label).toBe(countWords(speech.text));
            expect(speech.wordCount, label).toBeGreaterThanOrEqual(minWords);
            expect(speech.wordCount, label).toBeLessThanOrEqual(maxWords);
            expect(repeatedSentences(speech.text), label).toBe(0);
            const words = context.toLowerCase().match(/[a-z]{5,}/g) ?? [];
            expect(saysBack(speech.text, words), label).toBe(true);
            expect((speech.text.match(/!/g) ?? []).length, label).toBeLessThanOrEqual(speech.wordCount / 80);
            expect(speech.text, label).not.toMatch(/\{|\}|undefined|null| {2}/);
            for (const paragraph of speech.paragraphs) {
              const sentences = splitSentences(paragraph).length;
              expect(sentences, `${label}\n${paragraph}`).toBeGreaterThanOrEqual(1);
              expect(sentences, `${label}\n${paragraph}`).toBeLessThanOrEqual(7);
            }
          }
        }
      }
    }
  });

  it('moves inside the range with lengthBias but never outside it', () => {
    for (const duration of DURATIONS) {
      const { minWords, maxWords } = DURATION_OPTIONS[duration];
      const span = maxWords - minWords;
      const shorter = strict(request({ duration }), profile({ lengthBias: -1 }));
      const longer = strict(request({ duration }), profile({ lengthBias: 1 }));
      expect(shorter.wordCount).toBeLessThan(minWords + span * 0.45);
      expect(longer.wordCount).toBeGreaterThan(minWords + span * 0.55);
      expect(strict(request({ duration }), profile({ lengthBias: -50 })).wordCount).toBeGreaterThanOrEqual(
        minWords,
      );
      expect(strict(request({ duration }), profile({ lengthBias: 50 })).wordCount).toBeLessThanOrEqual(
        maxWords,
      );
    }
  });

  it('opens on the situation in the person words and closes on their time', () => {
    for (const duration of DURATIONS) {
      const speech = strict(request({ duration }));
      const [opening] = speech.paragraphs;
      expect(opening, duration).toMatch(/job interview at a bank/);
      expect(speech.paragraphs.at(-1), duration).toMatch(/on Monday/);
    }
  });

  it('says the worry back once, and answers it with steps for it', () => {
    const speech = strict(
      request({ context: 'Interview on Monday. I freeze when they ask about weaknesses.' }),
    );
    expect(countMentions(speech.text, 'freeze when they ask about weaknesses')).toBe(1);
    const steps = speech.sentences.filter((sentence) => sentence.section === 'action').map((s) => s.text);
    expect(steps.join(' ')).toMatch(/weakness/i);
  });

  it('uses the first name once or twice, and never when there is none', () => {
    for (const duration of DURATIONS) {
      for (const seed of [1, 2, 3]) {
        const named = strict(request({ duration, seed, firstName: 'zanele' }));
        const uses = countMentions(named.text, 'Zanele');
        expect(uses).toBeGreaterThanOrEqual(1);
        expect(uses).toBeLessThanOrEqual(2);
        expect(named.text).toContain('Zanele');
        const unnamed = strict(request({ duration, seed, firstName: '  ' }));
        expect(unnamed.shaping.firstName).toBeNull();
        expect(unnamed.text).not.toMatch(/^, |, [.!?]/m);
      }
    }
  });

  it('ties the speech to the goal title once or twice', () => {
    for (const duration of DURATIONS) {
      const speech = strict(request({ duration, goalTitle: 'Land a role in finance!' }));
      const uses = countMentions(speech.text, '“Land a role in finance”');
      expect(uses).toBeGreaterThanOrEqual(1);
      expect(uses).toBeLessThanOrEqual(2);
    }
  });

  it('follows the profile: shorter and more practical when that is what helped', () => {
    const practical = profile({ lengthBias: -1, effectiveElements: { practical_steps: 1 } });
    const actions = (speech: ReturnType<typeof composeSpeech>) =>
      speech.sentences.filter((sentence) => sentence.section === 'action').length;
    for (const duration of DURATIONS) {
      for (const seed of [3, 4]) {
        for (const context of [CONTEXTS[0], CONTEXTS[1], CONTEXTS[7]]) {
          const plain = strict(request({ duration, seed, context }));
          const shaped = strict(request({ duration, seed, context }), practical);
          expect(shaped.wordCount, `${duration} ${seed}`).toBeLessThan(plain.wordCount);
          expect(actions(shaped), `${duration} ${seed}`).toBeGreaterThan(actions(plain));
        }
      }
    }
  });

  it("lists under 'Tuned to you' only what the person's own feedback taught", () => {
    // A new person whose earlier speeches the writer avoids repeating: no feedback, so nothing is claimed.
    const history = strict(request()).sentences.map((sentence) => sentence.text);
    expect(
      strict(request({ seed: 8 }), profile({ recentSentences: history })).shaping.profileSignals,
    ).toEqual([]);
    const rated = profile({
      lengthBias: -1,
      effectiveElements: { practical_steps: 1 },
      recentSentences: history,
    });
    expect(strict(request({ seed: 8 }), rated).shaping.profileSignals).toEqual([
      'a little shorter',
      'more practical steps',
    ]);
  });

  it('tells more stories when examples helped', () => {
    const stories = (p: WriterProfile) =>
      strict(request({ duration: 'long' }), p).sentences.filter((s) => s.section === 'story').length;
    expect(stories(profile({ effectiveElements: { specific_examples: 1 } }))).toBeGreaterThan(
      stories(EMPTY_PROFILE),
    );
  });

  it('skips lines matching avoidance patterns', () => {
    const avoid = ['breathe', 'you are ready', 'NERVES'];
    for (const seed of [1, 2, 3, 4]) {
      const text = strict(
        request({ seed, duration: 'long' }),
        profile({ avoidancePatterns: avoid }),
      ).text.toLowerCase();
      for (const pattern of avoid) expect(text).not.toContain(pattern.toLowerCase());
    }
  });

  it('avoids sentences from recent speeches when the library allows', () => {
    const earlier = strict(request({ seed: 1 }));
    const recentSentences = splitSentences(earlier.text);
    const next = strict(request({ seed: 2 }), profile({ recentSentences }));
    const shared = splitSentences(next.text).filter((sentence) => recentSentences.includes(sentence));
    expect(shared.length).toBeLessThanOrEqual(2);
  });

  it('leans on the preferred tone for some lines when it is a neighbour', () => {
    const borrowed = (tone: 'encouraging' | 'energetic') =>
      strict(request({ tone, duration: 'long' }), profile({ preferredTone: 'gentle' })).sentences.filter(
        (s) => s.entryId?.includes('.gentle.'),
      ).length;
    expect(borrowed('encouraging')).toBeGreaterThan(0);
    expect(borrowed('energetic')).toBe(0);
  });

  it('carries an energetic tone in its words, not in exclamation marks', () => {
    for (const seed of [1, 2, 3]) {
      const energetic = strict(request({ seed, tone: 'energetic', duration: 'long' }));
      expect((energetic.text.match(/!/g) ?? []).length).toBeLessThanOrEqual(energetic.wordCount / 80);
      const ids = energetic.sentences.map((sentence) => sentence.entryId ?? '');
      expect(ids.filter((id) => id.includes('.energetic.')).length).toBeGreaterThan(10);
    }
  });

  it('uses shorter sentences for a soothing voice', () => {
    const average = (voiceStyle: 'warm' | 'soothing') => {
      const sentences = [1, 2, 3].flatMap((seed) =>
        splitSentences(strict(request({ seed, voiceStyle, tone: 'encouraging' })).text),
      );
      return sentences.reduce((sum, s) => sum + countWords(s), 0) / sentences.length;
    };
    expect(average('soothing')).toBeLessThan(average('warm'));
  });

  it('explains what shaped the speech', () => {
    const speech = strict(
      request({ goalTitle: 'Land a role in finance' }),
      profile({ lengthBias: -1, effectiveElements: { practical_steps: 0.9 }, preferredTone: 'encouraging' }),
    );
    expect(speech.shaping).toMatchObject({
      kind: 'job_interview',
      keyPhrase: 'your job interview at a bank',
      keyPhraseFromContext: true,
      time: 'on Monday',
      tone: 'confident',
      borrowedTones: ['encouraging'],
    });
    const note = describeShaping(speech.shaping);
    expect(note).toContain('your job interview at a bank on Monday');
    expect(note).toContain('more practical steps');
    expect(note).toContain('a little shorter');
    expect(note).toContain('encouraging');
    expect(note).not.toMatch(/\{|undefined|null/);
  });
});

describe('createLocalWriter', () => {
  // How soon the first chunk comes is measured by bench/writer.ts, not asserted here.
  it('streams the same speech in paragraph chunks', async () => {
    const writer = createLocalWriter();
    expect(writer.name).toBe('local');
    const chunks: string[] = [];
    for await (const chunk of chunkTexts(writer.write(request({ duration: 'extended' }), EMPTY_PROFILE)))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(composeSpeech(request({ duration: 'extended' })).text);
  });
});
