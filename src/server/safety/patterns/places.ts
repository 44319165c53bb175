import { DRUGS } from './lexicon';

// Means and places named without the word "suicide": at the cliff edge or on the bridge and deciding,
// a rope ready, pills lined up. A bungee jump, a cliff walk, bridge club and a rope swing are not.
const PLACE =
  '(?:cliffs?|bridge|footbridge|viaduct|flyover|ledge|roof|rooftop|train tracks|tracks|railway line|railway|the gap|reservoir|river|overpass|top floor|car park roof|edge|lookout)';
const NOW =
  '(?:looking down|long way down|the drop|deciding|tonight|waiting|right now|now|again|cant stop|for hours|been here|sitting here|working up to it|\\d+ floors|(?:wont|not) be coming back|not coming back|(?:wont|not) climb back|engine running|one step|ready)';

export const PLACES: readonly RegExp[] = [
  new RegExp(
    `(?:^|\\b(?:sitting|standing|stood|stand|sat|sit|parked|waiting|here|im|i am|back|again|drove|driving|went|walking|go|going|heading)(?: up| out| back)? )(?:on|at|by|to|on the edge of|at the edge of|on top of|at the top of|in front of|out to) (?:the |a |my )?(?:edge of (?:the |a )?)?${PLACE}\\b[\\s\\S]{0,60}\\b${NOW}\\b`,
  ),
  /\b(?:bought|got|have|tied|buying|ordered|put up) (?:a |the |some |my )?(?:rope|noose)\b(?! swing| ladder| for (?:the|a|my) (?:swing|tent|boat|kids|dog|climb\w*|washing|garden))[\s\S]{0,40}\b(?:today|tonight|already|in the (?:car|boot|garage|shed)|ready|will hold|hold my weight|beam)\b|\btied the rope\b(?! swing)/,
  new RegExp(
    `\\b${DRUGS}\\b[^.!?]{0,30}\\b(?:lined up|counted out|in my bag|enough this time|enough now|saved|ready)\\b(?! for (?:the|my) (?:trip|holiday|week))(?![^.!?]{0,30}\\b(?:pill (?:organiser|organizer|box)|dosette|blister pack))`,
  ),
  // The means ready and the house to be empty: "the knife is under my pillow. when they go to sleep".
  new RegExp(
    `\\b(?:${DRUGS}|razors?|razor blades|blades|rope|knife|letters|note)\\b[\\s\\S]{0,50}\\b(?:im ready|ready now|its time|when everyone is (?:away|out|asleep)|when the house is empty|(?:waiting|wait) (?:for|till|until) (?:the house to be empty|everyone (?:to be|is) (?:asleep|out|away|gone)|(?:them|everyone) to (?:go out|leave|be asleep|fall asleep))|(?:one|a) night (?:where|when) (?:nobodys|nobody is|im alone)|when (?:they|everyone) (?:go|goes) to (?:sleep|bed))\\b|\\b(?:enough|got) (?:${DRUGS}) saved\\b|\\benough (?:of )?(?:my |her |his |the |my \\w+s )?${DRUGS}\\b[^.!?]{0,20}\\b(?:put away|saved|stashed|kept back|hidden)\\b`,
  ),
  // A rope where it waits: "the rope is in the boot of my car, i keep checking it's still there".
  /\b(?:the|a|my) (?:rope|noose) (?:is |s )?(?:in|under) (?:the|my) (?:boot|car|garage|shed|wardrobe|bag|drawer|bed)\b(?![^.!?]{0,40}\b(?:camping|climb\w*|tent|boat|tow\w*|swing|washing|garden|dog|kids))[\s\S]{0,50}\b(?:checking|still there|ready|tonight|waiting)\b/,
  // Stood at the edge once and going back to end it: "going back on saturday to finish it".
  new RegExp(
    `\\b${PLACE}\\b[\\s\\S]{0,80}\\b(?:going|go|goin|heading) back\\b[^.!?]{0,30}\\b(?:to )?(?:finish it|finish the job|do it|end it|go through with it|jump)\\b`,
  ),
  /\bengine running\b[^.!?]{0,40}\b(?:windows? (?:up|shut|closed)|garage door (?:shut|closed|down)|hose)\b/,
];
