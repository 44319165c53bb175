import { DRUGS } from './lexicon';

// Means and places named without the word "suicide": at the cliff edge or on the bridge and deciding,
// a rope ready, pills lined up. A bungee jump, a cliff walk, bridge club and a rope swing are not.
const PLACE =
  '(?:cliffs?|bridge|ledge|roof|rooftop|train tracks|tracks|railway line|railway|the gap|reservoir|river|overpass|top floor|car park roof|edge)';
const NOW =
  '(?:looking down|long way down|the drop|deciding|tonight|waiting|right now|now|again|cant stop|for hours|\\d+ floors|(?:wont|not) be coming back|not coming back|engine running|one step|ready)';

export const PLACES: readonly RegExp[] = [
  new RegExp(
    `(?:^|\\b(?:sitting|standing|stood|sat|parked|waiting|here|im|i am|back|again|drove|driving|went|walking|go|going|heading)(?: up| out| back)? )(?:on|at|by|to|on the edge of|at the edge of|on top of|at the top of|in front of|out to) (?:the |a |my )?(?:edge of (?:the |a )?)?${PLACE}\\b[\\s\\S]{0,60}\\b${NOW}\\b`,
  ),
  /\b(?:bought|got|have|tied|buying|ordered|put up) (?:a |the |some |my )?(?:rope|noose)\b(?! swing| ladder| for (?:the|a|my) (?:swing|tent|boat|kids|dog|climb\w*|washing|garden))[\s\S]{0,40}\b(?:today|tonight|already|in the (?:car|boot|garage|shed)|ready|will hold|hold my weight|beam)\b|\btied the rope\b(?! swing)/,
  new RegExp(
    `\\b${DRUGS}\\b[^.!?]{0,30}\\b(?:lined up|counted out|in my bag|enough this time|enough now|saved|ready)\\b(?! for (?:the|my) (?:trip|holiday|week))`,
  ),
  new RegExp(
    `\\b(?:${DRUGS}|razors?|razor blades|blades|rope|knife)\\b[^.!?]{0,40}\\b(?:im ready|ready now|its time|when everyone is (?:away|out|asleep)|when the house is empty)\\b|\\b(?:enough|got) (?:${DRUGS}) saved\\b`,
  ),
  /\bengine running\b[^.!?]{0,40}\b(?:windows? (?:up|shut|closed)|garage door (?:shut|closed|down)|hose)\b/,
];
