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

// What the demo's two speeches were asked for; the writer in use writes them (speeches/sample-speeches.ts).
export const DEMO_SPEECHES = [
  {
    daysAgo: 1,
    name: 'Interview morning',
    isFavourite: 1,
    context: 'I have a product manager interview next Tuesday and I get nervous talking about my weaknesses.',
    tone: 'confident',
    voiceStyle: 'professional',
    length: 'short',
  },
  {
    daysAgo: 0,
    name: null,
    isFavourite: 0,
    context: 'Training for my first 5 km run and I keep stopping after two kilometres.',
    tone: 'energetic',
    voiceStyle: 'warm',
    length: 'short',
  },
] as const;
