import type { SituationPack } from '../types';

export const burnout: SituationPack = {
  kind: 'burnout',
  label: 'burnout',
  fallback: 'how worn out you are',
  outlook: 'ahead',
  examples: [
    'I think I am completely burnt out, I have nothing left',
    'running on empty for months and I cant switch off even at weekends',
    'burned out from work, I cry in the car before work every morning',
    'so exhausted all the time, even a holiday did not fix it',
    'i used to love my work and now i just feel numb about all of it',
    'cannot remember the last time I felt rested',
    'totally fried, my brain feels like soup by 11am',
    'been on the go for two years straight and my body is telling me to stop',
    'I keep getting ill and I think it is because I never stop',
    'doctor signed me off for two weeks with stress and I feel guilty',
    'completely knackered, running on caffeine and adrenaline',
    'everything feels like too much, even answering a text',
    'teacher here, I am so burnt out I dread sunday evenings',
    'I lie awake going through my to do list every night',
    'work has taken everything out of me and I have nothing for my family',
    'cynical and snappy at everyone, this is not who I am',
    'no energy for anything I used to enjoy',
    'think I hit a wall this week, just sat at my desk and stared',
    'frazzled, overwhelmed and going through the motions',
    'burnout is real, I need to find a way back to feeling like myself',
    'I have been holding everything together for ages and I am so tired of it',
    'working two jobs and studying and I am running on fumes',
    'my tank is empty, I keep saying yes to things and I have nothing left to give',
    'how do I recover from burnout when I cannot afford to take time off',
    'feel depleted, like a battery that will not charge',
    'zoned out all day and cant concentrate on anything anymore',
    'years of long hours have caught up with me',
    'i am totally spent and everyone still needs something from me',
  ],
  acknowledge: [
    'Running on empty for a long time is genuinely exhausting, in body and mind.',
    'When rest stops working, it is frightening and confusing.',
    'You may have kept going far longer than anyone realised.',
    'It is hard to feel like yourself when every reserve is used up.',
    'Feeling flat about things you used to care about is part of this, not a flaw in you.',
    'Small tasks can feel enormous when your tank is empty.',
    'It makes sense to feel irritable and short when you have nothing left to give.',
    'The tiredness can sit deeper than sleep can reach.',
    'It can be lonely when others do not see how depleted you are.',
    'You may feel guilty for slowing down, even though you clearly need to.',
    'Not being able to switch off means you never get a real break.',
    'It is hard to think clearly about change when you are this worn down.',
    'Your body may be sending signals that are hard to ignore now.',
    'It takes honesty to admit you are this tired, and you have.',
  ],
  reframes: [
    'Burnout is a sign you have been giving more than you had for too long, not that you are weak.',
    'Needing rest is a human limit, not a personal failing.',
    'Recovery is possible, and it usually starts with small, boring changes.',
    'Slowing down now protects your ability to do what matters later.',
    'You do not have to earn rest by collapsing first.',
    'Saying no to some things is how you keep saying yes to what matters.',
    'The people who rely on you need you well, not just present.',
    'Doing less for a while is a wise decision, not a lazy one.',
    'Your worth was never measured by how much you could carry.',
    'A tired mind tells harsh stories, so treat its verdicts gently for now.',
    'Small amounts of rest every day often help more than one big break.',
    'You noticed this, which is the first step to changing it.',
    'Lowering the bar for a while is a strategy, not a surrender.',
    'The version of you that cared deeply is still there, under the tiredness.',
    'Recovery is rarely a straight line, and that is normal.',
  ],
  worries: [
    {
      cues: [
        'switch off',
        "can't switch off",
        'cant switch off',
        'always on',
        'checking emails',
        "can't relax",
        'cant relax',
        'mind racing',
      ],
      reframes: [
        'Not being able to switch off keeps your body on alert, which drains you further.',
        'Your mind keeps working because it has had no clear signal that the day is over.',
        'Switching off is a skill that can be rebuilt with simple habits.',
        'Being reachable all the time is a habit, not a requirement you signed up for.',
        'The thoughts will still come, but they can come with less grip.',
      ],
      steps: [
        {
          lines: [
            'Give each day a clear finishing line.',
            'Write down what is unfinished and what you will do first tomorrow.',
            'Then do something physical to mark the change, like changing clothes or going for a walk.',
            'A ritual tells your brain the day is done.',
          ],
        },
        {
          lines: [
            'Take demanding apps off your phone in the evenings.',
            'Log out of work email and group chats, turn off notifications, or hide the apps.',
            'If you worry about missing something urgent, agree one way people can reach you.',
            'Out of sight really does help your mind stop checking.',
          ],
        },
        {
          lines: [
            'Keep a notepad by your bed for racing thoughts.',
            'When something pops up, write it down in a few words and tell yourself it is safe there.',
            'Your mind lets go more easily when it trusts the thought will not be lost.',
          ],
        },
      ],
    },
    {
      cues: [
        'exhausted',
        'tired all the time',
        'running on empty',
        'no energy',
        'drained',
        'wiped out',
        'knackered',
        'running on fumes',
      ],
      reframes: [
        'Deep exhaustion is real, and pushing through it usually makes it worse.',
        'Your energy is a resource, and it has been spent faster than it was refilled.',
        'Small amounts of real rest add up more than you would expect.',
        'Being tired is not laziness; it is information.',
        'The aim now is to stop the drain, then slowly refill.',
      ],
      steps: [
        {
          lines: [
            'Protect your sleep as your first priority.',
            'Keep the same wake time every day, even at weekends.',
            'Give yourself a wind-down hour with dim lights and no screens.',
            'Steady sleep is the base everything else is built on.',
          ],
        },
        {
          lines: [
            'Eat regular meals, even simple ones.',
            'Skipping meals and relying on caffeine keeps your body stressed.',
            'Have easy options ready, such as eggs, soup, toast or fruit.',
            'Steady fuel helps steady mood and concentration.',
          ],
        },
        {
          lines: [
            'See your doctor about the tiredness.',
            'Tell them how long you have felt this way and how it affects daily life.',
            'They can check for physical causes and talk about time away if you need it.',
            'Getting checked means you are not guessing about your health.',
          ],
        },
      ],
    },
    {
      cues: [
        'guilty',
        'guilt',
        'letting people down',
        'lazy',
        'weak',
        "can't stop",
        'cant stop',
        'everyone needs me',
      ],
      reframes: [
        'Guilt about resting often belongs to people who have carried too much for too long.',
        'Letting people down a little now is better than being unable to help anyone later.',
        'Rest is not something you have to deserve.',
        'Others can manage more than you think when you step back a little.',
        'You would never call a friend lazy for being this tired, so extend yourself the same kindness.',
      ],
      steps: [
        {
          lines: [
            'Pick one thing to hand over or drop this week.',
            'List your commitments and choose the one that matters least.',
            'Tell the person involved simply and kindly that you cannot do it right now.',
            'Each thing you set down gives you a little room to breathe.',
          ],
        },
        {
          lines: [
            'Schedule rest as if it were an appointment.',
            'Put it in your calendar, such as twenty minutes after lunch or one free evening a week.',
            'Keep it as seriously as you would a meeting with someone else.',
            'When rest is planned, guilt has less room to argue.',
          ],
        },
      ],
    },
    {
      cues: [
        'numb',
        "don't care",
        'dont care',
        'cynical',
        'detached',
        'going through the motions',
        'nothing left',
        'stopped caring',
      ],
      reframes: [
        'Feeling numb or cynical is a common sign of burnout, not proof that you have changed for good.',
        'Caring less for a while is often your mind protecting what little energy is left.',
        'The part of you that cared is resting, not gone.',
        'Interest and warmth usually return slowly as the load lifts.',
        'Noticing the numbness means some part of you still wants to feel more.',
      ],
      steps: [
        {
          lines: [
            'Do one small thing each day just because you used to enjoy it.',
            'Keep it easy, like listening to an old song, cooking a favourite meal or sitting outside.',
            'Do not expect to feel much at first, and do it anyway.',
            'Small, repeated pleasures slowly reconnect you with what matters.',
          ],
        },
        {
          lines: [
            'Spend time with someone who makes you feel at ease.',
            'Choose a person you do not have to perform for.',
            'A short walk or a cup of tea together is plenty.',
            'Easy company can warm you up when everything else feels flat.',
          ],
        },
      ],
    },
    {
      cues: [
        'time off',
        'sick note',
        'signed off',
        'take leave',
        'stress leave',
        'holiday',
        'afford to stop',
      ],
      reframes: [
        'Taking time off can feel frightening, especially when others depend on you.',
        'Time away is a treatment for burnout, not a sign that you failed.',
        'If time off is not possible, smaller changes still help.',
        'Rest is more useful when it starts before you are completely empty.',
        'How you spend time away matters as much as how long it lasts.',
      ],
      steps: [
        {
          lines: [
            'If you have leave owed, use it.',
            'Look at how much you have and book some of it now, even single days.',
            'Spread it out rather than saving it all for one trip.',
            'Regular pauses help more than one long break at the end of a hard year.',
          ],
        },
        {
          lines: [
            'Keep time away truly away.',
            'Set an away message and hand over anything that needs covering.',
            'Resist the urge to check in unless something really requires you.',
            'Half-rest rarely refills the tank.',
          ],
        },
        {
          lines: [
            'Plan a gentle return after time away.',
            'Ask whether you can come back with reduced hours or a lighter load for a while.',
            'Agree what will change so you do not slide back into the same pattern.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Tell one person honestly how worn out you are.',
        'Choose someone you trust and say it plainly, without softening it.',
        'You do not need them to fix it, only to know.',
        'Being seen in it makes the load feel less lonely.',
      ],
    },
    {
      lines: [
        'Write down everything that is draining you.',
        'Include demands, people, habits and worries, big and small.',
        'Mark the ones you can change, even a little, this month.',
        'Seeing it laid out helps you choose where to start.',
      ],
    },
    {
      lines: [
        'Set a firm stopping time each day.',
        'Decide when you stop doing things for others, and stick to it most days.',
        'Tell the people around you so they know when not to expect you.',
        'A boundary you keep is a small, steady way to get your time back.',
      ],
    },
    {
      lines: [
        'Lower your standards on things that do not matter much.',
        'Let the house be a bit messier, meals be simpler, and replies be shorter.',
        'Save your energy for the few things that truly count.',
        'Good enough is plenty while you recover.',
      ],
    },
    {
      lines: [
        'Get outside in daylight every day.',
        'Even ten minutes of walking in the morning light helps your body clock and mood.',
        'Leave your phone in your pocket if you can.',
        'Light and gentle movement ease tension without asking much of you.',
      ],
    },
    {
      lines: [
        'Take short breaks through the day, not only at the end.',
        'Stand up, stretch, look out of a window or breathe slowly for a minute.',
        'Small pauses stop stress building up hour after hour.',
      ],
    },
    {
      lines: [
        'If work is part of the load, talk to your manager about it.',
        'Explain what has changed, how it is affecting you, and what would help.',
        'Come with one or two concrete suggestions, such as a lighter project or fewer meetings.',
        'Many managers will help once they understand the situation.',
      ],
    },
    {
      lines: [
        'Say no to new commitments for a set period.',
        'Decide on a few weeks where you take on nothing extra.',
        'Have a short line ready: I am not taking anything new on right now.',
        'Stopping the inflow gives you a chance to catch up with yourself.',
      ],
    },
    {
      lines: [
        'Cut back on caffeine in the afternoon and alcohol in the evening.',
        'Both can make you feel better in the moment and worse overnight.',
        'Swap in water, herbal tea or a short walk.',
        'Better sleep follows, and that helps everything else.',
      ],
    },
    {
      lines: [
        'Notice your early warning signs and write them down.',
        'Think back to how you felt before things got this bad.',
        'It might be headaches, poor sleep, dreading mornings or snapping at people.',
        'Knowing your signs helps you act sooner next time.',
      ],
    },
    {
      lines: [
        'Make space for something that is not useful.',
        'Read for pleasure, draw, garden, play music or lie on the grass.',
        'Doing something without a goal lets your mind rest from constant performance.',
      ],
    },
    {
      lines: [
        'Think about what needs to change for the longer term.',
        'Once you have a little energy back, ask yourself what set this off.',
        'Consider hours, expectations, support, and what you say yes to.',
        'Recovery lasts longer when the cause is addressed, not only the symptoms.',
      ],
    },
    {
      lines: [
        'Spend a little time each day with your breath.',
        'Breathe in for four counts and out for six, for two or three minutes.',
        'Do it at the same time each day, such as before you start or after lunch.',
        'It gives your nervous system a regular signal that it is safe to settle.',
      ],
    },
    {
      lines: [
        'Measure recovery in weeks, not days.',
        'Expect some good days and some flat ones along the way.',
        'Look back every couple of weeks rather than checking your energy daily.',
        'Progress shows up over time, even when single days feel the same.',
      ],
    },
  ],
  rehearsal: [
    'Picture this evening: your stopping time arrives, and you close everything and walk away.',
    'Imagine saying to someone, I cannot take that on right now, and leaving it there.',
    'See yourself walking outside tomorrow morning, feeling the air on your face.',
    'Picture your phone face down in another room while you eat dinner.',
    'Imagine telling one person you trust exactly how tired you have been.',
    'Run through a wind-down hour in your head: dim lights, warm drink, no screens.',
    'Picture a small pleasure tomorrow, and give yourself permission to enjoy it.',
    'Imagine the first minute you wake up, taking three slow breaths before you reach for anything.',
    'See yourself booking a day of leave and feeling relief rather than guilt.',
    'Picture yourself a month from now, a little lighter, having kept a few small habits.',
  ],
  setbacks: [
    'If you slip back into old habits, notice it without blame and return to one small change.',
    'If a day feels heavy and flat, do the basics and let that be enough.',
    'If rest does not seem to be helping yet, give it more time and keep going gently.',
    'If you say yes to something you should have declined, it is fine to go back and say you cannot.',
    'When guilt creeps in, remind yourself that rest is how you recover.',
    'If your energy crashes after a good day, plan a quieter one to follow.',
    'If you cannot take time off, look for one daily pocket of rest you can protect.',
    'If the exhaustion does not ease after some weeks, go back to your doctor.',
    'On bad days, lower the bar even further, and count getting through as enough.',
    'If you catch yourself checking messages late, put the phone away and start again tomorrow.',
  ],
  stories: [
    'A teacher I heard about realised she was dreading every Sunday evening. She started leaving her laptop at school one night a week and walking home the long way. At first it felt like cheating. After a month, she said that one night off was the first thing that had helped in years.',
    'One man had worked long hours for so long that even holidays did not help. His doctor suggested small daily changes rather than waiting for another break. He began eating lunch away from his desk and stopped checking email after seven. It took weeks, but he slowly started to feel like himself again.',
    'A nurse I heard about felt guilty every time she turned down an extra task. She wrote a list of everything she was doing and crossed off two things she could stop. Nobody complained as much as she feared. She said dropping those two things gave her back an hour each day.',
    'One project manager felt numb about the work he used to love. He started doing one small thing each evening that he had once enjoyed, like playing guitar for ten minutes. For a while he felt nothing at all. Then one evening he noticed he was humming, and it felt like a door opening a crack.',
    'A woman I heard about was signed off for a fortnight and spent the first week checking her emails. In the second week she set an out-of-office reply and put her laptop in a cupboard. She walked each morning and read in the afternoons. She learned that the rest only started working once she let it.',
  ],
  closings: [
    'Let tonight be quiet, with nothing more asked of you.',
    'Tomorrow, choose one thing to let go of.',
    'Rest is not a reward, so take some now.',
    'Be gentle with yourself this week; you have carried a lot.',
    'Put the phone away tonight, and let your mind settle.',
    'One small change this week is enough to begin.',
    'You deserve to feel like yourself again, and small steps are how that starts.',
    'Go to bed a little earlier tonight, and start the day slowly.',
    'Tell someone how you are, and let them help a little.',
    'The next few days are for looking after you.',
    'Breathe out slowly, and let your shoulders drop.',
    'Take care of yourself tomorrow the way you take care of everyone else.',
  ],
};
