import type { SituationPack } from '../types';

export const shiftWork: SituationPack = {
  kind: 'shift_work',
  label: 'night and long shifts',
  fallback: 'your shifts',
  outlook: 'ahead',
  examples: [
    'first set of night shifts starts tonight and I am dreading it',
    'doing four 12 hour nights in a row on the ward this week',
    'cannot sleep in the day after nights, I lie there wide awake',
    'rotating shifts at the warehouse, my body does not know what time it is',
    'nearly fell asleep driving home after my night shift',
    'junior doctor on a run of long days and nights, absolutely shattered',
    'care worker doing waking nights, how do people do this',
    'back on nights tomorrow, any tips for staying awake at 4am',
    'paramedic on 12s, the last few hours of every shift are brutal',
    'switching from nights back to days and feel jet lagged',
    'i work earlies lates and nights all in the same fortnight',
    'police officer on a new shift pattern, sleep is all over the place',
    'night porter at a hotel, eating rubbish at 3am every night',
    'factory nights 10 till 6, the drive home is the scariest part',
    'my first ever night shift at the hospital is on friday',
    'long shifts are wrecking me, 13 hours on my feet',
    'i keep waking at midday after nights and cannot get back off',
    'doing double shifts at the restaurant all weekend',
    'security guard on nights, the hours between 2 and 5 drag so badly',
    'midwife on nights, handover at 8am and I can barely think straight',
    'working graveyard shift at a call centre, feel like a zombie',
    'nights then days then nights again, my sleep is destroyed',
    'how do I stay alert on a 14 hour shift',
    'on the night shift rota for the first time, new to this',
    'tired all the time from shift work and missing everything at home',
    'four on four off pattern, the first day off is always a write off',
    'noisy street and I have to sleep during the day after nights',
    'lorry driver doing nights, need to stay sharp',
  ],
  acknowledge: [
    'Working while the rest of the world sleeps asks a lot of your body.',
    'Night and long shifts can leave you tired in a way that sleep does not quite reach.',
    'It is hard to rest when daylight, noise and life outside carry on without you.',
    'The small hours of a night can feel very long.',
    'Your body clock is being asked to do something it was not built for, and it notices.',
    'Long shifts can leave you running on very little by the final hours.',
    'It is frustrating to feel wired when you need to sleep and sleepy when you need to work.',
    'Shift patterns can make it hard to see the people you care about.',
    'The drive home after a long shift can be the most tiring part of the day.',
    'Changing between days and nights can leave you feeling out of step for a while.',
    'It makes sense to feel foggy and irritable after a run of nights.',
    'Doing work that matters while exhausted is a heavy load to carry.',
    'Days off can disappear into recovery, and that can feel unfair.',
    'Eating well is hard when meals fall at strange times.',
  ],
  reframes: [
    'Your tiredness is a normal response to an unusual schedule, not a weakness.',
    'Good habits cannot make nights easy, but they can make them much more manageable.',
    'Sleep after nights is a skill you can get better at with the right setup.',
    'Protecting your sleep is part of doing this work safely.',
    'Small changes in light, food and timing can make a real difference to how you feel.',
    'You are allowed to treat your sleep as seriously as any appointment.',
    'The slump in the small hours is your body clock, not a lack of willpower.',
    'Asking for quiet in the day is reasonable when your working hours are different.',
    'Planning around your shifts is not fussiness; it is looking after yourself.',
    'Every run of shifts has an end, and planning for that end helps.',
    'You do not need perfect sleep, just enough of the right kind at the right time.',
    'Your body adapts partly, and you can help it along.',
    'The people you work alongside at night often understand this better than anyone.',
    'The work you do at night keeps things running for everyone else.',
    'Being careful on the way home is as important as anything you do at work.',
  ],
  worries: [
    {
      cues: [
        "can't sleep",
        'cant sleep',
        'sleep in the day',
        'daytime sleep',
        'sleeping during the day',
        'wake up after',
        'wide awake',
        'noisy',
      ],
      reframes: [
        'Struggling to sleep during the day is one of the hardest parts of nights.',
        'Your body is fighting daylight and its own clock, so it is not your fault.',
        'A dark, cool, quiet room can change daytime sleep a great deal.',
        'Even broken sleep still counts, and it adds up across the day.',
        'Worrying about not sleeping can keep you awake, so a simple routine helps settle it.',
      ],
      steps: [
        {
          lines: [
            'Make your bedroom properly dark.',
            'Use blackout blinds or curtains, or tape foil over the window if you have to.',
            'Add an eye mask to catch any light that still gets in.',
            'Darkness tells your body it is time to sleep, whatever the clock says.',
          ],
        },
        {
          lines: [
            'Block out daytime noise.',
            'Use earplugs, a fan or a white noise app to cover sounds from outside.',
            'Put your phone on silent and a note on the door if you live with others.',
            'Fewer interruptions mean longer, deeper stretches of sleep.',
          ],
        },
        {
          lines: [
            'Keep the room cool and comfortable.',
            'Open a window before bed or use a fan, and choose light bedding.',
            'A cooler room helps your body drop into sleep more easily during the day.',
          ],
        },
      ],
    },
    {
      cues: [
        'drive home',
        'driving home',
        'asleep at the wheel',
        'drowsy',
        'commute',
        'nodding off',
        'fell asleep driving',
        'drive after',
      ],
      reframes: [
        'Feeling unsafe on the drive home is a serious warning worth listening to.',
        'Tiredness after a night or long shift slows your reactions more than you feel.',
        'There is no shame in taking a nap or a lift when you are too tired to drive.',
        'Planning the trip home is part of finishing your shift safely.',
        'Your life and the lives of others on the road matter more than getting home ten minutes sooner.',
      ],
      steps: [
        {
          lines: [
            'If you feel drowsy, pull over somewhere safe and nap.',
            'Find a safe place to stop, set an alarm for twenty minutes, and sleep.',
            'Have a caffeinated drink just before the nap so it kicks in as you wake.',
            'Open windows and loud music do not keep you safe; only sleep does.',
          ],
        },
        {
          lines: [
            'Plan another way home after your hardest shifts.',
            'Consider public transport, a lift from someone, or a taxi after a long run.',
            'Some workplaces have a rest room where you can sleep before driving.',
            'Knowing you have a safe option removes the pressure to push through.',
          ],
        },
        {
          lines: [
            'Give yourself a short reset before you leave work.',
            'Drink some water, splash your face, and take ten minutes if you can.',
            'Check honestly how alert you feel before getting behind the wheel.',
          ],
        },
      ],
    },
    {
      cues: ['stay awake', '3am', '4am', 'slump', 'hit a wall', 'dozing', 'keep my eyes open', 'small hours'],
      reframes: [
        'The slump in the early hours is real, and almost everyone on nights feels it.',
        'Your body clock is at its lowest point then, so feeling terrible is expected.',
        'It usually lifts a little as dawn approaches.',
        'Planning for the slump makes it easier to get through safely.',
        'You can work with your body at that hour, rather than fight it.',
      ],
      steps: [
        {
          lines: [
            'Use bright light early in the shift.',
            'Keep your work area well lit, especially in the first half of the night.',
            'Bright light helps you feel more alert and supports your body clock.',
            'Dim it slightly towards the end so your body can start to wind down.',
          ],
        },
        {
          lines: [
            'Take a short break and move around during the slump.',
            'Walk, stretch, or step outside for fresh air for a few minutes.',
            'Chat briefly with a colleague if you can.',
            'Movement and conversation give your brain a small lift.',
          ],
        },
        {
          lines: [
            'Save easier tasks for the lowest hours where possible.',
            'Plan demanding or risky tasks for earlier in the shift if you have any choice.',
            'Double-check important work done in the small hours.',
            'This reduces the chance of mistakes when you are most tired.',
          ],
        },
      ],
    },
    {
      cues: [
        'first night',
        'first nights',
        'switching to nights',
        'first set of nights',
        'rotating',
        'rota',
        'flip',
        'back to days',
      ],
      reframes: [
        'The first night of a run is often the hardest, because your body has not adjusted yet.',
        'Switching between days and nights is like crossing time zones without leaving town.',
        'A little planning before and after a run can soften the change a lot.',
        'Feeling out of sorts for a day or two is normal, not a sign you cannot cope.',
        'Your body will adapt partly, especially if you help it with light and timing.',
      ],
      steps: [
        {
          lines: [
            'Nap before your first night.',
            'Sleep in the afternoon for around ninety minutes before your first shift.',
            'Have a lie-in that morning if you can, too.',
            'Going in with some sleep banked makes the first night much easier.',
          ],
        },
        {
          lines: [
            'Come off nights with a short sleep, then stay up.',
            'After your last night, sleep for three or four hours, then get up and go outside.',
            'Stay active in daylight and go to bed at a normal time that evening.',
            'This helps your body clock swing back to days more quickly.',
          ],
        },
        {
          lines: [
            'Anchor a core block of sleep at the same time each day.',
            'Try to sleep for at least four hours at the same time, such as eight until midday, whether working or not.',
            'Add extra sleep around it when you can.',
            'A steady anchor gives your body clock something fixed to hold on to.',
          ],
        },
      ],
    },
    {
      cues: ['eat', 'eating', 'food', 'snacks', 'meals', 'junk', 'hungry', 'sugar'],
      reframes: [
        'Eating at odd hours is hard, and your body digests food differently at night.',
        'Tired people reach for sugar, and that is a natural response, not a weakness.',
        'A little planning can help you feel steadier through the shift.',
        'What and when you eat can make the slump better or worse.',
        'Looking after your food is one of the easiest ways to look after yourself on shifts.',
      ],
      steps: [
        {
          lines: [
            'Eat a proper meal before your shift starts.',
            'Have your main meal in the early evening before a night shift, or before a long day.',
            'Include protein, vegetables and some slow carbohydrates.',
            'A good meal gives you steady energy for the first half of the shift.',
          ],
        },
        {
          lines: [
            'Keep food light in the small hours.',
            'Avoid heavy meals between about midnight and six in the morning.',
            'Choose small snacks such as fruit, yoghurt, nuts, soup or a sandwich.',
            'Lighter food is easier to digest and helps you avoid feeling sluggish.',
          ],
        },
        {
          lines: [
            'Pack your food the day before.',
            'Prepare meals and snacks in advance so you are not relying on vending machines.',
            'Add a full water bottle and sip from it through the shift.',
            'Being prepared means making better choices when you are tired.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Protect your handover.',
        'Arrive a few minutes early to receive a clear handover at the start of your shift.',
        'Write down key points as you go, so your own handover is ready when you are tired.',
        'A calm, clear handover keeps people safe and lets you leave work at work.',
      ],
    },
    {
      lines: [
        'Use caffeine early, then stop.',
        'Have coffee or tea at the start of the shift and during the first half.',
        'Stop around six hours before you plan to sleep.',
        'Caffeine late in the shift makes daytime sleep harder.',
      ],
    },
    {
      lines: [
        'Wear sunglasses on the way home after a night.',
        'Morning light tells your body it is time to wake up.',
        'Dark glasses reduce that signal so you can sleep more easily when you get home.',
      ],
    },
    {
      lines: [
        'Go to bed soon after you get home.',
        'Keep a short wind-down routine, such as a shower, a light snack and bed.',
        'Avoid getting drawn into chores, screens or errands first.',
        'The longer you stay up, the harder it becomes to sleep well.',
      ],
    },
    {
      lines: [
        'Tell the people you live with when you are sleeping.',
        'Share your shift pattern and ask for quiet hours during your sleep.',
        'A simple sign on the bedroom door helps.',
        'Clear expectations protect your sleep without constant reminders.',
      ],
    },
    {
      lines: [
        'Take your breaks, every time you can.',
        'Step away from the work, eat something and drink water.',
        'Even ten minutes off your feet helps on a long shift.',
        'Breaks keep your concentration up and lower the risk of mistakes.',
      ],
    },
    {
      lines: [
        'Try a short planned nap on a break if your workplace allows it.',
        'Keep it to about twenty minutes so you do not wake up groggy.',
        'Give yourself a few minutes after waking before doing anything demanding.',
        'A brief nap can lift alertness for the hours that follow.',
      ],
    },
    {
      lines: [
        'Drink water steadily through the shift.',
        'Keep a bottle with you and sip regularly rather than waiting until you feel thirsty.',
        'Dehydration adds to tiredness and headaches.',
        'Small sips are easier than large drinks when you are busy.',
      ],
    },
    {
      lines: [
        'Get your things ready before a run of shifts.',
        'Pack your bag, charge your phone and plan meals the day before.',
        'Check your route and any parking or transport details.',
        'Fewer decisions at the last minute means more energy for the shift.',
      ],
    },
    {
      lines: [
        'Plan your days off with care.',
        'Use the first day to recover and the rest for people and things you enjoy.',
        'Put one fixed plan with someone you care about in each stretch of days off.',
        'It keeps you connected and gives you something to look forward to.',
      ],
    },
    {
      lines: [
        'Wear comfortable shoes and clothes on long shifts.',
        'Choose supportive shoes and layers you can adjust as you warm up or cool down.',
        'Small comforts matter more as the hours go on.',
      ],
    },
    {
      lines: [
        'Keep a shift diary for a few weeks.',
        'Note when you slept, how you felt, what you ate and how the shift went.',
        'Look for patterns and adjust one thing at a time.',
        'Your own notes will show you what actually works for you.',
      ],
    },
    {
      lines: [
        'Talk to your manager if the pattern is not working.',
        'Explain the effect on your sleep, safety or health in clear terms.',
        'Suggest specific changes, such as fewer nights in a row or forward-rotating shifts.',
        'Many employers will adjust rotas when they understand the impact.',
      ],
    },
    {
      lines: [
        'Wind down after a shift before trying to sleep.',
        'Give yourself twenty minutes of quiet with low light and no work messages.',
        'Write down anything from the shift that is still on your mind.',
        'A short gap helps your body shift from alert to ready for rest.',
      ],
    },
  ],
  rehearsal: [
    'Picture arriving a few minutes early, coffee in hand, ready to hear the handover.',
    'Imagine the small hours, and you standing up, stretching and having a light snack.',
    'See yourself writing your handover notes as the shift goes on, not all at the end.',
    'Picture stepping outside at the end, putting on sunglasses and heading home calmly.',
    'Imagine feeling drowsy on the drive, pulling over safely and setting a twenty-minute alarm.',
    'Picture your bedroom dark, cool and quiet, and you lying down within half an hour of getting home.',
    'Run through your pre-shift meal and what you will pack for the night.',
    'Imagine your first day off, sleeping a short while and then getting out into daylight.',
    'Picture the last hour of a long shift, taking a breath before one final task.',
    'See yourself after a run of nights, back in your normal rhythm within a couple of days.',
  ],
  setbacks: [
    'If you sleep badly after a night, rest in the dark anyway and try a short nap before your next shift.',
    'If you make a mistake in the small hours, report it, put it right, and learn what led to it.',
    'If the drive home feels unsafe, stop and sleep; arriving late is far better than not arriving.',
    'If you end up eating badly on a shift, simply start again with your next meal.',
    'If you feel low after a run of nights, give yourself a gentle day with daylight and company.',
    'If a handover is rushed or unclear, ask the questions you need before the person leaves.',
    'If someone wakes you in the day, calmly remind them of your sleep hours once you are up.',
    'If you keep struggling with a shift pattern, talk to your doctor and your manager about it.',
    'If your first day off disappears into sleep, let it, and plan the next one for something you enjoy.',
    'If you snap at someone when you are exhausted, a short apology later is enough.',
  ],
  stories: [
    'A nurse I heard about could never sleep more than three hours after nights. She put blackout blinds up, bought earplugs and started wearing sunglasses on the bus home. Within a week, she was sleeping five or six hours. She said the dark room made more difference than anything else she had tried.',
    'One warehouse worker kept nearly dozing off on the drive home after long shifts. He started taking a twenty-minute nap in his car before leaving, with a coffee just beforehand. He arrived home feeling safer and more awake. He said it was the best twenty minutes of his day.',
    'A care worker I heard about ate crisps and chocolate all night to stay awake. She began eating a proper meal before her shift and packing soup and fruit for the small hours. She still felt tired, but the crashes were gentler. She said she felt more like herself on her days off.',
    'One junior doctor found the handover at the end of nights was always a blur. He started writing short notes on each patient as the night went on. By morning, his handover was clear and quick. He said it meant he could leave without lying awake worrying about what he had missed.',
    'A security guard I heard about felt jet-lagged every time he switched back to days. After his last night, he slept for a few hours, then went outside for lunch in the daylight. He went to bed at his normal time that evening. He said it cut the recovery from three days to one.',
  ],
  closings: [
    'Eat a proper meal before you go, and pack something light for later.',
    'Protect the handover, and let it carry the work for you when you leave.',
    'Drive home only if you are alert; if not, sleep first.',
    'Make the room dark, the phone quiet, and let yourself rest.',
    'Take every break you are given tonight.',
    'You are keeping things going while others sleep, and that matters.',
    'When the small hours come, stand up, stretch and keep going gently.',
    'Look after your body clock, and it will look after you a little better.',
    'Get home safely, then get to bed.',
    'Tonight will be long, and morning will still come.',
    'Sunglasses on, head home, and straight to sleep.',
    'Rest well on your days off; you have earned every hour.',
  ],
};
