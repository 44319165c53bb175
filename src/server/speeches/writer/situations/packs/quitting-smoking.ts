import type { SituationPack } from '../types';

export const quittingSmoking: SituationPack = {
  kind: 'quitting_smoking',
  label: 'quitting smoking or vaping',
  fallback: 'your quit',
  outlook: 'ahead',
  examples: [
    'day 3 without a cigarette and im climbing the walls',
    'quitting vaping tomorrow, been on it 5 years',
    'want to give up the fags for good this time',
    'quit date is monday, smoked 20 a day for 15 years',
    'stopped smoking 2 weeks ago and the cravings after dinner are brutal',
    'trying to quit my juul, i reach for it without even thinking',
    'how do i stop vaping when all my mates do it',
    'on patches and gum, week one, so irritable',
    'had one cigarette at a party after 3 weeks off, feel like i ruined it',
    'trying to quit the durries, reckon ill be cranky as',
    'nicotine withdrawal is making me foggy and snappy',
    'giving up smoking for my health, scared ill put on weight',
    'want to stop vaping before it gets worse, im on it all day',
    'first morning without a smoke with my coffee, this is hard',
    'quit cold turkey yesterday, how long do cravings last',
    'smoke free for 10 days, the pub this weekend is going to be tough',
    'tried to quit 6 times before, determined this time',
    'doctor told me i need to stop smoking, finally doing it',
    'putting my vape down for good, keep chewing pen lids instead',
    'rollies were my thing for 20 years, day 1 today',
    'stress is my trigger, i always light up when things go wrong',
    'one month no cigs but the craving still hits when i drive',
    'on nic pouches now instead of vaping, want off nicotine completely',
    'gave up ciggies last week and i want to eat everything in sight',
    'how to stop smoking when the person i live with still smokes',
    'quitting shisha and cigs at the same time',
    'my vape is basically glued to my hand, need to stop',
    'booked in with the stop smoking service, first appointment thursday',
  ],
  acknowledge: [
    'Nicotine is one of the hardest habits to break, and feeling that is normal.',
    'Smoking or vaping has probably been woven into your whole day, so stopping touches everything.',
    'Cravings can feel sudden and intense, even when you really want to stop.',
    'The first days can leave you irritable, restless and foggy.',
    'It can feel like losing a companion, however strange that sounds.',
    'You might worry about letting yourself or others down if it does not stick.',
    'It is hard when the people around you still smoke or vape.',
    'Stress and nicotine have probably been linked for years, so stressful days feel risky.',
    'Your hands and mouth may not know what to do with themselves.',
    'Wanting to stop and wanting nicotine can both be true in the same minute.',
    'Past attempts that did not last can make this one feel daunting.',
    'It is tiring to keep saying no to something your brain keeps asking for.',
  ],
  reframes: [
    'A craving passes in a few minutes, whether you give in to it or not.',
    'Every craving you ride out teaches your brain that it can wait.',
    'Past attempts are practice, not proof that you cannot do it.',
    'Most people who stop for good tried several times first.',
    'Nicotine mostly calms the stress of its own withdrawal, rather than the stress of your day.',
    'The irritability is your body adjusting, and it eases as the weeks go by.',
    'You are not so much giving something up as getting something back.',
    'You do not have to quit forever today, only get through today without it.',
    'Feeling an urge is not failing; it is simply part of stopping.',
    'Every day without nicotine counts, and the days add up faster than you think.',
    'Support makes quitting far more likely to last, so using it is smart, not weak.',
    'The hardest stretch tends to come early, so each early day is worth double.',
    'Your body starts recovering within days of stopping.',
    'You are becoming someone who does not smoke or vape, one ordinary day at a time.',
  ],
  worries: [
    {
      cues: [
        'craving',
        'cravings',
        'urge',
        'gasping',
        'desperate for one',
        'want one',
        'need a fag',
        'need a smoke',
      ],
      reframes: [
        'A craving can feel endless, but it usually fades within a few minutes.',
        'Cravings are loudest in the first weeks, and they tend to come less often over time.',
        'You do not have to win against a craving; you only have to outlast it.',
        'Every craving you get through without smoking or vaping makes the next one easier to face.',
      ],
      steps: [
        {
          lines: [
            'Delay for five minutes when a craving hits.',
            'Set a timer, and promise yourself you will decide when it goes off.',
            'Most cravings fade before the time is up.',
          ],
        },
        {
          lines: [
            'Give your hands and mouth something else to do.',
            'Sip cold water, chew sugar-free gum, hold a pen or squeeze a stress ball.',
            'It covers the habit part of the craving, not just the nicotine part.',
          ],
        },
        {
          lines: [
            'Ask a pharmacist or a stop smoking service about nicotine replacement.',
            'Patches, gum, sprays and other options can take the edge off cravings.',
            'Used as directed, they are a recognised way to make stopping easier.',
          ],
        },
      ],
    },
    {
      cues: ['stress', 'stressed', 'calm down', 'nerves', 'anxious', 'relax', 'takes the edge off'],
      reframes: [
        'Nicotine has really felt like it calms you, so it makes sense to fear stress without it.',
        'Much of that calm was your body relieving its own withdrawal.',
        'After the first few weeks, many people find their everyday stress is lower, not higher.',
        'You can learn other ways to take five minutes for yourself, with no nicotine involved.',
      ],
      steps: [
        {
          lines: [
            'Keep the break, but change what is in it.',
            'Step outside, breathe slowly for five minutes and look at something far away.',
            'You keep the pause you needed, without the nicotine.',
          ],
        },
        {
          lines: [
            'Use slow breathing when stress spikes.',
            'Breathe in for four, hold for a moment, then breathe out for six.',
            'It copies the deep breaths you used to take while smoking, and it settles your body.',
          ],
        },
      ],
    },
    {
      cues: ['weight', 'eating more', 'snacking', 'put on', 'hungry', 'gain'],
      reframes: [
        'Worrying about weight is common, and it is a fair thing to plan for.',
        'Stopping is one of the best things you can do for your health, even with a little weight change.',
        'Appetite often settles down after the first few weeks.',
        'You can deal with one thing at a time, and the quit comes first.',
      ],
      steps: [
        {
          lines: [
            'Keep easy, healthy snacks to hand.',
            'Have fruit, chopped veg, nuts or sugar-free gum nearby for when your hands get restless.',
            'Planned snacks stop you reaching for whatever is closest.',
          ],
        },
        {
          lines: [
            'Add a short walk to your day.',
            'Go for a brisk ten minutes after meals, when you might once have smoked.',
            'It helps with cravings and appetite at the same time.',
          ],
        },
      ],
    },
    {
      cues: [
        'friends smoke',
        'pub',
        'drinking',
        'party',
        'social',
        'everyone smokes',
        'mates',
        'smoke break',
        'still smokes',
      ],
      reframes: [
        'Being around smoke or vapour makes stopping harder, and that is not a weakness in you.',
        'Social situations are among the most common triggers, so planning for them is wise.',
        'Your friends do not have to stop for you to stop.',
        'Saying no in company gets easier each time you do it.',
      ],
      steps: [
        {
          lines: [
            'Plan your answer before you go out.',
            'Have a simple line ready, such as no thanks, I have stopped.',
            'Deciding in advance means you are not deciding with a craving in the moment.',
          ],
        },
        {
          lines: [
            'Change where you stand when others light up.',
            'Stay inside when others go out to smoke, or go for the chat but keep your hands busy.',
            'Ask the people close to you not to offer, and not to smoke or vape around you.',
          ],
        },
        {
          lines: [
            'Be careful with alcohol in the early weeks.',
            'Drinking lowers your guard, and many slips happen with a drink in hand.',
            'Plan to leave early, or stick to alcohol-free drinks for the first few nights out.',
          ],
        },
      ],
    },
    {
      cues: ['tried before', 'failed', 'slipped', 'had one', 'caved', 'gave in', 'relapse', 'started again'],
      reframes: [
        'Having tried before means you already know some of what works for you and what does not.',
        'A slip is one moment, not a decision to start again.',
        'Most people who stop for good had slips along the way.',
        'Feeling bad after a slip shows you still want this, and that wanting is what matters.',
      ],
      steps: [
        {
          lines: [
            'Treat a slip as information, not a verdict.',
            'Look at what led to it: the time, the place, the feeling, the people.',
            'Then plan for that exact moment next time.',
          ],
        },
        {
          lines: [
            'Get straight back to your quit.',
            'Do not wait for Monday or a new date; carry on from the next hour.',
            'Throw away anything left over, and tell your support person what happened.',
          ],
        },
      ],
    },
    {
      cues: [
        'irritable',
        'grumpy',
        'snappy',
        'withdrawal',
        'foggy',
        'cant concentrate',
        'restless',
        'cranky',
      ],
      reframes: [
        'Irritability and fog are common withdrawal symptoms, and they do ease.',
        'Your brain is getting used to running without nicotine, and that takes a little time.',
        'Feeling grumpy is not a sign of failure; it is a sign of change.',
        'Most of the worst withdrawal passes in the first few weeks.',
      ],
      steps: [
        {
          lines: [
            'Warn the people around you about the first week.',
            'Tell them you might be short-tempered for a week or two, and that it is not about them.',
            'It saves arguments and earns you a bit of patience.',
          ],
        },
        {
          lines: [
            'Keep the first week as light as you can.',
            'Keep demanding tasks to a minimum, get to bed earlier and drink plenty of water.',
            'Easing the load helps you through the roughest part.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Set a quit date and make it real.',
        'Pick a day within the next couple of weeks, and put it in your calendar.',
        'A fixed date lets you prepare, instead of waiting to feel ready.',
      ],
    },
    {
      lines: [
        'Clear everything out before your quit date.',
        'Throw away cigarettes, lighters, vapes, pods and liquids, and get rid of the ashtrays.',
        'If it is not in the house, a craving has to work much harder.',
      ],
    },
    {
      lines: [
        'Get free, proper support to help you quit.',
        'Contact a local stop smoking service, or talk to a pharmacist or your GP.',
        'People who use support are much more likely to stop for good than those who go it alone.',
      ],
    },
    {
      lines: [
        'Know your triggers, and plan a swap for each one.',
        'Write down when you usually smoke or vape: first coffee, after meals, in the car, on breaks.',
        'For each one, choose something different to do in that exact moment.',
      ],
    },
    {
      lines: [
        'Change your routines for the first few weeks.',
        'Have tea instead of coffee, take a different route, sit somewhere new after dinner.',
        'Breaking the pattern weakens the link between the moment and the nicotine.',
      ],
    },
    {
      lines: [
        'Count the days, and count the money.',
        'Mark each day without a cigarette or vape in an app or calendar, and add up your savings.',
        'Seeing it grow gives you a reason to keep the streak going.',
      ],
    },
    {
      lines: [
        'Tell people that you are stopping.',
        'Let friends and family know your quit date and what would help.',
        'Saying it out loud makes it firmer, and people can back you up.',
      ],
    },
    {
      lines: [
        'Drink more water, especially when cravings hit.',
        'Keep a bottle with you and sip slowly through the urge.',
        'It gives your hands and mouth something to do while the minutes pass.',
      ],
    },
    {
      lines: [
        'Live by the not one puff rule.',
        'In the early weeks, do not tell yourself that just one will not matter.',
        'Sticking to none at all is simpler than deciding again every time.',
      ],
    },
    {
      lines: [
        'Plan rewards with the money you save.',
        'Choose something you would love at one week, one month and three months.',
        'Having something to look forward to makes the hard days feel worth it.',
      ],
    },
    {
      lines: [
        'Move your body when a craving comes.',
        'Walk round the block, climb the stairs or do a few stretches.',
        'Physical activity can ease cravings and gives your mind something else to follow.',
      ],
    },
    {
      lines: [
        'Freshen up the places where you used to smoke or vape.',
        'Clean the car, wash the throws and curtains, and air the rooms out.',
        'Fresh smells remind you what you are gaining, and they remove some old cues.',
      ],
    },
    {
      lines: [
        'Get to bed a little earlier in the first weeks.',
        'Tiredness makes cravings harder to resist and tempers shorter.',
        'A bit of extra rest makes everything about stopping easier to manage.',
      ],
    },
  ],
  rehearsal: [
    'Picture your first morning: nothing to smoke or vape in the house, a glass of water in hand.',
    'Imagine the moment after your first meal, and see yourself standing up and going for a short walk.',
    'Rehearse saying no thanks, I have stopped, calmly and without explaining.',
    'Picture a craving building, setting a five-minute timer, and watching the urge fade.',
    'Imagine a stressful afternoon, and see yourself stepping outside just to breathe.',
    'Walk through your usual day and mark each moment you would normally smoke, with your swap beside it.',
    'Picture the end of your first week, marking day seven and adding up what you have saved.',
    'Imagine being at a gathering with an alcohol-free drink, chatting while others go outside.',
    'See yourself reaching for your pocket out of habit, finding gum, and smiling at the reflex.',
  ],
  setbacks: [
    'If you slip, do not throw the whole quit away, because one slip is not a relapse.',
    'If you had one, get rid of anything left and carry on from now.',
    'If the cravings feel overwhelming, ask your stop smoking service about changing your support.',
    'If you snapped at someone, apologise and explain that it is the withdrawal talking.',
    'After a terrible day, the rule is simple: get to bed without nicotine and start again tomorrow.',
    'If you find something to smoke or vape in your hand, pause and wait five minutes before deciding anything.',
    'If a trigger caught you out, write it down and plan for it next time.',
    'If you feel back at square one, remember that every day you went without still counted.',
    'If stopping feels impossible right now, ask for more help rather than less.',
  ],
  stories: [
    'One man I heard about had smoked after every meal for twenty years. On his quit date he began getting up from the table straight away to wash up. It felt strange for a week, then it became the new habit. He said changing that one moment did more than any amount of willpower.',
    'A woman who had tried to stop vaping three times kept a note of what tripped her up each time. It was always late evenings, when she was tired and scrolling. This time she went to bed earlier and left her phone in another room. She said her past attempts gave her the map for this one.',
    'One young man had a single cigarette at a party two weeks into his quit. He woke up feeling he had thrown it all away. His stop smoking adviser told him it was a slip, not a relapse, and to carry on that same day. He did, and he remembered the party as the night he learned to leave early.',
    'A woman worried that without cigarettes she would not cope with stress. She kept her breaks but spent them walking round the block and breathing slowly. After a few weeks she noticed she felt calmer overall, not more wound up. She said the pause was what she had needed all along.',
    'One man put the money he would have spent on tobacco into a jar every day. After three months he had enough for a weekend away. He said watching the jar fill up got him through more cravings than anything else.',
  ],
  closings: [
    'Get through today without smoking or vaping, and let tomorrow take care of itself.',
    'Ride out the next craving, and then the one after.',
    'Keep your water and your plan close this week.',
    'Every hour without nicotine is an hour won.',
    'Start the day steady, and go to bed tonight without having smoked or vaped.',
    'Count today, and be proud of the number.',
    'A craving is only minutes long, and you can outlast it.',
    'Keep going, one ordinary day at a time.',
    'This week, be patient with yourself and stubborn with the habit.',
    'Tonight, mark off another day on your count.',
    'You have already started, so keep going.',
  ],
};
