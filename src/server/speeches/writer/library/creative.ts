import type { LibraryPart } from './types';

export const creative: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. The world needs the things only you can make.",
      "Making something is an act of hope. Let's talk about {key}.",
      '{time}, {event} is happening, and I want you to walk in proud of your work.',
    ],
    confident: [
      "Let's talk about {key}. You are an artist, and artists finish things.",
      '{event}{?time}. Your work is ready to be seen.',
      "You have a voice worth hearing. Let's talk about {key}.",
    ],
    gentle: [
      "Creative work asks us to be open. Let's be gentle with you and with {key}.",
      "Let's slow down and make some room for {key}.",
      '{time}, you share your work at {event}. For now, just breathe.',
    ],
    energetic: [
      "Creative fire! Let's talk about {key}!",
      '{event}{?time}! Time to show the world what you made!',
      "Let's get those ideas flowing! This is about {key}!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'Putting your work out there is one of the most vulnerable things a person can do.',
      'Every creative person knows the voice that says it is not good enough. You are in good company.',
      'It is frustrating when the thing in your head will not come out right on the page.',
    ],
    confident: [
      'Creative blocks happen to everyone who makes things. They pass when you keep working.',
      'You may doubt your talent. Doubt is part of the job, not a sign you are in the wrong job.',
      'Finishing is harder than starting. You are in the hard part, and that is progress.',
    ],
    gentle: [
      'It is okay if {key} has felt stuck lately. Creative work has seasons.',
      'You might be afraid of what people will think. That fear shows how much of yourself is in it.',
      'You do not have to love everything you make. You only have to keep making.',
    ],
    energetic: [
      'Stuck? Every artist gets stuck! Then they get unstuck!',
      'Nervous about {key}? That means it matters!',
      "Your ideas are buzzing. Let's catch them!",
    ],
  },
  reframe: {
    any: [
      'First drafts are supposed to be bad. Their only job is to exist.',
      'You cannot edit a blank page, but you can edit a terrible one.',
      'Your taste is ahead of your skill right now. That gap closes with practice.',
      'Nobody else can make what you make, in quite the way you make it.',
      'Rejection in creative work is a numbers game. Every yes was surrounded by noes.',
      'Finished is better than perfect. Perfect never ships.',
      'The audience is not waiting for you to fail. They came because they want to feel something.',
      'A wobbly note in a live show is a sign of a real person playing.',
      'Inspiration tends to arrive while you are already working.',
      'You do not need permission to call yourself an artist. You need to keep making art.',
      "Comparing your work in progress to someone else's finished work is not a fair fight.",
      'Small, regular sessions build more than rare heroic ones.',
    ],
    encouraging: [
      'Every page, sketch or note you make for {key} is part of the work, even the ones you throw away.',
      'Your voice gets clearer every time you use it.',
    ],
    confident: [
      'Artists are made by finishing things. Finish this.',
      'Your work deserves an audience. Give it one.',
    ],
    gentle: [
      'You can make things slowly and still make them well.',
      'Let the work be unfinished for a while. That is how it grows.',
    ],
    energetic: ['Make it messy! Make it loud! Make it yours!', 'Create first, judge later!'],
  },
  story: {
    any: [
      'A novelist wrote three books that nobody published. She kept them in a drawer and started a fourth. The fourth was published, and her editor said it was clear she had been practising for years.',
      'There was a painter who could not stand the blank canvas. So she began every painting by splashing a random colour across it. Once the canvas was ruined, she felt free to paint.',
      'A young guitarist forgot the chords halfway through his first gig. He kept strumming, grinned at the crowd and sang the chorus twice. People cheered louder for that song than for any other.',
      'Think of a songwriter who wrote one song every week for a year, good or bad. Most were forgettable. Three were great. Those three would never have come without the other forty-nine.',
      'A poet carried a small notebook everywhere and wrote one line a day, on the bus, in queues, in bed. At the end of the year she had a collection. She never once sat down to write a book.',
      'A woman who was rejected by thirty galleries kept sending her work out. The thirty-first said yes. At the opening, someone from the third gallery asked to represent her.',
      'There was a filmmaker who shot his first short film on a phone with friends as actors. It was rough and wonderful. He says every film since has been chasing the fun of that first weekend.',
      'Picture an actor waiting in the wings, stomach in knots. The lights come up. She takes one breath and steps into the character like stepping into warm water. The nerves are still there; they just have a job now.',
    ],
    encouraging: ['You have that same stubborn love for {key}.'],
    confident: ['That is the persistence you bring to {key}.'],
    gentle: ['Perhaps {key} can grow that patiently, too.'],
    energetic: ['That is you with {key}, so keep creating!'],
  },
  action: {
    any: [
      'Set a small daily target, like two hundred words or twenty minutes, and stop when you hit it.',
      'Work at the same time each day so your brain learns when to show up.',
      'Write badly on purpose for ten minutes to get past the fear of the blank page.',
      'Leave each session in the middle of a sentence or a stroke, so tomorrow is easy to start.',
      'Turn off notifications and put your phone in another room while you create.',
      'Share one piece with one trusted person and ask what they loved, not what was wrong.',
      'Give yourself a deadline, and tell someone about it.',
      'Finish one small piece this week, start to end, however short.',
      'Keep an ideas notebook or note on your phone, and add to it whenever something sparks.',
      'Rehearse the opening of your performance until you could do it half asleep.',
      'Before a show, run your first two minutes in your head, then let the rest happen.',
      'Prepare your space the night before: tools out, file open, coffee ready.',
      'Study one piece of work you admire and write down exactly what makes it work.',
      'Separate making from judging. Make today; judge on Friday.',
      'Send your work out, to a competition, a gallery or an open mic, and count the sends, not the results.',
      'Take a walk when you are stuck. Ideas like to move.',
      'Record your practice and listen back once, noting one thing to keep and one to change.',
      'For an audition, prepare one piece you love and know inside out.',
      'Back up your work in two places. Peace of mind is creative fuel.',
      'Celebrate finishing a draft before you start fixing it.',
    ],
  },
  affirmation: {
    encouraging: ['Your creativity is a gift.', 'You have something special to share.'],
    confident: ['You are an artist.', 'Your work has value.'],
    gentle: ['Your creativity is safe with you.', 'You are allowed to make imperfect things.'],
    energetic: ['You are a creative powerhouse!', 'Your ideas are electric!'],
  },
  closing: {
    encouraging: [
      'Go and make something for {key} today, however small.',
      'Share your work with the world when you are ready. It is braver than you know.',
    ],
    confident: ['Go and finish what you started with {key}.', 'Step into {event} and let your work speak.'],
    gentle: ['Be gentle with yourself as you work on {key}.', 'Let {key} take the time it needs.'],
    energetic: ['Go and create something amazing for {key}!', '{time}, go and rock {event}!'],
  },
};
