import type { LibraryPart } from './types';

export const exams: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. All that studying has been building something in you.",
      '{time}, you sit down for {event}. I want you to sit down feeling ready.',
      "You have been working hard for {key}. Let's take a breath and talk about it.",
    ],
    confident: [
      '{event}{?time}. You know more than you think, and you are going to show it.',
      "Let's talk about {key}. Preparation is on your side.",
      "You have done the reading, the practice and the late nights. Let's talk about {event}.",
    ],
    gentle: [
      "Exams can make the whole world feel narrow. Let's widen it a little and talk about {key}.",
      '{time}, there is {event}. For now, put the books down and breathe.',
      "Let's be kind to your tired brain for a few minutes, and talk about {key}.",
    ],
    energetic: [
      'Exam mode: on! {event}{?time}, and you are ready to go!',
      "Pens ready! Let's get you pumped for {event}!",
      '{time}, you walk in and show what you know!',
    ],
  },
  acknowledgement: {
    encouraging: [
      'Studying for exams is hard work, and it is lonely work sometimes.',
      'It is normal to feel like you have forgotten everything the night before.',
      'You might be comparing yourself to classmates who seem calmer. They are more nervous than they look.',
    ],
    confident: [
      'Exam nerves are real. They are also a sign that you care about the result.',
      'You will not know every answer. Nobody does. You will know enough to do well.',
      'A test measures a day. It does not measure you.',
    ],
    gentle: [
      'If you are exhausted from revising, that is a sign of how much you have given.',
      'It is okay if {key} feels frightening. Fear does not mean you are unprepared.',
      'You are more than a grade, and you always will be.',
    ],
    energetic: [
      'Nervous about {key}? That is just your brain warming up!',
      'Feeling the pressure? Turn it into focus!',
      'You have been grinding for weeks. Time to cash in!',
    ],
  },
  reframe: {
    any: [
      'The blank moment at the start of an exam is normal. Read the paper once and memories start to come back.',
      'You do not need to know everything. You need to show what you do know, clearly.',
      'Skipping a hard question and coming back to it is strategy, not defeat.',
      'Remembering is easier when you are calm, so calming down is part of revising.',
      'A practice test that goes badly is doing its job. It shows you where to look.',
      'Sleep is when your brain files what you learned. An all-nighter throws the files on the floor.',
      'One exam is one day. Your future is made of thousands of days.',
      'Failing a test before does not mean failing it again. It means you know the test better now.',
      'Examiners are looking for what you got right, not hunting for what you got wrong.',
      'Understanding one topic well beats skimming five topics badly.',
      'The people who seem to find it easy often worked quietly for a long time.',
      'Your worth is not written on a results slip.',
    ],
    encouraging: [
      'Every hour you spent revising for {key} is still in there, even if it feels hidden.',
      'You have learned so much more than you realise.',
    ],
    confident: [
      'You are prepared, and preparation shows up when it counts.',
      'Trust your revision. It is in there.',
    ],
    gentle: [
      'It is okay to take a break. Rest helps the learning settle.',
      'You can do your best without being perfect.',
    ],
    energetic: ['Every question is a chance to score!', 'Your brain is ready to go. Let it run!'],
  },
  story: {
    any: [
      'A student who had failed her driving test three times started narrating everything she saw as she drove. Red light ahead. Cyclist on the left. On her fourth test the examiner said she was the calmest driver of the week.',
      'There was a boy who went completely blank at the start of a maths exam. He wrote down the one formula he remembered in the margin. That led to another, and then another. By the end he had filled the paper.',
      'Think of a law student who failed the bar exam the first time. She studied the questions she got wrong, not the ones she got right. The second time, she passed with room to spare.',
      'A nursing student was terrified of her practical exam. She practised on her flatmates every evening for a week until they begged her to stop. On the day, her hands knew what to do before her nerves caught up.',
      'A man went back to college at fifty and sat his first exam in thirty years. He arrived an hour early and sat in the car, shaking. He passed, and he says the hardest part was opening the car door.',
      'Picture a student in an exam hall, heart racing, reading the first question. She does not know it. She moves to the second and knows that one well. Confidence builds, and by the time she returns to the first, it makes sense.',
      'There was a girl who revised in twenty-five-minute bursts with a walk round the garden in between. Her friends thought she was slacking. She remembered more than any of them.',
      'A student who froze in every oral exam started practising out loud to his dog. The dog was a terrible examiner but an excellent listener. By exam day, speaking out loud felt normal.',
    ],
    encouraging: ['You have that same quiet determination going into {event}.'],
    confident: ['That is exactly the kind of calm you bring into {event}.'],
    gentle: ['Maybe {key} can feel a little like that, one question at a time.'],
    energetic: ['That is you in {event}: calm, sharp and unstoppable!'],
  },
  action: {
    any: [
      'Make a one-page summary for each topic, then test yourself from memory.',
      'Do at least one past paper under timed conditions before the real thing.',
      'Revise in short blocks with short breaks. Twenty-five minutes on, five minutes off.',
      'Explain a topic out loud to someone else, or to an empty chair. Gaps show up fast.',
      'Pack your bag the night before: pens, calculator, ID, water, and a snack for after.',
      'Check the time, the place and how long it takes to get there, then add fifteen minutes.',
      'Sleep properly the night before. The last hour of cramming is worth less than the sleep.',
      'Eat breakfast, even a small one. Your brain runs on it.',
      'When you get the paper, read it through once and start with a question you can answer.',
      'Plan your time: divide the minutes by the marks, and keep an eye on the clock.',
      'If your mind goes blank, write down anything related to the topic. One idea pulls the next.',
      'Leave ten minutes at the end to check your answers.',
      'Stop revising at a set time the night before and do something calming instead.',
      'For a driving test, practise the route and the manoeuvres you find hardest, and talk yourself through them.',
      'Write the formulas or key facts you always forget on a card and read it on the way in.',
      'Use flashcards for facts and practice questions for skills.',
      'Avoid comparing notes with others right before you go in. It only spreads nerves.',
      'After each exam, let it go. Do not pick it apart; move on to the next.',
      'Ask your teacher which topics come up most, and prioritise those.',
      'If you failed before, write down exactly what went wrong last time and practise only that.',
    ],
  },
  affirmation: {
    encouraging: ['You are more prepared than you feel.', 'Your hard work is going to show.'],
    confident: ['You know your material.', 'You are sharp, focused and ready.'],
    gentle: ['You are more than any result.', 'You have done enough, and you are enough.'],
    energetic: ['You are a question-answering machine!', 'You are ready to ace this!'],
  },
  closing: {
    encouraging: [
      'Go into {event}{?time} and show them what you have learned.',
      'Whatever the result of {key}, be proud of the work you put in.',
    ],
    confident: [
      'Walk into {event}, read carefully and answer with confidence.',
      'Trust your preparation for {key}. It will hold.',
    ],
    gentle: [
      'Go into {event} gently, one question at a time.',
      'Breathe before you begin {event}. You are ready enough.',
    ],
    energetic: ['{time}, go and smash {event}!', 'Go into {event} and get those marks!'],
  },
};
