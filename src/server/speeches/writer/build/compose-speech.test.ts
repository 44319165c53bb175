import { describe, expect, it } from 'vitest';
import { DURATION_OPTIONS } from '../../../../common/durations';
import { speechContent } from '../content/load-content';
import { PARTS, type Part, type Piece, type Step, type StepWording, VOICES } from '../content/schema';
import { retell } from '../frame/retell';
import { countWords, splitSentences } from '../quality';
import { EMPTY_PROFILE, type WriteRequest } from '../types';
import { composeSpeech } from './compose-speech';

const write = (context: string, overrides: Partial<WriteRequest> = {}) =>
  composeSpeech(
    {
      context,
      tone: 'confident',
      voiceStyle: 'warm',
      duration: 'short',
      firstName: 'Sam',
      seed: 3,
      ...overrides,
    },
    EMPTY_PROFILE,
  );

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The ids of a kind's steps written for one detail of theirs (a return, a showing, a donor), or, by
 * `unless`, ruled out by it (a step already taken). */
const stepsTagged = (kind: string, detail: string, tag: 'needs' | 'unless' = 'needs') =>
  new Set(
    (speechContent().kinds[kind]?.steps ?? [])
      .filter((step) => step[tag].includes(detail))
      .map((step) => step.id),
  );

describe('what a person counted, where and whom they named', () => {
  it('is said in the opening only in their own sentence said back, never listed in a line of its own', () => {
    // "I know what this one holds for you: Osaka, and everything around it" read as pasted and garbled.
    for (const [context, particular] of [
      ['best man speech saturday for my brother dev. 140 guests, in york', '140 guests'],
      ['my son haruto (9) starts at a new school monday after we moved from osaka', 'Osaka'],
      ['HE PROPOSED. on the beach in tulum where we met 5 years ago', 'Tulum'],
    ] as const) {
      const theirs = retell(context, []).map((sentence) => sentence.text.toLowerCase());
      for (const seed of SEEDS) {
        const [opening = ''] = write(context, { seed, duration: 'medium' }).paragraphs;
        for (const sentence of splitSentences(opening).filter((said) => said.includes(particular)))
          expect(theirs, `${context}, seed ${seed}`).toContain(sentence.toLowerCase());
      }
    }
  });

  it('does not end the opening on their own sentence when the opening already counts what it counts', () => {
    for (const [context, number] of [
      ['chemo round 4 of 6 tomorrow. over halfway. bald, tired, cranky, still here', /\b4\b/g],
      ['he ended it after 5 years. i keep reaching for my phone to text him', /\b5\b/g],
    ] as const)
      for (const seed of SEEDS) {
        const [opening = ''] = write(context, { seed }).paragraphs;
        expect(
          opening.match(number)?.length ?? 0,
          `${context}, seed ${seed}: ${opening}`,
        ).toBeLessThanOrEqual(1);
      }
  });

  it('never says a particular twice in the opening, nor one at all when there are none', () => {
    for (const seed of SEEDS) {
      const [opening = ''] = write('paid off my last student loan today. $42,600', { seed }).paragraphs;
      expect(opening.split('42,600').length - 1, `seed ${seed}: ${opening}`).toBeLessThanOrEqual(1);
      expect(write('exam tmrw cant sleep', { seed }).paragraphs[0]).not.toMatch(/comes with it|included/);
    }
  });

  it('leaves the sentence out rather than run past the length asked for', () => {
    const context =
      'small claims hearing thursday vs my old landlord over my £1,800 deposit. i have all the photos and emails';
    for (const seed of SEEDS) {
      const { words, text } = write(context, { seed, tone: 'gentle' });
      expect(words, `seed ${seed}`).toBeLessThanOrEqual(DURATION_OPTIONS.short.maxWords);
      expect(countWords(text)).toBe(words);
    }
  });

  it('holds up a place only where something happens there, not where someone lives', () => {
    for (const seed of SEEDS) {
      const { text } = write('my mum has dementia and my brother in canada just gives advice', {
        seed,
        duration: 'medium',
      });
      // Said back as they told it, never held up as what the situation holds.
      expect(text, `seed ${seed}`).not.toMatch(/Canada(,| and)/);
    }
  });
});

describe('the opening says their own sentences back', () => {
  const context =
    'my first solo flight is tomorrow morning out of bankstown. 38 hrs logged, and my instructor signed me off today. im so nervous';
  // Long enough for every part of the talk: a short one near its limit may leave the feeling out.
  const arc = (seed: number) => write(context, { seed, duration: 'medium' });

  it('opens on what they told, in the speech’s words, and leads the feeling’s paragraph with theirs', () => {
    for (const seed of SEEDS) {
      const { paragraphs } = arc(seed);
      expect(paragraphs[1], `seed ${seed}`).toMatch(/^You're so nervous\. /);
    }
    const { paragraphs } = write(
      'my first solo flight is tomorrow morning out of bankstown. my instructor signed me off today. my mum is coming to watch. im so nervous',
    );
    expect(paragraphs[0]).toMatch(
      /^Your instructor signed you off today, Sam\. Your mum is coming to watch\. /,
    );
    // Said back, then held by one line before the talk goes on.
    const bridges = speechContent().shared.retold_bridges.map((bridge) => bridge.text);
    expect(bridges.some((bridge) => paragraphs[0]?.endsWith(bridge))).toBe(true);
  });

  it('ends the turn on what they did, as their evidence', () => {
    for (const seed of SEEDS) {
      const { paragraphs } = arc(seed);
      const turn = paragraphs.find((paragraph) => paragraph.includes('Thirty-eight hours logged.'));
      expect(turn, `seed ${seed}`).toBeDefined();
      expect(paragraphs.indexOf(turn ?? '')).toBeGreaterThan(1);
    }
  });

  it('says nothing back for someone else’s situation, nor in another language', () => {
    const forSomeone = write(context, { forSomeoneElse: true }).text;
    expect(forSomeone).not.toContain('hours logged');
    expect(forSomeone).not.toContain('Your instructor');
    const french = write(
      'mon premier vol solo demain matin. 38 heures de vol, mon instructeur a signé',
      {},
    ).text;
    expect(french).not.toMatch(/heures|instructeur/);
  });
});

// The last sentence without a slot of a part: the opener ("First, ") may change a part's first one.
const lastPlain = (text: string) =>
  splitSentences(text)
    .filter((sentence) => !sentence.includes('{'))
    .at(-1) ?? '';

describe('a speech in a tone with its own voice (energetic, confident) says every paragraph in it', () => {
  const stepOf = (id: string): Step => {
    const step = [
      ...(speechContent().kinds.sport_competition?.steps ?? []),
      ...(speechContent().kinds.general?.steps ?? []),
    ].find((candidate) => candidate.id === id);
    if (!step) throw new Error(`no step ${id}`);
    return step;
  };
  const kind = speechContent().kinds.sport_competition;
  const pieces = [
    ...(kind?.feel ?? []),
    ...(kind?.ideas ?? []).flatMap((idea) => [...idea.turn, ...idea.close]),
  ].filter((piece) => piece.tones.includes('all'));
  const context = 'county cup final on saturday, first time our club has got this far';

  it.each(VOICES)('says the %s version of its feeling, turn, close and every part of its steps', (voice) => {
    for (const seed of SEEDS) {
      // Long enough to go through every part of a step: core, how, if_wrong, practice.
      const voiced = write(context, { seed, tone: voice, duration: 'long' });
      const gentle = write(context, { seed, tone: 'gentle', duration: 'long' });
      expect(voiced.steps.length, `seed ${seed}`).toBeGreaterThan(0);
      // In whichever of a step's wordings the speech said it.
      const heard = (text: string, steps: string[], parts: (step: StepWording) => Record<Part, string>) =>
        PARTS.filter((part) =>
          steps.some((id) => {
            const step = stepOf(id);
            return [step, ...step.versions].some((wording) => text.includes(lastPlain(parts(wording)[part])));
          }),
        );
      expect(
        heard(voiced.text, voiced.steps, (step) => step[voice]),
        `seed ${seed}`,
      ).toEqual([...PARTS]);
      expect(
        heard(voiced.text, voiced.steps, (step) => step),
        `seed ${seed}`,
      ).toEqual([]);
      expect(
        heard(gentle.text, gentle.steps, (step) => step[voice]),
        `seed ${seed}`,
      ).toEqual([]);
      expect(heard(gentle.text, gentle.steps, (step) => step).length, `seed ${seed}`).toBeGreaterThan(0);
      // The feeling, the turn and the close too: every one written for all tones has its version in each voice.
      const says = (text: string, version: (piece: Piece) => string) =>
        pieces.filter((piece) => text.includes(lastPlain(version(piece))));
      expect(
        says(voiced.text, (piece) => piece.text),
        `seed ${seed}`,
      ).toEqual([]);
      expect(says(voiced.text, (piece) => piece[voice] ?? '').length, `seed ${seed}`).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        says(gentle.text, (piece) => piece[voice] ?? ''),
        `seed ${seed}`,
      ).toEqual([]);
      expect(says(gentle.text, (piece) => piece.text).length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('a wanted step ahead is met as one, and a faced one never is', () => {
  const general = speechContent().kinds.general;
  const forHope = new Set(
    (general?.steps ?? []).filter((step) => step.weights?.join() === 'hopeful').map((step) => step.id),
  );

  it('gives someone walking into something they want the steps written for a hopeful step', () => {
    expect(forHope.size).toBeGreaterThanOrEqual(8);
    for (const seed of SEEDS) {
      const speech = write('walking the stage saturday!! first in my family to graduate, a bit nervous', {
        seed,
        duration: 'medium',
      });
      expect(speech.shaping.weight, `seed ${seed}`).toBe('hopeful');
      expect(speech.steps.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(speech.steps.filter((id) => forHope.has(id)).length, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('never gives them to someone facing a thing they did not choose', () => {
    for (const seed of SEEDS) {
      // Long enough to need every step the general content has for what is ahead.
      const speech = write(
        'have to call my landlord today about the mould in the bathroom, third time asking',
        {
          seed,
          duration: 'extended',
        },
      );
      expect(speech.shaping.weight, `seed ${seed}`).toBe('challenge');
      expect(
        speech.steps.filter((id) => forHope.has(id)),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });
});

describe('going back to work after burnout is met as a return, not as burnout still lived through', () => {
  const forReturn = stepsTagged('burnout', 'going_back');

  it('gives the return’s steps, even where the moment reader reads the words as ongoing', () => {
    expect(forReturn.size).toBeGreaterThanOrEqual(3);
    for (const context of [
      'going back to work on monday after 3 months off with burnout, phased return',
      // The moment reader takes "every day" and "sleeping again" for ongoing; burnout's own pieces step
      // aside for a return ("unless: [going_back]"), so the frame meets it as the return ahead.
      'going back to work on monday after 3 months off with burnout. ive been doing therapy, walking every day, sleeping again',
    ])
      for (const seed of SEEDS) {
        const speech = write(context, { seed, duration: 'medium' });
        expect(speech.steps.length, `${context}, seed ${seed}`).toBeGreaterThan(0);
        expect(
          speech.steps.filter((id) => !forReturn.has(id)),
          `${context}, seed ${seed}`,
        ).toEqual([]);
      }
  });

  it('never gives them to someone in the middle of burnout', () => {
    for (const seed of SEEDS) {
      const speech = write('completely burnt out, running on empty for months and i cant switch off', {
        seed,
        duration: 'medium',
      });
      expect(speech.steps.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(
        speech.steps.filter((id) => forReturn.has(id)),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });
});

describe('the person’s name', () => {
  it('is said where the content puts it, never used up by measuring the length', () => {
    // Some good-news openings put the name first; measuring with the filler that writes the speech had
    // spent it, so it only ever came after the first sentence.
    const openings = SEEDS.map(
      (seed) =>
        write('HE PROPOSED. on the beach in cornwall where we met. im still shaking', {
          tone: 'energetic',
          seed,
        }).text,
    );
    expect(openings.some((text) => text.startsWith('Sam, '))).toBe(true);
  });
});

describe('a step said in many situations', () => {
  const step = speechContent().kinds.general?.steps.find((candidate) => candidate.id === 'tell-one-person');
  const wordings = step ? [step, ...step.versions] : [];
  // Which of its wordings a speech said, by its core.
  const wordingIn = (text: string) => wordings.findIndex((wording) => text.includes(lastPlain(wording.core)));
  const context = "everything is piling up at once and I don't know where to start";
  const long = (seed: number, recentSentences: string[] = []) =>
    composeSpeech(
      { context, tone: 'gentle', voiceStyle: 'warm', duration: 'long', firstName: 'Sam', seed },
      { ...EMPTY_PROFILE, recentSentences },
    );

  it('is said in one of its wordings, not always the same one', () => {
    expect(wordings.length).toBeGreaterThanOrEqual(3);
    const said = SEEDS.map((seed) => {
      const speech = long(seed);
      expect(speech.steps, `seed ${seed}`).toContain('tell-one-person');
      return wordingIn(speech.text);
    });
    expect(said).not.toContain(-1);
    expect(new Set(said).size).toBeGreaterThanOrEqual(2);
  });

  it('is said in another wording to a person who heard one lately, rather than left out', () => {
    for (const seed of SEEDS) {
      const first = long(seed);
      const next = long(seed, splitSentences(first.text));
      expect(next.steps, `seed ${seed}`).toContain('tell-one-person');
      const [before, after] = [wordingIn(first.text), wordingIn(next.text)];
      expect(after, `seed ${seed}`).not.toBe(-1);
      expect(after, `seed ${seed}`).not.toBe(before);
    }
  });
});

describe('the fallback’s next step is a small job only for someone with jobs to sort', () => {
  const nextStep = 'name-the-next-step';

  it('is never errands (a call, a form, a letter) before a first job, a match or a ceremony', () => {
    for (const context of [
      'first solo call out tmrw 7am, rewiring a kitchen in an old terraced house',
      'reading at my cousins naming ceremony on sunday, never done anything like it',
    ])
      for (const seed of SEEDS) {
        const speech = write(context, { seed, duration: 'long' });
        expect(speech.steps, `${context}, seed ${seed}`).not.toContain(nextStep);
      }
  });

  it('is there for someone who named what they have to sort', () => {
    const given = SEEDS.filter((seed) =>
      write('so much paperwork to sort out before my move on friday and i dont know where to start', {
        seed,
        duration: 'long',
      }).steps.includes(nextStep),
    );
    expect(given.length).toBeGreaterThan(0);
  });
});

describe('work about to be shown is met as a showing, not as a deadline', () => {
  it('names a fear of the showing only when they named it', () => {
    for (const seed of SEEDS) {
      const { text } = write(
        'my first solo show opens friday at a small gallery. 12 paintings, 3 years of work',
        {
          seed,
          duration: 'long',
        },
      );
      expect(text, `seed ${seed}`).not.toMatch(/empty room|sentimental|talk about it/i);
    }
    const feared = SEEDS.map(
      (seed) =>
        write('my first solo show opens friday and im terrified nobody comes', { seed, duration: 'long' })
          .text,
    );
    expect(feared.some((text) => /empty room/i.test(text))).toBe(true);
  });

  it('still helps someone with the work unfinished and a date ahead to cut it to fit', () => {
    const forShowing = stepsTagged('creative_project', 'showing_ahead');
    const speeches = SEEDS.map((seed) =>
      write('exhibition in 3 weeks and i still have 6 paintings to finish', { seed, duration: 'long' }),
    );
    expect(speeches.some((speech) => speech.steps.includes('cut-to-fit'))).toBe(true);
    for (const speech of speeches) expect(speech.steps.filter((id) => forShowing.has(id))).toEqual([]);
  });
});

describe('a round of treatment they have sat through before is not met as the first', () => {
  it('opens on the round they know, never on new letters or a day they cannot picture', () => {
    for (const seed of SEEDS) {
      const { paragraphs } = write(
        'chemo round 4 of 6 tomorrow. over halfway. bald, tired, cranky, still here',
        {
          seed,
          tone: 'gentle',
          duration: 'medium',
        },
      );
      const [opening = '', feeling = ''] = paragraphs;
      expect(opening, `seed ${seed}`).toMatch(/round 4|another round|this treatment/i);
      expect(`${opening} ${feeling}`, `seed ${seed}`).not.toMatch(/letters are new|can't fully picture/);
    }
  });
});

describe('the wait between a transfer and its test is met as its own stage', () => {
  it('turns on getting through the days, and never sends them to a midwife or a birth', () => {
    for (const context of [
      '3rd round of ivf. transfer was monday, now its the two week wait. the last two didnt work',
      '2nd ivf transfer was friday, beta test is on the 14th. i analyze every twinge',
    ])
      for (const seed of SEEDS) {
        const speech = write(context, { seed, duration: 'long', tone: 'gentle' });
        expect(speech.idea, `${context}, seed ${seed}`).toBe('get-through-the-days');
        expect(speech.text, `${context}, seed ${seed}`).not.toMatch(/midwife|the birth|maternity/i);
      }
  });
});

describe('a step for what they named', () => {
  it('is said when their words name what it answers, though the kind has others to say first', () => {
    for (const [context, step] of [
      [
        'my dad died last tuesday. funeral was yesterday and the house is so quiet. i dont know how im supposed to go back to work on monday',
        'back-at-work',
      ],
      ['exam tomorrow morning and i cant sleep, keep thinking i havent revised enough', 'sleep-tonight'],
      [
        'toast at my sisters wedding on saturday, my hands shake every time i speak in public',
        'steady-the-shake',
      ],
      [
        '£23k in credit card debt. told my wife last night and we made a plan, 4 yrs if we stick to it',
        'keep-the-plan-going',
      ],
      [
        'knee replacement next month, im a plasterer and terrified i wont be able to work again',
        'ask-about-getting-back',
      ],
      [
        'big presentation to the board tomorrow and our sales are 15% below target this quarter',
        'own-the-numbers',
      ],
    ] as const)
      for (const seed of SEEDS.slice(0, 4))
        expect(write(context, { seed, duration: 'medium' }).steps, `${context}, seed ${seed}`).toContain(
          step,
        );
  });

  it('leads with the one they came to last, where people put the part they fear', () => {
    for (const seed of SEEDS)
      expect(
        write(
          'interview at deloitte tmrw 9am, 2nd round, panel of 3. i always freeze when they ask about my weaknesses',
          {
            seed,
          },
        ).steps,
        `seed ${seed}`,
      ).toEqual(['weakness-answer']);
  });
});

describe('an idea for weeks of building is not the idea days before the event', () => {
  it('turns a marathon on Sunday on race day, not on the training still to stack up', () => {
    for (const seed of SEEDS)
      expect(
        write('chicago marathon sunday!! first full ever. 18 weeks of training, longest run was 20 miles', {
          seed,
          duration: 'medium',
        }).idea,
        `seed ${seed}`,
      ).toBe('race-day-is-the-reward');
  });

  it('meets a sleepless night before an exam with rest tonight, not a sleep habit for the last few nights', () => {
    for (const context of ['exam tmrw cant sleep', 'maths gcse tomorrow and im lying awake'])
      for (const seed of SEEDS) {
        const { steps } = write(context, { seed, duration: 'short' });
        expect(steps, `${context}, seed ${seed}`).toContain('sleep-tonight');
      }
  });

  it('gives days before the event no step that needs weeks, even in the longest speech', () => {
    // A revision plan the night before an exam, a taper "for a week or two" before Sunday's race.
    const weeksAhead = new Set(
      Object.values(speechContent().kinds).flatMap((content) =>
        content.steps
          .filter((step) => step.horizons?.every((horizon) => horizon === 'far'))
          .map((step) => step.id),
      ),
    );
    // Each of these was in the speech before its steps were told apart by how long they take.
    for (const [context, weeksLong] of [
      [
        'exam tomorrow morning and i cant sleep, keep thinking i havent revised enough',
        ['pick-the-topics', 'test-yourself', 'past-papers', 'sleep-counts'],
      ],
      [
        'my viva is on friday and im terrified they will find a hole in chapter 3',
        ['reread-with-a-pen', 'mock-viva'],
      ],
      [
        'driving test tomorrow, failed the last one on a roundabout',
        ['breathe-at-the-lights', 'keep-going-after-a-slip'],
      ],
      [
        'half marathon on sunday, my first, scared i will hit the wall at mile 10',
        ['fuel-before-you-need-it'],
      ],
    ] as const) {
      for (const id of weeksLong) expect(weeksAhead, context).toContain(id);
      for (const seed of SEEDS.slice(0, 4)) {
        const { steps } = write(context, { seed, duration: 'extended' });
        expect(steps.length, `${context}, seed ${seed}`).toBeGreaterThan(0);
        expect(
          steps.filter((id) => weeksAhead.has(id)),
          `${context}, seed ${seed}`,
        ).toEqual([]);
      }
    }
  });
});

// A turn in a situation (a detail in a kind's file with its own pieces, and `unless` on the ones it
// replaces): for each, a context that names it, the idea it turns on when it has one of its own, and the
// steps and words of the pieces it replaces, which it must never say.
const TURNS = [
  {
    turn: 'creative work about to be shown',
    kind: 'creative_project',
    detail: 'showing_ahead',
    contexts: [
      'my first solo show opens friday at a small gallery in glasgow. 12 paintings, 3 years of work',
      'book launch at the library next thursday and i have to read the first chapter out loud',
    ],
    neverSteps: ['list-whats-left', 'cut-to-fit', 'daily-slot', 'stop-tweaking'],
  },
  {
    turn: 'a citizenship ceremony ahead',
    kind: 'immigration',
    detail: 'ceremony_ahead',
    contexts: ['my citizenship ceremony is on friday at the town hall, taking the oath at 10'],
    neverSteps: ['file-it-safely'],
  },
  {
    turn: 'a living donor',
    kind: 'surgery',
    detail: 'living_donor',
    idea: 'the-gift-is-the-giving',
    contexts: ['donating a kidney to my sister in 3 weeks, surgery on the 9th. scared it wont take for her'],
    neverSays: /part in this operation is|quite small/i,
  },
  {
    turn: 'doors opening on a place',
    kind: 'starting_business',
    detail: 'doors_opening',
    idea: 'open-the-doors',
    contexts: [
      'opening my bakery saturday after 2 years doing markets. what if nobody comes',
      'opening my cafe on saturday after 3 years of farmers markets, terrified nobody comes',
    ],
    neverSteps: ['one-sales-conversation-a-day'],
  },
  {
    turn: 'a stall at a market',
    kind: 'starting_business',
    detail: 'market_stall',
    idea: 'a-day-at-the-table',
    contexts: ['doing my first stall at the farmers market next sunday, selling jam i make in my kitchen'],
    neverSteps: ['one-sales-conversation-a-day', 'tell-everyone-you-know', 'a-small-launch-target'],
  },
  {
    turn: 'a debt being paid down',
    kind: 'money_debt',
    detail: 'paying_down',
    idea: 'the-distance-already-covered',
    contexts: ['been paying off my loans for 2 years, 7k to go out of 20k and im so tired of it'],
    neverSteps: ['open-the-post', 'free-advice', 'call-the-creditor', 'tell-someone'],
  },
  {
    turn: 'healing from an operation',
    kind: 'long_term_recovery',
    detail: 'after_operation',
    idea: 'healing-has-a-shape',
    contexts: [
      '6 weeks post knee replacement and the physio exercises are killing me, only managing half the stairs',
    ],
    neverSteps: ['pacing-plan'],
  },
  {
    turn: 'creative work turned down',
    kind: 'rejection',
    detail: 'creative_submission',
    idea: 'the-reply-is-not-the-work',
    contexts: ['my poetry collection got turned down by another publisher today, form email'],
    neverSteps: ['ask-for-feedback', 'next-move'],
  },
  {
    turn: 'a fight ahead',
    kind: 'sport_competition',
    detail: 'fight_ahead',
    idea: 'composure-wins-the-bout',
    contexts: ['kickboxing fight on saturday night, my first one. 3 rounds and i keep imagining freezing up'],
    neverSteps: ['first-action', 'process-goals', 'breathe-in-the-breaks'],
  },
  {
    turn: 'the first time on their own',
    kind: 'general',
    detail: 'first_solo',
    idea: 'cleared-because-you-are-ready',
    contexts: [
      'first solo flight on thursday morning, my instructor signed me off after 35 hours',
      'doing my first solo job for the company tomorrow, boiler service, my supervisor says im ready',
    ],
  },
  {
    turn: 'ashes to lay to rest',
    kind: 'grief',
    detail: 'ashes_ahead',
    idea: 'a-quiet-goodbye',
    contexts: [
      'burying my grandads ashes next to my nan on friday, just the close family',
      'me and my brothers are taking dads ashes up to the lake this weekend, where he taught us to fish',
    ],
    neverSteps: ['bare-bones-plan', 'give-them-a-place', 'a-way-out'],
    neverSays: /arrangements|who's driving|end of a row/,
  },
  {
    turn: 'a move to a new place',
    kind: 'moving_loneliness',
    detail: 'moving_soon',
    idea: 'a-life-from-small-repeats',
    contexts: ['moving to leeds next month for a fresh start, i dont know a soul there'],
    neverSteps: ['one-question-ready', 'small-goal'],
  },
  {
    turn: 'a business’s last day of trading',
    kind: 'closing_business',
    detail: 'last_day',
    idea: 'a-goodbye-not-a-test',
    contexts: ['shutting the salon for good this saturday after 15 years, dreading the goodbyes'],
    neverSteps: ['a-closing-list', 'get-proper-advice', 'look-after-customers'],
  },
  {
    turn: 'a proposal ahead',
    kind: 'general',
    detail: 'proposal',
    idea: 'be-there-and-mean-it',
    contexts: ['going to propose to my boyfriend next week on the beach where we met'],
  },
  {
    turn: 'a first day that went badly, and going back',
    kind: 'general',
    detail: 'bad_first_day',
    idea: 'a-second-go-not-a-rerun',
    contexts: ['first day at the warehouse was awful, nobody showed me anything. going back tomorrow'],
  },
  {
    turn: 'back at work after parental leave',
    kind: 'general',
    detail: 'back_from_leave',
    idea: 'settling-in-is-for-you-too',
    contexts: [
      'going back to the office after 9 months of shared parental leave next week, terrified ive lost my edge',
    ],
  },
  {
    turn: 'a move into a care home',
    kind: 'caring_for_someone',
    detail: 'care_home_move',
    contexts: ['moving my husband into a nursing home next week, i cant lift him anymore'],
    neverSteps: ['carer-support', 'breathing-space', 'write-the-real-week', 'ask-what-you-need'],
  },
];

describe.each(TURNS)('$turn', ({ kind, detail, idea, contexts, neverSteps = [], neverSays }) => {
  const forTurn = stepsTagged(kind, detail);

  it('is met with its own idea and steps, never those of the pieces it replaces', () => {
    expect(forTurn.size).toBeGreaterThanOrEqual(2);
    for (const context of contexts)
      for (const seed of SEEDS) {
        const speech = write(context, { seed, duration: 'long' });
        const where = `${context}, seed ${seed}`;
        if (idea) expect(speech.idea, where).toBe(idea);
        expect(speech.steps.filter((id) => forTurn.has(id)).length, where).toBeGreaterThan(0);
        for (const id of neverSteps) expect(speech.steps, where).not.toContain(id);
        if (neverSays) expect(speech.text, where).not.toMatch(neverSays);
      }
  });
});

describe('a carer is given steps only for what they told', () => {
  const forTemper = ['pause-before-you-snap', 'repair-after'];

  it('never to a carer who told of no lost temper, and first to one who did', () => {
    for (const seed of SEEDS) {
      const calm = write('caring for my dad with dementia, he doesnt know my name some mornings. so tired', {
        seed,
        duration: 'long',
      });
      expect(
        calm.steps.filter((id) => forTemper.includes(id)),
        `seed ${seed}`,
      ).toEqual([]);
      const snapped = write('caring for my dad with dementia and i snapped at him again last night', {
        seed,
        duration: 'long',
      });
      expect(forTemper, `seed ${seed}`).toContain(snapped.steps[0]);
    }
  });

  it('never to talk to an employer about a job already given up', () => {
    for (const seed of SEEDS)
      expect(
        write(
          'caring for my mum full time since her dementia got worse. gave up my job at the council last year',
          {
            seed,
            duration: 'long',
          },
        ).steps,
        `seed ${seed}`,
      ).not.toContain('work-and-care');
  });
});

describe('a milestone in recovery from drinking', () => {
  // The content every situation can reach (the fallback's steps, the good-news kind) once assumed a drink.
  const DRINK =
    /raise a glass|raised glass|morning drink|a drink with|a drink, a|\bwine\b|champagne|prosecco|\bpints?\b/i;
  it('is never offered a drink, in the good-news kind or in the steps a long speech borrows', () => {
    const contexts = [
      'two years sober today!!! never thought id see it',
      'quit drinking 9 months ago and just got my first promotion at work!!',
    ];
    for (const context of contexts)
      for (const duration of ['long', 'extended'] as const)
        for (const seed of SEEDS)
          expect(
            write(context, { duration, seed, tone: 'energetic' }).text,
            `${context}, ${duration} ${seed}`,
          ).not.toMatch(DRINK);
  });
});

describe('steps said as one plan', () => {
  it('joins "First", "Next" and "And last" only to a step that opens as an instruction, not a question', () => {
    // An energetic step may open on a question ("Sore today? Do them anyway"): "Next, sore today?" is no sentence.
    const joined = /^(First, |Next, |After that, |Something else: |And last, )[^.!]*\?/;
    for (const seed of SEEDS) {
      const { paragraphs } = write(
        '5 weeks post hip replacement. physio has me doing the stairs now, managed 10 today with the rail. some days it aches and i want to skip the exercises',
        { seed, duration: 'long', tone: 'energetic' },
      );
      for (const paragraph of paragraphs) expect(paragraph, `seed ${seed}`).not.toMatch(joined);
    }
  });
});

describe('the general kind’s opening', () => {
  it('opens on the one sentence of theirs it can say back, not on words that know nothing of it', () => {
    const several = speechContent()
      .shared.retold_bridges.filter((bridge) => bridge.several)
      .map((bridge) => bridge.text);
    expect(several.length).toBeGreaterThan(0);
    for (const seed of SEEDS) {
      const speech = write('getting my first ever tattoo tomorrow afternoon', { seed, tone: 'gentle' });
      expect(speech.shaping.kind).toBe('general');
      const [opening = ''] = speech.paragraphs;
      expect(opening, `seed ${seed}`).toMatch(/^You're getting your first ever tattoo tomorrow afternoon/);
      // A line that speaks of several things told ("Those are the facts") is not said after one.
      for (const line of several) expect(opening, `seed ${seed}`).not.toContain(line);
    }
  });
});

describe('the length asked for', () => {
  it('holds for a short speech whose fewest pieces run long, by leaving out the turn’s evidence', () => {
    const { minWords, maxWords } = DURATION_OPTIONS.short;
    for (const seed of [...SEEDS, 9, 10, 11, 12]) {
      const speech = write('first amateur fight on sat night, 3 x 2 min rounds. trained 8 months for this', {
        seed,
        tone: 'energetic',
      });
      expect(speech.words, `seed ${seed}`).toBeGreaterThanOrEqual(minWords);
      expect(speech.words, `seed ${seed}`).toBeLessThanOrEqual(maxWords);
    }
  });
});

describe('lines for coping (look after your body, a GP, a helpline)', () => {
  const coping = ['look-after-your-body', 'tell-one-person', 'ask-the-right-help', 'one-good-thing-a-day'];
  const stepsOf = (context: string) =>
    SEEDS.flatMap((seed) =>
      (['long', 'extended'] as const).flatMap(
        (duration) => write(context, { seed, duration, tone: 'gentle' }).steps,
      ),
    );

  it('are never given for a distress nobody described, in the fallback or borrowed from it', () => {
    for (const context of [
      'three months into running the allotment committee and the annual meeting keeps getting pushed back, everyone has opinions about the new shed',
      'been in the new flat 2 months, still waiting on the landlord to fix the boiler and the neighbours are loud',
      'my sister and i havent spoken in a year since the row about the will, she is coming to the christening next week',
    ])
      expect(
        stepsOf(context).filter((step) => coping.includes(step)),
        context,
      ).toEqual([]);
  });

  it('are there for someone who says how hard it has been', () => {
    const given = stepsOf(
      'three months running the allotment committee and im exhausted and overwhelmed, everyone has opinions about the new shed',
    ).filter((step) => coping.includes(step));
    expect(given.length).toBeGreaterThan(0);
  });
});

describe('a witness', () => {
  it('is never told to plan the points of their case, nor that it is their side of the story', () => {
    for (const seed of SEEDS) {
      const speech = write(
        'giving evidence as a witness at crown court on thursday, i saw a car hit a cyclist last spring',
        {
          seed,
          duration: 'long',
        },
      );
      expect(speech.steps, `seed ${seed}`).not.toContain('three-points');
      expect(speech.text, `seed ${seed}`).not.toMatch(/your side of the story|three points/i);
    }
  });
});

describe('a step they have already taken', () => {
  // For each: words that say it is done, the same situation without them, and the detail that rules the step out.
  const DONE = [
    {
      kind: 'shift_work',
      detail: 'got_home',
      done: 'just got home from a 12 hr night shift on the ward, so tired, back on tonight',
      notDone: 'about to drive home from a 12 hr night shift on the ward, so tired, back on tonight',
      // Nor does a turn or a close tell them to get home.
      neverSaid: /\bget (?:yourself )?home\b/i,
    },
    {
      kind: 'breakup',
      detail: 'leaving_home',
      done: 'she ended it last night after 4 years. now i have to find somewhere to live by the end of the month',
      notDone: 'she ended it last night after 4 years. she moved out of our flat and it feels so empty',
    },
    {
      kind: 'occasion_speech',
      detail: 'written',
      done: 'best man speech saturday for my brother. the speech is written but i shake when i talk in front of people',
      notDone:
        'best man speech saturday for my brother. havent written a word and i shake when i talk in front of people',
      // Nor does a close tell them to write it.
      neverSaid: /\b(?:write it short|shape it into a few minutes)\b/i,
    },
    {
      kind: 'addiction_recovery',
      detail: 'back_on_track',
      done: 'relapsed on saturday after 14 months sober. went to a meeting last night and told my sponsor',
      notDone:
        'relapsed on saturday after 14 months sober. havent told anyone and i feel like ive thrown it all away',
      // Nor does a close ask them to reach out, as if they had not.
      neverSaid: /\b(?:reach out, be honest|call your people)\b/i,
    },
    {
      kind: 'money_debt',
      detail: 'has_plan',
      done: '£23k in credit card debt. told my wife last night and we made a plan, 4 yrs if we stick to it',
      notDone: '£23k in credit card debt. havent told my wife and i have no idea where to even start',
    },
    {
      kind: 'divorce_separation',
      detail: 'made_final',
      done: 'divorce was finalised this morning after 19 years married. kids are with him this weekend',
      notDone: 'we separated last month after 19 years married. kids are with him this weekend',
    },
    {
      kind: 'viva',
      detail: 'summary_ready',
      done: 'viva next friday. ive prepared my three minute summary but im scared of the examiners',
      notDone: 'viva next friday. no idea how to start and im scared of the examiners',
    },
    {
      kind: 'job_interview',
      detail: 'stories_ready',
      done: 'interview thursday for a project manager job. ive prepared my star examples but i always freeze',
      notDone: 'interview thursday for a project manager job. havent prepared anything and i always freeze',
    },
    {
      kind: 'serious_illness',
      detail: 'told_kids',
      done: 'diagnosed with breast cancer last week, we told the kids last night, surgery next month',
      notDone: 'diagnosed with breast cancer last week, dont know how to tell the kids, surgery next month',
    },
  ];
  const speeches = (context: string) =>
    SEEDS.map((seed) => {
      const speech = write(context, { duration: 'long', seed });
      expect(speech.shaping.kind, context).not.toBe('general');
      return speech;
    });
  const stepsSaid = (context: string) => speeches(context).flatMap((speech) => speech.steps);

  it('is never told to them again, though it is told to someone who has not', () => {
    for (const { kind, detail, done, notDone, neverSaid } of DONE) {
      const steps = stepsTagged(kind, detail, 'unless');
      expect(steps.size, `${kind}: steps ruled out by ${detail}`).toBeGreaterThan(0);
      expect(
        stepsSaid(done).filter((id) => steps.has(id)),
        done,
      ).toEqual([]);
      if (neverSaid) for (const speech of speeches(done)) expect(speech.text, done).not.toMatch(neverSaid);
      expect(stepsSaid(notDone).filter((id) => steps.has(id)).length, notDone).toBeGreaterThan(0);
    }
  });
});

describe('a new parent is answered for the birth they named, and their own fears', () => {
  const feel = speechContent().kinds.new_parent?.feel ?? [];
  const firstSentences = (piece: Piece) =>
    [piece.text, ...VOICES.map((voice) => piece[voice])].map((text) => splitSentences(text ?? '')[0]);

  it('never speaks of the birth as theirs to recover from when they did not say it was', () => {
    // A new dad read "If you've had a tough birth, follow the advice you were given" as spoken to his body.
    const ownRecovery =
      /\b(?:your own recovery|you've had a (?:tough|difficult) birth|the birth was (?:tough|difficult)|you've just had a baby|your body is still recovering)\b/i;
    const partnerStep = stepsTagged('new_parent', 'partner_birth');
    expect(partnerStep.size).toBeGreaterThan(0);
    for (const context of [
      "new dad here, my partner had an emergency c section on friday and i'm doing all the nappies and night feeds",
      'my wife is still sore from the birth and im trying to do everything, our son is 5 days old',
    ])
      for (const seed of SEEDS) {
        const speech = write(context, { seed, duration: 'long' });
        expect(speech.shaping.kind, context).toBe('new_parent');
        expect(speech.text, `${context}, seed ${seed}`).not.toMatch(ownRecovery);
        expect(speech.steps.filter((id) => partnerStep.has(id)).length, `${context}, seed ${seed}`).toBe(1);
      }
    for (const seed of SEEDS)
      expect(
        write('our daughter amara was born on tuesday, 3.2kg!! home now, zero sleep', {
          seed,
          duration: 'long',
        }).text,
      ).not.toMatch(ownRecovery);
  });

  it('meets a fear of having no parent of their own to learn from, and never doubts a love they named', () => {
    const noModel = feel.find((piece) => piece.needs.includes('no_model'));
    const slowLove = feel.find((piece) => piece.unless.includes('in_love'));
    if (!noModel || !slowLove) throw new Error('new_parent has no piece for no_model and in_love');
    const context =
      'our daughter amara was born on tuesday!! im so in love. scared im going to get everything wrong, my own dad wasnt around so i dont really have a model for this';
    for (const tone of ['confident', 'energetic', 'encouraging'] as const)
      for (const seed of SEEDS) {
        const { text } = write(context, { seed, tone, duration: 'medium' });
        expect(
          firstSentences(noModel).some((sentence) => sentence && text.includes(sentence)),
          `${tone}, seed ${seed}`,
        ).toBe(true);
        for (const sentence of firstSentences(slowLove)) if (sentence) expect(text).not.toContain(sentence);
      }
  });
});

describe('an illness that came back is met as a return, and a first diagnosis never is', () => {
  it('says the return’s pieces only to someone who said it came back', () => {
    // A new MS diagnosis was told "Hearing it's back can knock the air out of you" and "you're not the same
    // person who heard the first diagnosis".
    const again = /\b(?:it's back|turned against you again|the first diagnosis|a second time)\b/i;
    for (const seed of SEEDS) {
      const first = write(
        'got diagnosed with MS yesterday. 29. neurologist was nice but it was all so fast. havent told my parents yet',
        { seed, duration: 'medium', tone: 'gentle' },
      );
      expect(first.shaping.kind).toBe('serious_illness');
      expect(first.text, `seed ${seed}`).not.toMatch(again);
      const back = write('breast cancer came back 5 years after the all clear. scared', {
        seed,
        tone: 'gentle',
      });
      expect(back.shaping.weight, `seed ${seed}`).toBe('setback');
      expect(back.idea, `seed ${seed}`).toBe('you-know-this-road');
    }
  });
});

describe('a raise asked for is its own meeting, not an appraisal', () => {
  it('never speaks of an appraisal or a self-assessment to someone who named neither', () => {
    const appraisal = /\b(?:appraisal|self-assessment|waiting to be marked)\b/i;
    for (const seed of SEEDS) {
      const speech = write(
        'asking my boss for a raise on monday. i brought in 3 new clients this yr. i hate asking',
        {
          seed,
          duration: 'long',
        },
      );
      expect(speech.shaping.kind).toBe('pay_and_promotion');
      expect(speech.text, `seed ${seed}`).not.toMatch(appraisal);
    }
    // Named, it is still met as one.
    const named = SEEDS.map(
      (seed) =>
        write('annual appraisal next week and i never know how to sell myself', { seed, duration: 'long' })
          .text,
    );
    expect(named.some((text) => appraisal.test(text))).toBe(true);
  });
});

describe('grandchildren looked forward to are no childcare to negotiate', () => {
  it('gives the step on how much to give only to someone already caring for them by the week', () => {
    // A teacher "looking forward to time with the grandkids" was told to raise the cost of petrol.
    const said = (context: string) =>
      SEEDS.flatMap((seed) => write(context, { seed, duration: 'long', tone: 'gentle' }).steps);
    expect(
      said(
        'retiring friday after 38 years teaching. looking forward to time with the grandkids but scared ill feel useless',
      ),
    ).not.toContain('time-with-the-grandchildren');
    expect(
      said(
        'retired in june and now i have the grandkids every tuesday and thursday, love it but im shattered',
      ),
    ).toContain('time-with-the-grandchildren');
  });
});
