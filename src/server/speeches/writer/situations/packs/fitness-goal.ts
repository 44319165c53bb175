import type { SituationPack } from '../types';

export const fitnessGoal: SituationPack = {
  kind: 'fitness_goal',
  label: 'a fitness goal',
  fallback: 'your training',
  outlook: 'ahead',
  examples: [
    'first marathon in 8 weeks and my long runs are falling apart',
    'couch to 5k week 6, the 25 min run scares me',
    'bench has been stuck at 80kg for 3 months, no idea what to change',
    'training for my first sprint triathlon and the open water swim is my weakest leg',
    "half marathon on sunday and worried I'll go out too fast",
    'want to deadlift 2x bodyweight by the end of the year',
    'parkrun PB attempt saturday, been stuck at 27 mins forever',
    '10k next month and I keep missing training runs',
    "gym goal is my first pull up, can't do a single one yet",
    'squat plateau, same weight for weeks and my form breaks down',
    'ultra in june, 50k, first time going past marathon distance',
    'tapering for the marathon and going stir crazy, legs feel so heavy',
    'want to hit a 100kg bench by summer',
    'been lifting for a year and my progress has totally stalled',
    'training for a charity 10k and im the slowest in the running group',
    'hyrox in march and the running parts absolutely kill me',
    'started running at 45, aiming for a sub 30 5k',
    '100 mile sportive in august and my longest ride so far is 40',
    'niggle in my knee 3 weeks before the marathon, freaking out',
    'how do i stay consistent with the gym, I keep falling off after 2 weeks',
    'want a sub 4 marathon and my long run pace is all over the place',
    'overhead press stuck for months, could it be my sleep',
    'got a ballot place for a big city marathon, training starts now and im terrified',
    "goal is 10 strict push ups, I'm at 4",
    "hit the wall at 30k on my last long run and now I'm doubting everything",
    'trail race next weekend with loads of climbing, dreading the hills',
    'trying to get stronger, gym 4x a week but nothing is moving',
  ],
  acknowledge: [
    'Training towards a goal takes weeks of effort that nobody else fully sees.',
    'It is frustrating when you are putting in the work and the numbers will not move.',
    'Tired legs, sore muscles and early alarms add up over a block of training.',
    'Doubt tends to creep in during the hard middle weeks of any plan.',
    'A missed session can feel bigger than it is when you care about the goal.',
    'Comparing your pace or your lifts with others can take the shine off your own progress.',
    'Nerves before a big effort can start days ahead and show up at odd hours.',
    'It takes patience to trust a plan when progress comes in small, uneven steps.',
    'Fitting training around the rest of life is a juggling act, and it can wear you down.',
    'Some days your body simply does not want to cooperate.',
    'It can feel exposing to say a goal out loud and then chase it in front of people.',
    'Putting your body under steady load asks a lot of it, and it is fair to feel worn.',
    'Wanting to see what you are capable of is a good reason to train.',
  ],
  reframes: [
    'Fitness is built in the recovery after the effort, not only in the effort itself.',
    'Plateaus are a normal stage of training, often just before the next step forward.',
    'Consistency over months beats any single heroic session.',
    'Easy days are part of the plan, not a sign of going soft.',
    'A lighter week lets your body absorb the work and come back stronger.',
    'Your only fair comparison is with yourself a few months ago.',
    'Progress rarely moves in a straight line; it zigzags upwards.',
    'Every session you complete, even a mediocre one, adds to your base.',
    'Sleep does more for your progress than most supplements ever will.',
    'Small, regular increases are how big numbers and long distances are reached.',
    'Feeling jittery before a big effort means you care and your body is getting ready.',
    'Missing one session changes very little; what you do over weeks changes everything.',
    'Your goal is something you chose, and choosing it was already brave.',
    'Good form and steady pacing will take you further than raw grit.',
    'Your body is adapting even on the days it does not feel like it.',
  ],
  worries: [
    {
      cues: [
        'plateau',
        'stuck',
        'stalled',
        'not improving',
        'no progress',
        'bench',
        'same weight',
        'not getting faster',
        'nothing is moving',
      ],
      reframes: [
        'A plateau is maddening when you are putting in the same hard work as before.',
        'It usually means your body has adapted to the current plan and needs a new signal.',
        'Most lifters and runners hit several plateaus, and most break through with small changes.',
        'A stall often hides fatigue, and backing off briefly can release it.',
        'Stuck numbers tell you what to change; they are not proof that you have peaked.',
      ],
      steps: [
        {
          lines: [
            'Change one variable at a time.',
            'For a lift, try a new rep range, an extra set, or a paused or close-grip variation.',
            'For running, add one session of intervals or hills, or a little more weekly distance.',
            'Give the change three to four weeks before judging it.',
          ],
        },
        {
          lines: [
            'Take a deload week before you push again.',
            'Drop the weight or distance by around forty to fifty percent for a week, keeping your usual sessions.',
            'Fatigue hides fitness, and a lighter week often lets it show.',
            'Many people hit a new best soon after a deload.',
          ],
        },
        {
          lines: [
            'Check sleep, food and stress before blaming the plan.',
            'Too little sleep or too little food, especially protein, can stall progress on any programme.',
            'Fixing the basics is often the quickest way to get moving again.',
          ],
        },
      ],
    },
    {
      cues: [
        'race day',
        'start line',
        'go out too fast',
        'pacing',
        'pace',
        'hit the wall',
        'cut off',
        'finish line',
      ],
      reframes: [
        'Race day nerves are real, and nearly every runner feels them at the start.',
        'Adrenaline at the start makes a fast pace feel easy, which is why a plan matters.',
        'The second half of a race is where a sensible first half pays off.',
        'You have done the training, and race day is where you collect on it.',
      ],
      steps: [
        {
          lines: [
            'Start slower than your goal pace.',
            'Run the first few kilometres or miles a little slower than you plan to average.',
            'Adrenaline and crowds make early speed feel free, and you pay for it later.',
            'An even or slightly faster second half is the most reliable route to a good time.',
          ],
        },
        {
          lines: [
            'Practise your race-day fuelling in training.',
            'Use your long sessions to try out breakfast, gels, drinks and their timing.',
            'Try nothing new on race day, whether shoes, kit, food or drink.',
            'Your stomach learns what it can handle just as your legs do.',
          ],
        },
        {
          lines: [
            'Break the distance into smaller sections in your head.',
            'Think about reaching the next marker, drinks station or landmark rather than the finish.',
            'Smaller targets keep your mind busy and your pace steady.',
          ],
        },
      ],
    },
    {
      cues: [
        'missed',
        'motivation',
        'consistent',
        'consistency',
        'skipping',
        'fall off',
        "can't be bothered",
        'lazy',
      ],
      reframes: [
        'Motivation comes and goes for everyone, even people who seem endlessly disciplined.',
        'Missed sessions happen in any training block, and one or two will not undo your progress.',
        'Habits carry you when motivation is low, and habits can be built.',
        'A short, easy session still keeps the chain going.',
      ],
      steps: [
        {
          lines: [
            'Set a minimum session for low days.',
            'Decide on a short fallback, such as twenty minutes of easy running or three main sets.',
            'On days you do not feel like it, do the minimum and allow yourself to stop there.',
            'You will often do more once you have started.',
          ],
        },
        {
          lines: [
            'Never skip two sessions in a row.',
            'If you miss one, make the next one non-negotiable, even if it is short.',
            'This rule stops one missed day from becoming a missed month.',
          ],
        },
        {
          lines: [
            'Put your sessions in the calendar like appointments.',
            'Pick set days and times, and lay out your kit the night before.',
            'Fewer decisions leave less room for talking yourself out of it.',
          ],
        },
      ],
    },
    {
      cues: ['niggle', 'injury', 'injured', 'pain', 'sore', 'knee', 'shin splints', 'tweaked'],
      reframes: [
        'A niggle close to a goal is frightening, because so much work feels at risk.',
        'Many niggles settle with a few days of rest or reduced load.',
        'Listening to your body now protects the goal rather than threatening it.',
        'Missing a few days is far better than missing a few months.',
      ],
      steps: [
        {
          lines: [
            'Back off early when something hurts.',
            'Pain that changes how you move, or gets worse as you go, is a signal to stop.',
            'Swap to something that does not hurt, such as cycling, swimming or upper-body work, for a few days.',
            'Get it checked by a professional if it is sharp or lasts more than a week.',
          ],
        },
        {
          lines: [
            'Build up your load gradually to keep niggles away.',
            'A common guide is to raise weekly distance or volume by no more than about ten percent.',
            'Add strength work for legs, hips and core twice a week.',
            'Sturdy muscles and tendons cope far better with training.',
          ],
        },
      ],
    },
    {
      cues: ['slow', 'slowest', 'at the back', 'too slow', 'everyone else', 'weak', 'weakest', 'compare'],
      reframes: [
        'Being at the back of the pack or the lightest on the bar can feel exposing.',
        'Everyone started somewhere, and plenty of strong, fast people started far behind you.',
        'Your numbers only need to be measured against your own starting point.',
        'Reaching your own goal is the achievement, whatever anyone else is doing.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple log of your training.',
            'Write down each session, whether distance and time or sets, reps and weight.',
            'Look back over six or eight weeks whenever you feel slow or weak.',
            'Seeing your own progress on paper quietens the urge to compare.',
          ],
        },
        {
          lines: [
            'Set process goals as well as outcome goals.',
            'Aim for things you control, such as three runs a week or four sessions with good form.',
            'Process goals give you a win every week, long before the big goal arrives.',
          ],
        },
      ],
    },
    {
      cues: [
        'taper',
        'tapering',
        'race week',
        'feel sluggish',
        'heavy legs',
        'lost fitness',
        'phantom pains',
      ],
      reframes: [
        'Tapering often feels wrong, because your body is used to working harder.',
        'Sluggish legs and odd aches during a taper are very common and usually pass.',
        'You cannot gain much fitness in the final days, but you can gain freshness.',
        'The fitness is already banked, and the taper lets you spend it.',
      ],
      steps: [
        {
          lines: [
            'Trust the taper and keep a little intensity.',
            'Cut your volume by around a third to a half over the final one to three weeks.',
            'Keep a few short efforts at goal pace or goal weight so you stay sharp.',
            'Resist the urge to squeeze in one last big session.',
          ],
        },
        {
          lines: [
            'Use the spare energy for rest and preparation.',
            'Sleep a little more, eat normally, and lay out your kit and plan for the day.',
            'Sorting the logistics gives restless nerves something useful to do.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Make your progress in small, steady steps.',
        'Each week, add a little: a few minutes, one more rep or a small jump in weight.',
        'This gradual increase, known as progressive overload, is how fitness is built.',
        'Too much too soon is the most common route to injury and exhaustion.',
      ],
    },
    {
      lines: [
        'Plan a lighter week every four to six weeks.',
        'Cut the volume or weight back noticeably while keeping your routine.',
        'Your body absorbs the training during these weeks and comes back fresher.',
        'Planned deloads prevent the forced rest that comes with overdoing it.',
      ],
    },
    {
      lines: [
        'Keep most sessions at a manageable effort.',
        'For running, most of your miles should be at a pace you could chat at.',
        'For lifting, leave a rep or two in reserve on most sets.',
        'Saving hard efforts for a few key sessions keeps you improving without wearing out.',
      ],
    },
    {
      lines: [
        'Protect your sleep as part of your training.',
        'Aim for seven to nine hours, with a steady bedtime and wake-up time.',
        'Muscles repair and fitness builds mainly while you sleep.',
        'Poor sleep makes sessions feel harder and slows progress.',
      ],
    },
    {
      lines: [
        'Eat enough to fuel the work you are doing.',
        'Include protein at each meal and carbohydrates around harder or longer sessions.',
        'Undereating can stall progress and leave you tired and run down.',
        'Drink water steadily through the day, not only during sessions.',
      ],
    },
    {
      lines: [
        'Follow a written plan rather than making it up each day.',
        'Choose a reputable plan for your goal and level, or ask a coach to write one.',
        'A plan spreads hard and easy sessions sensibly and takes the guesswork away.',
      ],
    },
    {
      lines: [
        'Taper your training before the big day.',
        'Reduce your training volume over the final one to three weeks before a race or a max attempt.',
        'Keep a few short, sharp efforts so your body stays primed.',
        'You arrive fresh and ready rather than tired from last-minute work.',
      ],
    },
    {
      lines: [
        'Warm up properly before every session.',
        'Start with five to ten minutes of easy movement, then some lighter sets or strides.',
        'A good warm-up improves performance and lowers the risk of strains.',
      ],
    },
    {
      lines: [
        'Work on technique as well as effort.',
        'Film a set or a stretch of running and compare it with good examples, or ask someone experienced.',
        'Small fixes in form can unlock strength or speed you already have.',
      ],
    },
    {
      lines: [
        'Include strength or mobility work each week.',
        'Two short sessions for legs, hips, back and core support almost any fitness goal.',
        'They make you more robust and help you hold good form when tired.',
      ],
    },
    {
      lines: [
        'Rehearse the big day during training.',
        'Practise at the same time of day, in the same kit and with the food you plan to use.',
        'A dress rehearsal removes surprises and builds confidence.',
      ],
    },
    {
      lines: [
        'Rate every session out of ten in your notebook or app.',
        'Record what you did alongside how hard it felt.',
        'Over weeks, the log shows patterns, such as which weeks felt heavy and why.',
      ],
    },
    {
      lines: [
        'Take at least one full rest day each week.',
        'Use it for a walk, some gentle stretching or nothing at all.',
        'Rest days are when the hard work turns into fitness.',
      ],
    },
    {
      lines: [
        'Set a clear, measurable target with a date.',
        'Pick a specific time, distance or weight, and the day you are aiming for.',
        'Break it into monthly milestones that you can check along the way.',
      ],
    },
  ],
  rehearsal: [
    'Picture the first minutes of the big day: steady breathing, loose shoulders, and holding back.',
    'Imagine setting up for your hardest effort exactly as you have practised it.',
    'Picture the hard middle section, when it starts to hurt, and you settling into a rhythm you trust.',
    'See yourself on a low day, getting changed and doing the minimum session anyway.',
    'Imagine finishing a session, writing it in your log, and noticing how far you have come.',
    "Tonight, lay out your kit for tomorrow's session so that starting takes no thought.",
    'Picture the last part of your goal effort, digging in with good form and steady breathing.',
    'Imagine the moment you reach the target: the clock, the number, the feeling in your chest.',
    'Run through your morning routine for the big day: food, kit, warm-up and arrival time.',
    'See yourself taking a lighter week without guilt, knowing it is part of the plan.',
  ],
  setbacks: [
    'If a session goes badly, note it in your log and move on, because one session is tiny.',
    'If you miss a week, restart at a slightly lower level rather than trying to catch up.',
    'If you feel pain that changes how you move, stop and rest, and get it checked if it lingers.',
    'If the big day goes wrong, give it a few days before deciding what it meant.',
    'If you miss your target, look at the whole block of training, not just the final result.',
    'On a flat day, shorten the session rather than skipping it completely.',
    'If life takes over for a while, hold on to the minimum and rebuild when you can.',
    'If your numbers drop, check sleep and food first, since they are the usual culprits.',
    'If you are exhausted for days in a row, take an easy week, because more effort will not fix tiredness.',
    'A bad day in training is data, not a verdict on whether you can reach your goal.',
  ],
  stories: [
    'A man I heard about had been stuck on the same bench press weight for three months. He took a deload week, then switched to sets of six with a pause at the bottom of each rep. He also started going to bed an hour earlier. Six weeks later he pressed five kilos more than his old best.',
    'One woman training for her first marathon fell apart on a long run after starting far too fast. She spent the next month running the first few miles of every long run deliberately slowly. On race day she held back in the first half while others flew past. In the last ten kilometres she passed many of them and finished close to her goal.',
    'A beginner on a couch to 5k plan dreaded the first twenty-five minute run for a week. He told himself he only had to run to the end of the road and could stop there. He reached the end of the road and kept going. A few weeks later he ran his first full 5k without stopping.',
    'One woman chasing her first pull-up felt stuck for months on slow lowering reps and hangs. She added two short sessions of back work each week and logged every attempt. Her log showed her holding the top position a little longer each week. One morning she pulled her chin over the bar, laughed, and did it again.',
    'A runner I heard about felt a niggle in his shin three weeks before his race. Instead of pushing through, he swapped running for cycling for five days and had it checked. It settled, and he eased back in with short, easy runs. He reached the start line healthy and said those five days had probably saved his race.',
  ],
  closings: [
    'Tomorrow, do the session in front of you and let that be enough.',
    'Rest well tonight, because that is training too.',
    'Keep stacking steady weeks, and the goal will come closer.',
    'Start easy, finish strong, and trust the work you have banked.',
    'Lay out your kit, get to bed, and show up for the next session.',
    'The numbers will move, so keep turning up while they catch up.',
    "One more session, one more good night's sleep, one more step forward.",
    'Go at your own pace and hold on to why you started.',
    'On the day, hold back early and let the training carry you home.',
    'Be proud of the consistency, whatever the clock or the bar says this week.',
  ],
};
