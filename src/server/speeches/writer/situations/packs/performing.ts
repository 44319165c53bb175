import type { SituationPack } from '../types';

export const performing: SituationPack = {
  kind: 'performing',
  label: 'a performance or audition',
  fallback: 'your performance',
  outlook: 'ahead',
  examples: [
    'piano recital next week and my hands shake so badly I miss notes',
    'first open mic night on friday, doing three of my own songs',
    'audition for drama school in january, a monologue and a song',
    'stand up comedy gig tonight, 5 min spot, terrified nobody laughs',
    "dance show on the weekend, I have a solo and I'm scared I'll forget the routine",
    'opening night of the play is thursday and I keep forgetting my lines in the second act',
    'playing my first gig with the band at a pub, stage fright is real',
    "singing a solo at the christmas concert and my voice cracks when i'm nervous",
    'orchestra audition in 2 weeks, excerpts nearly there but nerves wreck me every time',
    'busking for the first time tomorrow, feel sick about people watching',
    'got a callback for a musical, second round is monday',
    'im djing my first proper set saturday and im scared ill trainwreck a mix',
    'spoken word night next week, never read my poems out loud to strangers',
    'end of term ballet performance, first time in the front row',
    'doing improv in front of a real audience for the first time and my head goes empty',
    "playing violin for my friend's wedding ceremony, cannot mess up the walk in",
    'stage fright before every show even after years, tonight is a big one',
    "self tape due tomorrow and I've redone it about 40 times",
    "I'm the lead in the panto and we open in a fortnight, feeling way out of my depth",
    'final recital for my music degree in may, 40 mins of solo rep',
    "festival slot with the band, biggest crowd we've ever played to",
    'dance showcase friday and my legs go to jelly when the music starts',
    "drag debut next month, want to smash it but i'm bricking it",
    'first time playing guitar in front of anyone except my family',
    "I'm understudy in a theatre show and might have to go on tonight",
    'singing at a friends gig as a guest, only one song but my throat closes up',
    'choir concert next week and i have 8 bars on my own, cant stop thinking about it',
  ],
  acknowledge: [
    'Walking out in front of an audience with nowhere to hide is genuinely exposing.',
    'Stage fright can arrive however long you have been doing this.',
    'You have put hours of work into a few minutes, and that makes the minutes feel heavy.',
    'It is hard when the thing you love most is also the thing that frightens you most.',
    'The wait in the wings can feel longer than the whole performance.',
    'Your body cannot tell a stage from a threat, so it reacts as if it were one.',
    'Caring about getting it right is part of what makes you good at this.',
    'Putting something of yourself in front of strangers takes real nerve.',
    'It is natural to fear one mistake more than you enjoy the hundred things that go right.',
    'Auditions can feel like being judged on a sliver of what you can do.',
    'You may feel sick, shaky or strangely flat beforehand, and all of those are common.',
    'Doubts tend to get loudest in the final days before you go on.',
    'Nerves can make familiar material suddenly feel unfamiliar, which is unsettling.',
    'Being watched while you do something delicate with your hands, feet or voice is hard.',
  ],
  reframes: [
    'The audience came to enjoy something, and they are on your side from the first moment.',
    'Most slips on stage are invisible to anyone who does not know the material as well as you.',
    'Adrenaline gives a performance its edge, and a little of it makes you more alive out there.',
    'A performance is not a display of perfection; it is something you give to the people watching.',
    'People remember feeling, energy and commitment far more than individual notes or lines.',
    'The nerves mean you care, and caring shows up as presence on stage.',
    'The hard work is already done, and tonight is about letting it out, not adding more.',
    'Recovering smoothly from a slip is a skill audiences quietly admire.',
    'Audition panels want the next person through the door to be the one they are looking for.',
    'Each time you go on, your body learns a little more that the stage is survivable.',
    'What you are there to do is tell a story or share a feeling, not avoid every error.',
    'Seasoned performers still feel the fear; they have learnt to walk on with it.',
    'The opening minute is the hardest, and once you are moving the material takes over.',
    'Audiences forgive wrong notes easily; what they notice is whether you are committed.',
    'You do not have to feel calm to play, sing, dance or act well.',
    'One performance is one evening, not a final verdict on your talent.',
  ],
  worries: [
    {
      cues: [
        'forget',
        'forgetting',
        'my lines',
        'lyrics',
        'blank',
        'memory slip',
        'lose my place',
        'the routine',
        'the choreography',
      ],
      reframes: [
        'Memory slips are a real risk, and nearly every performer has had one.',
        'Nerves can cloud memory for a moment, but what you have drilled is still in there.',
        'Audiences rarely notice a slip when the performer keeps going with conviction.',
        'Material learnt by sound, by feel and by meaning is very hard to lose completely.',
        'A memory slip lasts seconds, while the rest of the performance is what people take home.',
      ],
      steps: [
        {
          lines: [
            'Set up landmarks you can jump to.',
            'Mark four or five points in the piece, scene or routine where you could restart cleanly.',
            'Practise starting from each landmark cold, without running up to it.',
            'If you slip on the night, you skip to the next landmark instead of stopping.',
          ],
        },
        {
          lines: [
            'Learn the material in more than one way.',
            'Say the words without the music, hum the tune without the words, or walk the steps in silence.',
            'Write the words or the sequence out from memory once a day.',
            'Each extra route makes the memory sturdier under pressure.',
          ],
        },
        {
          lines: [
            'Practise carrying on through every mistake.',
            'In run-throughs, never stop to fix a slip; carry on to the end as you would on stage.',
            'This trains your reflex to continue rather than freeze.',
          ],
        },
      ],
    },
    {
      cues: [
        'shaking',
        'shaky',
        'hands shake',
        'voice cracks',
        'trembling',
        'dry mouth',
        'feel sick',
        'jelly',
        'stage fright',
      ],
      reframes: [
        'Shaky hands and a tight throat are adrenaline, and adrenaline can be worked with.',
        'The tremor you feel is usually far smaller than anything the audience sees.',
        'Physical nerves often ease within the first minute once you are moving.',
        'A revved-up body can also give you extra energy and sharpness on stage.',
      ],
      steps: [
        {
          lines: [
            'Warm up properly and burn off some adrenaline.',
            'Do your usual physical and vocal warm-up, then add a minute of shaking out your arms and legs.',
            'Moving uses some of the nervous energy before it reaches your hands or voice.',
            'Warm muscles also shake less than cold ones.',
          ],
        },
        {
          lines: [
            'Slow your breathing while you wait to go on.',
            'Breathe in for four counts and out for six, letting your shoulders drop each time.',
            'A longer out-breath calms the heart and eases a tight throat.',
            'Keep it going quietly until you hear your cue.',
          ],
        },
        {
          lines: [
            'Keep water close and your hands warm.',
            'Sip water right up to going on, and keep your hands in pockets or gloves if it is cold backstage.',
            'A dry mouth and cold fingers make nerves feel worse than they are.',
          ],
        },
      ],
    },
    {
      cues: ['mistake', 'mess up', 'wrong note', 'slip up', 'perfect', 'ruin it', 'screw up'],
      reframes: [
        'Wanting it perfect is understandable when you have worked this hard.',
        'Even recordings by great performers have small flaws that almost nobody hears.',
        'A performance lives in its flow, and flow survives a wrong note.',
        'The audience takes in the whole, while you are listening for every tiny crack.',
      ],
      steps: [
        {
          lines: [
            'Choose a focus that is about expression, not accuracy.',
            'Before you go on, pick one thing to give the audience, such as a mood, a story or a pulse.',
            'Keep your attention there rather than on avoiding errors.',
            'Performers chasing meaning often make fewer slips than those chasing perfection.',
          ],
        },
        {
          lines: [
            'Rehearse a recovery for your most fragile passage.',
            'Find the spot where things most often go wrong and plan exactly how you would carry on from it.',
            'Practise that recovery until it feels as ordinary as the passage itself.',
          ],
        },
      ],
    },
    {
      cues: [
        'nobody laughs',
        'no one claps',
        'tough crowd',
        'heckle',
        'heckler',
        'die on stage',
        'bomb',
        'cold room',
      ],
      reframes: [
        "Fearing a quiet room is natural, especially when you rely on the audience's reaction.",
        'Quiet rooms are often listening rooms, not unhappy ones.',
        'Every comic, singer and actor has had nights when the room was cold, and they went on anyway.',
        'A hard crowd says more about the night than about your material or your talent.',
      ],
      steps: [
        {
          lines: [
            'Open with your strongest, surest material.',
            'Put the piece, bit or song you trust most right at the start.',
            'An early win settles your nerves and warms the room for what follows.',
          ],
        },
        {
          lines: [
            'Have a calm line ready for a heckle or a flat moment.',
            'Prepare one or two relaxed responses you could say without thinking.',
            'Acknowledging the moment lightly and moving on shows the room you are in charge.',
          ],
        },
        {
          lines: [
            'Keep your pace when the room goes quiet.',
            'Resist the urge to rush ahead when nothing comes back from the crowd.',
            'Hold your timing and your pauses, because a steady performer helps an audience relax.',
          ],
        },
      ],
    },
    {
      cues: ['audition', 'callback', 'panel', 'casting', 'judges', 'self tape', 'get picked', 'get cast'],
      reframes: [
        'Auditions can feel brutal, because so much seems to hang on so little time.',
        'Casting often rests on height, voice type or fit, things no amount of skill can change.',
        'The panel is hoping the next person who walks in solves their problem.',
        'An audition is a chance to show your work to people who may remember it later.',
      ],
      steps: [
        {
          lines: [
            'Prepare the material until it can survive nerves.',
            'Run it when you are tired, when you are cold, and straight after climbing the stairs.',
            'If it holds up in rough conditions, it will hold up in the room.',
          ],
        },
        {
          lines: [
            'Plan exactly how you will walk in and begin.',
            'Decide how you will greet the panel, where you will stand and how long you will pause before starting.',
            'A settled first minute shows them someone calm and ready.',
          ],
        },
        {
          lines: [
            'Treat each audition as one of many.',
            'Line up your next opportunity before this one happens, so this one does not carry all the weight.',
            'People who audition often find that each one loses some of its terror.',
          ],
        },
      ],
    },
    {
      cues: [
        'not good enough',
        'everyone else is better',
        'better than me',
        'compare myself',
        'other performers',
        'out of my depth',
      ],
      reframes: [
        'Watching others and feeling smaller is common among performers at every level.',
        "You are comparing other people's finished performances with your own rough rehearsals.",
        'Audiences do not score you against a list; they respond to what is in front of them.',
        'Your own voice, timing and presence are things nobody else can bring.',
      ],
      steps: [
        {
          lines: [
            'Stop watching other acts just before you go on.',
            'Wear headphones or step away while others warm up or perform.',
            'Keep your attention on your own routine and your own opening.',
          ],
        },
        {
          lines: [
            'Write down three things you do well as a performer.',
            'Keep the list in your bag and read it in the last half hour.',
            'Naming your strengths keeps them in view when doubts get loud.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Run the whole thing start to finish several times without stopping.',
        'Treat each run as a performance, even if only your phone is watching.',
        'Stopping to fix things trains you to stop; running through trains you to continue.',
        'Save the fixing for separate practice sessions.',
      ],
    },
    {
      lines: [
        'Perform for a small audience before the real one.',
        'Play, sing, act or dance for a friend, your household or a few people in a practice room.',
        'Being watched is a skill of its own, and it needs rehearsing too.',
        'Each small audience makes the big one feel more familiar.',
      ],
    },
    {
      lines: [
        'Build a routine for before you go on and repeat it every time.',
        'Choose a sequence of warm-up, breathing, a sip of water and one reminder of your focus.',
        'Do it in the same order before every run-through and every show.',
        'A familiar routine tells your body that this is known territory.',
      ],
    },
    {
      lines: [
        'Know the first minute of your performance completely.',
        'Drill the opening notes, lines or steps until they come out even when you feel shaky.',
        'The start is where nerves peak, so it needs the strongest preparation.',
        'Once the first minute is under way, momentum starts to help you.',
      ],
    },
    {
      lines: [
        'Rehearse in the clothes and shoes you will wear.',
        'Costumes, heels or a stiff collar can change how you breathe and move.',
        'Finding that out in rehearsal saves a nasty surprise on the night.',
      ],
    },
    {
      lines: [
        'Get a feel for the space before you go on.',
        'If you can, stand on the stage, look at the lights, and hear how your voice or instrument carries.',
        'Note where the exits, props or monitors are.',
        'A room you have already felt is far less frightening.',
      ],
    },
    {
      lines: [
        'Pack your kit the day before.',
        'Lay out spare strings, reeds, shoes, music, make-up, water and anything else you need.',
        'Check it once more before you leave and then stop checking.',
        'A calm day starts with nothing left to find.',
      ],
    },
    {
      lines: [
        'Eat a proper meal a few hours before you go on.',
        'Choose something familiar and not too heavy, and drink water through the afternoon.',
        'Going on hungry makes shakiness worse, and a heavy meal can leave you sluggish.',
      ],
    },
    {
      lines: [
        'Run the performance in your head as well as for real.',
        'Sit quietly, close your eyes and go through it in real time, hearing and feeling each part.',
        'Mental run-throughs strengthen memory without tiring your voice or body.',
      ],
    },
    {
      lines: [
        'Decide on one thing to focus on while you perform.',
        'It might be the story, the rhythm, the meaning of a lyric or the energy of a scene.',
        'A single clear focus leaves less room for worrying thoughts.',
      ],
    },
    {
      lines: [
        'Stop adding new material in the final days.',
        'Use the last rehearsals to polish what you have rather than changing it.',
        'Late changes are the first things to fall apart under pressure.',
      ],
    },
    {
      lines: [
        'Plan how you will spend the last ten minutes.',
        'Decide whether you want to chat, sit alone, stretch or listen to music.',
        'Having a plan stops nerves from filling that space with worry.',
      ],
    },
    {
      lines: [
        'Let yourself look out at the audience.',
        'Find a few faces, or let your gaze rest just above the crowd.',
        'Connecting with the room turns it from a jury into company.',
      ],
    },
    {
      lines: [
        'Record a practice run and listen back once.',
        'Pick out two things that work well and one thing to adjust.',
        'Then put it away, because endless replays breed doubt rather than progress.',
      ],
    },
  ],
  rehearsal: [
    'Picture yourself in the wings, breathing out slowly while you wait for your cue.',
    'Imagine the first note, line or step coming out clean, and the feeling of being under way.',
    'See the lights, the faces and the space, and picture yourself settling into them.',
    'Picture a small slip in the middle and watch yourself carry on without a flicker.',
    'Imagine reaching the final bar, line or pose and holding it a moment before you let go.',
    'Run your opening minute now, exactly as you will do it on the night.',
    'Picture the hush before you begin and let yourself take one unhurried breath into it.',
    'Imagine the sound of applause at the end and notice the relief in your shoulders.',
    'Walk through your routine for the hour before, step by step, in your head.',
    'Picture one friendly face in the audience, and imagine playing your opening just for them.',
  ],
  setbacks: [
    'If you slip, keep going, because the audience follows your lead and steadiness reassures them.',
    'If the room stays quiet, hold your nerve and your timing, and finish the set properly.',
    'If it went badly, give yourself tonight to feel it, and look at what happened tomorrow.',
    'Write down what went well before you list what to fix, because both are true.',
    'One rough performance tells you what to practise, not that you should stop.',
    'If an audition leads nowhere, remember how much of casting has nothing to do with you.',
    'If nerves got the better of you, plan more small performances before the next big one.',
    'If equipment fails, pause calmly, sort it out, and pick up where you left off.',
    'Talk it through with one person you trust rather than replaying it alone.',
    'After a hard night, do something ordinary and kind for yourself before you sleep.',
  ],
  stories: [
    'A pianist I heard about had a memory slip in the middle of a recital. Her teacher had made her practise starting from five points in the piece, so she jumped to the next one. Barely anyone in the hall noticed the join. She said afterwards that those landmarks changed how she practised for good.',
    'One comedian got barely a laugh in five minutes at his third open mic. He went back the following week and opened with the one joke that always worked. The room warmed up, and the newer material landed better than before. He learnt that a cold night is part of the craft, not the end of it.',
    'A young actor kept forgetting a long speech in the second act. She wrote it out by hand every morning and said it aloud while walking to rehearsals. By opening night she could pick it up from any line. On the night she stumbled once, found the next line and carried on.',
    'A guitarist I heard about had hands that shook before every gig. He started doing two minutes of brisk movement and slow breathing behind the stage before each set. The shaking never fully left, but it faded within the first song. He stopped waiting to feel calm and started playing anyway.',
    'One dancer dreaded auditions so much that she almost stopped going. She decided to treat each one as a free class with strangers watching. The pressure eased, and she danced more freely than she had in months. Her sixth audition that year gave her a place.',
  ],
  closings: [
    'Between now and then, run it once more and then let it rest.',
    'When you walk out, breathe out, find your first note, line or step, and begin.',
    'The preparation is done, and what is left is to share it.',
    'Go out there and give them the story, the song or the moment you have been building.',
    'Tonight, keep to your routine and trust it.',
    'The audience is already on your side, so let them enjoy what you bring.',
    'Let the nerves come along with you, because they are part of the spark.',
    'Whatever happens out there, keep going to the very end.',
    'When it is over, take the applause, however much or little, and let it count.',
    'You have earned your place on that stage, so take it.',
    'Rest your voice and your body tonight and let the preparation carry you.',
  ],
};
