import type { SituationPack } from '../types';

export const mentalHealth: SituationPack = {
  kind: 'mental_health',
  label: 'your mental health',
  fallback: 'what you have been carrying',
  outlook: 'through',
  examples: [
    'panic attacks are back and i have to get the bus tomorrow',
    'anxiety through the roof lately, cant stop worrying about everything',
    'starting therapy on thursday and i have no idea what to say',
    'GP put me on sertraline, nervous about the side effects',
    'depression has flattened me, havent left the flat in a week',
    'my OCD is worse, checking the door 20 times before i can leave',
    'first CBT session tomorrow and i feel a bit silly about it',
    'health anxiety is eating me alive at the moment',
    'low mood for months now, everything feels grey',
    'i think i need to talk to someone about my mental health but dont know how',
    'had a panic attack in the supermarket and now im scared to go back',
    'generalised anxiety, my chest is tight all day long',
    'finally told my GP im struggling, seeing the mental health team next week',
    'coming off my meds slowly with my doctor and feeling wobbly',
    'intrusive thoughts just wont leave me alone',
    'my counsellor says im making progress but i dont feel it',
    'social anxiety making it hard to even answer the phone',
    'feel numb and flat, not sad exactly, just nothing',
    'bipolar and slowly coming out of a low patch',
    'cant get out of bed most mornings, everything feels so heavy',
    'my anxiety makes me cancel plans and then i feel even worse',
    'seasonal depression kicking in again now the nights are drawing in',
    'on the waiting list for therapy and struggling in the meantime',
    'ptsd flashbacks have been bad this week',
    'how do i cope with anxiety when it hits out of nowhere',
    'brain wont stop, constant worry, i feel on edge all the time',
    'been feeling really down and cant explain why',
    'started antidepressants two weeks ago, not sure if theyre working yet',
  ],
  acknowledge: [
    'What you are dealing with is real, even when nobody else can see it.',
    'Living with a mind that keeps working against you is exhausting.',
    'Anxiety and low mood can make even small things feel enormous.',
    'It takes energy just to get through a day that others find ordinary.',
    'It is hard when you cannot explain why you feel this way, even to yourself.',
    'You may feel cut off from people, even when they are right beside you.',
    'Some days the effort of getting up is bigger than anyone realises.',
    'It can feel lonely to say you are fine when you are not.',
    'It is frustrating when something that helped before does not seem to help now.',
    'Worrying that you will always feel like this is a heavy thing to carry.',
    'Reaching out can feel harder than staying quiet, even when you know it might help.',
    'You may feel ashamed, though there is nothing shameful in this.',
    'Your mental health touches everything, from your sleep to how you see yourself.',
  ],
  reframes: [
    'Struggling with your mental health is not a flaw in your character; it is a health matter like any other.',
    'How you feel today is real, but it is not a fixed verdict on every day to come.',
    'You do not have to fix everything, because the next small thing is enough.',
    'Getting help shows you are taking this seriously, not that you are weak.',
    'Small steps count for more here than big plans.',
    'You are not your thoughts, even the loud or frightening ones.',
    'Resting is not the same as giving up.',
    'A low day does not wipe out the better days before it.',
    'You do not need to feel ready to take the next step.',
    'Doing one small thing while feeling awful takes real effort, and it counts.',
    'Telling even one person can make this less heavy to carry.',
    'Your worth is not measured by what you manage on a hard day.',
    'Many people live with this and find ways to feel steadier, with the right support.',
    'Being gentle with yourself is part of looking after your health, not an indulgence.',
    'You can be unwell and still matter deeply to the people around you.',
  ],
  worries: [
    {
      cues: [
        'panic',
        'panic attack',
        'heart racing',
        "can't breathe",
        'cant breathe',
        'dizzy',
        'chest tight',
        'hyperventilating',
      ],
      reframes: [
        'Panic attacks are frightening, and the fear of the next one can be as hard as the attack itself.',
        'However intense a panic attack feels, the feelings rise, peak and then ease.',
        'During panic, your body sounds its alarm far too loudly for what is actually happening.',
        'Panic often feeds on being fought, so letting it pass can loosen its grip.',
      ],
      steps: [
        {
          lines: [
            'Slow your out-breath when panic starts.',
            'Breathe in gently through your nose, then out slowly through your mouth, longer than the in-breath.',
            'Keep going for a few minutes, because a long out-breath tells your body it can stand down.',
          ],
        },
        {
          lines: [
            'Ground yourself in what is around you.',
            'Name five things you can see, four you can touch and three you can hear.',
            'It pulls your attention out of the spiral and back into the room.',
          ],
        },
        {
          lines: [
            'Get any physical symptoms checked once by your GP.',
            'If you have not already, let them look at things like chest pain or dizziness.',
            'Knowing your body has been checked makes it easier to trust that the panic will pass.',
          ],
        },
      ],
    },
    {
      cues: [
        'therapy',
        'therapist',
        'counselling',
        'counsellor',
        'first session',
        'cbt',
        'waiting list',
        'psychologist',
      ],
      reframes: [
        'Starting therapy can feel awkward, and that is a normal part of the beginning.',
        'You do not have to know what to say, because helping you find the words is part of their role.',
        'Therapy is a place where you can be honest without anyone needing you to be fine.',
        'If the first person is not the right fit, trying someone else is sensible, not a failure.',
      ],
      steps: [
        {
          lines: [
            'Jot down a few notes before your first session.',
            'Write what has been hard, when it started and what you would like to be different.',
            'If your mind goes blank, you can simply read them out.',
          ],
        },
        {
          lines: [
            'Tell your therapist how the therapy itself feels.',
            'If something is not working, or a question lands badly, say so.',
            'A good therapist wants that feedback, and it makes the sessions more useful.',
          ],
        },
        {
          lines: [
            'Look after yourself while you are on a waiting list.',
            'Ask your GP what support is available in the meantime, such as self-help courses or helplines.',
            'If things get worse while you wait, go back to your GP rather than holding on alone.',
          ],
        },
      ],
    },
    {
      cues: [
        'medication',
        'meds',
        'antidepressant',
        'antidepressants',
        'tablets',
        'sertraline',
        'citalopram',
        'side effects',
        'pills',
      ],
      reframes: [
        'Taking medication for your mental health is no different from taking it for any other part of your health.',
        'It is normal to feel unsure when you start something new.',
        'Medicines like these can take a while to settle, so ask your doctor what to expect.',
        'Side effects are worth talking about, not something to put up with quietly.',
      ],
      steps: [
        {
          lines: [
            'Take your medication exactly as prescribed.',
            'Set a daily alarm and keep the packet somewhere you will see it.',
            'Talk to your GP before changing or stopping it, whether you feel better or worse.',
          ],
        },
        {
          lines: [
            'Keep a short note of how you feel in the first weeks.',
            'Jot down your sleep, your mood and any side effects each day.',
            'It gives you and your doctor something clear to look at together at your review.',
          ],
        },
      ],
    },
    {
      cues: [
        'get out of bed',
        'no energy',
        'depressed',
        'depression',
        'numb',
        'cant be bothered',
        'low mood',
        'empty',
        'grey',
      ],
      reframes: [
        'When everything feels heavy, even small things take real effort, and that effort counts.',
        'Low mood makes every task look bigger and every outcome look worse than it is.',
        'You do not have to feel motivated to do one small thing, because the doing often comes first.',
        'Feeling numb is not the same as not caring; it shows how worn down you are.',
      ],
      steps: [
        {
          lines: [
            'Choose the next small thing, and only that.',
            'Sit up, drink a glass of water, open the curtains or have a shower.',
            'One small thing done is better than a big plan that never starts.',
          ],
        },
        {
          lines: [
            'Plan one tiny thing each day that used to give you something.',
            'Five minutes of music, a short walk, a call with someone easy to talk to.',
            'Doing it before you feel like it can slowly bring a little feeling back.',
          ],
        },
        {
          lines: [
            'Tell your GP how long you have felt like this.',
            'Say plainly how it affects your sleep, your eating, your energy and your days.',
            'Low mood that lasts for weeks is something they can help with.',
          ],
        },
      ],
    },
    {
      cues: [
        'weak',
        'tell anyone',
        'ashamed',
        'embarrassed',
        'burden',
        'nobody knows',
        'no one knows',
        'pathetic',
      ],
      reframes: [
        'Keeping this to yourself can feel safer, but it makes it heavier.',
        'You are not a burden for needing support, and people who care about you usually want to know.',
        'There is nothing weak about struggling with something this hard.',
        'Saying it out loud once often makes it a little smaller.',
      ],
      steps: [
        {
          lines: [
            'Name what is happening to one person.',
            'Choose someone steady, and keep it short: that you have not been doing well and wanted them to know.',
            'You do not need to explain everything, only let one person in.',
          ],
        },
        {
          lines: [
            'Send a message if saying it feels too hard.',
            'A text can be easier than a conversation, and it gives them time to reply well.',
            'Once it is out, the next conversation comes more easily.',
          ],
        },
      ],
    },
    {
      cues: [
        'ocd',
        'intrusive',
        'checking',
        'rituals',
        'overthinking',
        'spiralling',
        'spiraling',
        'rumination',
      ],
      reframes: [
        'Unwanted thoughts are horrible to live with, and having them does not make you a bad person.',
        'A thought showing up is not the same as it being true, or something you want.',
        'Trying hard to push a thought away often makes it come back louder.',
        'Overthinking is your mind trying to keep you safe, even when it goes too far.',
      ],
      steps: [
        {
          lines: [
            'Ask your GP about therapy designed for what you are dealing with.',
            'For OCD and intrusive thoughts, there are specific approaches a trained therapist can guide you through.',
            'Describing exactly what happens, including any checking, helps you get the right help.',
          ],
        },
        {
          lines: [
            'Notice the thought, then let it be there.',
            'Say to yourself that it is just a thought, and turn back to what you were doing.',
            'You are not trying to win an argument with it, only to stop it steering.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Keep your sleep as regular as you can.',
        'Get up at the same time each day, even after a bad night.',
        'A steady wake time is one of the simplest things your mood can hold on to.',
      ],
    },
    {
      lines: [
        'Get some daylight early in the day.',
        'Step outside or sit by a bright window within an hour or so of getting up.',
        'Morning light helps your body clock, which helps both sleep and mood.',
      ],
    },
    {
      lines: [
        'Talk to your GP about how you have been.',
        'Write down what has been happening before the appointment, so you do not play it down.',
        'They can talk you through options like therapy, medication or other support.',
      ],
    },
    {
      lines: [
        'Move your body a little each day.',
        'A short walk, some stretching, or dancing in the kitchen to one song.',
        'Gentle movement can ease anxiety and lift low mood a little, even on hard days.',
      ],
    },
    {
      lines: [
        'Eat something regular, even if it is simple.',
        'Toast, soup, fruit or a sandwich, at roughly the same times each day.',
        'Long gaps without food can make anxiety and low mood feel worse.',
      ],
    },
    {
      lines: [
        'Make your day smaller on purpose.',
        'Pick one or two things that matter and let the rest wait.',
        'A short list you can finish is kinder than a long one that crushes you.',
      ],
    },
    {
      lines: [
        'Stay in touch with one person each day.',
        'A message, a call or a brief chat all count.',
        'Isolation tends to make things heavier, and small contact keeps a line open.',
      ],
    },
    {
      lines: [
        'Notice how you speak to yourself.',
        'If you would not say it to a friend, try saying it more gently to yourself.',
        'Harsh words on top of a hard day only add weight.',
      ],
    },
    {
      lines: [
        'Keep a simple daily mood note.',
        'Once a day, write a number for your mood and one line about the day.',
        'Over weeks it shows patterns, and it helps when you talk to your GP or therapist.',
      ],
    },
    {
      lines: [
        'Go easy on alcohol and caffeine for a while.',
        'Both can sharpen anxiety and disturb sleep, even when they seem to help at first.',
        'Cutting back is a small change that can make the days a little steadier.',
      ],
    },
    {
      lines: [
        'Plan tomorrow in small pieces the night before.',
        'Write down three small things, with the easiest one first.',
        'Waking up to a plan saves you deciding things when your energy is lowest.',
      ],
    },
    {
      lines: [
        'Use a helpline when you need to talk to someone straight away.',
        'There are free, confidential lines where trained people listen, day and night.',
        'You can call even if you are not sure your problem is serious enough.',
      ],
    },
    {
      lines: [
        'Build one calming thing into each day.',
        'A bath, slow breathing, music, time in a park, a few pages of a book.',
        'Regular calm moments lower the baseline, so the hard moments have less to build on.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning: alarm, feet on the floor, curtains open, a glass of water.',
    'Rehearse the first sentence you will say to your GP, plainly and without playing it down.',
    'Imagine the first wave of panic, and see yourself slowing your breath and letting it pass.',
    'Picture yourself sending one message to someone you trust, then putting the phone down.',
    'Think through your first therapy session: walking in, sitting down, reading from your notes.',
    'Imagine a hard afternoon, and the one small thing you will do to get to the evening.',
    'Picture stepping outside for ten minutes of daylight, noticing the air and the sky.',
    'Imagine a thought you dread arriving, and see yourself noticing it and turning back to the task.',
    'Picture the end of today, writing one line about how it went, without judging it.',
  ],
  setbacks: [
    'If today is a bad day, aim to get through it, not to fix it.',
    'A hard week does not mean nothing has helped; setbacks are part of living with this.',
    'If things get worse quickly, call your GP the same day, or a helpline if you need to talk now.',
    'If you cancelled plans, let it go, and send a short message to rearrange when you can.',
    'If your steady habits slipped, pick up just one of them again tomorrow.',
    'When everything feels like too much, go back to the basics: water, food, daylight, rest.',
    'If your medication or therapy does not seem to help, say so, because there are often other options.',
    'If you could not manage anything today, getting through it is enough.',
    'If you feel you have let people down, remember that being unwell is not a moral failing.',
  ],
  stories: [
    'One man I heard about put off seeing his GP for months, sure he would be told to pull himself together. When he finally went, he read from a note on his phone because the words would not come. The GP listened, asked gentle questions and talked him through the options. He said booking the appointment was the hardest part, and everything after was a little easier.',
    'A woman with anxiety used to fight every panic attack, which only made them worse. Her therapist taught her to slow her breathing and let the feeling rise and fall. The next time it happened, on a train, she sat still and counted her out-breaths. It still frightened her, but it passed sooner, and she feared the next one less.',
    'One woman spent weeks in bed when her mood was at its lowest. She started with one thing a day: opening the curtains and sitting by the window with a cup of tea. After a while she added a walk to the end of the road. She said the small things did not cure anything, but they gave her days a shape again.',
    'A young man told nobody how bad things had become. One night he sent his sister a short message saying he was not doing well. She rang straight back and came round the next day. He said sending that message was frightening, and it was also when things began to change.',
    'One person with OCD spent hours each day checking switches and locks. They described the checking to their GP in detail and were referred to a therapist who specialised in it. The therapy was hard and slow, but they learned ways to sit with the doubt. They said naming it plainly was the first step that mattered.',
  ],
  closings: [
    'For the rest of today, just do the next small thing.',
    'Be as gentle with yourself as you would be with a friend who felt this way.',
    'Get some daylight tomorrow, and let that be a start.',
    'You do not have to carry this alone this week.',
    'Rest tonight, and take tomorrow one small piece at a time.',
    'Keep going gently, because small steps are still steps.',
    'Reach out to one person in the next day or two.',
    'Whatever today held, you got through it, and that matters.',
    'Look after the basics tonight: food, water and rest.',
    'Take the next hour, and let the rest wait.',
    'You matter on the hard days as much as on the easy ones.',
  ],
};
