import { saysWordStarting } from '../quality';
import { PACKS } from '../situations';
import type { SituationKind } from '../situations/kinds';
import type { SituationPack, Worry } from '../situations/types';
import { classifySituation } from './classify';
import { type ContextReading, readContext } from './read-context';

/** Everything the writer takes from a context before it writes a word. */
export type ContextAnalysis = {
  kind: SituationKind;
  /** The classifier's posterior for `kind` (for `general`, for its best guess). */
  confidence: number;
  /** The kind's own lines, when the classifier is sure; null for `general`. */
  pack: SituationPack | null;
  reading: ContextReading;
  /** The pack's worries that the person's words name ("weakness", "mind goes blank"), most cues first. */
  worries: readonly Worry[];
  /** 'ahead' draws on lines about a moment to prepare for; 'through' never promises a win. */
  outlook: 'ahead' | 'through';
};

export function analyseContext(context: string): ContextAnalysis {
  const reading = readContext(context);
  const { kind, confidence } = classifySituation(context);
  const pack = kind === 'general' ? null : PACKS[kind];
  const text = context.replace(/['’]/g, '');
  const worries = (pack?.worries ?? [])
    .map((worry) => ({
      worry,
      hits: worry.cues.filter((cue) => saysWordStarting(text, cue.replace(/['’]/g, ''))).length,
    }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map(({ worry }) => worry);
  // Unsure what it is, the speech assumes nothing is ahead unless the person named when it happens.
  const outlook = pack?.outlook ?? (reading.time ? 'ahead' : 'through');
  return { kind, confidence, pack, reading, worries, outlook };
}
