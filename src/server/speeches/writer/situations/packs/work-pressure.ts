import type { SituationPack } from '../types';

export const workPressure: SituationPack = {
  kind: 'work_pressure',
  label: 'pressure at work',
  fallback: 'the pressure at work',
  outlook: 'ahead',
  examples: [
    'massive deadline on friday and I am nowhere near done',
    'my workload has doubled since two people left and nobody is replacing them',
    'my boss micromanages everything I do and I am losing my mind',
    'drowning in emails, 300 unread and three reports due',
    'big project launch next week and it all rests on me',
    'colleague keeps taking credit for my work in meetings',
    'snowed under at work, every day feels like firefighting',
    'quarter end crunch, working till 9 every night',
    'my manager sets impossible deadlines and then gets angry when we miss them',
    'passive aggressive coworker is making every day miserable',
    'too much on my plate and I cannot say no to anyone',
    'month end at the accounts office, everything is due at once',
    'tender submission due monday and half the team is off sick',
    'my supervisor shouts when things go wrong and I dread going in',
    'stressed with work, so many moving parts on this rollout',
    "got handed someone else's project with a week to finish it",
    'performance targets keep going up and I keep falling behind',
    'end of term reports plus marking plus parents evening, teachers will get it',
    'we are short staffed on the ward and I am doing the work of three',
    'client keeps changing what they want and the deadline has not moved',
    'I work in a busy kitchen and service is chaos every night',
    'there is a toxic atmosphere in my team and everyone is on edge',
    'year end audit and I have not slept properly in a week',
    'deliverables due for the board and my part is the biggest',
    'keep getting extra work dumped on me because I am the reliable one',
    'pressure at work is through the roof, so much riding on this contract',
    'cant keep up with everything at my job at the moment',
    'my line manager emails at midnight and expects replies by 8',
  ],
  acknowledge: [
    'When the work keeps coming faster than you can clear it, it wears you down.',
    'A heavy workload follows you home, into the evening and sometimes into the night.',
    'Deadlines can make every hour feel as if it belongs to someone else.',
    'Dealing with a difficult person at work can drain more energy than the work itself.',
    'It is hard to do your best when you feel watched, rushed or undervalued.',
    'Carrying a big piece of work when it matters a lot is a real weight.',
    'You may feel stretched in too many directions to do anything properly.',
    'It is frustrating when the pressure comes from decisions you had no say in.',
    'Being the reliable one often means getting more than your share.',
    'Dreading the start of the working day is a sign something is out of balance.',
    'It can be lonely to feel the pressure while others seem to cope.',
    'Tension at work can sit in your shoulders, your jaw and your sleep.',
    'Trying to keep everyone happy at once is exhausting.',
    'It makes sense to feel on edge when so much seems to depend on you.',
  ],
  reframes: [
    'Pressure is a sign of the load, not a verdict on your ability.',
    'You cannot do everything at once, and nobody can, so choosing is part of the work.',
    'Most deadlines have more give in them than they first appear to.',
    'Asking what matters most is a professional question, not an admission of failure.',
    'A difficult person at work says more about their habits than about your worth.',
    'Good enough, delivered on time, is often better than perfect and late.',
    'You only ever have to do the next task, not the whole list.',
    'Saying no clearly to one thing is saying yes properly to another.',
    'A calm, written plan turns a swirl of worry into something you can steer.',
    'Your value is not measured by how late you stay or how fast you reply.',
    'Big projects are finished in small pieces, one piece at a time.',
    'Pressure often feels highest just before the work starts moving.',
    'Raising a problem early is a service to the team, not a complaint.',
    'You are allowed to protect your time and energy at work.',
    'This busy stretch is a season, and seasons change.',
  ],
  worries: [
    {
      cues: [
        'too much',
        'workload',
        'drowning',
        'snowed under',
        'swamped',
        'overloaded',
        'so much to do',
        'on my plate',
      ],
      reframes: [
        'A workload that never shrinks is genuinely hard, and it is not a personal failing.',
        'Feeling swamped often comes from holding everything in your head at once.',
        'Once it is all on paper, the list is usually finite, even if it is long.',
        'You cannot make more hours, but you can choose how to spend the ones you have.',
        'The most useful thing right now is often deciding what can wait.',
      ],
      steps: [
        {
          lines: [
            'Get every task out of your head and onto one list.',
            'Write down everything, big and small, including the things nagging at you.',
            'Cross off anything that is no longer needed.',
            'Seeing the whole list at once stops your mind from circling.',
          ],
        },
        {
          lines: [
            'Pick your three most important tasks each morning.',
            'Ask which tasks would cause the biggest problem if they were not done today.',
            'Do those first, before email and messages take over.',
            'Three done well beats ten half-started.',
          ],
        },
        {
          lines: [
            'Ask your manager to help you prioritise.',
            'Show them your list and ask which items matter most this week.',
            'Ask what can be dropped, delayed or handed to someone else.',
            'It shares the decision and makes the limits of your time visible.',
          ],
        },
      ],
    },
    {
      cues: [
        'deadline',
        'deadlines',
        'due',
        'running out of time',
        'behind',
        'not going to finish',
        'crunch',
        'cutting it fine',
      ],
      reframes: [
        'A looming deadline can make it hard to think about anything else.',
        'Time pressure narrows your focus, which can actually help once you start.',
        'Knowing early that a deadline is at risk gives everyone more options.',
        'Deadlines are set by people, and people can often be talked to.',
        'The work will not be judged on how stressed you felt, only on what gets delivered.',
      ],
      steps: [
        {
          lines: [
            'Work backwards from the deadline.',
            'List what must be done, estimate each part, and add a buffer for surprises.',
            'Put each piece into your calendar as a block of time.',
            'A plan shows you early whether the deadline is realistic.',
          ],
        },
        {
          lines: [
            'Raise a risk to the deadline as soon as you see it.',
            'Tell the right person what is late, why, and what you propose.',
            'Offer options, such as a smaller first version or a new date for one part.',
            'Early warnings are welcomed; last-minute surprises rarely are.',
          ],
        },
        {
          lines: [
            'Decide what good enough looks like for this deadline.',
            'Separate what must be excellent from what simply needs to be done.',
            'Spend your best hours on the parts that matter most.',
          ],
        },
      ],
    },
    {
      cues: [
        'boss',
        'manager',
        'micromanage',
        'micromanages',
        'line manager',
        'supervisor',
        'shouts',
        'my head of',
      ],
      reframes: [
        'A difficult manager can colour every part of your working day.',
        'Their style is often driven by their own pressures, even when it lands on you.',
        'You cannot change their personality, but you can change how you work with them.',
        'Clear, calm communication gives a difficult manager less to react to.',
        'You deserve to be treated with respect, whatever the pressure on them.',
      ],
      steps: [
        {
          lines: [
            'Agree expectations in writing.',
            'After a conversation about a task, send a short note summarising what was agreed.',
            'Include the deadline, the priority and anything you need from them.',
            'It reduces confusion and gives you a record if things shift.',
          ],
        },
        {
          lines: [
            'Get ahead of their worries with regular updates.',
            'Send a brief progress note before they have to ask.',
            'People who micromanage often ease off once they feel informed.',
            'You take back some control by choosing when and how they hear from you.',
          ],
        },
        {
          lines: [
            'Know where to go if the behaviour crosses a line.',
            'Keep dated notes of specific incidents, what was said and who was there.',
            'Find out who you can speak to, such as HR, a union or a trusted senior colleague.',
            'Having a route gives you choices rather than only endurance.',
          ],
        },
      ],
    },
    {
      cues: [
        'colleague',
        'coworker',
        'co-worker',
        'passive aggressive',
        'takes credit',
        'taking credit',
        'toxic',
        'clash',
      ],
      reframes: [
        'Friction with a colleague can make a good role feel like a hard one.',
        'Most workplace tension comes from different priorities, not from malice.',
        'You do not have to like everyone to work well alongside them.',
        'Handling it calmly protects your reputation far more than matching their tone.',
        'A single honest conversation often changes more than weeks of quiet resentment.',
      ],
      steps: [
        {
          lines: [
            'Talk to them privately and describe the behaviour, not the person.',
            'Say what happened, how it affected the work, and what you would like instead.',
            'Keep it short, calm and specific to one or two examples.',
            'People can respond to a clear request far more easily than to a vague complaint.',
          ],
        },
        {
          lines: [
            'Make your contribution visible.',
            'Share progress in group updates and copy the relevant people on key emails.',
            'Name your part plainly in meetings, without attacking anyone else.',
            'When your work is on record, it is much harder for someone to take credit for it.',
          ],
        },
      ],
    },
    {
      cues: [
        'say no',
        'saying no',
        "can't say no",
        'cant say no',
        'people pleaser',
        'extra work',
        'dumped on me',
        'keep taking on',
      ],
      reframes: [
        'Saying yes to everything feels helpful, until it leaves you unable to do anything well.',
        'Being reliable does not mean being available for every request.',
        'A clear no is kinder than a yes you cannot deliver.',
        'People usually respect limits more than you expect them to.',
        'Protecting your capacity is part of doing a good job.',
      ],
      steps: [
        {
          lines: [
            'Say no with an alternative.',
            'Try something like, I can do that next week, or I can do this if that other task moves.',
            'Offering a trade keeps you helpful while making the cost visible.',
          ],
        },
        {
          lines: [
            'Pause before you agree to anything new.',
            'Say you will check your workload and come back to them within the hour.',
            'Use that time to look honestly at what you already have.',
            'A short pause stops automatic yeses that fill your week.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Block out time for focused work.',
        'Put a ninety-minute block in your calendar and treat it like a meeting.',
        'Turn off notifications and close your inbox during that time.',
        'One protected block often does more than a whole day of interruptions.',
      ],
    },
    {
      lines: [
        'Do the hardest task when your energy is highest.',
        'Notice whether you think best early, mid-morning or after lunch.',
        'Save routine tasks like email for the slower parts of the day.',
        'Matching tasks to energy makes the same hours go further.',
      ],
    },
    {
      lines: [
        'Break big projects into next physical actions.',
        'Replace finish the report with open the file and write the headings.',
        'Each step should take under an hour and be obvious to start.',
        'Small, clear starts cut through the dread of a huge task.',
      ],
    },
    {
      lines: [
        'Check your email at set times rather than all day.',
        'Try three or four set checks, such as mid-morning, after lunch and late afternoon.',
        'Let people know how to reach you if something is truly urgent.',
        'Constant checking splits your attention and slows everything down.',
      ],
    },
    {
      lines: [
        'End each day with a five-minute shutdown.',
        "Write tomorrow's three priorities and note where you left each task.",
        'Then close everything and say to yourself that the day is done.',
        'It helps your mind let go of work for the evening.',
      ],
    },
    {
      lines: [
        'Take real breaks, even short ones.',
        'Step away from the screen for five minutes every hour or so.',
        'Eat lunch somewhere other than your desk when you can.',
        'Brief breaks restore focus, so you get more done, not less.',
      ],
    },
    {
      lines: [
        'Keep meetings short and purposeful.',
        'Ask for an agenda, decline ones where you are not needed, and leave when your part is done.',
        'Suggest a quick message instead of a meeting where that would do.',
        'Every meeting you avoid gives you time back for the real work.',
      ],
    },
    {
      lines: [
        'Write down decisions and actions after important conversations.',
        'A short follow-up message listing who will do what, and by when, is enough.',
        'It prevents misunderstandings that create more work later.',
      ],
    },
    {
      lines: [
        'Ask for help before you are at breaking point.',
        'Tell a colleague or your manager which piece you are stuck on.',
        'Be specific about what kind of help would make a difference.',
        'Most people are willing to help, but they need to know.',
      ],
    },
    {
      lines: [
        'Group similar tasks together.',
        'Do all your calls in one slot, all your admin in another.',
        'Switching between different kinds of work costs more time than it seems.',
      ],
    },
    {
      lines: [
        'Estimate honestly and add a buffer.',
        'Think about how long a task really took last time, not how long it should take.',
        'Add a little extra for interruptions and surprises.',
        'Realistic estimates stop you promising more than the hours allow.',
      ],
    },
    {
      lines: [
        'Keep one small thing in the day that is just for you.',
        'A walk at lunch, a favourite coffee, ten minutes with music.',
        'It reminds you that you are more than your workload.',
      ],
    },
    {
      lines: [
        'Notice the early signs that the pressure is getting too much.',
        'Watch for poor sleep, a short temper, headaches or dreading every morning.',
        'When you spot them, make one change that week rather than waiting.',
        'Small adjustments early prevent bigger problems later.',
      ],
    },
    {
      lines: [
        'Steady yourself before a tense conversation.',
        'Take three slow breaths and decide the one point you most need to make.',
        'Write it on a note if it helps you stay on track.',
        'A calm opening sets the tone for the rest of the exchange.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning: your list in front of you, your top three circled.',
    'Imagine your first focus block, notifications off, the hardest task open in front of you.',
    'Say your no-with-an-alternative line aloud so it comes out calmly when needed.',
    'Picture telling your manager a deadline is at risk, and offering two options.',
    'Imagine the difficult colleague speaking, and you answering slowly and evenly.',
    "See yourself closing the laptop at the end of the day after writing tomorrow's priorities.",
    'Run through the first ten minutes of your day, before email, in your head.',
    'Picture the moment the big piece of work is handed in, and what you will do that evening.',
    "Imagine a request landing at five o'clock, and you pausing before you reply.",
    'Picture a short walk at lunch, and coming back to your desk clearer.',
  ],
  setbacks: [
    'If you miss a deadline, tell people promptly, agree a new date, and focus on that.',
    'If a conversation with your manager goes badly, follow up in writing once you are calm.',
    'If your day gets hijacked by emergencies, pick one priority for the last hour and finish it.',
    'When you snap at someone under pressure, a quick, honest apology clears the air.',
    'If the list grows faster than you can clear it, go back to your manager to reprioritise.',
    'If you lie awake thinking about work, write the worry down and leave it for the morning.',
    'On a day when nothing goes to plan, count what did get done, however small.',
    'If a colleague undermines you again, note it, stay calm, and raise it through the right channel.',
    'If you slip back into saying yes to everything, start again with the next request.',
    'When you feel behind on everything, choose one task and give it your full attention for twenty minutes.',
  ],
  stories: [
    'An accountant I heard about faced month end with more work than time. She wrote every task on one page and asked her manager which three mattered most. Two of the things she had been dreading could wait a week. She said the list felt smaller the moment someone else helped her sort it.',
    'One man had a manager who checked on him every hour. He started sending a short update at ten and at three each day. Within a fortnight, the hourly messages stopped. He learned that a bit of reassurance gave him back his own time.',
    'A nurse I heard about kept being handed extra tasks because she never refused. She practised one phrase: I can do that after I finish this, or someone else may be quicker. The first time she said it, her voice shook, but nobody argued. She said it felt like getting a little bit of her day back.',
    'One designer had a colleague who presented her ideas in meetings as his own. She started sharing her drafts in the team channel before each meeting. Then she talked to him privately about one example and how it felt. The credit-taking stopped, and she kept the habit of sharing early anyway.',
    'A project lead I heard about could see her deadline slipping weeks ahead. Instead of working every night, she went to the client with two options and a revised plan. They chose a smaller first release on the original date. She learned that raising a problem early gave everyone more room.',
  ],
  closings: [
    'Write your top three tonight, and let the rest of the list sleep.',
    'Tomorrow, start with the task that matters most, not the loudest one.',
    'You can only do one thing at a time, so do that one well.',
    'Step away this evening; the work will still be there in the morning.',
    'Keep your voice calm, your list clear and your breaks real.',
    'This stretch will pass, and you will have learned a lot from it.',
    'Protect your focus tomorrow as if it were your most valuable tool.',
    'Ask for what you need this week, plainly and early.',
    'You are doing more than enough, so let tonight be yours.',
    'One task, one block, one decision at a time.',
    'Go into tomorrow with a plan, and let the plan carry some of the weight.',
    'Breathe out, close the laptop, and come back fresh.',
  ],
};
