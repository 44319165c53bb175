// Words that alone are no crisis phrasing, but that no speech should pass over without a note: the note
// costs a person nothing, a missed crisis costs everything.
export const RISKY_WORDS: readonly RegExp[] = [
  /\b(?:suicid\w*|self ?harm\w*|overdos\w*|anorexi\w*|bulimi\w*|unaliv\w*|noose|kms|kill(?:ed|s|ing)? (?:him|her|them)sel(?:f|ves)|selbstmord|suizid\w*)\b/,
  /\b(?:kill|murder|stab|shoot|hurt) (?:him|her|them|someone|somebody|my (?:boss|ex|wife|husband|partner|neighbou?r|dad|mum|mom|son|daughter|baby|kids?))\b/,
  // What a refusal leaves out as a figure of speech still gets the note: "makes me want to die", "kill myself at the gym".
  /\b(?:makes|made|making) me want to die\b|\bkill myself\b/,
  /\b(?:thank you and goodbye|goodbye everyone|goodbye all|bye everyone|goodbye world)\b/,
  /\b(?:abus\w*|groom\w* (?:me|kids|children)|molest\w*|rape\w*)\b/,
];
