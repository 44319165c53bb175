import { DRUGS } from './lexicon';

// An overdose already taken: quantities of medicine swallowed, the cabinet emptied. "Overdosed on
// coffee" is not; "overdosed on purpose" is.
const QUANTITY =
  '(?:every|whole|entire|all|too many|too much|a lot of|lots of|loads of|load of|heap of|handful of|bunch of|box of|boxes of|packet of|packets of|bottle of|bottles of|pack of|packs of|strip of|strips of|\\d{2,})';
const SWALLOWED = '(?:took|taken|take|swallowed|had|necked|downed|ate|popped|drank|drunk|injected)';
/** "Took all my meds on time this week" is looking after oneself. */
const AS_PRESCRIBED =
  '(?! (?:on time|as prescribed|like (?:i should|im supposed to|i was told)|every (?:day|morning|night)))';

export const OVERDOSE: readonly RegExp[] = [
  new RegExp(`\\b${SWALLOWED}\\b[^.!?]{0,15}\\b${QUANTITY}\\b[^.!?]{0,50}\\b${DRUGS}\\b${AS_PRESCRIBED}`),
  new RegExp(
    `\\b${DRUGS}\\b[^.!?]{0,30}\\b(?:on purpose|at once)\\b|\\b(?:extra|too much) ${DRUGS}\\b[^.!?]{0,20}\\bon purpose\\b`,
  ),
  new RegExp(
    `\\b${SWALLOWED}\\b[^.!?]{0,40}\\b${DRUGS}\\b[^.!?]{0,30}\\b(?:all of them|the lot|all gone|every one|all of it)\\b`,
  ),
  // A count of something with a medicine's name: most end in one of these (mirtazapine, diazepam, zopiclone).
  /\b(?:took|taken|swallowed|necked|downed|popped|had) (?:\d{2,}|a (?:whole|full) (?:box|packet|bottle|pack|strip)) (?:of )?(?:my |her |his |their |the |\w+s )?(?:[\w-]+ )?(?:[\w-]+(?:ine|ines|pam|lam|olol|one|ide|azole|mycin|xetine|dol|tal)|\d+ ?mg)\b/,
  /\b(?:\d+|two|three|four|several) (?:boxes|packets|bottles|packs|strips) of (?:my )?\w+\b[^.!?]{0,40}\b(?:down|gone|taken|swallowed|just waiting)\b/,
  /\b(?:took|taken|swallowed) (?:everything|all the pills|all of them|every tablet|every pill) (?:that was |there was )?(?:in|from) (?:the|my) (?:medicine|bathroom|first aid) (?:cabinet|cupboard|box|drawer)\b/,
  // "I od'd", "i odd earlier": the short form, said of oneself ("that's just odd" is not).
  /\bi (?:just |already |have |'ve |ve )?(?:od'?d|od'?ed)\b/,
  /\b(?:drank|drunk|swallowed|drink|drinking|downed)\b[^.!?]{0,15}\b(?:bleach|antifreeze|weed ?killer|rat poison|drain cleaner)\b/,
  new RegExp(
    `\\boverdos\\w*\\b(?! on (?!purpose\\b|(?:my |her |his |their )?(?:drugs?\\b|${DRUGS})))(?! (?:prevention|awareness|management|training|assessment|course|module|protocol|kit|simulation))`,
  ),
];
