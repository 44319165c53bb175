import type { SituationPack } from '../types';

export const retirement: SituationPack = {
  kind: 'retirement',
  label: 'retirement',
  fallback: 'your retirement',
  outlook: 'ahead',
  examples: [
    'retiring next month after 40 years and I have no idea what I will do with myself',
    'just retired and I feel completely lost without the routine',
    'my last day at work is friday, everyone is excited for me but I am scared',
    'three months into retirement and I am bored out of my mind',
    'finished teaching after 35 years, do not know who I am now',
    'retired early and thought I would love it but the days feel empty',
    'I miss my colleagues so much since I retired',
    'worried our pension will not stretch as far as we planned',
    'husband retired last year and now we are under each others feet all day',
    'stopped working in march, need something to get me out of the house',
    'looking for purpose after retiring from the police',
    'my retirement party is next week and I am dreading the speech about me',
    'how do I fill my days now I have finished work',
    'just took early retirement and feel guilty for not working',
    'retiring from the nhs soon, it has been my whole life',
    'I want to volunteer now that I am retired but I do not know where to start',
    'wife and I both retired this year and we need to find our own things',
    'handing over the family farm and stepping back, feels strange',
    'been retired six months and I am lonely',
    'I used to be someone at work and now I am just at home',
    'countdown to retirement, 20 working days left, mixed feelings',
    'retired and struggling to get out of bed with no reason to',
    'I sold my business and retired, now what',
    'last day ever on monday, retiring after 30 years on the railways',
    'trying to plan my first year of retirement so it is not wasted',
    'new retiree, want to learn something new but feel too set in my ways',
    'ended my career last week and cannot stop checking work email',
    'how do people find meaning once they stop work',
  ],
  acknowledge: [
    'Leaving a long working life behind is a big change, even when it is welcome.',
    'It is normal to feel relief, loss and uncertainty all at the same time.',
    'The sudden absence of routine can leave days feeling shapeless.',
    'You may miss the people more than you expected.',
    'It can be strange not to be needed in the same way each day.',
    'Others may assume you are simply delighted, which can make mixed feelings harder to share.',
    'Work may have given you a sense of who you are, and that does not switch off overnight.',
    'Having all this time can feel like freedom one day and emptiness the next.',
    'It takes time to stop listening for the alarm and thinking about what you would be doing.',
    'Worries about money can follow you into this stage as well.',
    'Being at home more can change how things feel with the people you live with.',
    'It is unsettling to feel lost when you expected to feel free.',
    'You have worked hard for a long time, and stopping is its own adjustment.',
    'It makes sense to grieve the end of one chapter before enjoying the next.',
  ],
  reframes: [
    'Retirement is a transition, and most people take months to settle into it.',
    'Your skills, experience and character did not end with your working life.',
    'You now get to choose what fills your days, which is a rare kind of freedom.',
    'Feeling unsettled at first is common, and it usually eases as new routines form.',
    'Purpose can come from many places, not only from paid work.',
    'You can try things without needing to be good at them straight away.',
    'The people who valued you at work valued you as a person too.',
    'This stage can be as full and meaningful as the ones before it.',
    'You are allowed to rest properly after so many years of effort.',
    'It is never too late to learn, to make friends or to start something new.',
    'Your time and experience are valuable to others in new ways now.',
    'You do not have to fill every hour for life to feel worthwhile.',
    'Missing work does not mean you made the wrong choice.',
    'A good week now might look very different from a good week before.',
    'You get to decide what kind of retirement suits you, not anyone else.',
  ],
  worries: [
    {
      cues: [
        'purpose',
        'identity',
        'who am i',
        'useless',
        'no reason to get up',
        'pointless',
        'lost',
        'just at home',
      ],
      reframes: [
        'Losing the purpose that work gave you is one of the hardest parts of retiring.',
        'For many people, a role at work was a big part of how they saw themselves.',
        'Your sense of who you are can grow to include new roles and interests.',
        'Purpose often returns through helping, learning and belonging.',
        'Feeling lost is a sign you are between chapters, not that there is nothing ahead.',
      ],
      steps: [
        {
          lines: [
            'List what work gave you besides money.',
            'Think about structure, purpose, people, challenge and recognition.',
            'Next to each one, write one new way you might find it now.',
            'This turns a vague sense of loss into a clear plan.',
          ],
        },
        {
          lines: [
            'Find a regular way to be useful to someone.',
            'Volunteer, mentor, help a neighbour or join a community project.',
            'Choose something with a set day and time each week.',
            'Being relied on brings back a sense of meaning and belonging.',
          ],
        },
        {
          lines: [
            'Use the skills you built over your working life.',
            'Offer your experience to a charity, a local group or a younger person starting out.',
            'Even a few hours a month can feel deeply worthwhile.',
          ],
        },
      ],
    },
    {
      cues: [
        'bored',
        'boredom',
        'empty days',
        'no routine',
        'nothing to do',
        'long days',
        'structure',
        'fill my days',
      ],
      reframes: [
        'Empty days can feel heavy, especially after years of being busy.',
        'Boredom is often a sign you are ready for something new.',
        'A little structure can make free time feel like freedom again.',
        'You can shape your days gently, without making them as full as work once was.',
        'Most people find their rhythm after some trial and error.',
      ],
      steps: [
        {
          lines: [
            'Give your week a few fixed anchors.',
            'Choose two or three regular commitments, such as a class, a group or a standing meet-up.',
            'Keep the rest of the week flexible around them.',
            'Anchors give shape to your time without making it feel like a timetable.',
          ],
        },
        {
          lines: [
            'Start each day with a simple routine.',
            'Get up at a regular time, get dressed, and go outside early.',
            'Plan one main thing for the day, however small.',
            'A steady start helps the rest of the day follow.',
          ],
        },
        {
          lines: [
            'Try new activities for a month before deciding.',
            'Give each new interest a fair chance, even if the first time feels awkward.',
            'Keep what you enjoy and let go of what you do not.',
          ],
        },
      ],
    },
    {
      cues: [
        'lonely',
        'loneliness',
        'miss my colleagues',
        'miss the people',
        'isolated',
        'no one to talk to',
        'on my own',
        'social',
      ],
      reframes: [
        'Missing the daily company of colleagues is a real loss.',
        'Work gave you easy, regular contact, and that now needs a little planning.',
        'Many people feel lonely after retiring, even if they do not say so.',
        'New friendships can form at any age through shared interests.',
        'Reaching out is often welcomed more warmly than you expect.',
      ],
      steps: [
        {
          lines: [
            'Keep in touch with the colleagues you liked.',
            'Suggest a regular coffee, lunch or phone call with one or two of them.',
            'Put the next date in the diary before you part.',
            'Planned contact is more likely to happen than vague promises.',
          ],
        },
        {
          lines: [
            'Join a group built around something you enjoy.',
            'Look for clubs, classes, choirs, walking groups or volunteering teams nearby.',
            'Go several times before judging whether it suits you.',
            'Shared activities make it easier to meet people naturally.',
          ],
        },
      ],
    },
    {
      cues: ['money', 'pension', 'savings', 'afford', 'income', 'enough money', 'stretch', 'budget'],
      reframes: [
        'Worrying about money after your regular income stops is very common.',
        'Knowing the numbers usually brings more calm than avoiding them.',
        'Small adjustments can make a real difference over time.',
        'Free and low-cost activities can make this stage rich without much spending.',
        'Getting good advice early gives you more options.',
      ],
      steps: [
        {
          lines: [
            'Write down your monthly income and costs.',
            'Include all sources of income and your regular outgoings.',
            'Note the difference and any larger costs coming up.',
            'A clear picture helps you plan with confidence.',
          ],
        },
        {
          lines: [
            'Get independent financial advice or guidance.',
            'Look for free guidance services or a qualified adviser you trust.',
            'Ask about income options, tax and any support you may be entitled to.',
            'Expert help can answer questions that keep you up at night.',
          ],
        },
      ],
    },
    {
      cues: [
        "under each other's feet",
        'under each others feet',
        'home all day',
        'partner',
        'husband',
        'wife',
        'getting on each other',
        'living with',
      ],
      reframes: [
        'Spending much more time at home together can take some adjusting to.',
        'Both people need time to find their own rhythm in the new arrangement.',
        'Wanting some space does not mean anything is wrong between you.',
        'Talking openly early can prevent small irritations from growing.',
        'Shared time feels better when each person also has their own interests.',
      ],
      steps: [
        {
          lines: [
            'Talk about how you want your days to work.',
            'Discuss routines, space, shared plans and time apart.',
            'Be honest about what you each need, and agree a few simple arrangements.',
            'Clear agreements ease tension before it builds.',
          ],
        },
        {
          lines: [
            'Keep some activities and friendships of your own.',
            'Have at least one regular thing you do separately each week.',
            'You will both have more to share when you come back together.',
          ],
        },
      ],
    },
    {
      cues: [
        'last day',
        'leaving do',
        'farewell',
        'retiring next',
        'countdown',
        'dreading retiring',
        'about to retire',
        'final week',
      ],
      reframes: [
        'The run-up to retiring can stir up mixed and surprising feelings.',
        'It is natural to feel both excited and sad as the last day approaches.',
        'Marking the end properly can help you move into what comes next.',
        'Planning a little now can make the first weeks feel more settled.',
        'You can leave with pride in what you gave over all those years.',
      ],
      steps: [
        {
          lines: [
            'Plan your first month of retirement gently.',
            'Put a few enjoyable things in the diary, without filling every day.',
            'Include some rest, some people, and one new thing to try.',
            'A loose plan softens the drop from busy to empty.',
          ],
        },
        {
          lines: [
            'Mark the ending in a way that feels right to you.',
            'Say proper goodbyes, write a note to people who mattered, or take something to remember it by.',
            'A clear ending makes it easier to begin the next stage.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Learn something new this year.',
        'Pick a language, an instrument, a craft or a course that has always interested you.',
        'Set aside a regular time for it each week.',
        'Learning keeps the mind lively and brings new people into your life.',
      ],
    },
    {
      lines: [
        'Move your body every day in ways you enjoy.',
        'Walk, garden, swim or dance at a pace that suits you.',
        'Build it into your routine, such as a morning walk or an afternoon in the garden.',
        'Regular movement lifts mood, improves sleep and keeps you independent for longer.',
      ],
    },
    {
      lines: [
        'Keep up with health check-ups.',
        'Book regular appointments with your doctor, dentist and optician.',
        'Mention any changes in mood or energy as well as physical symptoms.',
        'Looking after your health protects the freedom you have worked for.',
      ],
    },
    {
      lines: [
        'Consider part-time or flexible work if you miss it.',
        'Look at consultancy, seasonal roles or a few hours a week in something you enjoy.',
        'It can bring structure, company and income without the old pressures.',
      ],
    },
    {
      lines: [
        'Say yes to invitations for the first few months.',
        'Accept offers of coffee, events and visits, even if you feel unsure.',
        'You can always leave early.',
        'Each yes opens the door to new connections and routines.',
      ],
    },
    {
      lines: [
        'Write down what you want from this stage of life.',
        'Think about what you would like more of, less of, and what you have always wanted to try.',
        'Keep the list where you will see it and add to it.',
        'A clear sense of direction makes choices easier.',
      ],
    },
    {
      lines: [
        'Take on a project with a finish line.',
        'Choose something like restoring furniture, writing family history or planting a new garden bed.',
        'Break it into stages and enjoy each one.',
        'Completing a project gives the satisfaction that work used to bring.',
      ],
    },
    {
      lines: [
        'Get out of the house every day.',
        'Go for a walk, visit a shop, sit in a café or stop at the library.',
        'Small outings keep you connected to the world around you.',
        'Even brief contact with others lifts your mood.',
      ],
    },
    {
      lines: [
        'Put regular plans with friends in the diary.',
        'Set up a weekly or monthly get-together that happens without fresh arranging each time.',
        'Standing plans take the effort out of staying in touch.',
      ],
    },
    {
      lines: [
        'Switch off the old habits that keep you tied to work.',
        'Unsubscribe from work emails and take old work apps off your phone.',
        'Let colleagues know you are stepping back fully.',
        'This gives you space to settle into your new life.',
      ],
    },
    {
      lines: [
        'Share what you know.',
        'Offer to teach, mentor or help someone learning a skill you have.',
        'Look for local schemes that match experienced people with those starting out.',
        'Passing on your knowledge gives it a new life.',
      ],
    },
    {
      lines: [
        'Give yourself time to adjust.',
        'Expect the first six months to feel unsettled, with good weeks and flat ones.',
        'Review how things are going every couple of months and adjust your plans.',
        'Patience with yourself makes the change easier.',
      ],
    },
    {
      lines: [
        'Spend time outdoors in daylight.',
        'Sit in a park, tend plants, or walk somewhere green most days.',
        'Daylight and nature lift mood and help you sleep well at night.',
      ],
    },
    {
      lines: [
        'Keep a simple weekly plan.',
        'On Sunday evening, jot down the main things you will do each day.',
        'Leave gaps for rest and surprise.',
        'A light plan gives you a reason to get up without making life feel rigid.',
      ],
    },
  ],
  rehearsal: [
    'Picture the first Monday morning after you stop, with a walk and a coffee planned.',
    'Imagine walking into a new group for the first time, and someone saying hello.',
    'See yourself writing a list of what you want more of in this stage of life.',
    'Picture a week with three anchors and plenty of space around them.',
    'Imagine meeting a former colleague for lunch and catching up without work hanging over you.',
    'Run through how you will answer when someone asks what you do now.',
    'Picture yourself helping someone with a skill you spent years building.',
    'Imagine finishing a small project and standing back to look at it.',
    'See yourself on a quiet afternoon, reading or resting without guilt.',
    'Picture yourself a year from now, with routines and people that feel like your own.',
  ],
  setbacks: [
    'If a week feels empty, add one small plan to each day of the next.',
    'If you feel low for a while, tell someone close and consider talking to your doctor.',
    'If a new activity does not suit you, try another without counting it as a failure.',
    'If you miss work badly, look at ways to bring in some of what you miss.',
    'If loneliness creeps in, reach out to one person today, even briefly.',
    'If tension builds at home, talk about it calmly and agree some changes.',
    'If money worries flare up, go back to your numbers and speak to an adviser.',
    'If you feel guilty for resting, remember how long you worked to have this time.',
    'On a flat day, get outside, talk to someone and do one thing you enjoy.',
    'If settling in takes longer than you hoped, that is normal, and it still counts as progress.',
  ],
  stories: [
    'A retired teacher I heard about felt lost without the school bell to organise her day. She began volunteering at a library two mornings a week, helping children with reading. The regular days gave her week a shape again. She said being needed made the rest of her time feel like her own.',
    'One man retired after forty years at the same firm and missed his colleagues terribly. He suggested a monthly lunch to three of them and booked the first one before he left. The lunches kept going for years and grew to include others. He learned that friendship needed a date in the diary.',
    'A retired nurse I heard about was bored within a month. She wrote a list of things she had always wanted to try and picked one each month. Most did not stick, but a pottery class did. She said trying and dropping things was part of finding her way.',
    'One engineer felt useless once he stopped working. He offered to help a local charity fix their equipment one afternoon a week. The charity soon depended on him, and he felt valued again. He said his skills had simply found a new home.',
    "A couple I heard about found they were getting under each other's feet after both retired. They sat down and talked about what each of them needed. They agreed two days a week doing their own things, and a shared plan at weekends. They said the time apart made their time together much better.",
  ],
  closings: [
    'Give yourself time; this is a big change, and you are doing fine.',
    'Tomorrow, plan one thing that makes you glad to get up.',
    'Your experience is still valuable, so find somewhere to share it.',
    'Be patient with yourself as this new rhythm settles.',
    'Reach out to one person this week.',
    'Step outside tomorrow morning and see where the day takes you.',
    'You have earned this time, and you get to shape it.',
    'Try something new this month, just to see.',
    'Let go of the old timetable gently, and build a new one slowly.',
    'There is still a great deal ahead for you to enjoy.',
    'Rest when you need to, and say yes when you can.',
    'Make this week one small step towards a life you like.',
  ],
};
