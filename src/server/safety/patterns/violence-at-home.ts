import { HOME, HURTS, unpunished, VICTIM } from './lexicon';

// A home a break-in made feel unsafe is no home with violence in it. (Not a fire: someone at home may
// have set it.)
const INTRUDERS = String.raw`(?:break in|break ins|breakin|broke in|broken into|burglar\w*|burgled)`;
const notAfterIntruders = String.raw`(?<!\b${INTRUDERS}\b[^.!?]{0,40})`;
const notBeforeIntruders = String.raw`(?![^.!?]{0,40}\b${INTRUDERS}\b)`;

// Violence or abuse at home: hitting, choking, threats, sexual abuse, control of money, phone and
// friends, fear of going home. A toddler's tantrum, a pillow fight and "mum will kill me if I fail" are not.
export const VIOLENCE_AT_HOME: readonly RegExp[] = [
  new RegExp(
    `\\b${HOME}\\b[^.!?]{0,30}?\\b${HURTS} ${VICTIM}\\b(?! with a (?:pillow|ball|snowball|cushion|water))(?![^.!?]{0,40}\\b(?:lol|haha|jk|lmao|playfully|by accident|accidentally|as a joke|pillow fight)\\b)`,
  ),
  new RegExp(
    `\\bmy (?:adult |grown up )?(?:son|daughter|grandson|granddaughter)\\b[^.!?]{0,20}\\b(?:${HURTS}|shoves|pushes) me\\b[^.!?]{0,40}\\b(?:about|around|pension|money|benefits|card)\\b|\\bmy (?:son|daughter|grandson|granddaughter)\\b[^.!?]{0,40}\\btak(?:es|ing|en) my (?:pension|money|benefits|bank card)\\b`,
  ),
  /\bhands? (?:a?round|on|over) my (?:neck|throat)\b|\b(?:hide|hiding|hid|cover|covering|covered|conceal\w*) (?:the |my |his )?(?:bruises|black eye|marks he left|marks she left)\b|\b(?:scared|afraid|terrified|frightened) of (?:my )?(?:husband|hubby|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|stepdad|dad|father)\b(?=\s*(?:$|[.!?,]|and\b|because\b|when\b|hes\b|shes\b|now\b))|\bby the throat\b|\b(?:held|holds|pinned|pins) me (?:down|against)\b/,
  new RegExp(
    `\\b${HOME}\\b[^.!?]{0,30}\\b(?:ll|will|going to|gonna|would|d|threaten\\w*(?: to)?) (?:kill|hurt|beat|hit|stab|shoot) (?:me|us|the kids|my kids|the children)\\b(?! if (?:i|we|he|she|they) (?!(?:leave|left|tell|told|go to|call|try to leave|ever leave|report)))(?! when (?:she|he|they) (?:sees?|finds? out about|hears? about|notices?) (?:my|the|what i did to my) (?:grades|hair|results|report|room|car|bill|tattoo|dent))`,
  ),
  /\b(?:kill|hurt|beat|hit) (?:me|us|the kids)\b[^.!?]{0,10}\bif i (?:leave|left|tell|told|go to the (?:police|cops)|call (?:the )?(?:police|cops)|try to leave|ever leave)\b/,
  /\bif i (?:ever )?(?:leave|left|tell|told|go to the (?:police|cops))\b[^.!?]{0,40}\b(?:kill|hurt|find me and)\b/,
  /\bif i (?:go to|call|tell) the (?:police|cops)\b[^.!?]{0,40}\b(?:hell|he will|shell|she will|take the kids|kill)\b/,
  /\b(?:he|she|they) (?:says|said|say)\b[^.!?]{0,15}\b(?:ill|youll|you will|i will) (?:be sorry|regret it|pay)\b/,
  new RegExp(
    `${notAfterIntruders}\\b(?:scared|afraid|terrified|frightened|too scared) (?:to go|of going|to be|of being) (?:back )?(?:home|(?:to |in )?(?:the|my|our) (?:flat|house|apartment|place|home))\\b(?! (?:and tell|to tell|and face|after the|because of the|alone at night))${notBeforeIntruders}`,
  ),
  new RegExp(
    `${notAfterIntruders}(?:\\b(?:dont|never) feel safe (?:in my own (?:house|home|room|bed)|at home|in (?:my|our|the) (?:house|home|flat))\\b|\\bnot safe at home\\b)${notBeforeIntruders}`,
  ),
  /\bsafer\b[^.!?]{0,30}\bthan (?:being |going |staying )?(?:at )?home\b/,
  /\bhide in the (?:bathroom|bedroom|wardrobe|cupboard|car|garden) when (?:he|she|dad|mum|mom|my \w+)\b/,
  new RegExp(
    `\\b${HOME}\\b[^.!?]{0,30}\\b(?:checks my phone|keeps my (?:phone|bank card|card|money|passport)|takes my (?:wages|money|pay|bank card|card|phone|passport|pension)|controls (?:my|all (?:my|the)) (?:money|finances|phone)|tracks my (?:phone|location)|wont let me (?:see|leave|go|talk|have|work|use))\\b(?! (?:to|out to) (?:the |a |my |that )?(?:party|parties|sleepover|concert|festival|gig|club|prom|disco|game|match|trip|pub)\\b)`,
  ),
  /\b(?:takes|took|keeps) my (?:whole )?(?:wage|wages|pay|salary|pension|benefits)\b|\bnot allowed (?:my own|a) (?:bank card|phone|money|key)\b|\bcontrols (?:everything|my money|where i go|who i (?:see|talk to))\b/,
  new RegExp(
    `\\b(?:have to|got to|must) ask (?:him|her) (?:for|before) (?:money|bus money|permission|cash)\\b|\\b${unpunished('not allowed')} to (?:see|talk to|leave|go out|have) (?:my )?(?:friends|family|the house|a phone|money)\\b`,
  ),
  new RegExp(
    `\\b${HOME}\\b[^.!?]{0,60}\\block(?:s|ed)? (?:me|us) (?:in|out)\\b|\\b${HOME}\\b[^.!?]{0,30}\\b(?:doesnt feed|does not feed|wont feed|starves) (?:me|us)\\b|\\b(?:not|doesnt|does not) give (?:me|us) (?:any )?food\\b`,
  ),
  new RegExp(
    `\\b(?:saw|watched|heard|see) (?:him|her|dad|mum|mom|my \\w+) (?:${HURTS}|hit) (?:me|us|mum|mom)\\b`,
  ),
  /\b(?:pushed|threw|shoved) (?:me|us) (?:down|into|against)\b|\b(?:he|she) broke my (?:wrist|arm|nose|ribs?|jaw|finger|leg|collarbone)\b/,
  /\b(?:bruises|marks|black eye|bite marks)\b[^.!?]{0,25}\b(?:my|he|she|that|where)\b[^.!?]{0,15}\b(?:ex|partner|husband|wife|boyfriend|girlfriend|dad|mum|mom|he|she)\b[^.!?]{0,15}\b(?:left|gave|made|held|grabbed|hit)\b/,
  /\bthrow(?:s|ing)? (?:things|stuff|plates|bottles|chairs|\w+) at (?:me|us|mum|mom|my (?:mum|mom|dad|sister|brother))\b/,
  /\b(?:held|holds|pulled|pulls) a knife (?:to|on) (?:me|us|my)\b|\bknife to my (?:throat|neck)\b/,
  /\b(?:forces?|forced|makes?|made) me (?:to )?(?:have sex|do sexual|do stuff|do things|touch him|touch her|watch)\b/,
  new RegExp(
    `\\b${HOME}\\b[^.!?]{0,25}\\b(?:touches|touched|touching|molests|molested|rapes|raped) me\\b|\\b${HOME}\\b[^.!?]{0,25}\\b(?:doing|does|did|done) (?:things|stuff) to me\\b`,
  ),
  new RegExp(`\\b${HOME}\\b[^.!?]{0,15}\\bcomes? (?:into|in) my (?:room|bed|bedroom) at night\\b`),
  /\bnobody (?:will|would) (?:ever )?believe me\b/,
  /\bdomestic (?:violence|abuse)\b|\babusive (?:partner|relationship|husband|wife|boyfriend|girlfriend|home|dad|father|mum|mom|mother|parents?|stepdad)\b|\bbecause (?:the )?dowry\b/,
];
