import type { LibraryPart } from './types';

export const relationships: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. The people we love are worth a little courage.",
      '{time}, there is {event}. I want you to go in with an open heart.',
      "Relationships take bravery. Let's talk about {key}.",
    ],
    confident: [
      "Let's talk about {key}. You know what you want to say, and you can say it well.",
      '{event}{?time}. You are going in honest and steady.',
      "Clear and kind is a powerful combination. Let's bring it to {key}.",
    ],
    gentle: [
      "Matters of the heart can be tender. Let's talk softly about {key}.",
      "Let's take a slow breath before we think about {key}.",
      '{time}, you have {event}. For now, let your heart settle.',
    ],
    energetic: [
      "Love takes guts, and you have got guts! Let's talk about {key}!",
      "{event}{?time}! Let's get you feeling brave!",
      'Heart open, head up! This is about {key}!',
    ],
  },
  acknowledgement: {
    encouraging: [
      'Difficult conversations with people we love are some of the hardest things we do.',
      'It is natural to worry about saying the wrong thing.',
      'You care about this person, and that is why it feels so big.',
    ],
    confident: [
      'You might not get the reaction you want. You can still say what needs saying.',
      'Being honest with someone you love is a form of respect.',
      'The discomfort of one hard conversation is smaller than the weight of many unsaid things.',
    ],
    gentle: [
      'It is okay to feel nervous about {key}. Love and nerves often travel together.',
      'You might be carrying old hurts into this. Go easy on yourself.',
      'You do not have to get everything right. You only have to be sincere.',
    ],
    energetic: [
      'Nervous about {key}? That is your heart saying this matters!',
      'Butterflies? That is love and courage mixing together!',
      'You care. That is your superpower here!',
    ],
  },
  reframe: {
    any: [
      'You cannot control how someone reacts. You can control how kindly and clearly you speak.',
      'A hard conversation is often the start of a better relationship, not the end of one.',
      'Listening is half of every conversation, and the easier half to be good at.',
      'Saying sorry first is not losing. It is leading.',
      'People often remember how you made them feel more than the exact words you used.',
      'It is okay to pause a conversation and come back to it when you are both calmer.',
      'Asking for what you need is not selfish. Good relationships run on it.',
      'Other people are often as nervous as you are, especially on a first date.',
      'You do not need a perfect speech. You need an honest one.',
      'Boundaries are not walls. They are the shape that lets closeness last.',
      'Conflict handled well can bring people closer than peace that hides things.',
      'The right people will like you more for being yourself, not less.',
    ],
    encouraging: [
      'Your willingness to try with {key} says a lot about your heart.',
      'Love grows when someone is brave enough to speak first.',
    ],
    confident: [
      'Say what you mean, kindly, and let it land.',
      'You deserve to be heard in your own relationships.',
    ],
    gentle: [
      'You can be tender and honest at the same time.',
      'It is okay to take things slowly with people.',
    ],
    energetic: ['Be bold with your heart!', 'Courage in love is always worth it!'],
  },
  story: {
    any: [
      "A man had not spoken to his brother for three years after an argument about their father's house. One Sunday he sent a text that just said: I miss you. His brother called within the hour. Neither of them mentioned the house.",
      'There was a woman who rehearsed a hard conversation with her mother for weeks. When the moment came, she forgot the script and said: I love you, and I need you to hear something. It went better than any of the scripts.',
      'Think of two people on a first date, both so nervous they knock over the same glass of water. They laugh so hard the waiter joins in. They have been together eleven years.',
      "A father who struggled to talk about feelings started writing his teenage son short notes in his lunchbox. The son never mentioned them. Years later, the father found every note in a shoebox under his son's bed.",
      'A couple who argued about everything started a rule: before responding, each repeats back what the other said. It felt silly for a week. Then the arguments got shorter, and the repair got quicker.',
      "There was a shy groom who was terrified of his wedding speech. He kept it to four sentences, the last one being his partner's name. People cried at the fourth sentence.",
      'Picture an old friend you drifted away from years ago. You send a message, heart thumping. They reply with three exclamation marks and a photo from school. Some doors were only ever waiting for a knock.',
      'A woman asked her partner for more help at home, calmly, with one clear example. She had been dreading it for months. He said he had not realised, and the next morning he made the school lunches.',
    ],
    encouraging: ['You can bring that same warmth to {key}.'],
    confident: ['That is the kind of courage you bring to {key}.'],
    gentle: ['Maybe {key} can go gently like that.'],
    energetic: ['That is what a brave heart does!'],
  },
  action: {
    any: [
      'Write down the one thing you most want the other person to understand, in one sentence.',
      'Choose a calm time and a private place for the conversation, not in the middle of a rush.',
      'Start with what you appreciate about them before you raise what is hard.',
      'Use “I feel” rather than “you always”. It keeps the door open.',
      'Plan to listen for at least as long as you speak.',
      'If emotions run high, suggest a short break and a time to come back to it.',
      'Practise your opening line out loud so it comes out the way you mean it.',
      'Think about what the other person might be worried about, and acknowledge it.',
      'Ask one open question and really listen to the answer.',
      'For a date, pick a place where you feel comfortable and can hear each other.',
      'Prepare two or three easy questions in case the conversation stalls.',
      'Send the message you have been putting off, even if it is just to say hello.',
      'Write a letter you may never send, to get your thoughts in order first.',
      'Agree on one small, specific change rather than trying to fix everything at once.',
      'Check in afterwards with a kind message, however the conversation went.',
      'For a speech, write it, read it aloud, then cut it by a third.',
      'Take a slow walk together if sitting face to face feels too intense.',
      'Decide in advance what you are willing to compromise on and what you are not.',
      'If you owe an apology, make it specific and do not add a “but”.',
      'Spend some time with people who make you feel like yourself before the big moment.',
    ],
  },
  affirmation: {
    encouraging: ['You have so much love to give.', 'You are a caring and thoughtful person.'],
    confident: ['You deserve relationships that respect you.', 'You speak with honesty and kindness.'],
    gentle: ['Your heart is worth protecting.', 'You are lovable, just as you are.'],
    energetic: ['You are brave in love!', 'Your heart is your strength!'],
  },
  closing: {
    encouraging: [
      'Go toward {key} with an open heart.',
      'Whatever happens with {key}, your courage matters.',
    ],
    confident: [
      'Say what you need to say about {key}, clearly and kindly.',
      'Walk into {event} honest and steady.',
    ],
    gentle: ['Be gentle with yourself as you think about {key}.', 'Take {key} slowly, with care.'],
    energetic: ['Go and be brave with {key}!', '{time}, go and shine at {event}!'],
  },
};
