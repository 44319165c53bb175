// Eating disorders: days without food and still "feeling fat", purging, laxatives, calorie floors, the
// illness named as one's own. A diet, a fast for a blood test or Ramadan, and "feeling fat after
// Christmas" are not.
const RESTRICTING =
  '(?:havent (?:eaten|had (?:any )?food)|not eaten|didnt eat|dont eat|barely eat\\w*|hardly eat\\w*|(?:days|hours) without (?:eating|food)|without (?:eating|food) for|stopped eating|starv(?:e|ed|ing) myself|only (?:ate|eaten|had) (?:an? |one |half an? |half )?\\w+ (?:today|all day|this week|yesterday)|(?:under|less than) \\d+ (?:calories|cals|kcal)|\\d+ (?:calories|cals|kcal) a day|skipp(?:ed|ing) (?:every|all) (?:meals?|food))';
const BODY_HATE =
  '(?:still|so|too|really) (?:feel|look|am|being|so|too)? ?(?:so |too |really )?(?:fat|huge|gross|disgusting|obese|massive|heavy)|(?:feel|feeling|look|looking|am|im) (?:so |too |still |really )?(?:fat|huge|disgusting|obese)';

export const EATING_DISORDER: readonly RegExp[] = [
  new RegExp(`\\b${RESTRICTING}\\b[\\s\\S]{0,80}\\b(?:${BODY_HATE})\\b`),
  new RegExp(`\\b(?:${BODY_HATE})\\b[\\s\\S]{0,60}\\b${RESTRICTING}\\b`),
  new RegExp(
    `\\b${RESTRICTING}\\b[^.!?]{0,40}\\b(?:hate myself|disgusted with myself|so guilty|feel guilty)\\b`,
  ),
  /\b(?:make|made|making) myself (?:throw up|be sick|sick|vomit|puke)\b|\bfingers? down my throat\b|\bbinge (?:and|then) purge\b/,
  /\bpurg(?:e|ed|ing)\b(?! (?:my|the|your|our|old|all|of|through|files|emails|inbox|wardrobe|closet|list))/,
  /\b(?:throw|throwing|threw) up after (?:every|each|meals|eating|dinner|lunch|breakfast|i eat)\b[^.!?]{0,40}\b(?:again|cant stop|on purpose|every|times)\b|\bthrow(?:ing)? up after every meal\b/,
  /\b(?:my|relapsed? (?:into|with|on)|have|got|struggling with|back to|fighting) (?:anorexia|bulimia|an eating disorder|my eating disorder|ed)\b|\b(?:anorexia|bulimia|eating disorder|ed) is back\b|\b(?:ana|mia) (?:coach|buddy)\b|\bpro (?:ana|mia)\b|\bthinspo\b/,
  /\b(?:box|packet|handful|loads?|bottle) of laxatives\b|\blaxatives\b[^.!?]{0,40}\b(?:get rid|after (?:eating|i eat)|to lose|every day)\b/,
  /\bi weigh \d+ ?(?:kg|kgs|kilos|lbs|pounds|stone)\b[^.!?]{0,40}\b(?:still|need to lose|more|too much)\b/,
  /\b(?:periods? (?:have )?stopped|hair (?:is )?falling out|faint\w*)\b[\s\S]{0,80}\b(?:still|too|so) (?:look |feel |am )?(?:fat|huge|gross|disgusting|big)\b/,
  /\bpunish\w* myself\b[^.!?]{0,30}\b(?:not eating|starving|by not eating|no food)\b|\bnot eating\b[^.!?]{0,30}\bpunish/,
  /\bif i eat\b[^.!?]{0,40}\b(?:have to|must|need to) (?:exercise|run|burn|throw up|purge|make myself)\b/,
  /\b(?:felt|feel|feeling) (?:so |like )?(?:fat|guilty|disgusting|huge|a failure|gross)\b[^.!?]{0,20}\bso i (?:threw up|made myself sick|purged|skipped)\b|\bburn (?:it )?off (?:what|everything) i (?:ate|eat)\b|\bed (?:voice|brain|thoughts)\b/,
  /\b(?:dont|do not) deserve (?:to eat|food)\b|\bnot allowed to eat\b|\bgone \d+ days without food\b|\bfasting \d+ days\b[^.!?]{0,30}\b(?:easy|day \d|proud|goal)/,
];
