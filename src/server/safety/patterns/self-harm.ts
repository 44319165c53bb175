import { BODY, SELF_HURT } from './lexicon';

// Self-harm: hurting oneself on purpose, the tools and the hiding, urges and relapses. Cooking burns,
// shaving nicks, sports injuries and "cutting back" are not.
export const SELF_HARM: readonly RegExp[] = [
  new RegExp(
    `\\b${SELF_HURT} myself\\b(?! (?:off|out|up about|in the foot|a (?:slice|piece|bit|break)|some (?:slack|cake|bread)|free|loose|on (?:the|an?|my) (?:oven|stove|iron|kettle|pan|tray|hob|grill|bbq|barbecue|stairs)|shaving|by accident|accidentally|at (?:the gym|(?:\\w+ )?(?:training|practice|footy|football|soccer|rugby|netball|hockey|cricket|basketball|parkrun))|playing|chopping|cooking|in the kitchen|training|lifting|running|for (?:eating|missing|not|being|forgetting|saying|doing|the)))`,
  ),
  new RegExp(
    `\\b${SELF_HURT} (?:into )?my (?:own )?${BODY}\\b(?! (?:on (?:the|a) |shaving|by accident|chopping|cooking))`,
  ),
  new RegExp(
    `\\b(?:compass|scissors|knife|blade|needle|pin|lighter|razor|glass)\\b[^.!?]{0,25}\\b(?:on|into|across|against) my ${BODY}\\b`,
  ),
  /\bself[ -]?(?:harm\w*|injur\w*|mutilat\w*)\b|\b(?:doing|do|did) harm to (?:my|myself)\b|\bharm to my (?:body|self)\b/,
  new RegExp(
    `\\b(?:fresh|new|hide the) (?:marks|cuts|scars|burns|scratches) on my ${BODY}\\b|\\bwant it to hurt\\b|\\buntil my knuckles (?:split|bleed)\\b`,
  ),
  /\bsh\b[^.!?]{0,20}\b(?:urges?|again|relapsed?|clean|free|scars?)\b|\b(?:urges?|relapsed?|clean|free|scars?) (?:from |to |of |after )?\w* ?(?:\w+ )?\bsh\b/,
  /\b(?:been|started|keep|kept|back to|go back to) cutting\b(?! (?:back|down|out|carbs|calories|weight|for|sugar|corners|ties|costs|hair|the))/,
  /\b(?:want|urge|urges|need) to cut\b(?! (?:back|down|out|carbs|calories|ties|costs|my hair|corners|loose))/,
  /\bcut (?:deeper|too deep)\b|\b(?:covered in|full of) (?:cuts|scars|burns)\b|\bcuts on my (?:arms?|wrists?|legs?|thighs?)\b/,
  /\b(?:keep|kept|cant stop|stop myself|always end up) (?:reaching for|going back to|picking up|grabbing) (?:the |a |my )?(?:razor|razors|blade|blades|sharpener|lighter)\b/,
  /\b(?:blade|blades|razor|razors)\b[^.!?]{0,60}\b(?:bleeds?|bleeding|skin|not for shaving|sharpener|wrists?|arms?|thighs?)\b|\bsharpener\b[^.!?]{0,30}\bblade\b/,
  /\b(?:bought|got|buying|hid|hiding) (?:some |new |more |fresh )*(?:razor )?blades\b(?! (?:for|to fit) (?:my|the|a) (?:razor|shaver|mower|lawnmower|skates|saw|blender|food processor))|\b(?:got|get|getting) the (?:blades?|razors?) (?:back )?out\b|\blong sleeves (?:in|during) (?:july|august|june|january|february|december|summer|the heat|a heatwave)\b/,
  /\b(?:make|made|making) myself bleed\b|\b(?:till|until) (?:i|it|they|my \w+) (?:bleeds?|bled|really hurts)\b/,
  /\b(?:give|giving|inflict|inflicting) (?:it |the )?pain (?:to |on )myself\b|\bi deserve (?:the )?pain\b/,
  /\b(?:hot )?(?:iron|lighter|cigarette|match|matches)\b[^.!?]{0,20}\b(?:on|against|to) my (?:legs?|arms?|skin|wrists?|thighs?|hands?|stomach)\b/,
  /\b(?:hurting|hurt|harming|punching|hitting|banging|burning|cutting) [^.!?]{0,30}\b(?:on purpose|deliberately|to feel something|so i (?:can )?feel (?:something|anything))\b/,
  /\b(?:bang|banged|banging|hit|hitting|smash|smashed|smashing) my head (?:off|against|on|into) (?:the|a) (?:wall|floor|door)\b[^.!?]{0,30}\b(?:till|until|helps|to feel|on purpose|so hard|bleed|stars|bruise)/,
];
