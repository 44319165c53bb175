import type { SituationPack } from '../types';

export const jobLoss: SituationPack = {
  kind: 'job_loss',
  label: 'losing a job',
  fallback: 'losing your job',
  outlook: 'through',
  examples: [
    'just got made redundant after 14 years at the same company',
    'I was let go today with no warning and I am in shock',
    'got fired this morning, walked out with a box, no idea what to tell my partner',
    'my contract ended and they did not renew it, found out on friday',
    'laid off in the latest round of cuts, whole department gone',
    'they sacked me after a disciplinary, I feel so ashamed',
    'redundancy consultation started today, my role is at risk',
    'lost my job yesterday and the rent is due in two weeks',
    'company went bust overnight, nobody got paid',
    'been told my position is being eliminated at the end of the month',
    'got the dreaded meeting invite from HR and now I am out of work',
    'i lost my job and i feel like i lost who i am',
    'let go during probation, they said it was not working out',
    'the shop is closing and we all lose our jobs in six weeks',
    'temp assignment finished early, back to nothing',
    'terminated for performance and I honestly thought I was doing fine',
    'my whole team got restructured out, I was there since I was 19',
    'got the boot from the restaurant, no explanation',
    'fixed term contract over and nothing lined up',
    'they offered me a settlement agreement and told me to sign by friday',
    'lost my job at 58 and I am scared nobody will hire me now',
    'unemployed as of today, trying to keep it together for the kids',
    'my visa is fine but my employer just cut my role and I dont know what happens next',
    'made redundant while on leave, found out by email',
    'dismissed after a complaint I think was unfair',
    'got laid off from a startup, equity worthless, savings thin',
    'just lost the job I loved and everyone keeps saying everything happens for a reason',
    'role axed in a restructure, I have to leave on the 30th',
  ],
  acknowledge: [
    'Losing your job can knock the ground out from under you.',
    'It is a real loss, of income, routine, people and part of how you see yourself.',
    'Shock, anger, relief and fear can all arrive in the same afternoon.',
    'However it happened, it is allowed to hurt.',
    'It is hard when something so big is decided by other people.',
    'The questions from friends and family can feel like pressing on a bruise.',
    'You may keep replaying the last few weeks, looking for what you missed.',
    'Money worries can make everything else feel louder.',
    'It is disorienting to wake up without the place you were meant to be.',
    'Missing the people you worked with is part of this too.',
    'You might feel fine one hour and flattened the next, and both are normal.',
    'It can feel lonely, even when plenty of people have been through the same.',
    'Losing the routine can be as unsettling as losing the pay.',
    'It is tiring to hold it together for others while you are still taking it in.',
  ],
  reframes: [
    'Losing a role is something that happened to you, not a summary of who you are.',
    'Most people lose work at some point, and many of them never talk about it.',
    'Decisions like this are often about budgets, structures and timing far above you.',
    'The skills and experience you built there leave with you.',
    'You are allowed to take this one day at a time.',
    'Feeling lost right now does not mean you will always feel lost.',
    'What you do in the next few weeks matters more than what was said in that room.',
    'Your worth as a person was never set by an employer.',
    'Needing time to absorb this is sensible, not weak.',
    'You can be sad about what ended and still look after what comes next.',
    'The people who valued your work still remember it.',
    'There is no right speed for this, only your speed.',
    'Asking for help now is practical, not a sign of failure.',
    'You have handled hard things before, even if this one feels different.',
    'It is possible to grieve the old routine and build a new one at the same time.',
  ],
  worries: [
    {
      cues: [
        'embarrassed',
        'ashamed',
        'shame',
        'humiliated',
        'tell people',
        'tell my family',
        'what do i say',
        'what to tell',
      ],
      reframes: [
        'Feeling ashamed after losing work is common, and it can make you want to hide.',
        'Most people react with far more kindness than you fear.',
        'Losing a role is an event, not a character flaw.',
        'You get to decide how much you share and with whom.',
        'Telling people often lightens the load more than keeping it quiet.',
      ],
      steps: [
        {
          lines: [
            'Prepare one plain sentence for telling people.',
            'Something like, my role ended and I am working out what comes next, is enough.',
            'You do not owe anyone the full story or the reasons.',
            'Having the words ready makes each conversation shorter and easier.',
          ],
        },
        {
          lines: [
            'Tell the people closest to you first.',
            'Choose one or two people you trust and tell them before word spreads.',
            'Let them know what would help, whether that is listening, ideas or a distraction.',
            'Support works better when people know what you need.',
          ],
        },
      ],
    },
    {
      cues: [
        'fired',
        'sacked',
        'let go',
        'dismissed',
        'terminated',
        'my fault',
        'disciplinary',
        'performance',
      ],
      reframes: [
        'Being let go can sting more than any other way of losing work.',
        'Even if mistakes played a part, one ending does not define your whole working life.',
        'Fit, timing and management all shape these decisions, not only you.',
        'You can learn from what happened without carrying it as shame.',
        'Many people who were let go once went on to build steady working lives elsewhere.',
      ],
      steps: [
        {
          lines: [
            'Get free advice before you accept how it was handled.',
            'Employment advice services, a union, or a solicitor offering a free first chat can tell you your rights.',
            'Do this quickly, as some options have short time limits.',
            'Knowing where you stand helps you decide calmly rather than in shock.',
          ],
        },
        {
          lines: [
            'Write down honestly what you would do differently.',
            'Keep it to three points, and add anything outside your control on a separate list.',
            'Then put the page away.',
            'Naming the lesson lets you stop replaying it every night.',
          ],
        },
        {
          lines: [
            'Agree what a future employer will be told.',
            'Ask whether they will give a reference and what it will say.',
            'A short factual reference, confirming dates and role, is often possible.',
            'Knowing this removes one big unknown from what comes next.',
          ],
        },
      ],
    },
    {
      cues: ['money', 'bills', 'rent', 'mortgage', 'savings', 'income', 'afford', 'pay the'],
      reframes: [
        'Money fear after losing work is real, and it deserves a clear plan, not panic.',
        'The unknown is usually scarier than the numbers once they are written down.',
        'There is often more support available than people realise at first.',
        'Acting early gives you far more choices than waiting.',
        'You can face the numbers one line at a time.',
      ],
      steps: [
        {
          lines: [
            'Work out how long your money will last.',
            'List what is coming in, including any final pay, and your essential costs each month.',
            'Divide one by the other to see how many weeks you have.',
            'A real number, even a small one, is easier to plan around than a vague dread.',
          ],
        },
        {
          lines: [
            'Apply for any support you are entitled to straight away.',
            'Check government or local help on the first day, not after your savings run down.',
            'Claims often take weeks to process, so an early start matters.',
          ],
        },
        {
          lines: [
            'Contact anyone you pay regularly before a payment is missed.',
            'Landlords, lenders and providers often have options if you speak to them early.',
            'A short, honest call now can prevent much harder ones later.',
          ],
        },
      ],
    },
    {
      cues: [
        'identity',
        'who am i',
        'purpose',
        'lost myself',
        'no routine',
        'all i knew',
        'whole life',
        'years there',
      ],
      reframes: [
        'When work filled so much of your life, losing it can shake your sense of self.',
        'You were a whole person before this role, and you still are.',
        'Your values, your humour and the way you treat people did not stay behind.',
        'A loss of routine can feel like a loss of self, and it usually eases as new rhythms form.',
        'This is a time when you can notice what you actually miss, and what you do not.',
      ],
      steps: [
        {
          lines: [
            'Build a simple daily shape.',
            'Get up at a set time, get dressed, and leave the house at least once.',
            'Put one useful task and one pleasant thing in each day.',
            'A rhythm holds you steady while the bigger picture is still unclear.',
          ],
        },
        {
          lines: [
            'Write down what you were good at and what people thanked you for.',
            'Think of problems you solved, people you helped, and things you built or improved.',
            'Keep the list somewhere you will see it.',
            'It reminds you that your abilities were never tied to one building or badge.',
          ],
        },
      ],
    },
    {
      cues: [
        'unfair',
        'angry',
        'furious',
        'betrayed',
        'after everything i did',
        'loyal',
        'blindsided',
        'no warning',
      ],
      reframes: [
        'Anger makes sense when loyalty and effort did not seem to count.',
        'Feeling betrayed is a sign of how much you gave, not of foolishness.',
        'You can be angry and still act carefully in your own interest.',
        'Anger is easier to carry once you give it somewhere safe to go.',
        'How they handled it says a lot about them and little about you.',
      ],
      steps: [
        {
          lines: [
            'Wait a day before sending any message you write in anger.',
            'Write it out in full if it helps, then save it rather than sending it.',
            'Read it again tomorrow and keep only what serves you.',
            'Staying calm in writing protects your reference and your options.',
          ],
        },
        {
          lines: [
            'Let the anger out somewhere physical or private.',
            'A fast walk, a long talk with a friend, or a page of furious writing all help.',
            'Anger that is expressed tends to loosen its grip sooner than anger that is held in.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Do not sign anything on the spot.',
        'If you are handed an agreement or paperwork, ask for time to read it properly.',
        'Get someone independent to look over it before you put your name to it.',
        'A few days rarely costs you anything and can protect you a great deal.',
      ],
    },
    {
      lines: [
        'Get the practical details in writing.',
        'Ask for your final pay date, any holiday owed, notice pay, and when any benefits stop.',
        'Keep every letter and email in one folder.',
        'Clear facts stop small surprises from piling up later.',
      ],
    },
    {
      lines: [
        'Save your own contacts and examples before your access ends.',
        'Note personal phone numbers of colleagues who want to stay in touch.',
        'Keep a record of your own achievements, without taking anything that belongs to the employer.',
        'These will matter later, and they are much harder to gather afterwards.',
      ],
    },
    {
      lines: [
        'Say goodbye well where you can.',
        'Thank the people who helped you and swap details with those you want to keep.',
        'A kind exit keeps doors open and leaves you with good memories to take.',
      ],
    },
    {
      lines: [
        'Give yourself a short pause before making big decisions.',
        'Take a few days to rest, talk and take in what happened.',
        'Set a date when you will start planning, so the pause does not stretch on unnoticed.',
        'Decisions made after the shock settles tend to be better ones.',
      ],
    },
    {
      lines: [
        'Write down what you achieved while it is fresh.',
        'List projects, numbers, improvements and praise from your time there.',
        'Include small wins, because they add up to a clear picture.',
        'This record will help when you describe your experience to anyone new.',
      ],
    },
    {
      lines: [
        'Get outside every day.',
        'A walk in daylight, even a short one, helps your sleep and your mood.',
        'It also breaks up long days that can otherwise blur together.',
      ],
    },
    {
      lines: [
        'Keep in touch with people, even when you would rather hide.',
        'Arrange one call or meet-up each week with someone you like.',
        'Isolation makes every worry louder, and company brings them back to size.',
      ],
    },
    {
      lines: [
        'Trim spending gently, not harshly.',
        'Pause subscriptions and extras you will not miss, and keep one or two small pleasures.',
        'Cutting everything at once can leave you miserable and less able to cope.',
      ],
    },
    {
      lines: [
        'Think about what you want next before rushing back in.',
        'Ask yourself what you enjoyed, what drained you, and what you would change.',
        'Write the answers down, even if they feel unclear.',
        'A few honest notes now can stop you stepping into the same situation again.',
      ],
    },
    {
      lines: [
        'Ask for a reference while people still remember your work clearly.',
        'Contact a manager or colleague who rated you and ask if they would speak for you.',
        'Most people are glad to help someone they worked well with.',
      ],
    },
    {
      lines: [
        'Check whether you can learn something useful in the gap.',
        'Look at free courses, local training or skills you have always meant to pick up.',
        'Choose one thing, not five, and give it a little time each week.',
        'It adds structure and gives you something forward-looking to talk about.',
      ],
    },
    {
      lines: [
        'Keep the people at home in the picture.',
        'Share what is happening and what the plan is, in simple terms.',
        'People worry more when they are left guessing.',
        'Being open also means you do not have to pretend to be fine.',
      ],
    },
    {
      lines: [
        'Notice how you are sleeping, eating and feeling.',
        'If low days run into each other for weeks, talk to your doctor.',
        'Looking after your health now is part of getting through this well.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning: up at your usual time, dressed, and out for a short walk.',
    'Say your plain sentence about what happened out loud until it feels steady.',
    'Imagine opening your folder of letters and reading each one calmly.',
    'Picture sitting down with a notebook and writing your monthly numbers, line by line.',
    'Imagine the next time someone asks what you do, and you answering without flinching.',
    'See yourself making one phone call you have been putting off, and hanging up relieved.',
    'Picture the end of a day that had one useful task and one good moment in it.',
    'Imagine meeting a former colleague for coffee and laughing about something from work.',
    'Run through what you will ask an adviser, so the call feels less daunting.',
    'Picture a quiet evening where the worry is there, but so is something you enjoy.',
  ],
  setbacks: [
    'If you have a day where you do nothing at all, start again gently the next morning.',
    'If the anger or sadness comes back in waves, let it pass without judging it.',
    'If a conversation goes badly, you can always go back and say it differently.',
    'When the numbers look frightening, speak to a free money adviser rather than sitting alone with them.',
    'If someone says the wrong thing, it usually comes from awkwardness, not unkindness.',
    'If you miss your old routine badly some days, that is part of adjusting.',
    'If you find yourself checking old work messages, mute them for a while.',
    'On the heaviest days, aim for the basics: food, water, fresh air and one kind word to yourself.',
    'If the shock lasts longer than you expected, that is normal after a big change.',
    'When it feels as if everyone else is moving on without you, remember this takes time.',
  ],
  stories: [
    'A man I heard about was made redundant after twenty years at the same firm. For the first week he sat at the kitchen table in silence. Then he started getting up at the usual time and walking to the park and back. He said the walk did not fix anything, but it gave each day a beginning.',
    'One woman was let go without warning and felt too ashamed to tell her friends. She finally told one old friend over the phone, using a single plain sentence. Her friend said the same had happened to her years before. She learned that saying it aloud took away half of its weight.',
    'A shop worker I heard about lost his job when the store closed. He sat down with a notebook and worked out exactly how many weeks his money would last. It was fewer than he hoped, but more than he feared. He said having the number let him plan instead of panic.',
    'One engineer was handed a settlement agreement and told to sign it that afternoon. She asked for a week and took it to a free advice service. They helped her understand what she was agreeing to and what she was owed. She said asking for time was the best decision she made in the whole thing.',
    'A care worker I heard about felt furious after being dismissed. She wrote a long angry email, saved it, and did not send it. Two days later she rewrote it as a short, calm message asking for a reference. She learned that her anger was right, and that waiting helped her use it well.',
  ],
  closings: [
    'Take tonight slowly, and let tomorrow hold just one small task.',
    'You do not have to have it all worked out this week.',
    'Look after yourself first, and the rest can follow.',
    'Keep your folder close and your people closer.',
    'Tomorrow, let one small plan carry you through the morning.',
    'One call, one walk, one kind word to yourself is enough for today.',
    'This is a hard chapter, and you do not have to face it alone.',
    'Rest if you can tonight, and start fresh in the morning.',
    'Be gentle with yourself over the next few days.',
    'Take the next step when you are ready, and not before.',
    'You are still you, and that counts for a great deal.',
    'Let someone who cares about you know how you are doing.',
  ],
};
