import type { SituationPack } from '../types';

export const habitsProcrastination: SituationPack = {
  kind: 'habits_procrastination',
  label: 'procrastination and habits',
  fallback: 'the change you want to make',
  outlook: 'ahead',
  examples: [
    'I procrastinate on everything and then panic at the last minute',
    'want to build a morning routine but I keep hitting snooze',
    'no motivation to do anything, just scroll my phone for hours',
    'how do i stop putting things off, my to do list is 3 pages long',
    'trying to read every day but I always give up after a week',
    'need discipline, I start strong and then fall off every time',
    "been meaning to sort out my tax return for months and can't face it",
    "want to journal daily but forget or can't be bothered",
    'doom scrolling until 2am every night and I want to stop',
    "keep saying I'll learn spanish and never start",
    'putting off replying to emails until there are hundreds',
    'want to wake up at 6 and actually use the mornings',
    'i waste whole weekends doing nothing then feel awful on sunday night',
    'chronic procrastinator, even small tasks feel huge',
    "can't stick to any routine for longer than a few days",
    'want to meditate every morning but never manage it',
    'house is a mess because i keep putting off cleaning',
    "i know exactly what i need to do and i still don't do it",
    'trying to build better habits this year, last year I gave up by week 2',
    "my streak broke and now I can't get back into it",
    'pile of forms and paperwork I keep avoiding',
    'want to play guitar every day but never get round to it',
    'perfectionism stops me starting anything at all',
    'how do I get motivated when I feel lazy all the time',
    "tried every productivity app and still can't get going",
    "new year's resolutions always fizzle out by february",
    'need to stop procrastinating and actually do the things i keep planning',
  ],
  acknowledge: [
    'Putting things off often comes with guilt, and the guilt makes starting even harder.',
    'It is frustrating to know exactly what to do and still not do it.',
    'A growing to-do list can feel like a weight you carry everywhere.',
    'Starting strong and fading is a common pattern, and it can leave you doubting yourself.',
    'Distractions are designed to be hard to resist, so resisting them is genuinely difficult.',
    'Procrastination is often about feelings such as dread or overwhelm, not about laziness.',
    'Breaking a streak can feel like losing everything you built.',
    'It is tiring to spend a day avoiding something and still feel it hanging over you.',
    'Wanting more structure in your days is a healthy and reasonable wish.',
    'The gap between the person you plan to be and the person you are today can sting.',
    'Big tasks can feel so shapeless that you do not know where to begin.',
    'Motivation rarely turns up on demand, which can feel unfair.',
    'If you have tried many times before, that history weighs on each new attempt.',
  ],
  reframes: [
    'Procrastination is a way of avoiding an uncomfortable feeling, not proof of a character flaw.',
    'Action usually comes before motivation, not after it.',
    'Starting is the hardest part, and starting can be made very small.',
    'Habits are built by repetition, not intensity.',
    'Missing a day does not break a habit; giving up after missing does.',
    'Your surroundings shape your behaviour more than willpower does.',
    'A tiny habit done daily beats an ambitious one done rarely.',
    'Done imperfectly today is better than done perfectly someday.',
    'You are not lazy; you are human, and humans avoid discomfort.',
    'Every time you start without feeling like it, you strengthen the habit of starting.',
    'Discipline is mostly good systems and a few clear rules, not iron will.',
    'Dread is usually bigger than the task itself, which often takes less time than you fear.',
    'Progress over months comes from small actions that feel almost too easy.',
    'You can be kind to yourself and still hold yourself to a standard.',
    'The version of you who follows through is built one small action at a time.',
  ],
  worries: [
    {
      cues: [
        "can't start",
        'cant start',
        'overwhelmed',
        'too big',
        "don't know where to start",
        'putting off',
        'avoiding',
        'dread',
      ],
      reframes: [
        'Feeling overwhelmed by a big task is real, and it freezes many capable people.',
        'A task feels huge when it is vague and shrinks when it becomes specific.',
        'You only ever need to do the next step, not the whole thing at once.',
        'The dread before starting is often far worse than the task itself.',
      ],
      steps: [
        {
          lines: [
            'Define the very first physical action.',
            'Instead of sorting out the paperwork, make it opening the folder and finding the first letter.',
            'A specific, physical first action is much easier to begin than a vague goal.',
            'Once you have started, the next step is usually clearer.',
          ],
        },
        {
          lines: [
            'Use the two-minute rule to get going.',
            'Commit to working on the task for just two minutes.',
            'If you want to stop after that, you are allowed to.',
            'Most of the time, starting is enough to carry you on.',
          ],
        },
        {
          lines: [
            'Write the task down as a list of small steps.',
            'Break it into pieces that each take fifteen minutes or less.',
            'Tick each one off as you finish, so you can see progress building.',
          ],
        },
      ],
    },
    {
      cues: [
        'phone',
        'scrolling',
        'doom scrolling',
        'distracted',
        'social media',
        'youtube',
        'tiktok',
        'netflix',
      ],
      reframes: [
        'Apps are built by experts to hold your attention, so struggling with them is no surprise.',
        "Willpower alone rarely wins against a device within arm's reach.",
        'Changing your surroundings is far more effective than fighting the urge each time.',
        'Every hour you reclaim from the scroll is an hour for what you care about.',
      ],
      steps: [
        {
          lines: [
            'Put your phone in another room while you focus.',
            'Out of sight and out of reach is far stronger than face down on the desk.',
            'Use a basic timer or a watch instead of the phone for timing.',
            'The small effort of fetching it interrupts the automatic reach.',
          ],
        },
        {
          lines: [
            'Set app limits and move the worst apps off your home screen.',
            'Set daily time limits, or log out so that each visit takes effort.',
            'Adding friction to distractions makes the habit you want the easier choice.',
          ],
        },
        {
          lines: [
            'Set a phone curfew at night.',
            'Charge your phone outside the bedroom and use an ordinary alarm clock.',
            "Better sleep makes the next day's self-control much stronger.",
          ],
        },
      ],
    },
    {
      cues: ['motivation', 'unmotivated', 'lazy', "can't be bothered", 'no energy', 'no drive'],
      reframes: [
        'Waiting for motivation can mean waiting a very long time.',
        'Feeling unmotivated is normal, and many people act anyway without feeling it.',
        'Calling yourself lazy makes starting harder, not easier.',
        'Low energy can be a signal to look at sleep, food and stress, not a moral failing.',
      ],
      steps: [
        {
          lines: [
            'Begin with the smallest possible version of the task.',
            'Put your shoes on, open the document, or fill the sink.',
            'Small starts often produce the motivation you were waiting for.',
          ],
        },
        {
          lines: [
            'Pair the task with something you enjoy.',
            'Save a favourite podcast for chores, or have a good coffee while you tackle admin.',
            'The pairing makes the task something to look forward to.',
          ],
        },
      ],
    },
    {
      cues: [
        'streak',
        'fell off',
        'missed a day',
        'start again',
        'gave up',
        'all or nothing',
        'keep quitting',
        'fizzle',
      ],
      reframes: [
        'A broken streak can feel like failure, but it is a normal part of building any habit.',
        'Missing a single day makes little difference to a habit in the long run.',
        'All-or-nothing thinking turns one slip into a full stop.',
        'What matters is how quickly you come back, not whether you ever miss.',
      ],
      steps: [
        {
          lines: [
            'Follow the rule of never missing twice.',
            'If you miss a day, make the next day non-negotiable, even if the habit is tiny.',
            'This keeps a slip from becoming a slide.',
          ],
        },
        {
          lines: [
            'Lower the bar instead of giving up.',
            'On hard days, do a scaled-down version, such as one page, one minute or one line.',
            'Keeping the habit alive matters more than the size of each session.',
          ],
        },
      ],
    },
    {
      cues: ['perfect', 'perfectionism', 'perfectionist', 'not good enough', 'right time', 'has to be right'],
      reframes: [
        'Perfectionism often hides behind procrastination, because starting risks doing it imperfectly.',
        'There is rarely a perfect moment, and waiting for one keeps you stuck.',
        'A rough first attempt gives you something to improve.',
        'High standards are useful for finishing, not for starting.',
      ],
      steps: [
        {
          lines: [
            'Aim for a rough first version.',
            'Give yourself permission to do it badly the first time.',
            'Set a short time limit, such as twenty minutes, for a first pass.',
            'Improving something real is far easier than starting something perfect.',
          ],
        },
        {
          lines: [
            'Decide what good enough looks like before you begin.',
            'Write down what finished means for this particular task.',
            'When you reach it, stop, even if more polishing is possible.',
          ],
        },
      ],
    },
    {
      cues: [
        'routine',
        'morning routine',
        'snooze',
        'wake up early',
        'consistent',
        'consistency',
        'every day',
        'daily',
      ],
      reframes: [
        'Building a routine is hard at first, because old patterns are strong.',
        'Routines work best when they are simple and tied to things you already do.',
        'A routine does not have to be perfect to help you.',
        'Consistency grows from a small routine you can repeat even on bad days.',
      ],
      steps: [
        {
          lines: [
            'Stack the new habit onto an existing one.',
            'Use a simple formula: after I put the kettle on, I will read one page.',
            'An existing habit acts as a reliable trigger for the new one.',
          ],
        },
        {
          lines: [
            'Prepare for the morning the evening before.',
            'Lay out what the morning habit needs, such as a book, clothes or a notebook.',
            'Put your alarm across the room so you have to get up to switch it off.',
            'A prepared morning makes the routine the easiest option.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Make the habit tiny to begin with.',
        'Start with a version that takes under two minutes, such as one page, one line or one glass of water.',
        'Small habits are easy to repeat, and repetition is what builds them.',
        'You can grow it once it feels automatic.',
      ],
    },
    {
      lines: [
        'Decide exactly when and where you will do it.',
        'Write a plan such as at seven, at the kitchen table, I will do twenty minutes of admin.',
        'A set time and place removes the daily decision.',
        'Plans like this make you far more likely to follow through.',
      ],
    },
    {
      lines: [
        'Make the habit obvious and easy to start.',
        'Put the book on your pillow, the notebook by the kettle, or your shoes by the door.',
        'Visible cues prompt you to act without relying on memory.',
      ],
    },
    {
      lines: [
        'Use a timer for focused blocks.',
        'Focus for twenty-five minutes, then take a five-minute break.',
        'Knowing a break is coming makes it easier to start and to stay focused.',
      ],
    },
    {
      lines: [
        'Plan each day on the night before.',
        'Write down the three most important things to do, in order.',
        'Starting the day knowing what comes first stops you drifting.',
        'Put the hardest task first, while your energy is usually at its highest.',
      ],
    },
    {
      lines: [
        'Track your habit with a simple mark.',
        'Use a calendar, a notebook or an app and tick each day you do it.',
        'Seeing a chain of ticks is motivating in its own right.',
        'Tracking also shows patterns in when you tend to miss.',
      ],
    },
    {
      lines: [
        'Make unwanted habits harder to do.',
        'Put steps between you and the distraction, such as logging out or unplugging the television.',
        'Even a few seconds of extra effort reduces how often you give in.',
      ],
    },
    {
      lines: [
        'Reward yourself straight after the habit.',
        'Give yourself something small and immediate, such as a favourite drink, a walk or a tick on the chart.',
        'Rewards help your brain link the habit with something good.',
      ],
    },
    {
      lines: [
        'Tell someone what you plan to do.',
        'Share your goal with a friend and agree to check in once a week.',
        'Gentle accountability makes following through more likely.',
        'You can also sit alongside someone, in person or on a call, while you both get on with tasks.',
      ],
    },
    {
      lines: [
        'Do the task you are dreading first.',
        'Tackle it before you check messages or do easier tasks.',
        'The relief of getting it done lightens the rest of the day.',
      ],
    },
    {
      lines: [
        'Batch small tasks together into one slot.',
        'Group emails, calls and errands into one set time rather than scattering them.',
        'Batching cuts down the constant switching that drains your energy.',
      ],
    },
    {
      lines: [
        'Forgive yourself for your past delays.',
        'Letting go of guilt about last time tends to make the next start easier.',
        'Guilt makes tasks feel heavier and more worth avoiding.',
      ],
    },
    {
      lines: [
        'Review your week for ten minutes each Sunday.',
        'Look at what worked, what slipped and what to change.',
        'Small regular adjustments keep habits alive over months.',
      ],
    },
    {
      lines: [
        'Protect your sleep and your energy.',
        'Tired minds reach for easy distractions and avoid hard tasks.',
        'A regular bedtime makes self-control easier the next day.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning, the kettle on, and you doing your one small habit before anything else.',
    'Imagine sitting down at the task, setting a timer, and starting before you can argue with yourself.',
    'See your phone in another room, and the quiet that gives you to focus.',
    'Picture the moment you want to give up, and you doing just two more minutes.',
    "Tonight, write down the very first physical action for tomorrow's task.",
    'Imagine ticking off the first item on your list and feeling the relief.',
    'Picture a day when you miss your habit, and you simply starting again the next day.',
    'Imagine a month from now, with a long chain of ticks on your calendar.',
    'See yourself putting the book, notebook or kit where you will see it first thing.',
    'Picture the end of tomorrow, with one dreaded task done and the evening free.',
  ],
  setbacks: [
    'If you lose a day to avoidance, start again tomorrow with the smallest possible step.',
    'If you miss your habit, do a tiny version today rather than waiting for a fresh week.',
    'If guilt is piling up, forgive yourself and pick one thing to do in the next hour.',
    'If a plan is not working, change the plan rather than blaming yourself.',
    'If you keep avoiding one task, ask for help or break it down even further.',
    'If the phone won again, move it further away next time.',
    'On low-energy days, choose one small task and count it as a win.',
    'If your routine collapses during a busy week, return to its simplest form.',
    'Avoid the trap of waiting for Monday, because any hour can be a fresh start.',
    'If you are constantly exhausted or low, talk to a doctor, because energy matters here.',
  ],
  stories: [
    'A woman I heard about had put off her tax return for months, and the dread grew every week. She decided she would only open the folder and sort the papers into piles. That took ten minutes, and she kept going for another twenty. The whole return was done by the end of the weekend.',
    'One man wanted to read more but never got past a few pages. He put a book on his pillow every morning so he would see it at night. He promised himself just one page before sleep. Within a few months he had finished six books.',
    'A man I heard about lost his evenings to scrolling for hours. He started charging his phone in the kitchen and bought a cheap alarm clock. The first few nights he felt restless, then he started reading and sleeping earlier. He said the change in his mornings was bigger than he had expected.',
    'One woman kept breaking her journaling streak and then giving up for weeks. She adopted a rule: never miss twice, and on bad days write just one line. Some entries were only a sentence long, but the habit survived. A year later she had hundreds of entries.',
    'A perfectionist I heard about could not start anything unless it would be excellent. He set twenty-minute timers to make deliberately rough first versions. The rough versions were often better than he feared. He found he finished more in a month than he had in the whole previous year.',
  ],
  closings: [
    'Tomorrow, start with the smallest step and let it count.',
    'Put the phone in another room and give yourself twenty minutes.',
    'Pick one thing, do the first action, and see how it feels.',
    'Progress starts with a small action you take before you feel ready.',
    "Tonight, write tomorrow's first step down and leave it where you will see it.",
    'Be kind to yourself and keep the bar low enough to step over.',
    'One small action today beats a perfect plan for someday.',
    'If you slip, come back the next day, because that is all the rule you need.',
    'Start now, start small, and let momentum do the rest.',
    'The person who follows through is built tomorrow morning, one small step at a time.',
  ],
};
