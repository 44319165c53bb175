import { mapDeterminer, toSecondPerson } from './second-person';
import type { KeyKind, Theme } from './themes';

const RELATIONS =
  '(best friend|grandma|grandpa|grandmother|grandfather|granddad|grandad|nan|nana|mum|mom|mother|dad|father|stepdad|stepmum|stepmom|brother|sister|twin|son|daughter|wife|husband|partner|uncle|aunt|auntie|cousin|friend|baby|dog|cat|boyfriend|girlfriend|fianc[eé]e?)';
const TAIL =
  "([\\p{L}\\p{N}'-]+(?: [\\p{L}\\p{N}'-]+){0,3}?)(?=$|[.,;!?]| and | but | so | because | after | again)";
const GERUNDS: Record<string, string> = {
  finish: 'finishing',
  write: 'writing',
  record: 'recording',
  publish: 'publishing',
  complete: 'completing',
  be: 'being',
  become: 'becoming',
  build: 'building',
  learn: 'learning',
  'get better at': 'getting better at',
  get: 'getting',
  feel: 'feeling',
  find: 'finding',
  break: 'breaking',
  overcome: 'overcoming',
  beat: 'beating',
  change: 'changing',
  improve: 'improving',
  quit: 'quitting',
  'work on': 'working on',
  'go back to': 'going back to',
  lose: 'losing',
};

export type PatternRule = {
  themes: readonly Theme[];
  pattern: RegExp;
  kind: KeyKind;
  build: (m: string[]) => string;
  grief?: true;
};

const gerund = (verb: string) => GERUNDS[verb.toLowerCase()] ?? verb;

export const PATTERN_RULES: PatternRule[] = [
  {
    themes: ['setbacks'],
    kind: 'loss',
    grief: true,
    pattern: new RegExp(
      `\\b(?:(?:my|our) ${RELATIONS} (?:passed away|passed|died|has died)|lost (?:my|our) ${RELATIONS}\\b|death of (?:my|our) ${RELATIONS}|(?:my|our) ${RELATIONS}'s (?:death|funeral|passing))`,
      'iu',
    ),
    build: (m) => `losing your ${(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase()}`,
  },
  {
    themes: ['setbacks'],
    kind: 'loss',
    pattern:
      /\b(?:didn'?t|did not|never) get (into (?:my |the )?[\p{L}-]+(?: (?:school|college|university|uni|program|programme|team|course))?|(?:the|that|this|my|a|an) (?:[\p{L}-]+ )?(?:job|role|place|part|offer|promotion|position|spot|grant|scholarship|internship))\b/iu,
    build: (m) =>
      `not getting ${toSecondPerson((m[1] ?? '').toLowerCase()).replace(/^(that|this|your|a|an) /, 'the ')}`,
  },
  {
    themes: ['setbacks'],
    kind: 'loss',
    pattern: new RegExp(`\\brejected (?:from|by) (?:(my|the|a|an) )?${TAIL}`, 'iu'),
    build: (m) =>
      `the rejection from ${[m[1] ? mapDeterminer(m[1].toLowerCase()) : '', m[2]].filter(Boolean).join(' ')}`,
  },
  {
    themes: ['setbacks', 'career'],
    kind: 'loss',
    pattern:
      /\b(?:got fired|was fired|been fired|laid off|let go|made redundant|lost my job|lost our jobs?)\b/i,
    build: () => 'losing your job',
  },
  {
    themes: ['setbacks', 'relationships'],
    kind: 'loss',
    pattern: /\b(?:broke up|dumped me|left me|ended things)\b/i,
    build: () => 'the breakup',
  },
  {
    themes: ['setbacks', 'career'],
    kind: 'loss',
    pattern:
      /\b(?:my|our) (business|startup|company|shop|restaurant|bakery|studio) (?:failed|closed|went under|went bust|folded)\b/i,
    build: (m) => `your ${m[1]?.toLowerCase()} closing`,
  },
  {
    themes: ['setbacks'],
    kind: 'loss',
    pattern: new RegExp(`\\b(?:failed|failing|flunked|flunking) (?:my|the|our) ${TAIL}`, 'iu'),
    build: (m) => `failing your ${m[1] ?? ''}`,
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern:
      /\b(?:open|opening|launch|launching) (?:my|our|a) (own )?(bakery|shop|caf[eé]|restaurant|studio|salon|business|store|clinic|practice|gym)\b/iu,
    build: (m) => `opening your ${m[1] ? 'own ' : ''}${m[2]?.toLowerCase()}`,
  },
  {
    themes: ['creative', 'exams', 'career'],
    kind: 'pursuit',
    pattern:
      /\b(finish|finishing|write|writing|record|recording|publish|publishing|complete|completing) (?:my|a|the|this|our) (first |second |debut |new )?(novel|book|album|ep|screenplay|script|thesis|dissertation|manuscript|collection|film|song|memoir|business plan)\b/i,
    build: (m) => {
      const verb = (m[1] ?? '').toLowerCase();
      const ing = verb.endsWith('ing') ? verb : gerund(verb);
      const noun = (m[3] ?? '').toLowerCase() === 'ep' ? 'EP' : (m[3] ?? '').toLowerCase();
      return `${ing} your ${(m[2] ?? '').toLowerCase()}${noun}`;
    },
  },
  {
    themes: ['relationships'],
    kind: 'event',
    pattern: new RegExp(
      `\\b(?:talk|talking|speak|speaking|open up|opening up|come out|coming out) to (?:my|our) ${RELATIONS}`,
      'iu',
    ),
    build: (m) => `the conversation with your ${m[1]?.toLowerCase()}`,
  },
  {
    themes: ['relationships'],
    kind: 'event',
    pattern: new RegExp(`\\b(?:conversation|talk|chat) with (?:my|our) ${RELATIONS}`, 'iu'),
    build: (m) => `the conversation with your ${m[1]?.toLowerCase()}`,
  },
  {
    themes: ['relationships'],
    kind: 'pursuit',
    pattern: new RegExp(
      `\\b(propos(?:e|ing) to|apologi[sz](?:e|ing) to|reconnect(?:ing)? with|mak(?:e|ing) up with|forgiv(?:e|ing)) (?:my|our) ${RELATIONS}`,
      'iu',
    ),
    build: (m) => {
      const verb = (m[1] ?? '').toLowerCase();
      const ing = verb
        .replace(/^propos(e|ing) to$/, 'proposing to')
        .replace(/^apologi([sz])(e|ing) to$/, 'apologising to')
        .replace(/^reconnect(ing)? with$/, 'reconnecting with')
        .replace(/^mak(e|ing) up with$/, 'making up with')
        .replace(/^forgiv(e|ing)$/, 'forgiving');
      return `${ing} your ${m[2]?.toLowerCase()}`;
    },
  },
  {
    themes: ['relationships'],
    kind: 'pursuit',
    pattern:
      /\bmeet(?:ing)? (my|his|her|their) ((?:partner's |girlfriend's |boyfriend's )?(?:parents|family))\b/i,
    build: (m) => `meeting ${mapDeterminer((m[1] ?? '').toLowerCase())} ${m[2]?.toLowerCase()}`,
  },
  {
    themes: ['fitness', 'health'],
    kind: 'pursuit',
    pattern: /\b(?:lose|losing) (\d+ ?(?:pounds|lbs|kg|kilos|stone)|weight|the weight)\b/i,
    build: (m) => `losing ${m[1]?.toLowerCase().replace(/^(\d+)(pounds|lbs|kg|kilos|stone)$/, '$1 $2')}`,
  },
  {
    themes: ['fitness', 'health'],
    kind: 'pursuit',
    pattern: /\b(?:get|getting) (fit|fitter|stronger|in shape|back in shape|healthy|healthier)\b/i,
    build: (m) => `getting ${m[1]?.toLowerCase()}`,
  },
  {
    themes: ['health'],
    kind: 'pursuit',
    pattern:
      /\b(?:quit|quitting|stop|stopping|give up|giving up) (smoking|drinking|vaping|alcohol|cigarettes|sugar)\b/i,
    build: (m) => `quitting ${m[1]?.toLowerCase()}`,
  },
  {
    themes: ['health'],
    kind: 'pursuit',
    pattern: /\b(?:stay|staying|getting|get) sober\b/i,
    build: () => 'staying sober',
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern:
      /\b(?:start|starting|launch|launching) (?:my|a|our) (own )?(business|company|startup|shop|practice)\b/i,
    build: (m) => `starting your ${m[1] ? 'own ' : ''}${m[2]?.toLowerCase()}`,
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern: /\bask(?:ing)? (?:my boss |my manager )?for a (raise|pay rise|promotion)\b/i,
    build: (m) => `asking for a ${m[1]?.toLowerCase()}`,
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern: /\b(?:quit|quitting|leave|leaving) my job\b/i,
    build: () => 'leaving your job',
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern: /\b(?:change|changing|switch|switching) careers?\b/i,
    build: () => 'changing careers',
  },
  {
    themes: ['career'],
    kind: 'pursuit',
    pattern: /\b(?:find|finding|land|landing) a (new )?job\b/i,
    build: () => 'finding a new job',
  },
  {
    themes: ['personal_growth'],
    kind: 'pursuit',
    pattern:
      /\b(?:stop|stopping|quit|quitting) (procrastinating|overthinking|doomscrolling|comparing myself to others|people[- ]pleasing)\b/i,
    build: (m) => `breaking the habit of ${toSecondPerson(m[1]?.toLowerCase() ?? '')}`,
  },
];

// "I want to be more confident at work" → "being more confident at work": the last resort before a generic phrase.
export const GOAL_RULE = {
  pattern: new RegExp(
    `\\b(?:want|need|trying|try|going|hoping|hope|determined|learning|working|wish)(?: to)? (?:finally |really |actually )?(get better at|work on|go back to|be|become|build|learn|get|feel|find|break|overcome|beat|change|improve) ${TAIL}`,
    'iu',
  ),
  build: (m: string[]) => `${gerund((m[1] ?? '').toLowerCase())} ${toSecondPerson(m[2] ?? '')}`,
};
