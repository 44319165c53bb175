import type { LibraryPart } from './types';

export const career: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. Your work matters, and so does how you feel about it.",
      "{time}, you step into {event}. Let's make sure you step in as your best self.",
      "You have been growing at work, even when it did not feel like it. Let's talk about {key}.",
    ],
    confident: [
      "Let's talk about {key}. You have earned the right to be taken seriously.",
      '{event}{?time}. You know your value, and today you say it out loud.',
      "Careers are built by people who ask for things. Let's talk about {key}.",
    ],
    gentle: [
      "Work can take up so much room in our heads. Let's make a calm space to think about {key}.",
      "{time}, there is {event}. For now, let's slow down together.",
      "Let's talk softly about {key}, and about what you really want.",
    ],
    energetic: [
      "Career mode: activated! Let's talk about {key}!",
      '{event}{?time}! Time to show them what you have got!',
      "Big moves ahead! Let's get you fired up for {key}!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'Work worries have a way of following us home. It makes sense that {key} is on your mind.',
      'It can feel awkward to advocate for yourself. Most good people find it awkward.',
      'Change at work is unsettling, even when it is change you chose.',
    ],
    confident: [
      'You may feel like you have to prove yourself all over again. You do not. Your record is there.',
      'Asking for more can feel uncomfortable. Discomfort is the price of growth, and you can pay it.',
      'The politics and the pressure are real. So is your competence.',
    ],
    gentle: [
      'It is okay to feel unsure about {key}. Big decisions deserve time.',
      'Work has asked a lot of you lately. It is okay to feel tired.',
      'You might be worried about letting people down. That worry shows how much you care.',
    ],
    energetic: [
      'Feeling the pressure of {key}? That means you are playing at a higher level!',
      'Nervous about the big ask? Everyone is. Winners ask anyway!',
      'New chapter, new nerves, new chances!',
    ],
  },
  reframe: {
    any: [
      'Your manager is not a judge. They are a person with their own pressures, who needs good people.',
      'Asking for what you are worth is not greedy. It is accurate.',
      'A no today is often a not yet. Ask what it would take to get to yes.',
      'You do not need to be the loudest in the meeting. One clear point beats ten vague ones.',
      'Every expert in your office once had a first day and a first mistake.',
      'Your career is long. One review, one project or one bad week will not define it.',
      'Leaving something that no longer fits is not failure. It is honesty.',
      'The skills you built in one role travel with you to the next.',
      'Impostor feelings are common among capable people. Incompetent people rarely have them.',
      'Being new is temporary. In a few months, you will be the one explaining things.',
      'Feedback is information about your work, not a verdict on you as a person.',
      'Starting something of your own is brave, and bravery is allowed to be messy at first.',
    ],
    encouraging: [
      'You have contributed more than you remember. Go back and look.',
      'You are allowed to want more from your work, and to go after it.',
    ],
    confident: [
      'Results speak, but only if someone says them out loud. Let that someone be you.',
      'You are not lucky to be there. They are lucky to have you.',
    ],
    gentle: [
      'You can grow at your own pace at work, too.',
      'It is okay to take time to decide what you want.',
    ],
    energetic: ['Level up time!', 'Bet on yourself! It is the best investment you can make!'],
  },
  story: {
    any: [
      'A woman who had never asked for a raise wrote down five things she had achieved that year. She read them out to her manager, slowly, and then stopped talking. The silence felt endless. Then her manager said yes, and asked why she had not asked sooner.',
      'There was a man who left a safe job at forty-five to become a teacher. His friends thought he had lost his mind. The first year was hard. Ten years later, his former students still write to him.',
      'Think of someone on their first day in a new office, not knowing where the kitchen is. They ask. Someone shows them and introduces them to three people on the way. By lunch, the building feels a little smaller.',
      "A junior analyst spotted a mistake in her director's numbers. She almost said nothing. She mentioned it quietly after the meeting, with the corrected figures. Six months later, that director recommended her for promotion.",
      'A baker opened a tiny shop with her savings and a borrowed oven. The first month, she sold more to her friends than to strangers. She kept baking and kept opening on time. By the second year, there was a queue on Saturdays.',
      'There was a manager who was terrified of his first team meeting. He started by asking everyone what was getting in their way. He said almost nothing else. His team still calls it the best meeting they ever had.',
      'A designer who was passed over for promotion asked her boss for a list of what was missing. She worked through it, item by item, for six months. The next time, nobody needed convincing.',
      'Picture someone updating their CV after a layoff, staring at a blank page. They start by listing every problem they ever solved. By the end, the page is full, and they remember who they are.',
    ],
    encouraging: ['You have that same quiet determination for {key}.'],
    confident: ['That is the kind of clarity you bring to {key}.'],
    gentle: ['Your own path through {key} can unfold like that, too.'],
    energetic: ['That is what happens when you back yourself!'],
  },
  action: {
    any: [
      'Write down five things you achieved in the last year, with numbers where you can.',
      'Practise your ask in one sentence, out loud, until you can say it without apologising.',
      'Research what people in similar roles are paid, so your number has a reason behind it.',
      'Book the meeting rather than waiting for the perfect moment. The perfect moment rarely comes.',
      'Ask your manager what success looks like in your role over the next six months.',
      'Prepare for the likely objection and write down a calm answer to it.',
      'After the conversation, send a short email summarising what was agreed.',
      'On your first day, learn three names and write them down afterwards.',
      'Ask one colleague to lunch or coffee in your first week.',
      'Keep a running list of your wins at work. You will need it for every review.',
      'Block one hour a week for the work that matters most, and protect it.',
      'Ask for feedback on one specific thing, not on everything.',
      'Talk to someone who already does the job you want, and ask how they got there.',
      'If you are changing careers, list the skills you already have that transfer.',
      'Set a date to make your decision, so it does not hang over you forever.',
      'Write a one-page plan for the business: who it is for, what it costs, how you will find them.',
      'Say out loud what you want from the next year of your career, and write it down.',
      'Update your CV or profile with your latest results while they are fresh.',
      'If the meeting goes badly, ask what would need to change for a different answer next time.',
      'Prepare two questions that show you are thinking about the team, not just yourself.',
    ],
  },
  affirmation: {
    encouraging: ['You bring real value to your work.', 'You deserve to be recognised for what you do.'],
    confident: ['You are good at what you do.', 'You are worth investing in.'],
    gentle: ['You are allowed to want more from your work.', 'Your worth is not your job title.'],
    energetic: ['You are a rising star!', 'You are ready for the next level!'],
  },
  closing: {
    encouraging: [
      'Go and make your case for {key}. You deserve to be heard.',
      'Whatever happens with {key}, you will have stood up for yourself, and that matters.',
    ],
    confident: [
      'Go into {event}{?time} and say what you came to say.',
      'Take {key} seriously, because you are serious about your work.',
    ],
    gentle: [
      'Take {key} one conversation at a time.',
      'Trust yourself with {key}. You know more than you think.',
    ],
    energetic: ['Go get what you deserve! This is your moment for {key}!', '{time}, go and nail {event}!'],
  },
};
