import type { SituationPack } from '../types';

export const weightLoss: SituationPack = {
  kind: 'weight_loss',
  label: 'a weight loss goal',
  fallback: 'your goal',
  outlook: 'ahead',
  examples: [
    'trying to lose 2 stone before summer and I keep failing after a week',
    'want to lose weight but I snack every night once the house goes quiet',
    "stuck at the same weight for a month even though i'm eating less",
    "doctor said I should lose some weight and I don't know where to start",
    "slimming club weigh in tomorrow and I've had a bad week",
    'been in a calorie deficit for 6 weeks and the scale has barely moved',
    'need to eat healthier, living on takeaways and energy drinks',
    "want to drop 10kg but I comfort eat whenever I'm stressed",
    'weekends ruin everything, good mon to fri then I blow it',
    'trying to cut down on sugar and the cravings are killing me',
    'lost 20 lbs last year then put it all back on, starting again',
    'keep going over my points every single day',
    "i'm the heaviest i've ever been and i feel awful in my clothes",
    'holiday in 12 weeks and I want to feel better in myself',
    'portion sizes are my problem, i always go back for seconds',
    "trying intermittent fasting but I'm starving by 11am",
    'wanna lose the lockdown weight, about 15 pounds',
    'want to get healthier, cut back on junk and start walking more',
    'menopause weight gain and nothing seems to shift it',
    'lost 3 stone so far, scared of losing motivation now',
    'eating out with friends every weekend is wrecking my progress',
    'need to lose weight to take pressure off my knees, struggle to stay consistent',
    "every sunday I say I'll meal prep and I never do",
    'emotional eater trying to change my relationship with food',
    'weighed myself this morning and cried, want to start properly this time',
    "how do i stop grazing all day when i'm at home",
    'trying to slim down and eat better, tired of yo-yo dieting',
  ],
  acknowledge: [
    'Changing how you eat is hard, because food is woven into every single day.',
    'It is disheartening to put in real effort and see the scales barely move.',
    'Cravings and hunger are real physical feelings, not a lack of character.',
    'Starting again after losing ground can bring up frustration and tiredness.',
    'Food often carries comfort, habit and celebration, so changing it touches a lot.',
    'It can feel as if everyone around you eats whatever they like without a thought.',
    'Evenings and weekends can wear down your resolve in ways that feel unfair.',
    'Feeling uncomfortable in your own clothes can weigh on your mood.',
    'Unhelpful comments from others can sting, even when they are meant well.',
    'Doing this while life stays busy and stressful takes real effort.',
    'Slow progress can make it hard to believe anything is happening at all.',
    'It takes courage to decide to change something this personal.',
    'If you have tried before, that history can make this attempt feel heavier.',
  ],
  reframes: [
    'Lasting change comes from small habits repeated, not from willpower alone.',
    'One meal, one day or one weekend does not decide your progress; the overall pattern does.',
    'The number on the scales moves daily with water, salt and timing, not only with fat.',
    'A slower, steady loss is more likely to last than a fast one.',
    'Every healthy choice counts, even before the number shows it.',
    'Feeling better, sleeping better and moving more easily are progress too.',
    'You are not starting from zero; you are starting from experience.',
    'You do not need to be perfect, only consistent most of the time.',
    'Eating well is a skill, and skills improve with practice.',
    'Cravings rise and fall like waves, and they pass if you give them time.',
    'Being kind to yourself makes it easier to keep going than being harsh.',
    'Your body is not the enemy; it is what you are looking after.',
    'A way of eating you can live with matters more than a quick fix.',
    'The habits you build now will keep paying off long after you reach your goal.',
    'Plenty of people who struggled for years found a way that worked for them, and you can too.',
  ],
  worries: [
    {
      cues: ['plateau', 'not moving', 'stuck', 'scale', 'scales', 'same weight', 'weigh in', 'gained'],
      reframes: [
        'A plateau is discouraging, especially when you feel you are doing everything right.',
        'Weight loss rarely goes in a straight line, and stalls of a week or two are very common.',
        'Water retention can hide fat loss for days before the scales suddenly drop.',
        'As you get lighter, your body needs a little less food, so plans need small adjustments.',
      ],
      steps: [
        {
          lines: [
            'Look at the weekly average, not the daily number.',
            'Weigh yourself at the same time, such as first thing in the morning, a few times a week.',
            'Compare weekly averages, or track your waist with a tape measure.',
            'Trends tell the truth far better than any single morning.',
          ],
        },
        {
          lines: [
            'Check whether your portions have crept up.',
            'Measure or weigh your portions for a few days to see if they have drifted.',
            'Oils, spreads, drinks and snacks are the usual places where extra slips in.',
            'A small tidy-up often gets progress moving again.',
          ],
        },
        {
          lines: [
            'Add more walking to your everyday routine.',
            'Walking more is a gentle way to raise how much energy you use.',
            'Try ten minutes after one or two meals a day.',
          ],
        },
      ],
    },
    {
      cues: [
        'cravings',
        'craving',
        'snacking',
        'snack',
        'sugar',
        'chocolate',
        'crisps',
        'grazing',
        'at night',
      ],
      reframes: [
        'Cravings can feel overpowering, and they are one of the most common struggles.',
        'A craving usually peaks and fades within fifteen to twenty minutes.',
        'Evening snacking is often about tiredness or habit rather than real hunger.',
        'You can enjoy treats and still make progress when they are planned rather than grabbed.',
      ],
      steps: [
        {
          lines: [
            'Keep trigger foods out of easy reach.',
            'Leave the foods you struggle with out of the house, or at least out of sight.',
            'If a food takes effort to get, you will eat it less often.',
            'Stock easy alternatives such as fruit, yoghurt or plain popcorn.',
          ],
        },
        {
          lines: [
            'Build a new routine for your evenings.',
            'Brush your teeth after dinner, make a herbal tea, or keep your hands busy.',
            'A different ritual breaks the link between evenings and snacking.',
          ],
        },
        {
          lines: [
            'Eat enough protein and fibre earlier in the day.',
            'Include protein at each meal, and add vegetables, beans or wholegrains.',
            'Fuller days mean fewer strong cravings at night.',
          ],
        },
      ],
    },
    {
      cues: [
        'weekend',
        'weekends',
        'eating out',
        'takeaway',
        'drinks',
        'alcohol',
        'party',
        'social',
        'holiday',
      ],
      reframes: [
        'Social meals and weekends are where many plans come unstuck, so you are far from alone.',
        'Enjoying food with people you like is part of a good life, not a failure.',
        'A little planning lets you enjoy these occasions and keep your progress.',
        'One big meal out does not undo a week of good choices.',
      ],
      steps: [
        {
          lines: [
            'Plan your social meals a little ahead.',
            'Look at the menu in advance and pick something you will enjoy that fits your plan.',
            'Eat normally earlier in the day rather than saving up and arriving starving.',
          ],
        },
        {
          lines: [
            'Go easy on drinks when you are out.',
            'Alcohol and sugary drinks add a lot without filling you up, and they loosen resolve.',
            'Alternate with water, choose smaller measures, or set a limit before you go.',
          ],
        },
        {
          lines: [
            'Keep a loose routine at weekends too.',
            'Hold on to rough meal times and a morning walk on Saturdays and Sundays.',
            'A bit of structure makes it easier to enjoy the weekend without drifting.',
          ],
        },
      ],
    },
    {
      cues: [
        'slipped',
        'slip up',
        'blew it',
        'ruined',
        'fell off',
        'start again',
        'restart',
        'gave up',
        'failed',
      ],
      reframes: [
        'Slipping up feels like failure, and it is also a completely normal part of change.',
        'The all-or-nothing voice says one biscuit ruins the day, and it is simply not true.',
        'What matters most is how quickly you return to your usual habits.',
        'Everyone who has kept weight off has slipped up along the way.',
      ],
      steps: [
        {
          lines: [
            'Go back to normal at the very next meal.',
            'Do not wait for Monday, and do not skip meals to make up for it.',
            'The next meal is always a fresh chance.',
          ],
        },
        {
          lines: [
            'Look kindly at what led to the slip.',
            'Note whether you were hungry, tired, stressed or in a particular place.',
            'Plan one small change for next time, such as an earlier snack or a different route home.',
          ],
        },
      ],
    },
    {
      cues: [
        'emotional eating',
        'comfort eating',
        'comfort eat',
        'stress eating',
        'bored',
        'stressed',
        'emotional',
      ],
      reframes: [
        'Eating for comfort is very human, and it makes sense as a way to cope.',
        'The aim is not to remove comfort but to widen the ways you find it.',
        'Noticing the feeling before the food is already a big step.',
        'Being gentle with yourself helps more than telling yourself off.',
      ],
      steps: [
        {
          lines: [
            'Pause for five minutes before comfort eating.',
            'Name the feeling out loud or on paper: tired, bored, lonely or stressed.',
            'Then decide whether to eat, knowing you are still free to.',
            'The pause alone often weakens the urge.',
          ],
        },
        {
          lines: [
            'Make a list of other comforts.',
            'Write down things that soothe you, such as a bath, a walk, a call, music or a shower.',
            'Keep the list on your phone or the fridge for hard moments.',
          ],
        },
      ],
    },
    {
      cues: ['hungry', 'starving', 'hunger', 'deficit', 'fasting', 'calories', 'counting'],
      reframes: [
        'Feeling hungry all the time is miserable and hard to sustain.',
        'Very strict plans often backfire into overeating later.',
        'A moderate change is usually easier to live with and more likely to last.',
        'Filling, nourishing food can keep you satisfied while you eat a little less.',
      ],
      steps: [
        {
          lines: [
            'Build meals around protein, vegetables and fibre.',
            'Fill half the plate with vegetables, a quarter with protein and a quarter with starchy food.',
            'A plate like this keeps you full for longer on fewer calories.',
          ],
        },
        {
          lines: [
            'Avoid cutting back too hard or too fast.',
            'Aim for a modest reduction in what you eat rather than a drastic one.',
            'If you are always hungry, tired or irritable, you may be eating too little to keep it up.',
            'Talk to a doctor or dietitian if you are unsure what is right for you.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Plan your meals for the week.',
        'Choose a few simple meals and write a shopping list from them.',
        'Knowing what you will eat removes a lot of last-minute decisions.',
        'It also makes takeaways easier to resist when you are tired.',
      ],
    },
    {
      lines: [
        'Do your food shop after a meal, with a list.',
        'Hungry shopping fills the trolley with snacks you did not plan to buy.',
        'Sticking to a list saves money as well.',
      ],
    },
    {
      lines: [
        'Eat regular meals at roughly the same times each day.',
        'Skipping meals often leads to overeating later on.',
        'Steady eating keeps your energy and mood more stable.',
      ],
    },
    {
      lines: [
        'Track what you eat for a couple of weeks.',
        'Use an app or a notebook, and be honest rather than perfect.',
        'Tracking shows patterns you may not notice, such as drinks or weekend snacks.',
        'You do not have to track forever once you know your habits.',
      ],
    },
    {
      lines: [
        'Drink water steadily through the day.',
        'Keep a bottle nearby and have a glass with each meal.',
        'Thirst can feel like hunger, and water replaces sugary drinks.',
      ],
    },
    {
      lines: [
        'Eat slowly and away from screens.',
        'Put your fork down between bites and take about twenty minutes over a meal.',
        'Fullness signals take time to arrive, and eating slowly lets them catch up.',
      ],
    },
    {
      lines: [
        'Protect your sleep as part of the plan.',
        'Short sleep increases hunger and cravings the next day.',
        'Aim for a regular bedtime and wake-up time.',
      ],
    },
    {
      lines: [
        'Walk a little more every single day.',
        'Take a short walk after meals, get off the bus a stop early, or use the stairs.',
        'Walking is gentle and free, and it adds up over weeks.',
        'It also lifts your mood and eases stress.',
      ],
    },
    {
      lines: [
        'Cook simple meals at home more often.',
        'Batch cook a few portions at the weekend for busy evenings.',
        'Home cooking gives you control over portions and ingredients.',
      ],
    },
    {
      lines: [
        'Use smaller plates and serve from the kitchen.',
        'Leave the pans on the hob rather than on the table.',
        'Getting up for seconds gives you a moment to notice whether you are still hungry.',
      ],
    },
    {
      lines: [
        'Set goals about habits, not only about weight.',
        'Pick habits like five portions of fruit and vegetables a day or a daily thirty-minute walk.',
        'You control habits directly, and the weight follows them.',
      ],
    },
    {
      lines: [
        'Keep healthy snacks ready to hand.',
        'Have fruit, yoghurt, nuts or chopped vegetables ready for when hunger hits.',
        'Easy good options make it simpler to say no to the biscuit tin.',
      ],
    },
    {
      lines: [
        'Tell one person what you are working on.',
        'Choose someone supportive who will encourage you rather than police you.',
        'Support makes hard days easier and good days more fun.',
      ],
    },
    {
      lines: [
        'Measure progress in more than one way.',
        'Notice your waist, how your clothes fit, your energy and your sleep, as well as your weight.',
        'Several measures show progress even when the scales are stubborn.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow evening, at the usual snacking hour, and you making a tea and doing something else.',
    'Imagine opening the fridge and seeing the meals you planned, ready to heat.',
    'See yourself at a meal out, ordering something you enjoy and stopping when you are satisfied.',
    'Picture a craving arriving, and you waiting fifteen minutes while it fades.',
    "Tonight, write down tomorrow's meals and put the snacks you struggle with out of sight.",
    'Imagine stepping on the scales, seeing no change, and shrugging because the trend matters more.',
    'Picture the walk you will take after dinner tomorrow, and the route you will follow.',
    'Imagine a few months from now, moving more easily and feeling comfortable in your clothes.',
    'See yourself after a slip, eating a normal next meal without guilt or punishment.',
    'Picture your next food shop, list in hand, after a good meal.',
  ],
  setbacks: [
    'If you overeat, go back to your usual plan at the next meal, not on Monday.',
    'If the scales go up, look at the weekly trend before drawing any conclusions.',
    'If a week goes badly, pick one small habit to restart rather than trying to fix everything.',
    'If you feel like giving up, remember how far the small changes have already brought you.',
    'If a comment from someone hurts, step away from it and talk to someone who supports you.',
    'If you are hungry all the time, the plan may be too strict, so ease it rather than quitting.',
    'After a bad day, skip the punishment and simply have a normal breakfast tomorrow.',
    'If a holiday or celebration knocks you off course, enjoy it and then return to routine.',
    'If you are struggling and want expert help, a doctor or dietitian can support you.',
    'A setback is one day in a long run of days, and it does not undo the rest.',
  ],
  stories: [
    'A woman I heard about snacked every evening in front of the television for years. She started making a pot of peppermint tea straight after dinner and taking it to a different chair. The first week was hard, but the habit loosened by the third. Over the following months her evening snacking mostly faded.',
    'One man had lost two stone and then stalled for six weeks, feeling ready to quit. He weighed his portions for a few days and found his cooking oil and cereal had crept up. He trimmed both and added a twenty-minute walk after dinner. The scales started moving again within a fortnight.',
    'A woman who always lost her way at weekends started planning Saturday meals on Friday night. She kept a morning walk with a friend and chose one meal out to really enjoy. Her weekends still felt like weekends, but the Monday guilt disappeared. She said planning the treat made it feel like a choice instead of a slip.',
    'One man ate whenever he felt stressed, often without noticing he had started. He kept a small notebook and wrote down the feeling each time before he ate. Some days he still ate, but often the pause was enough to choose something else. Over months, he found walks and phone calls did more for his stress than crisps ever had.',
    'A woman who had regained the weight after every strict plan decided to change one habit a month. The first month was breakfast, the second was drinks, and the third was evening snacks. Progress was slow, but nothing felt like a punishment. A year later she had kept most of the habits and most of the weight off.',
  ],
  closings: [
    'Tomorrow, start with a good breakfast and one planned meal.',
    'One meal at a time is how this changes.',
    'Be patient with the scales and steady with the habits.',
    'Go gently, keep going, and trust the small choices.',
    "Tonight, plan tomorrow's food and get a good night's sleep.",
    'You do not need a perfect week, just a better one.',
    'Treat yourself with kindness while you build something that lasts.',
    'Every walk, every glass of water and every planned meal moves you forward.',
    'Keep your eyes on the habits, and let the numbers follow.',
    'Next meal, next walk, next good night: that is the whole plan.',
  ],
};
