import type { SituationPack } from '../types';

export const creativeProject: SituationPack = {
  kind: 'creative_project',
  label: 'a creative project',
  fallback: 'your project',
  outlook: 'ahead',
  examples: [
    "been trying to write a novel for 3 years and I'm stuck at chapter 6",
    "total creative block, haven't painted anything in months",
    'recording my first album and I keep scrapping songs because nothing feels good enough',
    'want to finish editing my short film but i keep avoiding it',
    'nanowrimo starts tomorrow and I have no plot lol',
    'writers block is killing me, 40k words in and I hate all of it',
    'illustrating a picture book and scared my style looks amateur',
    'got my first exhibition in a small gallery in april and still have 6 paintings to finish',
    'making a graphic novel on the side and lost all motivation halfway',
    "I make music and haven't finished a track in a year, just endless 8 bar loops",
    'writing a screenplay and comparing myself to everyone on twitter',
    "my memoir feels self indulgent and I'm not sure I should keep going with it",
    'poetry collection, 30 poems done, need 20 more and the well is dry',
    "designing a board game with friends and it's been stalled for months",
    'want to start drawing again after 10 years but the blank page scares me',
    'working on an EP, total perfectionist, cant stop tweaking the mix',
    'finished the first draft of my fantasy book and the rewrite feels impossible',
    'doing a 365 photo project, missed a week and feel like giving up on it',
    'I have melodies for days but can never finish the lyrics',
    'my art feels derivative and boring, everyone online is so much better',
    "making an animated short for my portfolio, 2 mins long and it's taking forever",
    "blocked on the last chapter, I know how it ends but can't make myself write it",
    'painting a mural on a cafe wall next month and i feel like a total fraud',
    'wanna write a fanfic longfic but I never get past chapter 2',
    'sewing my own collection for a local fashion show, so much left to do',
    "uninspired lately, sketchbook's been empty since summer",
    'I keep starting new creative projects and abandoning them, want to actually finish this one',
  ],
  acknowledge: [
    'Making something from nothing is hard, and the blank page can feel like a wall.',
    'Creative block is maddening because the thing you want to do is right there and will not come.',
    'It hurts when the work in your head and the work in front of you do not match.',
    'Caring deeply about what you make can make it harder to begin.',
    'You may have days when everything you make feels flat, and that is disheartening.',
    'Long projects have a murky middle where the early excitement has gone quiet.',
    'It is tiring to carry an unfinished piece around with you for months.',
    'Putting your own ideas into the world feels exposing, even before anyone sees them.',
    "Comparing your rough work with other people's finished work can knock the wind out of you.",
    'It can feel strange to give so much time to something nobody has asked you for.',
    'The doubts often grow loudest just when a project starts to matter.',
    'Losing momentum after a break can make restarting feel twice as hard.',
    'Some days the inner critic talks over every idea before it has a chance.',
    'Wanting to make something good is a decent ambition, even when it weighs on you.',
  ],
  reframes: [
    'Every finished piece you admire was once a rough, uncertain draft.',
    'Block is usually fear or tiredness in disguise, not a sign your ability has gone.',
    'Bad first attempts are part of the method, not a failure of it.',
    'Your taste is ahead of your skill for now, which means you can see where to go.',
    'Finishing something imperfect teaches you more than polishing the opening forever.',
    'Making regularly matters more than waiting to feel inspired.',
    'A small amount of work each day adds up to a whole body of work.',
    'Nobody else can make this particular thing, because nobody else sees it your way.',
    'The murky middle of a project is normal, and most makers pass through it.',
    'Judging the work while you make it is like correcting a sentence before it is written.',
    'A rough version that exists is worth far more than a perfect one in your head.',
    'Creative confidence comes from finishing things, not from waiting until you feel ready.',
    'Your early drafts are private, so they are allowed to be bad.',
    'Constraints often spark ideas rather than stifle them.',
    'Every session you turn up for, even a short one, keeps the project alive.',
    "You do not need anyone's permission to make the thing you want to make.",
  ],
  worries: [
    {
      cues: [
        'block',
        'blocked',
        "writer's block",
        'writers block',
        'stuck',
        'blank page',
        'no ideas',
        'dried up',
        'uninspired',
      ],
      reframes: [
        'Being stuck is real and maddening, especially when you have set time aside to work.',
        'Block usually means something needs to change, not that you have nothing left.',
        'Ideas tend to arrive while you are working far more often than before you start.',
        'Every maker who finishes things has been stuck, often more than once in a project.',
      ],
      steps: [
        {
          lines: [
            'Lower the bar for today to almost nothing.',
            'Aim for ten minutes, one hundred words, one rough sketch or one bar of music.',
            'A tiny target gets you past the fear of starting.',
            'Once you are moving, you will often carry on well past it.',
          ],
        },
        {
          lines: [
            'Change one condition of how you work.',
            'Switch the place, the time of day, the medium or the tool you use.',
            'Write by hand instead of on a screen, or sketch on cheap paper rather than a good canvas.',
            'A fresh condition can loosen a stuck habit of thinking.',
          ],
        },
        {
          lines: [
            'Skip the stuck part and work on another section.',
            'Leave yourself a note in the gap and move to a part you can see clearly.',
            'Often the stuck section solves itself once the pieces around it exist.',
          ],
        },
      ],
    },
    {
      cues: [
        'perfect',
        'perfectionist',
        'not good enough',
        'hate everything',
        'rubbish',
        'crap',
        'keep scrapping',
        'keep tweaking',
      ],
      reframes: [
        'High standards are why you care, and they can also stop you from finishing.',
        'The gap between what you imagine and what you make is felt by every maker.',
        'Work improves through revision, and revision needs something finished to work on.',
        'What feels rubbish today often looks better after a few days away from it.',
      ],
      steps: [
        {
          lines: [
            'Separate making sessions from judging sessions.',
            'When you are making, your only aim is to produce material, however rough.',
            'Save the critical eye for set revision sessions later in the week.',
            'Keeping the two apart stops the critic from shutting down the maker.',
          ],
        },
        {
          lines: [
            'Give each piece a finish line before you start it.',
            'Decide what done looks like, such as a full draft, three coats or a rough mix.',
            'When you reach it, call it finished for this round and move on.',
            'A limit on tweaking protects your energy for the next piece.',
          ],
        },
        {
          lines: [
            'Keep everything you cut in a separate file or folder.',
            'Nothing is deleted, only set aside, so cutting feels less final.',
            'You will often find material in there worth rescuing later.',
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
        'online',
        'derivative',
        'unoriginal',
      ],
      reframes: [
        "Scrolling past other people's best work can make your own feel small.",
        'You are seeing their finished pieces and none of their failed attempts.',
        'Everyone starts by borrowing from the work they love, and your own voice grows out of that.',
        "Other people's success does not use up the room for yours.",
      ],
      steps: [
        {
          lines: [
            "Limit how much of other people's work you see while you are making.",
            'Keep social media closed during working sessions and for an hour before them.',
            'Look at work you love on purpose, for ideas, rather than scrolling to measure yourself.',
          ],
        },
        {
          lines: [
            'Compare your work only with your own earlier work.',
            'Put something from a year ago next to something recent.',
            'Notice what has improved, because that is the only comparison that tells you anything useful.',
          ],
        },
      ],
    },
    {
      cues: [
        'finish',
        'never finish',
        'halfway',
        'lost motivation',
        'abandon',
        'half finished',
        'the middle',
        'lost interest',
      ],
      reframes: [
        'Losing steam halfway through is common, because the thrill of beginning has worn off.',
        'The middle is where a project becomes real work, and that is a sign of progress.',
        'Finishing is a skill, and like any skill it gets easier with repetition.',
        'An unfinished piece can still be finished, because it has simply been waiting.',
      ],
      steps: [
        {
          lines: [
            'Write a short list of everything that is left.',
            'Break the rest of the project into small, specific tasks, each doable in one session.',
            'Cross one off every time you work.',
            'A visible list turns a vague mountain into a set of steps.',
          ],
        },
        {
          lines: [
            'Stop each session in the middle of something.',
            'End mid-sentence, mid-sketch or mid-verse, at a point where you know what comes next.',
            'Next time, you can start straight away instead of facing a blank.',
            'This small trick carries momentum from one day to the next.',
          ],
        },
        {
          lines: [
            'Set a date to show the finished piece to someone.',
            'Choose a friend, a small group or an online space and tell them when to expect it.',
            'A gentle outside date helps you push through the last stretch.',
          ],
        },
      ],
    },
    {
      cues: ['no time', 'not enough time', 'too busy', 'life gets in the way', 'too tired', 'squeeze it in'],
      reframes: [
        'Finding time for creative work around everything else is a genuine struggle.',
        'Many finished books, albums and paintings were made in stolen half-hours.',
        'Short, regular sessions keep a project warm far better than rare long ones.',
        'Tiredness is real, and gentler tasks can still move things on when you are low.',
      ],
      steps: [
        {
          lines: [
            'Book your creative time like an appointment.',
            'Choose two or three fixed slots each week, even if they are only thirty minutes long.',
            'Protect them the way you would protect any other commitment.',
            'Regular slots build a rhythm that does not depend on mood.',
          ],
        },
        {
          lines: [
            'Keep a list of low-energy tasks for tired days.',
            'Sorting files, gathering references, tracing, naming tracks or rereading notes all count.',
            'On a flat evening, pick one of those instead of doing nothing at all.',
          ],
        },
      ],
    },
    {
      cues: [
        'criticism',
        'feedback',
        'share it',
        'show anyone',
        'what people think',
        'judged',
        'laugh at it',
      ],
      reframes: [
        'Letting others see your work is a real risk, and it is brave to take it.',
        'Feedback is about the work as it stands today, not about your worth.',
        'Some people will not connect with what you make, and others will love it.',
        'The right audience for your work can only find it if you share it.',
      ],
      steps: [
        {
          lines: [
            'Show it first to one person you trust.',
            'Choose someone kind and honest, and tell them what sort of feedback you want.',
            'Ask what worked for them and where they lost interest.',
            'Starting small lets you build up your tolerance for being seen.',
          ],
        },
        {
          lines: [
            'Wait a day before you respond to feedback.',
            'Write down what was said and sleep on it.',
            'With distance, it becomes easier to keep what helps and let the rest go.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Set a small daily or weekly target.',
        'Choose something you can hit even on a bad day, such as two hundred words or half an hour.',
        'Mark each day you hit it on a calendar.',
        'Consistency builds a project far faster than bursts of inspiration.',
      ],
    },
    {
      lines: [
        'Let the first draft be ugly.',
        'Give yourself permission to make a rough version from start to finish.',
        'You cannot edit a blank page, but you can improve anything that exists.',
        'Most of the quality in finished work comes from revising, not from first attempts.',
      ],
    },
    {
      lines: [
        'Use a timer to get yourself started.',
        'Set it for twenty-five minutes and work only on the project until it rings.',
        'Then take a five-minute break away from the screen, desk or easel.',
        'A short, fixed block makes starting feel manageable.',
      ],
    },
    {
      lines: [
        'Keep a notebook for ideas as they come.',
        'Jot down phrases, images, melodies or scraps whenever they appear.',
        'When you sit down to work, you then have somewhere to begin.',
        'Captured ideas stop nagging at you and start feeding the work.',
      ],
    },
    {
      lines: [
        'Give the project a rough shape or plan.',
        'Sketch an outline, a storyboard, a track list or a set of thumbnails.',
        'Keep it loose enough to change but firm enough to guide you on flat days.',
        'A plan stops every session from starting with a blank decision.',
      ],
    },
    {
      lines: [
        'Set up a space that is ready to go.',
        'Leave your tools, files or instruments out so that starting takes seconds.',
        'Clear away anything that pulls your attention elsewhere.',
        'The easier it is to begin, the more often you will.',
      ],
    },
    {
      lines: [
        'Try a constraint to spark new ideas.',
        'Limit yourself to three colours, one location, a single instrument or a set word count.',
        'Narrowing the options gives your mind something to push against.',
      ],
    },
    {
      lines: [
        'Take a proper break when you are spent.',
        'Go for a walk, look at other art, listen to music or simply rest.',
        'Ideas often arrive when your mind is loose rather than forced.',
        'Rest is part of making, not time stolen from it.',
      ],
    },
    {
      lines: [
        'Revise in layers rather than all at once.',
        'Fix the big structure first, then the sections, then the small details.',
        'Polishing sentences or brushstrokes before the shape is right wastes effort.',
        'Working in layers keeps you from feeling buried under everything at once.',
      ],
    },
    {
      lines: [
        'Find at least one other person who makes things.',
        'A friend, a class, a local group or an online circle can keep you company.',
        'Sharing progress with someone who understands keeps you going through flat patches.',
      ],
    },
    {
      lines: [
        'Study one piece you love up close.',
        'Pick a book, painting, song or film and work out how one part of it is built.',
        'Copying a technique as an exercise is a long-standing way to learn craft.',
        'What you learn feeds straight back into your own project.',
      ],
    },
    {
      lines: [
        'Work at the time of day when your mind is freshest.',
        'For some people that is early morning, and for others it is late at night.',
        'Protect that window for making, and do the admin at other times.',
      ],
    },
    {
      lines: [
        'Keep a simple log of each session.',
        'Write one line about what you worked on and where to pick up next time.',
        'On low days, the log shows you how far you have actually come.',
      ],
    },
  ],
  rehearsal: [
    'Picture sitting down at your usual spot, tools ready, and starting before you have time to doubt.',
    'Imagine the first ten minutes feeling clumsy, and you carrying on anyway.',
    'See yourself reaching your small target and stopping while you still know what comes next.',
    'Picture the moment the work starts to flow, when you forget to check the clock.',
    'Imagine the critic in your head piping up, and you noting it and carrying on.',
    'Tomorrow, set a timer for twenty minutes and make something, however rough.',
    'Picture the project finished, not perfect, but whole and yours.',
    'Imagine handing it to one trusted person and hearing what they enjoyed.',
    'Right now, write down the very next small task, so tomorrow starts easily.',
    'See yourself on a flat day choosing a small, easy task instead of walking away.',
  ],
  setbacks: [
    'If a session goes nowhere, count it anyway, because turning up is what builds the habit.',
    'If you miss a few days, restart with the smallest possible task, not a big catch-up session.',
    'If you hate what you made today, leave it alone for a week before deciding anything.',
    'If feedback stings, give it a day, then take the one part that helps.',
    'If the project has stalled for months, reread it from the start with kind eyes before changing anything.',
    'A bad day of making is part of making, and it does not cancel the good days.',
    'If you feel like giving up, shrink the goal instead of dropping the project.',
    'If you are exhausted, rest without guilt, because a rested mind makes better work.',
    'If something is truly not working, let it become practice for the next piece.',
  ],
  stories: [
    'A woman I heard about had been stuck in the middle of her novel for two years. She set a target of one hundred words a day, small enough to feel almost silly. Most days she wrote far more, and on bad days she still managed the hundred. The draft was finished eleven months later.',
    'One painter lost his confidence after a run of canvases he hated. He switched to cheap paper and gave himself ten minutes per painting, with no right to keep any of them. Within a month he had dozens of loose studies and a few that surprised him. He went back to canvas with ideas he would never have found by forcing them.',
    'A musician I heard about had forty unfinished tracks and not one finished. She made a rule that each new track got three sessions and then had to be called done. The first few were rough, but they were complete. By the end of the year she had shared a small collection and learnt more than in the years before.',
    'One man writing a screenplay kept comparing himself with people posting their successes online. He deleted the apps from his phone until the first draft was done. Without the constant measuring, he wrote more freely and more often. He finished the draft in three months.',
    'A young illustrator was too frightened of criticism to show anyone her work. She picked one kind friend and asked only what they enjoyed and where they got lost. The feedback was gentler and more useful than she had feared. Showing the next piece felt a little easier, and the one after that easier still.',
  ],
  closings: [
    'Tomorrow, sit down for a short session and begin before you feel ready.',
    'Make something small today, and let it be rough.',
    'The project is waiting for you, and it only needs the next step.',
    'Keep going in small pieces, and the whole will come together.',
    'Protect your next session and turn up for it.',
    'Let the critic wait outside for now, and get on with making.',
    'Your idea deserves to exist outside your head, so give it a little time this week.',
    'One page, one sketch or one bar at a time is how this gets done.',
    'Go gently with yourself, and keep the work moving.',
    'When you next sit down, start with the easiest part and let the rest follow.',
    'Finish something this week, however small, and notice how that feels.',
  ],
};
