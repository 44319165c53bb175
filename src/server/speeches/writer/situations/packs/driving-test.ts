import type { SituationPack } from '../types';

export const drivingTest: SituationPack = {
  kind: 'driving_test',
  label: 'a driving test',
  fallback: 'your driving test',
  outlook: 'ahead',
  examples: [
    "driving test tomorrow at 9am and I'm shaking already",
    'failed my driving test twice, third attempt next week',
    'practical test on friday and roundabouts terrify me',
    'road test is monday and parallel parking is my nightmare',
    'keep stalling in lessons and my test is in 10 days',
    'got my P plates test next wk, so nervous',
    'failed on a serious fault at a junction, rebooked for next month',
    'behind the wheel test at the DMV on saturday',
    "passed theory, practical is in two weeks and I don't feel ready",
    "my instructor says I'm ready but I freeze when someone watches me drive",
    "first driving test at 34 and I feel embarrassed it's taken so long",
    'learner driver, test booked, dreading the examiner sitting next to me',
    "can't stop thinking about failing on a stupid minor",
    "40 lessons in and still can't do a bay park properly",
    "test tomorrow in an area I don't know well",
    'dreading the independent driving bit where you follow the sat nav',
    'mock test went terribly and the real one is wednesday',
    'manual test, hill starts freak me out',
    'resitting after failing for going too fast on a dual carriageway',
    'need to pass so i can stop relying on lifts everywhere, pressure is massive',
    'test is in the rain tomorrow and I hate driving in the wet',
    'automatic test next week and merging onto fast roads scares me',
    'drivers test in 3 days, 4th attempt, feeling hopeless',
    'nervous about the emergency stop and reversing round a corner',
    'lessons are going ok but i panic at busy junctions',
    'driving lesson tonight and i cried after the last one',
    'practical on thursday, what if I mount the kerb',
  ],
  acknowledge: [
    'Driving while someone quietly marks you is a strange and nerve-racking situation.',
    'A driving test squeezes months of lessons into about forty minutes, so it feels high stakes.',
    'It is natural to feel shaky when one moment could decide the result.',
    'A previous fail can leave a sting that returns as the next test gets closer.',
    'Learning to drive at any age takes real effort and a fair amount of courage.',
    'Being watched can make skills you do easily in lessons suddenly feel shaky.',
    'There is a lot tied up in passing, such as freedom, time and not relying on lifts.',
    'The waiting room before a test can be one of the most nervous places there is.',
    'It can feel embarrassing when others seem to pass easily, and it should not.',
    'Certain manoeuvres can take on a life of their own in your head before the day.',
    'The money spent on lessons and test fees adds a pressure of its own.',
    'Your hands might sweat and your legs might shake, and that is adrenaline at work.',
    'Being trusted with a car on public roads is a big step, and it is fair to feel it.',
  ],
  reframes: [
    'The examiner is not looking for perfection, and a few minor faults are allowed.',
    'You are being assessed on safe, steady driving, which is what you do in lessons.',
    'Examiners want to see how you normally drive, so your ordinary driving is enough.',
    'Nerves often fade within the first few minutes once the car is moving.',
    'A small mistake is usually just a minor fault, so stay calm and drive on.',
    'Plenty of good, safe drivers passed on their second, third or fourth attempt.',
    'The test is a snapshot of one drive, not a verdict on whether you can ever drive.',
    'Every hour behind the wheel has built skills that do not vanish when you are nervous.',
    'Even if it does not go your way, you will have had a full drive under real test conditions.',
    'Driving carefully and a little cautiously is far better than rushing to impress.',
    'If your instructor thinks you are ready, their judgement is worth trusting over your nerves.',
    "The examiner is a person doing a routine day's work, not someone hoping you fail.",
    'It is your drive, at your pace, within the limits of the road.',
    'Passing is one step, and becoming a good driver carries on long after it.',
    'You have already done the hardest part, which is learning to drive at all.',
  ],
  worries: [
    {
      cues: ['nerves', 'shaking', 'shaky', 'panic', 'anxious', 'hands sweat', 'feel sick'],
      reframes: [
        'Test nerves are real, and they can make your body feel as if it belongs to someone else.',
        'Adrenaline makes you alert, and alertness is useful behind the wheel.',
        'Most learners find their nerves ease once the first few turns are done.',
        'You can drive safely while feeling nervous, and you have probably done it many times already.',
      ],
      steps: [
        {
          lines: [
            'Book a lesson just before your test.',
            'An hour of driving beforehand warms you up and settles you into the car.',
            'Ask your instructor to focus on calm, routine driving rather than anything new.',
            'You arrive at the test centre already in the rhythm of driving.',
          ],
        },
        {
          lines: [
            'Breathe slowly before you start the engine.',
            'Breathe in for four counts and out for six while you adjust your seat and mirrors.',
            'Let your shoulders drop and your grip on the wheel loosen.',
            'A calmer body makes for smoother steering and gentler pedal work.',
          ],
        },
        {
          lines: [
            'Talk yourself through the drive quietly in your head.',
            'Name what you see and what you will do, such as mirrors, signal and slowing down.',
            'This keeps your mind on the road instead of on being watched.',
          ],
        },
      ],
    },
    {
      cues: [
        'examiner',
        'being watched',
        'someone watching',
        'writing things down',
        'marking me',
        'judging me',
        'tester',
      ],
      reframes: [
        'Having a stranger beside you noting things down is unnerving, especially at first.',
        'When an examiner writes something, it is often routine and not necessarily a fault.',
        'Examiners sit with nervous learners all day and fully expect some nerves.',
        'They want you to drive as you would on your own, safely and sensibly.',
      ],
      steps: [
        {
          lines: [
            'Stop trying to read the examiner.',
            'Keep your eyes and attention on the road, the mirrors and the signs.',
            'Whatever they note down, you cannot change it, so let it go and drive the next bit well.',
          ],
        },
        {
          lines: [
            'Ask the examiner to repeat anything you did not catch.',
            'It is perfectly fine to check a direction you did not hear or understand.',
            'A wrong turn taken safely is not usually a fault, so stay calm and carry on.',
          ],
        },
      ],
    },
    {
      cues: [
        'parallel park',
        'parking',
        'bay park',
        'reverse',
        'reversing',
        'three point turn',
        'turn in the road',
        'manoeuvre',
        'emergency stop',
        'hill start',
      ],
      reframes: [
        'Manoeuvres can feel like the scariest part, because they happen slowly with all eyes on you.',
        'They are done at low speed, which gives you time to check and correct.',
        'Small, safe corrections are usually acceptable, while poor observation costs far more.',
        'Good all-round observation counts as much as landing neatly between the lines.',
      ],
      steps: [
        {
          lines: [
            'Practise your weakest manoeuvre in short, repeated sessions.',
            'Ask your instructor or a supervising driver for ten attempts in a quiet spot.',
            'Use fixed reference points, such as where the kerb lines up in a window or mirror.',
            'Repetition turns a scary manoeuvre into a routine one.',
          ],
        },
        {
          lines: [
            'Go slowly and look around constantly.',
            'Keep the car at a crawl and check all around before and during the manoeuvre.',
            'If you drift, stop, check again and make a small correction.',
            'Slow and observant is safer, and it is exactly what the examiner is watching for.',
          ],
        },
        {
          lines: [
            'Learn your reference points by heart.',
            'Know exactly when to start steering and when to straighten up for each manoeuvre.',
            'Reference points give you a clear routine when nerves make judgement harder.',
          ],
        },
      ],
    },
    {
      cues: ['failed', 'fail', 'failing', 'second attempt', 'third attempt', 'retake', 'resit', 'rebooked'],
      reframes: [
        'Failing a driving test hurts, especially after the time and money you have put in.',
        'A fail usually comes down to one or two specific faults, and those can be fixed.',
        'You now know the test routine and the centre, which takes away some of the unknown.',
        'Many confident drivers failed before they passed, and nobody asks them about it now.',
      ],
      steps: [
        {
          lines: [
            'Go over your last test report with your instructor.',
            'Look at exactly which faults were marked and where they happened.',
            'Plan lessons that work on those specific things, such as mirrors at junctions or speed on bends.',
            'Targeted practice is the quickest way to turn a fail into a pass.',
          ],
        },
        {
          lines: [
            'Drive the roads around the test centre again.',
            'Practise the roundabouts, junctions and awkward spots nearby until they feel familiar.',
            'Known roads leave more of your attention free for driving safely.',
          ],
        },
      ],
    },
    {
      cues: [
        'roundabout',
        'roundabouts',
        'junction',
        'junctions',
        'busy roads',
        'traffic',
        'merging',
        'dual carriageway',
        'lanes',
      ],
      reframes: [
        'Busy junctions and roundabouts ask a lot of you at once, so the fear makes sense.',
        'They become easier with repetition, because you learn their patterns.',
        'Waiting for a safe gap is good driving, as long as you go when it is clear.',
        'Every driver on those roads once found them daunting too.',
      ],
      steps: [
        {
          lines: [
            'Use the same routine at every junction.',
            'Follow one sequence each time: mirrors, signal, position, speed, look.',
            'A routine gives you something steady to do when things feel busy.',
          ],
        },
        {
          lines: [
            'Practise the trickiest junctions near your test centre again and again.',
            'Drive them at different times of day with your instructor or supervising driver.',
            'Learn the lanes and markings until you know them without thinking.',
          ],
        },
        {
          lines: [
            'Look early and plan well ahead.',
            'Read the signs and lane markings as soon as you can see them.',
            'Looking ahead gives you time to position the car and choose a gap calmly.',
          ],
        },
      ],
    },
    {
      cues: ['stall', 'stalling', 'stalled', 'clutch', 'biting point', 'manual'],
      reframes: [
        'Stalling in front of an examiner feels mortifying, but it is common and often minor.',
        'A stall on its own is rarely what decides a test, and how you recover matters more.',
        'Restarting calmly and checking around you shows the examiner you are in control.',
        'Nerves can make your feet jumpy, and slowing everything down helps.',
      ],
      steps: [
        {
          lines: [
            'Rehearse your stall recovery until it is automatic.',
            'Handbrake on, neutral, restart, check all around, then move off when it is safe.',
            'Practise it in lessons so that on the day it is just a routine.',
            'A calm recovery takes the drama out of a stall.',
          ],
        },
        {
          lines: [
            'Find the biting point slowly and hold it.',
            'Bring the clutch up gently until you feel the car want to move, and pause there.',
            'Rushing the clutch is the usual cause of stalling under pressure.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Take a mock test with your instructor.',
        'Ask them to act as the examiner, with no coaching at all during the drive.',
        'Go through the marking afterwards and work on whatever comes up.',
        'Getting used to silent assessment takes the shock out of the real thing.',
      ],
    },
    {
      lines: [
        'Drive the roads around your test centre.',
        'Learn the local roundabouts, junctions and speed limits.',
        'Familiar roads feel less threatening and leave more attention for hazards.',
      ],
    },
    {
      lines: [
        'Keep a steady eye on your mirrors.',
        'Check them before signalling, changing speed or changing direction.',
        'Missed mirror checks are among the most common faults on driving tests.',
        'Move your head a little so the examiner can see that you are checking.',
      ],
    },
    {
      lines: [
        'Keep to the speed limit and adjust for the conditions.',
        'Watch for limit signs and slow down for bends, hazards and busy areas.',
        'Driving too slowly when it is safe to go faster can also count against you.',
        'Aim for a safe, steady pace that suits the road.',
      ],
    },
    {
      lines: [
        'Learn any vehicle check questions your test includes.',
        'Find out how to check the tyres, lights, fluids and other basics on the car you will use.',
        'Practise explaining them out loud until the answers come easily.',
        'Answering these confidently gets the test off to a calm start.',
      ],
    },
    {
      lines: [
        "Get a good night's sleep before your test.",
        'Avoid late lessons, long screen time, or going over every manoeuvre in your head.',
        'A rested brain reacts faster and copes better with nerves.',
      ],
    },
    {
      lines: [
        'Eat and drink sensibly in the hours beforehand.',
        'Have a light meal a couple of hours before, and go easy on the caffeine.',
        'Too much coffee can make shaky nerves even shakier.',
      ],
    },
    {
      lines: [
        'Arrive at the test centre with about ten minutes to spare.',
        'Use the toilet, check you have your documents, and take a few slow breaths.',
        'Waiting much longer than that in the car park can let nerves build.',
      ],
    },
    {
      lines: [
        'Gather everything you need the night before.',
        'Put your licence, any paperwork, and your glasses if you need them, in one place.',
        'Check that the car you will use is clean, legal and ready to go.',
      ],
    },
    {
      lines: [
        'Drive as you would with your instructor, not as you imagine an examiner wants.',
        'Examiners are looking for normal safe driving, not special test behaviour.',
        'Overly slow or exaggerated driving can cause problems of its own.',
      ],
    },
    {
      lines: [
        'Forget a fault as soon as it has happened.',
        'If you think you made a mistake, you cannot know how it was marked.',
        'Put all your attention on driving the next stretch well.',
        'Many learners who were sure they had failed find out that they passed.',
      ],
    },
    {
      lines: [
        'Practise following road signs or a sat nav on your own.',
        'Ask your instructor or supervising driver to let you navigate somewhere by signs alone.',
        'Going the wrong way safely is rarely a fault, so focus on the driving, not the route.',
      ],
    },
    {
      lines: [
        'Get extra hours behind the wheel with a supervising driver if you can.',
        'Drive in different weather, at different times and on different kinds of road.',
        'Variety makes you more adaptable when the day brings something unexpected.',
      ],
    },
    {
      lines: [
        'Use the waiting time to breathe, not to cram.',
        'Put your phone away and avoid swapping horror stories with other learners.',
        'Sit with your feet flat, breathe slowly, and picture your first few minutes of driving.',
      ],
    },
  ],
  rehearsal: [
    'Picture yourself getting in, adjusting your seat, mirrors and belt, and taking a slow breath.',
    'Imagine pulling away smoothly after checking your mirrors and your blind spot.',
    'See yourself approaching a roundabout, reading the lanes early and waiting calmly for a gap.',
    'Picture your weakest manoeuvre, done slowly, with constant looks all around.',
    'Imagine making a small mistake and then driving the next few minutes calmly and well.',
    'Sit on a chair tonight and run through your routine for moving off, hands and feet and all.',
    'Picture the examiner giving a direction and you answering with mirrors, signal and position.',
    'Imagine pulling up at the end, putting the handbrake on and breathing out.',
    'See the roads around the test centre in your mind and drive them calmly in order.',
    'Picture yourself stalling, then recovering calmly and moving off safely.',
  ],
  setbacks: [
    'If you fail, let yourself be disappointed today and book your next test when you feel ready.',
    'Talk the drive through with your instructor while it is fresh, so your next lessons have a clear aim.',
    'A fail is one drive on one day, and it does not mean you cannot drive.',
    'If a lesson goes badly, remember that everyone has off days behind the wheel.',
    'If your nerves took over, plan more mock tests so that being watched feels ordinary.',
    'If one serious mistake cost you the pass, focus your practice on that one thing.',
    'Many people pass at the next try after a fail, because they know exactly what to fix.',
    'If you feel embarrassed, remember how many drivers on the road failed at least once.',
    'On a bad day, take a short break from lessons and come back fresh.',
    'If the test is postponed, use the extra time for relaxed, varied driving rather than worry.',
  ],
  stories: [
    'A young woman I heard about failed her first test for missing a mirror check at a roundabout. She asked her instructor to spend her next three lessons on roundabouts alone. She said each step of her routine quietly in her head as she drove. On her second test she went through six roundabouts without a single fault.',
    'One man stalled twice in the first five minutes of his test. Each time he followed his recovery routine: handbrake, neutral, restart, look all round. He put the stalls out of his mind and drove the rest carefully. To his surprise he passed with only a few minor faults.',
    'A learner in her forties was embarrassed to be taking her test so late. She booked a mock test with a different instructor to get used to being watched by a stranger. The mock was shaky, but the real test felt familiar by comparison. She passed and said the mock had taken away most of the fear.',
    'One teenager was so frightened of parallel parking that he dreamt about it for weeks. He practised it ten times a lesson for a fortnight, using the same reference points each time. On the day he was asked to do it, and his hands shook. He went slowly, looked around constantly, and parked neatly enough to pass.',
    'A man on his fourth attempt stopped practising the night before and went for a walk instead. He arrived ten minutes early, sat quietly and breathed slowly. During the drive he thought only about the next junction, never about passing. He passed that day with only two minor faults.',
  ],
  closings: [
    'Tonight, lay out your documents and get to bed in good time.',
    'When you pull away, breathe out and drive as you do in your lessons.',
    'Mirrors, signal, position, and one junction at a time.',
    'Drive the road in front of you, not the one in your worries.',
    'You have put in the hours, and they are in the car with you.',
    'Keep it slow, safe and steady, and let the rest take care of itself.',
    'Whatever the result, you are getting closer to driving on your own.',
    'Settle into the seat, check your mirrors, and begin.',
    'Trust the routines you have practised, and let them carry you round.',
    'Go in calm, drive carefully, and be proud of how far you have come.',
  ],
};
