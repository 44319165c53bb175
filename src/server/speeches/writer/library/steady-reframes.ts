import type { LibraryPart } from './types';

// More ways to look at a hard time that stay kind whether the trouble lies ahead or behind.
export const steadyReframes: LibraryPart = {
  reframe: {
    encouraging: [
      'You are allowed to be proud of how you are handling this, even if it does not feel graceful.',
      'The people around you would rather help than watch you struggle alone.',
      'There will be easier days. This is not the only kind of day you will have.',
      'You do not have to be cheerful to be coping.',
      'It is okay to take things off your plate right now.',
      'You can take care of today and let tomorrow take care of itself.',
    ],
    confident: [
      'You are allowed to protect your energy.',
      'Struggling is not the same as failing.',
      'You do not owe anyone an explanation for needing time.',
      'Hard seasons teach you what you are made of, and you are made of good things.',
      'Your limits are information, not weaknesses.',
      'You are handling more than most people would see.',
    ],
    gentle: [
      'It is okay to let some things go for a while.',
      'You do not have to be productive to be worthy.',
      'Quiet days are allowed. So are messy ones.',
      'Your pace right now is the right pace.',
      'You can be both tired and brave.',
      'Small steps are still steps, even if nobody sees them.',
    ],
    energetic: [
      'One step at a time still gets you there!',
      'Every small good choice is a win, so count them!',
      'You are still moving, and that is what matters!',
      'Rough patches end. Keep walking!',
      'Your spirit is tougher than your circumstances!',
      'A bad day cannot cancel out a good heart!',
    ],
    any: [
      'Most hard feelings are loudest at night. Morning often brings a little more room.',
      'Getting through is an achievement, even when it does not feel like one.',
      'The kind things you do for yourself are not extras. They are the foundation.',
      'It is alright to need more sleep, more quiet and more help for a while.',
      'Your mind may be busy with worry. That does not make the worry true.',
      'You are the same person you were before this was hard, with one more hard thing behind you.',
      'Sometimes the way through is simply the next ten minutes.',
      'People recover from more than they ever expected to. You are one of those people.',
      'Taking a break from thinking about it is not avoiding it. It is pacing yourself.',
      'You have permission to do less while you carry more.',
      'You are allowed to not have the words yet.',
      'Hope can be as small as looking forward to a cup of tea.',
    ],
  },
};
