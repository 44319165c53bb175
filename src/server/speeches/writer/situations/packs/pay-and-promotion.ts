import type { SituationPack } from '../types';

export const payAndPromotion: SituationPack = {
  kind: 'pay_and_promotion',
  label: 'asking for a raise or promotion',
  fallback: 'your pay and progress at work',
  outlook: 'ahead',
  examples: [
    'going to ask for a pay rise on thursday and I am dreading it',
    'my annual appraisal is tomorrow and I have no idea how to sell myself',
    'want to go for the senior role that just opened up in my team',
    'I found out a new starter earns more than me, need to raise it with my manager',
    'performance review next week, my manager has hinted it will not be great',
    'asking for a raise for the first time ever, so awkward',
    'been doing the job above mine for a year without the title or the money',
    'payrise convo with my boss friday, what number do i even say',
    'applying internally for team lead, up against people I work with',
    'got passed over for promotion again and I want to ask why',
    'year end review coming up and this is my chance to push for promotion',
    'I think I am underpaid compared to the market and want to negotiate',
    'mid year check in with my manager, want to talk about progression',
    'they gave me more responsibility but no extra pay, how do i bring it up',
    'self assessment for my appraisal is due and I hate writing about myself',
    'promotion panel in two weeks, need to make my case',
    'going to ask for a salary increase before the budget gets set',
    'my manager said there is no money for raises this year but i want to try anyway',
    'hoping to move from assistant to manager level, meeting with HR tomorrow',
    'negotiating my pay after a counter offer from another company',
    'annual review, they want me to rate myself out of five',
    'been at the same grade for four years and want to push for the next band',
    'asking for a title change to match what I actually do',
    'my one to one is where I plan to ask about getting promoted',
    'I want to request a raise but I am scared they will think I am ungrateful',
    'performance appraisal tomorrow and last year it went badly',
    'going for partner this year, the case has to be airtight',
    'how to ask for more money without sounding greedy',
  ],
  acknowledge: [
    'Asking to be paid or recognised fairly can feel surprisingly exposing.',
    'Talking about money with the people who decide it is awkward for almost everyone.',
    'It is hard to speak up for yourself when you are used to letting the work speak.',
    'Being assessed on a whole year of effort in one meeting is a lot of pressure.',
    'You may have been waiting a long time for the right moment.',
    'Feeling undervalued at work wears away at your motivation.',
    'It can sting to see others move up while you stay where you are.',
    'Writing about your own strengths can feel like boasting, even when it is simply true.',
    'The fear of hearing no can make it tempting to say nothing at all.',
    'You might worry that asking will change how people see you.',
    'Caring about your progress is natural, and so is the nervousness that comes with it.',
    'It is frustrating to do more and not see it reflected in your pay or title.',
    'Waiting for a decision about your future at work can be unsettling.',
    'A review can bring up every small thing you wish you had done better.',
  ],
  reframes: [
    'Asking for fair pay is a normal part of working life, not a favour.',
    'Managers expect these conversations and often respect people who raise them well.',
    'You are not asking for a gift, you are asking to be paid for the value you bring.',
    'A clear case built on facts is hard to dismiss.',
    'Even a no gives you information about where you stand and what to do next.',
    'People who ask are more likely to progress than people who wait to be noticed.',
    'A review is a conversation about the future as well as the past.',
    'Your track record is real, whether or not anyone has written it down yet.',
    'Being ready for more usually shows before the title catches up.',
    'A calm, prepared request is professional, not pushy.',
    'Feedback, even when it stings, is a map of what to work on.',
    'You can be grateful for your role and still ask for more.',
    'Decision-makers are often relieved when someone makes their case clearly.',
    'Your value does not depend on one meeting going perfectly.',
    'Asking once opens a door that stays open for future conversations.',
  ],
  worries: [
    {
      cues: [
        'awkward',
        'greedy',
        'ungrateful',
        'ask for a raise',
        'asking for a raise',
        'pay rise',
        'payrise',
        'ask for more money',
      ],
      reframes: [
        'Feeling awkward about asking for more money is extremely common.',
        'Asking for a raise is a professional conversation, not a personal demand.',
        'Employers budget for pay increases and expect some people to ask.',
        'Being paid fairly helps you stay motivated and committed, which benefits them too.',
        'The awkwardness lasts minutes, while fair pay lasts much longer.',
      ],
      steps: [
        {
          lines: [
            'Lead with the value you bring, not what you need.',
            'Talk about results, responsibilities and how your role has grown.',
            'Keep personal costs like rent out of the case.',
            'Decisions on pay are easier to justify when they rest on your contribution.',
          ],
        },
        {
          lines: [
            'Script and practise your opening line.',
            'Something like, I would like to talk about my pay, given how my role has developed.',
            'Say it aloud several times until it sounds natural.',
            'A strong, steady start carries you through the nervous first moments.',
          ],
        },
      ],
    },
    {
      cues: [
        'say no',
        'they said no',
        'turned down',
        'no budget',
        'refuse',
        'no money',
        'rejected',
        'not this year',
      ],
      reframes: [
        'Fear of a no stops many people from asking at all.',
        'A no today is often about timing or budgets, not about you.',
        'How you respond to a no can strengthen your position for next time.',
        'Hearing no is uncomfortable, but not asking guarantees the same outcome.',
        'A refusal opens a new conversation about what would make a yes possible.',
      ],
      steps: [
        {
          lines: [
            'If the answer is no, ask what it would take.',
            'Ask which goals or skills would lead to a raise or promotion, and by when.',
            'Agree a date to review it, such as three or six months away.',
            'This turns a closed door into a clear plan.',
          ],
        },
        {
          lines: [
            'Get any agreement in writing.',
            'After the meeting, send a short email summarising what was discussed and agreed.',
            'Include targets, timelines and the review date.',
            'A written record makes it much easier to return to the conversation later.',
          ],
        },
        {
          lines: [
            'Ask about other forms of reward if pay is frozen.',
            'Consider training, flexible hours, extra leave, a title change or a bigger project.',
            'These can build your case and your wellbeing while you wait.',
          ],
        },
      ],
    },
    {
      cues: [
        'performance review',
        'appraisal',
        'bad review',
        'negative feedback',
        'criticism',
        'rating',
        'one to one',
        'self assessment',
      ],
      reframes: [
        'Reviews can feel like judgement day, and that tension makes sense.',
        'Most of a review is usually known to both sides already.',
        'Critical feedback is easier to hear when you see it as guidance rather than a verdict.',
        'Preparing well lets you shape the conversation rather than only receive it.',
        'A review is one snapshot, not the whole picture of your work.',
      ],
      steps: [
        {
          lines: [
            'Write your self-assessment with specific examples.',
            'For each objective, give one or two concrete results or pieces of work.',
            'Use numbers where you can, such as time saved or targets met.',
            'Specific evidence is far more persuasive than general statements.',
          ],
        },
        {
          lines: [
            'Ask for specifics when you hear criticism.',
            'Ask for an example and what doing well would look like instead.',
            'Thank them, take notes, and say you will think about it.',
            'Calm curiosity keeps the conversation useful and shows maturity.',
          ],
        },
        {
          lines: [
            'Bring your own goals to the review.',
            'Think about what you want to learn or take on in the next year.',
            'Ask for support, such as training, mentoring or a particular project.',
            'It signals ambition and gives the meeting a forward focus.',
          ],
        },
      ],
    },
    {
      cues: [
        'passed over',
        'overlooked',
        'someone else got',
        "didn't get the promotion",
        'didnt get the promotion',
        'external candidate',
        'favouritism',
        'unfair',
      ],
      reframes: [
        'Being passed over hurts, especially when you have worked hard for it.',
        'Decisions like this often involve factors you cannot see from where you sit.',
        'It is fair to feel disappointed and still stay professional.',
        'Asking for feedback shows resilience and keeps you in view.',
        'One decision does not close the path for good.',
      ],
      steps: [
        {
          lines: [
            'Ask for a conversation about the decision.',
            'Wait a day or two, then ask your manager what made the difference.',
            'Focus on what you can learn, rather than arguing about the choice.',
            'Knowing the gap helps you close it next time.',
          ],
        },
        {
          lines: [
            'Agree a development plan with a timeline.',
            'Ask what experience or results would make you the obvious choice next time.',
            'Write it down and review progress regularly.',
          ],
        },
      ],
    },
    {
      cues: [
        'not ready',
        'not experienced enough',
        'step up',
        'next level',
        'go for promotion',
        'senior role',
        'apply internally',
        'promotion',
      ],
      reframes: [
        'Few people feel completely ready for a bigger role before they take it.',
        'Promotions are often about potential as much as experience.',
        'If you are already doing parts of the next role, you are closer than you think.',
        'Putting yourself forward shows the very initiative that senior roles need.',
        'You can grow into a role, just as everyone before you did.',
      ],
      steps: [
        {
          lines: [
            'Start doing parts of the next role now.',
            'Offer to lead a project, train someone, or take on a task from the level above.',
            'Keep track of what you do and what came of it.',
            'It builds your case and shows you can handle more.',
          ],
        },
        {
          lines: [
            'Tell your manager you want to progress.',
            'Say clearly that you are interested in the next step and ask how to get there.',
            'Many people are overlooked simply because nobody knew they wanted it.',
          ],
        },
        {
          lines: [
            'Find a senior person who will speak up for you.',
            'Build a relationship with someone who knows your work and has influence.',
            'Ask for their advice, and keep them updated on your progress.',
            'A supporter in the room can make a real difference when decisions are made.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Build an evidence file of your achievements.',
        'Collect results, projects, praise, and new responsibilities from the past year.',
        'Include numbers, dates and any thank-you messages.',
        'Having it in one place makes your case clear and your nerves steadier.',
      ],
    },
    {
      lines: [
        'Research what your role is worth.',
        'Look at job adverts, salary surveys and industry guides for similar roles and areas.',
        'Note a realistic range, from a fair minimum to a stretch figure.',
        'Knowing the market means you can name a number with confidence.',
      ],
    },
    {
      lines: [
        'Choose your timing with care.',
        'Good moments are after a success, before budgets are set, or at your review.',
        'Avoid days when your manager is rushed or under pressure.',
        'The right timing makes a yes easier to give.',
      ],
    },
    {
      lines: [
        'Book a dedicated meeting.',
        'Ask for a set time and say briefly that you would like to discuss your pay or progression.',
        'This gives your manager a chance to prepare and treats the topic seriously.',
      ],
    },
    {
      lines: [
        'Name a specific figure or outcome.',
        'Say the number or title you want clearly, rather than hinting.',
        'Aim a little above your target to leave room for discussion.',
        'A clear request is easier to respond to than a vague one.',
      ],
    },
    {
      lines: [
        'After you make your request, pause.',
        'Let the silence sit while they think, without rushing to fill it.',
        'Resist the urge to justify yourself again or lower your number straight away.',
        'Quiet confidence gives your request its full weight.',
      ],
    },
    {
      lines: [
        'Practise the conversation with someone you trust.',
        'Ask them to play your manager, including tricky responses.',
        'Try it a few times, changing how they react.',
        'Rehearsal makes the real thing feel familiar and less daunting.',
      ],
    },
    {
      lines: [
        'Link your request to what the organisation cares about.',
        'Show how your work has helped meet targets, save money or improve service.',
        'Frame it in terms of the team and the wider goals.',
        'Decision-makers find it easier to say yes when they see the shared benefit.',
      ],
    },
    {
      lines: [
        'Ask for feedback throughout the year, not only at review time.',
        'In regular check-ins, ask what is going well and what to work on.',
        'Act on it, and mention the changes you made.',
        'This keeps your progress visible and avoids surprises later.',
      ],
    },
    {
      lines: [
        'Keep your tone calm and collaborative.',
        'Use phrases like, I would like to find a way forward together.',
        'Avoid ultimatums unless you are truly ready to act on them.',
        'A cooperative tone keeps the relationship strong whatever the outcome.',
      ],
    },
    {
      lines: [
        'Know your walk-away point privately.',
        'Decide in advance what you would accept and what would make you look elsewhere.',
        'You do not need to say it, but knowing it steadies you.',
      ],
    },
    {
      lines: [
        'Follow up after the meeting.',
        'Send a brief thank-you and a summary of what was agreed, with any dates.',
        'Put a reminder in your calendar for the review point.',
        'Following up shows you are serious and keeps things moving.',
      ],
    },
    {
      lines: [
        'Make your work visible between reviews.',
        'Share updates on wins in team meetings or short notes to your manager.',
        'Credit others too, so it reads as team success with your part clear.',
        'People can only reward what they know about.',
      ],
    },
    {
      lines: [
        'Prepare answers to likely objections.',
        'Think about what they might say, such as budget limits or timing.',
        'Have a calm response ready for each, including a fallback request.',
        'Being ready for pushback stops it from knocking you off balance.',
      ],
    },
  ],
  rehearsal: [
    'Picture walking into the meeting with your evidence file and a clear first sentence.',
    'Say your opening line aloud until it comes out steady and warm.',
    'Imagine naming your number, then sitting back and letting the silence sit.',
    'Picture your manager saying there is no budget, and you asking what it would take.',
    'Run through your three strongest achievements in under a minute.',
    'Imagine hearing a criticism, and you asking calmly for an example.',
    'See yourself ending the meeting with a thank-you and a clear next step.',
    'Picture sending the follow-up email that same afternoon.',
    'Imagine a friend playing your manager, and you answering their hardest question.',
    'Picture yourself leaving the room proud that you asked, whatever was said.',
  ],
  setbacks: [
    'If you get a no, thank them, ask what would change it, and set a date to revisit.',
    'If the review felt unfair, write down your response calmly and ask for a follow-up meeting.',
    'If nerves make you stumble, pause, breathe, and return to your notes.',
    'If you forget a point, add it in your follow-up email.',
    'If someone else gets the promotion, allow yourself to be disappointed before planning your next step.',
    'If the conversation gets tense, suggest pausing and picking it up again another day.',
    'If you receive hard feedback, give yourself a day before deciding what you think of it.',
    'If nothing changes after several clear attempts, it may be time to look at your options elsewhere.',
    'If you undersell yourself in the moment, you can always add more evidence afterwards.',
    'A disappointing outcome is one step in a longer story, not the end of it.',
  ],
  stories: [
    'An administrator I heard about had been doing the work of the level above for a year. She gathered every new responsibility and result into a single page. In the meeting, she asked for a specific grade and then stopped talking. Her manager said it was the clearest case anyone had brought them.',
    'One engineer asked for a raise and was told there was no budget. Instead of leaving it there, he asked what he would need to do to be considered in six months. They agreed targets and he put them in an email. At the six-month point, he had everything he needed to make the case again.',
    'A sales worker I heard about dreaded her appraisal after a difficult year. She wrote down three things that went well and one she had learned from. When criticism came, she asked for examples and what would help. She said it was the first review that felt like a conversation.',
    'One man was passed over for a team lead role he had wanted for years. He waited a few days, then asked his manager what had made the difference. The answer was experience leading projects, which he had never been offered. He asked for the next one, and he got it.',
    'A designer I heard about found out a newer colleague was paid more. She researched the going rate and practised her opening line with a friend. In the meeting she kept to the facts and named a figure. It took two conversations, but the gap was closed.',
  ],
  closings: [
    'Gather your evidence tonight, and walk in knowing your worth.',
    'Say your number clearly, then let the silence work.',
    'Whatever the answer, asking is a step forward.',
    'You have done the work, so now speak for it.',
    'Go in calm, prepared and clear about what you want.',
    'This is your career, and you are allowed to steer it.',
    'Trust your preparation, and let yourself be heard.',
    'Tomorrow, make your case simply and let them respond.',
    'You deserve to be paid and recognised fairly, so ask.',
    'Leave the room with a next step, whatever it is.',
    'Hold your head up; you are asking for what is fair.',
    'The conversation is short, and the difference it makes can last.',
  ],
};
