import { DRUGS, HEIGHTS } from './lexicon';

// A plan or the means: stockpiles, a place, a rope or a belt, a note, a date, a time checked, asking what
// would be lethal. Sailing knots, bungee jumps, gun ranges and wedding dates are not.
export const PLAN_OR_MEANS: readonly RegExp[] = [
  // Nearly did it, and might next time: "today i nearly pulled over and climbed out. tomorrow i might".
  /\b(?:nearly|almost) (?:\w+ ){0,4}(?:climbed|jumped|stepped|walked|drove|swerved|went) (?:out|off|over|in front|into (?:the )?(?:river|sea|water|traffic))\b[\s\S]{0,40}\b(?:tomorrow|next time|one day soon|tonight) i (?:might|will|could|probably will)\s*(?:[.!?]|$)/,
  new RegExp(
    `\\b(?:saving|saved|stockpil\\w*|hoard\\w*|stash\\w*|collecting|collected|putting aside|put aside|hidden|hiding)\\b[^.!?]{0,40}\\b${DRUGS}|\\b${DRUGS}\\b[^.!?]{0,40}\\b(?:saved up|stashed|stockpiled|hidden away|put aside|in my sock drawer)\\b`,
  ),
  /\b(?:lethal|fatal|deadly) (?:dose|amount|overdose)\b|\b(?:is|would be) (?:lethal|fatal)\b/,
  new RegExp(
    `\\bhow (?:much|many)\\b[^.!?]{0,40}(?:${DRUGS}|of my)[^.!?]{0,30}\\b(?:lethal|fatal|would (?:it )?take|it takes|does it take|to (?:die|not wake up|kill)|would (?:\\w+ )?(?:do it|be enough|kill me))|\\b${DRUGS}\\b[^.!?]{0,40}\\bhow (?:much|many) (?:it would|would it|it will) take\\b`,
  ),
  /\b(?:fastest|quickest|easiest|painless|painlessly|best|surest|least painful|most painless) (?:\w+ )?(?:way|ways|method|methods) to (?:die|kill myself|end it|end my life|go)\b|\bhow to (?:kill myself|die|end my life|end it all)\b|\b(?:hanging|jumping|drowning|overdosing|an overdose|pills)\b[^.!?]{0,20}\b(?:easiest|quickest|least painful|most painless|best) way\b(?! to (?:get|make|learn|cook|clean|travel))/,
  /\b(?:bought|got|ordered|have|found) (?:a|the|some)? ?rope\s*(?:today|tonight|yesterday|[.!,]|$)(?![^.!?]{0,60}\b(?:camping|climbing|tent|tarp|boat|sailing|swing|washing line|abseil\w*|towing)\b)|\bnoose\b/,
  /\b(?:rope|belt|cord|cable|scarf)\b[^.!?]{0,60}\b(?:ladder|stool|beam|banister|bannister|loft|tied|hold my weight|myself|my neck|strong enough)\b|\b(?:beam|banister|loft)\b[^.!?]{0,40}\bhold my weight\b/,
  /\b(?:belt|rope|cord|scarf) (?:over|round|around) (?:the |my )?(?:\w+ )?door\b/,
  // A knot tested or practised to hold; tying the knot (marrying), a knot in the stomach and a sailing
  // course's knots are not.
  /(?<!\b(?:tie|tied|tying|ties) the )\bknot\b(?! in my)[^.!?]{0,40}\b(?:holds|will hold|tested|is tied|tied and|hung|strong enough|work first time)\b|\b(?:practis|practic|test)\w* (?:the|a|my) knot\b(?![^.!?]{0,40}\b(?:sailing|scouts?|climb\w*|boat|course|class|badge|exam|knitting))/,
  /\b(?:gun|guns|pistol|rifle|firearm|shotgun)\b(?! range| went off| club| show| licen)[^.!?]{0,100}\b(?:key|loaded|ammo|bullets?|myself|know where|keeps? it)\b/,
  /\b(?:use|using|turn|turning|point|pointing) (?:it|the gun|a gun|the shotgun|the knife|them) on myself\b/,
  /\b(?:know|picked|chosen|found) (?:which|the) (?:bridge|cliff|building|roof|car park|tree|railway|rail line|spot to)\b/,
  /\b(?:picked|chosen|set|decided on) (?:a|the) (?:date|day)\s*(?:[.!,]|$)/,
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) is the (?:day|night)\s*(?:[.!,]|$)/,
  /\b(?:who gets my (?:stuff|things|belongings)|giving away my (?:stuff|things|belongings)|gave away my (?:stuff|things|belongings))\b|\bmy will\b[^.!?]{0,40}\b(?:gave|giving|given|rehomed)\b/,
  /\b(?:wont|will not|not going to) need (?:anything|any of (?:it|this)|my \w+|it|them) (?:after|anymore|where im going|by)\b/,
  /\b(?:written|wrote|left|writing) (?:a|my|the) (?:suicide )?(?:note|letters?)\s*(?:[.!]|$)|\b(?:wrote|written|writing) (?:letters|notes) to (?:everyone|my family|all of them|each of them)\b/,
  /\b(?:the |my )?note (?:is )?(?:written|ready|done)\b[^.!?]{0,50}\b(?:ready for|for (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow)|drawer|when they find)/,
  /\b(?:know|knew|decided|worked out|figured out|planned) (?:exactly )?how (?:im|i am|ill|i will|i) (?:going to )?(?:do it|end it|go)(?: and (?:when|where|how))?\s*(?:[.!]|$)/,
  /\b(?:drive|driving|drove|crash|crashing|swerve|swerving|steer|steering) (?:my car |the car |my \w+ )?(?:into|off) (?:a|the|an) (?:tree|wall|bridge|cliff|river|lorry|truck|barrier|pole|oncoming \w+)\b/,
  // A car's engine run in a closed garage.
  /\bin the garage\b[^.!?]{0,40}\b(?:engine|car) (?:on|running)\b|\b(?:engine|car) (?:on|running)\b[^.!?]{0,30}\bin the garage\b/,
  /\b(?:step|stepping|jump|jumping|throw myself|walk|walking) (?:out )?in front(?: of (?:a|the) (?:\d[\d:.]*|\w+ )?(?:train|bus|lorry|truck|car|tram|\d[\d:.]*)\b|\s*(?:[.!,]|$))/,
  new RegExp(
    `\\b(?:edge|ledge|top|top floor|roof) of (?:the|a) (?:\\w+ )?(?:platform|roof|cliff|bridge|building|car park|multi storey)\\b[^.!?]{0,50}\\b(?:thinking|jump|step|looking down|high enough|nerve)\\b|(?<!bungee |bungy )\\b${HEIGHTS}\\b[^.!?]{0,50}\\b(?:looking down at|look down at|high enough|to jump|jump off|working up the nerve|not coming back)\\b`,
  ),
  /\bhigh enough\b[^.!?]{0,20}\b(?:i checked|to die|to jump)\b|\bwindow opens? (?:wide|far) enough\b/,
  // Off a bridge into the river for a club's initiation or a charity is a dare, not a plan.
  new RegExp(
    `(?<!bungee |bungy )\\b(?:jump|jumping|throw myself) off (?:a|the|my) ${HEIGHTS}\\b(?![^.!?]{0,60}\\b(?:club|initiation|charity|tradition|dare)\\b)`,
  ),
  /\b(?:hose\w*|pipe|tube)\b[^.!?]{0,30}\bexhaust\b|\bexhaust\b[^.!?]{0,30}\b(?:hose\w*|pipe)\b|\bcharcoal\b[^.!?]{0,30}\b(?:car|room|tent|sealed|tape|windows|to myself)\b/,
  /\b(?:walk|walking|swim|swimming|wade|wading) (?:out )?into the (?:sea|river|lake|ocean|water|canal)\b(?! (?:for|with|at the beach))/,
  /\b(?:train|freight|tram)\b[^.!?]{0,60}\b(?:ive timed it|timed it|comes (?:through|past) at \d)/,
  /\b(?:step|stepping|stepped|jump|jumping|fall|falling) (?:off|onto|down onto) (?:the )?(?:platform|tracks|rails|railway line|train line)\b/,
  // Somewhere found for it, and a medicine a dose of which is asked to be enough ("is 40 co-codamol enough").
  /\b(?:found|picked|chosen|chose) (?:a|the) (?:spot|place)\b[\s\S]{0,60}\b(?:where|to) (?:ill |i will |im going to |i can )?do it\b/,
  /\bim not coming back (?:down|up|home|from)\b/,
  // A fast train that passes the station at speed, looked up: means, not a commute.
  /\b(?:checking|checked|looked up|looking up) the train (?:times|timetable)\b[^!?]{0,40}\b(?:fast|express) (?:one|train) (?:doesnt|does not|wont|dont) stop\b/,
  /\bnobody (?:blames|will blame|to blame|can blame)\b/,
  /\b(?:highest|tallest) (?:bridge|building|cliff|car park|tower|multi storey) (?:near|around|close to|in my)\b|\bbleed out\b|\bhow long (?:it takes|does it take|would it take) to (?:die|drown|suffocate|bleed)\b/,
  /\b(?:letters?|notes?) (?:written )?(?:to|for) (?:the kids|my kids|my family|everyone|my children)\b[^.!?]{0,40}\b(?:will|affairs|everything) (?:is )?(?:sorted|in order|arranged|done)\b|\b(?:will|affairs) (?:sorted|in order)\b[^.!?]{0,10}[.!,]? ?im going (?:this|tonight|tomorrow|on|at|next)\b/,
  /\b(?:going|go|coming|come|heading) back (?:there |up )?(?:tomorrow|tonight|later|next \w+|on \w+) to do it\b|\blook at the drop\b/,
  /\b(?:rat poison|poison|pesticide|weedkiller|weed killer|sniper|bleach|antifreeze|paraquat)\b[^.!?]{0,60}\b(?:drink|take|swallow|ready|kept|hidden|hide|end)\b|\bend (?:this|my) suffering\b/,
  new RegExp(
    `\\b(?:thinking about|think about|thought about|want to|going to|tempted to|urge to) (?:taking|take|swallowing|swallow|necking) (?:them all|all of them|all (?:the|my|of my) ${DRUGS}|the (?:lot|whole (?:lot|box|packet|bottle)))`,
  ),
  new RegExp(
    `\\b(?:is|are|would|will) \\d{2,} (?:of )?(?:my |the |these )?${DRUGS} (?:be )?enough\\b|\\b(?:${DRUGS}|prescriptions?|packets?|boxes)\\b[^.!?]{0,80}\\bso (?:nobody|they|the (?:pharmacist|chemist|doctor|staff|cashier)) (?:would |will |wont |wouldnt |doesnt |dont |didnt |cant |gets? |got )?(?:notices?|ask|asks|suspect\\w*|suspicious|knows?|find out|finds out|question\\w*)\\b`,
  ),
];
