import type { SituationPack } from '../types';

export const parentingYoungChildren: SituationPack = {
  kind: 'parenting_young_children',
  label: 'parenting young children',
  fallback: 'life with young children',
  outlook: 'through',
  examples: [
    'my 2 year old has meltdowns over everything and im exhausted',
    'toddler wont sleep, up 4 times a night at 18 months',
    'single mum of two under five and i never get a break',
    'i shouted at my 3 year old today and feel terrible',
    'threenager tantrums in the supermarket, everyone staring at me',
    'feel so stretched, three kids under 6 and nothing left for me',
    'my son bites other kids at nursery and im mortified',
    'toddler only eats beige food, worried hes not getting enough',
    'bedtime takes 2 hours every single night',
    'solo parenting this week and its relentless',
    'my daughter is 2 and not really talking yet, others her age are',
    'the constant noise and mess is really getting to me',
    'feel completely touched out by the end of the day',
    'my 4yo hits his little sister and i dont know how to stop it',
    'early wake ups at 5am every day, im a zombie',
    'how do i stay patient with a toddler when im this tired',
    'parenting young kids is so much harder than i ever thought',
    'feel like all i do is say no all day long',
    'potty training is going horribly',
    'kids are 3 and 5 and the fighting never stops',
    'full time hours and i feel guilty i dont see my kids enough',
    'my little one refuses to get dressed every single morning',
    'dad of a toddler, feel like i have no idea what im doing',
    'my kid screams when i leave him at nursery drop off',
    'single dad with a 4 year old and no family nearby',
    'mum guilt is eating me up',
    'so many tantrums, am i doing something wrong',
    'two kids under 3 and running on empty',
  ],
  acknowledge: [
    'Young children need you constantly, and that can leave very little of you left.',
    'The noise, the mess and the endless small demands add up over a day.',
    'Tantrums in public can make you feel judged and helpless.',
    'It is hard to stay patient when you are running on broken sleep.',
    'You can love them fiercely and still long for an hour alone.',
    'Parenting small children can be lonely, even though you are never on your own.',
    'Every day can feel like the same struggle over food, clothes and bedtime.',
    'It is easy to feel you are getting it wrong when there is so much advice.',
    'If you are doing much of it alone, the load can feel enormous.',
    'You might miss having time and energy for yourself.',
    'The guilt can arrive whatever you do, and it is exhausting.',
    'Small children can press buttons you did not know you had.',
  ],
  reframes: [
    'Tantrums are a normal part of development, not a sign of bad parenting.',
    'Young children do not need perfect parents; they need warm, steady ones most of the time.',
    'Losing your temper sometimes is human, and repair matters more than perfection.',
    'Your calm rubs off on them, even if it takes a while to work.',
    'Boundaries help small children feel safe, even when they protest.',
    'The hardest stages with young children tend to change as they grow.',
    'Needing a break makes you a better parent, not a worse one.',
    'So much of parenting is repetition, and the repeating is what teaches.',
    'Good enough really is good enough.',
    'Children learn a great deal from watching how you recover from mistakes.',
    "Your child's big feelings are not a measure of your worth.",
    'Small moments of connection count, even on chaotic days.',
    'Looking after yourself is part of looking after them.',
    "Every family finds its own way, and you do not have to copy anyone else's.",
  ],
  worries: [
    {
      cues: [
        'tantrum',
        'tantrums',
        'meltdown',
        'meltdowns',
        'hitting',
        'biting',
        'terrible twos',
        'threenager',
        'kicking off',
      ],
      reframes: [
        'Tantrums are exhausting and embarrassing, and almost every parent of a toddler knows that feeling.',
        "A tantrum is a small child's feelings being bigger than their ability to handle them.",
        'Staying calm will not always stop a tantrum, but it helps it pass.',
        'Other parents watching are more likely to sympathise than to judge.',
      ],
      steps: [
        {
          lines: [
            'Stay close and calm, and say very little.',
            'Keep them safe, use a few gentle words, and wait for the storm to pass.',
            'Talking it through works better after the tantrum than during it.',
          ],
        },
        {
          lines: [
            'Name the feeling for them out loud.',
            'Say something like: you are really cross that we have to leave the park.',
            'Feeling understood helps small children calm down, and it gives them words for feelings.',
          ],
        },
        {
          lines: [
            'Look for patterns and head off the triggers.',
            'Notice whether meltdowns come when they are hungry, tired or rushed from one thing to the next.',
            'A snack, an earlier nap or a five-minute warning can prevent many of them.',
          ],
        },
      ],
    },
    {
      cues: [
        'wont sleep',
        "won't sleep",
        'bedtime',
        'night waking',
        'up at 5',
        'early waking',
        'sleep regression',
        'in our bed',
        'up in the night',
      ],
      reframes: [
        'Broken nights with a small child are draining, and they affect everything else.',
        'Sleep trouble at this age is very common, and it does not mean you have done something wrong.',
        'Consistency matters more than finding the perfect method.',
        'Small changes to the routine can make a real difference over a few weeks.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple, predictable bedtime routine.',
            'Bath, pyjamas, teeth, story, bed, in the same order at roughly the same time.',
            'Predictability helps small children wind down and know what comes next.',
          ],
        },
        {
          lines: [
            'Keep night wakings calm and boring.',
            'Use low light and few words, and settle them back the same way each time.',
            'A dull, consistent night helps them learn that night is for sleeping.',
          ],
        },
        {
          lines: [
            'Ask your health visitor or GP if sleep is a real struggle.',
            'They can check for anything else going on and suggest approaches to try.',
            'Getting advice early can save weeks of broken nights.',
          ],
        },
      ],
    },
    {
      cues: [
        'shouted',
        'shouting',
        'lost my temper',
        'yelled',
        'bad parent',
        'mum guilt',
        'dad guilt',
        'guilty',
        'snapped',
      ],
      reframes: [
        'Shouting at your child can leave you flooded with guilt, and that guilt shows how much you care.',
        'Every parent loses it sometimes, and what matters most is what you do next.',
        "One bad moment will not define your child's memories of you.",
        'Guilt is a signal to repair, not a reason to punish yourself.',
      ],
      steps: [
        {
          lines: [
            'Repair things quickly and simply afterwards.',
            'Get down to their level, tell them you are sorry you shouted, and that you love them.',
            'Repairing teaches them that mistakes can be mended and that they are safe with you.',
          ],
        },
        {
          lines: [
            'Have a plan for the moments you feel it rising.',
            'Step back, breathe out slowly, and put your hands on something cold or solid.',
            'A few seconds of pause can change the whole moment.',
          ],
        },
        {
          lines: [
            'Notice what tends to leave you short-fused.',
            'Tiredness, hunger, rushing and noise are the usual culprits.',
            'Changing one of them, like leaving ten minutes earlier, can take the heat out of the day.',
          ],
        },
      ],
    },
    {
      cues: [
        'single parent',
        'on my own',
        'no help',
        'stretched',
        'no time',
        'touched out',
        'never get a break',
        'doing it alone',
        'running on empty',
      ],
      reframes: [
        'Being stretched this thin is hard, and it is not a sign you are doing it wrong.',
        'Doing much of it alone takes extra strength, and that deserves recognition.',
        'Wanting time for yourself is not selfish; it is how you refill.',
        'You do not have to do everything, only what matters most.',
      ],
      steps: [
        {
          lines: [
            'Ask for one specific kind of help this week.',
            'A friend to take them to the park, a relative to do bath time, a neighbour to swap an afternoon.',
            'Specific asks are easier for people to say yes to.',
          ],
        },
        {
          lines: [
            'Lower the standards on everything but the essentials.',
            'Fed, safe, loved and rested enough is the bar.',
            'The house, the perfect meals and the crafts can wait.',
          ],
        },
        {
          lines: [
            'Find ten minutes a day that belong to you.',
            'Before they wake, during a nap or once they are in bed, do something that is just yours.',
            'Small daily pockets of time keep you from running completely dry.',
          ],
        },
      ],
    },
    {
      cues: [
        'fussy',
        'picky',
        'wont eat',
        "won't eat",
        'mealtimes',
        'dinner time',
        'vegetables',
        'beige food',
      ],
      reframes: [
        'Mealtime standoffs are one of the most common worries for parents of small children.',
        'Fussy eating is very common at this age and often eases as they grow.',
        'Your part is to offer the food, and their part is to decide how much of it to eat.',
        'Pressure at the table tends to make fussiness worse, not better.',
      ],
      steps: [
        {
          lines: [
            'Offer variety and let them choose how much to eat.',
            'Put a small amount of something new beside something they like, without pushing.',
            'Repeated, low-pressure tries are how many children come to accept new foods.',
          ],
        },
        {
          lines: [
            'Eat together as often as you can.',
            'Sit with them, eat the same food, and keep the chat light.',
            'Children copy what they see, and relaxed meals take the fight out of it.',
          ],
        },
        {
          lines: [
            'Talk to your health visitor or GP if you are worried about growth or weight.',
            'They can check and reassure you, or give specific advice.',
            'It is better to ask than to worry alone for months.',
          ],
        },
      ],
    },
    {
      cues: [
        'behind',
        'not talking',
        'milestones',
        'compare',
        'other kids',
        'development',
        'speech',
        'late talker',
      ],
      reframes: [
        'It is natural to compare, especially when other children seem further ahead.',
        'Children develop at different speeds, and a wide range is normal.',
        'Noticing something and asking about it is good parenting, not overreacting.',
        "Your child is on their own timeline, not anyone else's.",
      ],
      steps: [
        {
          lines: [
            'Raise any worries with your health visitor or GP.',
            'Note what you have noticed, with examples, and ask whether it is worth checking.',
            'If support is needed, getting it early helps most.',
          ],
        },
        {
          lines: [
            'Step back from comparison where you can.',
            'Mute the posts or conversations that leave you anxious.',
            'Focus on what your child can do now, and celebrate each new step.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Build a simple rhythm into each day.',
        'Meals, naps, outside time and bedtime at roughly the same times each day.',
        'Predictable days mean fewer clashes, because children know what is coming.',
      ],
    },
    {
      lines: [
        'Give a warning before every change of activity.',
        'Tell them there are five more minutes, then it is shoes on, and stick to it.',
        'Small children find sudden changes hard, and a warning helps them adjust.',
      ],
    },
    {
      lines: [
        'Offer two simple choices instead of orders.',
        'Red cup or blue cup, walk or scooter, now or after the story.',
        'Choices give them some control, which cuts down on power struggles.',
      ],
    },
    {
      lines: [
        'Get outside with them every day, whatever the weather.',
        'A park, a walk round the block, splashing in puddles.',
        "Fresh air and movement help everyone's mood, including yours.",
      ],
    },
    {
      lines: [
        'Notice and praise what they do well.',
        'Be specific: they put their shoes on by themselves, or they were gentle with the cat.',
        'Children tend to repeat what gets your attention, so give it to the good moments.',
      ],
    },
    {
      lines: [
        'Keep your rules simple and consistent.',
        'A few clear rules, said the same way each time, with calm follow-through.',
        'Consistency helps children feel safe and reduces the pushing against limits.',
      ],
    },
    {
      lines: [
        'Make time for play, even ten minutes.',
        'Get on the floor and let them lead, with your phone out of reach.',
        'Short bursts of full attention often ease difficult behaviour.',
      ],
    },
    {
      lines: [
        'Look after your own sleep where you can.',
        'Go to bed earlier some nights, and share the night wakings if anyone can help.',
        'A rested parent has far more patience to draw on.',
      ],
    },
    {
      lines: [
        'Find other parents of young children.',
        'Playgroups, parks, library sessions and local online groups are good places to start.',
        'Adult company and shared stories make the days lighter.',
      ],
    },
    {
      lines: [
        'Get ready for the morning the night before.',
        'Lay out clothes, pack bags and plan breakfast while the house is quiet.',
        'Calmer mornings start with fewer decisions.',
      ],
    },
    {
      lines: [
        'Talk kindly to yourself about your parenting.',
        'Notice the harsh inner voice and answer it as you would answer a friend.',
        'You are doing something demanding, and self-criticism only drains you further.',
      ],
    },
    {
      lines: [
        'Use childcare and help without guilt.',
        'Nursery, childminders, grandparents, friends or a sitter all count.',
        'Time apart lets you come back with more energy and patience.',
      ],
    },
    {
      lines: [
        'Reach out early if things feel like too much.',
        'Your GP, your health visitor or a parenting helpline can offer support.',
        'You do not have to reach breaking point before asking for help.',
      ],
    },
  ],
  rehearsal: [
    'Picture the next tantrum, and see yourself crouching down, breathing slowly and saying little.',
    'Rehearse the words you will use to name their feeling when they melt down.',
    "Imagine tomorrow's bedtime running in order: bath, pyjamas, teeth, story, lights out.",
    'Picture the moment you feel anger rising, and see yourself stepping back and breathing out.',
    'Think through the hardest part of tomorrow, and one small change that could make it easier.',
    'Imagine asking a friend or relative for one specific bit of help.',
    'Picture ten minutes of floor play, your phone in another room, letting them lead.',
    'Imagine getting down to their level after a shout and saying sorry simply.',
    'Picture this evening once they are asleep, and one thing you will do just for yourself.',
  ],
  setbacks: [
    'If today was full of shouting and tears, reset tomorrow, because small children start again quickly.',
    'If you lost your temper, repair with a hug and a simple sorry, then let it go.',
    'If a public meltdown left you embarrassed, remember that most parents watching have been there.',
    'If nights are going badly, ask your health visitor or GP for advice rather than struggling on.',
    'If you feel you are failing, look at the basics: they are fed, safe and loved.',
    'If the routine fell apart, pick it up again tonight without blaming anyone.',
    'If you are running on empty, ask for help today, even for an hour.',
    'If you are worried about their development or health, call your health visitor or GP.',
    'If the day got away from you, let the evening be simple and early.',
  ],
  stories: [
    "One mother I heard about dreaded the supermarket because of her toddler's meltdowns. She started going after a snack and a nap, with a small task for him, like holding the list. The meltdowns did not stop completely, but they came far less often. She said planning around hunger and tiredness changed everything.",
    'A single dad with a four-year-old felt he had no time to breathe. He asked a neighbour with a child the same age to swap one afternoon a week. Each of them got a few hours off, and the children loved the playdates. He said one small arrangement made the whole week feel lighter.',
    'One parent shouted at their three-year-old over spilled juice and felt awful straight away. They knelt down, said sorry, and explained they had been tired and cross. The child hugged them and went back to playing. They said it taught them that repairing mattered more than never slipping up.',
    'A mother of two small children felt bedtime had become a two-hour struggle. She wrote down a simple routine and followed it in the same order every night for two weeks. At first there were protests, then the routine began to carry them. She said consistency did what no clever trick had managed.',
    'One father worried that his daughter was behind with her talking compared with her friends. He mentioned it to the health visitor, who arranged a check. She was referred for some extra support, and he learned simple ways to help at home. He said asking early took a weight off his mind.',
  ],
  closings: [
    'Be gentle with yourself tonight, because you gave a lot today.',
    'Tomorrow is a fresh start for you both.',
    'Find one small moment of fun with them in the next day or two.',
    'Keep things simple this week: fed, safe and loved.',
    'Take ten minutes for yourself tonight, however you can.',
    'Stay calm where you can, and repair when you cannot.',
    'You are doing a demanding thing well enough, and well enough is plenty.',
    'Get some fresh air tomorrow, for them and for you.',
    'Ask for one bit of help this week.',
    'Rest when they rest, and let the chores wait.',
    'One day at a time, one bedtime at a time.',
  ],
};
