const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number below a hundred as it is said (38 → "thirty-eight"); larger ones as digits. */
export function inWords(number: number): string {
  if (!Number.isInteger(number) || number < 0 || number > 99) return String(number);
  if (number < 20) return ONES[number] ?? String(number);
  const ones = number % 10;
  return `${TENS[Math.floor(number / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** The number a word below twenty says ("three" → 3), or null. */
export function numberOfWord(word: string): number | null {
  const at = ONES.indexOf(word);
  return at >= 0 ? at : null;
}

/** Text that starts with a number said in words ("Thirty-eight hours logged."). */
export const STARTS_WITH_NUMBER_WORD = new RegExp(
  `^(${[...ONES, ...TENS.filter(Boolean)].join('|')})\\b`,
  'i',
);
