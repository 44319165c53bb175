// Suicidal thoughts, direct and indirect: wanting to die or not exist, the world better without them,
// no future they will be in, farewells. Each pattern is a family of phrasings with its everyday
// exceptions ("dying to see it", "die of embarrassment", "my legs want to die").

/** Not the person: "my legs want to die", "my phone is dead". */
const NOT_A_PERSON =
  '(?<!(?:legs|feet|arms|body|back|phone|laptop|battery|car|plants?|brain cells|soul|calves|lungs|knees) )';

/** A goodbye letter to a school, a team or a job is no farewell to life. */
const NOT_A_FAREWELL =
  '(?:old )?(?:school|team|class|colleagues|coworkers|office|company|club|job|workplace|students|newsletter|yearbook|blog)';

export const SUICIDAL: readonly RegExp[] = [
  // Saying it.
  /\b(?:kill|killing|kil|hang|hanging|shoot|shooting|drown|drowning|off|offing|top|topping|neck|necking|unalive|unaliving|end|ending) myself\b(?! in the foot| laughing| (?:at|in) the gym| (?:at |with )?training| on the (?:bike|treadmill|rower|track))/,
  /(?<!nearly |almost |practically )\b(?:killed|hanged|hung|shot|drowned) myself\b(?! (?:laughing|trying|at|getting|working|to|over|with|on|for|doing|running|training))/,
  /\b(?:kms|ctb|sewer ?slide|unalive|unaliving)\b|\bdo(?:ing)? myself in\b|\bslit(?:ting)? my wrists?\b/,
  /\bsuicid(?:e|al)\b(?! (?:prevention|awareness|squad|charity|research|rates?|bomber|hotline|helpline))/,
  /\b(?:end|ending|ended|take|taking|took|finish|finishing) (?:my|my own) life\b(?! back)|\b(?:thinking about|thinking of|want to|planning|plan to) (?:end|ending|take|taking) (?:her|his|their) (?:own )?life\b|\b(?:end|ending|finish|finishing) it all\b/,
  /\b(?:end|ending) things\b(?! (?:with|between|off))/,
  /\b(?:i|me|to|about|ready|night|time)\b[^.!?]{0,25}\b(?:end|ending) it\b(?! (?:with|off|early|for|between|there|here|on a|now with))/,
  new RegExp(
    `${NOT_A_PERSON}(?<!(?:makes|made|making) me )\\b(?:want|wanted|wanting|wish|wishing|ready|deserve|(?<!\\b(?:is|are) )going|planning|plan|decided|longing) to die\\b(?! (?:of|laughing|if|when|from|for))`,
  ),
  /\b(?:cark it|die|kick the bucket|go|check out|crash|end it) on purpose\b|\bcheck(?:ing)? out (?:for good|permanently|early)\b|\bby my own (?:choice|hand)\b/,
  /\b(?:god|the lord|jesus|allah|someone|death) (?:will |would |to |could )?(?:just )?take me (?:in my sleep|away|tonight|now|soon)\b/,
  /\b(?:not|isnt|wasnt) being alive (?:anymore|any longer|at all)\b|\b(?:my )?last day on (?:this )?earth\b|\blast (?:night|week|weekend) alive\b/,
  /\b(?:my )?last message (?:to|for) (?:anyone|everyone|you all|the world)\b|\blast thing i (?:will |ll )?(?:ever )?do\b[^.!?]{0,40}\bbefore i go\b/,
  /\b(?:dont|not) have to do it myself\b|\b(?:whoever|the person who|someone|they) finds? me\b(?! (?:a job|work|attractive|boring|funny))/,
  /\b(?:eulogy|obituary)\b[^!?]{0,25}\b(?:for me|its for me|my own)\b|\bmy own (?:eulogy|obituary)\b/,
  /\bwish (?:i|id) (?:was|were|could be|d be|had been) dead\b|\bwish (?:i|id) (?:had |d )?never been born\b/,
  /\b(?:rather|better) (?:be )?(?:dead|die)\b(?! than (?!(?:keep|go on|carry on|live|living|feel|feeling|be alive|wake up|face|spend another)))/,
  /\b(?:better off|be|id be) (?:dead|in the ground|six feet under|in a box|pushing up daisies)\b/,
  /\b(?:wont|will not|not going to) be alive\b(?! (?:in \d{4}|to see (?:the year|\d{4})))/,
  // The world without them.
  /\bif i (?:just |simply |finally )?(?:was|were|wasnt|werent)? ?(?:dead|gone|not (?:here|around|alive)|here no more)\b(?! for\b)/,
  /\bif i (?:just |simply )?(?:didnt|did not|no longer) exist\b/,
  /\b(?:better off|better place|happier|fine|better|easier|cope fine|manage|be ok|be okay|be relieved|lighter)\b[^.!?]{0,25}\b(?:without me|if (?:i|im) (?:just |simply |finally )?(?:was |were )?(?:gone|dead|not here|not around|wasnt here|werent here|wasnt around|werent around|wasnt alive|never born|disappeared|died|wasnt|werent)\b|when im gone)(?! for (?:a|the|one|two|\d))/,
  /\blife insurance\b[^.!?]{0,60}\b(?:better off|see them right|look after them|be ok|be fine)\b|\b(?:better off|be ok|be fine)\b[^.!?]{0,60}\blife insurance\b/,
  /\bnobody (?:would|will|wd|d) (?:even )?(?:miss|notice|care)\b[^.!?]{0,20}\b(?:if i (?:was|were|died|disappeared|went|left this)|when im gone|me if i|if im gone)/,
  /\bnobody (?:would|d) (?:even )?(?:miss me|notice|care)\s*(?:[.!]|$)/,
  /\bnobody (?:has|have|would have|will have|needs?) to (?:deal with|put up with|worry about|look after) me (?:ever )?(?:again|anymore)\b/,
  /\b(?:im|i feel like|feel like) (?:such |just |only )?a (?:burden|waste of space)\b(?! (?:asking|when i ask|by asking|for asking|to ask|on my|on nobody|to nobody|no more))/,
  // Not wanting to be here, or to wake.
  /\b(?:dont|never|no longer) want to (?:be alive|live|exist|go on|keep going|carry on|keep living|be here anymore|be here\s*$|be here\s*[.,!]|be around anymore)/,
  /\b(?:dont|never) want to wake up\b(?! (?:at|early|for|so early|before|at \d))/,
  /\b(?:hope|hoping|pray|praying|wish|wishing) (?:i|that i) (?:just )?(?:dont|never|wont|do not|wouldnt|would not|didnt) (?:wake up|open my eyes|see (?:the morning|tomorrow|another day))\b/,
  /\b(?:hope|hopes|hoping|pray|wish) (?:that )?i (?:dont|wont|never|do not) (?:live|last|make it) (?:that long|much longer|long enough|to see)\b/,
  /\b(?:go to sleep|fall asleep|sleep|drift off) and (?:just |simply )?(?:never|not) (?:wake up|come back)\b|\bnot to wake up\b|(?<!could )\b(?:sleep|stay asleep) (?:forever|for good)\b(?! after)/,
  /\b(?:stop existing|not exist anymore|dont want to exist|want to not exist|wish i didnt exist|cease to exist)\b/,
  /\b(?:cant|dont|cannot) see myself (?:still )?(?:being )?(?:here|around|alive) (?:next|by|in|at|this time)\b/,
  /\b(?:tired|sick|exhausted) of (?:being alive|living|life|existing)\b/,
  /\b(?:point|reason) (?:of|in|for) me (?:even )?(?:being|living|staying) (?:here|alive|around)\b|\bif i (?:stopped|stop) existing\b|\bstopped existing\b/,
  /\b(?:no|any|the|see the) (?:point|reason) (?:in |of |for )?(?:living|to live|being alive|going on|to go on|carrying on|to carry on|to keep going|keeping going|keep going|life|to stay(?! (?:at|in|with|for|late|up|on|longer at|friends))|staying|to be here)\b/,
  /\b(?:life|living)(?: is|s)? (?:not|isnt|no longer|not even) worth (?:living|it)\b/,
  /\b(?:had enough of|done with|finished with) (?:this |my )?(?:life|living|being alive)\b|\bdone\W+with everything\W+with life\b/,
  /\b(?:want|wanted) (?:it|everything|my life|it all) (?:all )?to (?:be over|end) (?:for good|forever|permanently)\b/,
  /\b(?:disappear|vanish) (?:forever|for good|permanently|and never come back|from (?:this world|existence))\b/,
  /\b(?:want to|going to|ready to|longing to) (?:be with|join) (?:him|her|them|my \w+) (?:again|in heaven|on the other side|up there)\b/,
  /\b(?:thoughts|thinking|thought) (?:of|about) (?:dying|not being here|ending things)\b/,
  // No future they will be in.
  /\b(?:wont|will not|not going to|not planning on|dont plan on|dont expect to|cant be bothered|cant be arsed|not bothered) (?:be|being|stick|sticking|stay|staying|hang|hanging|living) ?(?:here|around|alive)?\b(?: for it)? (?:anyway|much longer|for (?:much|very) long|anymore|by then|to see|by (?:christmas|the end|next|then))/,
  /\b(?:wont|will not) be (?:around|here|alive) to \w+\b[^.!?]{0,25}\banyway\b|\b(?:dont think|doubt) (?:ill|i will) be (?:around|here|alive) for (?:christmas|my birthday|next|the new year|new year|the summer|her|his)\b/,
  /\b(?:dont think|doubt|not sure) (?:ill|im going to|i will) (?:make it|be (?:here|around|alive)) (?:to|till|until|for|by) (?:my|her|his|their|next|christmas|the new year|new year|the end of)\b[^.!?]{0,40}\b(?:dont want to|and i dont care|on purpose|ive decided)/,
  /\b(?:havent|not) (?:booked|planned) (?:anything )?(?:past|beyond|after)\b[^.!?]{0,30}[.!,]?\s*(?:i )?wont need to\b/,
  /\b(?:wish|hope|hoping|pray) (?:a|the|some) (?:car|bus|truck|lorry|train|tram|van|something|driver)\b[^.!?]{0,30}\b(?:would|could|will)\b[^.!?]{0,20}\b(?:hit me|kill me|take me out|run me over|end it)\b/,
  /\b(?:hit|run over|killed|hits me|kills me)\b[^.!?]{0,40}\b(?:relieved|wouldnt (?:mind|care)|be glad|fine with|ok with|okay with|a relief)\b/,
  // Farewells.
  new RegExp(
    `\\bthis is (?:my )?goodbye\\b|\\bgoodbye (?:letters?|notes?|messages?) (?:to|for) (?:my|everyone)\\b(?! ${NOT_A_FAREWELL})|\\b(?:writing|written|wrote) (?:a )?goodbye (?:letters?|notes?)\\b(?! (?:to|for) (?:my |the |our )?${NOT_A_FAREWELL})`,
  ),
  /\b(?:sorry for everything|i love you all|love you all)\b[\s\S]{0,40}\b(?:goodbye|bye forever)\b/,
  /\bdidnt know it was (?:goodbye|the last time)\b|\b(?:tidying|sorting) (?:up|things|everything) (?:out )?before i go\b/,
  /(?<!(?:plan|planning|prepaid|paid for|organised|organising|arranged|arranging|music for|songs for|playlist for|hymns for) )\bmy own funeral\b(?! (?:plan|plans|planning|arrangements|director|insurance|wishes))|\b(?:find|finds|found) (?:a|my) body\b/,
  /\b(?:deleting|deleted|delete) (?:all )?my (?:socials|accounts|social media)\b[^.!?]{0,40}\b(?:giving|gave|give) (?:my )?(?:stuff|things|belongings) away\b/,
  /\b(?:its|it is|this is) my (?:last|final) (?:one|shift|day|week)\b[^.!?]{0,10}\b(?:anyway|ever)\b/,
];

/** Phrasings that alone are everyday frustration; two different ones together mean crisis. */
export const WEAK: readonly RegExp[] = [
  /\bcant (?:do this|take (?:it|this)|cope|go on|keep going)(?: anymore)?\b/,
  /\b(?:just )?want (?:it|everything|this|the pain) (?:all )?to (?:stop|end|be over)\b/,
  /\b(?:whats|what is) (?:even )?the point\b/,
  /\b(?:hopeless|no way out|nothing left|no hope)\b/,
  /\b(?:dont|cant) see (?:a|any) future\b|\bno future\b/,
  /\bhate my life\b|\bmy life is (?:pointless|meaningless)\b/,
  /\b(?:give|giving|gave) up on (?:life|everything|myself)\b/,
  /\b(?:empty|numb|dead) inside\b/,
  /\b(?:tired|sick) of (?:everything|it all)\b/,
  /\b(?:stopped|stop|no point) making plans (?:past|beyond|after)\b|\bmade my peace\b/,
  /\b(?:they|kids|everyone|family) (?:dont|wont) need me\b|\bno reason to stay\b/,
  /\b(?:giving|gave|give) (?:my )?(?:stuff|things|belongings|cat|dog|pets?) (?:away|to)\b/,
];
