import type { Tone } from '../../../../common/enums';
import type { Theme } from '../themes';
import type { Section } from '../types';

/** 'any' lines carry no tone of their own (stories, concrete steps) and serve every tone. */
export type ToneKey = Tone | 'any';

/**
 * Lines are templates of one or more sentences. Slots: {key} the situation ("your interview at the bank"),
 * {event} the same but only when it is a moment ahead, {time} ("on Monday"), {?time} (" on Monday" or
 * nothing), {worry} ("you freeze when…"), {goal} (the linked goal's title), {name} (first name).
 * A story line of two or more sentences is a narrative; a one-sentence story line ties a narrative back.
 */
export type SectionLines = Partial<Record<ToneKey, readonly string[]>>;
export type LibraryPart = Partial<Record<Section, SectionLines>>;

/** 'general' serves every forward-looking theme; 'steady' is safe for anyone, grief included. */
export type LibraryKey = Exclude<Theme, 'general'> | 'general' | 'steady' | 'grief';

/** Stand-alone lines that lead into a section, and short connectives that open a sentence. */
export type Transitions = Record<
  Tone,
  { lead: Partial<Record<Section, readonly string[]>>; inline: readonly string[] }
>;
