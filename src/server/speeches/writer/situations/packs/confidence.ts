import type { SituationPack } from '../types';

export const confidence: SituationPack = {
  kind: 'confidence',
  label: 'building confidence',
  fallback: 'your confidence',
  outlook: 'ahead',
  examples: [
    "i have zero confidence and it's holding me back in everything",
    'constant self doubt, I second guess every decision I make',
    'imposter syndrome is eating me alive, feel like a fraud everywhere',
    "really shy, can't speak up in groups even when I have something to say",
    'how do i start believing in myself',
    'low self esteem since i was a teenager and I want to change it',
    'I compare myself to everyone on instagram and always come up short',
    'my inner critic is so loud, nothing I do is ever good enough',
    "people pleaser, can't say no, want to feel more sure of myself",
    'feel invisible in social situations and never know what to say',
    "everyone says I'm good at what I do but I feel like I'm faking it",
    "can't take a compliment, always brush it off",
    'I want to be more assertive and stop apologising for everything',
    'socially awkward and overthink every conversation afterwards',
    "hate how I look in photos and it's knocking my confidence",
    'feel like everyone is better than me at everything',
    'want to walk into a room and not feel like shrinking',
    "joined a new hobby group and I'm too scared to talk to anyone",
    'always think people are judging me',
    'need a confidence boost, feeling really small today',
    "i'm 40 and still feel like a kid pretending to be a grown up",
    'self belief is at rock bottom after a rough year',
    "scared to share my opinions in case I'm wrong",
    'introvert who wants to feel more comfortable in my own skin',
    'my self worth depends completely on what other people think of me',
    'how do I stop doubting myself all the time',
    'want to back myself more, tired of playing small',
  ],
  acknowledge: [
    'Living with a loud inner critic is exhausting, and it colours everything.',
    'Self-doubt can make even small decisions feel heavy.',
    'Feeling like a fraud while others seem sure of themselves is lonely.',
    'Shyness is not a flaw, but it can make ordinary moments feel like hard going.',
    'It hurts to want to speak up and feel the words stick in your throat.',
    'Comparing yourself with others can leave you feeling small without anyone saying a word.',
    'Brushing off compliments is often a habit built over years, not a choice.',
    'Replaying conversations afterwards is a draining habit that many people share.',
    'It takes honesty to admit you want to feel better about yourself.',
    'Low confidence can make you hold back from things you would love to try.',
    'Worrying what others think can take up a lot of room in your head.',
    'Feeling unsure of yourself does not mean there is nothing there to be sure of.',
    'Doubts carried for a long time start to feel like facts, even when they are not.',
  ],
  reframes: [
    'Confidence is built by acting, not by waiting until you feel ready.',
    'Most people are far too busy with their own worries to judge you closely.',
    'Feeling like a fraud is often a sign that you are stretching, not that you do not belong.',
    'Your inner critic is a voice, not the truth, and voices can be answered.',
    'Confident people feel doubt too; they just act anyway.',
    'Quiet people often notice, listen and think in ways that louder people miss.',
    "You are comparing your inside with other people's outside, and that is never a fair contest.",
    'Every small brave act is evidence against the story that you cannot.',
    'Self-worth does not have to be earned; it can be practised.',
    'Mistakes are how everyone learns, not proof that you are less than others.',
    'You have already done hard things, even if you tend to discount them.',
    'Speaking kindly to yourself is not soft; it is what lets you keep going.',
    'Confidence is a skill, and like any skill it grows with repetition.',
    'You do not have to become someone else; you can become more fully yourself.',
    'The people who matter tend to like you more for your honesty than for any polish.',
    'Doubt is loudest just before you try something new, which means you are growing.',
  ],
  worries: [
    {
      cues: ['imposter', 'impostor', 'fraud', 'faking it', "don't deserve", 'found out', 'not good enough'],
      reframes: [
        'Imposter feelings are common, and they often show up in capable, conscientious people.',
        'The fraud feeling is only a feeling, not a verdict from anyone who knows the facts.',
        'People who truly bluff rarely worry about being found out.',
        'If others have trusted you with something, they had reasons, and those reasons still stand.',
      ],
      steps: [
        {
          lines: [
            'Keep a file of evidence about yourself.',
            'Write down things you have done well, thanks you have received and problems you have solved.',
            'Read it whenever the fraud feeling rises.',
            'Facts on paper are harder for the critic to argue with.',
          ],
        },
        {
          lines: [
            'Talk about the feeling with someone you trust.',
            'Say out loud that you feel as if you are faking it.',
            "You will often hear that they have felt the same, which takes away the secret's power.",
          ],
        },
        {
          lines: [
            'Focus on learning rather than proving.',
            'Remind yourself that you are allowed to still be learning.',
            'Asking questions is what capable people do, not a sign that you do not belong.',
          ],
        },
      ],
    },
    {
      cues: [
        'shy',
        'shyness',
        'speak up',
        'speaking up',
        'quiet',
        'in groups',
        "don't know what to say",
        'awkward',
      ],
      reframes: [
        'Shyness makes speaking up feel risky, and that feeling is real.',
        'Your voice adds something to a conversation that would otherwise be missing.',
        "People rarely notice a wobble in someone's voice as much as the speaker does.",
        'Small contributions count, and they get easier each time.',
      ],
      steps: [
        {
          lines: [
            'Say one thing early in the conversation.',
            'In a group, aim to say something small in the first few minutes, even a question or a simple agreement.',
            'The longer you wait, the bigger the moment feels.',
            'Once you have spoken once, it is easier to speak again.',
          ],
        },
        {
          lines: [
            'Prepare a few things to talk about.',
            'Before a social event, think of two or three topics or questions you are happy to bring up.',
            "Questions about other people's plans, hobbies or recent news are easy openers.",
            'Having something ready calms the fear of going blank.',
          ],
        },
        {
          lines: [
            'Practise small social moments every day.',
            'Chat to a shop assistant, say good morning to a neighbour, or ask someone for directions.',
            'These small moments build comfort for bigger conversations.',
          ],
        },
      ],
    },
    {
      cues: [
        'inner critic',
        'hate myself',
        'hard on myself',
        'self talk',
        'negative thoughts',
        'never good enough',
        'useless',
        'stupid',
      ],
      reframes: [
        'A harsh inner voice often started as an attempt to protect you, and it can learn new words.',
        'You would never speak to a friend the way your critic speaks to you.',
        'Thoughts are not facts, even when they feel very convincing.',
        'Noticing the critic is the first step to answering it.',
      ],
      steps: [
        {
          lines: [
            'Talk to yourself as you would talk to a good friend.',
            'When you catch a harsh thought, imagine how you would say it to someone you care about.',
            'Then say that kinder version to yourself.',
            'It feels strange at first, and it gets easier with practice.',
          ],
        },
        {
          lines: [
            'Name the critic when it speaks.',
            'Notice the thought and label it, for example by saying there is the critic again.',
            'Naming it creates a little distance, so it sounds less like the truth.',
          ],
        },
        {
          lines: [
            'Write down one thing you did well each evening.',
            'It can be small, such as getting up when you did not want to or helping someone.',
            'Over weeks, the list trains your attention to notice your strengths.',
          ],
        },
      ],
    },
    {
      cues: [
        'compare',
        'comparing',
        'everyone else',
        'better than me',
        'instagram',
        'social media',
        'not as good',
      ],
      reframes: [
        'Comparing yourself with others is natural, and it rarely tells the full story.',
        "You see other people's highlights and your own behind-the-scenes.",
        "Someone else's success does not take anything away from yours.",
        'The only comparison that means much is with who you were a year ago.',
      ],
      steps: [
        {
          lines: [
            'Cut back on the feeds that make you feel small.',
            'Mute or unfollow accounts that leave you feeling worse after scrolling.',
            'Follow people who teach you something or make you laugh instead.',
          ],
        },
        {
          lines: [
            'Turn feelings of envy into useful information.',
            'When you envy someone, note exactly what it is you want that they have.',
            'Then take one small step towards that thing for yourself.',
          ],
        },
      ],
    },
    {
      cues: [
        'judging me',
        'judged',
        'what people think',
        'people pleaser',
        'embarrass',
        'laugh at me',
        'say no',
      ],
      reframes: [
        'Caring what others think is human, and it can also keep you small if it runs the show.',
        'People spend far less time thinking about you than it feels.',
        'You cannot please everyone, and trying costs you a great deal.',
        'The opinions that matter most come from people who know you well.',
      ],
      steps: [
        {
          lines: [
            'Practise saying no to small requests.',
            'Start with low-stakes ones and keep your answer short and kind.',
            'You do not need to give a long explanation.',
            'Each small no makes bigger boundaries easier.',
          ],
        },
        {
          lines: [
            'Try a small, safe embarrassment on purpose.',
            'Ask a silly question, wear something bright, or ask to swap tables at a cafe.',
            'Seeing that nothing terrible happens loosens the grip of worrying about judgement.',
          ],
        },
      ],
    },
    {
      cues: [
        'compliment',
        'compliments',
        'self worth',
        'self-worth',
        'self esteem',
        'self-esteem',
        'like myself',
      ],
      reframes: [
        'Low self-esteem often comes from old messages, not from who you are now.',
        'Worth is not something you have to earn each day; it is already there.',
        'Accepting a compliment is a kindness to the person who offered it.',
        'Liking yourself can be learnt slowly, through small daily choices.',
      ],
      steps: [
        {
          lines: [
            'Accept compliments with a simple thank you.',
            'Resist the urge to explain, deflect or return the compliment straight away.',
            'Just say thank you and let it land for a moment.',
          ],
        },
        {
          lines: [
            'Do one thing each day that you respect yourself for.',
            'Keep a promise to yourself, however small, such as a walk or an early night.',
            'Self-respect grows from keeping the promises you make to yourself.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Act before you feel fully ready.',
        'Confidence usually follows action rather than coming first.',
        'Pick one small thing you have been holding back on and do it this week.',
        'The feeling grows out of the doing.',
      ],
    },
    {
      lines: [
        'Build a ladder of small brave acts.',
        'List things that feel a little scary, from easiest to hardest.',
        'Start at the bottom and move up one rung at a time.',
        'Each rung you climb shows you that you can cope.',
      ],
    },
    {
      lines: [
        'Stand and move like someone at ease.',
        'Uncross your arms, drop your shoulders and take up your full space.',
        'Body and mind influence each other, and an open posture can help you feel steadier.',
      ],
    },
    {
      lines: [
        'Speak a little slower and a little louder.',
        'Nervous speech tends to rush and fade at the end of sentences.',
        'Slowing down and finishing sentences clearly helps you sound and feel more sure.',
      ],
    },
    {
      lines: [
        'Prepare for the moments that worry you.',
        'Think through what you want to say or do in a situation you dread.',
        'Practise it out loud or write it down.',
        'Preparation is one of the surest routes to feeling confident.',
      ],
    },
    {
      lines: [
        'Learn a new skill and notice your progress.',
        'Choose something practical, such as cooking a new dish, a language or an instrument.',
        'Watching yourself improve builds a quiet, solid kind of confidence.',
        'It also reminds you that you can learn hard things.',
      ],
    },
    {
      lines: [
        'Spend more time with people who lift you.',
        'Notice who leaves you feeling better about yourself and who leaves you feeling smaller.',
        'Make more room for the first group wherever you can.',
      ],
    },
    {
      lines: [
        'Look after your sleep, food and movement.',
        'Tiredness and hunger make doubt louder and resilience thinner.',
        'A walk, a proper meal and an early night often change how you see yourself.',
      ],
    },
    {
      lines: [
        'Make eye contact and smile first.',
        'When you meet someone, look at them, smile, and say hello before they do.',
        'It feels exposing at first, and it quickly becomes natural.',
        'People tend to respond warmly, which builds your confidence in return.',
      ],
    },
    {
      lines: [
        'Replace always and never with specific facts.',
        'When you think you always get things wrong, look for the real examples.',
        'Specific, balanced thoughts are usually kinder and more accurate.',
      ],
    },
    {
      lines: [
        'Stop replaying conversations once they are over.',
        'When you catch yourself rerunning a chat, say enough for now and do something absorbing.',
        'If something truly needs fixing, note it down for tomorrow and then let it go.',
      ],
    },
    {
      lines: [
        'Ask for what you want in small ways.',
        'Ask for a different table, a clearer answer or a hand with something.',
        'Small requests build the habit of treating your needs as valid.',
      ],
    },
    {
      lines: [
        'Do something you are good at each week.',
        'Spend time on an activity where you feel capable, whether cooking, sport, art or helping others.',
        'Feeling skilled in one area tends to spread into others.',
      ],
    },
    {
      lines: [
        'Talk back to the worst-case story.',
        'When you imagine everything going wrong, also picture what would most likely happen.',
        'Then picture how you would cope if the worst did happen.',
        'Seeing that you could cope takes the sting out of the fear.',
      ],
    },
  ],
  rehearsal: [
    'Picture walking into a room with your shoulders back and taking one slow breath before saying hello.',
    'Imagine saying one thing early in a conversation and noticing how easily the moment passes.',
    'See yourself receiving a compliment and simply saying thank you.',
    'Picture the critic starting up, and you answering it with a kinder, truer sentence.',
    'Tomorrow, choose one small brave act and decide exactly when you will do it.',
    'Imagine a friend describing you to someone else, and listen for the good things they would say.',
    'Picture yourself saying no to a small request, kindly and without a long explanation.',
    "Run through tomorrow's hardest moment in your head and see yourself getting through it.",
    'Imagine looking back in six months at the small steps you took, and how much easier things feel.',
    'See yourself making eye contact, smiling first, and getting a warm smile back.',
  ],
  setbacks: [
    'If you held back today, notice it without judging, and plan one small step for tomorrow.',
    'If a conversation went awkwardly, remember that the other person has probably already moved on.',
    'If the critic is loud today, be extra gentle with yourself rather than arguing with it all day.',
    'On a low day, reread your evidence file and your list of small wins.',
    'A step backwards is part of building confidence, not proof that it is not working.',
    'If something you tried went badly, give yourself credit for trying at all.',
    'If you compared yourself and felt small, put the phone down and do something you enjoy.',
    'Talk to a friend who sees you clearly when your own view feels distorted.',
    'If it keeps feeling this heavy, talking to a counsellor can be a strong and sensible step.',
    'Tomorrow is a fresh chance to try one small thing again.',
  ],
  stories: [
    'A young man I heard about was so shy that he never spoke in his weekly book group. He set himself one rule: say one thing, however small, in the first ten minutes. The first time, he simply agreed with someone and explained why. Within two months he was the one who started the discussion.',
    'One woman felt like a fraud in every room she walked into. She began keeping a list on her phone of things she had done well and kind words people had said. When the fraud feeling rose, she read three items from the list. The feeling did not vanish, but it stopped running her decisions.',
    'A man I heard about had never been able to take a compliment. He decided to say only thank you, nothing more, for a whole month. It felt awkward at first, and then it felt good. He noticed he had started to believe some of the kind things people said.',
    'One woman compared herself with everyone she followed online and always felt behind. She unfollowed forty accounts in one evening and followed people who taught her practical skills. After a few weeks she felt lighter after scrolling, not heavier. She spent the time she saved learning to draw.',
    'A quiet man dreaded saying no to friends who always asked him for favours. He practised on small requests first, with short, kind answers and no long excuses. His friends accepted it far more easily than he had expected. Over time he found he had more time and more respect for himself.',
  ],
  closings: [
    'Tomorrow, do one small brave thing and notice that you did it.',
    'Be on your own side for the next few days and see what changes.',
    'Speak kindly to yourself tonight, as you would to a friend.',
    'Acting confidently does not require feeling confident, so take one step.',
    'Keep collecting evidence of what you can do.',
    'Walk in, take up your space, and say hello first.',
    'The quiet voice that wants more for you is worth listening to.',
    'Small steps repeated are how confidence is built, and you can start today.',
    'Let tomorrow be a day when you give yourself a little more credit.',
    'You are more capable than your doubts are telling you.',
  ],
};
