import { speechContent } from '../content/load-content';

/** Splits into words as the translation list spells them (lower case, apostrophes kept: "j'ai") and the
 * marks that end a clause, which the gist keeps so that the moment is read clause by clause. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}']+|[.,;!?]/gu) ?? [];

const LONGEST = 5;

let phrases: Map<string, Map<string, string>> | null = null;

function phrasesFor(language: string): Map<string, string> {
  phrases ??= new Map(
    Object.entries(speechContent().translations).map(([code, list]) => [
      code,
      new Map(Object.entries(list).map(([words, english]) => [wordsOf(words).join(' '), english])),
    ]),
  );
  return phrases.get(language) ?? new Map();
}

/**
 * What words in another language say, in English, read word by word through the content's translation
 * list: the longest listed phrase first at each place ("entretien d'embauche" is "job interview"), a word
 * after an elided article tried on its own ("l'entretien"), numbers kept, and words the list does not hold
 * left out. Enough for the frame to know the situation, the moment and who is involved; never shown.
 */
export function englishGist(text: string, language: string): string {
  const list = phrasesFor(language);
  const words = wordsOf(text);
  const out: string[] = [];
  for (let at = 0; at < words.length; ) {
    let matched = 0;
    for (let length = Math.min(LONGEST, words.length - at); length > 0 && !matched; length--) {
      const english = list.get(words.slice(at, at + length).join(' '));
      if (english) {
        out.push(english);
        matched = length;
      }
    }
    if (matched) {
      at += matched;
      continue;
    }
    const word = words[at] ?? '';
    if (/^[.,;!?]$/.test(word)) out.push(word);
    const elided = word.includes("'") ? list.get(word.slice(word.indexOf("'") + 1)) : undefined;
    if (elided) out.push(elided);
    else if (/^\d/.test(word)) out.push(word);
    at += 1;
  }
  return out.join(' ').replace(/ ([.,;!?])/g, '$1');
}
