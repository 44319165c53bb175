// Word families the crisis patterns share, as regular-expression sources over normalised text.

const RELATIVES =
  'other half|man|fella|bloke|missus|(?:daughter|son) in law|partner|husband|hubby|wife|boyfriend|girlfriend|bf|gf|fiance|fiancee|ex|dad|father|stepdad|step dad|stepfather|mum|mom|mother|stepmum|stepmom|stepmother|parents?|older brother|big brother|brother|older sister|sister|uncle|aunt|auntie|grandad|grandpa|grandfather|carer|foster (?:carer|parent|mum|mom|dad)|guardian|(?:mother|father|brother|sister) in law|in laws';

/** Someone at home who may hurt a person: a partner, family, a carer, whoever they live with. */
export const HOME = `(?:he|she|(?:my |our |her |the )?(?:${RELATIVES})|(?:my )?(?:mums|moms|dads) (?:new )?(?:boyfriend|partner|husband|wife|girlfriend|fella|bloke|man|guy)|the (?:bloke|guy|man|woman|person) i live with)`;

/** Who gets hurt. */
export const VICTIM =
  '(?:me|us|my (?:mum|mom|mother|dad|little \\w+|baby \\w+|sister|brother|kids?|children|son|daughter)|mum|mom|her|him)';

export const HURTS =
  '(?:hits?|hitting|beats?|beating|punche?s|punched|punching|kicks?|kicked|kicking|chokes?|choked|choking|strangles?|strangled|strangling|slaps?|slapped|slapping|shoves?|shoved|shoving|pushe?s|pushed|burns?|burned|burnt|bites?|bit|rapes?|raped|molests?|molested|hurts?|hurting|abuses?|abused|abusing|attacks?|attacked|batters?|battered|whacks?|whacked|belts?|belted|belting|thumps?|thumped|smacks?|smacked|klaps?|klapped|wallops?|walloped|leathers?|leathered)';

export const DRUGS =
  '(?:pills?|tablets?|paracetamol|panadol|tylenol|acetaminophen|ibuprofen|advil|nurofen|aspirin|meds|medication|medicine|sleeping \\w+|antidepressants?|sertraline|citalopram|fluoxetine|codeine|oxy\\w*|painkillers?|insulin|benzos?|diazepam|valium|xanax|opioids?|heroin|fentanyl|co[ -]?codamol|tramadol|morphine|lithium|quetiapine|seroquel|amitriptyline|pregabalin|gabapentin|zopiclone|melatonin|propranolol|antihistamines?|prozac|zoloft|lexapro|naproxen|methadone|heart tablets|blood pressure tablets|prescriptions?)';

/** Ways of hurting oneself. */
export const SELF_HURT =
  '(?:cut|cuts|cutting|burn|burns|burning|burnt|burned|hurt|hurts|hurting|harm|harming|hit|hits|hitting|punch|punching|scratch|scratching|starve|starving|bite|biting|stab|stabbing|carve|carving|slice|slicing|slash|slashed|slashing)';

/** The places on a body people hurt themselves. */
export const BODY = '(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|hands?|forearms?|ankles?|belly)';

/** Places and ways people take their lives. */
export const HEIGHTS =
  '(?:bridge|footbridge|viaduct|flyover|cliffs?|roof|rooftop|ledge|balcony|car park|multi storey|tower|overpass|gap|edge)';

/**
 * "Not allowed to see my friends" unless grounded or punished first: a teenager grounded for sneaking out
 * is not controlled. The look back comes after the words, so that it runs only where they are.
 */
export const unpunished = (words: string) =>
  `(?:${words})(?<!\\b(?:grounded|punished)\\b[^.!?]{0,40}(?:${words}))`;
