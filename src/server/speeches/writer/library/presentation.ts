import type { LibraryPart } from './types';

export const presentation: LibraryPart = {
  opening: {
    encouraging: [
      "Let's get you ready for {event}{?time}. You have something worth saying.",
      '{time}, you stand up for {event}. I want you to stand up knowing your worth.',
      "The people listening to {event} want you to do well. Let's start there.",
    ],
    confident: [
      '{event}{?time}. You know your material, and you are going to deliver it.',
      "You were asked to speak because you have something to say. Let's sharpen {key}.",
      "Let's talk about {key}, and about commanding a room.",
    ],
    gentle: [
      "Before {event}, let's slow your breathing and quiet the noise.",
      "Speaking in front of people is a vulnerable thing. Let's be gentle about {key}.",
      '{time}, you will share your work. For now, just breathe with me.',
    ],
    energetic: [
      'Mic check! {event}{?time}, and you are going to bring it!',
      "It's showtime soon! Let's fire you up for {event}!",
      "{time}, you take the floor. Let's get that energy up!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'Public speaking makes almost everyone nervous. You are in very good company.',
      'It is natural to worry about forgetting your words in {event}.',
      'You have put real work into {key}, and it is okay to want it to land.',
    ],
    confident: [
      'Your heart will race before {event}. Let it. It is getting you ready.',
      'Standing in front of people is uncomfortable. You are going to do it anyway.',
      'The pressure of {key} is real. So is your preparation.',
    ],
    gentle: [
      'It is okay if your hands shake a little. Nobody minds as much as you do.',
      'You might be imagining every face in the room. Those faces are kinder than you think.',
      'It is alright to feel exposed before {event}. That is what sharing something feels like.',
    ],
    energetic: [
      "Butterflies? Perfect! Let's teach them to fly in formation!",
      'Heart pounding about {key}? That is adrenaline, and adrenaline is power!',
      'Everyone gets stage nerves. The great ones use them!',
    ],
  },
  reframe: {
    any: [
      'The audience is not waiting for you to fail. They are hoping to learn something.',
      'You do not need to be a performer. You need to be clear, and you can be clear.',
      'A pause feels long to you and natural to everyone else.',
      'If you lose your place, look at your notes. Audiences barely notice.',
      'Nobody knows what you planned to say, so nobody knows if you skip a line.',
      'People remember how you made them feel and one or two ideas. That is all you need to give them.',
      'You are the expert on your own material. That is why you are the one speaking.',
      'Nerves make you speed up. Slowing down makes you sound sure, even when you are not.',
      'Talk to one friendly face at a time, not to the whole room.',
      'The first thirty seconds are the hardest. After that, you are just talking.',
      'A presentation is a conversation where you happen to speak first.',
      'Questions at the end are a sign of interest, not an attack.',
    ],
    encouraging: [
      'Your voice deserves to be heard, and {event} is a good place to start.',
      'You care about this topic, and that care will come through.',
    ],
    confident: [
      'Stand still, speak slowly and let the silence do some of the work.',
      'You are not asking for their attention. You are earning it.',
    ],
    gentle: [
      'It is okay to read from your notes. Clarity matters more than polish.',
      'You can speak softly and still be heard.',
    ],
    energetic: ['Every word you say is a chance to light someone up!', 'Own the stage, own the story!'],
  },
  story: {
    any: [
      'A scientist once dropped all her notes on the floor at the start of a big talk. She laughed, picked them up and said she would just tell them what she loved about her work. It was the best talk of the conference.',
      'There was a founder who practised his pitch forty times in his kitchen. On the day, the projector failed. He had said it so often that he did not need the slides. The investors said they had never seen anyone so clear.',
      'Picture a teacher at her first school assembly, knees shaking. She starts with a question for the children, and a hundred hands go up. Suddenly it is not a speech any more. It is a conversation.',
      'A manager who hated presenting decided to tell one true story at the start of every talk. People started looking forward to his updates. He still hated presenting, but he got very good at it.',
      'A student gave a presentation with a voice that wobbled the whole way through. Afterwards, a classmate told her it was the only talk he remembered, because she clearly meant every word.',
      'A best man forgot the middle of his speech at a wedding. He looked at his brother, said he loved him and sat down. People were still talking about it years later, and none of them remembered the jokes.',
      'Think of a designer presenting to a tough client. Halfway through, the client frowns. Instead of rushing, she stops and asks what he is thinking. His concern takes one minute to answer, and the rest of the meeting goes her way.',
      'There was an engineer who was told his talks were too dry. He added one picture to each slide and one joke to each section. The content stayed the same. The room woke up.',
    ],
    encouraging: ['You can bring that same honesty to {event}.'],
    confident: ['That is the calm you take into {event}.'],
    gentle: ['Perhaps {event} can feel a little like that.'],
    energetic: ['That is the energy you bring to {event}!'],
  },
  action: {
    any: [
      'Write your opening sentence and your closing sentence word for word. Improvise the middle if you need to.',
      'Practise the whole thing out loud at least three times, once standing up.',
      'Time yourself, then cut anything that pushes you over. Short and clear beats long and complete.',
      'Put one idea on each slide, and no more than a few words.',
      'Mark two places in your notes where you will pause and breathe.',
      'Know your first three slides so well that you could give them in the dark.',
      'Practise in front of one person and ask them what they remember afterwards.',
      'Arrive early and stand where you will speak. Let your body learn the room.',
      'Check the screen, the clicker and the microphone before anyone else arrives.',
      'Plan your answer to the question you are most afraid of being asked.',
      'If you lose your place, stop, breathe, look at your notes and carry on. Practise doing exactly that.',
      'Record a run-through on your phone and listen for speed. Slow down by a third.',
      'Pick three friendly faces in different parts of the room and rotate between them.',
      'Keep a glass of water nearby and take a sip between sections.',
      'Hold your notes in one hand and keep the other free. It steadies both.',
      'Start with a story, a question or a surprising fact, not with an apology.',
      'End with one clear thing you want them to do or remember, and say it twice.',
      'Warm up your voice in the car or the bathroom: hum, stretch your jaw, say a tongue twister.',
      'Stand with your feet hip-width apart and your weight even. It stops the sway.',
      'When someone asks a question, thank them, repeat it for the room and then answer.',
      'Print a backup of your slides in case the technology lets you down.',
      'Plan what you will do for the first ten seconds: walk, stand, smile, breathe, begin.',
    ],
  },
  affirmation: {
    encouraging: ['You have something valuable to share.', 'Your voice matters in that room.'],
    confident: ['You are a clear, compelling speaker.', 'You command attention without asking for it.'],
    gentle: ['You are allowed to take your time up there.', "Your words are worth the room's attention."],
    energetic: ['You were born to hold a stage!', 'You are going to light that room up!'],
  },
  closing: {
    encouraging: [
      'Go and share your ideas at {event}{?time}. They deserve to be heard.',
      'When you stand up for {event}, remember that the room is on your side.',
    ],
    confident: [
      'Step up to {event}, take a breath and deliver.',
      '{time}, you own that room. Go and give {event} everything.',
    ],
    gentle: [
      'Go into {event} gently, at your own pace, and let your words land.',
      'Breathe before you begin {event}. The rest will follow.',
    ],
    energetic: ['Go and rock {event}!', '{time}, take that stage and make it yours!'],
  },
};
