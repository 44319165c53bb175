import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { z } from 'zod';
import { MOMENTS, SUBJECTS, type Subject, WEIGHTS } from '../../src/server/speeches/writer/content/schema';
import { askedFor } from '../../src/server/speeches/writer/frame/addressee';
import { buildFrame, type Frame } from '../../src/server/speeches/writer/frame/frame';

// How often the frame reads a situation right, label by label, on situations labelled by hand
// (tests/writer-eval/frame-corpus/): the kind (right, `general`, or another kind's lines: wrong), the
// moment, the weight, and whose situation it is. `npm run eval:frame -- tuning` prints it for a file.

const Labelled = z.strictObject({
  kind: z.union([z.string(), z.array(z.string()).min(1)]).transform((kind) => [kind].flat()),
  moment: z.enum(MOMENTS),
  weight: z.enum(WEIGHTS),
  who: z.enum(SUBJECTS),
  text: z.string().min(1),
});
export type Labelled = z.infer<typeof Labelled>;

export const CORPUS_FILES = ['tuning', 'held-out', 'held-out-2'] as const;

export function loadCorpus(name: (typeof CORPUS_FILES)[number]): Labelled[] {
  const file = new URL(`./frame-corpus/${name}.yaml`, import.meta.url);
  return z.array(Labelled).parse(load(readFileSync(file, 'utf8')));
}

type Reading = { kind: string; moment: string; weight: string; who: Subject };

/** What the frame read, in the labels' terms. */
function readingOf(frame: Frame): Reading {
  return { kind: frame.kind, moment: frame.moment, weight: frame.weight, who: frame.subject };
}

function read(text: string): Reading {
  return readingOf(
    buildFrame({ context: text, tone: 'gentle', voiceStyle: 'warm', duration: 'short', firstName: 'Sam' }),
  );
}

export type Accuracy = {
  cases: number;
  /** Kind: the share read as a right kind, as `general` where general was not right, and as a wrong kind. */
  kind: { right: number; general: number; wrong: number };
  moment: number;
  weight: number;
  /** Good news read as good news, and hardship not read as good news. */
  goodNews: { found: number; falseAlarms: number };
  /** A loss (a death, a breakup, a home gone) read as a loss; a loss read where there was none. */
  loss: { found: number; falseAlarms: number };
  who: number;
  /** Someone else's situation read as someone else's, and the person's own read as theirs. */
  whose: { others: number; own: number };
};

export type Miss = { text: string; label: string; read: string };

export function accuracy(cases: readonly Labelled[]): { accuracy: Accuracy; misses: Miss[] } {
  const misses: Miss[] = [];
  const count = { right: 0, general: 0, wrong: 0, moment: 0, weight: 0, who: 0 };
  const binary = { good: [0, 0, 0, 0], loss: [0, 0, 0, 0], others: [0, 0, 0, 0] };
  // [found, of, false alarms, of]
  const tally = (slot: number[], labelled: boolean, read: boolean) => {
    if (labelled) {
      slot[1] = (slot[1] ?? 0) + 1;
      if (read) slot[0] = (slot[0] ?? 0) + 1;
    } else {
      slot[3] = (slot[3] ?? 0) + 1;
      if (read) slot[2] = (slot[2] ?? 0) + 1;
    }
  };
  for (const item of cases) {
    const got = read(item.text);
    const wrongs: string[] = [];
    if (item.kind.includes(got.kind)) count.right++;
    else if (got.kind === 'general') {
      count.general++;
      wrongs.push(`kind ${item.kind.join('|')} → general`);
    } else {
      count.wrong++;
      wrongs.push(`kind ${item.kind.join('|')} → ${got.kind}`);
    }
    if (got.moment === item.moment) count.moment++;
    else wrongs.push(`moment ${item.moment} → ${got.moment}`);
    if (got.weight === item.weight) count.weight++;
    else wrongs.push(`weight ${item.weight} → ${got.weight}`);
    // Words asking for something to give them ("what do i tell them") make the talk theirs: it is written
    // to them, so their situation is the listener's own.
    const who = askedFor(item.text) ? 'self' : item.who;
    if (got.who === who) count.who++;
    else wrongs.push(`who ${who} → ${got.who}`);
    tally(binary.good, item.weight === 'good_news', got.weight === 'good_news');
    tally(binary.loss, item.weight === 'loss', got.weight === 'loss');
    tally(binary.others, who !== 'self', got.who !== 'self');
    if (wrongs.length > 0) misses.push({ text: item.text, label: wrongs.join('; '), read: got.kind });
  }
  const n = cases.length;
  const share = (part: number, whole: number) => Math.round((1000 * part) / Math.max(1, whole)) / 1000;
  const [goodFound = 0, good = 0, goodFalse = 0, notGood = 0] = binary.good;
  const [lossFound = 0, loss = 0, lossFalse = 0, notLoss = 0] = binary.loss;
  const [othersFound = 0, others = 0, ownAsOthers = 0, own = 0] = binary.others;
  return {
    accuracy: {
      cases: n,
      kind: { right: share(count.right, n), general: share(count.general, n), wrong: share(count.wrong, n) },
      moment: share(count.moment, n),
      weight: share(count.weight, n),
      goodNews: { found: share(goodFound, good), falseAlarms: share(goodFalse, notGood) },
      loss: { found: share(lossFound, loss), falseAlarms: share(lossFalse, notLoss) },
      who: share(count.who, n),
      whose: { others: share(othersFound, others), own: share(own - ownAsOthers, own) },
    },
    misses,
  };
}
