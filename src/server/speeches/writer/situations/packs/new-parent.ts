import type { SituationPack } from '../types';

export const newParent: SituationPack = {
  kind: 'new_parent',
  label: 'life with a new baby',
  fallback: 'these early weeks with your baby',
  outlook: 'through',
  examples: [
    'newborn is 2 weeks old and i havent slept more than 2 hours at a time',
    'first time parent and i feel like im failing at everything',
    'baby wont stop crying in the evenings and i dont know what im doing wrong',
    'just brought our little one home from hospital, terrified',
    '6 weeks postpartum and i feel like a zombie',
    'feeding is so hard and everyone has an opinion about it',
    'adopted our son last month and still finding our feet',
    'twins are 3 weeks old, send help',
    'single parent to a newborn and its so lonely at 3am',
    'my baby has colic and i feel completely helpless',
    'new dad here and i feel useless most of the time',
    'its been 10 days and i still dont feel the rush of love everyone talks about',
    'the fourth trimester is no joke',
    'bub is 8 weeks and i miss my old life, then feel guilty for thinking it',
    'health visitor comes tomorrow and im worried theyll think im doing it wrong',
    'the sleep deprivation is unreal, cant think straight',
    'feel so unprepared, nobody tells you how hard the first weeks are',
    'recovering from a c section while looking after a newborn',
    'bottle feeding and feeling judged by everyone',
    'breastfeeding is so painful and im dreading every feed',
    'my mum keeps telling me im doing it all wrong with the baby',
    'cant even shower, the baby needs me every minute',
    'first night on my own with the baby tonight',
    'reflux baby, constant spit up and crying, im frazzled',
    'new mum, day 5, crying as much as the baby',
    'havent left the house in a week, the newborn bubble feels like a cage',
    'how do people do this, 4am feeds and no end in sight',
    'our daughter arrived early and we feel totally out of our depth',
  ],
  acknowledge: [
    'The early weeks with a new baby can turn your whole world upside down.',
    'Being this tired changes how everything feels, including how you see yourself.',
    'Nobody can fully prepare you for how relentless the first weeks are.',
    'It is normal to love your baby and still find this incredibly hard.',
    'Every cry can feel like a question you are supposed to know the answer to.',
    'You may feel you are getting everything wrong, when mostly you are just learning.',
    'The nights can feel very long and very lonely.',
    'Advice comes from every direction, and much of it contradicts itself.',
    'It is strange to be responsible for someone so small and so new.',
    'Your days may have shrunk to feeds, changes and snatched sleep, and that is a big shift.',
    'You might miss parts of your old life, and that does not make you a bad parent.',
    'Feelings can swing wildly in these weeks, from joy to tears within an hour.',
    'Looking after a newborn while running on empty takes everything you have.',
  ],
  reframes: [
    'Babies do not need a perfect parent; they need one who keeps turning up.',
    'Not knowing what you are doing is normal, because you and your baby are new to each other.',
    'Every parent learns by doing, and you are learning every single day.',
    'Simply by being there, you become the expert on your baby sooner than you think.',
    'A hard night does not mean you are doing it wrong.',
    'Asking for help is part of looking after your baby well.',
    'Feeding, changing, holding and comforting are the real work, and you are doing it.',
    'Babies cry for all sorts of reasons, and sometimes for none you can find.',
    'Rest is not a luxury now; it is part of caring for your baby.',
    'Good enough care really is enough for a baby to grow well.',
    'These first weeks are intense, and they do change as your baby grows.',
    'For many parents the closeness grows slowly, and that is common.',
    'You do not have to enjoy every moment to be a loving parent.',
    'Keeping your baby fed, safe and held is the heart of it.',
    'Tiredness makes everything look worse, so go easy on the judgements you make at 3am.',
  ],
  worries: [
    {
      cues: [
        'failing',
        'failing at everything',
        'bad parent',
        'not good enough',
        'doing it wrong',
        'useless',
        'cant cope',
        'no idea what im doing',
      ],
      reframes: [
        'Feeling like you are failing at everything is one of the most common feelings in the early weeks.',
        'You are measuring yourself against a standard no real parent meets.',
        'Worrying about getting it right shows how much you care.',
        'A fed, safe baby with someone who loves them is not a sign of failure.',
        'Learning as you go is not failing; it is how everyone does this.',
      ],
      steps: [
        {
          lines: [
            'Write down three things you did for your baby today.',
            'Fed them, changed them, held them when they cried: simple things count.',
            'Seeing it on paper helps you notice how much you are actually doing.',
          ],
        },
        {
          lines: [
            'Lower the bar for everything except the basics.',
            'The basics are your baby fed, safe and cared for, and you fed and resting where you can.',
            'The washing, the tidying and the replies to messages can all wait.',
          ],
        },
        {
          lines: [
            'Say the feeling out loud to someone.',
            'Tell a friend, a relative, your midwife or your health visitor that you feel like you are failing.',
            'Many will say they felt exactly the same, and hearing it helps.',
          ],
        },
      ],
    },
    {
      cues: [
        'sleep',
        'no sleep',
        'exhausted',
        'tired',
        'up all night',
        'night feeds',
        'zombie',
        'wont sleep',
      ],
      reframes: [
        'Sleep deprivation is genuinely hard, and it affects mood, memory and patience.',
        'Short sleeps are normal for a young baby, not something you have caused.',
        'This stage of broken nights tends to change as your baby grows.',
        'Rest in small pieces still counts.',
      ],
      steps: [
        {
          lines: [
            'Rest when you can, even in short stretches.',
            'Lie down at least once a day when your baby sleeps, and let the chores wait.',
            'Small amounts of rest add up and help you cope with the nights.',
          ],
        },
        {
          lines: [
            'Ask for help with one night or one early morning.',
            'If anyone can take a shift, even once a week, ask them plainly.',
            'Protecting one longer stretch of sleep makes a real difference to how you feel.',
          ],
        },
        {
          lines: [
            'Follow safe sleep advice for your baby.',
            'Ask your midwife or health visitor to go through it if you are unsure.',
            'Knowing your baby is sleeping safely lets you rest more easily too.',
          ],
        },
      ],
    },
    {
      cues: ['crying', 'cries', 'wont settle', "won't settle", 'colic', 'screaming', 'fussy', 'reflux'],
      reframes: [
        'Listening to your baby cry is one of the hardest parts, and it is meant to feel urgent.',
        'Crying is how babies communicate, and it does not always mean something is wrong.',
        'Some babies cry a lot in the early weeks, whatever their parents do.',
        'You do not have to stop every cry to be caring for your baby well.',
      ],
      steps: [
        {
          lines: [
            'Go through a simple checklist when your baby cries.',
            'Hungry, wind, nappy, too hot or cold, tired, or wanting to be held.',
            'Working through it calmly gives the panic something to do.',
          ],
        },
        {
          lines: [
            'Put your baby down safely and step away if you need a moment.',
            'Lay them in their cot, go to another room for a few minutes and breathe.',
            'It is safe and sensible, and you will come back calmer.',
          ],
        },
        {
          lines: [
            'Trust your instinct if something feels wrong.',
            'If the crying sounds different or your baby seems unwell, call your GP or a health advice line.',
            "You are never wasting anyone's time by checking.",
          ],
        },
      ],
    },
    {
      cues: ['feeding', 'feeds', 'weight gain', 'not feeding', 'bottle', 'latch', 'milk', 'getting enough'],
      reframes: [
        'Feeding can be harder than anyone told you, however you are doing it.',
        'Worrying about whether your baby is getting enough is very common.',
        'There is no single right way to feed a baby, only the way that works for you both.',
        'Struggling with feeding is not a failure; it is a reason to get support.',
      ],
      steps: [
        {
          lines: [
            'Get help with feeding as early as you can.',
            'Ask your midwife, health visitor or GP, or call a feeding helpline.',
            'Small problems are easier to sort when someone sees them early.',
          ],
        },
        {
          lines: [
            'Keep a simple note of feeds and nappies for a few days.',
            'It helps answer the worry about whether your baby is getting enough.',
            'It also gives your health visitor or GP clear information to go on.',
          ],
        },
      ],
    },
    {
      cues: [
        'not myself',
        'baby blues',
        'anxious',
        'crying all the time',
        'postnatal',
        'bond',
        'bonding',
        'dont feel anything',
      ],
      reframes: [
        'Feeling low, tearful or anxious after a new baby arrives is common, and it is not your fault.',
        'Bonding does not always arrive in a rush, and for many parents it grows slowly.',
        'Struggling with your mood does not make you a bad parent.',
        'Telling someone how you really feel is a way of looking after your baby too.',
      ],
      steps: [
        {
          lines: [
            'Tell your GP, midwife or health visitor how you have been feeling.',
            'Be honest, even if it is hard to say, and mention how long it has been going on.',
            'There is support for new parents who feel like this, and asking is the first step.',
          ],
        },
        {
          lines: [
            'Spend a few quiet minutes close to your baby each day.',
            'Hold them, talk or sing to them, or just look at them, without any pressure to feel a certain way.',
            'Small, calm moments together give closeness room to grow.',
          ],
        },
      ],
    },
    {
      cues: [
        'lonely',
        'alone',
        'isolated',
        'no one to talk to',
        'lost myself',
        'old life',
        'stuck at home',
        'stuck inside',
      ],
      reframes: [
        'The early weeks can be isolating, even when people are around.',
        'Missing your old life does not mean you do not love this new one.',
        'You are still you, even if you barely recognise your days right now.',
        'Other new parents near you are feeling exactly this, even if you cannot see them.',
      ],
      steps: [
        {
          lines: [
            'Get out of the house once a day if you can.',
            'A short walk with the pram or sling, a trip to the shop, a hot drink somewhere baby-friendly.',
            'Fresh air and a change of scene lift the day for both of you.',
          ],
        },
        {
          lines: [
            'Find a group for new parents.',
            'Look for baby groups, parent meet-ups or online communities near you.',
            'Talking to people at the same stage makes the hard parts feel normal.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Accept every offer of practical help.',
        'Say yes to meals, washing, shopping, or someone holding the baby while you shower.',
        'Help now is not a sign you cannot cope; it is how people have always managed this stage.',
      ],
    },
    {
      lines: [
        'Keep food and water within reach.',
        'Fill a water bottle and keep easy snacks wherever you usually sit with your baby.',
        'It is easy to forget yourself, and you need fuel to get through the day.',
      ],
    },
    {
      lines: [
        'Keep a running list of questions for your midwife, health visitor or GP.',
        'Add to it as worries come up, day or night.',
        'Appointments go quickly, and a list means you get the answers you need.',
      ],
    },
    {
      lines: [
        'Limit visitors to people who actually help.',
        'It is fine to say not this week, or to ask guests to bring food and leave after an hour.',
        'Protecting your rest matters more than hosting anyone.',
      ],
    },
    {
      lines: [
        'Do one small thing for yourself each day.',
        'A shower, a hot drink while it is still hot, ten minutes outside, a song you love.',
        'Small pieces of yourself help you keep going.',
      ],
    },
    {
      lines: [
        'Set up little care stations around your home.',
        'Keep nappies, wipes, a spare outfit and muslins in each room you use a lot.',
        'Fewer trips up and down make the long days a little easier.',
      ],
    },
    {
      lines: [
        'Let the house go for now.',
        'Do the minimum your baby needs, and leave the rest.',
        'A messy home is a normal sign of a new baby, not a sign of failure.',
      ],
    },
    {
      lines: [
        'Let go of advice that makes you feel worse.',
        'Thank people kindly, then check anything important with your midwife, health visitor or GP.',
        'You do not have to follow every opinion, only trusted guidance.',
      ],
    },
    {
      lines: [
        "Learn your baby's cues slowly, over the weeks.",
        'Notice yawns, turning away, rooting, fists to mouth, and what tends to come after.',
        'Over the weeks, you will start to understand each other better.',
      ],
    },
    {
      lines: [
        'Keep the nights as calm and simple as possible.',
        'Keep the lights low, voices soft, and everything you need for the night beside you.',
        'Quiet night care helps your baby learn, slowly, that night is for sleeping.',
      ],
    },
    {
      lines: [
        'Know who to call if something worries you.',
        'Save the numbers for your GP, your health visitor or midwife, and a health advice line.',
        'If your baby seems unwell, call straight away rather than waiting.',
      ],
    },
    {
      lines: [
        'Look after your own health too.',
        'Keep any appointments of your own, and tell your GP if your body or your mood worries you.',
        'A parent who is looked after is better able to look after a baby.',
      ],
    },
    {
      lines: [
        'Talk kindly to yourself in the middle of the night.',
        'Say what you would say to a friend: this is hard, and you are doing it anyway.',
        'The words you tell yourself at night shape how the morning feels.',
      ],
    },
  ],
  rehearsal: [
    "Picture tonight's first wake-up: the low light, everything you need beside you, your breath slowing.",
    'Imagine your baby crying, and see yourself going through the checklist one step at a time.',
    'Rehearse asking someone for one specific kind of help this week.',
    'Picture a moment of overwhelm, laying your baby down safely and stepping out for a few breaths.',
    'Imagine the walk you will take tomorrow, the fresh air, and the feeling of getting out of the door.',
    'Think of your next appointment, and the questions you will read from your list.',
    'Picture lying down the next time your baby sleeps, leaving everything else undone.',
    'Imagine telling your health visitor or a friend exactly how you have been feeling.',
    'Picture the end of the day, naming three things you did for your baby and one for yourself.',
  ],
  setbacks: [
    'If today was a blur of crying and feeds, that is a hard day, not a failed one.',
    'If you lost your temper or cried, take a breath and begin again with the next feed.',
    'If nothing settles your baby, it is fine to hand over, step away, or simply hold them and wait.',
    'If you have felt low for more than a couple of weeks, tell your GP or health visitor.',
    'If advice leaves you confused, pick one trusted source and leave the rest.',
    'If you have not left the house for days, aim for the doorstep and some fresh air today.',
    "If something about your baby's health worries you, call for advice straight away.",
    'If you snapped at someone close, tell them how exhausted you are, and say sorry when you can.',
    'If a night goes badly, rest when you can tomorrow and do not try to make up for it.',
  ],
  stories: [
    'One new parent I heard about felt like they were failing from the first week. Their health visitor asked them to list everything they had done for the baby that day. The list filled a whole page. They stuck it on the fridge and read it on the worst nights.',
    'A father whose newborn had colic felt helpless every evening. He started walking up and down the hallway with the baby in a sling, humming the same song. It did not always stop the crying, but it gave him something steady to do. He said the walking calmed him as much as it calmed the baby.',
    'One woman did not feel the rush of love she had expected. She felt guilty and told no one for weeks. When she finally told her health visitor, she heard that this is common and was offered support. Over the following months, the closeness grew quietly, one ordinary day at a time.',
    'A single parent of a newborn found the nights unbearably lonely. They joined an online group for new parents and found others awake at the same hours. They swapped messages at 3am about feeds and crying. They said knowing someone else was up made the nights feel shorter.',
    'One couple who had adopted a baby felt out of their depth in the first month. They asked a friend to bring dinner twice a week and stopped trying to keep the house tidy. Once the pressure was off, they began to notice the small moments. They said doing less was what let them enjoy more.',
  ],
  closings: [
    'Rest when you can in the next few days, and let everything else wait.',
    'Tonight, one feed at a time is enough.',
    'Be gentle with yourself, because you are learning something new every day.',
    'Take the next few hours slowly, with your baby and with yourself.',
    'Ask for one piece of help tomorrow.',
    'Get through tonight, and look for one small good moment tomorrow.',
    'You are doing more than you realise, so keep going.',
    'Look after yourself today as carefully as you look after your baby.',
    'This is hard, and you are doing it.',
    'Drink some water, eat something, and lie down when you can.',
    'Let this week be about getting through, not getting it perfect.',
  ],
};
