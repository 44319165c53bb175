import type { SituationPack } from '../types';

export const sportCompetition: SituationPack = {
  kind: 'sport_competition',
  label: 'a match or competition',
  fallback: 'your competition',
  outlook: 'ahead',
  examples: [
    "cup final on saturday and i'm starting in goal",
    "county trials for netball next week, terrified i won't get picked",
    "first judo competition sunday and I can't stop thinking about it",
    'named captain of the rugby team this season, no idea how to lead',
    "tennis tournament this weekend, I always choke when I'm a set up",
    'regional swimming gala on friday, first time at this level',
    'playing in the grand final tomorrow and my nerves are shot',
    'basketball tryouts monday and everyone is taller than me',
    'first amateur boxing bout in 3 weeks',
    'darts league final and my hand shakes on the doubles',
    'golf club championship and I always fall apart on the back nine',
    'gymnastics comp next week and I keep falling off the beam in training',
    "missed a penalty last game and now I'm scared to take another",
    'state champs for long jump, first time competing at this level',
    "hockey season starts next week and I'm worried I'll lose my spot",
    "first rated chess tournament this weekend, worried I'll blunder under the clock",
    'esports LAN tournament next month and the team is counting on me',
    'semi final tomorrow against the team that beat us 5-0',
    'cricket trials for the first XI, my batting nerves are awful',
    'my first bjj comp, scared of getting submitted in front of everyone',
    'playing my first game for the seniors on saturday',
    'volleyball nationals next week and my serve has gone to pieces',
    'badminton tournament, lost in the first round the last two years',
    'climbing comp next month and I fall off the same move every time',
    "debut for the club firsts sunday, don't want to let anyone down",
    'figure skating competition, my jumps are fine in practice then i freeze',
    'soccer playoffs this weekend and coach put me on penalties',
  ],
  acknowledge: [
    'Competing means putting months of practice on the line in a short space of time.',
    'Pre-match nerves can turn your stomach and scramble your sleep.',
    'It is hard when training goes well and you still fear it will vanish on the day.',
    'Feeling responsible to teammates, coaches or family adds weight to every moment.',
    'Being watched while you compete makes every mistake feel magnified.',
    'A previous loss can replay itself in your head as the next contest approaches.',
    'Selection and results are partly out of your hands, and that uncertainty is uncomfortable.',
    'It can feel lonely to carry nerves that everyone around you seems to hide.',
    'Wanting to win and fearing defeat often arrive together.',
    'Caring this much about your sport is part of what makes you good at it.',
    'The waiting before you compete can be harder than the competing itself.',
    'Facing a stronger or higher-ranked opponent can make you doubt what you know.',
    'Every competitor knows the heavy legs and dry mouth of the minutes before the start.',
  ],
  reframes: [
    'Nerves are your body preparing to compete, and they usually fade once play begins.',
    'You cannot control the result, but you can control your effort, focus and attitude.',
    'Your opponents are feeling their own nerves, whatever they look like from outside.',
    'One mistake is one moment, and the next play is a fresh chance.',
    'You trained for this, and your body remembers the work even when your mind doubts it.',
    'Playing to win feels different from playing not to lose, and the first is freer.',
    'Pressure only comes when something matters, and that makes it a privilege.',
    'Underdogs have nothing to lose, which makes them dangerous.',
    'The scoreboard measures one day, while your development is measured over seasons.',
    'Focusing on the next action rather than the result is how athletes stay in the moment.',
    'Confidence comes from preparation, and your preparation is already done.',
    'Every experienced competitor has lost, tightened up and come back.',
    'Being nervous and being ready can be true at the same time.',
    'Selection is one decision by a few people on one day, not a verdict on your talent.',
    'Enjoying the contest often brings out your best play.',
  ],
  worries: [
    {
      cues: [
        'choke',
        'choking',
        'freeze',
        'nerves',
        'pressure',
        'bottle it',
        'fall apart',
        'crumble',
        'tighten up',
      ],
      reframes: [
        'Choking is a real fear, and it tends to happen when you start thinking about every movement.',
        'Skills you have drilled run best on autopilot, so trusting them is the cure.',
        'Feeling pressure means you are in a moment that matters, which is why you train.',
        'Many top performers have choked before and built routines to stop it happening again.',
      ],
      steps: [
        {
          lines: [
            'Use a short cue word to keep your focus outside yourself.',
            'Pick a word or two tied to the task, such as smooth, low, or eyes up.',
            'Say it to yourself before key moments instead of thinking about technique.',
            'Attention on the target lets your trained skills take over.',
          ],
        },
        {
          lines: [
            'Build a routine for key moments and repeat it every time.',
            'Before a serve, a kick, a shot or a start, use the same few steps: breath, look, cue, go.',
            'A consistent routine gives nerves less room and makes pressure moments feel familiar.',
          ],
        },
        {
          lines: [
            'Breathe out slowly in every break in play.',
            'Between points, plays or rounds, take one long breath out, twice as long as the breath in.',
            'A slow exhale lowers your heart rate enough to think clearly again.',
          ],
        },
      ],
    },
    {
      cues: [
        'let the team down',
        'let them down',
        'teammates',
        'counting on me',
        'my fault',
        'blame',
        'disappoint',
      ],
      reframes: [
        'Caring about your teammates is a good instinct, even when it turns into worry.',
        'Teams win and lose together, and no single moment belongs to one player.',
        'Your teammates need your effort and attitude more than a flawless performance.',
        'Every player on the team has made mistakes that cost points, and the team carried on.',
      ],
      steps: [
        {
          lines: [
            'Focus on your role, not the whole result.',
            'Ask the coach or captain for one or two clear tasks for you in this game.',
            'Doing your part well is the best thing you can give the team.',
          ],
        },
        {
          lines: [
            'Keep talking to teammates during play.',
            'Call, encourage and communicate, especially when things are going badly.',
            'Talking keeps you involved, and it lifts others as well as you.',
          ],
        },
      ],
    },
    {
      cues: [
        'trials',
        'tryouts',
        'try out',
        'selection',
        'get picked',
        'make the team',
        'squad',
        'dropped',
        'lose my spot',
      ],
      reframes: [
        'Trials are nerve-racking because so much seems to ride on a short window.',
        'Selectors look for attitude, effort and coachability as well as skill.',
        'A single mistake at trials is rarely what decides selection.',
        'If it does not go your way this time, there are other seasons and other teams.',
      ],
      steps: [
        {
          lines: [
            'Show selectors what they can see in every drill.',
            'Hustle between drills, communicate, and listen closely to instructions.',
            'Effort and attitude are visible from the sideline even when your touch is off.',
          ],
        },
        {
          lines: [
            'Prepare your body as you would for a big game.',
            'Sleep well for the two nights before, eat familiar food, and arrive early to warm up.',
            'Feeling physically ready frees your mind to focus on playing.',
          ],
        },
        {
          lines: [
            'Ask for feedback afterwards, whatever happens.',
            'Find out what the coaches want to see more of from you.',
            'Feedback turns trials into a plan for your next step.',
          ],
        },
      ],
    },
    {
      cues: [
        'mistake',
        'missed',
        'error',
        'mess up',
        'penalty',
        'miss',
        'fumble',
        'blunder',
        'drop the ball',
      ],
      reframes: [
        'Mistakes in sport are guaranteed, even at the very highest level.',
        'The best competitors are not error-free; they simply recover faster.',
        'Dwelling on a mistake often causes the next one, so letting go is a skill.',
        "A missed shot or dropped ball stays far bigger in your mind than in anyone else's.",
      ],
      steps: [
        {
          lines: [
            'Create a reset routine for after mistakes.',
            'Pick a physical action, such as wiping your hands, touching your laces or adjusting your kit.',
            'Pair it with a short phrase like next play to mark the mistake as finished.',
            'Then put your full attention on the very next action.',
          ],
        },
        {
          lines: [
            'Practise high-pressure moments during your training.',
            'Take penalties, serves or shots when you are tired or when teammates are watching and making noise.',
            'Training under pressure makes the real moment feel familiar.',
          ],
        },
      ],
    },
    {
      cues: [
        'better than us',
        'stronger',
        'favourites',
        'underdog',
        'beat us',
        'ranked higher',
        'bigger',
        'taller',
      ],
      reframes: [
        'Facing a stronger opponent is intimidating, and respecting them makes sense.',
        'Reputations do not play; what happens on the day does.',
        'Upsets happen in every sport precisely because the day is not decided in advance.',
        'Competing against opponents like this is one of the fastest ways to improve.',
      ],
      steps: [
        {
          lines: [
            'Stick to your own game plan.',
            'Agree two or three things you will do well, whatever the opponent does.',
            'Keeping your attention on your plan stops their reputation from taking up space.',
          ],
        },
        {
          lines: [
            'Set yourself a process goal for the day.',
            'Choose a target you control, such as winning every loose ball or holding your serve routine.',
            'This gives you a measure of success that is not only the score.',
          ],
        },
      ],
    },
    {
      cues: ['captain', 'captaincy', 'vice captain', 'lead the team', 'team talk', 'leader'],
      reframes: [
        'Being made captain shows that people trust your attitude and your judgement.',
        'Captaincy is mostly about example, not speeches.',
        'You do not have to be the best player to be a good captain.',
        'Good captains share the load with other experienced players.',
      ],
      steps: [
        {
          lines: [
            'Lead by example in the small things.',
            'Arrive early, warm up properly, and be first to encourage someone after a mistake.',
            'Teammates follow what they see far more than what they hear.',
          ],
        },
        {
          lines: [
            'Speak to players one at a time.',
            'A quick word with each player before or during the game often does more than a big team talk.',
            'Learn what each person needs, whether that is calm reassurance or a lift.',
          ],
        },
        {
          lines: [
            'Keep your team talks short and specific.',
            'Say one or two clear things: what the plan is, and what you want from everyone.',
            'Short, calm words are remembered when the pressure rises.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Build a pre-match routine and use it every time.',
        'Plan the final hours: meal, kit, arrival time, warm-up and a few quiet minutes.',
        'Repeat it before smaller games as well as big ones.',
        'Familiar steps tell your body this is something it has done many times.',
      ],
    },
    {
      lines: [
        'Set process goals for the competition.',
        'Choose two or three things within your control, such as first touch, communication or sticking to the plan.',
        'Judge your day on those as well as on the score.',
        'Process goals keep your attention on what actually wins contests.',
      ],
    },
    {
      lines: [
        'Warm up thoroughly and with purpose.',
        'Follow a set sequence of movement, sport-specific drills and a few sharp efforts.',
        'A proper warm-up lifts performance and burns off some of the nerves.',
      ],
    },
    {
      lines: [
        'Eat and drink well in the day before.',
        'Have familiar meals with enough carbohydrate, and sip water steadily.',
        'Eat your last main meal about three hours before you compete, with a small snack later if needed.',
        'Avoid trying new food or drinks on the day itself.',
      ],
    },
    {
      lines: [
        'Sleep well for two nights before, not just one.',
        'Nerves often disturb the final night, so the night before that matters more than people think.',
        'Keep a normal bedtime and put screens away early.',
      ],
    },
    {
      lines: [
        'Use imagery to rehearse the competition.',
        'Close your eyes and picture a few key moments in detail: the sounds, the sights and how your body feels.',
        'Imagine things going well, and also imagine handling a mistake calmly.',
        'Mental rehearsal builds familiarity and confidence.',
      ],
    },
    {
      lines: [
        'Focus on what you can control and let go of the rest.',
        'Make two lists: one of what you control, like preparation and effort, and one of what you do not.',
        'Officials, weather and the opponent all belong on the second list.',
        'Put your energy only into the first.',
      ],
    },
    {
      lines: [
        'Pack your kit the night before.',
        'Lay out boots or shoes, gear, water bottle, snacks and anything else you need.',
        'Check it against a written list so nothing is left to memory on the day.',
      ],
    },
    {
      lines: [
        'Keep your attention on the next action.',
        'Between moments, think only about what the next ball, point or move needs.',
        'The result takes care of itself when each next action is done well.',
      ],
    },
    {
      lines: [
        'Review the competition calmly a day or two afterwards.',
        'Write down three things that went well and one thing to work on.',
        'Footage, if you have it, shows what really happened rather than what you remember.',
      ],
    },
    {
      lines: [
        'Talk to a coach or an experienced teammate about your nerves.',
        'They have seen every kind of pre-competition worry and can help you make a plan.',
        'Saying it out loud often takes away half its power.',
      ],
    },
    {
      lines: [
        'Use your breath to settle in the final minutes.',
        'Breathe in through your nose for four and out through your mouth for six, several times.',
        'Pair it with loosening your shoulders and shaking out your hands.',
      ],
    },
    {
      lines: [
        'Arrive early enough to settle in.',
        'Give yourself time to see the venue, the surface and the conditions.',
        'Rushing in late adds stress you do not need.',
      ],
    },
    {
      lines: [
        'Recover well between rounds or games.',
        'Refuel, rehydrate and keep warm between bouts, rounds or fixtures.',
        'Stay off your phone and keep your mind on what comes next.',
      ],
    },
  ],
  rehearsal: [
    'Picture arriving at the venue, hearing the noise, and feeling your routine click into place.',
    'Imagine your warm-up going smoothly, your body waking up and your touch sharpening.',
    'See the first moment of play and you doing something simple and solid.',
    'Picture making a mistake, using your reset, and being ready for the very next action.',
    'Imagine a tense moment late on, and you breathing out, saying your cue word, and executing.',
    'Tonight, run through your routine for tomorrow, from waking up to the start.',
    'Picture the people on your side nearby, and the support you have around you.',
    'Imagine the final moments and walking off knowing you gave full effort.',
    'See yourself in the minutes before, calm enough, with nerves that feel like readiness.',
  ],
  setbacks: [
    'If you lose, give yourself some time to feel it before analysing anything.',
    'If you make a costly mistake, remember that every competitor has been there.',
    'If you are not selected, ask for feedback and work on it for next time.',
    'After a bad day, focus on recovery tonight: food, water and sleep.',
    'If nerves got the better of you, practise pressure moments more often in training.',
    'A defeat shows you exactly what to train next, which is valuable.',
    'If you were dropped, keep training hard, because coaches notice attitude after disappointment.',
    'Talk to a teammate or friend rather than replaying it alone at night.',
    'If the season starts badly, judge it over weeks, not one game.',
    'Your value as a person does not change with the score.',
  ],
  stories: [
    'A young goalkeeper I heard about let in an early goal in a cup final. She wiped her gloves, said next ball to herself, and set her feet for the restart. She made three good saves in the second half. Her team lost narrowly, but she said the reset routine had kept her in the game.',
    'One tennis player used to tighten up whenever he was a set ahead. He started using the same routine before every serve: bounce the ball twice, breathe out, pick a target. It made big points feel like ordinary ones. That season he closed out more sets than he ever had.',
    'A teenager at county trials fluffed her first two passes and felt her chances slipping. She decided to be the loudest, most encouraging voice in every drill from then on. The coaches noticed her attitude and asked her back for a second session. She was picked for the squad that spring.',
    'One new captain thought he had to give rousing speeches before every game. After a few flat weeks he started talking briefly to each player one by one instead. The team became calmer and more connected. He learnt that being steady mattered more than being loud.',
    'A chess player I heard about lost three games in a row at her first tournament. She took a walk, ate something, and reviewed one game calmly with a friend. She won two of her last three games. She said the break helped her stop playing against her own panic.',
  ],
  closings: [
    'Tonight, pack your kit, eat well and get to bed.',
    'When it starts, play the next moment and let the rest go.',
    'You have trained for this, so trust the training.',
    'Go out and compete with everything you have, one action at a time.',
    'Whatever the score, give full effort and keep your head up.',
    'Breathe, do your routine, and enjoy the contest.',
    'Control what you can on the day, and let that be enough.',
    'Tomorrow is a chance to show what the practice has built.',
    'Play freely, trust your preparation, and leave nothing behind.',
    'When it is over, be proud of how you competed, whatever the result.',
  ],
};
