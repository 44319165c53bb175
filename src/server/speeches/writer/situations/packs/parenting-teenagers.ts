import type { SituationPack } from '../types';

export const parentingTeenagers: SituationPack = {
  kind: 'parenting_teenagers',
  label: 'parenting a teenager',
  fallback: 'things with your teenager',
  outlook: 'through',
  examples: [
    'my 15 year old barely speaks to me anymore',
    'constant arguments with my daughter, every conversation turns into a row',
    'son is refusing to go to school and i dont know what to do',
    'teenager glued to his phone until 3am every night',
    'my 14yo slammed the door and said she hates me',
    'worried about my teen, he seems really low and wont open up',
    'caught my daughter lying about where she was on saturday',
    'how do i parent a 16 year old who thinks they know everything',
    'single dad with a teenage girl and i feel out of my depth',
    'my kid has started hanging round with an older crowd and im worried',
    'school rang again about attendance, she just wont go in',
    'gaming all day, gets aggressive when i take the xbox away',
    'teen anxiety is through the roof and i feel helpless',
    'my son used to tell me everything, now i get grunts',
    'curfew fights every single weekend',
    'found vapes in my 15 year olds bag',
    'my stepdaughter is 13 and wont accept me',
    'feels like ive lost my little boy, hes 17 now and a stranger',
    'my teenager is so rude to me, i feel like a doormat',
    'she spends all day in her room, is that normal',
    'trying to get my teen to talk about whats bothering them',
    'my 13 year old is suddenly so moody and secretive',
    'we had a huge row last night and i said things i regret',
    'worried about what my son is looking at online',
    'my teenager wants more freedom and im scared to give it',
    'daughters friendship group dropped her and shes heartbroken',
    'year 10 and hes given up on everything, i dont know how to reach him',
    'my adolescent treats home like a hotel and me like the staff',
  ],
  acknowledge: [
    'Parenting a teenager can feel like being shut out of a room you used to live in.',
    'It hurts when the child who once told you everything now tells you very little.',
    'The arguments can leave you drained and second-guessing every word.',
    'Worrying about someone you can no longer fully protect is exhausting.',
    'You may feel like you are getting it wrong whatever you do.',
    'It is hard to know when to step in and when to step back.',
    'Being on the receiving end of anger and eye-rolls wears you down.',
    'You might miss the closeness you had when they were younger.',
    'Other parents can make it look far easier than it is.',
    'Setting limits and keeping the peace can feel impossible to do at the same time.',
    'It is lonely when you cannot talk openly about how hard it is.',
    'Loving someone who pushes you away is one of the hardest parts of parenting.',
  ],
  reframes: [
    'Pulling away is a normal part of growing up, even though it stings.',
    'Teenagers often push hardest against the people they feel safest with.',
    'Your steady presence matters, even when it seems to go unnoticed.',
    'You do not have to win every argument to keep the relationship strong.',
    'Staying calm is more powerful than having the last word.',
    'Connection often comes sideways, in the car or over food, rather than face to face.',
    'You can hold a boundary and still show warmth.',
    'Their moods are not a verdict on your parenting.',
    'A hard phase is not the whole story of your relationship.',
    'Listening more than you talk often gets you further.',
    'Repairing after a row teaches them more than never arguing would.',
    'You are still needed, even when they insist you are not.',
    'Small, ordinary moments of kindness add up over the years.',
    'Asking for outside help is good parenting, not a sign you have failed.',
  ],
  worries: [
    {
      cues: [
        'arguments',
        'argue',
        'arguing',
        'rows',
        'shouting',
        'rude',
        'slammed',
        'back chat',
        'attitude',
        'hates me',
      ],
      reframes: [
        'Constant rows are draining, and it is natural to dread the next one.',
        'Arguments with teenagers are common, and they do not mean the relationship is broken.',
        'Often the row is not really about the dishes or the curfew, but about independence.',
        'You can choose which battles matter and let the small ones go.',
      ],
      steps: [
        {
          lines: [
            'Pause before you respond when things heat up.',
            'Take a breath, lower your voice, and say you will talk once you have both calmed down.',
            'Stepping out of a row is not losing; it stops things being said that cannot be unsaid.',
          ],
        },
        {
          lines: [
            'Pick the few rules you will not bend.',
            'Decide on the rules that really matter, like safety and respect, and relax on the rest.',
            'Fewer battles make the important ones easier to hold.',
          ],
        },
        {
          lines: [
            'Come back and repair after a row.',
            'Say sorry for your part without adding a but, and ask how they saw it.',
            'Showing how to repair teaches them more than any lecture.',
          ],
        },
      ],
    },
    {
      cues: [
        'wont talk',
        "won't talk",
        'in their room',
        'in his room',
        'in her room',
        'distant',
        'grunts',
        'pulling away',
        'shut me out',
        'secretive',
      ],
      reframes: [
        'Being shut out hurts, especially when you used to be close.',
        'Needing more privacy is a normal part of growing up, not a rejection of you.',
        'Teenagers often talk more when there is no pressure to.',
        'The door is not closed for good; it just opens at different times now.',
      ],
      steps: [
        {
          lines: [
            'Make time for easy, side-by-side moments.',
            'Offer lifts, cook together, watch their show or go out for food.',
            'Talking while doing something else feels far less intense for a teenager.',
          ],
        },
        {
          lines: [
            'Be around at the times they tend to talk.',
            'For many teenagers that is late in the evening or in the car.',
            'Being available without pushing makes it easier for them to come to you.',
          ],
        },
        {
          lines: [
            'Ask fewer questions and listen more.',
            'Instead of asking about their day, share something about yours, or mention something they like.',
            'Keeping it light lets them choose when to open up.',
          ],
        },
      ],
    },
    {
      cues: [
        'school refusal',
        'wont go to school',
        "won't go to school",
        'refusing to go to school',
        'refuses school',
        'skipping school',
        'attendance',
        'truanting',
        'bunking',
      ],
      reframes: [
        'School refusal is stressful and frightening, and you are not alone in facing it.',
        'It is usually a sign of something underneath, like anxiety, rather than simple defiance.',
        'Working with the school, rather than against it, tends to help.',
        'Getting to the cause matters more than winning the morning battle.',
      ],
      steps: [
        {
          lines: [
            'Find a calm time to ask what is making school hard.',
            'Try a walk or a drive, and listen without arguing or fixing.',
            'Understanding the reason is the first step to finding a way back.',
          ],
        },
        {
          lines: [
            'Talk to the school as early as you can.',
            'Ask to meet their tutor, head of year or pastoral team, and agree a plan together.',
            'Schools have seen this before and can offer support, such as a gradual return.',
          ],
        },
        {
          lines: [
            'See your GP if you think anxiety or low mood is involved.',
            'They can check how your teenager is doing and point you both to support.',
            'Getting help for what is underneath often makes the rest easier.',
          ],
        },
      ],
    },
    {
      cues: ['phone', 'screen time', 'screens', 'gaming', 'xbox', 'playstation', 'social media', 'online'],
      reframes: [
        'Rows over screens are one of the most common family flashpoints.',
        'Their phone is where their friends are, so it matters to them more than it might seem.',
        'Limits agreed together work better than rules imposed in the middle of a row.',
        'Your own habits with screens set the tone more than any rule.',
      ],
      steps: [
        {
          lines: [
            'Agree screen rules together at a calm time.',
            'Sit down and settle things like no phones at meals and a time devices go off at night.',
            'Rules they helped make are easier for them to keep.',
          ],
        },
        {
          lines: [
            'Keep phones out of bedrooms overnight if you can.',
            'Set up a family charging spot downstairs, and use it yourself.',
            'Better sleep helps their mood and makes everything else easier.',
          ],
        },
      ],
    },
    {
      cues: [
        'anxious',
        'anxiety',
        'depressed',
        'low mood',
        'not themselves',
        'withdrawn',
        'seems low',
        'stressed',
      ],
      reframes: [
        'Watching your teenager struggle is hard, especially when they will not say why.',
        'Some moodiness is part of being a teenager, but you know your own child best.',
        'Asking about their feelings will not make things worse; it shows you care.',
        'You do not need to fix this alone, because there are people whose role is to help.',
      ],
      steps: [
        {
          lines: [
            'Let them know, gently, that you have noticed.',
            'Say they seem down or stressed, and that you are there whenever they want to talk.',
            'Keep it short, and do not push for an answer straight away.',
          ],
        },
        {
          lines: [
            'Get help if things last or get worse.',
            "Talk to your GP or the school's pastoral team about what you are seeing.",
            'If you are ever worried about their safety, get help from your GP or an urgent helpline that same day.',
          ],
        },
      ],
    },
    {
      cues: [
        'wrong crowd',
        'out late',
        'curfew',
        'lying',
        'lied',
        'sneaking',
        'parties',
        'trust them',
        'freedom',
      ],
      reframes: [
        'Worrying about what they are doing when you are not there is completely natural.',
        'Pushing against limits is part of growing up, and it is frightening to watch.',
        'Trust is built in steps, for both of you.',
        'Clear expectations and calm consequences work better than fear.',
      ],
      steps: [
        {
          lines: [
            'Agree clear expectations about going out.',
            'Talk through where they will be, who with, how they will get home and when they will check in.',
            'Clarity gives them freedom within limits you can both live with.',
          ],
        },
        {
          lines: [
            'Make it easy for them to call you.',
            'Tell them they can always ring for a lift home, with no questions asked that night.',
            'Knowing they can reach you safely matters more than any lecture.',
          ],
        },
        {
          lines: [
            'Respond to lies calmly, with a clear consequence.',
            'Say what you know, what the consequence is, and how trust can be rebuilt.',
            'Staying calm makes it more likely they will be honest next time.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Have one regular time together each week.',
        'A meal out, a film night, a walk, or a drive to get food.',
        'A fixed time gives you a chance to connect without forcing it.',
      ],
    },
    {
      lines: [
        'Show real interest in what they care about.',
        'Ask about their music, games, friends or shows, and listen to the answer.',
        'Their world matters to them, and your interest tells them they matter too.',
      ],
    },
    {
      lines: [
        'Keep your own calm at the centre of things.',
        'Notice when you are tired or stressed, and avoid starting hard conversations then.',
        'Your calm gives them something steady to push against.',
      ],
    },
    {
      lines: [
        'Praise effort and small good moments.',
        'Notice when they help out, are kind or try hard, and say so simply.',
        'Teenagers hear a lot of criticism, and specific praise lands more than you think.',
      ],
    },
    {
      lines: [
        'Talk to other parents of teenagers.',
        'Share honestly with friends, a parenting group or an online community.',
        'Hearing that others face the same things takes some of the weight off.',
      ],
    },
    {
      lines: [
        'Give them more say in decisions that affect them.',
        'Offer choices within limits, such as when to do chores or how to spend their pocket money.',
        'Being trusted with small choices helps them grow into bigger ones.',
      ],
    },
    {
      lines: [
        'Keep the rules few, clear and consistent.',
        'Write the main ones down if that helps, and stick to the consequences you agreed.',
        'Consistency makes home feel safer, even when they complain about it.',
      ],
    },
    {
      lines: [
        'Look after yourself as well as them.',
        'See friends, rest, and do things you enjoy that have nothing to do with parenting.',
        'A parent with some reserves left handles the hard moments better.',
      ],
    },
    {
      lines: [
        'Choose your timing for serious talks.',
        'Avoid first thing in the morning, or moments when they are hungry or tired.',
        'The right moment makes a calm conversation much more likely.',
      ],
    },
    {
      lines: [
        'Stay curious rather than jumping to conclusions.',
        'When something worries you, ask what happened before deciding what it means.',
        'Teenagers are more open with parents who listen before they judge.',
      ],
    },
    {
      lines: [
        'Keep mealtimes as a regular point of contact.',
        'Even a few shared meals a week, with phones away, can help.',
        'Regular, low-pressure time together keeps a line open.',
      ],
    },
    {
      lines: [
        'Get outside support when you need it.',
        'Your GP, their school, a family support service or a parenting helpline can all help.',
        'Asking early is easier than waiting until things feel out of control.',
      ],
    },
    {
      lines: [
        'Let the small things go, on purpose.',
        'An untidy room or odd clothes are rarely worth a battle.',
        'Saving your energy for what matters keeps home calmer for everyone.',
      ],
    },
  ],
  rehearsal: [
    'Picture the next time things start to heat up, and see yourself lowering your voice and taking a breath.',
    'Rehearse a simple opener for a hard conversation, like saying you have noticed they seem stressed.',
    'Imagine the next lift you give them, and plan to listen rather than fire questions.',
    'Picture saying sorry for your part in the last row, simply, without adding a but.',
    'Think through tomorrow morning, and decide which small battles you will let go.',
    'Imagine a calm family chat about screen rules, with you listening first.',
    'Picture them coming home later than agreed, and see yourself staying calm and naming the consequence.',
    'Rehearse telling them they can always call you for a lift, with no questions asked that night.',
    'Picture one small moment of connection this week: their favourite food, a shared joke, a show together.',
  ],
  setbacks: [
    'If you lost your temper, apologise once you have both calmed down, because it shows them how to repair.',
    'If a conversation went badly, try again another day, at a calmer moment.',
    'If they have shut you out again, keep offering small, easy moments without pressure.',
    'If you are worried about their safety, get help from your GP or an urgent helpline the same day.',
    'If a plan you agreed is not working, ask for another conversation and adjust it.',
    'If you feel like a failure as a parent, remember that hard phases do not define the whole relationship.',
    'If they broke a rule, follow through calmly, then move on rather than holding a grudge.',
    'If you are running on empty, take a break and ask someone to share the load.',
    'If things keep getting worse, reach out to your GP, the school or a family support service.',
  ],
  stories: [
    'One father I heard about could barely get a word out of his fifteen-year-old. He started offering lifts everywhere and never asked questions in the car. After a few weeks, his son began talking about friends and music on the drive home. He said the trick was making the car a place without pressure.',
    'A mother whose daughter refused to go to school felt desperate every morning. She stopped the morning battles and asked the school for a meeting instead. Together they made a plan for a gradual return, with one trusted teacher to go to. It was slow and uneven, but it gave them a way forward together.',
    'One parent and their teenager argued about screens every single night. On a Sunday afternoon they agreed simple rules together, including a charging spot downstairs. The parent followed the same rule for their own phone. The arguments did not vanish, but they became far less frequent.',
    'A mother said something harsh to her son during a row and regretted it all night. The next morning she knocked on his door and apologised, with no lecture attached. He shrugged, but later that day he came and sat with her in the kitchen. She said the apology did more than winning the argument ever could.',
    'One single dad felt out of his depth when his daughter became withdrawn. He told her he had noticed she seemed low, and that he was there whenever she wanted to talk. She said nothing for days, then opened up late one evening. He said being patient and available was harder than lecturing, and far more useful.',
  ],
  closings: [
    'Keep the door open this week, even if they do not walk through it yet.',
    'Stay calm, stay close, and let the small things go.',
    'Look for one easy moment of connection in the next few days.',
    'Be as patient with yourself as you are trying to be with them.',
    'Tonight, rest, and try again tomorrow.',
    'You are still the steady presence they need, even when they do not show it.',
    'Choose your battles this week, and save your energy for what matters.',
    'Keep showing up, because it matters more than you can see right now.',
    'Listen a little more this week, and talk a little less.',
    'Take care of yourself too, because parenting a teenager is demanding.',
    'One calm conversation at a time is enough.',
  ],
};
