import type { SituationPack } from '../types';

export const jobSearch: SituationPack = {
  kind: 'job_search',
  label: 'looking for work',
  fallback: 'your search for work',
  outlook: 'ahead',
  examples: [
    'been applying for jobs for 4 months and heard nothing back',
    'sent out 60 applications this month, two replies, both no',
    'job hunting is destroying me, every day the same automated email',
    'trying to change careers from retail into something office based but no one will look at me without experience',
    'looking for work after finishing my degree and everything wants 3 years experience',
    'jobseeking again, cant face another cover letter',
    'I need a new job, I hate where I am but I have no time to apply for things',
    'recruiters keep ghosting me after the first call',
    'updating my resume for the first time in ten years, no idea what it should look like now',
    'on the dole and the job centre wants me to apply for 35 things a week',
    "I've been unemployed since march and my savings are running out",
    'want to get back into nursing after a break, not sure where to even start looking',
    'anyone else just scrolling job boards at midnight feeling hopeless',
    'trying to move into tech, doing a bootcamp and sending applications but crickets',
    'every application form asks the same questions and I never get past the online stage',
    'mum of two trying to find part time work that fits around school',
    'moving city next month and need to line something up before I go',
    'been out of the workforce for a few years caring, now looking again',
    'lookin for work in hospitality, walked round town handing in my cv',
    'how do i find a job when i have no contacts at all',
    'keep getting told I am overqualified for everything I apply to',
    'I want to leave teaching and I have no idea what else I could do',
    'applying for graduate schemes and the psychometric bits keep knocking me out',
    'job search has taken over my whole life and my confidence is on the floor',
    'want a career change at 45, is it too late',
    'searching for a new role quietly while still working, feels like a second job',
    'sick of writing about my strengths on forms nobody reads',
    'looking for an apprenticeship but none near me are taking people on',
    'agency said they would call back last week, nothing',
    'trying to find remote work, hundreds of people apply to every listing',
  ],
  acknowledge: [
    'Looking for work is work in itself, and it rarely gets the credit it deserves.',
    'Sending applications into silence is one of the most draining parts of this.',
    'Hearing nothing back can feel more personal than it really is.',
    'It is hard to stay hopeful when the same automated email keeps arriving.',
    'You are putting yourself forward again and again, and that takes real nerve.',
    'The uncertainty spills into everything, from sleep to plans with friends.',
    'It can feel like everyone else found their place without trying this hard.',
    'Writing about your strengths on demand is strangely exhausting.',
    'Some days, opening the inbox takes more courage than people realise.',
    'Wanting something different and not yet knowing how to reach it is uncomfortable.',
    'Money worries can make every week of searching feel heavier.',
    'Your confidence can slip a little with each application that goes nowhere.',
    'Doing this while tired, busy or stretched makes it harder still.',
    'It makes sense to feel stuck when the effort and the results seem so far apart.',
  ],
  reframes: [
    'Silence from an employer is usually about their volume, not your worth.',
    'Most roles receive far more applications than anyone has time to read properly.',
    'A search is a numbers game with a skill element, and the skill part can be improved.',
    'Every application you write makes the next one quicker and sharper.',
    'You only need one yes, not a run of them.',
    'The right role may simply not have been advertised yet.',
    'Changing direction is common now, and employers see it more often than you think.',
    'What you have done elsewhere still counts, even if it had a different title.',
    'Many roles are filled through people talking to people, which opens other doors to you.',
    'A quiet week in your inbox says nothing about the week after.',
    'You are learning what you want as you go, and that is useful too.',
    'Your skills did not disappear because a screening system missed them.',
    'Searching well is something you can practise, not a talent you either have or lack.',
    'The effort you are putting in now is building momentum, even if you cannot see it yet.',
    'Employers are looking for people too, and they find it just as hard.',
    'A fresh approach often works better than more of the same.',
  ],
  worries: [
    {
      cues: [
        'no replies',
        'no reply',
        'ghosted',
        'ghosting',
        'heard nothing',
        'hear nothing',
        'no response',
        'never hear back',
        'crickets',
      ],
      reframes: [
        'Applying and hearing nothing at all is one of the loneliest parts of searching.',
        'Silence usually means a full inbox or a slow process, not a judgement on you.',
        'Many employers never reply to anyone, which is their habit, not your failing.',
        'When nothing comes back, it is a signal to change the approach, not to stop.',
        'Silence tells you where not to spend your energy, and that has value.',
      ],
      steps: [
        {
          lines: [
            'Follow up once, politely, after about ten days.',
            'Send a short message asking whether the role is still open and restating your interest.',
            'Keep it to three sentences and attach nothing new.',
            'A courteous nudge sometimes moves your application to the top of the pile.',
          ],
        },
        {
          lines: [
            'Send fewer applications and make each one fit better.',
            'Five applications shaped to the advert usually do more than thirty sent in a rush.',
            'Use their wording for the skills they ask for, in the first half of your CV.',
            'Better matches get read, and being read is the first step to a reply.',
          ],
        },
        {
          lines: [
            'Reach a real person instead of only the online form.',
            'Find someone who works in that team or organisation and send a brief, friendly note.',
            'Ask for ten minutes to hear what the work is really like.',
            'People remember a conversation far longer than an application in a system.',
          ],
        },
      ],
    },
    {
      cues: [
        'rejected',
        'rejection',
        'rejections',
        'turned down',
        'unsuccessful',
        'knock back',
        'knockbacks',
        'not good enough',
      ],
      reframes: [
        'Each no still stings, and it is fair to feel it rather than brush it off.',
        'A no often means someone had one extra year of something, not that you fell short.',
        'Employers turn down good people every day because they can only choose one.',
        'Being turned down means you are in the running, and that is progress.',
        'The same application can get a no in one place and a yes in the next.',
      ],
      steps: [
        {
          lines: [
            'Ask for feedback when you get a no after a conversation.',
            'Thank them and ask if there was one thing that would have made your application stronger.',
            'Not everyone replies, but the ones who do often give you gold.',
          ],
        },
        {
          lines: [
            'Give each no ten minutes, then move to your next small task.',
            'Let yourself be disappointed, then open your list and do one useful thing.',
            'Having a next step ready stops one email from taking the whole day.',
            'Momentum is easier to keep than to restart.',
          ],
        },
      ],
    },
    {
      cues: [
        'gap',
        'out of work',
        'unemployed',
        'been looking for months',
        'long time',
        'career break',
        'time out',
      ],
      reframes: [
        'A gap feels loud to you, but most employers have seen plenty of them.',
        'Time away from paid work is common, for all kinds of ordinary reasons.',
        'What matters most is what you can do now, not the dates on a page.',
        'A gap explained calmly in one line usually stops being an issue.',
        'You have still been living, learning and coping during that time.',
      ],
      steps: [
        {
          lines: [
            'Write one calm line that explains the gap.',
            'Say what you were doing in plain words, without apology or too much detail.',
            'Add one thing you learned or kept up during that time.',
            'A ready sentence stops the gap from becoming the main story.',
          ],
        },
        {
          lines: [
            'Start something small now that you can point to.',
            'A short online course, some volunteering, or helping a friend with a project all count.',
            'It gives you recent examples and something fresh to talk about.',
          ],
        },
      ],
    },
    {
      cues: [
        'career change',
        'change career',
        'change careers',
        'no experience',
        'new field',
        'switch careers',
        'retrain',
        'different industry',
      ],
      reframes: [
        'Changing direction feels risky, and that worry makes complete sense.',
        'Many of your skills travel further than their old labels suggest.',
        'Employers often value people who bring a different view to the team.',
        'Lack of direct experience is a gap you can close in small, steady steps.',
        'Plenty of people change field, and most started exactly where you are now.',
      ],
      steps: [
        {
          lines: [
            'Translate your experience into the language of the new field.',
            'List what you actually did day to day, then match each task to a skill the new field asks for.',
            'Dealing with upset customers, for example, becomes handling difficult conversations calmly.',
            'Once the words line up, employers can see how you would fit.',
          ],
        },
        {
          lines: [
            'Talk to three people already doing the work you want.',
            'Ask how they got in, what they wish they had known, and what employers look for.',
            'Their answers will show you the quickest route in, and sometimes open a door.',
          ],
        },
        {
          lines: [
            'Build one piece of proof in the new area.',
            'A small project, a relevant course, or a few hours helping out somewhere gives you an example.',
            'One concrete example beats a long paragraph about your enthusiasm.',
          ],
        },
      ],
    },
    {
      cues: [
        'motivation',
        'demotivated',
        'give up',
        'giving up',
        'pointless',
        'losing hope',
        'tired of applying',
        'cant face',
        "can't face",
      ],
      reframes: [
        'Running low on motivation after weeks of this is normal, not a flaw in you.',
        'Motivation usually follows action, rather than arriving first.',
        'You do not need to feel hopeful to send one good application today.',
        'A search that is paced well can last as long as it needs to.',
        'Tiredness is a sign you have been trying hard, not that you should stop.',
      ],
      steps: [
        {
          lines: [
            'Give your search set hours, like a working day.',
            'Choose a start time, a finish time, and a proper break in the middle.',
            'When the time is up, close the laptop and do something else entirely.',
            'Boundaries stop the search from leaking into every hour and wearing you down.',
          ],
        },
        {
          lines: [
            'Set a target you can control, not one you cannot.',
            'Aim for a number of good applications or conversations each week, not a number of replies.',
            'Tick each one off when it is done.',
            'You will finish each week having met your goal, whatever the inbox says.',
          ],
        },
      ],
    },
    {
      cues: [
        'cv',
        'resume',
        'cover letter',
        'application form',
        'personal statement',
        'supporting statement',
      ],
      reframes: [
        'Writing about yourself on paper feels awkward for almost everyone.',
        'A CV is a short advert for the next conversation, not your whole life story.',
        'Most CVs are skimmed for seconds, so clear beats clever every time.',
        'A few changes to layout and wording can make a big difference to replies.',
        'You do not need perfect paperwork, just paperwork that shows the right things quickly.',
      ],
      steps: [
        {
          lines: [
            'Lead your CV with results, not duties.',
            'Turn responsible for rotas into something like planned rotas for twelve staff with no gaps.',
            'Numbers, outcomes and short action words catch the eye in a quick skim.',
          ],
        },
        {
          lines: [
            'Keep your cover letter to three short paragraphs.',
            'Say why this organisation, then why you, then give one clear example.',
            'End with a line saying you would welcome the chance to talk.',
            'Short letters get read to the end, and long ones often do not.',
          ],
        },
        {
          lines: [
            'Use a plain layout that screening software can read.',
            'Avoid tables, columns and images, and use simple headings like experience and skills.',
            'Include the exact words from the advert where they honestly apply to you.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Shape each application to the advert in front of you.',
        'Read the advert twice and underline the skills that appear more than once.',
        'Make sure those skills are easy to spot near the top of what you send.',
        'A matched application shows the reader in seconds that you are worth a closer look.',
      ],
    },
    {
      lines: [
        'Keep a simple list of everything you have applied for.',
        'Note the role, the date, any contact name, and when to follow up.',
        'A spreadsheet or a page in a notebook both work fine.',
        'It stops things slipping and shows you how much you are really doing.',
      ],
    },
    {
      lines: [
        'Tell people you are looking.',
        'Let friends, former colleagues and neighbours know what kind of work you want.',
        'Be specific, because a clear request is easier for people to act on.',
        'A large share of roles are filled through someone who knew someone.',
      ],
    },
    {
      lines: [
        'Send a few speculative applications to places you would love to work.',
        'Write a short note to the right person saying what you can offer and asking about openings.',
        'Attach your CV and keep the message to a few lines.',
        'Some roles are never advertised, and this is how people find them.',
      ],
    },
    {
      lines: [
        'Register with two or three agencies that specialise in your field.',
        'Call them rather than only uploading your details online.',
        'Tell them clearly what you want, your availability, and your location.',
        'A good recruiter can put you in front of roles you would never see yourself.',
      ],
    },
    {
      lines: [
        'Widen the job titles you search for.',
        'The same work can be called five different things in five different places.',
        'Look at adverts you like and note every title used for similar roles.',
        'Searching under all of them often doubles what you find.',
      ],
    },
    {
      lines: [
        'Ask someone you trust to read your CV with fresh eyes.',
        'Ask them what they think you do, after thirty seconds of reading.',
        'If their answer is not the role you want, adjust the top third.',
        'An outside view spots gaps you have stopped noticing.',
      ],
    },
    {
      lines: [
        'Update your online profile to match the work you are aiming for.',
        'Write a headline that names the role you want, not only the one you had.',
        'Add a short summary and a recent, friendly photo.',
        'Recruiters search these profiles, and a clear one helps them find you.',
      ],
    },
    {
      lines: [
        'Make one new contact each week.',
        'Message someone in a field you like, comment on their work, or go to a local event.',
        'Keep it light and curious rather than asking for a role straight away.',
        'Small connections add up, and one of them may be the door you need.',
      ],
    },
    {
      lines: [
        'Protect one part of each day that has nothing to do with the search.',
        'A walk, a meal with someone, or an hour on something you enjoy all count.',
        'Time away keeps you steady enough to keep going for as long as it takes.',
      ],
    },
    {
      lines: [
        'Prepare a short answer for when someone asks what you do.',
        'Say what you are good at and what you are looking for, in two sentences.',
        'Practise it until it sounds natural rather than like a pitch.',
        'People can only help if they can quickly understand what you want.',
      ],
    },
    {
      lines: [
        'Check for any help available locally.',
        'Libraries, careers services and community groups often offer free advice and CV checks.',
        'Some also run sessions where you can meet employers face to face.',
        'You do not have to work it all out alone.',
      ],
    },
    {
      lines: [
        'Review your approach every two weeks.',
        'Look at what has led to replies and what has led to nothing.',
        'Do more of what worked and drop what clearly has not.',
        'Small adjustments often turn a stalled search into a moving one.',
      ],
    },
    {
      lines: [
        'Keep copies of every application you send.',
        'Save each version of your CV and letter with the role name in the file name.',
        'When someone calls back, you will know exactly what you told them.',
      ],
    },
  ],
  rehearsal: [
    'Picture tomorrow morning: a cup of tea, your list open, and one application to finish.',
    'Imagine sending a short, friendly message to one person who does the work you want.',
    'See yourself reading a no, taking a breath, and moving to the next task on your list.',
    'Say your two-sentence answer about what you are looking for out loud, three times.',
    'Imagine the phone ringing with a number you do not know, and you answering calmly.',
    'Picture the end of your search hours, closing the laptop and going outside.',
    'Run through one follow-up email in your head before you write it for real.',
    'Imagine a friend asking how they can help, and you knowing exactly what to say.',
    'Picture the moment an employer writes back, and let yourself feel what that would be like.',
    'See yourself at the end of this week with your target met, whatever the replies.',
  ],
  setbacks: [
    'If a week brings nothing but silence, change one thing next week rather than everything.',
    'On days you cannot face applying, do one small admin task and count it.',
    'If you get a no you really wanted to be a yes, let yourself be upset for a while.',
    'When your confidence dips, reread an old piece of praise or a thank-you message.',
    'If the search starts taking over your evenings, bring back your set hours.',
    'If money is tight, look at short-term or part-time work to ease the pressure while you search.',
    'A bad day searching is just a bad day, not proof that it will always be like this.',
    'If you notice yourself applying for anything at all, pause and refocus on what fits.',
    'When you feel stuck, talk it through with one person rather than carrying it quietly.',
    'If an application took hours and went nowhere, reuse the best parts for the next one.',
  ],
  stories: [
    'A woman I heard about sent eighty applications in two months and heard almost nothing. She stopped, picked ten roles she really wanted, and rewrote her CV for each one. She also messaged two people who worked in those places. Within three weeks she had two conversations booked.',
    'One man wanted to leave warehouse work for an office role but kept being told he lacked experience. He listed what he actually did each day and found stock control, scheduling and training new starters. He rewrote his CV in those words and volunteered two evenings a week doing the books for a charity. The next round of applications brought replies he had never had before.',
    'A graduate I heard about spent every evening scrolling job boards until midnight. She set herself search hours from nine until three, with a walk at lunch. Her applications got better because she was less tired. She said the hardest part was closing the laptop, and the best part was having evenings back.',
    'One father returning after years at home worried about the gap more than anything. He wrote one line explaining it and another about the course he had taken in that time. He told everyone he knew what he was looking for, including the parents at the school gate. A neighbour passed his name to a manager who was hiring.',
    'A nurse I heard about wanted to change field and felt she was starting from nothing. She had coffee with three people in the area she wanted to move into. Each one pointed her to a different opening she had never considered. She learned that asking questions did more than any job board.',
  ],
  closings: [
    'Pick one application for tomorrow, and give it your full attention.',
    'Send one message to one person this week, and see where it leads.',
    'Close the laptop at your chosen time tonight; the search will still be there tomorrow.',
    'Keep going steadily; you only need one door to open.',
    'Do one useful thing today, and let that be enough for today.',
    'Be as kind to yourself as you would be to a friend who was looking.',
    'Your next step is small and clear, so take it.',
    'The effort you put in this week counts, whatever the inbox says.',
    'Rest tonight, and begin again fresh in the morning.',
    'Keep your list close, your hours fixed, and your head up.',
    'Somebody out there is looking for what you can do.',
    'Start the day with one task, not the whole search.',
  ],
};
