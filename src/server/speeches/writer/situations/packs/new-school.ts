import type { SituationPack } from '../types';

export const newSchool: SituationPack = {
  kind: 'new_school',
  label: 'starting at a new school',
  fallback: 'the new start',
  outlook: 'ahead',
  examples: [
    "starting year 7 next week and scared I won't make any friends",
    "my son starts reception in september and he's so clingy",
    'first day at a new school tomorrow, we moved house over the summer',
    "starting uni in october, moving into halls and I don't know anyone",
    "my daughter is starting high school and she's terrified of getting lost",
    'going back to college as a mature student at 35, first day monday',
    "freshers week is coming up and I'm not a party person at all",
    "kindergarten starts next week and I'm more nervous than my kid lol",
    'changing schools halfway through year 10, everyone already has their friend groups',
    'starting sixth form at a different school from all my mates',
    'my little one starts big school tomorrow, how do i not cry at the gate',
    "first day of middle school and I'm scared of the older kids",
    "transferring to a different university for second year, don't know a soul",
    "my 4 year old starts school in january and we've never been apart",
    "starting secondary tomorrow, what if I can't find my classrooms",
    'moving into the dorms for freshman year and nervous about my roommate',
    'starting community college this fall after years out of education',
    'twins start primary next week and one of them is really anxious about it',
    'first day at TAFE tomorrow and I feel way too old to be there',
    "year 12 at a new school, bit late to make friends isn't it",
    'starting a proper school after being homeschooled, so nervous',
    "uni starts in 2 weeks and i'm scared i won't keep up",
    'son is starting at a new school after a rough time at his old one',
    'grad school orientation next week, everyone will be smarter than me',
    "first day of big school for my girl, she keeps asking who she'll play with",
    'new school, new uniform, new everything, starting thursday',
  ],
  acknowledge: [
    'A new school brings a lot of unknowns at once: new faces, new rooms and new routines.',
    'The days before a first day can feel long and restless.',
    'It is natural to worry about fitting in and finding friends.',
    'Excitement and dread can sit side by side, sometimes in the same minute.',
    'Leaving a familiar place behind can bring a sadness that is easy to overlook.',
    'Not knowing where anything is can make even simple things feel daunting.',
    'A first day takes a lot of energy, and it is fine to find that tiring.',
    'Big changes can unsettle sleep, appetite and mood in the days before.',
    'Feeling nervous does not mean it will go badly; it means it matters.',
    'It is hard to picture a place you have barely seen, so the mind fills the gaps with worries.',
    'New starts can make anyone feel small for a while, whatever their age.',
    'Most people at a new start are carrying nerves, even the ones who hide them well.',
    'Wanting it to go well shows how much this new start means.',
  ],
  reframes: [
    'Everyone who feels at home there now once walked in on a first day knowing nobody.',
    'The first day is the strangest one, and each day after it is a little more ordinary.',
    'Schools and colleges welcome new starters every year and have ways of helping them settle.',
    'Nerves before a new start are a sign of caring, not a forecast of how it will go.',
    'Friendships usually form over weeks, so a quiet first day says little about the term ahead.',
    'A new school is also a clean slate, with room to try new things.',
    'Settling in is a process, and it is allowed to take time.',
    'Feeling lost for a few days is part of learning a new place, not a failure.',
    'Many people look back on a new school as the start of something good.',
    'The unfamiliar turns familiar faster than it seems possible from the outside.',
    'It is possible to feel nervous and still walk through the door.',
    'Small wins, like finding the right room or learning one name, add up quickly.',
    'Staff at a new school expect questions and are glad to answer them.',
    'Missing the old place shows there was something good there, not that the new one is wrong.',
    'By the end of the first month, much of what feels huge now will feel routine.',
  ],
  worries: [
    {
      cues: [
        'friends',
        'make friends',
        'fit in',
        'know anyone',
        "don't know anyone",
        'nobody to sit with',
        'left out',
        'lonely',
        'who to play with',
      ],
      reframes: [
        'Worrying about friends is the most common fear about a new school, and it makes sense.',
        'Almost everyone new is looking for someone to talk to, even those who look confident.',
        'Friendships often take a few weeks to form, and the first ones may not be the lasting ones.',
        'One friendly person is enough to change how the whole place feels.',
      ],
      steps: [
        {
          lines: [
            'Have a few easy conversation openers ready.',
            'Questions about a lesson, the timetable, lunch or where something is are simple ways in.',
            'Having two or three ready makes the first hello far less daunting.',
          ],
        },
        {
          lines: [
            'Look for one shared activity in the first weeks.',
            'A club, team, choir, society or group gives people a reason to meet more than once.',
            'Friendships grow from repeated, easy contact more than from one big conversation.',
          ],
        },
        {
          lines: [
            'Expect friendship to start with one person, not a whole group.',
            'It often begins with whoever sits nearby, shares a table or walks the same way home.',
            'A single friendly conversation in the first week is a real start.',
          ],
        },
      ],
    },
    {
      cues: [
        'my son',
        'my daughter',
        'my child',
        'my kid',
        'my little one',
        'drop off',
        'drop-off',
        'reception',
        'clingy',
        'at the gate',
      ],
      reframes: [
        'Watching your child walk into a new school can pull at you in ways that are hard to explain.',
        'Many children cry at the door and are settled within minutes of going in.',
        'Your calm at drop-off is one of the most reassuring things your child can see.',
        'Children often adapt faster than the adults who love them.',
        'Feeling a little lost yourself after drop-off is normal, and it shows how close you are.',
      ],
      steps: [
        {
          lines: [
            'Keep the goodbye short, warm and the same every day.',
            'Use a simple ritual, such as a hug, a special phrase and a wave, then leave.',
            'Lingering often makes it harder for both of you.',
            'A predictable goodbye helps your child learn that you always come back.',
          ],
        },
        {
          lines: [
            'Talk about the day side by side rather than face to face.',
            'Chats often flow better on a walk, in the car or while doing something together.',
            'Ask about small specifics, such as who they sat next to or what they had for lunch.',
            'Let them share at their own pace, which is often at bedtime rather than straight away.',
          ],
        },
        {
          lines: [
            'Get to know the teacher or main contact early.',
            'Introduce yourself and mention anything that would help them understand your child.',
            'Ask how they would like to hear about any worries.',
            'A friendly link with the school makes small problems easier to sort out.',
          ],
        },
      ],
    },
    {
      cues: [
        'uni',
        'university',
        'college',
        'freshers',
        'halls',
        'flatmates',
        'lectures',
        'campus',
        'dorm',
        'homesick',
      ],
      reframes: [
        'Starting university or college changes a lot at once, and feeling unsettled is normal.',
        'Homesickness is common in the first weeks and usually eases as routines form.',
        'The welcome week is loud and busy, but friendships also form quietly across the first term.',
        'Everyone around you is new too, even those who seem to have settled already.',
      ],
      steps: [
        {
          lines: [
            'Say yes to small, low-key invitations in the first weeks.',
            'A cup of tea in the kitchen, a walk to a lecture or a society taster all count.',
            'You do not need to go to every big night out to make friends.',
            'Small, repeated contact builds friendships more reliably than one wild night.',
          ],
        },
        {
          lines: [
            'Build a simple weekly routine early on.',
            'Set regular times for lectures, meals, laundry, a walk and a call home.',
            'Routine makes a new place feel like yours faster and softens homesickness.',
          ],
        },
        {
          lines: [
            'Find out where support is before you need it.',
            'Note where the student support office is, who your personal tutor is, and any wellbeing service.',
            'Knowing where help lives makes every small problem feel more manageable.',
          ],
        },
      ],
    },
    {
      cues: [
        'get lost',
        'getting lost',
        'find my way',
        'find my classrooms',
        'where to go',
        'timetable',
        'big school',
        'new routine',
      ],
      reframes: [
        'Getting lost in a new building is a classic first-week fear, and it happens to nearly everyone.',
        'Staff and older students expect new people to ask the way.',
        'A big new place usually shrinks in the mind within a couple of weeks.',
        'Arriving a few minutes late in the first week because of a wrong turn is almost always forgiven.',
      ],
      steps: [
        {
          lines: [
            'Study the map and timetable before the first day.',
            'Mark the places needed most, such as the entrance, the main hall, the toilets and the canteen.',
            'Keep a photo of the map and timetable on a phone or tucked in a bag.',
          ],
        },
        {
          lines: [
            'Ask someone as soon as there is any doubt.',
            'A member of staff, a student or the front desk will usually point the way.',
            'Asking early saves time and is exactly what new people are expected to do.',
          ],
        },
      ],
    },
    {
      cues: [
        'changing schools',
        'new school mid year',
        'mid year',
        'halfway through the year',
        'transfer',
        'already have friend groups',
      ],
      reframes: [
        'Joining partway through a year can feel harder, because groups have already formed.',
        'Being the new one also makes people curious, and curiosity can open doors.',
        'Teachers usually know how to help a new arrival settle in.',
        'It often takes a term, not a week, to feel at home, and that is normal.',
      ],
      steps: [
        {
          lines: [
            'Ask the school about a buddy for the first weeks.',
            'Many schools pair new arrivals with a friendly student who shows them around.',
            'A buddy means a ready-made lunch companion and someone to explain the unwritten rules.',
          ],
        },
        {
          lines: [
            'Keep old friendships going while new ones grow.',
            'A call, a message or a weekend visit keeps familiar support close.',
            'Having that anchor makes it easier to take small social risks in the new place.',
          ],
        },
      ],
    },
    {
      cues: ['keep up', 'too hard', 'smart enough', 'workload', 'fall behind', 'harder work'],
      reframes: [
        'Worrying about keeping up in a new place is natural, especially at the start.',
        'The first weeks are usually about settling in, and teachers pace things with that in mind.',
        'Asking for help early is a strength that staff respect.',
        'Gaps at the start are normal and can be closed steadily over time.',
      ],
      steps: [
        {
          lines: [
            'Keep a simple planner from the very first day.',
            'Write down every task, deadline and reading as soon as it is given.',
            'A single list stops things slipping through in the busy first weeks.',
          ],
        },
        {
          lines: [
            'Ask questions early when something is unclear.',
            'Catch the teacher, tutor or lecturer after a lesson, or send a short message.',
            'Small gaps are easy to fill early and much harder once they pile up.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Do a practice run of the route before the first day.',
        'Travel the route at the same time of day, together or on your own.',
        'Note where to go in, where to wait and how long it all takes.',
        'A trip already made takes one unknown off the first morning.',
      ],
    },
    {
      lines: [
        'Get everything for the first day ready the night before.',
        'Lay out clothes, the bag, lunch or money, and anything the first day needs.',
        'Check the start time and where to go once more.',
        'A calm evening and an unhurried morning set a steadier tone for the day.',
      ],
    },
    {
      lines: [
        'Visit or look around beforehand if you can.',
        'Go to an open day, a taster session or a tour, or look through maps and photos online.',
        'Picturing the actual rooms and corridors makes the place feel less strange.',
        'Familiar surroundings free up attention for meeting people.',
      ],
    },
    {
      lines: [
        'Protect sleep in the week before the start.',
        'Move bedtimes and wake-up times back towards term time a few days early.',
        'A first week on little sleep feels far harder than it needs to.',
      ],
    },
    {
      lines: [
        'Keep the first morning simple and unhurried.',
        'Get up with time to spare, eat something, and leave a little earlier than needed.',
        'Rushing adds nerves to a day that already has plenty.',
      ],
    },
    {
      lines: [
        'Write down the key details and keep them handy.',
        'Note the timetable, room numbers, key contacts and the plan for getting home.',
        'Having them on paper or on a phone saves panic if something is forgotten.',
      ],
    },
    {
      lines: [
        'Plan something comforting for the end of the first day.',
        'Decide how home time will work and what will happen once everyone is back.',
        'A favourite meal or a quiet evening gives the day a soft landing.',
        'Expect tiredness and some grumpiness, which are normal after a big day.',
      ],
    },
    {
      lines: [
        'Give it a few weeks before judging how it is going.',
        'The first days are the hardest and least typical part of any new start.',
        'Routines, names and friendships settle over the first half of term.',
        'Take stock after a month, not after a morning.',
      ],
    },
    {
      lines: [
        'Find out who to go to with a problem.',
        'Learn who the first point of contact is, such as a form tutor, class teacher or support office.',
        'Small problems feel far less frightening once you know who can help.',
      ],
    },
    {
      lines: [
        'Keep something familiar close at hand.',
        'A favourite pencil case, a keyring, a photo or a familiar snack can be a small comfort.',
        'Familiar things steady the nerves in an unfamiliar place.',
      ],
    },
    {
      lines: [
        'Look for one club or activity to try early on.',
        'Clubs, teams, societies and groups give a ready-made reason to talk to people.',
        'Shared activities make conversation easier than small talk alone.',
      ],
    },
    {
      lines: [
        'Be gentle about the wobbles in the first weeks.',
        'Tears, tiredness or homesickness often appear in the first fortnight, even when things are going well.',
        'They usually pass as the new place becomes familiar.',
      ],
    },
    {
      lines: [
        'Share the day with someone at home in small, easy moments.',
        'A few minutes over dinner or on the way home is often enough.',
        'Talking through the good bits and the hard bits keeps worries from building up.',
      ],
    },
  ],
  rehearsal: [
    'Picture the first morning: waking early, breakfast, the bag by the door, and leaving with time to spare.',
    'Imagine walking through the entrance and looking for the first sign or friendly face.',
    'See the moment of the first hello, short and simple, and how ordinary it feels afterwards.',
    'Picture lunchtime, finding a seat, and settling in with someone nearby.',
    'Imagine getting a little lost, asking someone, and being pointed the right way.',
    'Tonight, lay out everything for the first day and walk through the morning in your head.',
    'Picture the end of the first day, tired but through it, heading home.',
    'Imagine a week from now, when the route and a few names are already familiar.',
    'Run through a couple of easy things to say when meeting someone new.',
    'Picture the goodbye at the door or gate, quick and warm, and the day beginning.',
  ],
  setbacks: [
    'If the first day is hard, remember it is one day out of many, and usually the hardest.',
    'If tears come in the first week, they are common and tend to fade as routines settle.',
    'If friendships are slow to form, keep turning up to the same clubs and places.',
    'If something goes wrong, speak to a member of staff early, before it grows.',
    'If mornings become a battle, make the evenings calmer and the morning routine simpler.',
    'On a bad day, rest, eat something good and let tomorrow be a fresh attempt.',
    'If it still feels wrong after several weeks, talk it through with the school and look at what could change.',
    'If homesickness hits hard, plan a call or a visit to look forward to.',
    'A wobbly week after a good start is normal, because tiredness builds up.',
  ],
  stories: [
    'A girl I heard about started secondary school not knowing a single person in her year. On the first day she sat next to someone else who was alone at lunch. They talked about a lesson they had both found confusing. By half term they were walking home together every day.',
    "One mother dreaded her son's first day at school because he had always clung to her at nursery. She practised a short goodbye at home: a hug, a special phrase and a wave. On the day he cried for a minute at the door, then went in. The teacher sent a message an hour later saying he was painting happily.",
    'A young man starting university felt homesick and out of place for most of his first fortnight. He skipped the big nights out and joined a walking society instead. On the second walk he fell into step with someone from his course. By the end of term he had a small group of friends he trusted.',
    'One boy who joined a new school midway through the year was given a buddy. The buddy showed him the shortcuts, the lunch queue and which teachers cared most about punctuality. A month later he was showing a newer student around himself.',
    'A woman returning to college in her thirties expected to be the oldest and least able there. She arrived early on the first day and chatted to the person at the next desk. They turned out to be just as nervous, and they agreed to swap notes. She said the first conversation was the hardest part of the whole year.',
  ],
  closings: [
    'Tonight, lay everything out and get an early night.',
    'Tomorrow is only the first day, and every day after it gets easier.',
    'Walk through the door, look for one friendly face, and let the day unfold.',
    'One day at a time, this new place will start to feel like home.',
    'Be gentle about the first week, and give it room to settle.',
    'A new start is waiting, with new people and new chances in it.',
    'Breathe, step in, and take the first hour as it comes.',
    'A week from now, more will feel familiar than you expect.',
    'Take your questions and your curiosity in with you.',
    'This is the beginning of something, and beginnings are allowed to feel wobbly.',
    'Rest tonight, and let tomorrow be a first step rather than a final verdict.',
  ],
};
