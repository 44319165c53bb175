import type { SituationPack } from '../types';

export const addictionRecovery: SituationPack = {
  kind: 'addiction_recovery',
  label: 'recovery from addiction',
  fallback: 'your recovery',
  outlook: 'through',
  examples: [
    'day 12 sober and the weekend is coming, scared',
    '6 months clean and i still think about it every day',
    'trying to stop gambling, deleted the apps again',
    'relapsed after 90 days and feel like a total failure',
    'first AA meeting tonight, dont know what to expect',
    'quitting drinking and the evenings are the worst part',
    'coming off coke and my mates all still use',
    'gamblers anonymous tomorrow, nervous to walk in the door',
    'a year sober today and still scared of slipping',
    'trying to cut out weed, cant sleep without it',
    'self excluded from all the betting sites and the urges are mad tonight',
    'stopped drinking 3 weeks ago, everyone at this party will be on it',
    'in recovery from opioids, on a programme, taking it day by day',
    'ive got a problem with online casino and ive finally admitted it',
    'sober curious turned into actually needing to stop',
    'NA meeting later, havent been in a while',
    'my sponsor is away this week and im feeling wobbly',
    'just out of rehab, first week back home',
    'dry january made me realise i cant moderate',
    'lost way too much on sports betting, stopping for good',
    'how do i stay clean when stress hits',
    'had a slip last night after 40 days',
    'drinking every night to cope and i want to stop',
    'ketamine got out of hand, two weeks off it now',
    'scratchcards and slots every day, i want my life back',
    '100 days alcohol free but feeling flat',
    'cravings hit hard at 6pm every single day',
    'my family doesnt trust me yet and honestly i get why',
  ],
  acknowledge: [
    'Stopping something that has been part of your life for a long time is hard, and it takes courage.',
    'The urge can show up out of nowhere, even on days you feel strong.',
    'Early recovery can feel raw, as if someone turned the volume up on every feeling.',
    'You may feel shame about the past, and that is a heavy weight to carry.',
    'It is exhausting to keep making the same choice every hour of the day.',
    'People around you might not understand how hard this is.',
    'You may miss the thing you stopped, even knowing what it cost you.',
    'Rebuilding trust with the people you love can feel slow and painful.',
    'It can be lonely when your old social life was tied up with the habit.',
    'Boredom, stress and long evenings can all feel risky in a new way.',
    'Admitting you need help is one of the hardest things a person can do.',
    'Fear of going back can sit with you, even on good days.',
    'Some days you will feel proud, and other days you will just feel tired.',
  ],
  reframes: [
    'Recovery happens one day at a time, and today is the only one you need to manage.',
    'An urge is a feeling, not an order, and it rises and falls if you wait.',
    'A slip is not a relapse, and it does not erase the days you have built.',
    'Asking for help is part of recovery, not a sign that you are failing at it.',
    'Every day you stay stopped is a real achievement, even when it feels ordinary.',
    'You are not your worst moments; you are the person choosing differently now.',
    'Recovery is not about being perfect; it is about coming back to it each time.',
    'Urges tend to be strongest when you are hungry, angry, lonely or tired, and each can be tended to.',
    'The people in support groups have felt what you feel, which is exactly why they help.',
    'Feeling flat or restless early on is common, and it often lifts as your life fills up again.',
    'Trust is rebuilt through small, steady actions, not big speeches.',
    'Boredom is not a reason to go back; it is a sign to build something new into your time.',
    'Being honest about where you are keeps you safer than pretending you are fine.',
    'After a slip you are not starting from nothing; you are starting with everything you have learned.',
  ],
  worries: [
    {
      cues: [
        'craving',
        'cravings',
        'urge',
        'urges',
        'want to drink',
        'want to use',
        'want to gamble',
        'tempted',
        'itch',
      ],
      reframes: [
        'An urge can feel overwhelming, but it usually peaks and fades within minutes.',
        'Having urges does not mean recovery is not working; it means you are human.',
        'You do not have to act on an urge to make it stop.',
        'Every urge you ride out shows you that you can do it again.',
      ],
      steps: [
        {
          lines: [
            'Ride out the urge for fifteen minutes.',
            'Set a timer, change rooms, drink a glass of water and wait.',
            'Most urges pass before the timer does, and you will have proof you can outlast them.',
          ],
        },
        {
          lines: [
            'Call or message someone the moment an urge starts.',
            'Have two or three names ready: a sponsor, a friend, someone from your group or a helpline.',
            'Saying it out loud takes away much of its power.',
          ],
        },
        {
          lines: [
            'Play the whole thing through to the end.',
            'When the urge talks about the first hour, think about the next morning and the week after.',
            'Remembering how it really ends is often enough to break the spell.',
          ],
        },
      ],
    },
    {
      cues: ['relapse', 'relapsed', 'slip', 'slipped', 'messed up', 'went back', 'failed', 'reset my days'],
      reframes: [
        'A slip feels crushing, but it does not undo what you have learned or the days you had.',
        'Many people in long-term recovery had slips along the way.',
        'What you do in the next few hours matters far more than what happened last night.',
        'Shame makes you want to hide, but telling someone is what gets you back to your plan.',
      ],
      steps: [
        {
          lines: [
            'Tell someone in your support network today.',
            'Call your sponsor, your group, your GP or a helpline and say plainly what happened.',
            'Secrets feed addiction, and honesty is the quickest way back.',
          ],
        },
        {
          lines: [
            'Work out what led up to it.',
            'Write down the hours before: where you were, how you felt, who was around, what you told yourself.',
            'Then build a plan for that situation, so it is less likely to catch you the same way again.',
          ],
        },
        {
          lines: [
            'Start your count again without hating yourself.',
            'The number resets, but your experience does not.',
            'Get to a meeting or a group as soon as you can, even if you feel embarrassed.',
          ],
        },
      ],
    },
    {
      cues: ['party', 'friends', 'mates', 'pub', 'social', 'everyone else', 'peer pressure', 'night out'],
      reframes: [
        'Social events can be some of the riskiest moments, so planning for them is wise, not weak.',
        'You do not owe anyone an explanation for your choices.',
        'Good friends will adjust, and anyone who pushes you is showing you something important.',
        'You can leave any situation that feels risky, at any time.',
      ],
      steps: [
        {
          lines: [
            'Plan your exit before you arrive.',
            'Know how you will get home, set a time to leave and tell one person you might go early.',
            'Having a way out makes it easier to stay calm while you are there.',
          ],
        },
        {
          lines: [
            'Have your answer ready before anyone asks.',
            'A short no thanks, not for me, said calmly, is enough.',
            'Go with someone who supports your recovery, and stay near them.',
          ],
        },
        {
          lines: [
            'Build new plans that do not revolve around the old habit.',
            'Try a morning walk with a friend, a class, a film, a meal, or a group that meets for recovery.',
            'New routines give you places to be that support the life you are building.',
          ],
        },
      ],
    },
    {
      cues: ['bored', 'boredom', 'evenings', 'weekend', 'nothing to do', 'empty', 'flat', 'lonely'],
      reframes: [
        'The old habit filled a lot of time, so of course there is a gap now.',
        'Feeling flat early in recovery is common, and it is not a sign you were better off before.',
        'Loneliness is one of the strongest triggers, and it deserves a real plan.',
        'Filling your time with new things is part of recovery, not a distraction from it.',
      ],
      steps: [
        {
          lines: [
            'Plan your riskiest hours in advance.',
            'Write down what you will do each evening this week, hour by hour if you need to.',
            'An empty evening is where old habits tend to creep back in.',
          ],
        },
        {
          lines: [
            'Try one new thing each week.',
            'A class, a walk, cooking something new, volunteering, or a hobby you dropped years ago.',
            'You are building a life you do not want to escape from.',
          ],
        },
      ],
    },
    {
      cues: ['shame', 'ashamed', 'trust', 'family', 'hurt people', 'guilt', 'guilty', 'let everyone down'],
      reframes: [
        'Feeling shame shows that you care about who you want to be.',
        'The past cannot be changed, but what you do today can start to repair what it damaged.',
        'Trust comes back slowly, through steady days rather than promises.',
        'Your worth is not defined by the worst things you did while the addiction had hold of you.',
      ],
      steps: [
        {
          lines: [
            'Let your actions do the talking.',
            'Turn up when you say you will, be honest about small things and keep going to your meetings or sessions.',
            'Steady reliability rebuilds trust more than any apology.',
          ],
        },
        {
          lines: [
            'Talk to someone about the shame.',
            'A counsellor, a support group or a sponsor has heard it all before.',
            'Shame shrinks when it is spoken and grows when it is hidden.',
          ],
        },
      ],
    },
    {
      cues: ['withdrawal', 'shakes', 'sweats', 'detox', 'cant sleep', 'insomnia', 'rattling', 'comedown'],
      reframes: [
        'Withdrawal can be miserable, and it is your body adjusting to a big change.',
        'Poor sleep early on is common, and for many people it improves as the weeks go by.',
        'Getting medical support for withdrawal is sensible, not dramatic.',
        'The physical side is often hardest at the start, so each day through it counts.',
      ],
      steps: [
        {
          lines: [
            'Talk to your GP or a drug and alcohol service about withdrawal.',
            'If you have been drinking or using heavily, stopping suddenly can need medical support to be safe.',
            'They can plan a safe way to stop with you, so you are not doing the hardest part alone.',
          ],
        },
        {
          lines: [
            'Look after the basics while your body adjusts.',
            'Drink water, eat simple regular meals and keep a steady bedtime, even if sleep is poor.',
            'If symptoms frighten you or get worse, get medical help straight away.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Count your days, and mark the milestones.',
        'Use an app, a calendar or a notebook to track each day.',
        'Watching the number grow reminds you what you are protecting.',
      ],
    },
    {
      lines: [
        'Find a support group that fits you.',
        'There are mutual support groups for drink, drugs and gambling, in person and online, and many are free.',
        'Being among people who understand makes the hard days less lonely.',
      ],
    },
    {
      lines: [
        'Know your triggers, and plan around them.',
        'Write down the people, places, times and feelings that make the urge stronger.',
        'For each one, decide in advance what you will do instead.',
      ],
    },
    {
      lines: [
        'Put barriers between you and the old habit.',
        'Clear the house, delete apps and numbers, block sites, or hand over cards if that helps.',
        'Barriers buy you time, and time is when the urge fades.',
      ],
    },
    {
      lines: [
        'Check yourself for hunger, anger, loneliness and tiredness.',
        'When an urge comes, notice which of those is there, and deal with that first.',
        'A meal, a call, a rest or a walk can take the edge off before it builds.',
      ],
    },
    {
      lines: [
        'Keep a helpline number saved in your phone.',
        'Look up a free, confidential helpline for what you are stopping, and save it now.',
        'If the urge comes in the middle of the night, you will have someone to call.',
      ],
    },
    {
      lines: [
        'Tell one trusted person where you really are.',
        'Share the wobbly days as well as the milestones.',
        'Honesty with one person keeps you from carrying it in secret.',
      ],
    },
    {
      lines: [
        'Give each day a simple structure.',
        'Regular meals, a set bedtime, and a plan for the morning and the evening.',
        'Structure leaves less room for the old habit to fill.',
      ],
    },
    {
      lines: [
        'Look after your body while it recovers.',
        'Eat properly, drink water, move a little every day and get outside.',
        'Feeling physically better makes the rest of the work easier.',
      ],
    },
    {
      lines: [
        'Write down all the reasons you stopped.',
        'Keep the list on your phone, and read it when the urge starts bargaining with you.',
        'Your own reasons, in your own words, are hard to argue with.',
      ],
    },
    {
      lines: [
        'Get professional support alongside your group.',
        'Your GP can point you to local services, counselling or treatment programmes.',
        'Different kinds of support cover different needs, and using more than one is common.',
      ],
    },
    {
      lines: [
        'Celebrate your milestones in new ways.',
        'Mark a week, a month or a year with a meal, a day out or a long-wanted treat.',
        'Rewarding yourself without the old habit shows you that good days do not need it.',
      ],
    },
    {
      lines: [
        'Practise saying no out loud before you need to.',
        'Say it in the mirror or to a friend: no thanks, that is not for me anymore.',
        'Words you have practised come out more easily under pressure.',
      ],
    },
  ],
  rehearsal: [
    'Picture the riskiest hour of tomorrow, and see exactly what you will be doing instead.',
    'Imagine the urge arriving, and see yourself setting a timer and calling someone on your list.',
    'Rehearse the words you will use to say no, calmly and without explaining.',
    'Picture walking into a meeting, sitting near the door and simply listening.',
    'Imagine waking up tomorrow with your count one day higher, and how that will feel.',
    'Picture a stressful moment, and see yourself stepping away, breathing slowly and letting it pass.',
    'Walk through this evening in order, from dinner to bed, with every hour planned.',
    'Imagine telling someone you trust that today is hard, in one simple sentence.',
    'Picture leaving a situation early because it does not feel safe, and feeling glad you did.',
  ],
  setbacks: [
    'If you slip, tell someone the same day, because hiding it is what turns a slip into more.',
    'A slip only becomes a relapse if you let it, so come back to your plan now.',
    'After a hard day, go to a meeting, call a helpline or talk to someone who understands.',
    'If your count resets, your learning does not, so use what happened to plan better.',
    'If the urge feels unmanageable, get somewhere safe and call someone right away.',
    'If you feel physically unwell after stopping, speak to your GP or get medical advice today.',
    'If you hurt someone close during a hard patch, apologise simply and show it through the days that follow.',
    'If you missed a meeting or a session, go to the next one rather than waiting for a better week.',
    'If you catch yourself bargaining with the urge, take it as a signal to reach out, not to decide alone.',
  ],
  stories: [
    'One man I heard about had ninety days behind him when he slipped at a family party. He was so ashamed that he nearly stopped going to his group. Instead he rang his sponsor the next morning and told the whole story. He said saying it out loud stopped one bad night from becoming a bad month.',
    'A woman stopping gambling found late evenings the hardest, when she used to play on her phone in bed. She started leaving her phone to charge in the kitchen and reading instead. It felt dull at first, then it became the part of the day she protected. She said moving the phone was a small change that took away a lot of temptation.',
    'One young man in early recovery hated how flat he felt once the chaos stopped. Someone at his group suggested he try one new thing a week. He went to a pottery class, then a cooking course, then a volunteering shift. He said building a life he liked was what made staying stopped feel worth it.',
    "A woman whose family had stopped trusting her made no big speeches when she came home from treatment. She simply turned up when she said she would, every day, for months. One evening her son asked her to collect him from a friend's house, something he had not asked in years. She said that small request meant more than any apology could.",
    "One man kept a card in his wallet listing every reason he had stopped drinking. When the urge started bargaining with him, he took the card out and read it slowly. Some days it took three readings. He said his own handwriting was harder to argue with than anyone else's advice.",
  ],
  closings: [
    'Stay stopped today, and let tomorrow wait its turn.',
    'Keep your phone close and your people closer this week.',
    'One day at a time, starting with this one.',
    'Tonight, do what keeps you safe, and be proud of it.',
    'Add one more day to your count, and let that be enough.',
    'Reach out early this week, before things feel bad.',
    'Go gently, and get to your next meeting or check-in.',
    'You have made it this far, so keep going.',
    'Take the next hour as it comes, and call someone if you need to.',
    'Protect this evening, and let the days build from there.',
    'Whatever today brings, you do not have to face it alone.',
  ],
};
