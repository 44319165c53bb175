import { unpunished } from './lexicon';

// Coercive control: locked in, phone or keys or passport taken, money kept, messages read, family cut off,
// every move tracked. A parent who confiscates a teenager's phone, a boss who takes credit, a toddler who
// hides the keys are not.
const PARTNER =
  '(?:he|she|my (?:husband|hubby|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|ex|man|other half))';

export const COERCIVE_CONTROL: readonly RegExp[] = [
  new RegExp(
    `\\b${PARTNER}\\b[^.!?]{0,30}\\b(?:took|takes|taken|keeps|kept|smashed|hides|hid|broke) my (?:phone|keys|car keys|passport|bank card|card|cards|wages|money|id)\\b(?! (?:away until|as a (?:prank|joke)|by mistake|lol|haha))(?![^.!?]{0,30}\\b(?:because i had (?:a |two |\\w+ )?(?:drinks?|beers?|pints?|wine)|so i (?:wouldnt|couldnt|cant) drive|fair enough)\\b)`,
  ),
  new RegExp(
    `\\b${PARTNER}\\b[^.!?]{0,30}\\block(?:s|ed)? (?:me|the door|us)\\b|\\block(?:s|ed)? (?:me )?(?:in|the door)\\b[^.!?]{0,30}\\b(?:when (?:he|she) (?:goes|leaves)|keeps the key)\\b|\\bim locked in (?:my room|the house|the flat)\\b`,
  ),
  new RegExp(
    `\\b(?:not allowed|cant)(?: to)? (?:leave|go out|go anywhere|see|talk to|visit|call)\\b[^.!?]{0,20}\\b(?:without (?:him|her)|anymore)\\b|\\b${unpunished('not allowed|wont let me')} (?:to )?(?:see|talk to|visit|call) (?:my )?(?:family|friends|sister|brother|mum|mom|parents)\\b`,
  ),
  /\b(?:controls?|has control of) (?:all )?(?:the |my |our )?(?:money|finances|bank account)\b|\bhave to (?:ask|beg)(?: (?:him|her))? (?:for|before)\b[^.!?]{0,20}\b(?:money|bus fare|fare|cash|permission|food)\b/,
  /\bgives? me (?:£|\$|€)?\d+ a (?:week|month)\b|\b(?:get|am given|allowed) (?:£|\$|€)?\d+ a (?:week|month) from (?:him|her)\b|\b(?:cut|cuts|cutting) me off from (?:my |all my )?(?:family|friends|mum|mom|dad|parents|sister|brother|everyone)\b|\bshow (?:him|her) every receipt\b|\bmy (?:wages|pay|salary|benefits) (?:go|goes) (?:into|to) (?:his|her) account\b/,
  /\b(?:tracks?|tracking|monitors?|monitoring) my (?:location|phone|messages)\b|\bchecks? where i am\b|\bphoto every (?:hour|\d+ minutes)\b|\bprove where i am\b|\breads? (?:all )?my (?:messages|texts|emails)\b|\breads? every (?:message|text|email)\b[^.!?]{0,20}\bmy phone\b|\bdeletes? my (?:friends|contacts)\b|\bchanged my passwords\b/,
  /\b(?:decides|controls|chooses) (?:what i wear|who i (?:can )?(?:see|talk to)|where i go|everything i do|what i eat)\b|\bfeel like a prisoner\b/,
  /\b(?:smashed|broke|took|hid) my phone so i cant\b/,
  /\bif i (?:dont|leave|go|ever leave|tell)\b[^.!?]{0,30}\b(?:leave with|take|never see|lose) (?:the|my) (?:kids|children|baby)\b/,
];
