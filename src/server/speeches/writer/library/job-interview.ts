import type { LibraryPart } from './types';

export const jobInterview: LibraryPart = {
  opening: {
    encouraging: [
      "Let's get you ready for {event}{?time}. You have more to offer than you think.",
      '{time}, you walk into {event}. I want you to walk in feeling like yourself.',
      "An interview is a conversation, and you are good at conversations. Let's talk about {key}.",
    ],
    confident: [
      '{event}{?time}. You are going in there to show them what they would be lucky to have.',
      "They invited you to {event} for a reason. Let's make sure you remember it.",
      'Your experience got you into {event}. Now your composure gets you through it.',
    ],
    gentle: [
      "Let's take a slow breath together before {event}{?time}.",
      "An interview can feel like a lot. Let's make {key} feel a little smaller.",
      "Before {event}, let's find a calm place to stand.",
    ],
    energetic: [
      'Interview mode: on! {event}{?time}, and you are going to shine!',
      "They want to meet you! Let's get you ready for {event}!",
      '{time}, you walk into {event} with your head high!',
    ],
  },
  acknowledgement: {
    encouraging: [
      'Interviews are strange. You are asked to sum yourself up in an hour, and nobody fits in an hour.',
      'It is completely normal to feel nervous before {event}. It means you want this.',
      'Waiting for an interview can be harder than the interview itself.',
    ],
    confident: [
      'Being judged by strangers is uncomfortable. It is also temporary, and you can handle it.',
      'Yes, the stakes feel high for {key}. That is because you are going for something worth having.',
      'You have been preparing in your head for days. Time to turn that into calm.',
    ],
    gentle: [
      'It is okay if your stomach is in knots about {key}.',
      'You might be replaying every question you could be asked. That is your mind trying to help.',
      'Interviews ask you to be brave in a small room. That is a lot to ask, and you are doing it.',
    ],
    energetic: [
      'Nervous about {key}? Good! That means you actually want it!',
      "Your mind is racing through questions. Let's point that energy at your answers!",
      'Interviews are scary for everyone. Even the interviewer is a little nervous!',
    ],
  },
  reframe: {
    any: [
      'They are not looking for a perfect person. They are looking for the right person, and they hope it is you.',
      'The interviewer wants this to go well too. Every good hire makes their day easier.',
      'You are interviewing them as much as they are interviewing you.',
      'A question you find hard is not a trap. It is a chance to show how you think.',
      'Pausing before you answer does not look unsure. It looks thoughtful.',
      'They already liked your application. You are not starting from zero in that room.',
      'You do not have to know everything. You have to show how you would find out.',
      'Your nerves will fade a few minutes in. They almost always do.',
      'If you stumble on one answer, the next answer is a fresh start.',
      'A weakness you understand and are working on is one of the strongest things you can talk about.',
      'An interview is not a test of your worth. It is a test of fit, and fit works both ways.',
      'Your stories are your evidence. Nobody else can tell them the way you can.',
    ],
    encouraging: [
      'You have been getting ready for {key} your whole working life; you just did not call it that.',
      'Even if this one is not the right fit, you will leave it a stronger candidate.',
    ],
    confident: [
      'You are not asking for a favour. You are offering your skills.',
      'Walk in as a colleague they have not met yet, not as someone asking to be let in.',
    ],
    gentle: [
      'It is okay to say you need a moment to think. Good interviewers respect that.',
      'You can be nervous and still be exactly the person they are looking for.',
    ],
    energetic: [
      'Every question is a chance to show them something great!',
      'You are the answer to their problem. Go tell them!',
    ],
  },
  story: {
    any: [
      'A friend of mine once froze on the first question of an interview. She asked for a glass of water, took a sip and started again. The rest of the hour went beautifully. She got the job, and the interviewer later told her the pause had made her seem calm.',
      'There was a young engineer who went into an interview certain he would be found out. He was asked about a project that had failed. He told the truth about what went wrong and what he learned. They hired him for that answer.',
      'A woman applying for her first management job wrote her stories on index cards the night before. She never looked at the cards in the room. Writing them had already done the work.',
      'Think of someone who had been turned down by six companies. Before the seventh interview, she stopped trying to sound impressive and started trying to sound like herself. The seventh said yes.',
      'A man once spent the first minute of an interview admiring the view from the office window, out loud. It broke the ice. They talked like people after that, not like a panel and a candidate.',
      'Picture a nurse interviewing for a new ward. They ask about her hardest shift. She does not dress it up; she tells them what she did at four in the morning. They can hear in her voice that she would do it again.',
      'A graduate with no experience was asked why they should hire him. He said he could not promise experience, only that he would be the person who stayed late to learn. Five years later he was running the team.',
      'There was a chef who was asked to cook for her interview. Her sauce split halfway through. She calmly started it again and explained what had gone wrong. The head chef said that was what he needed to see.',
    ],
    encouraging: ['You can walk into {event} with that same honesty.'],
    confident: ['That is exactly the kind of composure you bring into {event}.'],
    gentle: ['Maybe {event} can feel like that, just two people talking.'],
    energetic: ['That is you in {event}: real, calm and memorable!'],
  },
  action: {
    any: [
      'Write down three stories from your work where you solved a real problem, and practise telling each in under two minutes.',
      'For each story, say what the situation was, what you did and what happened because of it.',
      'Read the job description again and underline the three things they care about most. Match a story to each one.',
      'Prepare one honest weakness, and say what you are actively doing about it.',
      'Practise saying your answer to “tell me about yourself” out loud until it takes about a minute.',
      'Write two or three questions you genuinely want to ask them about the team or the work.',
      "Look up the company's recent news so you can mention something specific.",
      'Plan your route and leave early enough to arrive ten minutes before, with time to breathe.',
      'Lay out your clothes the night before and check they are comfortable to sit in.',
      'Ask a friend to fire practice questions at you, including the one you dread most.',
      'Record yourself answering a question on your phone, then listen once and change only one thing.',
      'When they ask a hard question, repeat the key words back slowly. It buys you time to think.',
      'If your mind goes blank, say so simply: let me think about that for a second.',
      'Bring a notebook with your key points, and let yourself glance at it.',
      'Before you go in, breathe out slowly twice and drop your shoulders.',
      'Smile when you introduce yourself. It relaxes your own face as much as theirs.',
      'Have one sentence ready about why you want this job in particular.',
      'Think of a time you disagreed with someone at work and handled it well. They often ask.',
      'Prepare a number or a result from each story. Specific beats impressive.',
      'After the interview, write down what went well before you write down anything else.',
      'If it is a video interview, test your camera and sound an hour before, and put a note on the door.',
      'Drink water beforehand, not too much coffee. You want a steady voice.',
    ],
  },
  affirmation: {
    encouraging: [
      'You have real experience and real stories, and they are worth hearing.',
      'You are someone any good team would be glad to have.',
    ],
    confident: ['You are a strong candidate. Walk in like one.', 'Your experience speaks. Let it.'],
    gentle: [
      'You are allowed to take your time with each answer.',
      'You are more than any one interview could capture.',
    ],
    energetic: ['You are hireable, brilliant and ready!', 'You are the candidate they will remember!'],
  },
  closing: {
    encouraging: [
      'Go and let them meet the real you at {event}{?time}.',
      'Whatever the outcome of {key}, you will have shown up as yourself, and that is a win.',
    ],
    confident: [
      'Walk into {event}{?time}, shake their hand and own the room.',
      'Tell your stories, ask your questions and enjoy {event} as much as you can.',
    ],
    gentle: [
      'Walk into {event} slowly, and let yourself be seen.',
      'Whatever happens with {key}, you will be okay. Breathe, and go.',
    ],
    energetic: ['{time}, go into {event} and blow them away!', 'Go into {event} and get that job!'],
  },
};
