// Eating disorders: days without food and still "feeling fat", purging, laxatives, calorie floors, the
// illness named as one's own, and what it does: chewing and spitting, weighing again and again, hiding
// food, fear of eating, pride in hunger, a starving body that is "still not enough". A diet, cutting
// weight for a fight, a fast for a blood test or Ramadan, and "feeling fat after Christmas" are not.
const RESTRICTING =
  '(?:havent (?:eaten|had (?:any )?food)|not eaten|didnt eat|dont eat|barely eat\\w*|hardly eat\\w*|(?:days|hours) without (?:eating|food)|without (?:eating|food) for|stopped eating|starv(?:e|ed|ing) myself|only (?:ate|eaten|had|eating|drinking|drank|drunk) (?:[\\w.]+ ){1,5}?(?:today|all day|this week|yesterday|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|breakfast|last \\w+)|for (?:\\d+|two|three|four|five|six|seven|several) days)|(?:under|less than) \\d+ (?:calories|cals|kcal)|\\d+ (?:calories|cals|kcal) a day|skipp(?:ed|ing) (?:every|all) (?:meals?|food)|nothing but (?:water|ice|black coffee|diet coke|gum|tea))';
const BODY_HATE =
  '(?:still|so|too|really) (?:feel|look|am|being|so|too)? ?(?:so |too |really )?(?:fat|huge|gross|disgusting|obese|massive|heavy)|(?:feel|feeling|look|looking|am|im) (?:so |too |still |really )?(?:fat|huge|disgusting|obese)|still (?:a|such a|look like a) (?:whale|pig|cow|blob)';

/** Signs of starving: a body that shows it. */
const STARVING_SIGNS =
  '(?:periods? (?:have |has )?stopped|no periods?|hair (?:is )?(?:falling|coming) out|faint\\w*|dizzy|(?:ribs|hip ?bones|collar ?bones|spine) (?:are |is )?(?:showing|show|sticking out)|bmi (?:is |of )?1\\d|(?:im|i am|down to|weigh|weighing|at|only) (?:[23]\\d|4\\d|5[0-2]) ?(?:kg|kgs|kilos))';

export const EATING_DISORDER: readonly RegExp[] = [
  new RegExp(`\\b${RESTRICTING}\\b[\\s\\S]{0,80}\\b(?:${BODY_HATE})\\b`),
  new RegExp(`\\b(?:${BODY_HATE})\\b[\\s\\S]{0,60}\\b${RESTRICTING}\\b`),
  new RegExp(
    `\\b${RESTRICTING}\\b[^.!?]{0,40}\\b(?:hate myself|disgusted with myself|so guilty|feel guilty)\\b`,
  ),
  /\b(?:make|made|making) myself (?:throw up|be sick|sick|vomit|puke)\b|\bfingers? down my throat\b|\bbinge (?:and|then) purge\b/,
  /\bpurg(?:e|ed|ing)\b(?! (?:my|the|your|our|old|all|of|through|files|emails|inbox|wardrobe|closet|list))/,
  /\b(?:throw|throwing|threw) up after (?:every|each|meals|eating|dinner|lunch|breakfast|i eat)\b[^.!?]{0,40}\b(?:again|cant stop|on purpose|every|times)\b|\bthrow(?:ing)? up after every meal\b/,
  /\b(?:my|relapsed? (?:into|with|on)|have|got|struggling with|back to|fighting) (?:anorexia|bulimia|an eating disorder|my eating disorder|ed)\b|\b(?:anorexia|bulimia|eating disorder|ed) is back\b|\b(?:ana|mia) (?:coach\w*|buddy|buddies|friends?|tips)\b|\bpro (?:ana|mia)\b|\bthinspo\b/,
  /\b(?:box|packet|handful|loads?|bottle) of (?:laxatives|laxies)\b|\b(?:laxatives|laxies|laxis|diet pills)\b[^.!?]{0,40}\b(?:get rid|after (?:eating|i eat|dinner|lunch|meals|every meal)|to lose|every (?:day|night|meal)|empty|stays? in|together)\b/,
  /\bi weigh \d+ ?(?:kg|kgs|kilos|lbs|pounds|stone)\b[^.!?]{0,40}\b(?:still|need to lose|more|too much)\b/,
  // The body shows the starving, and it is still not enough.
  new RegExp(
    `\\b${STARVING_SIGNS}\\b[\\s\\S]{0,80}\\b(?:(?:still|too|so) (?:look |feel |am )?(?:fat|huge|gross|disgusting|big)|(?:still|but) (?:need|want|have|got) to lose|lose (?:more|a bit more|another)|(?:still )?not (?:thin |skinny |small )?enough|cant stop\\s*(?:[.!?,]|$))`,
  ),
  /\bpunish\w* myself\b[^.!?]{0,30}\b(?:not eating|starving|by not eating|no food)\b|\bnot eating\b[^.!?]{0,30}\bpunish/,
  /\b(?:if|when|whenever|every time) i eat\b[^.!?]{0,40}\b(?:have to|must|need to|got to) (?:exercise|run|burn|throw up|purge|make myself|punish)\b|\b(?:run|exercise|work out|burn it off|do sit ups)\b[^.!?]{0,25}\b(?:every time|whenever|each time) i eat\b|\b(?:cardio|running|run|exercise|sit ups|treadmill|workout)\b[^.!?]{0,40}\bso (?:it|the food|that|the meal) (?:doesnt|wont) count\b/,
  // Chewing and spitting out, weighing again and again, hiding food, fear of eating, pride in hunger.
  /\bchew\w*\b[^.!?]{0,30}\bspit\w*\b|\bweigh\w* myself\b[^.!?]{0,20}\b(?:\d+|three|four|five|six|seven|eight|nine|ten|twenty) times (?:a|every|each|per) (?:day|hour)\b|\b(?:stepped|step|stepping|got|get|getting) on the scales? (?:\d+|three|four|five|six|seven|eight|nine|ten) times\b/,
  /\b(?:hide|hid|hiding) (?:my |the )?food\b(?! from (?:the|my) (?:dog|cat|kids|flatmates?|roommates?|brother|sister))|\bhid\w* (?:that i|me) not eating\b|\bhide not eating\b|\b(?:so|that) (?:mum|mom|dad|my (?:mum|mom|dad|parents|family|partner|wife|husband|boyfriend|girlfriend)|they|everyone|my parents) (?:thinks?|will think) i (?:ate|eat|had|have eaten)\b/,
  /\b(?:im|i am|i get|i feel|i was) (?:so |really |actually |just )?(?:scared|afraid|terrified|frightened) of (?:food|eating)\b(?! (?:in front|in public|out|with|at|alone|poisoning|allerg\w*|spicy|raw|undercooked|going off))|\b(?:cry|crying|panic|panicking) (?:before|after|over) (?:every |each )?(?:meal|meals|eating|food)\b/,
  /\bproud\b[^.!?]{0,25}\b(?:hungry|starving|empty|not eating|didnt eat|havent eaten)\b|\b(?:hungry|starving|havent eaten|didnt eat|not eating)\b[^.!?]{0,30}\bproud\b/,
  // Weight lost by not eating, a low weight to reach by it, a low daily calorie cap.
  /\b(?:lost|losing|dropped|down) \d+ ?(?:kg|kgs|kilos|lbs|pounds|stone)\b[^.!?]{0,40}\b(?:by|from) (?:barely|hardly|not|never) eating(?: anything| at all)?\s*(?:[.!?,]|$| and)|\b(?:get|getting|down|goal|reach|hit) (?:to )?\d{2,3} ?(?:kg|kgs|kilos|lbs|pounds)\b[\s\S]{0,60}\b(?:no food|not eating|stop eating|starv\w*|restrict\w*|(?:[1-7]\d\d|\d\d) (?:cals|calories|kcal))\b/,
  /\b(?:[1-6]\d\d|[1-9]\d) (?:calories|cals|kcal) (?:a|per) day\b|\b(?:under|less than|below|max of|no more than) (?:[1-6]\d\d|[1-9]\d) (?:calories|cals|kcal)\b|\b(?:want|need|until i can|till i can|so i can) (?:to )?see my (?:ribs|hip ?bones|collar ?bones|spine)\b|\b(?:ribs|hip ?bones|collar ?bones|spine)\b[^.!?]{0,20}\b(?:show\w*|visible|sticking out)\b[^.!?]{0,30}\b(?:show more|more|not enough)\b/,
  /\b(?:felt|feel|feeling) (?:so |like )?(?:fat|guilty|disgusting|huge|a failure|gross)\b[^.!?]{0,20}\bso i (?:threw up|made myself sick|purged|skipped)\b|\bburn (?:it )?off (?:what|everything) i (?:ate|eat)\b|\bed (?:voice|brain|thoughts)\b/,
  // Bingeing then making up for it, being sick to keep the weight down, a low weight wanted at any cost,
  // being told they look like a skeleton and glad of it, fear of food while the weight falls.
  /\bbing(?:e|ed|eing|ing)\b(?: (?:eat\w*|ate))?[^.!?]{0,60}\b(?:food|pizza|ice cream|cake|chocolate|crisps|chips|biscuits|cookies|bread|cereal|sweets|candy|snacks|takeaway|the fridge|the cupboard|everything)\b[\s\S]{0,80}\b(?:then|and) (?:(?:ran|exercised|worked out) (?:for )?(?:\d+|two|three|four) hours|fasted|starved(?! myself of)|didnt eat (?:the next|for|all)|threw up|made myself sick|purged)\b/,
  /\b(?:sick|sicking|being sick|throwing up|throw up|vomit\w*)\b[^.!?]{0,40}\b(?:to keep|keep|so i keep|so i dont gain) (?:my |the )?weight (?:down|off)\b|\b(?:keep|keeping) (?:my )?weight down\b[^.!?]{0,40}\b(?:sick|throw\w* up|vomit\w*|purg\w*|laxatives)\b/,
  /^(?![\s\S]*\b(?:fight|bout|weigh ?in|sauna|weight class|making weight|make weight)\b)[\s\S]*\b(?:[23]\d|4[0-5]) ?(?:kg|kgs|kilos)\b[^.!?]{0,40}\beven if (?:i|it) (?:pass\w* out|faint\w*|collapse\w*|kills? me|end up in hospital)\b/,
  /^(?![\s\S]*\b(?:costume|halloween|make ?up|fancy dress|cosplay)\b)[\s\S]*\b(?:look|looks|looking|looked) like (?:a )?(?:skeleton|skelly|bag of bones)\b[^a-z]{0,4}\b(?:good|perfect|finally)\b/,
  /\b(?:scared|afraid|terrified|frightened) of (?:most|all|almost all|nearly all|every) (?:foods?|food groups)\b[\s\S]{0,80}\b(?:losing weight|lost \w+ ?(?:kg|kgs|kilos|lbs|pounds|stone)|weight (?:is )?(?:dropping|falling))\b/,
  // A parent about a child: barely eating, hiding food, skeletal, weight falling away.
  /\b(?:my|our) (?:daughter|son|child|kid|girl|boy|teenager|\d+ ?(?:yo|year old))\b[\s\S]{0,60}\b(?:barely eats|hardly eats|stopped eating|eats (?:almost )?nothing|(?:is|looks|gone|getting) (?:skin and bone|so thin|painfully thin)|skeletal|throwing up after (?:meals|eating|dinner))\b|\b(?:my|our) (?:daughter|son|child|kid|teenager)\b[\s\S]{0,60}\bhides? (?:her |his |their )?food\b[\s\S]{0,60}\b(?:weight|thin|barely|lost)\b/,
  /\b(?:dont|do not) deserve (?:to eat|food)\b|\bnot allowed to eat\b|\b(?:dont|do not|wont|never) let myself eat\b|\bgone \d+ days without food\b|\bfasting \d+ days\b[^.!?]{0,30}\b(?:easy|day \d|proud|goal)/,
];
