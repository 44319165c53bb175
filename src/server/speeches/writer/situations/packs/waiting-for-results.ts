import type { SituationPack } from '../types';

export const waitingForResults: SituationPack = {
  kind: 'waiting_for_results',
  label: 'waiting for medical results',
  fallback: 'the wait for results',
  outlook: 'through',
  examples: [
    'waiting for biopsy results, they said 2 weeks and its been 10 days',
    'had an MRI on monday, results not till the 20th and im going mad',
    'blood test came back abnormal and now they want to repeat it',
    'doctor found a lump, had the scan, now just waiting',
    'waiting to hear about my smear, they said more tests were needed',
    'ct scan results appointment thursday, cant focus on anything',
    'mammogram recall and now waiting on the follow up results',
    'they took bloods and said theyd call if anything came up, a week of silence so far',
    'results day tomorrow at the hospital and i feel sick',
    'waiting on genetic testing results for BRCA',
    'colposcopy done, now waiting for the letter to come',
    'keep googling my symptoms while i wait for the scan report',
    'ultrasound found something on my kidney, waiting to hear what it is',
    'heart monitor results due next week, anxious all the time',
    'cant sleep, still waiting on results from the skin biopsy',
    'lumbar puncture last week and now its the waiting game',
    'GP rang and said come in to discuss results, appointment is friday',
    'scanxiety is real, follow up scan results on monday',
    'waiting to find out if the lump is anything',
    'had a colonoscopy and they took samples, results in 3 weeks',
    'test result pending from the sexual health clinic and im freaking out',
    'the waiting is the worst part, results on tuesday',
    'chasing my results, nobody at the surgery will tell me anything',
    'they said its probably nothing but they want to rule things out',
    'urgent referral done, now waiting for what the consultant found',
    'my bloods showed something odd so they sent me for more, waiting again',
    'every time my phone rings i think its the hospital',
    'anyone know how to cope with waiting for pathology results',
  ],
  acknowledge: [
    'Waiting for results is its own kind of hard, because there is nothing to do but wait.',
    'Not knowing can be more exhausting than almost anything you actually know.',
    'Your mind fills the silence with the worst stories, and that is draining.',
    'It is hard to concentrate on anything when part of you is always listening for the phone.',
    'Every day of a wait like this can feel like a week.',
    'It is natural to swing between feeling fine and feeling frightened within the same hour.',
    'People saying it is probably nothing does not always help, even when they mean well.',
    'You may feel as if your life is on pause until you know.',
    'The nights are often the hardest part of a wait like this.',
    'You might feel silly for worrying so much, but worry is a natural answer to uncertainty.',
    'Waiting alone, or keeping it to yourself, makes the whole thing heavier.',
    'Every unknown number on your phone can make your heart jump.',
    'Carrying on with ordinary life while you wait takes more effort than people realise.',
  ],
  reframes: [
    'Right now you do not know, and not knowing is different from bad news.',
    'The worst story in your head is a guess, not a fact.',
    'Worrying harder now will not change the results, however much it feels like it might.',
    'Whatever the results say, you do not have to face them without support.',
    'The waiting has an end, even if you do not know exactly when.',
    "You only have to get through today's share of the wait.",
    'Being kind to yourself while you wait is not tempting fate.',
    'Living normally in the meantime is not ignoring it; it is looking after yourself.',
    'You can hold two things at once: hope that it is fine, and readiness if it is not.',
    'A wait often just means the results are being looked at carefully.',
    'You have coped with not knowing before, even if this feels bigger.',
    'Once you know, you will have facts to work with instead of fears.',
    'Distraction is not denial; it is a way of resting your mind.',
    'What you feel now is about uncertainty, not about the answer.',
  ],
  worries: [
    {
      cues: ['google', 'googling', 'worst', 'searching', 'symptoms', 'internet', 'dr google', 'cancer'],
      reframes: [
        'Searching feels like doing something, which is why it is so hard to stop.',
        'The internet shows every possibility at once, without knowing anything about you.',
        'The worst case is loud because it is frightening, not because it is likely.',
        'Your team has your actual scans and samples, while a search engine only has guesses.',
      ],
      steps: [
        {
          lines: [
            'Set a rule for searching, and keep to it.',
            'If you must look, use one trusted health website, once, then close it.',
            "Forums and strangers' stories tend to feed the fear without giving you answers.",
          ],
        },
        {
          lines: [
            'Write the question down instead of searching it.',
            'Keep a list for the next time you speak to your GP or your team.',
            'It moves the worry somewhere useful, and you get answers about you, not strangers.',
          ],
        },
      ],
    },
    {
      cues: [
        'sleep',
        'cant stop thinking',
        "can't stop thinking",
        'awake',
        'at night',
        '3am',
        'overthinking',
        'mind wont switch off',
      ],
      reframes: [
        'Worry grows in the dark, when your mind is tired and there is nothing to distract it.',
        'Your mind keeps circling because it wants to solve something it cannot solve yet.',
        'A bad night does not mean you are not coping; it means you are waiting on something that matters.',
        'Resting quietly still does you good, even when sleep will not come.',
      ],
      steps: [
        {
          lines: [
            'Write the worry down before bed.',
            'Put it on paper, then write what you will do about it tomorrow, even if the answer is wait.',
            'Getting it out of your head makes it easier to set down for the night.',
          ],
        },
        {
          lines: [
            'Get up if you have been lying awake for a long time.',
            'Go to another room, keep the light low and do something dull until you feel sleepy.',
            'Then go back to bed, so bed stays a place for sleep rather than worry.',
          ],
        },
        {
          lines: [
            'Slow your breathing when your mind will not settle.',
            'Breathe out for longer than you breathe in, for ten slow rounds.',
            'Calming your body gives your mind a better chance of calming too.',
          ],
        },
      ],
    },
    {
      cues: [
        'bad news',
        'the call',
        'phone call',
        'come in',
        'letter',
        'what if its bad',
        "what if it's bad",
        'results day',
      ],
      reframes: [
        'Dreading the moment you find out is completely natural.',
        'Being asked to come in is common, and on its own it does not tell you what the results say.',
        'Whatever you hear, you do not have to react perfectly or take it all in at once.',
        'You can ask for time, ask them to repeat things, and ask what happens next.',
      ],
      steps: [
        {
          lines: [
            'Take someone with you when you get the results.',
            'If it is a phone call, ask whether you can call back when someone is with you.',
            'A second pair of ears catches what you might miss.',
          ],
        },
        {
          lines: [
            'Write your questions before results day.',
            'Include what the results mean, what happens next and who to call with questions.',
            'Having them on paper means you will not leave with the most important one unasked.',
          ],
        },
        {
          lines: [
            'Plan something gentle for the hours afterwards.',
            'Whatever the news, line up a quiet evening, a friend on standby and easy food.',
            'Knowing the rest of the day is taken care of makes the moment itself easier to face.',
          ],
        },
      ],
    },
    {
      cues: [
        'taking so long',
        'taking ages',
        'chase',
        'chasing',
        'havent heard',
        "haven't heard",
        'no news',
        'delayed',
        'still waiting',
      ],
      reframes: [
        'A long wait is maddening, and your frustration is fair.',
        'Delays are usually about queues and paperwork, not about what the results show.',
        'Some results genuinely take weeks, because samples need time or a specialist needs to look.',
        'You are allowed to ask, and chasing politely is part of looking after yourself.',
      ],
      steps: [
        {
          lines: [
            'Ask when and how you will hear.',
            'Find out roughly how long it takes, whether they will phone or write, and who to call if nothing comes.',
            'A date to hold on to makes the wait feel less endless.',
          ],
        },
        {
          lines: [
            'Chase politely once the date has passed.',
            'Call the number you were given, give your details and ask whether the results are back.',
            'You have every right to ask, and it often gets things moving.',
          ],
        },
      ],
    },
    {
      cues: [
        'tell anyone',
        'told anyone',
        'not told',
        'keeping it to myself',
        'on my own',
        'alone',
        'worry them',
        'my family',
      ],
      reframes: [
        'Keeping it quiet can feel kinder to others, but it leaves you carrying it alone.',
        'You do not have to tell everyone, only someone.',
        'The people who care about you would usually rather know and help than be protected.',
        'Sharing the wait does not make it more real; it makes it lighter.',
      ],
      steps: [
        {
          lines: [
            'Tell one person you trust what is happening.',
            'Choose someone steady, and tell them what would help: a call, a distraction, company on results day.',
            'One person on your side changes how the wait feels.',
          ],
        },
        {
          lines: [
            'Decide now who you will tell once you know.',
            'Make a short list, so you are not deciding in the moment.',
            'It is one less thing to carry when the results arrive.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Keep your days full of ordinary things.',
        'Plan meals, walks, chores, calls and small tasks, so the hours have a shape.',
        'Empty time gives worry room to spread.',
      ],
    },
    {
      lines: [
        'Give the worry a set time each day.',
        'Allow it twenty minutes, write it all down, then close the notebook and do something else.',
        'Knowing it has a place makes it easier to set aside for the rest of the day.',
      ],
    },
    {
      lines: [
        'Move your body in some way every day.',
        'A brisk walk, a swim, some stretching, tidying a room, whatever you can manage.',
        'Movement burns off some of the anxious energy that builds while you wait.',
      ],
    },
    {
      lines: [
        'Plan treats and distractions on purpose.',
        'Line up a film, a series, a meal with a friend or a day out.',
        'Enjoying something while you wait is not careless; it is how you keep going.',
      ],
    },
    {
      lines: [
        'Limit the number of people asking you for updates.',
        'Keep one or two informed, and let others know you will share when there is news.',
        'Saying you do not know yet over and over makes the wait heavier.',
      ],
    },
    {
      lines: [
        'Keep your phone charged and the right number saved.',
        'Save the clinic or surgery number, and keep an eye on your voicemail and post.',
        'Being ready for the call means you do not have to listen for it every second.',
      ],
    },
    {
      lines: [
        'Notice when your mind jumps ahead, and bring it back.',
        'Name it quietly to yourself, something like: there I go again.',
        'Then look at what is in front of you and carry on with it.',
        'You cannot stop the thoughts arriving, but you can choose not to follow every one.',
      ],
    },
    {
      lines: [
        'Eat regular meals, even small ones.',
        'Worry dulls your appetite, and an empty stomach can make anxiety feel worse.',
        'Something simple at normal times helps your body stay steady.',
      ],
    },
    {
      lines: [
        'Cut back on caffeine while you wait.',
        'Swap the afternoon coffee for something without caffeine.',
        'Caffeine can make a pounding heart and a busy mind harder to calm.',
      ],
    },
    {
      lines: [
        'Get ready for results day in practical ways.',
        'Arrange who is coming, how you will get there and what you will do afterwards.',
        'Sorting the practical side now leaves more room for the moment itself.',
      ],
    },
    {
      lines: [
        'Talk to your GP if the wait is badly affecting your sleep, eating or mood.',
        'They can explain what the tests were for and what usually happens next.',
        'You do not have to get through a hard wait without support.',
      ],
    },
    {
      lines: [
        'Make a simple plan for either outcome, then stop.',
        'Think briefly about what you would do if it is clear and what you would do if it is not.',
        'A rough plan either way takes some of the power out of not knowing.',
      ],
    },
    {
      lines: [
        'Get outside at least once a day.',
        'Daylight, fresh air and a change of scene break up the long hours indoors.',
        'Even a short walk round the block can reset a tense afternoon.',
      ],
    },
  ],
  rehearsal: [
    'Picture getting up tomorrow and choosing three ordinary things to do before lunch.',
    'Imagine the phone ringing, taking a breath, and answering with your notebook nearby.',
    'Picture sitting in the waiting room with someone beside you and your questions in your bag.',
    'Rehearse the first thing you will ask: what this means for you, and what happens next.',
    'Imagine the worst thought arriving at night, and see yourself writing it down and turning the light off again.',
    'Picture walking out after the appointment and going somewhere quiet you chose in advance.',
    'Imagine telling your one trusted person whatever the news is, in a few plain words.',
    'Think through tomorrow evening and put one pleasant thing in it.',
    "Picture each day of the wait as its own small box, and fill only today's.",
  ],
  setbacks: [
    'If you have had a terrible day of worrying, that is allowed, and tomorrow can start fresh.',
    'If you have fallen down a hole of searching online, close the tabs, step outside and breathe.',
    'If the date passes with no news, ring and ask rather than sitting with the silence.',
    'If the wait gets longer, let yourself be angry, then plan the extra days as carefully as the first.',
    'If you cannot focus on anything, shrink the day to small tasks you can finish.',
    'If you snap at someone because you are on edge, say sorry and tell them what is going on.',
    'If the news is not what you hoped, take it in slowly, ask what happens next and go gently.',
    'If the worry feels unmanageable, tell your GP, because you deserve support while you wait too.',
    'If you need more tests, ask why, and what each one is looking for.',
  ],
  stories: [
    'One woman I heard about spent the first week of her wait searching symptoms late at night. She felt worse every time. In the second week she wrote her questions in a notebook instead and saved them for her appointment. She slept better, and said the notebook felt like handing the worry to someone else.',
    'A man waiting for scan results told no one, not wanting to worry his family. By the tenth day he was barely eating. He finally told his brother, who began calling every evening to chat about nothing much. He said the wait was no shorter, but it stopped being so lonely.',
    "One woman's results were due on a Monday, and by Wednesday there was still no word. She made herself ring the clinic and give her details. The results were back but had not been sent out, and she heard that afternoon. She learned that asking is allowed, and often quicker than waiting.",
    'A man facing a three-week wait filled his diary on purpose. He booked walks with friends, cooked new recipes and finally fixed the shed door. The worry still came, but it had less empty time to fill. He said planning the days was the one part of the wait he could control.',
    'One woman dreaded being asked to come in for her results. She took a friend, wrote three questions on a card and booked lunch somewhere quiet for afterwards. Whatever the news, she knew the next hour was taken care of. She said that plan made it possible to walk through the door.',
  ],
  closings: [
    'Take the wait one day at a time, starting with today.',
    'Fill the next few hours with small, ordinary things.',
    'Be gentle with yourself until you know more.',
    'You do not have to know yet; you only have to get through today.',
    'Lean on someone this week, even just a little.',
    'Look after your sleep tonight as best you can.',
    'Let tonight be about rest, not answers.',
    'The answer will come, and until then your days are still yours to live.',
    'Hold steady, breathe slowly, and take the next hour as it comes.',
    'Keep your phone charged and your evening kind.',
    'For now, one ordinary day is enough.',
  ],
};
