import type { SituationPack } from '../types';

export const caringForSomeone: SituationPack = {
  kind: 'caring_for_someone',
  label: 'caring for someone',
  fallback: 'the care you give',
  outlook: 'through',
  examples: [
    'caring for my mum with dementia and i snapped at her today, feel awful',
    'my husband had a stroke and im his full time carer now',
    'looking after dad, he doesnt recognise me some days',
    'caring for my disabled son and i havent had a break in months',
    'juggling everything and caring for my nan, running on fumes',
    'my wife has MS and i do everything, i feel guilty for resenting it',
    'young carer for my mum, nobody my age gets it',
    'mum moved in with us after her fall, its so much more than i expected',
    'carer for my partner with parkinsons and i feel so alone',
    'dads memory is going and im the only one of my siblings who helps',
    'care home decision coming up and i feel like im abandoning her',
    'been caring for my brother since his brain injury, two years now',
    'up every night with my grandad, so tired i cant think straight',
    'how do i look after myself when im looking after everyone else',
    'my mother in law lives with us now and needs help with everything',
    'caring for my autistic daughter and feel like i have nothing left',
    'feeding, meds, appointments, im a carer and im exhausted',
    'i lost my temper with dad and he cried, i hate myself for it',
    'mum asks the same question over and over and im losing patience',
    'sole carer for my wife and nobody ever offers to help',
    'respite is booked for next week and i feel guilty for needing it',
    'gave up everything to care for my dad and i miss my old life',
    'looking after my elderly parents across two houses',
    'carers assessment tomorrow, dont know what to say',
    'my son has complex needs and the nights are relentless',
    'feel invisible, everyone asks how he is, nobody asks how i am',
    'hospital discharged her with no support and its all on me now',
    'caring for granny with alzheimers and she gets angry with me',
  ],
  acknowledge: [
    'Caring for someone takes a huge amount of love, time and energy, often with little thanks.',
    'It is exhausting to be needed all the time, day and night.',
    'You may feel many things at once: love, frustration, sadness and guilt.',
    'It is hard to watch someone you care about struggle.',
    "Your own needs can slowly disappear under everyone else's.",
    'People often ask how the person you care for is, and forget to ask about you.',
    'Caring can be lonely, even in a house full of people.',
    'The paperwork, appointments and phone calls are a whole extra load on their own.',
    'It is natural to miss the life you had before caring took over.',
    'You might feel you can never do enough, however much you do.',
    'Some days your patience runs out, and that can frighten you.',
    'There is often no clear end in sight, and that is hard to live with.',
    'You are doing something difficult that most people never see.',
  ],
  reframes: [
    'Looking after yourself is part of caring well, not a betrayal of the person you care for.',
    'You do not have to do everything perfectly to be doing something good.',
    'Needing a break is a human need, not a sign that you care less.',
    'Feeling frustrated does not cancel out your love.',
    'Asking for help means the person you care for gets a carer who can keep going.',
    'You are allowed to have a life beyond caring.',
    'Small moments of connection still count, even on hard days.',
    'You can only do what one person can do.',
    'Guilt tends to show up in people who care deeply, not in people who do not.',
    'What you give matters, even when it goes unseen.',
    'Accepting support is not giving up on them.',
    'You are a person with your own needs, not only a role.',
    'One bad moment is not the whole picture of your caring.',
    'Resting now is what makes tomorrow possible.',
  ],
  worries: [
    {
      cues: [
        'snapped',
        'snap at',
        'lost my temper',
        'shouted',
        'shout at',
        'losing patience',
        'lose my patience',
        'short with',
        'angry with',
      ],
      reframes: [
        'Snapping at the person you care for usually comes from exhaustion, not from a lack of love.',
        'Almost everyone who cares for someone long enough has moments they regret.',
        'One sharp moment does not undo all the care you give every day.',
        'Your frustration is a sign you are stretched too thin, and that is worth listening to.',
      ],
      steps: [
        {
          lines: [
            'Step away for a minute when you feel it building.',
            'If it is safe to leave them, go to another room, breathe slowly and count to sixty.',
            'A short pause stops a hard moment from turning into a row.',
          ],
        },
        {
          lines: [
            'Repair things simply and warmly afterwards.',
            'Say sorry in a few words, then do something warm together, like a drink or a favourite song.',
            'A calm, kind moment afterwards helps you both settle.',
          ],
        },
        {
          lines: [
            'Look at what led up to it.',
            'Notice whether it happens when you are tired, hungry, rushed or at the same time of day.',
            'Changing one of those can stop the same moment repeating.',
          ],
        },
      ],
    },
    {
      cues: [
        'guilt',
        'guilty',
        'feel bad',
        'selfish',
        'care home',
        'respite',
        'abandoning',
        'not doing enough',
        'resent',
      ],
      reframes: [
        'Guilt is one of the most common feelings carers have, and it rarely tells the whole truth.',
        'Wanting time for yourself is not selfish; it is what keeps you able to care.',
        'Choosing more support, including a care home, can be a loving decision rather than an abandonment.',
        'Resentment can sit alongside love, and it usually means you need more help.',
        'You are doing more than enough, even if it never feels that way.',
      ],
      steps: [
        {
          lines: [
            'Write down everything you actually do in a week.',
            'List every task, appointment, broken night and phone call.',
            'Seeing it in black and white helps you answer the voice that says you do not do enough.',
          ],
        },
        {
          lines: [
            'Talk about the guilt with someone who understands caring.',
            "A carers' group, a helpline or a counsellor will have heard it many times.",
            'Saying it out loud often shrinks it to a more honest size.',
          ],
        },
      ],
    },
    {
      cues: [
        'exhausted',
        'tired',
        'no break',
        'no time for me',
        'running on empty',
        'cant cope',
        'drained',
        'no sleep',
      ],
      reframes: [
        'Being this tired is not a personal failing, because caring is relentless.',
        'Nobody can keep giving without something being put back in.',
        'A break is not a luxury; it is how you keep going for the long haul.',
        'Rest looks different for carers, and even short pauses matter.',
      ],
      steps: [
        {
          lines: [
            "Ask for a carer's assessment for yourself.",
            'Contact your local council or social services and ask what support you could get as a carer.',
            'It can lead to breaks, equipment or help that takes some of the load.',
          ],
        },
        {
          lines: [
            'Book regular short breaks, even an hour at a time.',
            'Ask a friend, relative or local service to sit with the person you care for while you go out.',
            'Small regular breaks protect you better than waiting until you are at breaking point.',
          ],
        },
        {
          lines: [
            'Protect your own sleep wherever you can.',
            'If nights are broken, ask about night support or take turns with someone else.',
            'Sleep is the base that everything else stands on.',
          ],
        },
      ],
    },
    {
      cues: [
        'alone',
        'lonely',
        'isolated',
        'no one helps',
        'nobody helps',
        'siblings',
        'invisible',
        'no one asks',
      ],
      reframes: [
        'Feeling alone in caring is painfully common, and it is not a sign you are doing it wrong.',
        'People often hold back because they do not know how to help, not because they do not care.',
        'Your needs are real, even when nobody else notices them.',
        'There are people who understand exactly what this is like.',
      ],
      steps: [
        {
          lines: [
            'Make specific requests of family and friends.',
            'Instead of saying you need help, ask for a set thing: Tuesday afternoons, the shopping, one visit a week.',
            'Clear requests are much harder to ignore than general ones.',
          ],
        },
        {
          lines: [
            "Join a carers' group or online community.",
            "Local carers' centres and charities run groups, and many have online forums.",
            'Talking to people who get it can ease loneliness in a way others cannot.',
          ],
        },
      ],
    },
    {
      cues: [
        'doesnt recognise',
        "doesn't recognise",
        'getting worse',
        'decline',
        'not the same person',
        'changed',
        'memory',
        'watching them',
      ],
      reframes: [
        'Watching someone change is one of the hardest parts of caring.',
        'It is natural to miss who they used to be, even while they are still here.',
        'You can feel sad about the changes and still find moments of connection.',
        'Their changes are not your failure, because you cannot stop what their condition does.',
      ],
      steps: [
        {
          lines: [
            'Look for the moments that still work.',
            'Music, old photos, a favourite food, holding hands, a walk they enjoy.',
            'Small shared moments can still bring comfort to you both.',
          ],
        },
        {
          lines: [
            'Ask their care team what to expect.',
            'Knowing what changes may come helps you plan and feel less blindsided.',
            'Ask about support for you as well, because the changes affect you too.',
          ],
        },
      ],
    },
    {
      cues: [
        'appointments',
        'paperwork',
        'forms',
        'medication',
        'services',
        'juggling',
        'benefits',
        'social worker',
      ],
      reframes: [
        'The practical side of caring is a huge load on its own.',
        'Nobody is born knowing how care systems work, so feeling lost is normal.',
        'Getting organised will not make caring easy, but it can make it lighter.',
        'You are allowed to ask professionals to explain things again, and again.',
      ],
      steps: [
        {
          lines: [
            'Keep one folder or notebook for everything.',
            'Medicines, appointments, contacts, reference numbers and notes from calls.',
            'When someone asks for a detail, it is in one place instead of in your head.',
          ],
        },
        {
          lines: [
            "Ask a carers' organisation for help with forms and services.",
            'Many offer free advice on assessments, support and what you may be entitled to.',
            'Someone who knows the system can save you hours of frustration.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Tell your GP that you are a carer.',
        'Ask them to note it on your record, and mention how caring is affecting your health.',
        'It can open doors to support, and it helps them look after you too.',
      ],
    },
    {
      lines: [
        'Build a small break into every day.',
        'Ten minutes outside with a drink, a short walk, a chapter of a book.',
        'Daily pauses stop the pressure building all day with no release.',
      ],
    },
    {
      lines: [
        'Make a simple plan for emergencies.',
        'Write down who would step in if you were ill, with key information about the person you care for.',
        'Knowing there is a plan eases a worry many carers carry quietly.',
      ],
    },
    {
      lines: [
        'Set up a routine that works for you both.',
        'Keep regular times for meals, medicines, rest and outings.',
        'Routine can ease stress for the person you care for, and it gives your day a shape.',
      ],
    },
    {
      lines: [
        'Use a rota or a shared calendar for helpers.',
        'Put tasks and times in one place that others can see.',
        'It makes offering help easy, and it stops tasks quietly falling back on you.',
      ],
    },
    {
      lines: [
        'Keep one thing in your week that is yours.',
        'A hobby, a class, a friendship, a weekly swim.',
        'Holding on to part of your own life stops you disappearing into the role.',
      ],
    },
    {
      lines: [
        'Find out what equipment or adaptations could help.',
        'Ask an occupational therapist or your local council about rails, aids and other equipment.',
        'The right equipment can make tasks safer and less tiring for both of you.',
      ],
    },
    {
      lines: [
        'Keep medicines organised and on time.',
        'Use a weekly pill box or ask the pharmacy about blister packs, and set reminders.',
        'If you are unsure about any medicine, ask the GP or pharmacist rather than guessing.',
      ],
    },
    {
      lines: [
        'Eat properly yourself, not just on the go.',
        'Sit down for at least one proper meal a day, and keep easy, healthy food in.',
        'Your body is doing something demanding, and it needs fuel.',
      ],
    },
    {
      lines: [
        'Get outside each day, with or without the person you care for.',
        'Fresh air and daylight help your mood and your sleep.',
        'Even a few minutes on the doorstep can reset a hard morning.',
      ],
    },
    {
      lines: [
        'Notice the signs that you are running low.',
        'Short temper, poor sleep, tearfulness and dreading the day are all signals.',
        'When you see them, reach for more support rather than pushing harder.',
      ],
    },
    {
      lines: [
        'Talk to someone about how you feel, not only the practical side.',
        "A friend, a carers' helpline or a counsellor can hold your feelings for a while.",
        'You give so much care, and you deserve some too.',
      ],
    },
    {
      lines: [
        'Accept help, even if it is not done your way.',
        'Let others do tasks a little differently from how you would.',
        'Good enough help that you actually accept is worth more than perfect help you turn down.',
      ],
    },
  ],
  rehearsal: [
    'Picture the hardest moment of a normal day, and decide now what small thing will help you through it.',
    'Imagine your patience starting to fray, and see yourself stepping away for a minute to breathe.',
    'Rehearse asking a family member for one specific kind of help this week.',
    'Picture your next break: where you will go, what you will do, how it will feel to sit down.',
    'Think through tomorrow morning in order, and notice where a small change would save time or stress.',
    "Imagine calling a carers' helpline and saying, plainly, that things are hard right now.",
    'Picture a gentle moment with the person you care for: a song, a drink, a look out of the window.',
    'Rehearse what you will say at your next appointment about how caring is affecting you.',
    'Picture the evening, when everything is done, and one small thing you will do just for yourself.',
  ],
  setbacks: [
    'If you snapped today, forgive yourself and begin again from the next moment.',
    'If a day falls apart, get the essentials done and let everything else wait.',
    "If you feel close to breaking point, call a carers' helpline or your GP today.",
    'If help falls through, ask one more person or service rather than carrying it all.',
    'If the person you care for has a bad day, remember it is not a verdict on your care.',
    'If guilt keeps you awake, write it down and talk it through with someone tomorrow.',
    'If your own health is slipping, book an appointment for yourself and keep it.',
    'If a plan is not working, it is fine to change it, because care needs shift over time.',
    'If you need to cry, let it out; it shows how much you carry.',
  ],
  stories: [
    'One woman I heard about shouted at her father when he asked the same question for the tenth time. She went into the kitchen, shaking, and made two cups of tea. When she came back, she sat with him and put on the music he loved. She learned to step away before the pressure built, and to make repair a habit.',
    'A man caring for his wife felt guilty whenever he thought about a break. A nurse told him that carers who take breaks tend to keep going for longer. He booked a sitter for one afternoon a week and went walking with a friend. He came back more patient, and his wife noticed the difference.',
    'One young carer looking after her mum felt invisible at home and with friends. She found an online group for young carers and started chatting in the evenings. For the first time she heard other people describe days like hers. She said it did not make caring easier, but it made her feel far less alone.',
    'A son caring for his father was drowning in appointments, letters and phone calls. He bought a ring binder and put everything in one place, with a list of contacts at the front. When a new professional asked for details, he could answer in seconds. He said the binder gave him back a sense of control.',
    "One woman's brothers never seemed to help with their mother's care. Instead of hinting, she sent a rota with specific days and tasks. Two of them took a day each. She said clear requests worked where hints never had.",
  ],
  closings: [
    'Look after yourself tonight, because you matter too.',
    'Take tomorrow one task at a time, and build in one small pause.',
    'You are doing something hard and important, so be gentle with yourself.',
    'Ask for one piece of help this week.',
    'Rest when you can, even for a few minutes.',
    'Let today be good enough, not perfect.',
    'You are not alone in this, even when it feels that way.',
    'Give yourself the same kindness you give the person you care for.',
    'Breathe, reset, and take the next hour as it comes.',
    'Tonight, let someone look after you, even a little.',
    'Your care counts, and so do you.',
  ],
};
