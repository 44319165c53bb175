import type { SituationPack } from '../types';

export const leadingTeam: SituationPack = {
  kind: 'leading_team',
  label: 'leading a team',
  fallback: 'leading your team',
  outlook: 'ahead',
  examples: [
    'just became a manager for the first time and I have no idea what I am doing',
    'have to give one of my team some really hard feedback tomorrow',
    'two people in my team are at war and I need to sort it out',
    'got promoted and now I manage the people who used to be my mates',
    'first team meeting as the new lead on monday, want to set the right tone',
    'one of my staff is underperforming and I keep putting off the conversation',
    'I manage a team of 12 and half of them are older than me',
    'new supervisor at the warehouse, the lads are testing me',
    'leading a project team for the first time, nobody reports to me but I have to get it done',
    'have to tell my team about changes they are not going to like',
    'my team does not respect me and keeps going over my head',
    'struggling to delegate, I end up doing everything myself',
    'ward sister now, managing nurses I trained alongside',
    'new head of department and the last one was loved, big shoes to fill',
    'need to put someone on a performance plan and I feel awful',
    'team morale is on the floor and I am supposed to fix it',
    'i run a small crew on site and two of them keep clashing',
    'first one to ones with my new reports next week, what do I even ask',
    'stepping up to team leader at the call centre, nervous about being the bad guy',
    'I have to manage a colleague who applied for the same role and did not get it',
    'how do I lead a remote team I have never met in person',
    'taking over a team that has had four managers in two years',
    'one of my team cried when I gave her feedback and now I feel terrible',
    'in charge on the floor for the first time today and I feel like a fraud',
    'my direct report keeps missing deadlines and I do not know how to raise it',
    'leadership role starts next month, want to be the kind of boss I never had',
    'have to mediate between two senior people on my team who hate each other',
    'managing people is so much harder than doing the work myself',
  ],
  acknowledge: [
    'Leading people brings a kind of responsibility that doing the work alone never did.',
    'It is lonely at times, carrying decisions others do not see.',
    'Moving from one of the team to the one in charge changes relationships overnight.',
    'Giving hard feedback can keep you up the night before.',
    'Wanting to be liked and needing to be fair can pull in opposite directions.',
    'Conflict between people you lead lands on your desk whether you like it or not.',
    'You may feel watched, tested and second-guessed in the early weeks.',
    "It can feel strange to be judged on other people's work as well as your own.",
    'Being the one people bring their problems to is tiring.',
    'It makes sense to feel unsure when nobody taught you how to do this.',
    'Letting go of tasks you are good at can feel like losing part of your role.',
    'Low morale in a team can weigh on you personally.',
    'Delivering news you did not choose is one of the hardest parts of leading.',
    'Caring about your team makes the hard moments harder, and that is a good sign.',
  ],
  reframes: [
    'Leadership is a set of skills you learn, not a personality you either have or lack.',
    'Your team does not need a perfect leader, only a fair and honest one.',
    'Clear feedback is a kindness, because it gives people a real chance to improve.',
    'Respect grows from how you behave over weeks, not from one first impression.',
    'Conflict handled well can leave a team stronger than before.',
    'Asking your team questions is a strength, not a sign you do not know your job.',
    'Most people want a leader who listens, decides and follows through.',
    'You were chosen for this because someone saw you could do it.',
    'Being liked matters less than being trusted, and trust lasts longer.',
    'Your job now is to make others successful, and their wins are yours too.',
    'Mistakes made openly teach your team that it is safe to be honest.',
    'You do not have to have every answer, only a way to find them together.',
    'Small, consistent actions build a good team more than big speeches.',
    'Feeling the weight of it shows you take people seriously.',
    'Every leader you admire once had a first awkward week in charge.',
  ],
  worries: [
    {
      cues: [
        'feedback',
        'hard feedback',
        'underperforming',
        'performance issue',
        'performance plan',
        'criticise',
        'tell them',
        'difficult conversation',
      ],
      reframes: [
        'Dreading a feedback conversation usually means you care about the person receiving it.',
        'Avoiding the problem is often unkinder than raising it, because it lets things get worse.',
        'Most people would rather know where they stand than be left guessing.',
        'Feedback given with care and specifics is usually heard better than you expect.',
        'One tough conversation today can save months of quiet frustration on both sides.',
      ],
      steps: [
        {
          lines: [
            'Describe the behaviour, its impact, and what you need instead.',
            'Say what you saw, in specific and factual terms, such as three missed deadlines this month.',
            'Explain the effect it has on the team or the work.',
            'Then say clearly what needs to change, and by when.',
          ],
        },
        {
          lines: [
            'Give feedback privately and soon.',
            'Raise it within a day or two, in a quiet place, not in front of others.',
            'Fresh examples are clearer and easier to discuss.',
            'Privacy protects dignity and keeps the focus on improvement.',
          ],
        },
        {
          lines: [
            'Ask for their view, then agree the next step together.',
            'After you have said your piece, ask how they see it and listen properly.',
            'Agree one or two actions and a time to check in.',
            'A shared plan makes change more likely than a lecture.',
          ],
        },
      ],
    },
    {
      cues: [
        'former peers',
        'my mates',
        'my friends',
        'used to be my colleague',
        'promoted above',
        'managing friends',
        'trained alongside',
        'same role and did not get it',
      ],
      reframes: [
        'Managing people you used to sit beside is one of the trickiest changes in working life.',
        'The relationship changes, but it does not have to end.',
        'Your former peers want to know that you will be fair, more than anything else.',
        'You can be friendly without being their friend in the same way as before.',
        'Being open about the change makes it easier for everyone.',
      ],
      steps: [
        {
          lines: [
            'Acknowledge the change openly with each person.',
            'Meet one to one and say plainly that things are different now.',
            'Ask how they feel about it and what they need from you.',
            'Naming the awkwardness takes the sting out of it.',
          ],
        },
        {
          lines: [
            'Treat everyone by the same rules from day one.',
            'Apply decisions, praise and feedback equally, whether or not you are close to someone.',
            'Consistency protects you from claims of favouritism and builds trust.',
          ],
        },
      ],
    },
    {
      cues: [
        'conflict',
        'arguing',
        'falling out',
        'fall out',
        'tension',
        'not getting on',
        'clashing',
        'at war',
      ],
      reframes: [
        'Conflict in a team is stressful, and it is also a normal part of people working together.',
        'Most disagreements come from clashing priorities, not from bad people.',
        'Your role is to help them work together, not to decide who is right.',
        'Tension left alone tends to spread, so acting early helps everyone.',
        'Handled calmly, conflict can clear the air and improve how the team works.',
      ],
      steps: [
        {
          lines: [
            'Talk to each person separately first.',
            'Ask what is happening from their side, and listen without taking sides.',
            'Look for the underlying issue, such as workload, roles or communication.',
            'Understanding both views helps you find a fair way forward.',
          ],
        },
        {
          lines: [
            'Bring them together with a clear focus on the work.',
            'Set simple ground rules, such as one person speaking at a time.',
            'Keep the conversation on behaviour and shared goals, not personalities.',
            'End by agreeing specific changes and a date to review them.',
          ],
        },
        {
          lines: [
            'Clarify roles and responsibilities.',
            'Many conflicts come from unclear boundaries about who does what.',
            'Write them down and share them with the whole team.',
            'Clear roles prevent the same argument from returning.',
          ],
        },
      ],
    },
    {
      cues: [
        'respect',
        'authority',
        'older than me',
        'take me seriously',
        'undermine',
        'going over my head',
        'testing me',
        'push back',
      ],
      reframes: [
        'Feeling that your team does not respect you is painful and unsettling.',
        'Respect is earned gradually, through fairness, follow-through and consistency.',
        'People often test a new leader, and that is about the change, not about you.',
        'Experienced team members can become your greatest allies if you value what they know.',
        'Quiet confidence usually earns more respect than forceful authority.',
      ],
      steps: [
        {
          lines: [
            'Ask experienced people for their advice.',
            'Invite their views on how things work and what could be better.',
            'Use their ideas where you can, and say where they came from.',
            'Valuing their knowledge turns potential resistance into support.',
          ],
        },
        {
          lines: [
            'Do exactly what you say you will do.',
            'Follow up on promises, decisions and requests, however small.',
            'If you cannot deliver something, say so early and explain why.',
            'Reliability is the fastest way to build credibility.',
          ],
        },
        {
          lines: [
            'Address undermining directly and calmly.',
            'Speak privately to the person, describe what happened, and say what you expect.',
            'Keep it factual and steady, without showing irritation.',
            'Clear boundaries, held calmly, earn respect over time.',
          ],
        },
      ],
    },
    {
      cues: [
        'delegate',
        'delegating',
        'do it all myself',
        'doing everything myself',
        'micromanage',
        'let go',
        'quicker to do it myself',
      ],
      reframes: [
        'Handing over work you could do well yourself feels risky at first.',
        'Doing everything yourself limits what the whole team can achieve.',
        'Delegating well helps others grow, which is a core part of leading.',
        'It will not be done exactly your way, and that is usually fine.',
        'Your time is best spent on what only you can do.',
      ],
      steps: [
        {
          lines: [
            'Delegate the result, not just the task.',
            'Explain what good looks like, the deadline and why it matters.',
            'Let them decide how to get there, within clear limits.',
            'Ownership builds skill and motivation far more than following instructions.',
          ],
        },
        {
          lines: [
            'Agree check-in points in advance.',
            'Set one or two moments to review progress, rather than hovering.',
            'This gives you peace of mind and gives them space to work.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Hold regular one-to-ones with each person.',
        'Meet every week or two for twenty to thirty minutes.',
        'Let them set the first part of the agenda, and listen more than you talk.',
        'These conversations are where trust is built and problems surface early.',
      ],
    },
    {
      lines: [
        'Ask each person how they like to work.',
        'Ask how they prefer feedback, what motivates them and what gets in their way.',
        'Write down what you learn and use it.',
        'People feel valued when you lead them as individuals.',
      ],
    },
    {
      lines: [
        'Set clear expectations from the start.',
        'Explain what you expect in terms of quality, deadlines and communication.',
        'Put key points in writing so there is no confusion later.',
        'Clarity prevents a great many problems before they begin.',
      ],
    },
    {
      lines: [
        'Praise specifically and promptly.',
        'Say exactly what the person did well and why it mattered.',
        'Do it soon after, and in public if they are comfortable with that.',
        'Specific praise shows you notice, and it tells people what to repeat.',
      ],
    },
    {
      lines: [
        'Spend your first weeks listening before changing things.',
        'Ask the team what works, what does not, and what they would change.',
        'Take notes, then share back what you heard.',
        'Changes land better when people see their input reflected in them.',
      ],
    },
    {
      lines: [
        'Make decisions and explain the reasons.',
        'When you decide something, share the why in a sentence or two.',
        'If you cannot share everything, say so honestly.',
        'People accept decisions more easily when they understand them.',
      ],
    },
    {
      lines: [
        'Admit your mistakes openly.',
        'Say what went wrong, what you learned and what you will do differently.',
        'Keep it short and move on to the fix.',
        'When the leader owns mistakes, the team feels safe to do the same.',
      ],
    },
    {
      lines: [
        'Keep team meetings short and useful.',
        'Have a clear agenda, start and finish on time, and end with agreed actions.',
        'Give quieter people a chance to speak, perhaps by asking them directly.',
        'Good meetings save time and make the team feel heard.',
      ],
    },
    {
      lines: [
        'Shield your team from unnecessary noise.',
        'Filter requests and changes from above, passing on what matters most.',
        'Push back where demands are unrealistic, and explain what you did.',
        'A team that feels protected can focus on doing good work.',
      ],
    },
    {
      lines: [
        'Find support for yourself.',
        'Look for a mentor, a fellow manager or a coach to talk things through.',
        'Share your challenges and ask how they handled similar ones.',
        'Leading is easier when you are not working it out alone.',
      ],
    },
    {
      lines: [
        'Deliver unwelcome news with honesty and care.',
        'Share it as early as you can, explain what you know and what you do not.',
        'Give people time to react and ask questions, and follow up later.',
        'Honesty in hard moments builds lasting trust.',
      ],
    },
    {
      lines: [
        'Learn what each person wants for their own future.',
        'Ask about their goals and the skills they want to build.',
        'Look for projects and chances that match those goals.',
        'Investing in people keeps them engaged and loyal.',
      ],
    },
    {
      lines: [
        'Be consistent in your mood and standards.',
        'Try to respond the same way on good days and bad days.',
        'Take a breath before reacting to bad news.',
        'A steady leader helps the whole team feel settled.',
      ],
    },
    {
      lines: [
        'Keep short notes after important conversations.',
        'Write down what was discussed, agreed and any concerns raised.',
        'Date each note and keep it somewhere secure.',
        'Good records help you follow through and protect fairness.',
      ],
    },
  ],
  rehearsal: [
    'Picture walking into your first team meeting, smiling, and asking what matters to them.',
    'Say your feedback opening aloud: what you saw, its impact, and what you need.',
    'Imagine the person reacting badly, and you staying calm and asking for their view.',
    'Picture a one-to-one where you mostly listen, and they leave feeling heard.',
    'Run through how you will open a meeting between two people who are clashing.',
    'Imagine handing over a task, explaining the goal, and agreeing when you will check in.',
    'Picture telling the team a hard piece of news, slowly and clearly.',
    'See yourself admitting a mistake in a meeting, and the room relaxing a little.',
    'Imagine thanking someone specifically for their work, and watching them stand a little taller.',
    'Picture the end of a hard day, writing a few notes and then leaving it at work.',
  ],
  setbacks: [
    'If a feedback conversation goes badly, give it a day and then check in with the person.',
    'If you lose your temper, apologise plainly and explain how you will handle it next time.',
    'If someone leaves your team, ask for honest feedback and learn from it without blaming yourself.',
    'If a decision turns out to be wrong, own it quickly and set out the new plan.',
    'If conflict flares up again, return to the agreements you made and review them together.',
    'When you feel out of your depth, talk to a mentor or a fellow manager that week.',
    'If morale dips, ask the team directly what would help, and act on one thing.',
    "If you find yourself doing everyone's work again, pick one task to hand back tomorrow.",
    'If someone undermines you publicly, stay calm in the moment and talk privately later.',
    'On a day when nothing goes right, remember that leading is learned over years, not weeks.',
  ],
  stories: [
    'A first-time manager I heard about dreaded telling a team member his work was slipping. She wrote down three specific examples and what she needed instead. In the meeting, she said it plainly and then asked how he saw it. He admitted he had been struggling and was relieved someone had noticed.',
    'One man was promoted to lead the team he had worked in for years. In his first week he met each old colleague one to one and said the change felt strange for him too. He asked what they needed from him now. He said that honest start made the months after much easier.',
    'A ward manager I heard about had two staff who could not work together. She spoke to each of them separately and found the problem was unclear handovers, not personalities. They agreed a new checklist together. The arguments faded once everyone knew who was doing what.',
    'One new team leader kept doing the hardest tasks himself because it was quicker. His team seemed bored and he was working until nine every night. He started handing over one project a week, with a clear goal and a single check-in. Within a month, two people had done better work than he would have.',
    'A supervisor I heard about was younger than most of her team and felt they were testing her. She asked the most experienced person for advice on a tricky problem and used his idea. She thanked him in front of the team. From then on, he was the first to back her up.',
  ],
  closings: [
    'Lead tomorrow by listening first.',
    'Be fair, be clear and be kind, and trust will follow.',
    'Your team needs you steady, not perfect.',
    'Have the conversation you have been putting off, and do it with care.',
    'Tonight, write down one thing you want your team to feel this week.',
    'Go in as someone who wants them to do well, because you do.',
    'One honest word tomorrow is worth more than a perfect speech.',
    'Look after yourself, so you can look after them.',
    'Trust grows one kept promise at a time.',
    'You are learning to lead, and that takes courage.',
    'Tomorrow, notice one thing someone did well and tell them.',
    'Walk in calm, ask good questions, and decide when it is time to decide.',
  ],
};
