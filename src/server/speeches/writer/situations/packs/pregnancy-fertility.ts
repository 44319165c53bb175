import type { SituationPack } from '../types';

export const pregnancyFertility: SituationPack = {
  kind: 'pregnancy_fertility',
  label: 'fertility, pregnancy or a birth ahead',
  fallback: 'this time of hoping and waiting',
  outlook: 'through',
  examples: [
    'day 5 of the two week wait after our transfer, going insane',
    'egg collection on thursday and im nervous about the sedation',
    'been trying to conceive for 18 months, every period breaks my heart',
    '12 week scan on monday, terrified theyll find something wrong',
    'due in 3 weeks and scared of labour',
    'starting IVF injections tomorrow and i hate needles',
    'first pregnancy after years of trying and i cant relax',
    'ttc #1, cycle 9, starting to feel hopeless',
    'frozen embryo transfer next week, trying to stay calm',
    'pregnant and anxious all the time, is this normal',
    'induction booked for friday, never given birth before',
    'planned c-section next week and im freaking out about it',
    'another BFN this morning, gutted',
    'fertility clinic consult tomorrow, dont know what theyll say',
    'every friend is pregnant except me and im so tired of smiling',
    'second round of IVF, the first one didnt work',
    'single and doing IVF with donor sperm, nervous and excited',
    'pregnant with twins, 28 weeks, worried about everything',
    'the birth is close and i cant stop thinking about the pain',
    'doing IUI next month and i keep googling success rates',
    'symptom spotting like mad in the tww',
    'ovulation tracking has taken over my life',
    'first scan at the early pregnancy unit tomorrow',
    'my due date is tomorrow and nothing is happening',
    'second one due next month, last birth was really hard and im scared',
    'pcos and trying to get pregnant, my body feels broken',
    'starting fertility treatment and feel like my body is letting me down',
    'expecting our first and my anxiety is through the roof',
  ],
  acknowledge: [
    'Wanting something this much, with so little control over it, is incredibly hard.',
    'The waiting at this stage can feel endless.',
    'Every appointment can carry a huge amount of hope and fear at once.',
    'It is exhausting to hold your feelings together while life carries on around you.',
    'Your body can feel like something happening to you rather than something you steer.',
    "Other people's comments, however kindly meant, can land heavily.",
    'It is natural to feel anxious when something matters this much.',
    'Hope can feel risky, as if letting yourself hope might make disappointment worse.',
    'It can be lonely, especially when people around you do not understand.',
    'You may feel excitement, fear and doubt, sometimes all in one day.',
    'Counting days and weeks can take over your thoughts.',
    'It is hard when so much depends on things you cannot see.',
    'Not knowing what lies ahead is one of the hardest parts.',
  ],
  reframes: [
    'You cannot control the outcome, but you can control how kindly you treat yourself along the way.',
    'Feeling anxious shows how much this matters, not that anything is wrong.',
    'Taking it one appointment, one day, one week at a time is enough.',
    'You are doing what you can, and that is all anyone can ask.',
    'Hope and fear can sit side by side, and both are allowed.',
    'Looking after yourself now is worthwhile, whatever happens next.',
    'Asking questions and asking for support is part of taking this seriously.',
    'Your feelings are valid, even when others do not see how big this is.',
    'The people looking after you have heard every worry you might have.',
    'You do not have to feel positive all the time to be coping.',
    'Each day you get through is one less day to wait.',
    'Rest is not lazy right now; it is looking after your body and mind.',
    'It is alright to protect your energy and step back from people or events for a while.',
    'You are more than this one hope, even when it fills your thoughts.',
  ],
  worries: [
    {
      cues: [
        'ivf',
        'egg collection',
        'embryo',
        'transfer',
        'injections',
        'stims',
        'icsi',
        'fertility clinic',
        'iui',
      ],
      reframes: [
        'IVF asks a huge amount of your body, your time and your hope.',
        'Each stage of treatment you complete is a step already taken, whatever comes next.',
        'Worrying during treatment is normal, and it is not something you are doing wrong.',
        'You are allowed to find the injections, scans and appointments exhausting.',
        'Your clinic has heard every kind of question, so no worry is too small to raise.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple calendar for your treatment.',
            'Write down medication times, appointments and the number to call with questions.',
            'Having it all in one place means less to hold in your head.',
          ],
        },
        {
          lines: [
            'Take your medication exactly as your clinic has instructed.',
            'Set alarms, and call the clinic straight away if you miss a dose or feel unwell.',
            'They would always rather hear from you than have you guess.',
          ],
        },
        {
          lines: [
            'Ask whether your clinic offers counselling.',
            'Many do, and it is there for the emotional side of treatment.',
            'Talking to someone who understands IVF can make the whole process less lonely.',
          ],
        },
      ],
    },
    {
      cues: [
        'two week wait',
        '2ww',
        'tww',
        'symptom spotting',
        'testing early',
        'test day',
        'otd',
        'waiting to test',
      ],
      reframes: [
        'The two-week wait is one of the hardest parts, because there is nothing left to do.',
        'Symptoms in the wait can mean many things, so reading into every twinge only adds worry.',
        'How you feel during the wait does not decide the result.',
        'Getting through each day of the wait is enough; you do not have to feel calm.',
      ],
      steps: [
        {
          lines: [
            'Plan the wait as a run of ordinary days.',
            'Fill the evenings with films, walks, meals and people you enjoy.',
            'Busy, gentle days give the worry less room.',
          ],
        },
        {
          lines: [
            'Decide in advance when you will test, and stick to it.',
            'Testing early can give confusing answers and more worry.',
            'Put the date in your diary and plan something kind for that day too.',
          ],
        },
      ],
    },
    {
      cues: [
        'negative',
        'bfn',
        'not working',
        'months trying',
        'still not pregnant',
        'period came',
        'failed cycle',
        'taking so long',
        'unexplained',
      ],
      reframes: [
        'Another month or cycle without the result you hoped for is painful, and you are allowed to be sad.',
        'Taking a long time is more common than people talk about.',
        'It is not because you did not want it enough, or did something wrong.',
        'You can feel heartbroken about this month and still take the next step when you are ready.',
        'Your worth has nothing to do with how your body responds.',
      ],
      steps: [
        {
          lines: [
            'Give yourself a day or two to feel it.',
            'Cancel what you can, rest, cry, and be with someone who understands.',
            'Feeling it properly helps you make the next decision more clearly.',
          ],
        },
        {
          lines: [
            'Talk to your GP or clinic about next steps.',
            'If you have been trying for a while, ask what tests or options might help.',
            'Having a plan, even a small one, can ease the feeling of being stuck.',
          ],
        },
      ],
    },
    {
      cues: [
        'scan',
        '12 week',
        '20 week',
        'heartbeat',
        'something wrong',
        'bleeding',
        'movements',
        'midwife',
      ],
      reframes: [
        'Worrying during a pregnancy is natural, especially when you have wanted it so much.',
        'The days before a scan can stretch out, and nerves are completely normal.',
        'You are allowed to feel happy and frightened at the same time.',
        'Your midwife and maternity team expect questions, and they want to hear your concerns.',
      ],
      steps: [
        {
          lines: [
            'Call your midwife or maternity unit if anything worries you.',
            'If something feels wrong, such as bleeding, pain or changes in movements, call straight away.',
            'You are never making a fuss by checking.',
          ],
        },
        {
          lines: [
            'Take someone with you to scans if you can.',
            'Write your questions down beforehand, and ask the sonographer to explain what they see.',
            'Support beside you and clear answers make the appointment easier to get through.',
          ],
        },
      ],
    },
    {
      cues: [
        'birth',
        'labour',
        'labor',
        'giving birth',
        'due date',
        'c-section',
        'induction',
        'contractions',
      ],
      reframes: [
        'Feeling scared of giving birth is very common, and it is worth talking about.',
        'Nobody can tell you exactly how your birth will go, and that uncertainty is hard.',
        'Having preferences helps, and being ready for changes matters just as much.',
        'You will not be doing it alone, because there will be people there to look after you.',
      ],
      steps: [
        {
          lines: [
            'Talk through your fears with your midwife.',
            'Tell them what frightens you most, and ask what the options are.',
            'Many fears shrink once you know what would actually happen.',
          ],
        },
        {
          lines: [
            'Write a simple birth plan with flexible preferences.',
            'Include what matters most to you, and what you would like if plans change.',
            'It helps your team know you, and it helps you feel prepared.',
          ],
        },
        {
          lines: [
            'Practise slow breathing in the weeks before the birth.',
            'Breathe in gently, then breathe out for longer, for a few minutes each day.',
            'Breathing you have practised is easier to reach for in the moment.',
          ],
        },
      ],
    },
    {
      cues: [
        'pregnancy announcement',
        'baby shower',
        'everyone else',
        'friends pregnant',
        'jealous',
        'when are you having',
        'comments',
        'family asking',
      ],
      reframes: [
        "Other people's news can hurt, even when you are glad for them.",
        'Feeling jealous or sad does not make you a bad friend.',
        'Questions from family often come from love, but they can still sting.',
        'You are allowed to protect yourself from events that are too much right now.',
      ],
      steps: [
        {
          lines: [
            'Have a short answer ready for personal questions.',
            'Something like: I will share news if and when there is any.',
            'It closes the topic kindly and saves you explaining.',
          ],
        },
        {
          lines: [
            'Give yourself permission to skip things.',
            'You can send a card or a gift instead of going, or leave early.',
            'Protecting your heart for a while is not unkind.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Note your questions down ahead of every appointment.',
        'Keep a running list on your phone and add to it as things come up.',
        'You will leave with answers instead of wishing you had asked.',
      ],
    },
    {
      lines: [
        'Choose one or two people to share updates with.',
        'Pick people who listen well and will not push for news.',
        'A small circle gives you support without constant questions.',
      ],
    },
    {
      lines: [
        'Look after your sleep as much as you can.',
        'Keep a regular bedtime, wind down without screens, and rest in the day if you need to.',
        'Tiredness makes worry louder, so rest helps you cope.',
      ],
    },
    {
      lines: [
        'Limit how much you search online.',
        'Choose one or two trusted sources, such as your clinic, your midwife or an official health website.',
        'Forums and statistics can fuel anxiety without telling you anything about you.',
      ],
    },
    {
      lines: [
        'Plan small things to look forward to.',
        'A meal out, a walk somewhere you love, a film, a day trip.',
        'Something good in the diary helps the waiting weeks feel less empty.',
      ],
    },
    {
      lines: [
        'Move gently every day, within any advice you have been given.',
        'A walk, some stretching or a swim can ease tension and help sleep.',
        'Ask your clinic or midwife if you are unsure what is right for you.',
      ],
    },
    {
      lines: [
        'Find other people who know what this is like.',
        'Look for support groups, charities or online communities for people in the same situation.',
        'Hearing from others can make you feel less alone and better informed.',
      ],
    },
    {
      lines: [
        'Take any medication or supplements as advised.',
        'Set reminders and keep a note of what you take.',
        'If you are unsure about anything, check with your GP, clinic or midwife rather than guessing.',
      ],
    },
    {
      lines: [
        'Give your worries a fixed slot each day.',
        'Write it down for ten minutes, then close the notebook and do something else.',
        'Knowing it has a place can stop it following you all day.',
      ],
    },
    {
      lines: [
        'Tell the professionals how you are feeling emotionally.',
        'Your GP, clinic or midwife can point you towards counselling or extra support.',
        'How you are coping matters as much as the physical side.',
      ],
    },
    {
      lines: [
        'Keep one part of life that has nothing to do with this.',
        'A hobby, a class, a regular catch-up with a friend, a project at home.',
        'It reminds you that you are more than this one hope.',
      ],
    },
    {
      lines: [
        'Learn one simple way to calm your body.',
        'Try relaxing one part of your body at a time, from your feet up to your shoulders.',
        'A tool you have practised is there when nerves spike before an appointment.',
      ],
    },
    {
      lines: [
        'Tell the people closest to you what helps.',
        'Say whether you want to talk about it, be distracted, or just have company.',
        'Clear words spare everyone the guesswork and help you feel supported.',
      ],
    },
  ],
  rehearsal: [
    'Picture your next appointment: arriving early, questions written down, a slow breath in the waiting room.',
    'Imagine the evening after a big appointment, with something gentle planned and someone to talk to.',
    'Rehearse a short, kind answer for when someone asks a question you would rather not answer.',
    'Picture tomorrow as an ordinary day, and fill it with three small things you enjoy.',
    'Imagine a wave of worry arriving, and see yourself noticing it, breathing, and going back to what you were doing.',
    'Think through who you would like to tell news to, and how, whatever that news is.',
    'Picture yourself asking your clinic or midwife the question you have been afraid to ask.',
    'Imagine the next week as seven separate days, each one only needing to be lived.',
    'Picture a moment of calm: sitting somewhere comfortable, a hand on your chest, breathing slowly.',
  ],
  setbacks: [
    'If today brought hard news, let it be hard, and do not make any big decisions yet.',
    'If you have had a day full of worry, tomorrow is a fresh start.',
    'If something feels physically wrong, call your clinic, midwife or GP straight away.',
    'If you snapped at someone because of the strain, explain and apologise; they will likely understand.',
    "If someone's news has knocked you, give yourself permission to step away for a while.",
    'If an appointment did not go as you hoped, write down your questions and ask for a follow-up.',
    'If the anxiety is constant, tell your GP, clinic or midwife, because support is available.',
    'If you cannot face people this week, send a short message and let yourself rest.',
    'If a plan has to change, give yourself time to adjust before deciding what comes next.',
  ],
  stories: [
    'One woman I heard about found the two-week wait unbearable after her transfer. She made a list of small plans for every evening: a walk, a film, dinner with a friend. The worry still came, but it had less empty time to fill. She said the list gave the days a shape when nothing else made sense.',
    'A woman pregnant for the first time after years of trying could not relax at all. She worried before every scan and searched everything online. Her midwife suggested writing the worries down and bringing them to each appointment instead. She said real answers calmed her far more than searching ever had.',
    'One woman dreaded giving birth after hearing stories from friends. She booked extra time with her midwife and talked through every fear in detail. Together they wrote a simple plan, with options if things changed. She said knowing what could happen made her feel prepared rather than frightened.',
    "A man and his wife had been trying for two years, and every month felt like a small heartbreak. He found it hard to talk about, so he joined an online group for men in the same position. Reading other people's words helped him find his own. He said he stopped feeling like the only person in the world going through it.",
    'One woman doing IVF on her own was nervous about her egg collection. She asked a friend to take her, wait with her and bring her home. They watched a favourite series together that evening. She said having company made a frightening day feel manageable.',
  ],
  closings: [
    'Take the next few days one at a time, and be kind to yourself through each one.',
    'Whatever happens next, look after yourself tonight.',
    'Rest when you can, and lean on the people who understand.',
    'Let today be an ordinary day, as best you can.',
    'Breathe slowly, and take the next step when it comes.',
    'You do not have to hold all of this by yourself.',
    'Hold your hope gently, and hold yourself gently too.',
    'Be patient with yourself in the days ahead.',
    'Get through today, and let tomorrow wait.',
    'Look after your body and your heart this week.',
    'Whatever you are feeling right now is allowed.',
  ],
};
