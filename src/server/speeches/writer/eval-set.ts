import { DURATIONS, TONES, VOICE_STYLES } from '../../../common/enums';
import type { Theme } from './themes';
import type { WriteRequest } from './types';

/** A context written the way people write, with what a reader would expect the speech to mention. */
export type EvalCase = {
  context: string;
  theme: Theme;
  /** Lower-case words naming the situation that the speech should say back. */
  mentions: string;
  firstName?: string;
  goalTitle?: string;
};

export const EVAL_CASES: readonly EvalCase[] = [
  {
    context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
    theme: 'job_interview',
    mentions: 'interview at the bank',
    firstName: 'Priya',
  },
  { context: 'first marathon in 3 weeks and my knee hurts', theme: 'fitness', mentions: 'first marathon' },
  {
    context: "my dad passed away last month and I can't focus at work",
    theme: 'setbacks',
    mentions: 'losing your dad',
    firstName: 'Tom',
  },
  {
    context: 'pitching my startup to investors on Friday',
    theme: 'presentation',
    mentions: 'pitch to investors',
    goalTitle: 'Raise our seed round',
  },
  { context: 'I keep failing my driving test', theme: 'exams', mentions: 'driving test' },
  {
    context: "Big presentation to the board tomorrow morning, I always rush when I'm nervous",
    theme: 'presentation',
    mentions: 'presentation to the board',
  },
  {
    context: "I'm starting chemo next week and I'm scared",
    theme: 'health',
    mentions: 'your chemo',
    firstName: 'Ana',
  },
  {
    context: 'I want to finish my novel this year but I never find the time',
    theme: 'creative',
    mentions: 'finishing your novel',
    goalTitle: 'Finish the first draft',
  },
  { context: "Finals start next week and I haven't studied enough", theme: 'exams', mentions: 'your finals' },
  {
    context: 'I need to talk to my mom about moving out',
    theme: 'relationships',
    mentions: 'conversation with your mom',
  },
  {
    context: 'I want to be more confident at work',
    theme: 'personal_growth',
    mentions: 'more confident at work',
    goalTitle: 'Speak up in every meeting',
  },
  { context: 'going for a promotion to team lead', theme: 'career', mentions: 'promotion to team lead' },
  {
    context: 'feeling stuck and unmotivated lately',
    theme: 'personal_growth',
    mentions: 'the person you are becoming',
  },
  {
    context: 'I got rejected from my dream school',
    theme: 'setbacks',
    mentions: 'rejection from your dream school',
  },
  {
    context: 'Interview with Google next Tuesday for a product manager role',
    theme: 'job_interview',
    mentions: 'interview with google',
    firstName: 'Marcus',
  },
  { context: 'I have surgery on my knee tomorrow', theme: 'health', mentions: 'your surgery' },
  {
    context: 'trying to stop procrastinating and get my life together',
    theme: 'personal_growth',
    mentions: 'procrastinating',
  },
  { context: 'my first gallery show opens in two weeks', theme: 'creative', mentions: 'first gallery show' },
  {
    context: 'I got laid off yesterday and I feel like a failure',
    theme: 'setbacks',
    mentions: 'losing your job',
    firstName: 'Dee',
  },
  {
    context: 'my girlfriend broke up with me and I cannot sleep',
    theme: 'setbacks',
    mentions: 'the breakup',
  },
  {
    context: 'want to lose 20 pounds before summer',
    theme: 'fitness',
    mentions: 'losing 20 pounds',
    goalTitle: 'Get fit for summer',
  },
  { context: 'I need to ask for a raise next week', theme: 'career', mentions: 'asking for a raise' },
  {
    context: 'Auditioning for the orchestra on Thursday',
    theme: 'creative',
    mentions: 'audition for the orchestra',
  },
  { context: 'bar exam in 2 months and I am terrified', theme: 'exams', mentions: 'bar exam' },
  {
    context: 'presenting my research at a conference next month',
    theme: 'presentation',
    mentions: 'presentation at the conference',
  },
  {
    context: 'my grandma died on Sunday and the funeral is next week',
    theme: 'setbacks',
    mentions: 'losing your grandma',
  },
  {
    context: 'starting my new job on Monday and I feel like an impostor',
    theme: 'career',
    mentions: 'new job',
    firstName: 'Lena',
  },
  {
    context: "I'm quitting smoking, day three, and the cravings are awful",
    theme: 'health',
    mentions: 'quitting smoking',
  },
  { context: 'I have my first date in years tonight', theme: 'relationships', mentions: 'first date' },
  {
    context: "Giving the best man speech at my brother's wedding on Saturday",
    theme: 'presentation',
    mentions: 'best man speech',
  },
  { context: 'I want to run a 5k without stopping', theme: 'fitness', mentions: '5k' },
  {
    context: 'Recording my first album and I keep doubting my voice',
    theme: 'creative',
    mentions: 'first album',
  },
  {
    context: 'my performance review is on Thursday and my manager seems unhappy with me',
    theme: 'career',
    mentions: 'performance review',
  },
  {
    context: 'I failed my first year of university and have to retake it',
    theme: 'setbacks',
    mentions: 'first year of university',
  },
  { context: 'I have a big swim meet this weekend', theme: 'fitness', mentions: 'swim meet' },
  {
    context: 'Defending my thesis on the 14th and my supervisor is tough',
    theme: 'exams',
    mentions: 'thesis',
  },
  { context: 'my wife and I are going through a divorce', theme: 'setbacks', mentions: 'your divorce' },
  {
    context: 'I want to get better at public speaking',
    theme: 'presentation',
    mentions: 'public speaking',
    goalTitle: 'Give a talk at the meetup',
  },
  {
    context: 'Opening my bakery next month and I am scared nobody will come',
    theme: 'career',
    mentions: 'opening your bakery',
  },
  {
    context: 'My dog died yesterday and the house feels empty',
    theme: 'setbacks',
    mentions: 'losing your dog',
  },
  {
    context: 'I have a panel interview for a nursing job in two weeks',
    theme: 'job_interview',
    mentions: 'panel interview',
    firstName: 'Sofia',
  },
  { context: 'Big exam tomorrow', theme: 'exams', mentions: 'big exam' },
  {
    context: 'I just need some motivation to get through this week',
    theme: 'general',
    mentions: 'what is in front of you',
  },
  {
    context: 'I want to start going to the gym but I feel embarrassed',
    theme: 'fitness',
    mentions: 'your training',
  },
];

/** Every case at every duration; tones and voice styles rotate so each pairing is covered. */
export function evalRequests(): { evalCase: EvalCase; request: WriteRequest }[] {
  return EVAL_CASES.flatMap((evalCase, index) =>
    DURATIONS.map((duration, step) => ({
      evalCase,
      request: {
        context: evalCase.context,
        tone: TONES[(index + step) % TONES.length] ?? 'encouraging',
        voiceStyle: VOICE_STYLES[(index + 2 * step) % VOICE_STYLES.length] ?? 'warm',
        duration,
        firstName: evalCase.firstName ?? null,
        goalTitle: evalCase.goalTitle ?? null,
      },
    })),
  );
}
