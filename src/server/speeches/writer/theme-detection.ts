import { THEMES, type Theme } from './themes';

type Cue = readonly [pattern: RegExp, weight: number];

// Stems and phrases people actually type; the weights make the situation outrank the setting
// ("interview at a bank" is an interview, not a career talk; "dad passed away … at work" is grief).
const CUES: Record<Exclude<Theme, 'general'>, readonly Cue[]> = {
  job_interview: [
    [/\binterview(s|ing|ed|er|ers)?\b/, 4],
    [/\b(recruiter|hiring manager|job offer|assessment cent(er|re)|panel)\b/, 2],
    [/\b(cv|resume|résumé|cover letter|application|applying|apply)\b/, 1],
    [/\b(weakness(es)?|strengths?)\b/, 1],
  ],
  presentation: [
    [/\b(presentation|presenting|present my|keynote|pitch(ing|es)?|speech|public speaking)\b/, 4],
    [/\b(talk at|talk to the|give a talk|giving a talk|demo day|demo|webinar|conference|toast)\b/, 2],
    [/\b(slides?|audience|stage|investors?|board meeting|the board|crowd|microphone|podium)\b/, 2],
    [/\b(best man|maid of hono(u)?r|wedding speech)\b/, 3],
  ],
  fitness: [
    [/\b((half[- ])?marathons?|triathlon|ultra|5k|10k|race|races|racing)\b/, 4],
    [
      /\b(gym|workouts?|training|train|lifting|deadlift|squat|bench press|crossfit|run|runs|running|jog\w*)\b/,
      2,
    ],
    [/\b(cycl\w+|swim\w*|boxing|match|tournament|season|coach|fitness|get fit|in shape|muscle)\b/, 2],
    [/\b(lose weight|losing weight|pounds|lbs|kg|kilos)\b/, 2],
    [/\b(knee|ankle|hamstring|calf|shin)\b/, 1],
  ],
  health: [
    [
      /\b(surgery|operation|chemo\w*|diagnos\w+|cancer|treatment|hospital|physio\w*|rehab\w*|recover\w*)\b/,
      4,
    ],
    [/\b(doctor|illness|sick|chronic|pain|therapy|medication|scan|biopsy|appointment|symptoms?)\b/, 2],
    [/\b(quit(ting)? (smoking|drinking|vaping)|sober|sobriety|addiction|relapse)\b/, 4],
    [/\b(anxiety|depress\w*|panic attacks?|burn(ed|t)? ?out|sleep|insomnia|health|healthy|diet)\b/, 2],
  ],
  career: [
    [/\b(promotion|promoted|raise|salary|performance review|appraisal|new job|new role|first day)\b/, 4],
    [/\b(boss|manager|colleagues?|coworkers?|team lead|career|office|client|deadline|project)\b/, 2],
    [/\b(job|jobs|work|working|business|startup|company|shift|negotiat\w+|launch\w*)\b/, 1],
    [/\b(quit my job|change careers?|career change|own business|side hustle|job search|job hunting)\b/, 3],
    [/\b(bakery|shop|caf[eé]|restaurant|salon|store|clinic|customers?)\b/, 2],
  ],
  personal_growth: [
    [/\b(confiden\w+|self[- ]esteem|self[- ]worth|discipline|procrastinat\w+|habits?|routine)\b/, 3],
    [/\b(purpose|better version|grow|growth|change my life|become|improve myself|stuck)\b/, 2],
    [/\b(motivat\w+|lazy|focus)\b/, 1],
    [/\b(believe in myself|comfort zone|overthink\w*|consistent|consistency|mindset)\b/, 2],
  ],
  exams: [
    [/\b(exams?|examinations?|finals|midterms?|driving test|bar exam|boards|viva|thesis|dissertation)\b/, 4],
    [/\b(test|tests|quiz|study|studying|revision|revise|revising|grades?|gcses?|a[- ]levels?|sats?)\b/, 2],
    [/\b(class|course|school|college|university|uni|semester|coursework|essay|assignment|degree)\b/, 1],
  ],
  setbacks: [
    [/\b(passed away|died|death|funeral|griev\w*|grief|bereave\w*|miscarriage|lost my (mum|mom|dad))\b/, 6],
    [/\b(rejected|rejection|turned down|didn'?t get (the|in)|laid off|fired|let go|redundan\w+)\b/, 4],
    [/\b(fail\w*|flunk\w*|setback|lost my job|broke up|break ?up|divorce\w*|dumped|bankrupt\w*)\b/, 3],
    [/\b(lost|loss|gave up|give up|messed up|ruined|hopeless|devastated|heartbroken)\b/, 2],
  ],
  creative: [
    [/\b(novel|book|manuscript|screenplay|script|album|songs?|paint\w*|exhibition|gallery|portfolio)\b/, 4],
    [
      /\b(audition\w*|gig|concert|recital|band|poem|poetry|writing|write|art|artist|draw\w*|film|design)\b/,
      2,
    ],
    [/\b(creative|creativity|writer'?s block|publish\w*|music|guitar|piano|sing\w*|dance|open mic)\b/, 2],
  ],
  relationships: [
    [
      /\b(partner|wife|husband|boyfriend|girlfriend|fianc[eé]e?|marriage|married|wedding|proposal|propose)\b/,
      3,
    ],
    [/\b(mum|mom|mother|dad|father|parents?|brother|sister|son|daughter|family|friend|friends)\b/, 2],
    [/\b(date|dating|first date|relationship|argument|apologi[sz]\w*|forgive|conversation|lonely)\b/, 2],
  ],
};

const BEREAVEMENT =
  /\b(passed away|died|death of|funeral|grie(f|ving|ve)|bereave\w*|miscarriage|lost my (mum|mom|mother|dad|father|grand\w+|brother|sister|son|daughter|wife|husband|partner|best friend|friend|baby|dog|cat))\b/;

export type ThemeDetection = { theme: Theme; bereavement: boolean; scores: Record<Theme, number> };

/** Scores every theme by its cues; the highest wins, ties go to the earlier theme, nothing clear → general. */
export function detectTheme(text: string): ThemeDetection {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  const scores = Object.fromEntries(THEMES.map((theme) => [theme, 0])) as Record<Theme, number>;
  for (const [theme, cues] of Object.entries(CUES) as [Exclude<Theme, 'general'>, readonly Cue[]][]) {
    for (const [pattern, weight] of cues) {
      const global = new RegExp(pattern.source, 'g');
      scores[theme] += Math.min(2, (lower.match(global) ?? []).length) * weight;
    }
  }
  const bereavement = BEREAVEMENT.test(lower);
  if (bereavement) scores.setbacks += 4;
  let theme: Theme = 'general';
  let best = 1;
  for (const candidate of THEMES) {
    if (scores[candidate] > best) {
      theme = candidate;
      best = scores[candidate];
    }
  }
  return { theme, bereavement: bereavement && theme === 'setbacks', scores };
}
