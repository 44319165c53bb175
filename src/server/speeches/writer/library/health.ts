import type { LibraryPart } from './types';

// Health: brave without bravado. Never promise an outcome; never stand in for a clinician.
export const health: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}, and about how much courage it takes to look after yourself.",
      '{time}, you face {event}. I want you to go in feeling supported.',
      "Taking care of your health is one of the bravest kinds of work. Let's talk about {key}.",
    ],
    confident: [
      "Let's talk about {key}. You are taking charge of your health, and that takes strength.",
      '{event}{?time}. You are prepared, you are informed and you are not alone.',
      "You are doing the hard, unglamorous work of {key}. Let's honour that.",
    ],
    gentle: [
      "Let's be very gentle today, and talk softly about {key}.",
      '{time}, there is {event}. For now, let your body rest here with me.',
      "Health worries can fill a whole day. Let's make a little quiet space around {key}.",
    ],
    energetic: [
      "Let's bring some fight and some light to {key}!",
      '{event}{?time}, and you are facing it head on!',
      "Your body is working hard for you. Let's cheer it on through {key}!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'Health worries are some of the heaviest worries there are.',
      'It is natural to feel scared about {key}. Scared and brave often arrive together.',
      'Waiting for news or treatment can be exhausting in its own way.',
    ],
    confident: [
      'There is uncertainty in {key}. You can stand in uncertainty and still act.',
      'You have questions and fears. Both deserve answers, and you can ask for them.',
      'This is hard. You are not pretending otherwise, and that is strength.',
    ],
    gentle: [
      'It is okay to be frightened about {key}. You do not have to be brave all the time.',
      'Your body has been through a lot. So has your heart.',
      'Some days the only goal is to rest, and that is a good goal.',
    ],
    energetic: [
      'It has been tough on you. And you are still here, still fighting!',
      'Scared about {key}? Of course! And you are facing it anyway!',
      'Every day you look after yourself is a day you showed up!',
    ],
  },
  reframe: {
    any: [
      'Recovery is not a straight line. A bad day is not a step back to the beginning.',
      'Rest is part of treatment, not a break from it.',
      'Looking after your health is not selfish. It is how you stay around for the people you love.',
      'Asking your care team questions is not being difficult. It is being part of the team.',
      'Your body is not your enemy. It is doing its best with what it has.',
      'Healing happens on a timeline you cannot rush, and that is not your fault.',
      'Small improvements deserve to be noticed: a better night, a longer walk, a lighter mood.',
      'You are more than a diagnosis, a number or a set of results.',
      'Every day without a cigarette or a drink is a day won, even if tomorrow is hard.',
      'A relapse is information, not a verdict. People try again, and try again works.',
      'Feeling worried about a procedure is normal. It does not mean something will go wrong.',
      'The people treating you do this every day. You can lean on their experience.',
    ],
    encouraging: [
      'You have handled more than anyone knows, and you are still choosing to look after yourself.',
      'Every step in {key} is a step you took on purpose.',
    ],
    confident: [
      'You are in charge of the choices that are yours to make.',
      'You are tougher than this week.',
    ],
    gentle: ['You are allowed to take this slowly.', 'Your body is healing in ways you cannot see yet.'],
    energetic: ['Every healthy choice is a victory!', 'You are stronger every single day you keep going!'],
  },
  story: {
    any: [
      'A man recovering from heart surgery was told to walk a little further each day. On the first day he reached his gate. He marked it with a stone. By the end of the month there was a line of stones stretching to the park.',
      'There was a woman who wrote every question for her doctor in a small notebook. At appointments she stopped feeling rushed. She said the notebook made her feel like part of the team instead of a patient waiting to be told.',
      'Think of someone on their third try at quitting smoking. The first two attempts taught them which moments were hardest: the morning coffee, the drive home. This time they planned for those moments. This time it held.',
      'A nurse once told a nervous patient that everyone is scared before an operation, even doctors when it is their turn. The patient said it was the most comforting thing anyone had said all week.',
      'A woman going through treatment started keeping a list of good moments: a kind text, a funny film, sunlight on the bed. On bad days she read the list. It did not change the treatment, but it changed the day.',
      'There was a man who had been sober for a year. People asked how he did it. He said he had never managed a year. He had just managed one day, three hundred and sixty-five times.',
      'A runner with a bad knee spent two months doing boring exercises on her living room floor. She hated every one. When she finally ran again, her knee held, and she understood what the boring months had been for.',
      "Picture someone walking into a hospital for a scan, holding a friend's hand. The machine is loud and the wait is long. Afterwards they go for a hot chocolate. That hot chocolate becomes a ritual for every scan that follows.",
    ],
    encouraging: ['You have that same quiet courage for {key}.'],
    confident: ['That is the kind of persistence you bring to {key}.'],
    gentle: ['Maybe {key} can go one gentle step at a time like that.'],
    energetic: ['That is what showing up looks like, and that is you!'],
  },
  action: {
    any: [
      'Write down every question you have for your doctor or nurse, and take the list with you.',
      'Bring someone with you to appointments if you can, to listen and take notes.',
      'Pack a small bag for the hospital the day before: charger, book, comfortable clothes, snacks.',
      'Ask your care team what recovery usually looks like, week by week, so you know what to expect.',
      'Follow the plan your care team gave you, and call them if anything worries you.',
      'Set reminders on your phone for medication, so your memory does not have to do the work.',
      'Plan something gentle to look forward to after {key}.',
      'Keep a simple diary of symptoms and energy levels. It helps at appointments.',
      'Walk a little each day if your doctor says it is okay, and notice small improvements.',
      'Write down your triggers for cravings, and one thing you will do instead for each.',
      'Tell one trusted person about your plan, and let them check in on you.',
      'Remove temptations from the house where you can. Make the easy choice the healthy one.',
      'Eat regular, simple meals, even if your appetite is small.',
      'Keep a water bottle within reach all day.',
      'Protect your sleep: the same bedtime, a dark room and no screens for the last half hour.',
      'Ask for practical help: lifts, meals, shopping. People often want to help but do not know how.',
      'If anxiety spikes, breathe out slowly for longer than you breathe in, five times.',
      "Make a comfort kit for hard days: a playlist, a blanket, a favourite film, a friend's number.",
      'Celebrate milestones, like a week, a month, a first walk outside, in a way that feels good.',
      'Look for a support group, in person or online, with people who understand.',
    ],
  },
  affirmation: {
    encouraging: [
      'You are braver than you feel right now.',
      'You are doing something hard, and doing it well.',
    ],
    confident: ['You are resilient and resourceful.', 'You are taking charge of your health.'],
    gentle: ['Your body deserves patience and care.', 'You are allowed to rest and heal.'],
    energetic: ['You are a fighter with a big heart!', 'You are stronger than any setback!'],
  },
  closing: {
    encouraging: [
      'Go forward with {key} knowing you are supported and cared for.',
      'Take {key} one day at a time. You are doing so well.',
    ],
    confident: [
      'Face {key} with your questions ready and your head up.',
      '{time}, go into {event} steady and informed. You can do this.',
    ],
    gentle: [
      'Be gentle with yourself through {key}. Healing takes the time it takes.',
      'Rest, breathe and let others help you with {key}.',
    ],
    energetic: ['Keep showing up for {key}! Every day counts!', 'Go and take on {key} with all your heart!'],
  },
};
