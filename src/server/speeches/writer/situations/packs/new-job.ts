import type { SituationPack } from '../types';

export const newJob: SituationPack = {
  kind: 'new_job',
  label: 'starting a new job',
  fallback: 'your new job',
  outlook: 'ahead',
  examples: [
    'first day at my new job tomorrow and I feel sick',
    'starting a new role on monday, first time in a big office',
    'just started a new job last week and I feel like I know nothing',
    'on probation for 6 months and terrified of getting it wrong',
    'first day of my apprenticeship as an electrician tomorrow',
    'new starter nerves, everyone there has been there for years',
    'starting as a junior dev monday, worried they will realise i am not good enough',
    "first week in my new position and I keep forgetting everyone's names",
    'moved to a new company after 10 years at my old place, feels like being the new kid again',
    'day one tmrw at the supermarket, never worked a till before',
    'new job, new city, new everything and I am overwhelmed',
    'my induction is on monday and I dont know what to wear',
    'got my first graduate role, start next week, imposter syndrome is real',
    'third day at the new place and I ate lunch alone in my car',
    'just started a job where I am managing nobody but I am the only one doing what I do',
    'keep making small mistakes at my new work and I am scared they will let me go',
    'starting at the hospital on a new ward next week, new team new systems',
    'first job after years out, starting tomorrow, hands shaking already',
    'so much to learn at the new place, my head is spinning every evening',
    'probation review in a month and I have no idea how I am doing',
    'started a remote job and I have not actually met anyone properly',
    'tomorrow is my first day as a trainee chef, nervous as anything',
    'changed careers and start my new role on the 3rd, feel like a beginner at 40',
    'new gig starts monday, want to make a good impression',
    'I start my first proper full time job next week after uni',
    'its my second week and I still feel like an outsider',
    'new role in a different department, I know nobody there',
    'got the job, start date is monday, now the fear has kicked in',
  ],
  acknowledge: [
    'Starting somewhere new means being a beginner again, and that is uncomfortable.',
    'The first days ask you to take in names, places and systems all at once.',
    'Walking into a room where everyone else already belongs takes courage.',
    'It is tiring to concentrate this hard on everything, all day long.',
    'You may feel slower and less capable than you did where you were before.',
    'Not knowing where the kettle is can feel oddly exhausting.',
    'It is normal to feel excited and anxious about the same first morning.',
    'Wanting to make a good impression can make every small moment feel big.',
    'Evenings in the first weeks can feel completely wiped out.',
    'Eating lunch or taking a break when you know nobody yet is awkward.',
    'Being watched and assessed while you learn is a real pressure.',
    'You might miss the ease of the place where you knew how everything worked.',
    'It can take a while before you feel like one of the team.',
    'Even a role you wanted badly can feel daunting in the first week.',
  ],
  reframes: [
    'Nobody expects you to know everything in your first weeks.',
    'They chose you, and they want this to work as much as you do.',
    'Being new gives you permission to ask questions that others cannot.',
    'Everyone around you was new once, including the person who seems most sure.',
    'Feeling out of your depth early on is usually a sign you are learning quickly.',
    'Fresh eyes are valuable, because you notice things others have stopped seeing.',
    'Competence grows week by week, even when a single day feels like a mess.',
    'The skills that got you hired are still there, even if the setting is unfamiliar.',
    'First impressions come from warmth and effort far more than from knowledge.',
    'Every small thing you learn now makes the next month easier.',
    'The awkward stage is temporary, and it passes faster than you expect.',
    'You are allowed to take up space here; you were invited.',
    'Mistakes in the first weeks are expected and usually easy to put right.',
    'Settling in is a process, not a test you pass or fail on day one.',
    'You do not need to prove everything at once, only to keep showing up and learning.',
  ],
  worries: [
    {
      cues: [
        'stupid questions',
        'ask questions',
        'asking questions',
        'know nothing',
        "don't know anything",
        'dont know anything',
        'out of my depth',
        'clueless',
      ],
      reframes: [
        'Worrying about asking too many questions is one of the most common new-starter fears.',
        'Questions in the first weeks are expected, and most people are glad to answer.',
        'A question now saves a bigger mistake later, which everyone appreciates.',
        'The people who settle in fastest are usually the ones who ask.',
        'Feeling clueless is simply what the start of learning feels like.',
      ],
      steps: [
        {
          lines: [
            'Try for ten minutes, then ask.',
            'Look in the obvious places first, such as shared folders, notes or the intranet.',
            'If you are still stuck after ten minutes, ask someone straight away.',
            'It shows initiative without leaving you stuck for hours.',
          ],
        },
        {
          lines: [
            'Save up non-urgent questions and ask them together.',
            'Keep a running list and find a good moment once or twice a day.',
            "Batching respects people's time and gets you clearer answers.",
          ],
        },
        {
          lines: [
            'Write down every answer you are given.',
            'Use a notebook or a document just for how things work here.',
            'You will only need to ask once, and that builds trust quickly.',
          ],
        },
      ],
    },
    {
      cues: [
        'mistake',
        'mistakes',
        'mess up',
        'messed up',
        'get it wrong',
        'screw up',
        'screwed up',
        'slip up',
      ],
      reframes: [
        'Being afraid of mistakes in a new role shows you care about doing it well.',
        'Mistakes are part of learning anything new, and employers expect a few.',
        'What people remember is how you handle an error, not the error itself.',
        'Most early mistakes are small, fixable and quickly forgotten.',
        'Owning a slip early often earns more respect than never slipping at all.',
      ],
      steps: [
        {
          lines: [
            'Own a mistake quickly and bring a fix if you can.',
            'Tell the right person as soon as you notice, in plain words.',
            'Say what happened, what you have done, and what you will do differently.',
            'Speed and honesty turn most mistakes into small events.',
          ],
        },
        {
          lines: [
            'Check your work once before you send or hand it over.',
            'Build a short checklist for tasks you do often.',
            'A minute of checking catches most of the slips new starters make.',
          ],
        },
      ],
    },
    {
      cues: [
        'fit in',
        'make friends',
        'lunch alone',
        'lunch',
        'nobody talks',
        'outsider',
        'awkward',
        'cliquey',
      ],
      reframes: [
        'Wanting to belong is deeply human, and it makes the first weeks feel raw.',
        'Teams take time to open up, and that is usually about habit, not about you.',
        'Friendships at work build slowly, through small, repeated moments.',
        'You do not need to be the life of the room to be liked.',
        'Quiet, steady kindness often wins people over more than big gestures.',
      ],
      steps: [
        {
          lines: [
            'Say yes to every invitation in the first few weeks.',
            'Coffee, lunch, a quick chat in the kitchen all count.',
            'Go even when you are tired, and leave early if you need to.',
            'Those small moments are where people start to know you.',
          ],
        },
        {
          lines: [
            'Ask people about their work and what they enjoy.',
            'Most people like talking about what they do and how they got there.',
            'Remember one detail and mention it next time you see them.',
            'Interest in others is the quickest way to stop feeling like an outsider.',
          ],
        },
      ],
    },
    {
      cues: [
        'not good enough',
        'fraud',
        'imposter',
        'impostor',
        'found out',
        'made a mistake hiring',
        'out of my league',
      ],
      reframes: [
        'Feeling like a fraud in a new role is incredibly common, even among experienced people.',
        'They looked at many people and chose you for reasons that were real.',
        'Feeling unsure is about being new, not about being the wrong person.',
        'Confidence usually arrives after competence, a few weeks behind it.',
        'You do not have to feel ready to be doing a good job.',
      ],
      steps: [
        {
          lines: [
            'Keep a short list of what you get done each week.',
            'Write three things on a Friday that you learned, fixed or helped with.',
            'Read back over the list whenever the doubt gets loud.',
            'Evidence on paper is harder to argue with than a feeling.',
          ],
        },
        {
          lines: [
            'Ask your manager early how you are doing.',
            'A simple question about what is going well and what to focus on is enough.',
            'Real feedback replaces guesswork, and it is usually kinder than your fears.',
          ],
        },
      ],
    },
    {
      cues: [
        'probation',
        'probationary',
        'trial period',
        'first three months',
        'first six months',
        'probation review',
      ],
      reframes: [
        'A probation period can feel like a long trial, and that pressure is real.',
        'It is there for both sides to check the fit, not as a trap.',
        'Most people pass probation, especially those who ask for feedback along the way.',
        'Knowing what is expected turns probation into a clear list rather than a cloud.',
        'Steady effort and honest communication count for a great deal in these months.',
      ],
      steps: [
        {
          lines: [
            'Ask exactly what a successful probation looks like.',
            'In your first week, ask your manager what they need to see by the end of it.',
            'Write the answers down and check in on them every month.',
            'Clear goals mean there should be no surprises at the review.',
          ],
        },
        {
          lines: [
            'Keep a simple record for your review.',
            'Note tasks completed, feedback received and things you improved.',
            'Bring it along to any check-in so the conversation rests on facts.',
            'It also helps you notice your own progress.',
          ],
        },
      ],
    },
    {
      cues: [
        'names',
        'remember everything',
        'so much to learn',
        'information overload',
        'new systems',
        'head is spinning',
        'overwhelmed',
      ],
      reframes: [
        'Your head is full because you are taking in a huge amount, not because you are slow.',
        'Nobody remembers everything from an induction, and nobody is expected to.',
        'The brain needs repetition, so most of this will stick by the third or fourth time.',
        'Feeling swamped in the first weeks is a normal part of learning a new place.',
        'Sorting what matters now from what can wait makes it far lighter.',
      ],
      steps: [
        {
          lines: [
            'Draw a simple map of who sits or works where.',
            'Add names and one detail about each person as you meet them.',
            'Say a name back when you are introduced, and use it once in the conversation.',
            'Names stick much faster when you write them and say them.',
          ],
        },
        {
          lines: [
            'Ask which three things matter most in your first month.',
            'Focus your energy there and let the rest wait.',
            'Not everything you are shown needs learning straight away.',
            'Clear priorities turn a flood of information into a short list.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Plan your first morning the night before.',
        'Know your route, your start time, where to go, and who to ask for.',
        'Pack any documents they asked for, plus a notebook, a pen and a snack.',
        'A smooth start keeps your nerves for the things that deserve them.',
      ],
    },
    {
      lines: [
        'Prepare a short line to introduce yourself.',
        'Say your name, your role, and one friendly detail, like where you were before.',
        'You will say it many times, so a ready version saves you thinking each time.',
      ],
    },
    {
      lines: [
        'Find one person you can go to with small questions.',
        'This might be an assigned buddy, or simply someone friendly nearby.',
        'Ask them if they would mind being your first port of call for a few weeks.',
        'One reliable person makes the whole place feel less strange.',
      ],
    },
    {
      lines: [
        'Book a regular check-in with your manager.',
        'A short chat every week or fortnight is usually enough.',
        'Bring your questions, your progress, and anything that is unclear.',
        'Regular contact catches small problems before they grow.',
      ],
    },
    {
      lines: [
        'Listen and learn before suggesting changes.',
        'Ask why things are done a certain way before offering a new one.',
        'There is often history behind a process that you cannot see yet.',
        'Ideas land far better once people know you understand the place.',
      ],
    },
    {
      lines: [
        'Look for one early, small win.',
        'Find a task you can finish well in your first few weeks.',
        'Do it carefully and let the right people know it is done.',
        'It builds trust and gives your own confidence a lift.',
      ],
    },
    {
      lines: [
        'Learn the unwritten rules by watching.',
        'Notice how people dress, when they take breaks, and how they prefer to be contacted.',
        'Notice who people go to for answers.',
        'Fitting in with small habits makes the big things easier.',
      ],
    },
    {
      lines: [
        'Ask for feedback before it is offered.',
        'After your first few weeks, ask what you are doing well and what to change.',
        'Take notes and thank them, even if some of it stings.',
        'People respect someone who wants to improve, and you learn faster.',
      ],
    },
    {
      lines: [
        'Protect your evenings in the first weeks.',
        'Keep plans light, eat properly, and get to bed at a sensible time.',
        'Learning a new place is tiring, and rest helps it sink in.',
      ],
    },
    {
      lines: [
        'Write down how to do each new task the first time you do it.',
        'Keep short step-by-step notes in one place you can search.',
        'Next time you can follow your own guide instead of asking again.',
        'It also becomes a handy resource if someone new joins after you.',
      ],
    },
    {
      lines: [
        'Be on time, and be reliable with small things.',
        'Reply when you say you will, and finish what you start.',
        'Reliability is one of the first things people notice about a newcomer.',
      ],
    },
    {
      lines: [
        'Learn who does what, not only what you do.',
        'Ask how your work connects to other teams and who depends on it.',
        'Knowing the bigger picture helps you make better choices in your own tasks.',
      ],
    },
    {
      lines: [
        'Set up your space and tools early.',
        'Sort out logins, equipment and access in your first days, and chase anything missing.',
        'Small practical gaps can slow you down for weeks if left.',
      ],
    },
    {
      lines: [
        'Give it three months before you judge how it is going.',
        'The first weeks are the hardest and least typical part of any role.',
        'Write down how you feel now, then read it again after twelve weeks.',
        'Most people find the picture looks very different by then.',
      ],
    },
  ],
  rehearsal: [
    'Picture arriving a few minutes early, taking a breath outside, and walking in.',
    'Say your introduction line aloud a couple of times before you leave home.',
    'Imagine someone showing you around, and you jotting names in your notebook as you go.',
    'See yourself asking a question without apologising for it.',
    'Picture the first break, and you saying yes when someone asks if you want a coffee.',
    'Imagine making a small mistake, telling someone straight away, and it being sorted in minutes.',
    'Picture the end of your first day, walking out tired but having done it.',
    'Run through your first check-in with your manager and the questions you will bring.',
    'Imagine your first Friday, reading three things you learned that week.',
    'Picture yourself in a month, knowing where everything is and who to ask.',
  ],
  setbacks: [
    'If your first day feels like a blur, that is normal, and day two is usually clearer.',
    'If you make a mistake, fix what you can, note the lesson, and let it go for the evening.',
    'If you eat lunch alone one day, try a different place or person tomorrow.',
    'If feedback is harder than you hoped, ask for one specific thing to work on first.',
    'On a day when you feel useless, look at your notebook and see how much you have learned.',
    "If you forget someone's name, simply ask again; people expect it in the first weeks.",
    'If the role feels different from what you expected, raise it early and calmly.',
    'If you come home exhausted every night, that usually eases after the first month.',
    'When you miss your old place, remember it took time to feel at home there too.',
    'If a week goes badly, the next one is a fresh start, and nobody is keeping score.',
  ],
  stories: [
    'A young apprentice I heard about was terrified of asking too many questions. He started keeping a notebook and saving up his questions for two set times a day. His supervisor later said it was the most organised start she had seen. He learned that asking well mattered more than asking less.',
    'One woman started at a new company after ten years in her old one. For the first month she felt slow and clumsy at everything. She kept a Friday list of three things she had learned each week. By the third month, she read the list back and could hardly believe how far she had come.',
    'A new starter I heard about ate lunch alone for her whole first week. On the Monday after, she asked someone at the next desk where they usually went. She was invited along and kept going, even on days she felt shy. Within a month, lunch was the part of the day she looked forward to.',
    'One man made a mistake with an order in his second week and felt sick about it. He told his manager straight away and explained how he had already fixed it. His manager thanked him for flagging it so quickly. He said it was the moment he started to feel trusted.',
    'A graduate I heard about felt sure she had fooled everyone into hiring her. She asked her manager how she was doing after three weeks. The answer was kinder and more specific than anything she had imagined. She learned that asking was far less painful than guessing.',
  ],
  closings: [
    'Lay out what you need tonight, and let the morning take care of itself.',
    'Walk in tomorrow as someone who is allowed to be new.',
    'Ask your questions, write things down, and be kind to yourself.',
    'One day at a time, this place will start to feel like yours.',
    'Be curious, be friendly, and let the rest come with time.',
    'They are glad you are coming, so go and let them meet you.',
    'Get some rest tonight; you will need it, and you have earned it.',
    'A few weeks from now, today will be a story you smile about.',
    'Show up, listen well, and take it one task at a time.',
    'You belong in that building as much as anyone else does.',
    'Start small tomorrow, and let each day add a little more.',
    'Bring your notebook, your questions and your good nature.',
  ],
};
