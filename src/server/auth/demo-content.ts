// Sample content for demo accounts, so a visitor's first look at the dashboard is not empty.

export const DEMO_FIRST_NAME = 'Alex';

export const DEMO_GOALS = [
  { title: 'Ace the product manager interview', category: 'job_interview', daysAhead: 10 },
  { title: 'Run 5 km without stopping', category: 'fitness', daysAhead: 30 },
  { title: 'Give the quarterly update with confidence', category: 'presentation', daysAhead: 21 },
] as const;

export const DEMO_MOODS = [
  { daysAgo: 2, energy: 6, confidence: 5, stress: 6, motivation: 7, notes: 'Busy week, but hopeful.' },
  {
    daysAgo: 1,
    energy: 7,
    confidence: 6,
    stress: 5,
    motivation: 7,
    notes: 'Prepared two interview stories.',
  },
  { daysAgo: 0, energy: 8, confidence: 7, stress: 4, motivation: 8, notes: null },
] as const;

export const DEMO_SPEECHES = [
  {
    daysAgo: 1,
    name: 'Interview morning',
    isFavourite: 1,
    context: 'I have a product manager interview next Tuesday and I get nervous talking about my weaknesses.',
    tone: 'confident',
    voiceStyle: 'professional',
    duration: 90,
    content: [
      'Alex, next Tuesday is not a test of whether you are perfect. It is a conversation about how you think, and you have been thinking about products for years.',
      'You worry about the weaknesses question. Good. That worry means you take it seriously, and the people across the table want exactly that: someone who knows where they are still growing and has a plan for it.',
      'So pick one real weakness. Say what it cost you once, say what you changed, and say what you do now. Three sentences. Practise them out loud twice today and once on Tuesday morning.',
      'Walk in, breathe out, and let them meet the person who prepared. You have done the work. Now let it show.',
    ].join('\n\n'),
  },
  {
    daysAgo: 0,
    name: null,
    isFavourite: 0,
    context: 'Training for my first 5 km run and I keep stopping after two kilometres.',
    tone: 'energetic',
    voiceStyle: 'warm',
    duration: 75,
    content: [
      'Two kilometres! A month ago that was zero. Remember that before you call it stopping.',
      'Your first 5 km is built one honest minute at a time. Today, run the first two like always. Then walk sixty seconds, and run again. Walking is not quitting. Walking is strategy.',
      'Next week, make the walk fifty seconds. The week after, forty. Your legs will learn what your head already knows: you can keep going.',
      'Lace up. Head out. Come back a little further than last time. That is the whole plan, and it works.',
    ].join('\n\n'),
  },
] as const;
