const SWAPS: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
};

// "am"/"was" only change when the speaker is their subject: "I am" → "you are", "the plan was" stays.
const AFTER_I: Record<string, string> = { am: 'are', was: 'were', "wasn't": "weren't" };

/** Rewrites a phrase the user wrote about themselves so the speech can say it back to them. */
export function toSecondPerson(phrase: string): string {
  const tokens = phrase.replace(/[’‘]/g, "'").split(/(\s+)/);
  let previous = '';
  return tokens
    .map((token) => {
      if (/^\s+$/.test(token)) return token;
      const match = /^([\w']+)(.*)$/.exec(token);
      if (!match) return token;
      const word = match[1] ?? '';
      const rest = match[2] ?? '';
      const lower = word.toLowerCase();
      const swapped = (previous === 'i' || previous === 'we' ? AFTER_I[lower] : undefined) ?? SWAPS[lower];
      previous = lower;
      return swapped === undefined ? token : `${swapped}${rest}`;
    })
    .join('');
}

/** The determiner to use when saying the user's noun back: "my" → "your", "a bank" → "the bank". */
export function mapDeterminer(lower: string): string {
  if (lower === 'my' || lower === 'our' || lower === 'your') return 'your';
  if (lower === 'a' || lower === 'an' || lower === 'this' || lower === 'that') return 'the';
  return lower;
}
