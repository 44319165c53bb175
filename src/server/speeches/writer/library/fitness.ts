import type { LibraryPart } from './types';

export const fitness: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. Every mile and every rep so far has been building something.",
      "{time}, you take on {event}. Let's get your head as ready as your legs.",
      "Your body has been doing the work for {key}. Now let's give your mind some care too.",
    ],
    confident: [
      '{event}{?time}. You trained for this. Now you trust the training.',
      "Let's talk about {key}. Strength is built, and you have been building it.",
      'You have put in the hours for {key}. Time to act like an athlete.',
    ],
    gentle: [
      "Let's check in with your body before we talk about {key}.",
      'Take a slow breath. Your training for {key} has been a kind of care, even on hard days.',
      '{time}, you will take on {event}. Right now, just rest here.',
    ],
    energetic: [
      'Lace up! It is time to talk about {key}!',
      "{event}{?time}! Let's get that heart pumping!",
      'Game face on! We are talking about {key}, and you are ready to move!',
    ],
  },
  acknowledgement: {
    encouraging: [
      'Training is hard on the body and sometimes harder on the mind.',
      'Some sessions for {key} have felt great and some have felt awful. Both kinds count.',
      'It is normal to wonder if you have done enough. Most people do right before the big day.',
    ],
    confident: [
      'Your body aches. That is the cost of getting stronger, and you have paid it.',
      'You have missed sessions. Everyone does. What matters is that you came back.',
      'There will be a moment in {key} when you want to stop. You already know how to keep going.',
    ],
    gentle: [
      'If your body is sore or tired, it is asking to be listened to, not punished.',
      'You may have had weeks where nothing went to plan. That is part of it.',
      'It is okay to feel nervous about {key}. Bodies and hearts both need warming up.',
    ],
    energetic: [
      'Legs heavy? Lungs burning? That means you are in the fight!',
      'Some days you did not feel like training, and you did it anyway. Legend!',
      'Nervous about {key}? Good! Nerves are just fuel waiting for a spark!',
    ],
  },
  reframe: {
    any: [
      'Fitness is not a straight line. Some weeks you go backwards, and that is part of going forwards.',
      'The hard session you nearly skipped is the one that counts most.',
      'Rest days are training days. Muscles grow when you recover, not when you work.',
      'Your pace is your pace. The only person you are racing is the one who was too scared to start.',
      'Discomfort is not damage. Learn the difference, and respect both.',
      'You do not need a perfect week. You need a good month, made of imperfect weeks.',
      'Every finish line in the world is crossed one step at a time.',
      'Slow miles still count as miles.',
      'The body can do far more than the mind believes at mile ten.',
      'Consistency beats intensity. Showing up three times a week beats one heroic day.',
      'The scale measures one thing. It does not measure strength, sleep, mood or courage.',
      'Being tired at the end means you used what you had. That is the point.',
    ],
    encouraging: [
      'Look at how much stronger you are than when you first started.',
      'Every session you finished was a promise you kept to yourself.',
    ],
    confident: [
      'Your training is in the bank. You only have to withdraw it.',
      'Pain is temporary and honest effort lasts.',
    ],
    gentle: [
      'It is okay to slow down. Slowing down is not stopping.',
      'Your body is on your side, even when it complains.',
    ],
    energetic: ['Every step forward is a win!', 'Push the pace, chase the finish, love the burn!'],
  },
  story: {
    any: [
      'A woman ran her first marathon at fifty-two. At mile eighteen her legs cramped and she walked for a while. Then she ran again. She crossed the line with her arms in the air, and she says the walking part was her proudest mile.',
      'There was a man who could not run to the end of his street. He started by running between two lampposts and walking to the next. Six months later he ran his first five kilometres without stopping. He still stops at one of those lampposts to say thank you.',
      'A swimmer once lost her goggles at the start of a race. She swam the whole thing with her eyes half closed, counting strokes. She did not win, but she finished, and she learned she could swim blind if she had to.',
      'Picture a weightlifter who failed the same lift every week for two months. She lowered the weight, fixed her form and built back up. On the day she finally got it, it felt light.',
      'A cyclist got a puncture halfway up a long climb in the rain. He fixed it with cold fingers, swearing softly, then got back on. He says that hill taught him more than any race he won.',
      'Think of a runner at the back of the pack, hours after the winners have gone home. Volunteers are packing up the cones. She turns the last corner and the whole finish area cheers for her, louder than for anyone.',
      'A footballer who was dropped from his team trained alone every morning for a season. Nobody was watching. When he got his chance again, he was the fittest player on the pitch.',
      'A man in his seventies started lifting weights because he wanted to pick up his grandchildren. He began with tins of beans. A year later he carried both grandchildren at once.',
    ],
    encouraging: ['You have that same stubborn heart for {key}.'],
    confident: ['That is the grit you bring to {key}.'],
    gentle: ['Your own pace is enough for {key}, too.'],
    energetic: ['That is you on the way to {key}, unstoppable!'],
  },
  action: {
    any: [
      'Write down your plan for the next seven days, including your rest days, and stick it on the fridge.',
      'Get your kit ready the night before, shoes by the door, so the morning is decided already.',
      'Eat a familiar meal the night before a big session. Nothing new on race day.',
      'Pick one thing to focus on in your next session, like your breathing or your cadence, and ignore the rest.',
      'Break the distance into chunks in your head and only think about the chunk you are in.',
      'Plan a mantra for the hard part. Something short, like “strong and steady”.',
      'Sleep an extra half hour this week. Recovery is where the progress happens.',
      'Drink water steadily through the day instead of all at once.',
      'Warm up properly for ten minutes before you push, every time.',
      'If something hurts sharply, stop and get it checked. Training through injury costs weeks.',
      'Ice, rest and gentle movement for a sore knee or ankle beat ignoring it.',
      'Log every session in a notebook or an app. On bad days, read back how far you have come.',
      'Find a training partner, or tell a friend when you will train, so someone expects you.',
      'Start the first part of your race slower than feels right. You will thank yourself later.',
      'Know where the water stations are and plan when you will drink.',
      'Practise your race-day breakfast on a training day first.',
      'Stretch or foam roll for ten minutes after training, even when you are tired.',
      'Set a process goal, like finishing every session this week, not just a result goal.',
      'Visualise the last part of the race: tired legs, the finish ahead, you keeping your form.',
      'Do one strength session a week for your legs and core to protect your joints.',
      'Lay out a recovery snack for straight after training, with some protein in it.',
      'Take one full rest day this week and do not feel guilty about it.',
    ],
  },
  affirmation: {
    encouraging: [
      'Your body is stronger than it was, and it keeps getting stronger.',
      'You are an athlete in progress.',
    ],
    confident: ['You are fit, prepared and determined.', 'You finish what you start, mile after mile.'],
    gentle: ['Your body is doing its best for you.', 'You are allowed to move at your own pace.'],
    energetic: ['You are strong, fast and fearless!', 'You are a machine in motion!'],
  },
  closing: {
    encouraging: [
      'Every step you take toward {key} is worth celebrating. Go and take the next one.',
      'Go out and enjoy {event}. You have earned every step of it.',
      'Whatever the clock says about {event}, you showed up, and that is what counts.',
    ],
    confident: [
      'Trust your training, start steady and finish strong in {event}.',
      'You are ready for {event}. Go and prove it to yourself.',
      'Keep stacking good days toward {key}. That is the whole secret.',
    ],
    gentle: [
      'Go gently with {key}, and listen to your body as you go.',
      'Take {key} one step at a time. That is all anyone does.',
    ],
    energetic: ['{time}, go and smash {event}!', 'Go, go, go! This is your time for {key}!'],
  },
};
