import type { SituationPack } from '../types';

export const moneyDebt: SituationPack = {
  kind: 'money_debt',
  label: 'money worries and debt',
  fallback: 'your money worries',
  outlook: 'through',
  examples: [
    'drowning in debt, credit cards maxed and I cannot see a way out',
    'cant pay my rent this month and I am scared to tell the landlord',
    'got a letter from debt collectors today and my stomach dropped',
    'so skint, £12 to last until friday',
    'I have not opened my post in weeks because I know what is in there',
    'overdraft, two loans and a catalogue, it keeps getting worse',
    'money worries are keeping me awake every night',
    'my partner does not know how much I owe',
    'behind on the council tax and the energy bill',
    'trying to budget but there is just never enough left at the end of the month',
    'broke af and payday is ten days away',
    'took out a payday loan to cover another loan, stupid I know',
    'minimum payments on my cards barely touch the balance',
    'student loan, car finance and buy now pay later all at once',
    'cost of living has wiped out my savings',
    'need to sort my finances out but I dont know where to start',
    'skipping meals so the kids can eat, this is so hard',
    'getting phone calls from creditors every day',
    'bailiffs letter came this morning, what do I do',
    'so ashamed about the debt I have got myself into',
    'made a budget for the first time and it does not add up',
    'rent went up again and I cannot cover it',
    'i keep overspending when im stressed and then panic about money',
    'behind on my mortgage payments for two months',
    'tight month, bills everywhere, trying to stay calm',
    'want to get my spending under control and start saving',
    'owe about 15k and feel sick thinking about it',
    'we are struggling to keep the heating on this winter',
    'bank account constantly in the red and the charges keep stacking up',
  ],
  acknowledge: [
    'Money worries can sit on your chest from the moment you wake up.',
    'Debt can feel heavy in a way that is hard to explain to anyone else.',
    'It is exhausting to do sums in your head all day, trying to make things stretch.',
    'Dreading the post or the phone is a horrible way to live.',
    'Feeling ashamed about money is common, and it makes the load lonelier.',
    'When every choice costs something, even small decisions feel hard.',
    'It is frightening not to know how the next bill will be paid.',
    'Money stress can spill into sleep, mood and how you get on with people.',
    'Trying to keep things normal for others while you worry is tiring.',
    'You may feel stuck, as if nothing you do makes a dent.',
    'It can feel unfair when rising costs are outside your control.',
    'Avoiding the numbers makes sense when looking at them hurts.',
    'Going without things you need is hard on body and spirit.',
    'It takes courage even to name that you are struggling with money.',
  ],
  reframes: [
    'Being in debt is a situation you are in, not a measure of who you are.',
    'Many people face money trouble at some point, often for reasons outside their control.',
    'The problem usually looks smaller on paper than it feels in your head.',
    'Creditors deal with people in difficulty every day, and most have set ways to help.',
    'Free, independent advice exists for exactly this, and using it is sensible.',
    'Facing the numbers is hard, and it is also where your options begin.',
    'Small steps, taken steadily, can change how things feel.',
    'You have more rights and choices than it may seem right now.',
    'Asking for help early tends to give you more room than waiting.',
    'A plan does not need to fix everything at once to make today easier.',
    'Your worth has nothing to do with your bank balance.',
    'Talking about money takes away some of its power to frighten you.',
    'Every letter you open is one less unknown.',
    'You can be kind to yourself and still be firm about your spending.',
    'This is something to work through one piece at a time, not all at once.',
  ],
  worries: [
    {
      cues: [
        'bailiffs',
        'debt collectors',
        'final demand',
        'red letters',
        'letters',
        'enforcement',
        'collection',
        'ccj',
      ],
      reframes: [
        'Letters and threats of collection are frightening, and it is natural to feel shaken.',
        'Most letters are steps in a process, and there is usually time to respond.',
        'You have rights in how debts are collected, and advisers know them well.',
        'Getting advice quickly can often pause or change what happens next.',
        'Opening the letter is scary, but not knowing is usually worse.',
      ],
      steps: [
        {
          lines: [
            'Contact a free debt advice service straight away.',
            'Explain what the letter says and ask what your options are.',
            'They can often contact creditors for you and help you respond in time.',
            'Expert support can quickly change what is possible.',
          ],
        },
        {
          lines: [
            'Respond before any deadline on the letter.',
            'Note the date on the letter and mark it on a calendar.',
            'Even a short reply saying you are getting advice can buy time.',
            'Ignoring letters usually makes the situation harder to manage.',
          ],
        },
        {
          lines: [
            'Ask about breathing space.',
            'In some places, advisers can help you get a pause on interest, charges and collection while you get advice.',
            'Ask your adviser whether anything like this is available to you.',
          ],
        },
      ],
    },
    {
      cues: [
        'ashamed',
        'embarrassed',
        'shame',
        "can't tell",
        'cant tell',
        'hiding it',
        'secret',
        "doesn't know",
      ],
      reframes: [
        'Shame about money is one of the heaviest feelings, and it keeps many people silent.',
        'Debt happens to people from all walks of life, for many reasons.',
        'Telling someone you trust often brings relief and practical help.',
        'Keeping it secret usually makes the worry bigger, not smaller.',
        'You deserve support, not judgement, while you sort this out.',
      ],
      steps: [
        {
          lines: [
            'Tell one trusted person what is happening.',
            'Choose someone who will listen without judging, and keep it simple.',
            'Say what you owe, how you feel, and that you are starting to deal with it.',
            'Sharing the load makes it easier to take the next steps.',
          ],
        },
        {
          lines: [
            'Speak to the people you share money with openly.',
            'Pick a calm time and share the facts, not only the fear.',
            'Explain what you are doing about it and what support you need.',
            'Honesty protects trust and lets you plan together.',
          ],
        },
      ],
    },
    {
      cues: ['rent', 'food', "can't afford", 'cant afford', 'skint', 'broke', 'heating', 'electric'],
      reframes: [
        'Struggling to cover the basics is frightening and draining.',
        'Essentials like housing, food and warmth come first, and it is right to focus there.',
        'There is often more support available than people realise.',
        'Asking for help with essentials is practical and sensible.',
        'You are doing your best in a hard situation.',
      ],
      steps: [
        {
          lines: [
            'Put essential bills first.',
            'Prioritise housing, energy, local taxes and anything that could cost you your home or supply.',
            'Pay these before cards, catalogues or other unsecured debts.',
            'Protecting the essentials keeps the most serious problems away.',
          ],
        },
        {
          lines: [
            'Check what support you are entitled to.',
            'Use a free benefits checker or ask an adviser about help with housing, energy or food.',
            'Look for discounts, social tariffs and local grants.',
            'Extra support can ease the pressure quickly.',
          ],
        },
        {
          lines: [
            'Use local food support if you need it.',
            'Food banks, community pantries and free meal schemes are there for times like this.',
            'Ask an adviser or local service for a referral if one is needed.',
            'Eating well helps you cope with everything else.',
          ],
        },
      ],
    },
    {
      cues: [
        'avoid',
        "can't look",
        'cant look',
        'scared to check',
        'opening post',
        'head in the sand',
        'ignoring',
        'not opened',
      ],
      reframes: [
        'Avoiding the post or your bank balance is a natural way to protect yourself from fear.',
        'The fear of looking is usually worse than what you find.',
        'You can face it in small pieces, with support if needed.',
        'Taking one look is a brave first step.',
        'Knowing where you stand gives you back some control.',
      ],
      steps: [
        {
          lines: [
            'Open your post in one sitting, with support if you like.',
            'Set aside an hour, make a drink, and open every letter.',
            'Sort them into piles: bills, debts, and everything else.',
            'Doing it all at once turns a cloud of dread into a clear list.',
          ],
        },
        {
          lines: [
            'Check your bank balance at the same time each week.',
            'Pick a calm time, such as Sunday morning, and look at what has gone in and out.',
            'Write the balance in a notebook.',
            'A regular habit takes the fear out of looking.',
          ],
        },
      ],
    },
    {
      cues: [
        'budget',
        'budgeting',
        'overspending',
        'impulse',
        'spending',
        "can't save",
        'cant save',
        'never enough',
      ],
      reframes: [
        'Budgeting is hard when there is very little to work with.',
        'Overspending often comes from stress or tiredness, not from carelessness.',
        'A budget is a tool to help you, not a test you pass or fail.',
        'Small changes can add up over weeks and months.',
        'Learning how your money moves is a skill that anyone can build.',
      ],
      steps: [
        {
          lines: [
            'Write a simple monthly budget.',
            'List your income, then your essential costs, then everything else.',
            'See what is left, even if it is a small or negative number.',
            'A clear budget shows you where to focus and what to ask for help with.',
          ],
        },
        {
          lines: [
            'Track every penny for one week.',
            'Write down each purchase, however small, in a notebook or app.',
            'Look back at the end of the week and notice patterns.',
            'Seeing where money goes makes it easier to change.',
          ],
        },
        {
          lines: [
            'Add a pause before non-essential spending.',
            'Wait twenty-four hours before buying anything you do not need.',
            'Remove saved card details from shopping sites and apps.',
            'A small delay helps you buy with intention rather than impulse.',
          ],
        },
      ],
    },
    {
      cues: [
        'never get out',
        'minimum payments',
        'credit card',
        'overdraft',
        'interest',
        'loans',
        'payday loan',
        'buy now pay later',
      ],
      reframes: [
        'Feeling trapped by debt is exhausting, especially when interest keeps growing.',
        'Many debts can be reorganised, frozen or reduced with the right help.',
        'Focusing on one debt at a time makes progress easier to see.',
        'You are not alone in this; many people are working through similar debts.',
        'Stopping new borrowing is often the first turning point.',
      ],
      steps: [
        {
          lines: [
            'List every debt in one place.',
            'Write down who you owe, how much, the interest rate and the monthly payment.',
            'Put them in order of urgency and interest.',
            'A single list makes the whole picture manageable.',
          ],
        },
        {
          lines: [
            'Contact creditors before you miss payments, or as soon as you can.',
            'Explain your situation and ask about a payment plan, lower payments or frozen interest.',
            'Write down the date, the name of who you spoke to and what was agreed.',
            'Most creditors prefer an agreement to silence.',
          ],
        },
        {
          lines: [
            'Avoid borrowing more to pay existing debts.',
            'Steer clear of high-cost lenders and offers that seem too easy.',
            'Talk to a free adviser about safer options before signing anything.',
            'New borrowing can deepen the problem rather than solve it.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Get free, independent debt advice.',
        'Look for a charity or not-for-profit advice service, not a company that charges fees.',
        'Bring your list of debts, income and costs.',
        'Good advisers can help you choose the right plan and deal with creditors.',
      ],
    },
    {
      lines: [
        'Set up a separate account or pot for bills.',
        'Move money for bills into it as soon as your income arrives.',
        'Use what is left for day-to-day spending.',
        'This protects essential payments and reduces the chance of missing them.',
      ],
    },
    {
      lines: [
        'Cancel or pause subscriptions you can live without.',
        'Go through your bank statement and list every regular payment.',
        'Cancel or pause the ones you do not use or need right now.',
        'Small monthly savings add up over the year.',
      ],
    },
    {
      lines: [
        'Plan your meals and shop with a list.',
        'Plan a week of simple meals and write down only what you need.',
        'Buy own-brand items and check reduced shelves.',
        'Planning cuts waste and keeps food costs steady.',
      ],
    },
    {
      lines: [
        'Sell things you no longer use.',
        'Look around your home for clothes, electronics or furniture you can sell.',
        'Use local selling groups or second-hand shops.',
        'Extra cash can ease a tight month or reduce a debt.',
      ],
    },
    {
      lines: [
        'Keep a record of every conversation about your debts.',
        'Write the date, who you spoke to, what was said and any agreement.',
        'Keep copies of letters and emails in one folder.',
        'Good records protect you if there is confusion later.',
      ],
    },
    {
      lines: [
        'Check you are on the best deals for your bills.',
        'Look at energy, phone, broadband and insurance, and ask about cheaper tariffs.',
        'Call providers and ask directly if they have a better option.',
        'A few calls can save a useful amount every month.',
      ],
    },
    {
      lines: [
        'Set one small, clear money goal.',
        'It might be opening all your post, paying one bill on time or saving a little.',
        'Write it down and tick it off when it is done.',
        'Small wins build confidence and momentum.',
      ],
    },
    {
      lines: [
        'Look after your sleep and basic health.',
        'Keep a regular bedtime, eat what you can and get outside each day.',
        'Money stress is easier to handle when your body is not running on empty.',
      ],
    },
    {
      lines: [
        'Give yourself a weekly money hour.',
        'Pick a regular time to check your balance, pay bills and update your list.',
        'Keep it short, calm and routine.',
        'Regular check-ins stop problems from sneaking up on you.',
      ],
    },
    {
      lines: [
        'Be wary of anyone promising quick fixes.',
        'Avoid companies that charge large fees or pressure you to sign fast.',
        'Check that any adviser is properly regulated or part of a trusted charity.',
        'Protecting yourself from bad deals matters as much as paying what you owe.',
      ],
    },
    {
      lines: [
        'Build a tiny emergency fund if you can.',
        'Set aside even a small amount each week in a separate place.',
        'Use it only for real emergencies, such as a broken boiler or a sudden bill.',
        'A small cushion reduces the need to borrow when something goes wrong.',
      ],
    },
    {
      lines: [
        'Find free ways to enjoy your time.',
        'Look for free events, parks, libraries and things to do with friends at home.',
        'Keep a little joy in your week without spending.',
        'Feeling deprived all the time makes it harder to stick to a plan.',
      ],
    },
    {
      lines: [
        'Speak to your landlord or lender early if housing payments are at risk.',
        'Explain what has happened and what you can afford right now.',
        'Ask about payment plans or temporary arrangements, and get advice alongside.',
        'Early contact gives you the best chance of keeping things stable.',
      ],
    },
  ],
  rehearsal: [
    'Picture sitting at a table with a hot drink and opening every letter, one by one.',
    'Imagine calling a creditor, saying your name, and calmly asking about a payment plan.',
    'See yourself writing a list of every debt, and noticing it fits on one page.',
    'Picture your first call with a free adviser, and feeling lighter afterwards.',
    'Run through what you will say if someone asks you to pay more than you can.',
    'Imagine telling one person you trust, and them saying they are glad you did.',
    'Picture your weekly money hour, balance checked and bills in order.',
    'See yourself pausing before an impulse buy, and closing the app.',
    'Imagine moving money into your bills pot the day your income arrives.',
    'Picture an evening with the post opened and the folder sorted, and the relief of it.',
  ],
  setbacks: [
    'If you miss a payment, contact the creditor as soon as you can and explain.',
    'If a call goes badly, end it politely and ask for the details in writing.',
    'If you overspend one week, go back to your plan the next day without punishing yourself.',
    'If a new letter arrives, open it the same day and add it to your list.',
    'If the numbers still do not add up, go back to a free adviser for more options.',
    'If you feel overwhelmed, do one small money task today and leave the rest for tomorrow.',
    'If someone pressures you to pay more than you can afford, say you are getting advice.',
    'If you slip back into avoiding the post, set a time this week to open it with support.',
    'If the worry stops you sleeping, write your worries down and leave them for the morning.',
    'If things feel hopeless, tell someone close and ask your doctor or an adviser for support.',
  ],
  stories: [
    'A woman I heard about had not opened her post for two months. One Sunday, with a friend beside her, she opened every letter and sorted them into piles. It was frightening, but the list was shorter than she had feared. She said that was the day she stopped feeling frozen.',
    'One man owed money on four cards and could barely cover the minimum payments. He called a free debt advice charity and brought a list of everything he owed. They helped him set up a plan with his creditors. He said the relief of not facing it alone was almost as good as the plan itself.',
    'A young parent I heard about was skipping meals to make ends meet. An adviser helped her check what support she was entitled to, and she found help she had never heard of. She also started using a local food pantry. She said asking for help was the hardest step and the most useful.',
    'One couple argued about money constantly. They sat down together one evening and wrote a simple budget for the month. They set up a separate pot for bills and agreed a small amount each for spending. The arguments did not stop entirely, but they became much rarer.',
    'A student I heard about kept overspending whenever she felt stressed. She deleted her saved card details and waited a day before any non-essential purchase. Most of the time, the urge faded. She said the pause gave her back a little control.',
  ],
  closings: [
    'Tomorrow, open one letter or make one call.',
    'You do not have to solve it all this week, just take the next step.',
    'Tonight, write down one thing you will do tomorrow about your money.',
    'Be gentle with yourself; this is hard, and you are facing it.',
    'Reach out for free advice this week.',
    'One list, one call, one small step at a time.',
    'Let someone you trust know how you are doing.',
    'You are more than your bank balance, and that matters.',
    'Tomorrow, look at the numbers calmly, with a hot drink in hand.',
    'Take the next step, however small it is.',
    'You are dealing with it, and that takes courage.',
    'Rest tonight, and begin again in the morning.',
  ],
};
