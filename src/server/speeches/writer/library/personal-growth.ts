import type { LibraryPart } from './types';

export const personalGrowth: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. Wanting to grow is already a kind of growing.",
      "You want to change something, and that takes honesty. Let's talk about {key}.",
      'Here are a few minutes for the person you are becoming, and for {key}.',
    ],
    confident: [
      "Let's talk about {key}. Change is a decision, and you are making it.",
      "You are done waiting to become the person you want to be. Let's get to work on {key}.",
      '{key}: it starts with what you do next, not with how you feel about it.',
    ],
    gentle: [
      "Change can feel slow and uncertain. Let's be patient together about {key}.",
      "You do not need to become a new person. Let's talk gently about {key}.",
      "Let's make a kind, quiet space to think about {key}.",
    ],
    energetic: [
      "Upgrade time! Same you, stronger habits. Let's talk about {key}!",
      "Let's go! The work on {key} starts right here, right now!",
      "Time to shake things up! Let's talk about {key}!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'It is frustrating when you know what you want to change and it still feels hard.',
      'You have probably tried before, and it did not stick. That is how almost every change begins.',
      'It takes courage to look honestly at your own habits.',
    ],
    confident: [
      'You have made excuses before. So has everyone. Today you make a different choice.',
      'You know what needs to change. Knowing is half of it.',
      'The old patterns are strong because you practised them. New ones can be practised too.',
    ],
    gentle: [
      'It is okay if you feel stuck. Stuck is a place, not a person.',
      "You might be tired of being hard on yourself about {key}. Let's try something softer.",
      'Wanting to change does not mean there is something wrong with you.',
    ],
    energetic: [
      'Feeling stuck? Perfect starting point! Everyone starts stuck!',
      'Tried before and slipped? Welcome to the club of everyone who ever changed!',
      'You want more from yourself. I love that!',
    ],
  },
  reframe: {
    any: [
      'Habits are not character flaws. They are grooves, and grooves can be re-cut.',
      'You do not need more willpower. You need an easier first step.',
      'Motivation follows action far more often than action follows motivation.',
      'One missed day is a blip. Come back tomorrow, before the blip becomes a pattern.',
      'Confidence is mostly a record of promises you kept to yourself.',
      'You become what you repeat, so repeat something small and good.',
      'Procrastination is usually fear in a disguise. Name the fear and it loses its costume.',
      'You are not lazy. You might be overwhelmed, and overwhelm needs smaller steps.',
      'The version of you that you admire is not a different person. It is you, with more practice.',
      'Change that lasts tends to be boring from the outside.',
      "Comparing your inside to other people's outside is a rigged game.",
      'Growth often looks like doing the same thing again, slightly better.',
    ],
    encouraging: [
      'Every small choice toward {key} is practice for the person you want to be.',
      'You are further along than you were a month ago, even if it does not feel like it.',
    ],
    confident: [
      'Decide who you are, then act like that person today.',
      'You do not find discipline. You build it.',
    ],
    gentle: [
      'You can grow without hurrying.',
      'Being kind to yourself is not letting yourself off the hook. It is how change sticks.',
    ],
    energetic: ['Tiny gains stack up faster than you think!', 'Stop planning, start doing!'],
  },
  story: {
    any: [
      'A man who wanted to read more started with one page a night. Just one. Some nights he read ten. Some nights he read only the one. A year later he had read twenty books and could not remember when it became easy.',
      'There was a woman who wanted to be more confident at work. She made one rule: say one thing in every meeting. At first it was a question. Later it was an idea. By the end of the year, people were asking her opinion before the meeting started.',
      'Think of someone who kept waking up late. They did not try to wake at five. They set the alarm five minutes earlier each week. By spring they were up before the sun and barely noticed the change.',
      'A student who always left work to the last minute started setting a timer for ten minutes. She told herself she could stop when it rang. She almost never stopped. Starting was the whole problem.',
      "A shy man joined an evening class just to practise talking to strangers. For the first few weeks he only said hello. By the end of term he was organising the group's dinner.",
      'There was a woman who wrote one sentence in a journal every day: what went well. On the days when nothing did, she wrote that she had got through it. Looking back, the notebook was the proof she needed that she was changing.',
      'Picture someone trying to cut down on their phone. They leave it charging in the kitchen overnight. The first nights feel strange. After a week, their mornings feel like their own again.',
      'A man who hated mornings started making his bed straight after his alarm. It took a minute. It was the first thing he had done on purpose all day, and it pulled the next thing after it.',
    ],
    encouraging: ['You can start just that small with {key}.'],
    confident: ['That is how {key} gets built: small, repeated, unstoppable.'],
    gentle: ['Maybe {key} can begin that gently, too.'],
    energetic: ['Small start, big change: that is your move!'],
  },
  action: {
    any: [
      'Choose one tiny habit for {key} that takes less than two minutes, and do it today.',
      'Attach the new habit to something you already do, like after brushing your teeth.',
      'Write down why you care about {key}, in one sentence, and put it where you will see it.',
      'Track your new habit on a calendar with a simple cross for each day.',
      'Make the good choice easier: lay things out, set reminders, remove friction.',
      'Make the old habit harder: move the temptation, log out, put it in another room.',
      'When you catch yourself procrastinating, set a timer for five minutes and start anyway.',
      'Tell one person what you are working on and ask them to check in next week.',
      'Plan what you will do when you slip, so a slip does not become a slide.',
      'Write down one thing you did well today before bed.',
      'Replace one negative phrase you use about yourself with a neutral one.',
      'Pick a start date and put it in your calendar as an appointment with yourself.',
      'Review your week every Sunday for ten minutes: what worked, what did not, what next.',
      'Do the hardest small thing first thing in the morning, before your brain can argue.',
      'Stop waiting for a Monday. Do the first small step today, whatever day it is.',
      'Speak up once in the next conversation where you would normally stay quiet.',
      'Notice the moment right before the old habit, and take one breath there.',
      'Reward yourself for consistency, not perfection.',
      'Spend time with someone who already lives the way you want to live.',
      'Keep a list of evidence that you are changing, and add to it every week.',
    ],
  },
  affirmation: {
    encouraging: ['You are growing, one choice at a time.', 'You are becoming someone you are proud of.'],
    confident: ['You keep your promises to yourself.', 'You are in charge of your habits.'],
    gentle: ['You are allowed to change slowly.', 'You are worth the effort you are making.'],
    energetic: ['You are getting better every day!', 'You are on fire with possibility!'],
  },
  closing: {
    encouraging: [
      'Take one small step toward {key} today. Then another tomorrow.',
      'Be proud of yourself for choosing {key}. Choosing is where it starts.',
    ],
    confident: [
      'Commit to {key} today, and keep the commitment tomorrow.',
      'You decided on {key}. Now live it.',
    ],
    gentle: [
      'Go easy on yourself as you work on {key}.',
      'Let {key} grow slowly, like something you are tending.',
    ],
    energetic: ['Go make {key} happen!', 'Start now! Go after {key} one day at a time!'],
  },
};
