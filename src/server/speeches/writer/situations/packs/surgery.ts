import type { SituationPack } from '../types';

export const surgery: SituationPack = {
  kind: 'surgery',
  label: 'an operation',
  fallback: 'your operation',
  outlook: 'ahead',
  examples: [
    'having my gallbladder out on friday and im bricking it',
    'knee replacement next tuesday, nervous about the general anaesthetic',
    'first ever operation tomorrow, ive never even stayed in hospital',
    'hysterectomy booked for the 14th and scared of the recovery',
    'colonoscopy in the morning, dreading the prep and the whole thing',
    'heart bypass scheduled for next week, trying to stay calm',
    'nil by mouth from midnight, op at 8am, cant sleep',
    'spinal surgery in 2 weeks, what if something goes wrong',
    'pre op assessment today then the operation next month',
    'having a lump removed under local and nervous about being awake for it',
    'my hip op was cancelled once already, rescheduled for thursday',
    'the surgeon went through all the risks and now im freaking out',
    'hernia repair tmrw, worried about the pain afterwards',
    'having my tonsils out as an adult, everyone says its awful',
    'shoulder reconstruction friday, who is going to help me at home',
    'cataract surgery next week and anything near my eye makes me queasy',
    'scared of going under for my ACL reconstruction',
    'endoscopy under sedation on monday, never had one before',
    'mastectomy in 10 days and i keep counting them down',
    'op tomorrow and i hate hospitals, the smell, the gowns, all of it',
    'first operation since i was a kid and im 40 now',
    'getting a stent put in, they say its routine but im still scared',
    'bunion surgery soon, off my feet for weeks, stressing about how ill cope',
    'keyhole surgery on my knee friday morning, first time under GA',
    'procedure booked for 7am and i live alone, worried about afterwards',
    'going in for surgery on my wrist, hate the thought of the cannula',
    'surgical consent form tomorrow and the complications list scared me',
    'day case op next week, anxious about waking up in recovery',
  ],
  acknowledge: [
    'It is completely normal to feel nervous before an operation, however routine it is for the team.',
    'Handing your body over to other people is a big thing to do.',
    'The waiting beforehand can feel longer and harder than the day itself.',
    'Hearing the list of risks can rattle anyone, even when most of them are rare.',
    'Not being in control is one of the hardest parts of this.',
    'Hospitals are strange places, and it is natural to feel out of your depth in one.',
    'You may be as worried about afterwards as you are about the operation itself.',
    'Going without food or drink and then waiting around can make nerves much worse.',
    'It is hard to switch your mind off the night before.',
    'You might feel silly for being scared of something the team does every day, but the fear is not silly.',
    'Wondering how things at home will be managed while you recover is a real concern.',
    'Mixed feelings are common: relief that it is happening, alongside plain dread.',
    'It takes courage just to sign the form and turn up.',
  ],
  reframes: [
    'The team doing your operation does this regularly, and there are checks built into every stage.',
    'You do not have to be calm to be ready; you only have to turn up.',
    'Your part on the day is small and clear, and the team handles the rest.',
    'Feeling nervous is your body getting ready, not a sign that something is wrong.',
    'The day follows a routine, and someone will guide you through each part of it.',
    'Preparing well at home is something you can control, and it helps.',
    'Asking questions beforehand is not fussing; it is what the pre-op appointment is for.',
    'Nerves before the day tell you nothing about how the day will go.',
    'The operation lasts hours, while the preparation and recovery are where you have the most say.',
    'You are allowed to tell the staff you are scared, because they meet nervous people every day.',
    'Every hour of waiting brings the moment it is behind you a little closer.',
    'You have faced unfamiliar, frightening things before by taking them one step at a time.',
    'Recovery is part of the plan, not a sign of something going wrong.',
    'Letting people look after you for a while is part of recovering well.',
  ],
  worries: [
    {
      cues: [
        'anaesthetic',
        'anesthetic',
        'going under',
        'general',
        'put to sleep',
        'not waking up',
        'wake up during',
        'sedation',
      ],
      reframes: [
        'Fear of the anaesthetic is one of the most common worries before an operation.',
        'Letting go of control like that feels huge, so it makes sense that it frightens you.',
        "The anaesthetist's whole focus during the operation is keeping you safe and watched over.",
        'You will meet the anaesthetist beforehand, and you can tell them exactly what worries you.',
      ],
      steps: [
        {
          lines: [
            'Tell the anaesthetist that you are nervous.',
            'Ask them to walk you through what happens, from the cannula to waking up.',
            'They hear this all the time, and knowing each stage takes away a lot of the fear.',
          ],
        },
        {
          lines: [
            'Share your health details fully at the pre-op appointment.',
            'Include the medicines you take, any allergies and anything that happened with a past anaesthetic.',
            'It helps the team plan, and it is one less thing for you to wonder about.',
          ],
        },
        {
          lines: [
            'Slow your breathing as you drift off.',
            'Breathe in gently, make each out-breath longer, and rest your eyes on one ordinary thing.',
            'It gives your mind something to do in those last moments.',
          ],
        },
      ],
    },
    {
      cues: ['pain', 'recovery', 'afterwards', 'after the op', 'stitches', 'sore', 'recover'],
      reframes: [
        'Worrying about pain afterwards is sensible, and it is something the team plans for.',
        'Some pain after an operation is expected, and there are ways to manage it.',
        'Recovery has its own pace, and knowing that beforehand makes it easier to accept.',
        'Being uncomfortable for a while is part of recovering, not a sign it has gone wrong.',
      ],
      steps: [
        {
          lines: [
            'Ask what pain relief you will have afterwards.',
            'Ask what is normal to feel, and what would mean you should call someone.',
            'Knowing the plan means you will not be guessing when you wake up.',
          ],
        },
        {
          lines: [
            'Tell the nurses when pain is building.',
            'Do not wait until it is unbearable out of politeness.',
            'Keeping pain under control helps you rest and move when you are asked to.',
          ],
        },
        {
          lines: [
            'Follow your discharge instructions closely once you are home.',
            'Keep them somewhere visible, and take any medicines exactly as prescribed.',
            'If a fever or a changing wound worries you at home, call your GP or the ward.',
          ],
        },
      ],
    },
    {
      cues: ['go wrong', 'goes wrong', 'risks', 'complications', 'consent', 'what if', 'something bad'],
      reframes: [
        'Hearing every possible risk read out can make rare things sound likely.',
        'Your team explained the risks because they are careful, not because they expect trouble.',
        'Worrying about what could go wrong shows how much your life matters to you.',
        'You can ask how common each risk really is, and get a real answer rather than a guess.',
      ],
      steps: [
        {
          lines: [
            'Ask your surgeon to put the risks in plain numbers.',
            'Ask how common each one is, and what they would do if it happened.',
            'Clear facts are usually easier to live with than the vague version in your head.',
          ],
        },
        {
          lines: [
            'Write down everything you want to ask before you sign.',
            'You can ask for more time or another conversation if you need it.',
            'Consent is meant to be a conversation, and you are part of it.',
          ],
        },
      ],
    },
    {
      cues: [
        'night before',
        'nil by mouth',
        'fasting',
        'cant sleep',
        "can't sleep",
        'waiting',
        'morning of',
        'nervous',
      ],
      reframes: [
        'The hours just before are often the hardest part, and they do end.',
        'Nerves the night before are normal, and they do not mean you are unprepared.',
        'Waiting on the ward is dull and anxious, and you are allowed to find it hard.',
        'Delays on the day are common and usually mean the team is taking care with someone else.',
      ],
      steps: [
        {
          lines: [
            'Follow the eating, drinking and medicine instructions exactly.',
            'Write down the times you were given, and set an alarm for the last drink you are allowed.',
            'Getting this right keeps you safe and helps the operation go ahead on time.',
          ],
        },
        {
          lines: [
            'Bring something to fill the waiting.',
            'Pack headphones, a charged phone, a book or a puzzle, and something warm to wear.',
            'Having something to do makes the hours on the ward pass faster.',
          ],
        },
        {
          lines: [
            'Plan a calm evening for the night before.',
            'Lay everything out, have a shower, watch something easy and go to bed at your usual time.',
            'Even if you sleep badly, lying quietly and resting still helps.',
          ],
        },
      ],
    },
    {
      cues: ['cannula', 'needle', 'needles', 'hate hospitals', 'gown', 'hospitals', 'blood'],
      reframes: [
        'Hospitals can feel cold and strange, and it is fine to dislike being in one.',
        'A cannula goes in quickly, and you can ask for help to get through it.',
        'Staff are used to people who hate this part, so there is no need to hide it.',
        'A hospital gown can make you feel exposed, but you are still you underneath it.',
      ],
      steps: [
        {
          lines: [
            'Tell the nurse if needles make you anxious.',
            'Ask to lie down, look away, or take a moment to breathe first.',
            'Some hospitals can use numbing cream, so it is worth asking at your pre-op appointment.',
          ],
        },
        {
          lines: [
            'Bring a few comforts from home.',
            'Your own dressing gown, slippers, lip balm, and a snack for when you are allowed to eat.',
            'Small familiar things make a strange place feel a little more like yours.',
          ],
        },
      ],
    },
    {
      cues: [
        'at home',
        'help at home',
        'off my feet',
        'look after',
        'cant drive',
        'out of action',
        'on my own',
        'live alone',
      ],
      reframes: [
        'Worrying about coping at home is practical, and practical worries have practical answers.',
        'Needing help for a few weeks does not make you less independent in the long run.',
        'Planning now means far less to think about when you are tired and sore.',
        'People often want to help but need you to tell them how.',
      ],
      steps: [
        {
          lines: [
            'Set up your home before you go in.',
            'Put everyday things at waist height, fill the freezer and clear trip hazards off the floor.',
            'Coming back to a ready home lets you rest instead of struggle.',
          ],
        },
        {
          lines: [
            'Arrange your help now, not afterwards.',
            'Line up a lift home, and someone to stay or check in if you have been asked to have that.',
            'Ask friends for specific days, so the help is spread out.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Write your questions down before the pre-op appointment.',
        'Include whatever you are most worried about, even if it feels silly.',
        'The team would much rather answer it than have you lie awake over it.',
      ],
    },
    {
      lines: [
        'Pack your bag a couple of days early.',
        'Include your medicines in their boxes, chargers, loose clothes and toiletries.',
        'Once it is done, it stops buzzing around your head.',
      ],
    },
    {
      lines: [
        'Make a written list of your medicines and allergies.',
        'Keep it in your bag, with a copy on your phone.',
        'It saves you from recalling details when you are nervous.',
      ],
    },
    {
      lines: [
        'Check what time to arrive and exactly where to go.',
        'Look up the entrance, the parking and how long it takes to get there.',
        'Knowing the route takes one source of stress out of the morning.',
      ],
    },
    {
      lines: [
        'Arrange your lift home before the day.',
        'You usually will not be allowed to drive after an anaesthetic or sedation, so plan who will collect you.',
        'Give them the ward name and tell them roughly when to expect a call.',
      ],
    },
    {
      lines: [
        'Practise slow breathing in the days before.',
        'Breathe in for a count of four and out for six, for a couple of minutes each evening.',
        'If you have practised it, it will come more easily on the day.',
      ],
    },
    {
      lines: [
        'Tell one or two people how you really feel about it.',
        'Saying that you are scared out loud often shrinks the fear a little.',
        'It also means someone knows to check on you.',
      ],
    },
    {
      lines: [
        'Keep the day before busy, but gentle.',
        'Do a few easy tasks, go for a short walk and see someone whose company you enjoy.',
        'A full but calm day leaves less room for worry to grow.',
      ],
    },
    {
      lines: [
        "Stop searching online for other people's stories.",
        'Forums tend to fill up with the rare cases, because those are the ones people write about.',
        'Take your questions to your team instead, because they know your situation.',
      ],
    },
    {
      lines: [
        'Plan something gentle to look forward to afterwards.',
        'A film you have saved, a visit, a favourite meal once you are eating normally again.',
        'It gives your mind somewhere kind to go on the other side.',
      ],
    },
    {
      lines: [
        'Be honest with the staff on the day.',
        'If you feel faint, sick or panicky, tell the nearest nurse.',
        'They can only help with what they know, and they would rather hear it.',
      ],
    },
    {
      lines: [
        'Do the movement and breathing your team asks for afterwards.',
        'If they ask you to sit up, take a few steps or do breathing exercises, do them as shown.',
        'These small things are part of recovering well, even when you would rather stay still.',
      ],
    },
    {
      lines: [
        'Give your recovery the time you were told it needs.',
        'Hold off on lifting, driving or long days until you have been told they are fine.',
        'Pushing too early can set you back, so patience now saves time later.',
      ],
    },
  ],
  rehearsal: [
    'Picture arriving at the hospital, giving your name at the desk and being shown where to wait.',
    'Imagine changing into the gown, folding your clothes into the bag and sitting back to breathe.',
    'Rehearse what you will say to the anaesthetist: that you are nervous, and one thing you want to know.',
    'Picture lying on the trolley, breathing slowly, your eyes resting on one spot on the ceiling.',
    'Imagine waking up in recovery a little groggy, with a nurse beside you checking how you are.',
    'See yourself pressing the call button and asking for help without apologising.',
    'Picture getting home and walking to a chair you have set up with everything in reach.',
    'Walk through the morning in order: alarm, last drink if allowed, shower, bag, lift.',
    'Picture the first evening at home, resting, with someone you trust only a message away.',
  ],
  setbacks: [
    'If the operation is cancelled or delayed, let yourself be frustrated, then ask when the new date is likely.',
    'If panic rises on the day, tell a nurse straight away, because they can slow things down for you.',
    'If recovery is slower than you hoped, that is common, and your team can tell you what is normal.',
    'If something worries you once you are home, call the number you were given or your GP rather than waiting.',
    'A rough first night is normal, and it does not predict the rest of your recovery.',
    'If your pain is not under control, say so clearly; you are not being difficult.',
    'Feeling low after an operation is common too, and saying it out loud usually helps.',
    'If the plan changes on the day, ask the team to explain what is different and why.',
    'If you cry before or after, let it happen; it is a release, not a weakness.',
  ],
  stories: [
    'One woman I heard about was terrified of the anaesthetic after a bad experience years before. At her pre-op appointment she told the nurse everything, and it was noted for the anaesthetist. On the day, the anaesthetist sat with her and explained each stage slowly. She said being heard made the fear small enough to manage.',
    'A man having a knee operation spent the weekend before getting his flat ready. He moved the kettle, mugs and snacks to one counter, put a chair by the window and filled the freezer. When he came home on crutches, everything he needed was within reach. He said it made the first week far less miserable.',
    'One woman had her operation cancelled on the morning, after hours of waiting. She cried in the car, then rang the ward the next day to ask about a new date. She used the extra weeks to practise slow breathing and pack properly. When the day came round again, she felt steadier than the first time.',
    'A young man hated needles so much that he nearly did not go in. He told the nurse straight away, and she had him lie down and talk about his dog while she put the cannula in. It was done before he finished his sentence. He said admitting the fear was the best thing he did that day.',
    'One older man would not press the call button after his operation, not wanting to bother anyone. His pain built up overnight and he slept badly. The next morning a nurse told him that asking early made things easier for them, not harder. After that he spoke up, and the rest of his stay was much calmer.',
  ],
  closings: [
    'Get your bag ready, get some rest, and let the team take it from there.',
    'Tonight, do the simple things and go to bed at your usual time.',
    'Take the next few days one practical step at a time.',
    'On the day, you only have to turn up and breathe, and the team does the rest.',
    'Be kind to yourself before and after, because both parts count.',
    'Let people help you this week, and say yes when they offer.',
    'Breathe slowly, ask your questions, and let the day unfold in order.',
    'When it is over, rest as if resting is your only task, because it is.',
    'Look after yourself in the hours ahead, gently and simply.',
    'Trust your preparation, and let the rest come one step after another.',
    'You have done your part by getting ready, and that is enough for now.',
  ],
};
