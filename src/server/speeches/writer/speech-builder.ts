import type { Tone } from '../../../common/enums';
import { boundedMemo } from './bounded-memo';
import { type Entry, entriesFor, type Slot } from './entries';
import { lowerFirst, tidySentence } from './hygiene';
import { TRANSITIONS } from './library/transitions';
import type { LibraryKey, ToneKey } from './library/types';
import { pickIndex, pickWeighted, type Random } from './prng';
import { countWords, sentenceKey } from './quality';
import type { SpeechShaping } from './shaping';
import { applyVoice, type Voice } from './style';
import type { Section, WriterProfile } from './types';

export type ComposedSentence = { text: string; section: Section; entryId: string | null };
export type Paragraph = { section: Section; sentences: ComposedSentence[] };

export type Quotas = { target: Record<Slot, number>; max: Record<Slot, number> };

type Pick = { must?: Slot; room: number; budget: number; story?: 'narrative' | 'tie' };

const ALL_TONES: readonly Tone[] = ['encouraging', 'confident', 'gentle', 'energetic'];
const NEIGHBOURS: Record<Tone, readonly Tone[]> = {
  encouraging: ['gentle', 'confident'],
  confident: ['encouraging', 'energetic'],
  gentle: ['encouraging'],
  energetic: ['confident', 'encouraging'],
};
// How far the pool widens when the strict pool runs dry: recent lines, then neighbouring tones, then all.
const RELAX_LEVELS = 4;

// A returning user's recent sentences are keyed again on every request.
const recentKey = boundedMemo(20_000, sentenceKey);

type StyledLine = { texts: readonly string[]; keys: readonly string[]; words: number };
/** A library line's sentences as said, with what render checks worked out once. */
type StyledEntry = StyledLine & { repeatsItself: boolean };
type VoiceLines = {
  /** A filled template sentence as this voice says it (a bounded memo). */
  line: (filled: string) => StyledLine;
  /** Lines without slots, which read the same in every speech in this voice. */
  plain: Map<Entry, StyledEntry>;
};

function joinLines(lines: readonly StyledLine[]): StyledEntry {
  if (lines.length === 1) {
    const [line] = lines as [StyledLine];
    return { ...line, repeatsItself: new Set(line.keys).size !== line.keys.length };
  }
  const keys = lines.flatMap((line) => line.keys);
  return {
    texts: lines.flatMap((line) => line.texts),
    keys,
    words: lines.reduce((sum, line) => sum + line.words, 0),
    repeatsItself: new Set(keys).size !== keys.length,
  };
}
function styleLine(filled: string, voice: Voice): StyledLine {
  const texts = applyVoice(filled, voice).map(tidySentence);
  return { texts, keys: texts.map(sentenceKey), words: countWords(texts.join(' ')) };
}

// Library lines as each voice says them: styling and tidying are most of the writer's work, and a line
// comes back in every pick that passes over it and in every speech of a returning user. 24 voices
// (tone × style × calm) at most, each holding the filled lines of about one theme (bounded) and the lines
// without slots it has used (at most the library's 1,745).
const FILLED_LINES_PER_VOICE = 2_500;
const linesByVoice = new Map<string, VoiceLines>();
function voiceLines(voice: Voice): VoiceLines {
  const name = `${voice.tone}|${voice.style}|${voice.calm}`;
  let lines = linesByVoice.get(name);
  if (!lines) {
    lines = {
      line: boundedMemo(FILLED_LINES_PER_VOICE, (filled) => styleLine(filled, voice)),
      plain: new Map(),
    };
    linesByVoice.set(name, lines);
  }
  return lines;
}

/** Chooses, fills and styles lines one at a time, remembering what it used so nothing repeats. */
export class SpeechBuilder {
  readonly counts: Record<Slot, number> = { key: 0, event: 0, time: 0, worry: 0, goal: 0, name: 0 };
  words = 0;
  /** The previous line named the situation; the next one should not, or it starts to sound like a form. */
  private lastHadKey = false;
  private lastHadTime = false;
  /** Slot counts when the current paragraph began: one paragraph names the situation and its time once. */
  private paragraphStart: Readonly<Record<Slot, number>> = { ...this.counts };
  private readonly usedEntries = new Set<Entry>();
  /** Lines that can never be said again here (already said, avoided), or not from the strict pool (heard
   * recently). Only lines without an optional {?time} are listed: the others can fill differently later. */
  private readonly refused = new Set<Entry>();
  private readonly refusedWhenStrict = new Set<Entry>();
  private readonly usedSentences = new Set<string>();
  private readonly recent: ReadonlySet<string>;
  private readonly avoid: string[];
  private readonly sources: readonly { key: LibraryKey; weight: number }[];
  private readonly voice: Voice;
  private readonly voiceLines: VoiceLines;
  private readonly toneFactors: ReadonlyMap<ToneKey, number>;
  private readonly pools = new Map<string, Entry[]>();
  /** Which slots this request can fill. */
  private readonly available: Readonly<Record<Slot, boolean>>;
  private readonly focus: { theme: number; steady: number; tone: number };

  constructor(
    private readonly shaping: SpeechShaping,
    profile: WriterProfile,
    private readonly random: Random,
    private readonly quotas: Quotas,
    calm: boolean,
  ) {
    this.recent = new Set(profile.recentSentences.map(recentKey));
    this.avoid = profile.avoidancePatterns.map((pattern) => pattern.trim().toLowerCase()).filter(Boolean);
    this.voice = { tone: shaping.tone, style: shaping.voiceStyle, calm };
    this.voiceLines = voiceLines(this.voice);
    const { keyPhrase, keyKind, time, worry, goalTitle, firstName } = shaping;
    this.available = {
      key: keyPhrase !== '',
      event: keyKind === 'event',
      time: time !== null,
      worry: worry !== null,
      goal: goalTitle !== null,
      name: firstName !== null,
    };
    // Long speeches would use up the theme's own lines in every version; flatter weights keep two versions
    // of the same request apart while short ones stay as specific as the library allows.
    const long = shaping.duration === 'long' || shaping.duration === 'extended';
    this.focus = long ? { theme: 1.25, steady: 1, tone: 1.1 } : { theme: 2, steady: 0.5, tone: 1.3 };
    this.sources = shaping.bereavement
      ? [
          { key: 'grief', weight: this.focus.theme },
          { key: 'steady', weight: 1 },
        ]
      : [
          ...(shaping.theme === 'general' ? [] : [{ key: shaping.theme, weight: this.focus.theme }]),
          { key: 'general', weight: 1 },
          { key: 'steady', weight: this.focus.steady },
        ];
    this.toneFactors = new Map(this.tones(RELAX_LEVELS - 1).map((item) => [item.tone, item.factor]));
  }

  /** Builds one paragraph of about `size` sentences, starting with lines that use the `must` slots in order;
   * null when the pool cannot give it two sentences. */
  paragraph(
    section: Section,
    size: number,
    options: { must?: readonly Slot[]; lead?: number | undefined; budget?: () => number } = {},
  ): Paragraph | null {
    const budget = options.budget ?? (() => Number.POSITIVE_INFINITY);
    const leads = this.random() < (options.lead ?? 0);
    this.paragraphStart = { ...this.counts };
    // Six sentences at most, one of them kept for the lead line when there is one.
    const capacity = leads ? 5 : 6;
    const sentences =
      section === 'story'
        ? this.story(budget, capacity)
        : this.lines(section, { size: size - (leads ? 1 : 0), capacity, must: options.must ?? [] }, budget);
    if (sentences.length === 0) return null;
    const lead = leads ? this.transition(section) : null;
    if (lead) sentences.unshift(lead);
    // Connectives suit ideas ("Here is the truth: …"), not instructions, greetings or stories.
    const connects = section === 'reframe' || section === 'affirmation' || section === 'acknowledgement';
    if (!lead && connects && this.random() < 0.2) this.connect(sentences);
    if (sentences.length >= 2) return { section, sentences };
    this.words -= countWords(sentences.map((sentence) => sentence.text).join(' '));
    return null;
  }

  /** A narrative, sometimes followed by a line that ties it back to the listener. */
  private story(budget: () => number, capacity: number): ComposedSentence[] {
    const narrative = this.pick('story', {
      room: Math.min(5, capacity),
      budget: budget(),
      story: 'narrative',
    });
    if (!narrative) return [];
    const tied = narrative.length < capacity && this.random() < 0.55;
    const tie = tied ? this.pick('story', { room: 1, budget: budget(), story: 'tie' }) : null;
    return [...narrative, ...(tie ?? [])];
  }

  /** Lines for the `must` slots first (skipping any a previous line already used), then free picks. */
  private lines(
    section: Section,
    shape: { size: number; capacity: number; must: readonly Slot[] },
    budget: () => number,
  ): ComposedSentence[] {
    const sentences: ComposedSentence[] = [];
    const pending = [...shape.must];
    while (sentences.length < shape.capacity && (sentences.length < shape.size || pending.length > 0)) {
      const left = budget();
      const room = shape.capacity - sentences.length;
      const slot = pending.shift();
      if (slot) {
        if (this.counts[slot] === this.paragraphStart[slot]) {
          sentences.push(...(this.pick(section, { must: slot, room, budget: left }) ?? []));
        }
        continue;
      }
      if (left <= 0 && sentences.length >= 2) break;
      const picked = this.pick(section, { room, budget: left });
      if (!picked) break;
      sentences.push(...picked);
    }
    return sentences;
  }

  private pick(section: Section, request: Pick): ComposedSentence[] | null {
    for (let level = 0; level < RELAX_LEVELS; level++) {
      const candidates: Entry[] = [];
      // Lines that can never be drawn again at this level leave the pool, so later picks skip them.
      const pool = this.candidates(section, level);
      let kept = 0;
      for (const entry of pool) {
        const out =
          this.usedEntries.has(entry) ||
          this.refused.has(entry) ||
          (level === 0 && this.refusedWhenStrict.has(entry));
        if (out) continue;
        pool[kept++] = entry;
        if (this.fits(entry, request)) candidates.push(entry);
      }
      pool.length = kept;
      // Nothing a weight reads changes until a render succeeds, so each is worked out once per pick
      // and a rejected line's weight drops to 0 (retries are the writer's main cost for repeat users).
      const weights = new Float64Array(candidates.length);
      let total = 0;
      for (const [index, entry] of candidates.entries()) {
        weights[index] = this.weight(entry, request);
        total += weights[index] as number;
      }
      for (let tries = 0; tries < candidates.length; tries++) {
        const index = pickIndex(this.random, weights, total);
        if (index < 0) break;
        const rendered = this.render(candidates[index] as Entry, level, request.room);
        if (rendered) return rendered;
        total -= weights[index] as number;
        weights[index] = 0;
      }
    }
    return null;
  }

  private tones(level: number): { tone: ToneKey; factor: number }[] {
    const tone = this.shaping.tone;
    const list: { tone: ToneKey; factor: number }[] = [
      { tone, factor: this.focus.tone },
      { tone: 'any', factor: 1 },
      ...this.shaping.borrowedTones.map((borrowed) => ({ tone: borrowed, factor: 0.45 })),
    ];
    const extra = level >= 3 ? ALL_TONES : level >= 2 ? NEIGHBOURS[tone] : [];
    for (const other of extra)
      if (!list.some((item) => item.tone === other)) list.push({ tone: other, factor: 0.3 });
    return list;
  }

  /** The pool for a section at a relax level; the same for the whole speech, so it is built once. */
  private candidates(section: Section, level: number): Entry[] {
    const name = `${section}|${level}`;
    let pool = this.pools.get(name);
    if (!pool) {
      pool = [];
      for (const source of this.sources) {
        for (const { tone } of this.tones(level)) pool.push(...entriesFor(source.key, section, tone));
      }
      this.pools.set(name, pool);
    }
    return pool;
  }

  /** Whether an unused line suits this pick. */
  private fits(entry: Entry, request: Pick): boolean {
    if (request.story === 'narrative' && entry.sentences.length < 2) return false;
    if (request.story === 'tie' && entry.sentences.length !== 1) return false;
    if (entry.sentences.length > request.room) return false;
    const { keyKind } = this.shaping;
    if (entry.interjection && this.voice.style === 'professional') return false;
    // General lines speak of {key} as something ahead; a loss ("the breakup") needs its own wording.
    const hasKey = Boolean(entry.slots.key || entry.slots.event);
    if (entry.source === 'general' && keyKind === 'loss' && hasKey) return false;
    // One paragraph names the situation once and its time once; more sounds like a form letter.
    if (hasKey && this.counts.key > this.paragraphStart.key) return false;
    if (entry.slots.time && this.counts.time > this.paragraphStart.time) return false;
    for (const [slot, uses] of entry.slotUses) {
      if (!this.available[slot]) return false;
      const counted = slot === 'event' ? 'key' : slot;
      if (this.counts[counted] + uses > this.quotas.max[counted]) return false;
    }
    if (request.must === 'key') return Boolean(entry.slots.key || entry.slots.event);
    if (request.must === 'time') return Boolean(entry.slots.time || entry.optionalTime);
    return !request.must || Boolean(entry.slots[request.must]);
  }

  private weight(entry: Entry, request: Pick): number {
    const source = this.sources.find((item) => item.key === entry.source)?.weight ?? 1;
    const tone = this.toneFactors.get(entry.tone) ?? 0.3;
    let weight = source * tone;
    const perSentence = entry.words / entry.sentences.length;
    if (this.voice.style === 'soothing' || this.voice.tone === 'energetic') {
      weight *= perSentence <= 12 ? 1.4 : perSentence > 20 ? 0.5 : 1;
    }
    const wants = (slot: Slot) => this.counts[slot] < this.quotas.target[slot];
    const hasKey = Boolean(entry.slots.key || entry.slots.event);
    if (hasKey && wants('key')) weight *= 2;
    if (hasKey && this.lastHadKey) weight *= 0.1;
    if ((entry.slots.time || entry.optionalTime) && this.shaping.time && wants('time')) weight *= 3;
    if (entry.slots.time && this.timeUsedNearby()) weight *= 0.1;
    if (entry.slots.name && wants('name')) weight *= 2;
    if (entry.words > request.budget + 12) weight *= 0.15;
    return weight;
  }

  private timeUsedNearby(): boolean {
    return this.lastHadTime || this.counts.time > this.paragraphStart.time;
  }

  private fill(template: string, uses: Record<Slot, number>): string {
    const { keyPhrase, time, worry, goalTitle, firstName } = this.shaping;
    return template.replace(/\{(\?time|key|event|time|worry|goal|name)\}/g, (_, slot: string) => {
      if (slot === '?time') {
        if (!time || this.timeUsedNearby() || this.counts.time + uses.time >= this.quotas.max.time) return '';
        uses.time++;
        return ` ${time}`;
      }
      const counted: Slot = slot === 'event' ? 'key' : (slot as Slot);
      uses[counted]++;
      if (slot === 'key' || slot === 'event') return keyPhrase;
      if (slot === 'time') return time ?? '';
      if (slot === 'worry') return worry ?? '';
      if (slot === 'goal') return `“${goalTitle ?? ''}”`;
      return firstName ?? '';
    });
  }

  /** An entry's sentences filled for this request (counting the slots it fills in `uses`) and styled. */
  private styled(entry: Entry, uses: Record<Slot, number>): StyledEntry {
    const { line, plain } = this.voiceLines;
    if (entry.slotUses.length > 0 || entry.optionalTime) {
      return joinLines(entry.sentences.map((template) => line(this.fill(template, uses))));
    }
    let styled = plain.get(entry);
    if (!styled) {
      styled = joinLines(entry.sentences.map((template) => styleLine(template, this.voice)));
      plain.set(entry, styled);
    }
    return styled;
  }

  /** Fills, styles and checks an entry; null when it says something avoided, recent or already said. */
  private render(entry: Entry, level: number, room: number): ComposedSentence[] | null {
    const uses: Record<Slot, number> = { key: 0, event: 0, time: 0, worry: 0, goal: 0, name: 0 };
    const { texts, keys, words, repeatsItself } = this.styled(entry, uses);
    if (texts.length > room) return null;
    const refuse = (list: Set<Entry>) => {
      if (!entry.optionalTime) list.add(entry);
      return null;
    };
    if (repeatsItself || keys.some((key) => this.usedSentences.has(key))) return refuse(this.refused);
    if (this.avoid.length > 0) {
      const lower = texts.join(' ').toLowerCase();
      if (this.avoid.some((pattern) => lower.includes(pattern))) return refuse(this.refused);
    }
    if (level === 0 && keys.some((key) => this.recent.has(key))) return refuse(this.refusedWhenStrict);
    this.usedEntries.add(entry);
    for (const key of keys) this.usedSentences.add(key);
    for (const slot of Object.keys(uses) as Slot[]) this.counts[slot] += uses[slot];
    this.lastHadKey = uses.key > 0;
    this.lastHadTime = uses.time > 0;
    this.words += words;
    return texts.map((text) => ({ text, section: entry.section, entryId: entry.id }));
  }

  private acceptLine(text: string): boolean {
    const key = sentenceKey(text);
    const lower = text.toLowerCase();
    if (this.usedSentences.has(key) || this.avoid.some((pattern) => lower.includes(pattern))) return false;
    this.usedSentences.add(key);
    this.words += countWords(text);
    return true;
  }

  private transition(section: Section): ComposedSentence | null {
    const lines = TRANSITIONS[this.shaping.tone].lead[section] ?? [];
    const fresh = lines.filter((line) => !this.usedSentences.has(sentenceKey(line)));
    const line = pickWeighted(this.random, fresh, () => 1);
    if (!line) return null;
    const text = tidySentence(applyVoice(line, this.voice).join(' '));
    return this.acceptLine(text) ? { text, section, entryId: null } : null;
  }

  /** Opens a paragraph with a short connective ("Here is the thing: …") for flow between ideas. */
  private connect(sentences: ComposedSentence[]): void {
    const first = sentences[0];
    if (!first || /^(And|But|So|Or|Because)\b/.test(first.text)) return;
    const connective = pickWeighted(this.random, TRANSITIONS[this.shaping.tone].inline, () => 1);
    const keep = this.shaping.firstName ? [this.shaping.firstName] : [];
    if (!connective) return;
    const styled = applyVoice(tidySentence(`${connective} ${lowerFirst(first.text, keep)}`), this.voice);
    // A connective that would make the sentence long enough to split is left out.
    if (styled.length !== 1 || styled[0] === undefined || this.usedSentences.has(sentenceKey(styled[0])))
      return;
    const text = styled[0];
    this.usedSentences.add(sentenceKey(text));
    this.words += countWords(text) - countWords(first.text);
    sentences[0] = { ...first, text };
  }

  /** Says the first name once: "Sam, you…" at the start of a sentence. */
  addressByName(sentence: ComposedSentence): ComposedSentence {
    const name = this.shaping.firstName;
    if (!name || sentence.text.includes(name)) return sentence;
    this.counts.name++;
    this.words += 1;
    return { ...sentence, text: `${name}, ${lowerFirst(sentence.text, [name])}` };
  }

  /** Says the first name at the end of a short sentence: "You are ready, Sam." */
  closeWithName(sentence: ComposedSentence): ComposedSentence {
    const name = this.shaping.firstName;
    if (!name || sentence.text.includes(name) || !/[\p{L}\p{N}][.!]$/u.test(sentence.text)) return sentence;
    this.counts.name++;
    this.words += 1;
    return { ...sentence, text: sentence.text.replace(/([.!])$/, `, ${name}$1`) };
  }
}
