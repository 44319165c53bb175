import type { LibraryPart } from './types';

// Grief, continued: getting through the days, work and other people, and the long months after.
export const griefDays: LibraryPart = {
  reframe: {
    any: [
      'Mornings can be the hardest, when you wake up and remember. Be gentle with the first hour of the day.',
      'It is normal to feel foggy and forgetful while grieving. Your mind is carrying something huge.',
      'People may say clumsy things. Most of them are trying to love you and do not know how.',
      'You can go back to work and still need time. Both are allowed.',
      'Grief does not follow the calendar. A random Tuesday can be harder than the anniversary.',
      'You might replay the last days or the last conversation. That is your mind trying to make sense of it.',
      'Regret is a common part of grief. It usually says more about your love than about anything you did wrong.',
      'Some people want to talk about it, and some do not. You get to choose, day by day.',
      'You are not burdening people by being sad around them.',
      'The world keeping on turning can feel unfair. It is okay to be angry about that too.',
      'There will be moments of ordinary happiness again, and they will not take anything away from them.',
      'Things that used to be easy might take more effort for a while. That is grief, not weakness.',
      'Not every hard feeling needs to be solved. Some just need to be felt and allowed to pass.',
      'Missing someone can feel physical, in your chest or your stomach. Be kind to your body when it does.',
      'The love you feel is proof that what you had was real and good.',
    ],
  },
  action: {
    any: [
      'Keep your phone charged and a friend on speed dial for the harder evenings.',
      'Choose one small thing to look forward to each day: a favourite drink, a show, a walk.',
      'Write a list of the practical tasks ahead and ask one person to take one of them.',
      'If sleep is difficult, get up, have a warm drink and try again, rather than lying there fighting it.',
      'Tell people at work what you need: time, quiet, or simply not being asked about it today.',
      'Spend a few minutes outside in the morning light. It helps your body keep some rhythm.',
      'Let yourself say no to big decisions for a while, if you can wait.',
      'Put a photo of them somewhere you can see it, if that brings comfort rather than pain.',
      'Share a memory of them with someone else who is grieving them too.',
      'Allow one quiet hour this week just to think about them, without interruptions.',
    ],
  },
  story: {
    any: [
      'A woman who lost her husband hated eating alone. She started taking a book to the same café every Friday. The staff learned her name and her order. She says they did not know they were helping her through the worst year of her life.',
      "There was a man who found his late father's handwritten recipes in a drawer. Some were stained and hard to read. He cooked one every Sunday for a year, getting most of them slightly wrong. His kids now call them grandad's Sundays.",
      "Think of a teenager who could not cry at her mother's funeral. Weeks later, she cried at an advert on television and could not stop. Her aunt held her and said grief keeps its own timetable. It was the start of feeling a little lighter.",
      'A nurse who had lost her sister went back to work sooner than she should have. A colleague noticed her staring at a chart and quietly took over her round. Nothing was said. Months later, she did the same for someone else.',
      "There was an old man who kept feeding his late wife's birds every morning. He did not much like birds at first. After a while he knew them all, gave them names, and looked forward to them. He says she left him some company.",
      'A young father who lost his dad started telling his children a story about their grandad every night. Some were funny and some were sad. His daughter now tells the stories back to him, with her own details added.',
    ],
  },
  affirmation: {
    any: [
      'You are carrying this with more grace than you know.',
      'You are allowed to have good moments without guilt.',
      'You are doing enough, even on the days you do very little.',
      'You are someone who loves deeply, and that is a gift.',
    ],
  },
};
