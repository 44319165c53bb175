// A risk to someone else: fear of hurting a baby or a child, voices or beliefs that command harm, a plan
// with a weapon. "I could kill my brother for eating my cake" is not: wanting to kill someone counts only
// with a plan, a weapon, a time or "for real" (alone it is a risky word, and gets the note).
const CHILD =
  '(?:my |the |our )?(?:baby|babies|newborn|son|daughter|kids?|children|child|toddler|little one)';
const PERSON = `(?:${CHILD}|him|her|them|someone|somebody|people|everyone|my (?:boss|ex|wife|husband|partner|neighbou?rs?|dad|mum|mom|teacher|brother|sister))`;

export const HARM_TO_OTHERS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:scared|afraid|terrified|worried|frightened) (?:that )?(?:im going to|im gonna|i am going to|ill|i will|i might|i could|of what i)\\b[^.!?]{0,30}\\b(?:hurt|harm|kill|shake|smother|hit|drown|do)\\b[^.!?]{0,20}(?:${CHILD}|him|her|them)?`,
  ),
  /\b(?:voices?|god|the devil|demons?|satan)\b[^.!?]{0,25}\b(?:tell|telling|told|say|saying|says|want|wants|command\w*)\b[^.!?]{0,40}\b(?:hurt|kill|harm|stab|deal with|get rid of|punish|smother|sacrifice)\b/,
  /\b(?:voices?|god|the devil|demons?)\b[^.!?]{0,25}\b(?:told|tells|telling|says|said|say) me\b[^.!?]{0,40}\b(?:evil|demon|possessed|the devil|not (?:real|human))\b|\b(?:has|have) a demon in (?:her|him|them)\b/,
  new RegExp(
    `\\b(?:thoughts?|urges?|picturing|imagining|images|visions) (?:of |to |about )?(?:shaking|smothering|drowning|hurting|stabbing|pushing|suffocating|hitting|killing|strangling)\\b[^.!?]{0,40}\\b(?:${CHILD}|him|her)\\b`,
  ),
  new RegExp(`\\b(?:almost|nearly) (?:shook|hit|smothered|drowned|strangled) ${CHILD}\\b`),
  new RegExp(
    `\\b(?:hit|shook|shake|shaking|hitting|hurt) ${CHILD}\\b[^.!?]{0,40}\\b(?:too hard|so hard|scared of myself|lost it|cant stop)\\b|\\b(?:lose it|lost it) with ${CHILD}\\b[^.!?]{0,30}\\b(?:hit|shook|hurt)\\b`,
  ),
  new RegExp(
    `\\b(?:im going to|im gonna|going to|gonna|i will|ill|i want to|want to|wanna|planning to|plan to)\\b (?:kill|stab|shoot|murder|hurt|strangle|poison) ${PERSON}\\b[^.!?]{0,50}\\b(?:plan|knife|gun|weapon|tonight|tomorrow|when (?:he|she|they) gets? home|for real|seriously|i know where|not joking)\\b`,
  ),
  /\bmake (?:him|her|them|my \w+) pay\b[\s\S]{0,60}\b(?:knife|gun|weapon|know where)\b|\b(?:knife|gun|weapon)\b[\s\S]{0,60}\bmake (?:him|her|them|my \w+) pay\b/,
  /\b(?:bring|take|bringing|taking)\b[^.!?]{0,20}\b(?:gun|rifle|knife|weapon)s?\b[^.!?]{0,10}\bto (?:school|work|class|college|church)\b/,
  /\b(?:watching me|reading my (?:mind|thoughts)|chips? in my (?:head|brain)|sending me (?:messages|signals)|poisoning me|controlling my (?:mind|thoughts)|out to get me)\b[\s\S]{0,80}\b(?:stop (?:them|him|her|my \w+)|take (?:them|him|her) out|get (?:them|him|her) (?:first|before)|before (?:they|he|she) gets? me|hurt (?:someone|them|him|her)|deal with (?:them|him|her))\b/,
  /\b(?:stop (?:them|him|her|my \w+)|take (?:them|him|her) out|hurt (?:someone|somebody))\b[\s\S]{0,80}\b(?:watching me|reading my (?:mind|thoughts)|chips? in my (?:head|brain)|sending me (?:messages|signals)|poisoning me|out to get me)\b/,
  /\b(?:shoot|shooting) up (?:the|my|our) (?:office|school|class|college|work|workplace|church|mall|uni)\b|\b(?:im going to|im gonna|going to|gonna|i will|ill|want to|wanna) run (?:him|her|them|my \w+) (?:over|down)\b/,
  /\bif (?:she|he|they) (?:leaves?|left|cheats?)\b[^.!?]{0,20}\b(?:ill|i will|im going to|im gonna) (?:kill|hurt|stab) (?:her|him|them)\b/,
];
