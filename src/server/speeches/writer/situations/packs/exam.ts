import type { SituationPack } from '../types';

export const exam: SituationPack = {
  kind: 'exam',
  label: 'exams and study',
  fallback: 'your exams',
  outlook: 'ahead',
  examples: [
    "gcse maths tomorrow and I've forgotten everything",
    "A levels start next week and I'm so behind on revision",
    'final exams in 3 weeks, havent started revising, panicking',
    'bar exam in july, studying 10 hours a day and still feel unready',
    'resitting my chemistry exam after failing it last year',
    'dissertation due friday and i still have 4000 words to write',
    'thesis deadline in a month and my supervisor keeps sending it back for rewrites',
    'med school finals and osces next week, cant sleep',
    'ACCA paper in june, failed it twice already',
    'HSC trials next week and I feel like I know nothing',
    'taking the SAT on saturday, need a good score for my top school',
    'mocks on monday and the teachers keep saying they matter',
    'uni midterms coming and my mind always goes blank in the exam hall',
    'nursing licensing exam in two weeks, so much content',
    'leaving cert starts in june and the pressure from everyone is insane',
    'I always panic in tests and run out of time',
    "3 hour closed book exam on tuesday and I can't remember anything I read",
    'studying for cfa level 1 while working full time, exam in 6 weeks',
    'revision isnt going in, read the same page 5 times',
    'first year uni exams, never sat anything this big before',
    'stats test tomorrow and my maths anxiety is through the roof',
    'highers next month and my parents expect As',
    "phd viva next week, scared they'll tear my thesis apart",
    "finals on monday and thursday, can't switch off",
    'professional certification exam friday, if i fail i have to wait 6 months to retake',
    'year 12 exams starting and i cant focus on anything',
    'got a big end of year test in science and I always freeze up',
  ],
  acknowledge: [
    'Exam season can make every day feel as if it is being measured.',
    'It is exhausting to study for weeks with a date circled on the calendar.',
    'The pressure can come from yourself, from others and from what you need, all at once.',
    'Feeling behind is one of the most common and most draining parts of revision.',
    'When the material will not stick, it is easy to feel stupid, and you are not.',
    'Lying awake going over topics shows how much this matters to you.',
    'A lot seems to hang on a few hours in one room, and that can feel unfair.',
    'It is hard to switch off when there is always something more you could revise.',
    'Sitting a paper again after a disappointing result takes real courage.',
    'Long writing deadlines can feel endless and urgent at the same time.',
    'Hearing how much revision others claim to have done can shake you.',
    'You may be tired of the subject and still need to keep going, which is hard.',
    'Worry about grades can sit heavy long before anything is decided.',
    'Nerves on the morning of an exam are normal, even for people who know the work well.',
  ],
  reframes: [
    'You do not need to know everything; you need to show what you do know.',
    'Nerves sharpen attention, and a moderate dose actually helps you perform.',
    'Examiners are looking for marks to give you, not reasons to take them away.',
    'What you have already learnt is still there, even when worry hides it.',
    'Most marks come from answering the question in front of you, one part at a time.',
    'A single paper measures one afternoon, not your intelligence or your future.',
    'Even a few focused days of revision can make a real difference.',
    'Quizzing yourself feels harder than rereading, and that difficulty is the learning.',
    'Feeling unprepared is common among people who turn out to be well prepared.',
    'Every past paper you do now makes the real one feel more familiar.',
    'A calm, imperfect answer scores better than a perfect answer left unwritten.',
    'Rest is part of revision, because memories settle while you sleep.',
    'There is almost always another route or another sitting if this one goes badly.',
    'The effort you put in now keeps paying you back long after this is over.',
    'You have learnt hard things before, and you can learn these too.',
    'Nobody sits every paper feeling ready; they sit it anyway.',
  ],
  worries: [
    {
      cues: [
        'blank',
        'mind goes blank',
        'forget',
        "can't remember",
        'cant remember',
        'freeze',
        'panic in the exam',
      ],
      reframes: [
        'Going blank in an exam is frightening, and it usually passes within minutes.',
        'A blank is stress briefly crowding out memory, not the memory disappearing.',
        'Once you start writing anything relevant, connected ideas tend to come back.',
        'Many people who go blank at the start still finish with good marks.',
      ],
      steps: [
        {
          lines: [
            'Do a brain dump as soon as you are allowed to write.',
            'Jot down formulas, dates, key terms or a quick plan on scrap paper or in the margin.',
            'Getting them out early frees your mind and gives you something to refer back to.',
            'It also gets your pen moving, which steadies your nerves.',
          ],
        },
        {
          lines: [
            'Have a drill ready for the moment you freeze.',
            'Put your pen down, breathe out slowly three times, and reread the question word by word.',
            'Underline the key words, then write one thing you know about the topic.',
            'That first small sentence usually unlocks the next one.',
          ],
        },
        {
          lines: [
            'Move on from a stuck question and come back later.',
            'If a question stays blank, leave space for it and go to one you can do.',
            'Your mind often keeps working on it in the background while you answer others.',
          ],
        },
      ],
    },
    {
      cues: [
        'behind',
        'not enough time',
        "haven't started",
        'havent started',
        'left it too late',
        'last minute',
        'cramming',
        'so much to learn',
      ],
      reframes: [
        'Being behind feels awful, and panic makes the remaining time seem even shorter.',
        'You cannot learn everything now, but you can still learn a great deal.',
        'The most useful revision in the final stretch is focused rather than complete.',
        'Starting now, in a targeted way, beats spending the time worrying about not starting.',
      ],
      steps: [
        {
          lines: [
            'Sort your topics today by how well you know them.',
            'List every topic and mark each one red, amber or green.',
            'Spend most of your time on the amber topics, where a little work gains the most marks.',
            'Keep a small slot for the red topics that come up most often.',
          ],
        },
        {
          lines: [
            'Work from past papers and mark schemes.',
            'Look at which topics appear most often and how the marks are awarded.',
            'Revise those first, and practise writing the kind of answers that score.',
            'This aims your limited time at what the paper will actually ask.',
          ],
        },
        {
          lines: [
            'Make a day-by-day plan up to the exam.',
            'Give each remaining day two or three topics and one past paper question.',
            'A plan removes the constant worry about what to do next.',
          ],
        },
      ],
    },
    {
      cues: [
        'run out of time',
        'ran out of time',
        'too slow',
        "won't finish",
        'wont finish',
        'time management',
        'timing',
      ],
      reframes: [
        'Running short of time is a common problem, and it can be fixed with a plan.',
        'A rough answer to every question usually beats a perfect answer to half of them.',
        'Practising under timed conditions trains your pace more than anything else.',
        'A watch and a plan put you in charge of the clock instead of the other way round.',
      ],
      steps: [
        {
          lines: [
            'Work out your minutes per mark before the day.',
            'Divide the total time by the total marks, and note roughly how long each section deserves.',
            'Write the time you should reach each question at the top of the paper.',
            'Glancing at those times keeps you on track as you go.',
          ],
        },
        {
          lines: [
            'Do full past papers against the clock.',
            'Sit at a table, set a timer and work without notes for the whole length.',
            'Notice where you slow down, and practise that section on its own.',
            'By the day, the pace will feel familiar.',
          ],
        },
        {
          lines: [
            'Switch to bullet points if time runs short.',
            'List the key points you would have made in the answer you cannot finish.',
            'Examiners can often award marks for clear points, even without full sentences.',
          ],
        },
      ],
    },
    {
      cues: ['fail', 'failing', 'resit', 'retake', 'failed before', 'second attempt', 'not pass'],
      reframes: [
        'Fear of failing is heavy, especially if you have had a bad result before.',
        'A previous fail shows you what to change, and you now know this paper far better.',
        'Plenty of people pass on a second or third attempt and go on to do well.',
        'Your worth is not written in a grade, whatever that grade turns out to be.',
      ],
      steps: [
        {
          lines: [
            'Find out exactly where the marks were lost last time.',
            'If you can, get your marks breakdown or your script, and look for a pattern.',
            'It might be missing knowledge, timing, technique or nerves.',
            'Target that one thing first, because it is where the quickest gains lie.',
          ],
        },
        {
          lines: [
            'Write down what you would do if it does not go to plan.',
            'Find out the next sitting dates, any other routes, and who you could talk to.',
            'Having a plan B makes plan A far less frightening.',
            'It also frees your mind to focus on the paper itself.',
          ],
        },
      ],
    },
    {
      cues: [
        'focus',
        'concentrate',
        'distracted',
        'phone',
        "won't go in",
        'not going in',
        'same page',
        'reading over and over',
      ],
      reframes: [
        'Struggling to concentrate when the stakes are high is common and frustrating.',
        'Rereading feels productive but leaves little behind, which is why it seems not to stick.',
        'Your brain learns best in short, active bursts rather than long, passive hours.',
        'Focus is easier to build with the right set-up than with willpower alone.',
      ],
      steps: [
        {
          lines: [
            'Switch from rereading to testing yourself.',
            'Close the book and write or say everything you remember, then check what you missed.',
            'Use flashcards, blank-page recall or practice questions.',
            'Pulling information out of memory makes it stick far better than reading it again.',
          ],
        },
        {
          lines: [
            'Study in short blocks with your phone in another room.',
            'Work for twenty-five to forty-five minutes, then take a short break.',
            'Keep the phone out of reach and out of sight during each block.',
            'Even a phone lying face down on the desk pulls at your attention.',
          ],
        },
        {
          lines: [
            'Space your revision out over days.',
            'Come back to each topic after a day, then after three days, then after a week.',
            'Each return makes the memory stronger and longer-lasting.',
          ],
        },
      ],
    },
    {
      cues: ['dissertation', 'thesis', 'word count', 'supervisor', 'viva', 'write up', 'chapters'],
      reframes: [
        'A big piece of writing can feel impossible when you look at it all at once.',
        'A rough chapter that exists can be improved, while a perfect one in your head cannot.',
        'Supervisors ask for changes because they want the work to pass, not to punish you.',
        'Most theses are finished in ordinary daily sessions rather than heroic bursts.',
      ],
      steps: [
        {
          lines: [
            'Set a daily word target and write before you edit.',
            'Choose a realistic number, such as three or five hundred words, and write it first thing.',
            'Edit only in a separate session later in the day or week.',
            'Steady daily output adds up much faster than waiting for a clear week.',
          ],
        },
        {
          lines: [
            'Draft the sections you can see clearly first.',
            'Methods, background or results are often easier to write than the introduction.',
            'Write the introduction and conclusion last, once you know what you have argued.',
          ],
        },
        {
          lines: [
            'Prepare for a viva by summarising each chapter in a few lines.',
            'Practise explaining your main argument and its limits out loud.',
            'Examiners mainly want to see that you understand and own your work.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Do past papers under real conditions.',
        'Sit at a table, time yourself and use only what you will have on the day.',
        'Mark your answers honestly using the mark scheme.',
        'This is the closest thing to the exam itself, and it shows exactly where to focus.',
      ],
    },
    {
      lines: [
        'Read every question twice before answering.',
        'Underline the command words, such as explain, compare or evaluate, and note the marks.',
        'Many lost marks come from answering a slightly different question.',
        'A few extra seconds of reading can save whole paragraphs.',
      ],
    },
    {
      lines: [
        'Plan longer answers before you write them.',
        'Spend two or three minutes jotting a quick outline of your points in order.',
        'A plan keeps the answer focused and stops you running dry halfway.',
        'It also rescues you if your mind wobbles mid-answer.',
      ],
    },
    {
      lines: [
        'Protect your sleep, especially the night before.',
        'Stop revising an hour before bed and keep to your usual bedtime.',
        'Memory is strengthened during sleep, so an all-nighter costs more than it gains.',
        'A rested brain recalls and reasons far better.',
      ],
    },
    {
      lines: [
        'Pack your bag the night before.',
        'Lay out pens, a spare, your calculator, ruler, ID, water and anything else allowed.',
        'Check the time and the room, and plan to arrive early.',
        'A calm morning leaves your head clear for the paper.',
      ],
    },
    {
      lines: [
        'Eat a proper breakfast on the day.',
        'Choose something that releases energy slowly, such as porridge, eggs or toast.',
        'Bring water and, if it is allowed, a small snack for long papers.',
        'Hunger and low energy make nerves and blanks more likely.',
      ],
    },
    {
      lines: [
        'Make a revision timetable you can actually keep.',
        'Plan realistic blocks with breaks, meals and some time off each day.',
        'Put the hardest topics at the time of day when your mind is sharpest.',
        'A doable plan beats an ambitious one that falls apart by midweek.',
      ],
    },
    {
      lines: [
        'Turn your notes into something you can quiz yourself with.',
        'Write questions on one side of a card and answers on the other.',
        'Go through them daily, putting the cards you miss back in the pile.',
        'Making the cards is itself useful revision.',
      ],
    },
    {
      lines: [
        'Explain topics out loud as if teaching someone.',
        'Talk a friend, a relative or even an empty chair through a topic without notes.',
        'Gaps in your understanding show up quickly when you try to explain.',
        'Teaching is one of the strongest ways there is to learn.',
      ],
    },
    {
      lines: [
        'Start with the question you find easiest.',
        'Look through the paper first and begin where you feel most sure.',
        'Early marks build confidence and get you into a rhythm.',
        'Just make sure you number your answers clearly.',
      ],
    },
    {
      lines: [
        'Leave time at the end to check your answers.',
        'Aim to finish five or ten minutes before the end.',
        'Check you have answered every part, shown your working and labelled everything.',
        'Small corrections in those minutes can add up to a higher grade.',
      ],
    },
    {
      lines: [
        'Move your body every day while you revise.',
        'A brisk walk, a bike ride or some stretching between study blocks all help.',
        'Movement lifts your mood, eases tension and sharpens focus when you sit back down.',
      ],
    },
    {
      lines: [
        "Stop comparing your revision with other people's.",
        'Others may exaggerate or play down what they have done, and their gaps differ from yours.',
        'Mute group chats during study time if they are making you anxious.',
        'Your plan is built around your gaps, not theirs.',
      ],
    },
    {
      lines: [
        'Stop learning new material the evening before.',
        'Do a light review of summary notes or flashcards, then put them away.',
        'Cramming late raises panic and eats into sleep.',
        'Trust that what you have built over weeks is still there.',
      ],
    },
    {
      lines: [
        'Use the minutes before the exam to calm your body.',
        'Avoid corridor huddles where people quiz each other at the last minute.',
        'Breathe slowly, sip water and remind yourself of your first move on the paper.',
      ],
    },
  ],
  rehearsal: [
    'Picture yourself walking into the exam room, finding your seat and laying out your pens.',
    'Imagine turning over the paper, breathing out, and reading the first question twice.',
    'See yourself writing down your key formulas or facts in the first minute.',
    'Picture a question you cannot answer, and you calmly marking it and moving on.',
    'Imagine glancing at the clock halfway through and seeing that you are on track.',
    'Tonight, do one timed question from a past paper as if it were the real thing.',
    'Picture returning to a skipped question and finding that an answer has surfaced.',
    'Imagine the final minutes, reading your answers through and fixing one small slip.',
    'Run through your morning in your head: alarm, breakfast, bag, and arriving with time to spare.',
    'See yourself putting your pen down at the end, knowing you gave it everything you had.',
  ],
  setbacks: [
    'If a paper goes badly, let yourself feel it tonight, then turn to the next one tomorrow.',
    'Avoid comparing answers outside the exam room, because it only feeds doubt.',
    'If a revision day falls apart, start the next one with a small, easy topic.',
    'If you fail, find out the resit dates and options before deciding what it means.',
    'A disappointing result is a signal about preparation or technique, not a measure of your worth.',
    'If you sleep badly, still go in, because people often do better than they fear on little sleep.',
    'If panic rises during the exam, pause, breathe out slowly, and return to one question.',
    'If you have fallen off your timetable for days, make a shorter new plan instead of catching up at once.',
    'Tell someone you trust how it went, rather than carrying it on your own.',
    'If your grade is lower than you hoped, ask whoever runs your course about every route forward.',
  ],
  stories: [
    'A student I heard about went completely blank at the start of a maths paper. She put her pen down, breathed out slowly and wrote every formula she could remember in the margin. Seeing them on the page brought the methods back. She started with the easiest question and finished with five minutes to spare.',
    'One man resitting a professional exam had failed it twice by running out of time. He sat a full past paper against the clock every Saturday for two months. He learnt how long each section should take and wrote those times at the top of the paper. On his third attempt he finished with time to check, and he passed.',
    'A young woman revising for her finals read the same notes again and again and remembered little. A friend suggested she close the book and write down everything she could recall. It felt harder, and the gaps were obvious at first. Within a week, topics were sticking in a way rereading had never managed.',
    'One student writing a dissertation had four weeks left and two chapters still blank. He set a target of five hundred words every morning before checking his phone. Some mornings the words were poor, but they were on the page. He submitted on time, with a whole week left for editing.',
    'A woman returning to study in later life feared she could no longer remember anything. She explained each topic out loud to her kitchen wall every evening. The gaps showed quickly, and she filled them one by one. She walked into the exam knowing she could explain every main topic without notes.',
  ],
  closings: [
    'Tonight, do a little, then rest properly.',
    'Go in, read carefully, and take it one question at a time.',
    'You know more than your nerves are telling you.',
    'Tomorrow, pick the first topic on your list and begin.',
    'Pack your bag, set your alarm and let sleep do its part.',
    'When you turn over the paper, breathe out and start with what you know.',
    'Keep going, one session at a time, until the day arrives.',
    'Whatever the result, the effort you are putting in is real and it counts.',
    'Walk in steady, and walk out knowing you did what you could.',
    'Trust the work you have done and let it show on the paper.',
    'Step by step, you can get through this exam season.',
  ],
};
