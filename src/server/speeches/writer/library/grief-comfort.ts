import type { LibraryPart } from './types';

// More for grief: long speeches about a loss need many kind, true things that do not repeat.
export const griefComfort: LibraryPart = {
  reframe: {
    any: [
      'There is no wrong way to miss someone.',
      'Grief can arrive in the middle of an ordinary afternoon, in a supermarket aisle or a song. That is normal.',
      'You can keep loving someone who is no longer here. Love does not need them to be in the room.',
      'Doing normal things again is not forgetting. It is carrying them into your ordinary days.',
      'Some days you will feel stronger, and some days you will not. Neither is a test.',
      'It is okay to talk to them out loud. Many people do.',
      'The questions you cannot answer now may soften with time, even if they are never answered.',
      "You are not doing grief wrong if it looks different from someone else's.",
      'Tears are not weakness. They are love leaving the body for a while.',
      'The first year is often a year of firsts. Each one you get through is a quiet achievement.',
      'Other people may grieve differently from you. Different does not mean they cared less.',
      'You can be grateful for the time you had and heartbroken that it ended. Both are true.',
    ],
    encouraging: [
      'You are getting through something enormous, one ordinary day at a time.',
      'The love you gave them is still in you, and it is still good.',
      'People who loved them can help you carry this. Let them.',
    ],
    confident: [
      'You will find a way to live alongside this. People do, and you will.',
      'Grief is not a problem to fix. It is a weight to carry, and you are carrying it.',
      'You can take this one hour at a time and still be moving forward.',
    ],
    gentle: [
      'Let the feelings come and go like waves on a beach.',
      'You do not have to make sense of anything today.',
      'Your heart is allowed to take its time.',
    ],
    energetic: [
      'Their story still lives in you, and you get to keep telling it.',
      'Laughter and tears can share the same day. Let them both in.',
      'Every day you get up is a day you honour them.',
    ],
  },
  affirmation: {
    any: [
      'You are doing the hardest thing there is, and you are still here.',
      'You loved them well.',
      'You are allowed to take care of yourself right now.',
      'You are not alone, even in the quietest hours.',
      'Your heart is strong enough to hold this, even when it aches.',
      'You are allowed to keep living fully.',
    ],
    encouraging: [
      'You are so much stronger than you feel right now.',
      'They would be proud of how you are carrying this.',
    ],
    confident: [
      'You can do one day at a time. You are doing it.',
      'You will carry them with you, and you will carry on.',
    ],
    gentle: ['You are allowed to rest in your grief.', 'You deserve softness today.'],
    energetic: [
      'You have a heart full of love, and it keeps beating!',
      'You are still here, and your life still matters!',
    ],
  },
  action: {
    any: [
      'Put the date of hard anniversaries in your calendar with a note to be gentle with yourself that day.',
      'Ask a friend to sit with you while you do a task you have been dreading, like sorting through belongings.',
      'Write a letter to them, telling them what has happened since they died.',
      'Look through photographs when you feel ready, and only for as long as you want to.',
      'Choose one small way to honour them this week, like their favourite walk or their favourite song.',
      'Let people know what helps you: a text, a visit, a meal, or just their name said out loud.',
      'Give yourself permission to leave events early if the grief rises.',
      'Keep water and a simple snack near you. Grief makes people forget to eat.',
      'When work feels impossible, ask for the smallest tasks for now, and say why.',
      'Plant something, light a candle, or make something with your hands in their memory.',
    ],
  },
  story: {
    any: [
      "A man kept his late wife's garden exactly as she had planted it. The first summer, he could not bear to weed it. The second summer, he added one new rose. He says the garden is now theirs, not just hers.",
      'There was a woman who could not listen to music after her brother died. Months later she heard his favourite band on the radio in a café. She sat and listened to the whole song. It was the first time she smiled when she thought of him.',
      'Think of a family at the first holiday meal after a loss. There is an empty chair. Someone proposes a toast to the person who should be in it. Everyone cries, and then someone tells a funny story, and the meal goes on.',
      'A teenager who lost her grandfather started wearing his old watch. It was too big and she had to make a new hole in the strap. She said it felt like he was keeping time with her.',
      "A man whose best friend died kept their weekly running route. For a while he ran it alone and sad. Then he invited another friend. Now a small group runs it every Sunday and calls it by his friend's name.",
      "There was a mother who baked her son's favourite biscuits on his birthday every year after he died. She gave them to the neighbours' children. She said it was the only way she could stand the day, and it helped.",
    ],
  },
};
