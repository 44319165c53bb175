// Passive wishes not to be here (being gone, a burden, nobody caring) and goodbye messages, as people
// write them without the word "suicide". Saying goodbye to a team or a friend at the airport is not.
export const PASSIVE_AND_GOODBYE: readonly RegExp[] = [
  /\bwant to be gone\b|\bwish (?:i was|i were|to be) gone\b|\bwish i could (?:just )?(?:disappear|fade away|vanish|not exist|stop existing)\b(?! (?:under|for (?:a|the|one)|until|till|into|to|from|off))/,
  /\b(?:fade away|disappear) and (?:not|never) (?:exist|come back)\b/,
  /\bnobody (?:would |will |even )*(?:cares?|notice|miss(?:es)?)\b[^.!?]{0,20}\b(?:if i (?:wasnt|werent|was not|were not|disappeared|was gone|died|left|vanished)|whether im (?:alive|dead|here)|if im (?:alive|dead|gone))/,
  /\b(?:dont|wouldnt|would not|do not) (?:care|mind) if i (?:dont |didnt |never |do not )?(?:wake up|woke up|die|died)\b/,
  /\b(?:dont|do not) (?:plan|intend|expect) (?:on|to) (?:being|be) (?:around|here|alive)\b|\bthis (?:will be|is) my last (?:birthday|christmas)\b/,
  /\b(?:what if i|if i) (?:just )?stopped being here\b|\bstop being here\b/,
  /\bdoing (?:everyone|everybody|them|the world) a favou?r\b[^.!?]{0,30}\b(?:not being|gone|disappear\w*|if i|by)\b/,
  /\bwouldnt mind if (?:a|the) (?:car|bus|truck|train|lorry) (?:hit|hits|ran over|killed) me\b/,
  /\b(?:think|thinking|thought) (?:about|of) (?:just )?(?:not existing|not being (?:here|alive|around)|being gone|dying|disappearing forever)\b/,
  /\bdone with (?:all of it|everything|it all|life)\b[^.!?]{0,20}\b(?:for good|forever|permanently)\b/,
  /\blast (?:day|night|week) of (?:everything|my life)\b|\blast thing (?:ill|i will|i can|id) (?:ever )?do for (?:him|her|them|you|my \w+)\b/,
  // Goodbyes.
  /\b(?:thank you|thanks) (?:for (?:everything|trying)|and goodbye)\b[\s\S]{0,60}\b(?:goodbye|bye|wont be (?:here|around)|last time|the best)\b/,
  /\bgoodbye\b[\s\S]{0,40}\b(?:thank you for (?:everything|trying)|sorry (?:i wasnt|for everything))\b/,
  /\b(?:goodbye|bye) (?:everyone|all|world|forever)\b[\s\S]{0,40}\b(?:sorry|wasnt enough|love you|nice knowing)\b|\b(?:it was )?nice knowing (?:you|everyone|yall|you all)\b/,
  /\bthis is the last time (?:youll|you will|anyone will|anyone|you) (?:ever )?hear from me\b/,
  /\bwont be (?:here|around|alive) (?:tomorrow|after tonight|by (?:the )?morning)\b(?![^.!?]{0,30}\b(?:holiday|trip|away|work|because|visiting|travel\w*|flying|in \w+))|\bso this is it\b/,
  /\b(?:look after|take care of|feed) my (?:cat|dog|kids|children|pets?|plants)\b[^.!?]{0,10}\b(?:when|after|once) im gone\b/,
  /\btell my (?:mum|mom|dad|sister|brother|family|kids|wife|husband|parents) (?:that )?i love (?:her|him|them)\b[\s\S]{0,60}\b(?:fault|wont be|goodbye|sorry)\b/,
  /\b(?:wasnt|not) (?:anyones|your|her|his|their) fault\b[\s\S]{0,30}\bgoodbye\b|\bif anyone (?:reads|finds) this\b[\s\S]{0,60}\b(?:love|sorry|fault|goodbye)\b/,
];
