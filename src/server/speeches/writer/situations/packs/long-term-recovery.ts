import type { SituationPack } from '../types';

export const longTermRecovery: SituationPack = {
  kind: 'long_term_recovery',
  label: 'a long recovery',
  fallback: 'your recovery',
  outlook: 'through',
  examples: [
    'physio again tomorrow and my knee still wont bend past 90, its been 4 months',
    'recovering from a broken leg and its so slow, sick of being stuck on the sofa',
    'long covid for over a year now, some days I cant get up the stairs',
    'chronic back pain, every single day is a negotiation with my body',
    'rehab after a stroke, trying to walk properly again and it feels endless',
    '8 weeks post op and still cant lift my arm above my shoulder',
    'had a bad fall in march and im still nowhere near back to normal',
    'fibro flare again this week, i thought i was finally doing better',
    'recovering from pneumonia and i get wiped out just having a shower',
    'ACL rehab is grinding me down, month 6 and nothing seems to change',
    'back on crutches after a setback, feels like starting from zero',
    'my hip replacement recovery is taking way longer than they told me',
    'slowly getting my strength back after months in hospital',
    'i just want my old life back, this recovery is dragging on forever',
    'learning to use my hand again after the accident, OT twice a week',
    'post viral fatigue, the pacing thing is driving me mad',
    'pain clinic appointment thursday, so fed up of hurting all the time',
    'torn achilles, 12 weeks in a boot and going stir crazy',
    'concussion recovery, cant look at screens for long and feel useless',
    'first hydrotherapy session since the injury tomorrow morning',
    'a year since the crash and i still walk with a stick',
    'how do i keep going with rehab when progress is this slow',
    'ME/CFS, mostly housebound, trying to be patient with my body',
    'mate im so over this shoulder, physio reckons another 3 months',
    'getting over sepsis, body feels like it belongs to someone else',
    'spinal op was in january and the nerve pain still comes and goes',
    'recovering from a heart attack, scared to push myself on the walks',
    'cardiac rehab starts monday, nervous about overdoing it',
  ],
  acknowledge: [
    'A long recovery asks for patience every single day, and that wears anyone down.',
    'It is hard when the progress you can feel is smaller than the effort you put in.',
    'You are allowed to be fed up with this, even while you keep doing the work.',
    'Living with pain or limits takes energy that nobody else can see.',
    'The days can start to feel the same, and that sameness is its own kind of tiring.',
    'It can feel lonely when everyone else moves at full speed and your life has slowed right down.',
    'Missing what your body used to do easily is a real and fair feeling.',
    'Some days you do everything right and still feel worse, which is hard to make sense of.',
    'People mean well when they ask if you are better yet, but the question can sting.',
    'Relying on others for things you used to do alone can feel strange and uncomfortable.',
    'Recovery like this rarely runs in a straight line, and the dips can knock the wind out of you.',
    'Being patient with your body is hard when your mind is ready to be back.',
    'It takes real grit to keep turning up for something this slow.',
    'Your frustration shows how much you care about the life you want to live.',
  ],
  reframes: [
    'Slow progress is still progress, even when you can only see it over weeks.',
    'Recovery like this is measured in months, so one bad day tells you very little.',
    'What you can do today is a starting point, not a verdict on who you are.',
    'Rest is part of the work here, not a break from it.',
    'Doing less on purpose can be wiser than pushing hard and paying for it later.',
    'The small things you manage count, even if they once would have been nothing.',
    'You are not behind anyone, because this has its own pace.',
    'Looking back a month is a fairer measure than looking back a day.',
    'Adapting how you do something is not the same as giving up on it.',
    'Steady, ordinary days add up, even when each one feels like standing still.',
    'Accepting help keeps you going longer than trying to manage everything alone.',
    'Your worth was never about how much your body could do.',
    'A dip is part of the shape of a long recovery, not proof that everything is lost.',
    'Patience here is not passive; it is a choice you make again each morning.',
    'You can be frustrated and still keep going, and both can be true at once.',
    'The effort you put in matters, whatever pace the changes come at.',
  ],
  worries: [
    {
      cues: [
        'slow',
        'not getting better',
        'no progress',
        'plateau',
        'taking forever',
        'going backwards',
        'still not better',
        'stuck',
      ],
      reframes: [
        'It is exhausting to work this hard and feel as if nothing is moving.',
        'Progress in a long recovery often hides for weeks before it shows.',
        'A flat stretch is common, and on its own it proves nothing about what comes next.',
        'Judged by the day, everything looks stuck; judged by the season, more has usually shifted.',
        'Feeling stuck is real, but a feeling is not the same as a measurement.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple weekly record of what you can do.',
            'Once a week, note one thing: how far you walked, how long you sat, how you slept.',
            'When it feels like nothing is changing, you have something real to look back on.',
            'Your team will find those notes useful too.',
          ],
        },
        {
          lines: [
            'Ask your physio or doctor what progress should look like from here.',
            'Ask what a realistic next marker is, and roughly how long it tends to take.',
            'Knowing what is normal stops you judging yourself against a timeline nobody set.',
          ],
        },
      ],
    },
    {
      cues: ['pain', 'flare', 'flare up', 'flare-up', 'hurts', 'sore', 'agony', 'aching'],
      reframes: [
        'Pain wears down your patience, your sleep and your mood, so of course it feels heavy.',
        'A flare can feel like it wipes out your progress, but it does not erase the weeks behind you.',
        'A plan for bad pain days takes away some of their power to frighten you.',
        'You are not weak for struggling with pain; you are tired from carrying it.',
        'Pain is real whether or not anyone else can see it.',
      ],
      steps: [
        {
          lines: [
            'Write a plan for flare days before you need one.',
            'Put down what helps, what to cancel, who to call and what to eat that takes no effort.',
            'On a bad day you will not have to think; you just follow the list.',
          ],
        },
        {
          lines: [
            'Tell your team how the pain is really affecting your life.',
            'Say what it stops you doing, how you sleep and how often it peaks, not just a score.',
            'If the pain changes or gets worse, call your GP or your team rather than waiting it out.',
            'They can only adjust what they know about.',
          ],
        },
        {
          lines: [
            'Take any pain relief exactly as it was prescribed.',
            'If it is not helping enough, say so at your next appointment or sooner.',
            'Do not change doses on your own, and keep a note of what you take and when.',
          ],
        },
      ],
    },
    {
      cues: [
        'used to',
        'old self',
        'old life',
        'who i was',
        'back to normal',
        'cant do anything',
        "can't do anything",
        'useless',
      ],
      reframes: [
        'Missing who you were before this is a real loss, and it deserves some room.',
        'You are still the same person, even when your days look different.',
        'What you value has not gone; for now it just needs a different shape.',
        'Being unable to do some things is not the same as being useless.',
        'The parts of you that matter most never depended on your body.',
      ],
      steps: [
        {
          lines: [
            'Find a small version of something you love.',
            'If you cannot walk the whole route, sit somewhere along it; if you cannot cook a meal, make one part.',
            'Keeping a thread to what you love stops this from taking everything.',
          ],
        },
        {
          lines: [
            'Write a list of what you can still give.',
            'Listening, planning, advice, company, humour: note what you bring that has nothing to do with strength.',
            'Read the list back on the days you feel useless.',
          ],
        },
      ],
    },
    {
      cues: ['burden', 'relying on', 'rely on', 'depend on', 'helpless', 'asking for help', 'ask for help'],
      reframes: [
        'Needing help can feel like losing something, especially if you were always the helper.',
        'People who care about you usually want a way to help, and letting them is a gift too.',
        'Needing more help right now makes you someone in recovery, not a burden.',
        'Give and take in a life evens out over years, not over a few hard months.',
      ],
      steps: [
        {
          lines: [
            'Make each request for help small and specific.',
            'Instead of saying you are fine, ask for one clear thing: a lift, the shopping, an hour of company.',
            'Clear asks are easier for others to say yes to, and easier for you to make.',
          ],
        },
        {
          lines: [
            'Give something back in a way you can manage.',
            'Send a message, listen properly, write a thank-you note, remember their news.',
            'It keeps the relationship two-way, which eases the feeling of only taking.',
          ],
        },
      ],
    },
    {
      cues: [
        'physio',
        'exercises',
        'rehab',
        'motivation',
        'boring',
        'cant be bothered',
        'physiotherapy',
        'hydro',
      ],
      reframes: [
        'The exercises are dull, repetitive and easy to skip, which is exactly why they are hard.',
        'Each set you do is a small deposit, even when it feels pointless at the time.',
        'Motivation comes and goes, and a routine carries you when it has gone.',
        'The boring work is often where the real difference gets made.',
      ],
      steps: [
        {
          lines: [
            'Tie your exercises to something you already do.',
            'Do them after brushing your teeth, or while the kettle boils, at the same time each day.',
            'Linking them to a habit means you decide once, not every morning.',
          ],
        },
        {
          lines: [
            'Agree that the minimum counts on low days.',
            'Tell yourself one set is enough, and stop there if you need to.',
            'Keeping the habit alive matters more than a perfect session.',
            'If an exercise hurts in a new way, check with your physio before carrying on.',
          ],
        },
      ],
    },
    {
      cues: [
        'fatigue',
        'exhausted',
        'no energy',
        'crash',
        'long covid',
        'boom and bust',
        'wiped out',
        'payback',
      ],
      reframes: [
        'This kind of tiredness is not laziness, and sleep alone does not always fix it.',
        'Running out of energy after doing very little is confusing and deeply frustrating.',
        'Spending energy carefully is a skill, and you are learning it.',
        'A crash after a good day does not mean you failed; it gives you information.',
      ],
      steps: [
        {
          lines: [
            'Plan your energy like a budget.',
            'Pick the two or three things that matter today and let the rest wait.',
            'Stop before you feel spent, not after, and rest between tasks.',
            'If you have not talked about pacing with your team, ask them about it.',
          ],
        },
        {
          lines: [
            'Keep a simple energy diary for two weeks.',
            'Note what you did each day and how you felt the next morning.',
            'Patterns show up that you would never spot from memory, and they help you and your team plan.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Set one small, reachable aim for each week.',
        'Make it something you can actually manage, like sitting outside or getting to the end of the road.',
        'Small aims give you wins to notice, which keeps you going through the long middle.',
      ],
    },
    {
      lines: [
        'Build a simple rhythm into your days.',
        'Get up at roughly the same time, eat at regular times and plan one thing for the morning.',
        'A rhythm gives the days shape when recovery makes them blur together.',
      ],
    },
    {
      lines: [
        'Write your questions down before each appointment.',
        'Keep a running note on your phone and add to it as things come up.',
        'Appointments go quickly, and a list means you leave with answers rather than regrets.',
        'Ask them to explain again if something is not clear; that is what they are there for.',
      ],
    },
    {
      lines: [
        'Stick to the plan your team gave you, and check before changing it.',
        'If something feels new, wrong or much worse, call your GP or your team.',
        'Guessing alone leads to worry, while one phone call often settles it.',
      ],
    },
    {
      lines: [
        'Get some daylight on every day you can.',
        'Sit by a window, step outside the door, or open it and breathe for a few minutes.',
        'Light and fresh air help your sleep and lift your mood, even when you cannot go far.',
      ],
    },
    {
      lines: [
        'Protect your sleep as part of your recovery.',
        'Keep the same bedtime and wake time, and put screens away for the last half hour.',
        'If pain or discomfort keeps waking you, tell your team, because sleep matters here.',
      ],
    },
    {
      lines: [
        'Talk to people who know what a long recovery is like.',
        'Ask your team about support groups, or find one online for your condition.',
        'Hearing from people who understand makes the slow parts feel less lonely.',
      ],
    },
    {
      lines: [
        'Mark the small firsts out loud.',
        'The first time you make your own tea, manage the stairs or sleep through, say it to someone.',
        'Noticing these moments trains your mind to see progress, not only the gaps.',
      ],
    },
    {
      lines: [
        'Keep one thing each day that is just for you.',
        'A programme, a phone call, a puzzle, some music, a chapter of a book.',
        'Recovery can take over the whole day, and one small pleasure reminds you there is more to you.',
      ],
    },
    {
      lines: [
        'Move in the ways your team has said are safe.',
        'Little and often tends to suit a long recovery better than one big effort.',
        'If you are unsure whether something is safe, ask before you try it.',
      ],
    },
    {
      lines: [
        'Tell the people around you what helps and what does not.',
        'Let them know if questions about progress wear you down, and what you would rather talk about.',
        'Clear words save you from the same tiring conversation over and over.',
      ],
    },
    {
      lines: [
        'Set up your space so the day takes less effort.',
        'Keep what you need within reach: water, a charger, your medication, something to do.',
        'Fewer trips and struggles leave more energy for the things that matter to you.',
      ],
    },
    {
      lines: [
        'Look after your mood as carefully as your body.',
        'Long recoveries often bring low spells, and that is common, not a failing.',
        'If low feelings hang around for weeks, mention them to your GP, because that support is part of recovery too.',
      ],
    },
    {
      lines: [
        'Book in regular contact with one or two people.',
        'A weekly call or visit, fixed in advance, so you do not have to find the energy to arrange it.',
        'Regular company helps the long weeks pass and stops you feeling forgotten.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning and choose the one thing you want done before lunch.',
    'Think through your next appointment: what you will say first, and the question you most need answered.',
    'Imagine the start of a bad day, and see yourself reaching for your plan instead of panic.',
    'See yourself doing your exercises at the usual time, slowly and carefully, then ticking them off.',
    'Imagine someone asking how you are, and practise a short, honest answer you are happy to give.',
    'Picture this evening and plan to stop early enough that tomorrow is not paying for today.',
    'Think of the week ahead as seven small days rather than one long stretch.',
    'Picture yourself at the end of the day naming one thing that went a little better.',
    'Rehearse the words you will use to ask for help with one specific thing this week.',
    'Imagine reading your notes a month from now and seeing every small day you got through.',
  ],
  setbacks: [
    'If today is a bad day, shrink the plan to its smallest version and let that be enough.',
    'A setback is a reason to check in with your team, not a reason to give up.',
    'If something new or worrying happens, call your GP or your team rather than waiting to see.',
    'When a dip comes, go back to what helped last time, and note what feels different.',
    'You can rest, cry or be angry for a while, then pick one small thing to do next.',
    'Do not rewrite the whole story because of one hard week; it is one chapter of it.',
    'If you overdid it yesterday, today is for recovering, not for blaming yourself.',
    'Tell someone close that you have had a setback, so you are not carrying it quietly.',
    'Going back a step happens in many long recoveries, and you have climbed steps before.',
  ],
  stories: [
    'One man I heard about was learning to walk again after a bad fracture. For weeks he felt he was getting nowhere, so his physio asked him to film a short walk every Sunday. After two months he watched the first clip beside the latest one. The difference he could not feel day to day was right there on the screen. On flat weeks after that, he watched them again.',
    'A woman living with long covid kept crashing after every good day. She started a simple diary of what she did and how she felt the next morning. Within a few weeks she could see which tasks cost her the most. She began doing a little less on good days, and the crashes became easier to plan around.',
    'An older woman with chronic back pain hated asking her neighbour for anything. One day she wrote down a few specific things and asked for just one of them. The neighbour was glad to be asked, and they began having tea together every Thursday. The help she dreaded asking for became one of the best parts of her week.',
    'A young man doing rehab after an accident found his exercises unbearably dull. He started saving one podcast he loved for that half hour only. The exercises became the part of the day he looked forward to. He said the trick was not willpower but pairing the boring thing with something good.',
    'One man felt sure his recovery had stalled and he was going backwards. His physio put the notes from his first session beside his latest ones. He had gained far more than he remembered. After that he trusted the records more than his worst moods.',
  ],
  closings: [
    'For the next few days, do the small things and let them count.',
    'Go gently today, and let tomorrow be its own day.',
    'Take the next step your body allows, and rest when it asks you to.',
    'The work you do this week matters, however slow it feels.',
    'Be as patient with yourself tonight as you would be with someone you love.',
    'One day at a time is enough, so start with this one.',
    'Keep going at your own pace, and notice the small things that shift.',
    'You have got through hard days before, and you can take this next one gently.',
    'Rest well tonight, and pick up the thread again in the morning.',
    'Your pace is the right pace for now.',
    'Let this week be about steady, not perfect.',
  ],
};
