import type { SituationPack } from '../types';

export const jobInterview: SituationPack = {
  kind: 'job_interview',
  label: 'a job interview',
  fallback: 'your interview',
  outlook: 'ahead',
  examples: [
    "job interview tomorrow at 10 and i'm absolutely bricking it",
    'I have an interview on Thursday for a receptionist position and I always freeze up',
    'second round with the hiring manager next week',
    'panel interview for a council job, four people on the panel, never done one like that',
    'assessment centre for a graduate scheme on monday, group exercise then a one to one',
    'intervew tmrw, first one in 6 years',
    'video interview on zoom for a remote role and i hate seeing my own face on camera',
    "they've asked me in for an informal chat about the role, pretty sure it's an interview really",
    'final stage for a nursing post, I really really want this one',
    'got shortlisted for the deputy head role, interview is friday',
    "competency based interview next week and i don't know what examples to use",
    'phone screen with a recruiter this arvo, what do i even say',
    'apprenticeship interview at a garage on wednesday, never had one before',
    "meeting the owner of the cafe on saturday to see if they'll take me on",
    'they always ask what my weaknesses are and I go to pieces',
    'my mind goes blank when they say give me an example of a time when',
    "they're going to ask my salary expectations and i have no clue what to say",
    'interview for a warehouse team leader position, worried my hands will shake',
    'grad job interview in the city, first proper one since uni',
    'going back to work after years at home and I have an interview for an admin role',
    'hiring process is 3 stages and i made it to the last one',
    'I have to talk about myself for the first five minutes and I hate that bit',
    'interviewing for a teaching assistant role tomorrow, really need this',
    'technical interview for a software dev role, live coding with two engineers watching',
    'sitting in the car park before my interview and my heart is pounding',
    'interview at the hospital for a healthcare assistant post, first time applying for anything like it',
    'been out of work a while and finally got called in to meet them',
    'my voice goes wobbly when im nervous and im scared they will notice',
    'hirevue style recorded interview where you answer to a camera, so weird',
    'they want to meet me next week for the store manager vacancy',
    'call back for a second meeting with the directors, no idea what they will ask',
    'interview for my dream job at a design studio, feel sick with nerves',
  ],
  acknowledge: [
    'An interview asks you to be at your best on a clock someone else has set.',
    'Being weighed up by strangers is uncomfortable, even when they are kind.',
    'It makes sense to feel nervous when something you want is on the line.',
    'The waiting beforehand can be harder than the interview itself.',
    'You may already have replayed every possible question in your head.',
    "It's tiring to care this much about one hour of conversation.",
    'Part of you wants it badly, and part of you just wants it over with.',
    "It's hard to talk yourself up when you're used to quietly getting on with things.",
    "Not knowing what they'll ask leaves a lot of room for your imagination.",
    'Feeling exposed in that chair is normal, whoever you are.',
    "You've put real effort into getting this far, so of course it matters.",
    'It can feel as if a single conversation decides far too much.',
    'Plenty of people find talking about themselves the hardest part of all.',
    'Your body may be treating this like a threat, and that is exhausting.',
  ],
  reframes: [
    'They invited you because something in your application already made sense to them.',
    'An interview is a conversation between two sides working out whether this fits.',
    'You are weighing them up just as much as they are weighing you up.',
    'The people interviewing you want you to be good, because it makes their choice easier.',
    'They are not looking for a perfect person, only the right one for this role.',
    'Nerves and excitement feel almost identical in the body.',
    "You don't need to be the smoothest speaker in the building, only clear and honest.",
    'Each answer only has to show them one thing they can believe about you.',
    'Your experience is real, even if saying it aloud feels strange.',
    'A pause to think reads as care, not as a lack of ability.',
    'Interviewers remember warmth and clear examples far longer than polished phrases.',
    "If it isn't the right fit, finding that out now saves you a hard year later.",
    'Being invited at all means you have already cleared a step.',
    "This is one conversation, and you've had thousands of conversations before.",
    "They're human too, often busy and a little anxious about choosing well.",
    "Preparation turns most of the unknown into things you've already thought through.",
  ],
  worries: [
    {
      cues: [
        'weakness',
        'weaknesses',
        'biggest weakness',
        'what is your biggest',
        'weak point',
        'areas for improvement',
      ],
      reframes: [
        'The weakness question worries a lot of people, because it feels like a trap.',
        'It is not a trap; they want to see that you know yourself and keep improving.',
        'Everyone who works anywhere has weak spots, and interviewers know that well.',
        "A real weakness, told honestly with what you're doing about it, builds trust.",
        'The answer they remember is the one that sounds true, not the one that sounds clever.',
      ],
      steps: [
        {
          lines: [
            'Answer the weakness question with a real weakness.',
            "Pick something true that won't stop you doing this particular role well.",
            'Skip the fake ones like being a perfectionist, because interviewers hear them all day.',
            'A genuine answer shows self-awareness, which is what the question is really checking.',
          ],
        },
        {
          lines: [
            'Spend most of that answer on what you do about it.',
            'Give the weakness one sentence and how you manage it two.',
            'You might say you keep a written list because small tasks used to slip.',
            'That turns the answer into proof that you notice problems and act on them.',
          ],
        },
        {
          lines: [
            'Say the weakness answer aloud until it feels ordinary.',
            'Run it three times, to yourself or to a friend, before the day.',
            'Keep it under a minute, then stop and let them move on.',
            'A calm, practised answer stops this question from feeling like an ambush.',
          ],
        },
      ],
    },
    {
      cues: [
        'blank',
        'mind goes blank',
        'go blank',
        'going blank',
        'forget',
        'freeze',
        'freeze up',
        'lose my words',
        'lose my train of thought',
      ],
      reframes: [
        'Going blank is a horrible feeling, and it happens to confident people too.',
        'A blank moment lasts seconds, even though it feels much longer from the inside.',
        'Interviewers watch people pause all the time and rarely think twice about it.',
        "Your knowledge doesn't vanish; stress just blocks the door for a moment.",
        'How you recover from a blank says more about you than the blank itself.',
      ],
      steps: [
        {
          lines: [
            'Buy yourself time out loud.',
            "Say something like, that's a good question, let me think for a second.",
            'Take one slow breath and look down at the table while you think.',
            'Naming the pause makes it deliberate, and the pressure drops straight away.',
          ],
        },
        {
          lines: [
            'Ask them to repeat or rephrase the question.',
            'It is a perfectly normal request, and it gives your mind a second run at it.',
            "You can also say the question back in your own words to check you've understood.",
            'Often the answer starts arriving while you are putting the question into words.',
          ],
        },
        {
          lines: [
            'Take a few headings in with you on a card or notepad.',
            'Most interviewers are fine with a notepad and a handful of prompts.',
            'If you lose your thread, glance down, find the next heading, and look back up.',
            'Knowing the safety net is there makes a blank much less likely in the first place.',
          ],
        },
      ],
    },
    {
      cues: [
        'tell me about yourself',
        'about yourself',
        'talk about myself',
        'introduce myself',
        'describe yourself',
        'walk me through',
      ],
      reframes: [
        "The opener, 'tell me about yourself', feels huge because it has no edges.",
        "It's really an invitation to give them a short, clear picture to start from.",
        "They don't want your life story, only why you're sitting in that chair today.",
        'Most people dread this opener, so a prepared answer quietly sets you apart.',
        'This is the one question you can almost count on, so it is the easiest to prepare.',
      ],
      steps: [
        {
          lines: [
            'Use present, past and future for the opener.',
            'Start with what you do now, then one or two things that led you here.',
            'Finish with why this role is the sensible next step for you.',
            'Three parts keep you under two minutes and give them easy things to ask about.',
          ],
        },
        {
          lines: [
            'Write your opener down, then cut it in half.',
            "Draft everything you'd want to say, then keep only what connects to this role.",
            'Read it aloud and time it, aiming for about ninety seconds.',
            'A tight answer leaves them curious rather than tired.',
          ],
        },
        {
          lines: [
            'End your opener on the role, not on yourself.',
            'A final line about what drew you to them hands the conversation back neatly.',
            "It also shows you've thought about their side of things, not only yours.",
          ],
        },
      ],
    },
    {
      cues: [
        'shaky',
        'shaking',
        'shake',
        'nervous',
        'nerves',
        'blush',
        'sweat',
        'sweaty',
        'voice wobbles',
        'wobbly',
        'stutter',
      ],
      reframes: [
        'Worrying that your nerves will show adds a second layer of nerves on top.',
        'Other people notice your nerves far less than you feel them.',
        'Interviewers expect some nerves, and many read them as a sign you care.',
        'A shaky first minute usually settles once you start talking about something you know.',
        'You can be nervous and still give good, clear answers; both are true at once.',
      ],
      steps: [
        {
          lines: [
            'Breathe out for longer than you breathe in.',
            'Before you go in, breathe in for four and out for six, five or six times.',
            'A longer out-breath slows your heart and steadies your voice.',
            'You can do it quietly in the waiting area, and nobody will notice.',
          ],
        },
        {
          lines: [
            'Plan your first thirty seconds in detail.',
            "Know how you'll say hello, where you'll put your bag, and your first sentence.",
            'Nerves peak at the very start, so a rehearsed opening carries you through the worst.',
          ],
        },
        {
          lines: [
            'Give your hands something steady to do.',
            'Rest them on the table or hold a pen, and keep a glass of water close.',
            'A sip of water is a natural pause and helps with a dry mouth.',
            'Small, steady movements tell your body the danger has passed.',
          ],
        },
      ],
    },
    {
      cues: [
        'salary',
        'salary expectations',
        'expected salary',
        'what salary',
        'pay expectations',
        'wage',
        'how much to ask for',
      ],
      reframes: [
        'Talking about money in an interview feels awkward for almost everyone.',
        'Being asked about salary is a normal part of hiring, not a test of your manners.',
        'A clear, researched answer makes you look prepared rather than pushy.',
        'Naming a fair figure protects you from regretting a low number for years.',
        'They already have a budget in mind, and you are simply finding where you fit in it.',
      ],
      steps: [
        {
          lines: [
            'Find out the going rate before the day.',
            'Look at similar adverts, salary guides, and what people in that role say they earn.',
            "Settle on a range, with the bottom figure one you'd genuinely accept.",
            'Knowing the numbers turns a nervous guess into a calm answer.',
          ],
        },
        {
          lines: [
            'Give a range and tie it to the role.',
            'You might say that roles like this seem to pay between two figures you name.',
            "Add that you're open to talking about the whole package.",
            'A range shows flexibility without giving away your lowest number.',
          ],
        },
        {
          lines: [
            'Say your figure once, then stop talking.',
            'State it plainly and let the silence sit for a moment.',
            'Rushing to lower it before they respond is the most common mistake people make.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Structure your answers as situation, action, result.',
        'Set the scene in a sentence, spend most of the time on what you did, then give the outcome.',
        'Say I rather than we, so they can see your part clearly.',
        'A clear shape stops you rambling and gives them exactly what they need to score.',
      ],
    },
    {
      lines: [
        'Prepare five or six stories from your own experience.',
        'Choose times you solved a problem, handled pressure, worked with others, and got something wrong.',
        'Each story can answer several different questions with a small change of angle.',
        'With a bank of examples ready, very few questions will catch you empty-handed.',
      ],
    },
    {
      lines: [
        'Have three questions ready to ask them.',
        'You could ask what success looks like in the first six months, or what the team is working on.',
        'You might also ask what the people interviewing you enjoy about working there.',
        'Good questions show real interest and help you decide whether you want the role.',
      ],
    },
    {
      lines: [
        'Match your examples to the job advert.',
        'Go through the advert line by line and mark the skills they mention most.',
        'Put one of your stories next to each of those skills.',
        "That way your answers land on what they've already said they need.",
      ],
    },
    {
      lines: [
        'Learn a few real things about the organisation.',
        'Read their website, any recent news, and what they say they care about.',
        'Pick one detail that genuinely interests you and be ready to mention it.',
        'It shows you chose them on purpose, and gives you something easy to talk about.',
      ],
    },
    {
      lines: [
        'Plan your route and arrive a little early.',
        'Check the address, the travel time, and exactly where to go when you get there.',
        'Aim to be nearby twenty minutes before, then walk in about ten minutes early.',
        'Arriving calm rather than rushed keeps your head clear for the first question.',
      ],
    },
    {
      lines: [
        'Check your setup the day before if the interview is on video.',
        'Try the link, camera, sound and lighting, not five minutes before you start.',
        'Put the camera at eye level and sit facing a window or a lamp.',
        'Sorting the technology early leaves your attention free for the conversation.',
      ],
    },
    {
      lines: [
        'Practise out loud, not just in your head.',
        'Say your answers to a friend, a mirror, or a voice recording on your phone.',
        'Hearing yourself shows where you ramble and where you undersell.',
        'Words you have already spoken come back far more easily under pressure.',
      ],
    },
    {
      lines: [
        'Listen to the whole question before you start answering.',
        'Let them finish, take a breath, and answer what they actually asked.',
        "If a question has two parts, it's fine to say you'll take the first part first.",
        'Careful listening stops you giving a great answer to the wrong question.',
      ],
    },
    {
      lines: [
        'Keep most answers to around two minutes.',
        'Finish your point and stop, rather than trailing off into more detail.',
        'They can always ask a follow-up question if they want to hear more.',
        'Short, complete answers leave room for the conversation to breathe.',
      ],
    },
    {
      lines: [
        "Prepare a calm line for anything you're worried they'll ask about.",
        'A gap, a short stay somewhere, or a change of direction can each be explained in two sentences.',
        'Say it plainly, add what you learned or did, then move forward.',
        'Having the words ready means the question loses most of its sting.',
      ],
    },
    {
      lines: [
        'Get everything ready the night before.',
        'Lay out your clothes, print anything you need, and charge your phone.',
        'Put the address, the contact name and your notes together in one place.',
        'A calm morning saves your energy for the part that matters.',
      ],
    },
    {
      lines: [
        'Finish with a short, clear closing line.',
        "Thank them, say you've enjoyed hearing about the role, and that you'd like to be part of it.",
        'Then ask what happens next and roughly when you might hear.',
        'A warm ending is often what they remember when they compare everyone they met.',
      ],
    },
    {
      lines: [
        'Be honest when you do not know something.',
        'Say what you do know, and how you would go about finding out the rest.',
        'Interviewers trust someone who admits a gap far more than someone who bluffs.',
      ],
    },
    {
      lines: [
        'In group exercises, help the group rather than trying to win.',
        'Bring quieter people in, keep an eye on the time, and sum up where the group has got to.',
        'Assessors usually score how you work with others, not how loudly you speak.',
      ],
    },
    {
      lines: [
        'Send a brief thank-you afterwards.',
        'A short email the same day, mentioning one thing you enjoyed discussing, is plenty.',
        'It keeps you in mind and shows good manners without adding any pressure.',
      ],
    },
  ],
  rehearsal: [
    'Picture yourself walking in, saying hello, and sitting down without hurrying.',
    'Imagine the first question arriving, and hear yourself begin your prepared opener.',
    'See yourself pausing, taking a breath, and then answering steadily.',
    "Picture a question that throws you, and watch yourself say you'd like a moment to think.",
    'Run through your three strongest stories once in the morning, out loud.',
    'Imagine them asking whether you have any questions, and your first one ready to go.',
    'Picture the end: thanking them, standing up, and walking out with your shoulders down.',
    'Rehearse the weakness answer and the salary answer once each, then leave them alone.',
    'Sit in a chair tonight and answer five likely questions as if they were real.',
    'Time your opener on your phone until it comes in under two minutes.',
    'Picture the waiting area, your breathing slow, your notes within reach.',
  ],
  setbacks: [
    'If you stumble on an answer, you can go back to it later and add what you missed.',
    'If it felt as if it went badly, remember you only saw your half of the conversation.',
    'Write down the questions you were asked while they are fresh, because they help next time.',
    "If you don't get it, ask politely for feedback, since many employers will give some.",
    "One interview that doesn't go your way doesn't cancel out what you have to offer.",
    'If you arrive late, apologise once, briefly, and then give them your full attention.',
    'If a question stumps you, describe what you would do rather than freezing on the past.',
    'After a tough interview, do something kind for yourself before you pick it apart.',
    'A no after an interview often comes down to one small factor you could never control.',
    'Every interview you sit through makes the next one feel more familiar.',
    'If nerves got the better of you this time, that is practice, not a verdict on you.',
  ],
  stories: [
    'A warehouse worker I heard about had his first interview in twelve years. He wrote six short examples on a card and said them aloud in the car each morning. When his mind went blank, he glanced at the card, took a breath, and carried on. He said afterwards the card mattered less than knowing it was there.',
    'One woman dreaded the weakness question more than anything else. She chose a real one, that she put off asking for help, and explained how she now checks in early. The interviewer nodded and wrote it down. She said it was the first time that question felt like a conversation rather than a trap.',
    'A graduate I heard about froze when asked to talk about herself at her first assessment centre. For the next one, she wrote a ninety-second opener in three parts and said it every morning for a week. It came out almost word for word, and the rest of the day felt easier. She learned that the first two minutes can be prepared completely.',
    "One man going back to work after several years away was afraid they'd ask about the gap. He wrote two calm sentences about it and what he had done in that time. When the question came, he said them plainly and moved on. The panel barely paused, and the rest of the interview was about what he could do.",
    'A care worker I heard about was asked about salary and blurted out a figure well below the going rate. Before her next interview, she looked up what similar roles paid and practised saying a range. This time she said it once and waited. The offer came in at the top of her range.',
  ],
  closings: [
    'Prepare what you can tonight, then let the rest wait for the morning.',
    "Walk in as yourself, because that's who they would be working with.",
    'Take a breath at the door, and begin.',
    'You know your own story better than anyone in that room.',
    'Go and have a good conversation, because that is all this needs to be.',
    'Whatever they ask, you have something real to say.',
    'Sleep if you can, eat something, and leave in good time.',
    'Give them a clear look at what you can do, and let them decide.',
    'One question at a time, one answer at a time.',
    'When it is over, be proud that you showed up and did it.',
    'This is a conversation with people who are hoping you are the one.',
    'Trust the work you have put in, and let yourself speak.',
  ],
};
