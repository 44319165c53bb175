import type { LibraryPart } from './types';

// Rejection, failure, a job lost, a relationship ended: honest about the hurt, no silver linings forced.
export const setbacks: LibraryPart = {
  opening: {
    encouraging: [
      "Let's talk about {key}. I'm sorry it happened, and I'm glad you reached out.",
      "I know {key} has knocked the wind out of you. Let's get your breath back together.",
      'You are still here after {key}, and you are still worth believing in.',
    ],
    confident: [
      "Let's talk about {key}. It hurt, and you are going to get through it.",
      'This is about {key}, and about what you do next.',
      'You took a hit with {key}. Now we get you back on your feet.',
    ],
    gentle: [
      "I'm so sorry about {key}. Let's just sit with it for a moment.",
      "After {key}, you deserve some gentleness. Let's start there.",
      "Let's breathe together, slowly, and talk about {key}.",
    ],
    energetic: [
      "Okay. You got hit by {key}. And you are still standing. Let's talk!",
      'You got knocked down by {key}. Now we get you back up!',
      "Setback? Sure. Story over? No way! Let's talk about {key}!",
    ],
  },
  acknowledgement: {
    encouraging: [
      'It is okay to be disappointed about {key}. Disappointment shows you were hoping for something good.',
      'Rejection stings, even when you know it is not personal.',
      'It is natural to replay what happened and wonder what you could have done differently.',
      'You put yourself out there, and it did not go your way. That still took courage.',
    ],
    confident: [
      '{key} hurt. There is no point pretending otherwise.',
      'You are allowed to be angry, sad or both about {key}. Feel it, and then we move.',
      'A no from them is not a no from the world.',
      'Losing something you worked for is hard. It does not erase the work.',
    ],
    gentle: [
      'You might feel embarrassed or ashamed. Those feelings are heavy, and you do not deserve to carry them alone.',
      'It is okay to grieve something that did not happen.',
      'If you need to cry about {key}, that is a healthy thing to do.',
      'You are allowed to take some time before deciding what this means.',
    ],
    energetic: [
      "That was a tough blow. Be mad for a bit. Then let's rebuild!",
      'Rejected? Everyone who ever did anything got rejected!',
      'It did not work out this time. This time!',
      'You feel flattened. That is fine. Flat is a great place to bounce from!',
    ],
  },
  reframe: {
    any: [
      'A rejection is a decision about a moment, not a measurement of your worth.',
      'Many people you admire were turned down, let go or left behind before their best chapter.',
      'Failure is an event, not an identity.',
      'What you learned trying is yours to keep, whatever the outcome was.',
      'Sometimes a closed door is protecting you from a room you would not have liked.',
      'The people who decided did not know everything about you.',
      'It is possible to feel terrible and still be on your way to something good.',
      'A setback is a detour. It is not the end of the road.',
      'Losing your job is something that happened to you. It is not who you are.',
      'A relationship ending does not mean the love in it was not real.',
      'You do not have to find the lesson yet. Sometimes the lesson shows up much later.',
      'Trying again is not stubbornness. It is how most good things are won.',
      'Your story did not end with {key}. It turned a corner.',
      'Disappointment fades faster when you let yourself feel it properly.',
    ],
    encouraging: [
      'You are more than this one result, and the people who know you know it.',
      'You have come back from hard things before.',
    ],
    confident: ['You are not defined by a no.', 'The next attempt starts with what you learned this time.'],
    gentle: ['It is okay to rest before you try again.', 'There is no rush to be over this.'],
    energetic: ['Comeback season starts now!', 'Down is not out!'],
  },
  story: {
    any: [
      'A woman was rejected from every medical school she applied to in her first year. She took a job in a hospital lab and applied again. She got in the second time, and says the year in the lab made her a better doctor.',
      'There was a man who lost his job at fifty and thought his career was over. He started volunteering to keep busy. Through the volunteering he met someone who offered him work he loved more than the old job.',
      'Think of a writer with a drawer full of rejection letters. She started pinning them to a wall. When the wall was full, she took a photo of it. That photo now hangs next to her first published book.',
      'A footballer missed a penalty in a final and was booed by his own fans. He went back to training the next day and took penalties until it got dark. The next season, he scored the winner in the same competition.',
      'A woman whose marriage ended took a pottery class because it was the only evening she could bear to be out. She made wonky bowls for months. Now she teaches the class, and tells every newcomer that wonky is where it starts.',
      'There was a student who failed his first year at university. He was sure his family would be ashamed. His grandmother told him she had failed her first year of nursing, and then nursed for forty years.',
      'Picture someone who did not get the job they wanted, sitting in their car outside the building. They let themselves cry for ten minutes. Then they drive home, make dinner and send one more application before bed.',
      'A chef closed her first restaurant after two years. It broke her heart. Three years later, she opened a smaller place with a shorter menu and everything she had learned. It has been full ever since.',
    ],
    encouraging: ['There is a next chapter for you after {key}, too.'],
    confident: ['That is what coming back looks like, and you can do it after {key}.'],
    gentle: ['Your own recovery from {key} can take its time, too.'],
    energetic: ['That is a comeback, and yours is coming!'],
  },
  action: {
    any: [
      'Give yourself a set amount of time to feel bad, a day or a weekend, without judging it.',
      'Write down what happened in plain words, then write what you would tell a friend in your place.',
      'Ask for feedback if you can. Even a short answer can help with the next attempt.',
      'List three things you did well, even though it did not work out.',
      'Tell someone you trust what happened. Shame shrinks when it is spoken.',
      'Decide on one small next step, like one application, one call or one walk, and take it this week.',
      'Limit how often you check the thing that hurts: their profile, the job listing, the email.',
      'Update your CV while your achievements are fresh in your mind.',
      'Reach out to one person in your network and tell them you are looking.',
      'Look after the basics for a few days: sleep, food, water, daylight.',
      'Write a list of what you still have: skills, people, options. Read it in the morning.',
      'If it was a relationship, remove the reminders you cannot face yet. You can decide about them later.',
      'Plan something to look forward to in the next fortnight, however small.',
      'Change your routine a little, so the days feel less like the old ones.',
      'Talk to someone who has been through the same kind of setback and came through it.',
      'Set a date to try again, or to decide whether you want to.',
      'Notice when you speak harshly to yourself about it, and rephrase it as a friend would.',
      'Take a day away from screens and spend it outdoors if you can.',
      'Write a short letter to your future self, one year from now, about how you got through this.',
      'Celebrate the courage of trying. Tell someone about it, not just about the result.',
    ],
  },
  affirmation: {
    encouraging: [
      'You are still worthy of every good thing you were hoping for.',
      'You are resilient, even now.',
    ],
    confident: ['You are bigger than this setback.', 'You will find your way forward.'],
    gentle: ['You are allowed to take your time to heal.', 'You are still whole.'],
    energetic: ['You are built to bounce back!', 'Your comeback is going to be brilliant!'],
  },
  closing: {
    encouraging: [
      'Be kind to yourself after {key}. There is more ahead for you.',
      'Take the next small step after {key} when you are ready. I believe in you.',
    ],
    confident: ['Learn from {key}, and then leave it behind you.', 'You are not finished. Not even close.'],
    gentle: [
      'Give yourself time after {key}. You will find your feet again.',
      'Rest, and let {key} loosen its grip slowly.',
    ],
    energetic: [
      'Get back up after {key}! Your best chapter is still unwritten!',
      'Go and start your comeback today!',
    ],
  },
};
