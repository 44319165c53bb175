// Sentence-sized pieces of a speech: the unit of local synthesis (first audio fast, a duration for each
// sentence), of seeking in audio still being made, of device voices (one utterance each) and of
// read-along highlighting. Server and browser split alike, with the speech's language, so their sentence
// indices agree. Boundaries are Unicode's (Intl.Segmenter), which know every script's full stops (。, ।, ؟).

/** A piece longer than this is split at a clause or word boundary, so no one job hogs a voice worker. */
export const MAX_SENTENCE_CHARS = 400;
// Unicode ends a sentence after any full stop; these common abbreviations don't end one.
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|etc|e\.g|i\.e)\.$/;
// An ellipsis standing apart after a sentence's end ("Done. ... Next") belongs to neither sentence.
const LOOSE_ELLIPSIS = / (?:\.{2,}|…)$/;
const HAS_WORD = /[\p{L}\p{N}]/u;
// Scripts written without spaces between words: their words are found by Unicode's word boundaries.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
function sentenceSegmenter(language: string): Intl.Segmenter {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    sentenceSegmenters.set(language, segmenter);
  }
  return segmenter;
}
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Runs of whitespace as one space, trimmed. */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

function splitLong(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARS) {
    const head = rest.slice(0, MAX_SENTENCE_CHARS + 1);
    const clause = Math.max(
      ...[', ', '; ', ': ', ' - ', ' — ', '、', '，'].map((mark) => head.lastIndexOf(mark)),
    );
    const cut = clause > MAX_SENTENCE_CHARS / 2 ? clause + 1 : head.lastIndexOf(' ');
    const at = cut > 0 ? cut : MAX_SENTENCE_CHARS;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * The speech's sentences in `language` (a BCP 47 tag, the speech's language): what the audio is made of,
 * one job each, and what read-along highlights. A line break always ends a sentence.
 */
export function splitSentences(text: string, language: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\s*\n\s*/)) {
    let pending = '';
    for (const { segment } of sentenceSegmenter(language).segment(line)) {
      pending += segment;
      if (ABBREVIATION.test(pending.trimEnd())) continue;
      sentences.push(pending);
      pending = '';
    }
    if (pending) sentences.push(pending);
  }
  return sentences
    .map((sentence) => collapseSpaces(sentence).replace(LOOSE_ELLIPSIS, ''))
    .filter((sentence) => HAS_WORD.test(sentence))
    .flatMap(splitLong);
}

/**
 * Sentences as one text to speak: a space between them, except after a sentence whose last letter is in
 * a script written without spaces (Japanese, Chinese, Thai), whose text runs straight on.
 */
export function joinSentences(sentences: readonly string[]): string {
  return sentences
    .map((sentence, index) => {
      const before = [...(sentences[index - 1] ?? '')].findLast((character) => HAS_WORD.test(character));
      return index === 0 || UNSPACED.test(before ?? '') ? sentence : ` ${sentence}`;
    })
    .join('');
}

/** A word of a sentence, as the character range of its text. */
export type Word = { from: number; to: number };

/**
 * The words of a sentence as character ranges of its text: runs of non-space, with the punctuation
 * around them; runs in a script written without spaces are cut at Unicode's word boundaries.
 */
export function splitWords(text: string): Word[] {
  return [...text.matchAll(/\S+/g)].flatMap((match) => {
    const run = { from: match.index, to: match.index + match[0].length };
    return UNSPACED.test(match[0]) ? unspacedWords(match[0], run.from) : [run];
  });
}

/** A run without spaces as words: each from one word's start to the next's (its punctuation with it). */
function unspacedWords(run: string, offset: number): Word[] {
  const starts = [...wordSegmenter.segment(run)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.index);
  if (starts.length === 0) return [{ from: offset, to: offset + run.length }];
  starts[0] = 0; // punctuation before the first word opens it
  return starts.map((start, index) => ({
    from: offset + start,
    to: offset + (starts[index + 1] ?? run.length),
  }));
}
