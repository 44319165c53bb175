import type { SituationPack } from '../types';

export const seriousIllness: SituationPack = {
  kind: 'serious_illness',
  label: 'a serious illness',
  fallback: 'what you are facing',
  outlook: 'through',
  examples: [
    'just been diagnosed with breast cancer and i start chemo next week',
    'MS diagnosis at 34, still trying to get my head round it',
    'round 4 of chemo tomorrow, feeling rough and scared',
    'heart failure, new meds, trying to carry on as normal',
    'they found a tumour and radiotherapy starts on monday',
    'living with parkinsons and some days are really hard',
    'told i have kidney disease, dialysis three times a week now',
    'lymphoma, halfway through treatment and my hair is falling out',
    'my cancer is back and im starting a new treatment plan',
    'crohns flare landed me in hospital again, feels like life is on hold',
    'everyone keeps telling me to stay positive about the immunotherapy',
    'stem cell transplant next month, dreading the isolation',
    'leukaemia treatment is wiping me out completely',
    'just found out i have lupus, dont know what my life looks like now',
    'oncology appt tomorrow to go through treatment options',
    'motor neurone disease, trying to find a way to face each day',
    'heart condition, had a scare last month and living with it now',
    'how do i tell my kids i have cancer',
    'last radiotherapy session friday, feel weirdly lost about it',
    'chemo brain is real, i cant remember anything anymore',
    'newly diagnosed with a brain tumour and i just feel numb',
    'im 28 with bowel cancer and none of my mates get it',
    'cystic fibrosis, bad chest infection, back on IVs again',
    'living with a serious illness and trying to keep some normal life',
    'my consultant used words i didnt understand and i was too shocked to ask',
    'hodgkins, cycle 2 of 6, the tiredness is unreal',
    'started hormone therapy and my body feels like a stranger',
    'dealing with a big health thing and feel like a patient not a person',
  ],
  acknowledge: [
    'News like this shifts the ground under your feet, and finding your footing takes time.',
    'It is natural to feel scared, angry and numb, sometimes all in one afternoon.',
    'Treatment can take over your days, your body and your diary all at once.',
    'You did not choose any of this, and it is fair to hate that.',
    'Being told to stay positive can feel like being told your fear is not allowed.',
    "It is tiring to carry your own feelings and manage everyone else's as well.",
    'The not knowing can be harder than any single appointment.',
    'Some days you feel almost like yourself, and other days your body feels unfamiliar.',
    'Living with an illness like this takes a huge amount of effort that nobody sees.',
    'You may miss the plans you had, and that sadness is allowed.',
    'It is lonely when people do not know what to say, or say the wrong thing.',
    'Forms, corridors and new medical words can make anyone feel small.',
    'Being ill can make you feel like a patient first and a person second.',
    'It is hard to plan anything when your energy changes by the hour.',
  ],
  reframes: [
    'You do not have to be brave all the time to be getting through this.',
    'Whatever the illness does, you still get a say in how you spend your days.',
    'Taking it one appointment, one day, one hour at a time is a real way of coping.',
    'You are a whole person, not a condition, and the rest of you still counts.',
    'Letting people help is not giving in; it is pacing yourself for a long stretch.',
    'Fear and hope can sit side by side, and you do not have to pick one.',
    'Your team is there for your questions, however small they seem.',
    'Rest is something your body needs right now, not something you have to earn.',
    'Small good moments still count, even on days that are mostly hard.',
    'Feeling your feelings is not the same as giving up.',
    'You can ask for what you need, including someone to simply sit with you.',
    'You do not have to work everything out today.',
    'Your worth does not shrink when your energy does.',
    'Being honest about a bad day takes strength, not weakness.',
    'You have already handled things you once thought you could not.',
  ],
  worries: [
    {
      cues: ['scared', 'terrified', 'frightened', 'the future', 'what happens', 'worst', 'afraid'],
      reframes: [
        'Fear makes complete sense when so much is uncertain.',
        'Your mind jumps ahead to the worst because it is trying to protect you.',
        'Nobody can hand you the whole future, but you can still shape today.',
        'Fear is often loudest at night and when you are alone, when it is hardest to see clearly.',
        'Being afraid and carrying on anyway is what courage usually looks like.',
      ],
      steps: [
        {
          lines: [
            'Ask your team the questions that frighten you most.',
            'Write them down, even the ones you dread, and decide whether you want every answer or only some.',
            'Real information, at a pace you choose, is often easier to hold than the stories your mind invents.',
          ],
        },
        {
          lines: [
            'Give the fear a time and a place.',
            'Talk it through with one trusted person, or write it down for ten minutes, then put it away.',
            'Fear that has somewhere to go is less likely to follow you around all day.',
          ],
        },
        {
          lines: [
            'Ask about support for your feelings, not only your body.',
            'Many hospitals and charities offer counselling or support lines for people living with illness.',
            'Talking to someone outside your family lets you say things you might hold back from the people you love.',
          ],
        },
      ],
    },
    {
      cues: ['chemo', 'side effects', 'sick', 'nausea', 'hair', 'radiotherapy', 'treatment', 'infusion'],
      reframes: [
        'Treatment can make you feel rough in ways nobody fully warned you about.',
        'Your team wants to hear about side effects, not for you to put up with them in silence.',
        'Each session you get through is one more behind you.',
        'Feeling awful during treatment is not a sign that you are failing at it.',
        'Changes to your hair or your body can hurt more than people expect, and that is allowed.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple note of side effects.',
            'Jot down what you felt, when it started and how bad it was.',
            'Your team can often adjust things or offer help, but only if they know.',
            'If something changes suddenly, call the number your team gave you straight away.',
          ],
        },
        {
          lines: [
            'Plan treatment days and the days after them.',
            'Have easy food in, clothes laid out, something gentle to watch and someone to check in.',
            'Once you know your pattern, you can set up the rough days before they arrive.',
          ],
        },
        {
          lines: [
            'Take the medicines you have been given exactly as prescribed.',
            'Ask your team if you are unsure when or how to take anything.',
            'Set reminders on your phone so you do not have to rely on a tired memory.',
          ],
        },
      ],
    },
    {
      cues: ['tell', 'telling', 'how do i tell', 'my kids', 'my family', 'tell people', 'tell my'],
      reframes: [
        'Telling people makes it feel more real, which is part of why it is so hard.',
        'You get to decide who knows, when they know and how much they hear.',
        'First reactions are often clumsy, and people usually find better words with time.',
        'Letting a few people in means you do not have to hold all of this alone.',
      ],
      steps: [
        {
          lines: [
            'Choose one person to pass on updates for you.',
            'Let them share news with friends and family, so you are not repeating it over and over.',
            'It saves your energy for the conversations that matter most.',
          ],
        },
        {
          lines: [
            'Decide what you want to say before each conversation.',
            'A few simple sentences are enough: what is happening, what comes next, what would help.',
            'If children are involved, ask your specialist nurse or a charity for advice on telling them.',
            'Having the words ready makes it easier to begin.',
          ],
        },
      ],
    },
    {
      cues: ['positive', 'strong', 'brave', 'fighter', 'pretend', 'keep it together', 'put a face on'],
      reframes: [
        'You do not have to be upbeat to be coping well.',
        'Pretending to be fine for everyone else costs energy you need for yourself.',
        'Being honest about how you feel gives people a real chance to support you.',
        'Strength can look like crying, resting and asking for help.',
      ],
      steps: [
        {
          lines: [
            'Pick one person you can be completely honest with.',
            'Tell them you do not need cheering up, only someone to listen.',
            'One place where you can drop the act makes the rest of the week easier to carry.',
          ],
        },
        {
          lines: [
            'Have a short reply ready for people who push positivity.',
            'Something like: thank you, today I just need to be where I am.',
            'It lets you stay kind while keeping your right to feel what you feel.',
          ],
        },
      ],
    },
    {
      cues: ['tired', 'fatigue', 'exhausted', 'no energy', 'normal life', 'wiped out', 'drained'],
      reframes: [
        'This tiredness comes with the illness or the treatment, not from a lack of effort.',
        'Doing less is not the same as living less.',
        'When energy is scarce, spending it on what matters most is wise, not a surrender.',
        'Missing your normal life is natural, and small pieces of it can still be kept.',
      ],
      steps: [
        {
          lines: [
            'Spend your best hours on what matters most to you.',
            'Notice when in the day you tend to feel best, and save that time for people or things you love.',
            'Chores and paperwork can go to other people or to your lower hours.',
          ],
        },
        {
          lines: [
            'Keep one small piece of ordinary life going.',
            'A walk round the block, a weekly call, a favourite programme, cooking one simple meal.',
            'It reminds you that you are still you, not only someone being treated.',
          ],
        },
      ],
    },
    {
      cues: [
        'appointment',
        'consultant',
        'oncologist',
        'information',
        'overwhelmed',
        'too much to take in',
        'didnt understand',
      ],
      reframes: [
        'There is a lot to take in, and nobody remembers everything they are told.',
        'Feeling lost in the information does not mean you are not coping.',
        'You are allowed to ask the same question twice, or three times.',
        'Bringing someone with you to appointments is common and welcome.',
      ],
      steps: [
        {
          lines: [
            'Take someone with you to the important appointments.',
            'Ask them to take notes while you listen, or ask if you can record the conversation.',
            'You will have a clear record to go back to when the details blur.',
          ],
        },
        {
          lines: [
            'Ask for one main contact on your team.',
            'Often this is a specialist nurse, who can answer questions between appointments.',
            'Knowing exactly who to call stops small worries from growing for days.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Keep one notebook for everything medical.',
        'Use it for questions, appointment dates, medicines and how you feel each day.',
        'When your head is full, the notebook holds it for you.',
      ],
    },
    {
      lines: [
        'Go into each appointment with your top three questions.',
        'Put the most important one first, in case time runs short.',
        'Leaving with answers to what matters most makes the next few days calmer.',
      ],
    },
    {
      lines: [
        'Accept offers of help, and make them specific.',
        'Keep a list on your phone: meals, lifts, shopping, company, collecting prescriptions.',
        'When someone asks what they can do, you can point to the list.',
      ],
    },
    {
      lines: [
        'Eat what you can manage, and tell your team if eating gets hard.',
        'Small snacks through the day can be easier than big meals on rough days.',
        'Your team can help with appetite and sickness, so mention it early.',
      ],
    },
    {
      lines: [
        'Get outside or near daylight when you can.',
        'Even ten minutes at an open window or on a bench can lift a heavy day.',
        'Fresh air and light help both your sleep and your mood.',
      ],
    },
    {
      lines: [
        'Rest without feeling guilty about it.',
        'Plan rest into your day the same way you plan appointments.',
        'Your body is dealing with a lot, and rest is part of looking after it.',
      ],
    },
    {
      lines: [
        'Know exactly who to call if something changes.',
        'Save the numbers for your team and your GP where you can find them in a hurry.',
        'If you feel suddenly worse or something new worries you, call rather than wait.',
      ],
    },
    {
      lines: [
        'Tell people what you need from them today.',
        'Some days you may want distraction, other days you may want to talk it through.',
        'Saying which takes the guesswork away, and people are often relieved to be told.',
      ],
    },
    {
      lines: [
        'Find a support group or charity for your condition.',
        'Many have helplines, online forums and local groups.',
        'Talking to people living with the same thing can make you feel less alone and better prepared.',
      ],
    },
    {
      lines: [
        'Keep something small to look forward to each week.',
        'Make it flexible: a visit, a film, a favourite meal, half an hour in a park.',
        'Something ahead gives the week a bright spot that is not about illness.',
      ],
    },
    {
      lines: [
        'Let yourself have bad days without explaining them.',
        'You do not owe anyone a reason for being low, tired or quiet.',
        'Allowing the hard days often helps them pass more easily than resisting them.',
      ],
    },
    {
      lines: [
        'Protect your sleep with a simple evening routine.',
        'Wind down at the same time, keep the room dark and write worries down before bed.',
        'If sleep is a real struggle, tell your team, as there may be help for it.',
      ],
    },
    {
      lines: [
        'Get help with the practical things so they stop nagging at you.',
        'Ask a friend or relative to take on paperwork, bills or forms.',
        'Many hospitals have advisers for practical questions too, so ask who they are.',
      ],
    },
  ],
  rehearsal: [
    'Picture your next appointment: who is with you, your notebook open, your first question ready.',
    'Imagine the evening after treatment, with everything you need already within reach.',
    'Look at the coming week, mark the days likely to be hardest, and plan one kindness for each.',
    'Practise saying out loud what you need from the people closest to you.',
    'See yourself calling your team about a side effect, calm and clear about what you have noticed.',
    'Picture a hard night, and the two or three things you will do to get through to morning.',
    'Imagine someone asking how you are, and rehearse an honest answer that feels right to you.',
    'Think of one small thing tomorrow that you will do just because you enjoy it.',
    'Picture the walk into the hospital, noticing your breath, one step and then the next.',
  ],
  setbacks: [
    'If today is hard, let it be hard, and aim only to get to this evening.',
    'A bad day does not cancel the good ones, and it does not predict tomorrow.',
    'If you feel suddenly worse, call your team or the number they gave you straight away.',
    'When news is difficult, you do not have to decide how to feel about it right away.',
    'If you snapped at someone, say sorry simply and let it go, because you are carrying a lot.',
    'When plans fall through because you are unwell, swap them for something smaller rather than nothing.',
    'If nothing has felt enjoyable for a while, tell your GP or your team, because that deserves support too.',
    'On days when you cannot face anyone, send one short message so you are not completely alone.',
    'If you need to cry, let it come; it is not weakness and it is not giving up.',
  ],
  stories: [
    'One woman I heard about was overwhelmed by everything said at her appointments. She started bringing her sister, who wrote it all down in a small notebook. After each visit they sat in the hospital café and went through it together. She said the notebook turned a blur of words into something she could hold.',
    'A man going through chemo felt he had to be cheerful for his family every single day. It drained him, and he began avoiding visitors. One evening he told his oldest friend he just needed company without any pep talks. They watched an old film in near silence, and he called it the best evening he had had in weeks.',
    'A woman living with MS found her energy ran out by lunchtime. She moved the things she loved, like calling her grandchildren, into her best morning hours. Chores went to the afternoon or to other people. Her days were shorter than before, but more of them felt like hers.',
    'One man hated repeating the same news over and over. He asked his brother to pass on updates to everyone else. That freed him to spend his calls talking about anything but illness. He said those ordinary conversations kept him feeling like himself.',
    'A woman in treatment kept quiet about constant sickness, thinking she just had to put up with it. When she finally mentioned it, her nurse changed her anti-sickness medicine that same day. The next round was still hard, but it was easier. From then on she told her team things early, even when they seemed small.',
  ],
  closings: [
    'Take today as it comes, one part at a time.',
    'Be gentle with yourself over the next few days.',
    'You do not have to carry all of this at once, only the next bit.',
    'Rest when you can, and let the people who care about you in.',
    'Whatever today brings, you are still you.',
    'Look after yourself tonight in one small, kind way.',
    'Get through this next hour, then the one after that.',
    'Lean on your team and your people this week; that is what they are there for.',
    'Let tomorrow wait until it arrives.',
    'Hold on to the small good moments when they come.',
    'However you feel this week, you are allowed to feel it.',
  ],
};
