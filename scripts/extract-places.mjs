// `node scripts/extract-places.mjs > content/speech/places.yaml`: the places (cities, countries, regions)
// in compromise's lexicon (which files a word under its usual sense: "reading" is not a place there), less
// first names ("jordan", "florence") and the few places that are everyday words too, so that the
// writer can tell a place a person names in lower case ("moved to glasgow") without loading compromise's
// tagger in every writer worker. Run again after upgrading compromise.
import firstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js';
import nlp from 'compromise/two';

const EVERYDAY = [
  'uk',
  'usa',
  'nyc',
  'pei',
  'fes',
  'turkey',
  'china',
  'jersey',
  'bath',
  'chad',
  'split',
  'mobile',
  'orange',
  'derby',
  'hope',
];
// Neighbourhood words and the lexicon's abbreviations ("rd", "dfw") are not places a person names.
const AREAS = [
  'downtown',
  'chinatown',
  'highland',
  'highlands',
  'boardwalk',
  'east end',
  'east side',
  'uptown',
  'financial district',
  'gay village',
  'green acres',
  'green valley',
  'brookside',
  'hillcrest',
  'greenfield',
];
const skip = new Set([...firstNames, ...EVERYDAY, ...AREAS]);
const isPlace = (word, tags) =>
  tags.some((tag) => ['City', 'Country', 'Region'].includes(tag)) ||
  (tags.includes('Place') && word.length >= 5);
const lexicon = nlp.world().model.one.lexicon;
const places = Object.entries(lexicon)
  .filter(([word, tags]) => isPlace(word, [tags].flat()))
  .map(([word]) => word)
  .filter((word) => /^[a-z][a-z .'-]+$/.test(word) && !skip.has(word))
  .sort();
const title = (word) => word.replace(/(^|[\s-])([a-z])/g, (_, gap, letter) => gap + letter.toUpperCase());
console.log('# Places a person may name in lower case, as the speech writes them. Made by');
console.log("# scripts/extract-places.mjs from compromise's lexicon; edit by hand only to remove one.");
for (const word of places) console.log(`${JSON.stringify(word)}: ${JSON.stringify(title(word))}`);
