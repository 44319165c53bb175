import type { SituationPack } from '../types';

export const presentation: SituationPack = {
  kind: 'presentation',
  label: 'a presentation or speech',
  fallback: 'your talk',
  outlook: 'ahead',
  examples: [
    'giving a presentation to the whole department on thursday and im dreading it',
    'best man speech on saturday, terrified ill forget everything',
    'Public speaking terrifies me and I have to talk at a conference in March.',
    'pitching my idea to the board tomorrow morning, 10 minutes, cant stop shaking',
    "giving a toast at my sister's wedding and my voice always shakes when I speak in front of people",
    'keynote next month at an industry event, first time on a big stage with a mic',
    'have to present our quarterly numbers to senior leadership and my mind goes blank under pressure',
    'presentaion tmrw and i havent even finished the slides lol help',
    'maid of honour speech in 3 weeks, I hate people looking at me',
    "running a training session for 40 people next week and I always rush when I'm nervous",
    'presenting on camera to about 200 people in a webinar, what if the tech dies',
    'my first conference talk, honestly the q&a scares me more than the talk itself',
    "father of the bride speech in june and I'm not a natural speaker at all",
    'gotta do a 3 min talk in front of the class and my face goes bright red every time',
    'delivering a pitch to a panel on friday, 5 minutes plus questions',
    'presenting my research at a symposium and worried someone will pull it apart',
    "I'm MCing a charity night next month and I hate speaking in front of crowds",
    'first time reading and speaking from the front at church on sunday',
    'need to address everyone at the all hands, 300 people staring at me',
    'got a 20 minute presentation and I always speed up and finish in 8',
    "speech at my mate's 40th, want it funny but not cringe",
    "nervous about talking in front of people on monday, it's only ten mins but still",
    "uni group presentation next week and I'm the one doing the intro",
    'speaking at a public meeting at the council about the new road, never done anything like it',
    "leaving do speech for a colleague who's been here 20 years, don't want to mess it up",
    'afraid the room will be bored and just look at their phones while I talk',
    'how do i stop my hands shaking when i present, big one on wednesday',
  ],
  acknowledge: [
    'Standing up to speak while everyone looks at you is one of the most common fears there is.',
    'The days before a talk can feel louder than the talk itself.',
    'It makes sense that your body is treating this as a big deal, because it matters to you.',
    'Thinking out loud while a room watches is hard, and it takes nerve to do it.',
    'You have probably replayed the worst version of this in your head more than once.',
    'A thumping heart before you speak is normal, even for people who speak every week.',
    'It is tiring to carry a talk around with you for days before you give it.',
    'Wanting to do right by the people listening is a decent thing to want.',
    'Nerves about speaking often have little to do with how well you actually speak.',
    'You may be dreading the first minute more than any other part, and that is very common.',
    'A lot seems to ride on a few minutes, and it is fair to feel the weight of that.',
    'Even confident people feel exposed with nothing to hold and a room waiting for them.',
    'If part of you wants to cancel, that is the nerves talking, not a verdict on you.',
    'Preparing words to be spoken is different from writing them, and it can feel awkward at first.',
  ],
  reframes: [
    'The room is not hoping you fail; most listeners quietly want the speaker to do well.',
    'Nerves are energy, and energy is what makes a talk feel alive rather than flat.',
    'People remember one clear message far longer than they remember any stumble.',
    'Nobody in the audience has your script, so they cannot tell what you skipped.',
    'A pause that feels endless to you usually sounds thoughtful to the people listening.',
    'You do not need to be a performer; you need to be clear and sound like yourself.',
    'Your listeners are waiting for something useful or warm, not marking your delivery.',
    'A fast heart and shaky hands are your body getting ready, not signs that it is going wrong.',
    'A talk is really a conversation where you happen to do most of the talking.',
    'Most speakers who seem at ease once stood up with a dry mouth and trembling notes.',
    'Perfect delivery is not the aim; being understood is the aim.',
    'Listeners see far less of your nerves than you feel on the inside.',
    'The first thirty seconds are the hardest, and after that the talk starts to carry you.',
    'Small slips make a speaker more human and easier to listen to.',
    'You already know more about what you are saying than almost anyone listening.',
    'Every time you speak in front of people, the next time gets a little easier.',
  ],
  worries: [
    {
      cues: [
        'blank',
        'mind goes blank',
        'go blank',
        'forget',
        'forgetting',
        'lose my place',
        'train of thought',
        'freeze',
        'dry up',
      ],
      reframes: [
        'Going blank is a real fear, and it does happen to speakers now and then.',
        'When it happens, the gap feels enormous to you and barely registers with the room.',
        'A blank is a few seconds of quiet, and a few seconds of quiet is something you can survive.',
        'Your mind empties because of nerves, not because what you know has gone anywhere.',
        'Speakers who recover calmly from a blank often come across as more assured, not less.',
      ],
      steps: [
        {
          lines: [
            'Keep a one-page map of your talk within reach.',
            'Write only your opening line, your three points and your closing line, in big letters.',
            'If your mind empties, one glance at the page tells you where you are.',
            'Knowing the page is there makes a blank far less likely in the first place.',
          ],
        },
        {
          lines: [
            'Decide now what you will do if you go blank.',
            'Pause, take a sip of water, and repeat your last sentence out loud.',
            'Saying it again usually brings the next thought along with it.',
            'Having a plan turns a blank into a small routine instead of a crisis.',
          ],
        },
        {
          lines: [
            'Learn your first and last lines word for word.',
            'Everything in between can be spoken from your points, but those two lines should be automatic.',
            'A sure opening carries you past the moment when blanks are most likely.',
          ],
        },
      ],
    },
    {
      cues: [
        'rush',
        'rushing',
        'too fast',
        'speed up',
        'talk fast',
        'gabble',
        'finish early',
        'run out of time',
      ],
      reframes: [
        'Speeding up when nervous is natural, because part of you wants the exposure to end.',
        'Listeners need more time than you think to take in each thing you say.',
        'Slowing down feels awkward from the inside and sounds confident from the outside.',
        'A talk delivered a little slower is almost always a talk that lands better.',
      ],
      steps: [
        {
          lines: [
            'Mark your pauses into your notes.',
            'Draw a slash after each point and a bigger mark just before your main message.',
            'When you reach a mark, stop, breathe out and look at the room before going on.',
            'The marks do the slowing for you, so you do not have to remember in the moment.',
          ],
        },
        {
          lines: [
            'Time a full rehearsal and then cut material.',
            'If the talk only fits when you speak quickly, it has too much in it.',
            'Remove a whole section so you can say the rest at a calm pace.',
            'Less said slowly is remembered far better than more said in a hurry.',
          ],
        },
        {
          lines: [
            'Start speaking slower than feels natural.',
            'Say your first few sentences at what feels to you like half speed.',
            'Nerves will push you faster anyway, so starting low leaves you at a normal pace.',
          ],
        },
      ],
    },
    {
      cues: ['shake', 'shaking', 'shaky', 'voice shakes', 'trembling', 'wobble', 'blush', 'go red', 'sweat'],
      reframes: [
        'A wobbling voice feels obvious to you and is far less noticeable to anyone listening.',
        'Shaking is adrenaline, the same thing that helps you think quickly on your feet.',
        'Audiences tend to feel warmth, not judgement, towards a speaker who is a bit nervous.',
        'Most voices steady within the first minute once the breathing settles.',
      ],
      steps: [
        {
          lines: [
            'Breathe out slowly before you say a word.',
            'Breathe in through your nose for four counts and out through your mouth for six.',
            'A long out-breath slows your heart and loosens the muscles in your throat.',
            'Do it three times as you walk up, and once more before your opening line.',
          ],
        },
        {
          lines: [
            'Give your hands something steady to hold or rest on.',
            'Rest them on the lectern, hold a stiff card with both hands, or keep them loosely together.',
            'Avoid holding a single thin sheet of paper, which shows every tremor.',
            'Once your hands are still, your voice tends to settle as well.',
          ],
        },
        {
          lines: [
            'Speak your first line to one friendly face.',
            'Find someone who looks kind and talk to them as if nobody else were there.',
            'Speaking to one person keeps your voice fuller and steadier than addressing a crowd.',
          ],
        },
      ],
    },
    {
      cues: [
        'questions',
        'q&a',
        'q and a',
        'hard question',
        'tough question',
        'grilled',
        'put on the spot',
        "don't know the answer",
      ],
      reframes: [
        'Hard questions can feel like an attack, but most come from people trying to understand.',
        'A question means someone was listening closely enough to want more.',
        'Nobody expects you to know everything; they expect you to answer honestly.',
        'Offering to find out and follow up is a respected answer, not a failure.',
      ],
      steps: [
        {
          lines: [
            'List the five questions you most dread and prepare answers.',
            'Write a short, honest reply to each, no more than three sentences.',
            'Say each answer out loud at least once so it is ready in your mouth.',
            'Most real questions land close to one you have already practised.',
          ],
        },
        {
          lines: [
            'Repeat the question back before you answer it.',
            'Say it in your own words so the whole room hears it and you gain a few seconds.',
            'Then give your answer in one or two points and stop talking.',
            'Short answers sound surer than long ones that wander.',
          ],
        },
        {
          lines: [
            'Have an honest line ready for a question you cannot answer.',
            'You can say it is a fair point, that you do not know yet, and that you will find out.',
            'Then move on calmly, because a room trusts honesty far more than bluffing.',
          ],
        },
      ],
    },
    {
      cues: [
        'bored',
        'boring',
        'on their phones',
        'no reaction',
        'blank faces',
        'nobody laughs',
        'fall flat',
        'yawning',
        'lose them',
      ],
      reframes: [
        'Blank faces are usually concentrating faces, not bored ones.',
        'People listening hard often look serious, and that says nothing about how it is going.',
        'A joke that gets no laugh is forgotten by the room within seconds.',
        'You cannot control every face, but you can make your message clear for those who want it.',
      ],
      steps: [
        {
          lines: [
            'Open with something concrete instead of a long welcome.',
            'Start with a short story, a surprising fact, or a problem you are about to solve.',
            'Specific details catch attention far better than general statements do.',
          ],
        },
        {
          lines: [
            'Change something small every few minutes.',
            'Move to a new spot, show a picture, ask for a show of hands, or give a short example.',
            'A small change resets attention in the room.',
            'It also hands you a natural moment to breathe and find your place.',
          ],
        },
        {
          lines: [
            'Find the nodders and speak to them.',
            'In every room there are a few people who are plainly with you.',
            'Let your eyes move between them, and their interest will steady you.',
          ],
        },
      ],
    },
    {
      cues: [
        'memorise',
        'memorize',
        'script',
        'word for word',
        'read from my notes',
        'reading off',
        'learn it by heart',
      ],
      reframes: [
        'Trying to memorise a whole talk word for word puts huge pressure on your memory.',
        'A talk learnt by heart breaks if one sentence slips, while a talk built on points bends.',
        'Using notes is normal, and nobody thinks less of a speaker for glancing down.',
        'Knowing your points well is more reliable than knowing every sentence.',
      ],
      steps: [
        {
          lines: [
            'Learn the order of your points, not every word.',
            'Sum up each point in one line, then practise talking about it in your own words.',
            'Each run-through will sound a little different, and that is fine.',
            'That looseness is what lets you recover when something slips.',
          ],
        },
        {
          lines: [
            'Turn your script into prompt cards.',
            'Write one card per point with a few key words and any figures you need.',
            'Number the cards, hold them low, and glance down only between sentences.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Decide the one message you want people to leave with.',
        'Write it as a single sentence that a listener could repeat to a friend afterwards.',
        'Every part of the talk should support that sentence or come out.',
        'A clear message makes the whole talk easier to remember and easier to give.',
      ],
    },
    {
      lines: [
        'Build the middle of your talk around three points.',
        'Three is enough to say something real and few enough to hold in your head.',
        'Give each point one example, a short story or a fact.',
        'When you know there are exactly three, you always know where you are.',
      ],
    },
    {
      lines: [
        'Rehearse out loud, standing up, at least three times.',
        'Reading it in your head is not the same, because your mouth needs to learn the words.',
        'Stand as you will on the day and speak at full volume.',
        'Each spoken run makes the real thing feel more familiar.',
      ],
    },
    {
      lines: [
        'Script and polish your first thirty seconds.',
        'Open with a short story, a striking fact or a plain statement of why this matters.',
        'Skip long thanks and apologies at the very start.',
        "A strong first half-minute settles your nerves and earns the room's attention.",
      ],
    },
    {
      lines: [
        'Practise pausing on purpose in every rehearsal.',
        'Pause after your opening line, between your points, and before your final message.',
        'Two seconds of silence lets a point land and gives you time to breathe.',
        'Deliberate pauses make any speaker sound more assured.',
      ],
    },
    {
      lines: [
        'Record one rehearsal on your phone and watch it back once.',
        'Look for one or two things to change, such as your speed or your filler words.',
        'Then stop reviewing, because watching it over and over only feeds the inner critic.',
      ],
    },
    {
      lines: [
        'Rehearse once in front of someone you trust.',
        'Afterwards, ask them what the main message was and where their attention drifted.',
        'If they can repeat your message back, the talk is working.',
        'Speaking to a real face also gets your body used to being watched.',
      ],
    },
    {
      lines: [
        'Finish on a clear, planned last line.',
        'Repeat your main message in one sentence, then say thank you and stop.',
        'Avoid trailing off into a list of extra thoughts.',
        'A clean ending leaves the room holding exactly what you wanted them to keep.',
      ],
    },
    {
      lines: [
        'See the room before you speak if you possibly can.',
        'Arrive early, stand where you will speak and look out at the seats.',
        'Check the microphone, any screen, and where you will put your water.',
        'Familiar surroundings leave your attention free for the talk itself.',
      ],
    },
    {
      lines: [
        'If you use slides, keep them simple.',
        'Use few words, large pictures and one idea on each slide.',
        'Never read the slides aloud; talk about what they show instead.',
        'The room should be listening to you, not reading ahead of you.',
      ],
    },
    {
      lines: [
        'Warm up your voice before you go on.',
        'Hum quietly, yawn, roll your shoulders and say a tongue twister in a quiet corner.',
        'A warmed-up voice comes out fuller and steadier.',
        'It also burns off a little of the nervous energy before you start.',
      ],
    },
    {
      lines: [
        'Look at people one at a time while you speak.',
        "Hold one person's gaze for a sentence, then move to someone in another part of the room.",
        'This feels more natural than scanning, and every corner of the room feels spoken to.',
      ],
    },
    {
      lines: [
        'Write your talk for the ear, not for the page.',
        'Use short sentences, everyday words and the odd repeated phrase.',
        'Long written sentences are hard to say and hard to follow.',
        'If a line trips you up in rehearsal, make it simpler.',
      ],
    },
    {
      lines: [
        'Plan the hour before you speak.',
        'Eat something light, drink some water, and keep the caffeine modest.',
        'Go over your opening and your three points once, then stop tinkering.',
        'Last-minute rewrites usually add nerves rather than quality.',
      ],
    },
  ],
  rehearsal: [
    'Picture yourself walking up, putting down your notes and taking one slow breath before a word.',
    'Imagine your opening line leaving your mouth at an easy pace while a few faces look up.',
    'See yourself reaching your first pause and letting the silence sit for two full seconds.',
    'Picture the moment between two points where you glance at your notes and calmly carry on.',
    'Imagine a hand going up with a tricky question, and you repeating it back before you answer.',
    'Tonight, run the whole talk out loud once, start to finish, wherever you are.',
    'Picture saying your last line, pausing, and hearing yourself say thank you before you sit down.',
    'Stand up now and say your first sentence three times, a little slower each time.',
    'Imagine your voice wobbling on the first line, and you carrying on until it steadies.',
    'See yourself in the minutes before, feet flat, shoulders low, breathing out longer than you breathe in.',
  ],
  setbacks: [
    'If you trip over a word, say it again and keep going, because the room moves on quickly.',
    'If you lose your place, pause, look at your notes and pick up at the next point.',
    'If a joke falls flat, smile and carry on, because nobody holds on to a quiet joke for long.',
    'If the technology fails, tell the room you will carry on without it and talk through your points.',
    'If it went worse than you hoped, write down two things that went well before anything else.',
    'One shaky talk shows you what to practise next; it does not define you as a speaker.',
    'If you ran out of time, next time cut a section in advance rather than speeding up.',
    'If you could not answer a question, follow up afterwards, which people often remember warmly.',
    'Give yourself the evening off from replaying it, because the details shrink by morning.',
    'Ask one listener what they remember, since their memory will be kinder and more accurate than yours.',
  ],
  stories: [
    'A best man I heard about was sure he would forget his speech halfway through. He cut it down to three short stories and wrote one key word for each on a card. When his mind emptied after the first story, he looked down, smiled and read the next word. The guests took the pause for timing, and he finished to warm applause.',
    'One woman giving her first conference talk used to get through twenty minutes of material in twelve. She drew a slash in her notes at every place she wanted to breathe. On the day, each slash reminded her to stop and look up. She finished on time, and several people told her how calm she had seemed.',
    'A student presenting to his class had a voice that shook on every opening line. He practised his first sentence out loud every night for a week, slower each time. On the day his voice wobbled for a few words and then settled. He said afterwards that knowing the first line cold was what got him started.',
    'A researcher I heard about dreaded the questions far more than the talk. She wrote down the six questions she feared most and practised a short answer to each. The hardest question that day was one already on her list. She answered it in three sentences and felt, for the first time, that questions could be the best part.',
    'One man giving a toast at a family party saw half the room checking their phones early on. He kept going and told a short, specific story from years before. The phones went down and people started to laugh. He learnt that a real detail wins attention better than any clever opening.',
  ],
  closings: [
    'Between now and then, say it out loud a few more times and let that be enough.',
    'When you stand up, take one slow breath, find a friendly face and begin.',
    'Your message is clear, your first line is ready, and the rest will follow.',
    'Go and say what you came to say, at your own pace.',
    'Tonight, rehearse once more, then put your notes away and rest.',
    'The room will be on your side more than you expect.',
    'One message, three points and a few good pauses are all you need to carry in.',
    'Trust the work you have done and let the talk become a conversation.',
    'When it is over, notice what went well before you notice anything else.',
    'You know what you want them to remember, so go and tell them.',
    'Walk up slowly, speak slowly, and let the silences do some of the work.',
    'Your opening half-minute is planned, and after that you are simply talking to people.',
  ],
};
