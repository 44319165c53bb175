import type { SituationPack } from '../types';

export const startingBusiness: SituationPack = {
  kind: 'starting_business',
  label: 'starting a business',
  fallback: 'your business',
  outlook: 'ahead',
  examples: [
    'launching my small business next month and I am terrified nobody will buy anything',
    'quit my job to go self employed and now I am panicking',
    'opening a cafe in my town in six weeks, so much to do',
    'started a side hustle selling candles online, zero sales so far',
    'my startup is running out of runway and we need customers fast',
    'going freelance as a graphic designer, how do I find clients',
    'first market stall this saturday, what if nobody stops',
    'trying to get my cleaning business off the ground',
    'setting up as a sole trader and all the admin is doing my head in',
    'pitching to our first big customer on tuesday',
    'my etsy shop has been open 3 months and I have had 4 orders',
    'opened a hair salon last month and some days are dead quiet',
    'want to start my own plumbing business but scared to leave a steady wage',
    'building an app with a mate, we have users but no revenue',
    'no idea how much to charge for my photography',
    'bakery from home, first orders coming in, scared of getting it wrong',
    'running a small business alone and doing every single job myself',
    'my dog grooming business is six months old and cash flow is tight',
    'launch day tomorrow for my online store',
    'trying to turn my hobby into a business but I feel like a fraud calling myself a founder',
    'self employed tradie, work has dried up this month',
    'starting a consultancy after 20 years in corporate, no clients yet',
    'I hate selling myself but I need to promote my business',
    'food truck opens friday, first big event',
    'registered my company today, feels real and scary',
    'small biz owner here, feeling like I am failing at everything',
    'got my first paying client and now I am scared I cannot deliver',
    'starting a tutoring business on the side and need my first students',
  ],
  acknowledge: [
    'Starting something of your own means carrying risk that nobody else fully sees.',
    'It is a lot to be the maker, the seller, the bookkeeper and the cleaner at once.',
    'Quiet days when nothing sells can shake even the most determined person.',
    'Putting your own idea out into the world can feel very exposing.',
    'The money side can keep you awake in a way a regular wage never did.',
    'It is tiring to make every decision yourself, all day long.',
    'You may feel pulled between excitement and fear many times a day.',
    'When friends ask how it is going, the honest answer can be hard to give.',
    'It is hard to switch off when the business lives in your head.',
    'Early days are often slower than the plan said they would be.',
    'Selling yourself can feel uncomfortable if it does not come naturally.',
    'It can be lonely without colleagues to share the ups and downs.',
    'You have put a lot on the line, and it makes sense that it feels heavy.',
    'Waiting for the first customers can feel like shouting into an empty room.',
  ],
  reframes: [
    'Every business you admire had a first quiet day and a first nervous sale.',
    'Slow early sales are usually a sign of a young business, not a bad idea.',
    'Each customer conversation teaches you something a plan never could.',
    'You do not need to be big to be good, and small can be an advantage.',
    'Most problems in a new business are solvable with information and time.',
    'You are allowed to learn as you go; that is how nearly everyone does it.',
    'Feeling like a beginner does not mean you are not a real business owner.',
    'What you are building also builds skills that stay with you whatever happens.',
    'Changing course based on what customers tell you is smart, not a failure.',
    'One happy customer who tells a friend is worth more than a lot of advertising.',
    'Your price is a message about your value, so it is allowed to be fair.',
    'Progress in a small business is often uneven, with quiet weeks and sudden jumps.',
    'Asking for help from people further along is normal and usually welcomed.',
    'The courage it took to begin is still there when things get tough.',
    'A small, steady step each day adds up to a real business over months.',
  ],
  worries: [
    {
      cues: [
        'no customers',
        'no sales',
        'nobody buys',
        'no clients',
        'no orders',
        'first customer',
        'dead quiet',
        'nobody will buy',
      ],
      reframes: [
        'Waiting for sales is one of the most nerve-racking parts of starting out.',
        'Early silence usually means people do not know about you yet, not that they do not want you.',
        'Most businesses find their first customers through direct contact, not luck.',
        'Each quiet day is a chance to talk to more people and learn what they need.',
        'Momentum often builds slowly, then faster once a few people start talking.',
      ],
      steps: [
        {
          lines: [
            'Talk directly to ten potential customers this week.',
            'Message, call or meet people who fit your ideal customer and ask what they need.',
            'Listen more than you pitch, and note their exact words.',
            'Real conversations show you what to offer and often lead to first sales.',
          ],
        },
        {
          lines: [
            'Ask everyone you know to share what you do.',
            'Send a short, friendly message to friends, family and old colleagues.',
            'Tell them exactly who you help and ask them to pass it on.',
            'Your first customers very often come through people who already trust you.',
          ],
        },
        {
          lines: [
            'Make a simple first offer that is easy to say yes to.',
            'Create a small product, a trial session or an introductory package.',
            'Keep it clear, affordable and quick to buy.',
            'A low-risk first step helps new customers try you out.',
          ],
        },
      ],
    },
    {
      cues: ['risk', 'savings', 'quit my job', 'steady wage', 'cash flow', 'cashflow', 'runway', 'afford'],
      reframes: [
        'Money worries in a new business are real and deserve a clear plan.',
        'Knowing your numbers turns vague fear into decisions you can make.',
        'Many business owners build up slowly, keeping some income from elsewhere at first.',
        'Cash flow problems are common and often solvable with small changes.',
        'Checking the figures each week keeps surprises small.',
      ],
      steps: [
        {
          lines: [
            'Work out how many months your money will last.',
            'Add up your monthly costs, business and personal, and compare them with what you have.',
            'Note the date when you need a certain level of income.',
            'A clear runway helps you plan calmly and make decisions in time.',
          ],
        },
        {
          lines: [
            'Get paid faster and pay out slower where you fairly can.',
            'Ask for deposits, send invoices promptly and chase late payments politely.',
            'Agree sensible payment terms with your suppliers.',
            'Good cash habits keep the business breathing through quiet patches.',
          ],
        },
        {
          lines: [
            'Keep business money in a separate account.',
            'Open a separate account and run every business payment through it.',
            'Set aside a share of each payment for tax as soon as it arrives.',
            'Clean accounts make it easy to see where you stand.',
          ],
        },
      ],
    },
    {
      cues: ['fail', 'failure', 'flop', "doesn't work", 'doesnt work', 'go under', 'go bust', 'make a fool'],
      reframes: [
        'Fear of failing is natural when you have put so much into something.',
        'A setback in business is information, not a judgement of your worth.',
        'Many successful owners changed their idea several times before it worked.',
        'Even if this version does not last, the skills and contacts you gain will.',
        'Trying something of your own takes more courage than never trying.',
      ],
      steps: [
        {
          lines: [
            'Decide your check-in points in advance.',
            'Set dates to review sales, costs and how you feel, such as every three months.',
            'Agree with yourself what would mean carry on, change course or pause.',
            'Clear points stop fear from making decisions for you day to day.',
          ],
        },
        {
          lines: [
            'Test ideas small before committing big.',
            'Try a new product, price or service with a few customers first.',
            'Watch what happens, then scale up what works.',
            'Small tests keep your risk low and your learning fast.',
          ],
        },
      ],
    },
    {
      cues: [
        'pricing',
        'price',
        'how much to charge',
        'what to charge',
        'undercharging',
        'too expensive',
        'rates',
        'cheap',
      ],
      reframes: [
        'Setting prices feels personal, as if you are putting a number on yourself.',
        'Charging too little is one of the most common mistakes new businesses make.',
        'Fair prices let you stay in business and serve customers well.',
        'The right customers value quality and reliability, not only the lowest price.',
        'You can adjust prices as you learn, so the first number is not forever.',
      ],
      steps: [
        {
          lines: [
            'Build your price from your real costs and your time.',
            'Add materials, overheads, tax and a fair hourly rate for yourself.',
            'Then add a margin so the business can grow.',
            'Prices built this way protect you from working for nothing.',
          ],
        },
        {
          lines: [
            'Check what others charge, then position yourself on purpose.',
            'Look at similar businesses and note their prices and what is included.',
            'Decide whether you are the budget, middle or premium choice, and why.',
            'Knowing your position makes your price easier to say with confidence.',
          ],
        },
      ],
    },
    {
      cues: [
        'selling',
        'sales',
        'marketing',
        'promote',
        'self promotion',
        'cringe',
        'put myself out there',
        'social media',
      ],
      reframes: [
        'Promoting yourself can feel awkward, especially if you were taught not to show off.',
        'Telling people about your business is sharing something useful, not bragging.',
        'Good marketing is mostly explaining clearly how you help people.',
        'People cannot buy from you if they do not know you exist.',
        'Selling gets easier the more you focus on the customer rather than yourself.',
      ],
      steps: [
        {
          lines: [
            'Choose one marketing channel and stick with it.',
            'Pick the place your customers already spend time, online or in person.',
            'Post or show up there regularly for at least two months.',
            'Consistency in one place beats scattered effort everywhere.',
          ],
        },
        {
          lines: [
            'Share stories and results, not just offers.',
            'Show a before and after, a happy customer, or how you make what you sell.',
            'Keep it genuine and simple.',
            'Stories draw people in more than adverts, and feel less pushy.',
          ],
        },
        {
          lines: [
            'Ask every happy customer for a review or a referral.',
            'Make it easy with a link or a quick card, and thank them warmly.',
            'Recommendations from real people are the strongest marketing you have.',
          ],
        },
      ],
    },
    {
      cues: [
        'overwhelmed',
        'doing everything',
        'on my own',
        'by myself',
        'admin',
        'accounts',
        'too many hats',
        'no time',
      ],
      reframes: [
        'Wearing every hat at once is exhausting, and it is not a sign you are doing it wrong.',
        'Not every task needs doing today, or doing perfectly.',
        'Simple systems can save you hours each week.',
        'Getting help with some tasks is a smart use of your time.',
        'A small business is built over many ordinary days, not in one big push.',
      ],
      steps: [
        {
          lines: [
            'Batch your admin into one set time each week.',
            'Pick a regular slot for invoices, emails, bookkeeping and orders.',
            'Keep the rest of the week for making, selling and serving customers.',
            'Batching stops admin creeping into every hour.',
          ],
        },
        {
          lines: [
            'Hand off one task you dislike or are slow at.',
            'That might be bookkeeping, social media or deliveries.',
            'Even a few hours of help a month can free up time and energy.',
            'Your time is best spent where you add the most value.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Write a one-page plan.',
        'Say who your customers are, what you offer, how they find you and how you make money.',
        'Keep it short and update it as you learn.',
        'A single page keeps you focused when everything feels urgent.',
      ],
    },
    {
      lines: [
        'Check your numbers every week.',
        'Look at sales, costs, cash in the bank and money owed to you.',
        'Write them in the same place so you can see trends.',
        'Regular checks help you spot problems early and celebrate progress.',
      ],
    },
    {
      lines: [
        'Get the legal basics in place.',
        'Register the business properly and check any licences, insurance or permits you need.',
        'Ask a local advice service or an accountant if you are unsure.',
        'Sorting this early prevents stressful surprises later.',
      ],
    },
    {
      lines: [
        'Put agreements in writing.',
        'Use simple terms or contracts that cover price, timing and what happens if plans change.',
        'Take a deposit for larger orders or projects.',
        'Clear agreements protect your time and your cash.',
      ],
    },
    {
      lines: [
        'Make your offer easy to understand in one sentence.',
        'Say who you help, what you do, and what result they get.',
        'Use that sentence on your website, signs and when people ask.',
        'Clarity helps customers decide quickly.',
      ],
    },
    {
      lines: [
        'Follow up with every lead.',
        'Reply quickly to enquiries, and send a friendly reminder if someone goes quiet.',
        'Keep a simple list of who you spoke to and when.',
        'Many sales come from the second or third contact, not the first.',
      ],
    },
    {
      lines: [
        'Look after your first customers exceptionally well.',
        'Deliver on time, communicate clearly and add a small personal touch.',
        'Ask what they liked and what could be better.',
        'Early customers become your best advocates and teachers.',
      ],
    },
    {
      lines: [
        'Connect with other small business owners.',
        'Join a local network, an online group or a regular meet-up.',
        'Share challenges and ask how others solved similar problems.',
        'Talking to people a few steps ahead can save you months.',
      ],
    },
    {
      lines: [
        'Set working hours and days off.',
        'Decide when you will work and when you will rest, and tell customers your hours.',
        'Protect at least one full day a week away from the business.',
        'Rest keeps you creative and stops you burning through your energy.',
      ],
    },
    {
      lines: [
        'Track where each customer came from.',
        'Ask new customers how they heard about you and note it down.',
        'Put more effort into the sources that bring people in.',
        'This turns marketing from guesswork into decisions.',
      ],
    },
    {
      lines: [
        'Review what you learned at the end of each month.',
        'Write down what worked, what did not, and one change for next month.',
        'Keep the notes together so you can see your progress.',
        'Regular reflection helps you improve steadily rather than by accident.',
      ],
    },
    {
      lines: [
        'Celebrate small wins.',
        'Mark your first sale, first review, first repeat customer and first profitable month.',
        'Tell someone who will be glad for you.',
        'Noticing progress keeps you going through the slower patches.',
      ],
    },
    {
      lines: [
        'Plan for your quiet seasons.',
        'Look at when sales are likely to dip and prepare for it.',
        'Put money aside in busier months, and plan promotions or new offers for slower ones.',
        'Knowing the rhythm of your trade makes the dips less frightening.',
      ],
    },
    {
      lines: [
        'Keep a little time each week for thinking ahead.',
        'Step away from daily tasks for an hour and look at the bigger picture.',
        'Ask where you want the business to be in six months and what it will take.',
        'Time spent on direction keeps you from only reacting to whatever comes next.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning: coffee, your weekly numbers, and three people to contact.',
    'Say your one-sentence offer aloud until it comes out easily.',
    'Imagine a potential customer asking your price, and you saying it without apology.',
    'Picture your first sale of the week arriving, and you thanking the customer warmly.',
    'Run through how you will follow up with someone who went quiet.',
    'Imagine a quiet day, and you using it to reach out to five new people.',
    'Picture yourself at a local meet-up, swapping stories with another owner.',
    'See yourself sending an invoice the same day the work is done.',
    'Imagine asking a happy customer for a review, and them gladly agreeing.',
    'Picture the end of the month, reviewing what worked and choosing one change.',
  ],
  setbacks: [
    'If a launch goes quietly, talk to the people who did come, and learn from them.',
    'If a customer complains, listen, put it right if you can, and improve the process.',
    'If money gets tight, look at costs you can pause and payments you can chase this week.',
    'If an idea does not sell, change one thing at a time and test again.',
    'On a day when nothing goes right, do one small task that moves things forward.',
    'If you make a costly mistake, work out what it taught you and build a check to prevent it.',
    'If you feel like giving up, look back at how far you have come since the start.',
    'If a big customer leaves, focus on serving the rest well while you find new ones.',
    'If you are exhausted, take a proper day off; the business needs you rested.',
    'If a review is unkind, respond calmly and briefly, and let your other customers speak for you.',
  ],
  stories: [
    'A woman I heard about opened a small bakery and sold almost nothing in her first week. She started handing out samples outside her door each morning and talking to everyone who stopped. By the end of the month, she had regulars who came in every day. She said the samples mattered less than the conversations.',
    'One man went freelance after years in an office and had no clients for six weeks. He sent a short, personal message to forty people he had worked with before. Three replied with work, and one of them recommended him to two more. He learned that his old network was his best source of new business.',
    'A young maker I heard about was charging so little she was losing money on every order. She added up her costs and time properly and raised her prices by a third. A couple of customers left, but most stayed, and new ones arrived. She said charging fairly made her feel like she was running a real business.',
    'One café owner felt overwhelmed by doing the books, the orders and the serving alone. He set aside every Monday morning for admin and hired a bookkeeper for two hours a month. His evenings came back. He said the help paid for itself in calm alone.',
    'A tradesperson I heard about had a month where the work dried up completely. Instead of panicking, they called every past customer to check in and ask if they needed anything. Several booked jobs, and others passed on their number. They learned that the people already pleased with them were the first place to look.',
  ],
  closings: [
    'Tomorrow, talk to one customer and learn one thing.',
    'Check your numbers, make one call, and be proud of what you have started.',
    'You built this from nothing, and that is worth remembering tonight.',
    'One sale, one lesson, one step at a time.',
    'Rest tonight; your business needs its owner well.',
    'Say your price clearly this week, and mean it.',
    'Keep showing up, and let the business grow around your effort.',
    'The quiet days are part of it, so use them well.',
    'Be as kind to yourself as you are to your customers.',
    'Go into tomorrow with one clear goal and a cup of something warm.',
    'You took the leap, and you can keep taking small steps.',
    'Tell someone about your business tomorrow, simply and proudly.',
  ],
};
