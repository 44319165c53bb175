import type { SituationPack } from '../types';

export const facingAFear: SituationPack = {
  kind: 'facing_a_fear',
  label: 'facing a fear',
  fallback: 'your fear',
  outlook: 'ahead',
  examples: [
    'terrified of flying and I have a flight to spain in 3 weeks',
    'needle phobia and I need a blood test tomorrow, I always faint',
    "haven't been to the dentist in 8 years because I'm so scared",
    'scared of heights and my friends want to go to a rooftop bar',
    "can't drive on motorways, I panic when lorries go past",
    "I'm 30 and can't swim, finally booked adult lessons but the deep end scares me",
    "spider phobia is ruining my life, can't even go in the garden shed",
    'fear of lifts, I always take the stairs even to the 12th floor',
    'long haul flight next month and turbulence makes me panic',
    "need a filling and I'm terrified of the drill",
    'claustrophobic and our trip goes through a really long tunnel',
    'scared of dogs and my new neighbours have two big ones',
    "fear of deep water and I'm going on a boat trip for a friend's birthday",
    "jab next week and I'm already shaking thinking about it",
    'want to get over my fear of flying so I can visit family abroad',
    'afraid of big bridges and I have to cross one to get anywhere now',
    'phobia of needles and I need my travel vaccinations',
    'i panic on escalators and glass lifts',
    'scared of the dark at 25, embarrassing but true',
    'i freeze at the top of ladders and need to clear the gutters',
    'cracked tooth and I keep avoiding the dentist because of my fear',
    "haven't been on the highway since a near miss, want to get my nerve back",
    "taking the kids to see the snakes at the zoo and I don't want them to see me panic",
    'wasp phobia, summer is a nightmare',
    "terrified of thunderstorms, can't sleep when one is forecast",
    'want to finally face my fear of heights and do the climbing wall',
    'how do i stop being so scared of the dentist',
  ],
  acknowledge: [
    'A strong fear can feel overwhelming, even when part of you knows the danger is small.',
    'Phobias are real, physical reactions, not silliness or weakness.',
    'Avoiding something for years can shrink your world in frustrating ways.',
    'It can be embarrassing to fear something others seem to find easy.',
    'Your body reacts before your thinking mind has a chance to reason with it.',
    'The dread in the days before facing it can be worse than the moment itself.',
    'Deciding to face a fear takes courage, whatever size it looks to anyone else.',
    'A racing heart, sweaty hands and shaky legs are your alarm system being far too keen.',
    'It is tiring to plan your life around something you fear.',
    'If you tried to face it before and had a hard time, this attempt can feel heavier.',
    'Fear can make time stretch, so a few minutes feel like an hour.',
    'Feeling that you should be over this by now adds a layer of pressure.',
    'Wanting to be free of this fear is a good reason to face it.',
  ],
  reframes: [
    'Fear rises, peaks and then falls if you stay with it, and it always comes back down.',
    'Each time you face the fear and stay, your brain learns that you are safe.',
    'Avoidance brings relief now and keeps the fear strong for later.',
    'You do not have to be fearless; you only have to take the next small step.',
    'Anxiety is deeply uncomfortable, but on its own it cannot harm you.',
    'Phobias respond well to gradual practice, and many people overcome them.',
    'Courage is measured by what you do while afraid, not by how afraid you feel.',
    'Feeling fear does not mean you are in danger; it means your alarm is sensitive.',
    'Small steps done often change a fear faster than one giant leap.',
    'Every time you stay a little longer, the next time gets a little easier.',
    'The thoughts fear brings, such as I cannot cope, are predictions, not facts.',
    'You have coped with hard things before, even when you were sure you could not.',
    'Progress with a fear is rarely smooth, and dips along the way are normal.',
    'This fear was learnt, and what is learnt can be changed.',
    'Facing this gently is not the same as forcing yourself, because you set the pace.',
  ],
  worries: [
    {
      cues: [
        'panic',
        'panic attack',
        'lose control',
        'freak out',
        "can't breathe",
        'heart racing',
        'make a scene',
      ],
      reframes: [
        'Fearing panic itself is common, and it can feel as frightening as the thing you fear.',
        'A panic attack feels terrible, but it is not dangerous and it always passes.',
        'The peak of panic usually lasts a few minutes before the body starts to settle.',
        'Other people rarely notice as much as you fear, and most would be kind if they did.',
      ],
      steps: [
        {
          lines: [
            'Slow your breathing with a longer out-breath.',
            'Breathe in gently through your nose for four counts, then out through your mouth for six to eight.',
            'Keep going for a few minutes, without gulping big breaths.',
            'A long exhale tells your nervous system that it can stand down.',
          ],
        },
        {
          lines: [
            'Ground yourself through your five senses.',
            'Name five things you see, four you feel, three you hear, two you smell and one you taste.',
            'This pulls your attention out of the spiral and back into the room.',
          ],
        },
        {
          lines: [
            'Let the wave rise and fall without fighting it.',
            'Tell yourself that this is panic, that it is uncomfortable, and that it will pass.',
            'Fighting it tends to feed it, while allowing it helps it fade.',
          ],
        },
      ],
    },
    {
      cues: ['flying', 'fly', 'flight', 'plane', 'turbulence', 'take off', 'airport', 'landing'],
      reframes: [
        'Fear of flying is one of the most common fears there is, and many nervous flyers fly regularly.',
        'Turbulence feels alarming, but planes are built to handle far more than passengers ever feel.',
        'Pilots treat turbulence much like a bumpy road, a matter of comfort rather than safety.',
        'Each flight you take makes the next one a little more familiar.',
      ],
      steps: [
        {
          lines: [
            'Learn the facts about how planes fly.',
            'Read or watch a fear-of-flying course that explains the noises, turbulence and safety checks.',
            'Knowing what each sound means takes away much of the fear of the unknown.',
            'Many airlines run courses designed especially for nervous flyers.',
          ],
        },
        {
          lines: [
            'Plan the flight to keep stress low.',
            'Choose an aisle or over-wing seat, arrive early, and bring things to occupy you.',
            'Tell the cabin crew you are nervous, because they are trained to help.',
            'A plan leaves less room for spiralling thoughts.',
          ],
        },
        {
          lines: [
            'Ride out turbulence with a simple routine.',
            'Loosen your grip, drop your shoulders and breathe out slowly.',
            'Watch the cabin crew, who carry on calmly because they know it is routine.',
          ],
        },
      ],
    },
    {
      cues: ['needle', 'needles', 'injection', 'jab', 'vaccine', 'blood test', 'faint', 'pass out'],
      reframes: [
        'Needle fear is common and real, and for some people it comes with a drop in blood pressure.',
        'Fainting is a body reflex, not a weakness, and there are proven ways to prevent it.',
        'Staff see nervous patients every day and are glad to help.',
        'The needle itself usually lasts a few seconds, while the dread beforehand lasts far longer.',
      ],
      steps: [
        {
          lines: [
            'Use applied tension if you tend to faint.',
            'Tense the muscles of your arms, legs and body for about fifteen seconds, then relax for twenty.',
            'Repeat a few times before and during, leaving the arm being used relaxed.',
            'This raises your blood pressure and helps prevent fainting.',
          ],
        },
        {
          lines: [
            'Tell the staff about your fear.',
            'Say that you are nervous and, if you are a fainter, ask to lie down.',
            'Ask whether numbing cream is an option.',
            'Being open lets them support you properly.',
          ],
        },
        {
          lines: [
            'Look away and focus on something else.',
            'Pick a spot on the wall, talk to someone, or listen to music through headphones.',
            'Keeping your attention elsewhere makes the moment pass more quickly.',
          ],
        },
      ],
    },
    {
      cues: ['dentist', 'dental', 'filling', 'drill', 'teeth', 'tooth', 'hygienist'],
      reframes: [
        'Fear of the dentist is very common, and many dentists specialise in nervous patients.',
        'Modern dental care is far gentler than it used to be.',
        'You are allowed to ask for breaks, and a good dentist will respect that.',
        'Going sooner usually means simpler treatment than putting it off.',
      ],
      steps: [
        {
          lines: [
            'Agree a stop signal before treatment starts.',
            'Raising a hand is a common signal to pause.',
            'Knowing you can stop at any moment gives back a sense of control.',
            'Most people use the signal far less than they expect.',
          ],
        },
        {
          lines: [
            'Book a first visit just to talk.',
            'Look for a dentist who welcomes nervous patients and ask for a chat before any treatment.',
            'Explain what scares you and ask what options they can offer.',
            'Meeting them first makes the chair less frightening.',
          ],
        },
        {
          lines: [
            'Bring something to help you relax in the chair.',
            'Headphones with music or a podcast can mask the sounds that trigger fear.',
            'Choose a morning appointment, so there is less time for dread to build.',
          ],
        },
      ],
    },
    {
      cues: ['heights', 'balcony', 'bridge', 'ladder', 'looking down', 'edge', 'tall building', 'rooftop'],
      reframes: [
        'Fear of heights is one of the most common phobias, and it grew from an old protective instinct.',
        'The dizzy, pulling feeling near an edge is a normal reaction that eases with practice.',
        'Safety rails and barriers are designed to hold you, whatever your body says.',
        'Step by step, heights can become uncomfortable rather than terrifying.',
      ],
      steps: [
        {
          lines: [
            'Build up height gradually over several sessions.',
            'Start at a first-floor window, then a higher floor, then a low balcony or bridge.',
            'Stay at each level until your fear drops by about half before moving up.',
            'Repeat each level until it feels manageable.',
          ],
        },
        {
          lines: [
            'Keep your body steady and grounded.',
            'Keep your feet flat, touch a rail or wall if it helps, and look at the horizon before looking down.',
            'Slow breathing and a steady stance reduce the swaying feeling.',
          ],
        },
      ],
    },
    {
      cues: [
        'motorway',
        'motorways',
        'highway',
        'freeway',
        'overtaking',
        'fast roads',
        'lorries',
        'near miss',
      ],
      reframes: [
        'Fear of driving on fast roads is common, especially after a break or a near miss.',
        'Motorways are designed for steady flow, with traffic travelling one way and no sharp junctions.',
        'Confidence on fast roads grows with short, regular practice.',
        'Staying in the inside lane at a steady speed is perfectly acceptable.',
      ],
      steps: [
        {
          lines: [
            'Start with short stretches at quiet times.',
            'Drive one junction on a weekend morning, ideally with a calm, experienced passenger.',
            'Add a junction each time as your confidence grows.',
          ],
        },
        {
          lines: [
            'Consider a refresher lesson with an instructor.',
            'An instructor can take you onto fast roads in a dual-control car.',
            'Practising with an expert beside you is a safe way to rebuild skill and nerve.',
          ],
        },
        {
          lines: [
            'Keep a generous gap and plan your exit early.',
            'A bigger gap to the car ahead gives you time to react calmly.',
            'Knowing your exit in advance means no last-minute lane changes.',
          ],
        },
      ],
    },
  ],
  steps: [
    {
      lines: [
        'Build a fear ladder from easy to hard.',
        'List situations linked to your fear, from mildly uncomfortable to most frightening.',
        'Rate each one from zero to ten for how scary it feels.',
        'Start with a step around three or four and work upwards.',
      ],
    },
    {
      lines: [
        'Stay in the situation until the fear comes down.',
        'Fear follows a curve: it rises, peaks and then falls if you stay put.',
        'Leaving at the peak teaches your brain that escape was necessary.',
        'Staying until it drops by about half teaches it that you were safe.',
      ],
    },
    {
      lines: [
        'Practise often, not just once or twice.',
        'Repeat each step several times, ideally on several days in the same week.',
        'Frequent practice shrinks a fear faster than occasional brave efforts.',
      ],
    },
    {
      lines: [
        'Drop your safety behaviours one by one.',
        'Notice the small things you do to feel safer, such as gripping, checking or always planning an escape.',
        'Let go of one each time you practise, starting with the easiest.',
        'Without them, your brain learns that you are safe on your own.',
      ],
    },
    {
      lines: [
        'Use slow breathing before and during each step.',
        'Breathe in for four and out for six or more, for a few minutes at a time.',
        'Practise it daily when you are calm, so it works when you need it.',
      ],
    },
    {
      lines: [
        'Rate your fear out loud as you go.',
        'Every minute or two, give the fear a number from zero to ten.',
        'Watching the number fall shows you the fear curve in action.',
      ],
    },
    {
      lines: [
        'Start with pictures or imagination if real life is too much.',
        'Look at photos or videos, or picture the situation in detail, before facing it in person.',
        'This makes a gentle first rung on the ladder.',
      ],
    },
    {
      lines: [
        'Bring a supportive person for the early steps.',
        'Choose someone calm who will encourage you without rushing you.',
        'Gradually do the steps with them further away, and then on your own.',
      ],
    },
    {
      lines: [
        'Challenge the catastrophe thought on paper.',
        'Write down what you fear will happen and how likely it really is.',
        'Then write what you would do if it did happen.',
        'Seeing your coping plan written down makes the fear less absolute.',
      ],
    },
    {
      lines: [
        'Reward yourself after each step you take.',
        'Mark each brave act with something you enjoy.',
        'Rewards help your brain link facing the fear with good feelings.',
      ],
    },
    {
      lines: [
        'Look after your body on the days you face it.',
        'Sleep well, eat regularly and go easy on caffeine, which can mimic anxiety.',
        'A calmer starting point makes each step easier.',
      ],
    },
    {
      lines: [
        'Keep a simple record of your progress.',
        'Note each step you took, your highest fear number and where it ended.',
        'Looking back shows how far you have come on difficult days.',
      ],
    },
    {
      lines: [
        'Get professional help if the fear is severe.',
        'Therapists trained in exposure work or cognitive behavioural therapy are very effective with phobias.',
        'A few guided sessions can make a large difference.',
      ],
    },
    {
      lines: [
        'Expect a few wobbles and keep going.',
        'Some days the fear will feel stronger for no clear reason.',
        'Drop back a rung, practise there, and then climb again.',
      ],
    },
  ],
  rehearsal: [
    'Picture the first small step on your ladder, and you doing it while breathing slowly.',
    'Imagine your fear rising to its peak, then watch it slowly drift down as you stay.',
    'See yourself giving the fear a number and noticing it drop from seven to four.',
    'Picture the hard moment, with your hands loosening, your shoulders dropping and your breath lengthening.',
    'Tonight, write down your fear ladder and circle the first step.',
    'Imagine telling the person with you that you are nervous, and them nodding calmly.',
    'Picture yourself afterwards, the moment over, noticing that you coped.',
    'Imagine doing the same step again a few days later and finding it easier.',
    'See yourself stepping off the ladder for a rest, then stepping back on.',
    'Picture the day when this fear no longer decides what you do.',
  ],
  setbacks: [
    'If you left before the fear came down, note how far you got and try again soon.',
    'If a step was too big, drop back to an easier one and build up again.',
    'If you panicked, remember that the panic passed, which is itself proof you can cope.',
    'A bad day with a fear does not wipe out the progress you have made.',
    'If you avoided it today, forgive yourself and plan a smaller step for tomorrow.',
    'If the fear returns after a break, a few practice sessions usually bring the progress back.',
    'If the fear feels stuck despite practice, a trained therapist can help you get moving again.',
    'Be gentle with yourself, because facing a fear is hard even when it looks small.',
    'Tell someone you trust about the step you took, even if it did not go to plan.',
    'After a hard attempt, do something calming and kind for yourself.',
  ],
  stories: [
    'A woman I heard about had not flown for fifteen years after a bumpy flight. She took a fear-of-flying course that explained every noise and bump. On her first flight she breathed slowly through take-off and rated her fear every few minutes. It peaked at eight and was down to three by the time drinks were served.',
    'One man fainted whenever he had an injection and had avoided needles for years. He learnt applied tension, tensing his legs and body in short bursts. He told the nurse he was a fainter and asked to lie down. For the first time he stayed conscious, and he walked out feeling proud.',
    'A woman afraid of heights built a ladder of small steps over six weeks. She started at a first-floor window, then a second-floor one, then a low footbridge. At each step she stayed until her fear dropped by half. By the end she stood on a viewing platform and took in the view.',
    'One man avoided the dentist for a decade until a tooth began to hurt. He found a practice that welcomed nervous patients and booked a chat before any treatment. They agreed that a raised hand would mean stop. He used it twice during his first filling, and both times the dentist paused straight away.',
    'A woman who had not driven on a motorway since a near miss booked a refresher lesson. She drove one junction with the instructor on a quiet Sunday morning. The next week she did three, then a whole stretch to visit a friend. Her hands were tight at first, but they loosened with every mile.',
  ],
  closings: [
    'Take the first small step this week, and let it be enough.',
    'When the fear rises, breathe out slowly and let the wave pass.',
    'Stay a little longer than the fear wants, and watch it fall.',
    'You set the pace, and every step counts.',
    'Tomorrow, pick the easiest rung and stand on it.',
    'Fear is loud, but it is not in charge of what you do.',
    'Be proud of every step, however small it looks from outside.',
    'Breathe, stay, and let your body learn that you are safe.',
    'The next step is small, and you can take it.',
    'Bit by bit, this fear can shrink, and your life can grow around it.',
  ],
};
