// A child or teenager describing abuse or grooming. The age is what they say about themselves ("im 13",
// "in year 8"); a parent's "my 13 year old" is not theirs.

/** A person who says they are under 18. */
export const YOUNG_PERSON =
  /\b(?:im|i am|iam|i m|age|aged)(?: only| just)? (?:[5-9]|1[0-7])\b(?! (?:minutes|mins|hours|days|weeks|months|years? (?:in|into|of|clean|sober|ago)|kg|km|miles|percent|times|%))|\b(?:im|i am) (?:in )?(?:year|yr|grade) (?:[2-9]|1[0-2])\b|\bin (?:year|grade) (?:[3-9]|1[0-2])\b(?! (?:class|students|pupils|kids|children))|,\s*(?:[5-9]|1[0-7])\s*(?:yo|y o)?\s*$/;

/** Grooming that needs no age: asked for pictures, and told to keep it secret. */
export const GROOMING: readonly RegExp[] = [
  /\b(?:send|sent|wants?|asking for|asks? for|asked for|keeps asking for)\b[^.!?]{0,30}\b(?:pics|pictures|photos|nudes|videos|vids)\b[\s\S]{0,60}\b(?:dont tell|not to tell|secret|my parents)\b/,
];

/** Abuse and grooming signs that count when a young person says them. */
export const CHILD_ABUSE: readonly RegExp[] = [
  /\b(?:send|sent|wants?|asking for|asks? for|asked for|keeps asking for)\b[^.!?]{0,30}\b(?:pics|pictures|photos|nudes|videos|vids)\b/,
  /\b(?:older|grown) (?:guy|man|boy|woman|girl|person)\b[\s\S]{0,60}\b(?:online|snapchat|discord|instagram|gaming|tiktok|roblox|meet me)\b/,
  /\b(?:guy|man|someone|person|boy)\b[^.!?]{0,20}\b(?:met|from|on) (?:on )?(?:discord|snapchat|instagram|tiktok|roblox|gaming|online|xbox|the internet)\b[\s\S]{0,60}\b(?:pics|pictures|photos|nudes|videos|meet|secret|dont tell|not to tell|money)\b/,
  /\b(?:our|its our|a) (?:little )?secret\b[\s\S]{0,60}\b(?:touch\w*|happened|changing room|presents|gifts|chats)\b|\b(?:touch\w*|presents|gifts|chats)\b[\s\S]{0,60}\b(?:our|its our|a) (?:little )?secret\b/,
  /\b(?:touches|touched|touching) me\b|\bmakes? me (?:do|touch) (?:stuff|things|him|her)\b|\bill get in trouble if i tell\b/,
  /\b(?:hits?|hit|beats?|kicks?|punched|slaps?) me\b|\bwith (?:the|a) (?:belt|wooden spoon|stick|cane)\b|\bdoesnt feed me\b|\blocks? me in my room\b|\blocked me out\b|\bscared to go home\b/,
];
