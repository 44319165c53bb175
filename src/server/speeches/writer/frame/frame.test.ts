import { describe, expect, it } from 'vitest';
import type { WriteRequest } from '../types';
import { buildFrame } from './frame';

const frame = (context: string, overrides: Partial<WriteRequest> = {}) =>
  buildFrame({
    context,
    tone: 'gentle',
    voiceStyle: 'warm',
    duration: 'short',
    firstName: 'ana',
    ...overrides,
  });

describe('buildFrame', () => {
  it('reads the kind, the moment and when it is, in its own words', () => {
    const interview = frame('interview tmrw 9am, 2nd round, panel of 3. i always freeze');
    expect(interview).toMatchObject({ kind: 'job_interview', moment: 'ahead', when: 'tomorrow' });
    expect(interview.event).toBe('the panel interview');
    expect(interview.feeling?.key).toBe('blank');
    expect(interview.firstName).toBe('Ana');
  });

  it('reads the name of who is involved, typed in lower case too, and never a word for a name', () => {
    expect(frame('our daughter amara was born on tuesday, 3.2kg!!')).toMatchObject({
      who: 'your daughter',
      whoName: 'Amara',
    });
    expect(frame('first marathon sunday, my sister lena is flying in to watch').whoName).toBe('Lena');
    expect(frame('custody hearing friday about our son Noah').whoName).toBe('Noah');
    for (const context of [
      'my husband snores so loud i cant sleep before my exam',
      'my dad yelled at me about my grades',
      'my boss threatened to let me go',
      'my mum keeps asking about the wedding',
    ])
      expect(frame(context).whoName).toBeNull();
  });

  it('reads what is already done, and not what is said not to be', () => {
    expect(frame('interview tomorrow, i have prepared my answers').details.prepared).toBeDefined();
    expect(frame('interview tomorrow and im not prepared at all').details.prepared).toBeUndefined();
    expect(frame('presentation friday, havent practised it once').details.prepared).toBeUndefined();
    const eulogy =
      'the eulogy for my nani is on saturday. ive written 3 drafts and cried through all of them';
    expect(frame(eulogy).details.written_it).toBeDefined();
    for (const context of [
      'the eulogy is on friday. ive got 4 pages and i cry every time i get to the bit about her kitchen',
      "giving the eulogy on tuesday. i've written it 4 times and cried through every draft",
    ])
      expect(frame(context).details.written_it, context).toBeDefined();
    expect(
      frame('best man on saturday and i havent written 3 drafts, not even one').details.written_it,
    ).toBeUndefined();
  });

  it('reads work about to be shown, and not work with a date still to finish', () => {
    const show = frame('my first solo show opens friday at a small gallery in glasgow. 12 paintings');
    expect(show).toMatchObject({ kind: 'creative_project', moment: 'ahead' });
    expect(show.details.showing_ahead).toBeDefined();
    const unfinished = frame('exhibition in 3 weeks and i still have 6 paintings to finish');
    expect(unfinished.details.showing_ahead).toBeUndefined();
  });

  it('reads a treatment round, and more than halfway through, as the rounds behind them', () => {
    const round = frame('chemo round 4 of 6 tomorrow. over halfway. bald, tired, cranky, still here');
    expect(round).toMatchObject({ kind: 'serious_illness', moment: 'ahead' });
    expect(round.details).toMatchObject({ treatment_round: 'round 4', halfway: 'the halfway point' });
    expect(frame('first round of chemo tomorrow and im terrified').details.halfway).toBeUndefined();
  });

  it('reads a citizenship ceremony ahead as its own day, not a decision still to come', () => {
    const ceremony = frame('citizenship ceremony next thursday!!! the whole family is coming');
    expect(ceremony).toMatchObject({ kind: 'immigration', moment: 'ahead', weight: 'good_news' });
    expect(ceremony.details.ceremony_ahead).toBeDefined();
    expect(
      frame('citizenship test next week, keep forgetting the dates').details.ceremony_ahead,
    ).toBeUndefined();
  });

  it('reads a living donor as giving, not as a patient', () => {
    const donor = frame(
      'donating a kidney to my brother on the 22nd, im not scared of the op, scared it wont take',
    );
    expect(donor).toMatchObject({ kind: 'surgery', moment: 'ahead' });
    expect(donor.details.living_donor).toBeDefined();
    expect(frame('my kidney stone surgery is on friday').details.living_donor).toBeUndefined();
  });

  it('reads the wait between a transfer and its test, and not a transfer still ahead', () => {
    // Whatever the words say of the transfer behind or the test ahead, the wait itself is going on.
    for (const context of [
      '3rd round of ivf. transfer was monday, now its the two week wait',
      '2nd ivf transfer was friday, beta test is on the 14th',
    ]) {
      const wait = frame(context);
      expect(wait.moment, context).toBe('ongoing');
      expect(wait.details.two_week_wait, context).toBeDefined();
    }
    expect(
      frame('2ww is over, tested negative this morning. third round gone').details.two_week_wait,
    ).toBeUndefined();
    expect(frame('embryo transfer is on friday and im so nervous').details.two_week_wait).toBeUndefined();
  });

  it('reads a eulogy still to give as ahead, even told after the death and its story', () => {
    for (const context of [
      'my nan died last week, she was 93, funeral is friday and the family asked me to do the eulogy',
      'giving the eulogy for my nan on tuesday. she raised me, made the best rice pudding and cheated at rummy',
    ])
      expect(frame(context), context).toMatchObject({ kind: 'grief', moment: 'ahead' });
    expect(frame('gave the eulogy for my dad yesterday and i keep replaying it').moment).not.toBe('ahead');
  });

  it('reads doors opening on a place, and not a website going live', () => {
    expect(
      frame('opening my bakery saturday on king st!! what if nobody comes').details.doors_opening,
    ).toBeDefined();
    // A day's market stall has no doors, counter or first week: it keeps the launch's own pieces.
    expect(frame('first ever stall at the market sunday. 40 loaves').details.doors_opening).toBeUndefined();
    expect(
      frame('launching my online candle shop next week, website goes live friday').details.doors_opening,
    ).toBeUndefined();
  });

  it('reads practical things to sort only when the person names them', () => {
    // Only then does the fallback's next step (a call, a form, a letter) fit; before a first job it is errands.
    const sort = "so much paperwork to sort out after the break-in and i don't know where to start";
    expect(frame(sort).details.to_sort).toBeDefined();
    const job = 'first solo call out tmrw 7am, rewiring a kitchen. my supervisor said im ready';
    expect(frame(job).kind).toBe('general');
    expect(frame(job).details.to_sort).toBeUndefined();
  });

  it('reads a moment that is already over, and never gives it a time ahead', () => {
    const over = frame('just came out of the interview and i think i rambled through the whole thing');
    expect(over).toMatchObject({ kind: 'job_interview', moment: 'over', when: null });
  });

  it('reads what happened weeks or more ago, told with how things are now, as still going on', () => {
    expect(
      frame("my best mate died in a crash 6 weeks ago. everyone's stopped asking. i still go to text him"),
    ).toMatchObject({
      moment: 'ongoing',
      weight: 'loss',
    });
    expect(frame('got made redundant in february, still applying every day').moment).toBe('ongoing');
    expect(frame('my best mate died in a crash last night').moment).toBe('over');
  });

  it('reads news that came today as over, and an adoption made final as its kind’s good news', () => {
    expect(
      frame('the adoption order came through today!!! after 2 years of panels, Jayden is officially our son'),
    ).toMatchObject({ kind: 'fostering_adoption', moment: 'over', weight: 'good_news' });
    // A passive still to come keeps its time: "getting baptised sunday" is ahead.
    expect(frame('getting baptised sunday at 34. my grandma would of been so happy').moment).toBe('ahead');
  });

  it('speaks of a slip only where the words tell of one', () => {
    const going = frame('day 9 without a cigarette, smoked 20 a day for 26 years. patches and the app');
    expect(going.kind).toBe('quitting_smoking');
    expect(going.weight).not.toBe('setback');
    expect(frame('had a cigarette last night after 3 weeks off them, gutted')).toMatchObject({
      kind: 'quitting_smoking',
      weight: 'setback',
    });
  });

  it('reads good news as good news', () => {
    expect(frame('paid off my last credit card today, debt free after six years').weight).toBe('good_news');
    expect(frame('paid off my last credit card today, debt free after six years').moment).toBe('over');
    // A sober anniversary told with a fear of losing it is still the anniversary, never a relapse.
    const sober = frame(
      '6 months no drink today. got my chip at the meeting last night. proud but scared of messing it up now',
    );
    expect(sober).toMatchObject({ kind: 'addiction_recovery', weight: 'good_news' });
    expect(sober.details.sober_time).toBe('6 months of recovery');
  });

  it('reads what is faced, not the story around it: a past event does not make it over', () => {
    const final = frame(
      'county u16 cup final sunday and im captain. we lost to the same team 3-0 in the league',
    );
    expect(final).toMatchObject({ moment: 'ahead', when: 'on Sunday' });
  });

  it('never reads the one teaching a class as a new pupil', () => {
    // A PhD student's first seminar was given packed lunches and "ask an older student where room twelve is".
    expect(
      frame(
        'teaching my first uni seminar tmrw, 30 second years. im a phd student and theyre barely younger than me',
      ).kind,
    ).toBe('presentation');
    expect(frame('starting a new school on monday, year 9, i dont know anyone').kind).toBe('new_school');
  });

  it('reads a patient named by their title as a patient lost', () => {
    expect(
      frame(
        'just got home from a 12 hr night in icu. we lost mr okafor at 4am, id looked after him for 3 weeks',
      ).details,
    ).toHaveProperty('patient_loss');
  });

  it('reads a plan for later today as ahead, though the goodbyes told after it were said this morning', () => {
    // The story after the plan pulled the moment reader to "over", and the dog was spoken of as gone.
    expect(
      frame(
        "we're taking biscuit to the vet at 4 today to put her to sleep. 15 yrs old. the kids said goodbye this morning",
      ),
    ).toMatchObject({ kind: 'pet_loss', moment: 'ahead', when: 'today' });
    expect(
      frame('we had biscuit put to sleep at the vet today. the kids said goodbye this morning').moment,
    ).toBe('over');
  });

  it('lets the moment reader lead the signs in so many words, which it weighs with every other word', () => {
    // A death, a time to come, a result: each a sign that alone would point the other way.
    expect(frame('first date since my wife died 3 years ago. friday, italian place').moment).toBe('ahead');
    expect(frame('got shortlisted!! interview is the 18th for deputy head').moment).toBe('ahead');
    expect(
      frame('just walked out of further maths paper 2. left q7 blank. i know ive bombed it and theres 3 more')
        .moment,
    ).toBe('over');
  });

  it('reads the moment from how the words are said when no time or cue word gives it', () => {
    expect(frame('need to tell my parents im dropping out of uni').moment).toBe('ahead');
    expect(frame('want to start running, never done it').moment).toBe('ahead');
    expect(frame('finally handed in my dissertation').moment).toBe('over');
    expect(frame('been out of work for eight months now').moment).toBe('ongoing');
  });

  it('reads a long story by its first sentence when the whole of it leaves the model unsure', () => {
    expect(
      frame(
        'donating bone marrow to a stranger next month. they called to say im a match out of thousands. my mum thinks im mad, my gym coach says no training for 2 weeks, i just want to feel steady walking in',
      ),
    ).toMatchObject({ kind: 'surgery', moment: 'ahead' });
  });

  it('reads good news with its step days away as the step, and old news told with a worry as what they face', () => {
    // Promoted, with the new job starting Monday: the step ahead, hoped for, in the kind's own words.
    expect(
      frame('got the team lead job!! start on monday. half of them were my mates on the floor last week'),
    ).toMatchObject({ kind: 'leading_team', moment: 'ahead', weight: 'hopeful' });
    // Promoted, and nothing ahead: news that came, for the good-news kind though its kind has no words for it.
    expect(
      frame('just got promoted to head chef!!! 6 years since i started washing pots here'),
    ).toMatchObject({
      kind: 'celebration',
      weight: 'good_news',
    });
    // Promoted months ago, an imposter now: no news to celebrate.
    expect(
      frame(
        'got promoted 3 months ago to run the team i was on. one of them still goes over my head and i feel like an imposter every morning',
      ),
    ).toMatchObject({ kind: 'leading_team', moment: 'ongoing', weight: 'challenge' });
  });

  it('reads an exam’s results to come as the wait after it: no paper to sit, and no medical wait', () => {
    const results = frame(
      'bar exam results come out friday at 5pm. i already have a job lined up that depends on it',
    );
    expect(results).toMatchObject({ kind: 'exam', moment: 'over' });
    expect(results.details).toHaveProperty('awaiting_results');
    expect(frame('exam tmrw cant sleep')).toMatchObject({ kind: 'exam', moment: 'ahead' });
    expect(frame('bar results come out friday, checked the website 40 times').kind).not.toBe(
      'waiting_for_results',
    );
    expect(frame('waiting for biopsy results, they said 2 weeks').kind).toBe('waiting_for_results');
  });

  // A word a neighbour's kind is written for, used for something else: read as the turn it is, while the
  // neighbour still reads its own.
  it.each([
    {
      turn: 'a first solo flight, not a solo to perform',
      context: 'going up for my first solo flight tomorrow, my instructor signed me off today',
      detail: 'first_solo',
      neighbour: 'performing',
      its: 'singing my first solo at the christmas concert on friday',
    },
    {
      turn: 'a proposal still to make, not a wedding',
      context: 'proposing to priya saturday at the lookout in the lakes. ring is in my sock drawer',
      detail: 'proposal',
      neighbour: 'wedding',
      its: 'he proposed last night on the beach!! we are engaged',
    },
  ])('reads $turn', ({ context, detail, neighbour, its }) => {
    const read = frame(context);
    expect(read.kind).not.toBe(neighbour);
    expect(read.details).toHaveProperty(detail);
    expect(frame(its).kind).toBe(neighbour);
  });

  it('reads a death named in the words as a loss, whatever kind it is read as', () => {
    const shift = frame(
      'just got home from a night shift in icu. we lost mr okafor at 4am, id looked after him for weeks',
    );
    expect(shift).toMatchObject({ moment: 'over', weight: 'loss' });
    expect(frame('just got home from a night shift in icu, it was a long one').weight).not.toBe('loss');
  });

  it('reads whose situation it is, and never speaks to a parent as the one sitting the exam', () => {
    expect(frame('gcses start monday and i cant remember anything')).toMatchObject({
      kind: 'exam',
      subject: 'self',
    });
    const son = frame('my son has his gcses starting monday and hes not sleeping');
    expect(son).toMatchObject({ subject: 'child', who: 'your son' });
    expect(son.kind).not.toBe('exam');
    // Someone else's, read as a kind written for the one beside them, stays there.
    expect(frame('mums dementia is getting worse, she asked me who i was today')).toMatchObject({
      kind: 'caring_for_someone',
      subject: 'parent',
      who: 'your mum',
    });
    const coach = frame('i coach an u12 girls football team and its the cup final on saturday');
    expect(coach.subject).toBe('team');
    expect(coach.kind).not.toBe('sport_competition');
  });

  it('reads a kind written for the one beside an illness only when the words name whose illness it is', () => {
    expect(frame('dads op is on friday and hes pretending its nothing')).toMatchObject({
      kind: 'beside_someone_ill',
      subject: 'parent',
    });
    // No one named: it is their own illness, never read as someone else's.
    const own =
      'diagnosed with MS yesterday. neurologist was nice but it was all so fast, leaflets and a follow up in 6 weeks. havent told my parents yet';
    expect(frame(own).kind).toBe('serious_illness');
  });

  it('reads words torn between a patient’s kind and the kind for the one beside them as the one beside', () => {
    // Neither the patient's kind nor the one beside's is sure alone; together they are.
    expect(frame('my mum starts chemo next week and i am her lift to every session')).toMatchObject({
      kind: 'beside_someone_ill',
      subject: 'parent',
    });
  });

  it('reads a PhD defence as a viva, and a family kept apart by a deployment as its own kind', () => {
    expect(frame('phd defense in 10 days and one of my committee basically hates chapter 3')).toMatchObject({
      kind: 'viva',
      moment: 'ahead',
    });
    // A written exam stays an exam.
    expect(frame('chemistry exam in 10 days and i still cant balance equations').kind).toBe('exam');
    expect(frame('my wife is deployed for 6 months and our boys keep asking when mummy is home').kind).toBe(
      'family_apart',
    );
  });

  it('reads a moment only where the kind has a way in for these words: a viva’s corrections need corrections', () => {
    // The moment reader leans to "going on" for these words; the viva's only words for that are about its
    // corrections, which these do not mention, so the defence ahead is what is written for.
    for (const defence of [
      'thesis defense is wed at 2 in room 310. committee is 3 ppl and one of them is known for tearing into methods. my fear is blanking on a stats question and looking like i dont understand my own data. i do understand it.',
      'defending my dissertation tuesday. every day i practise the slides and every day i find something else wrong with chapter 4',
    ])
      expect(frame(defence)).toMatchObject({ kind: 'viva', moment: 'ahead' });
    expect(frame('halfway through my minor corrections and i cant face opening the file')).toMatchObject({
      kind: 'viva',
      moment: 'ongoing',
    });
  });

  it('reads a baby in a neonatal unit as its own kind: a birth there is no good news, and no other unit is one', () => {
    expect(
      frame('our son was born at 28 weeks, 3 weeks in nicu now and i still havent held him'),
    ).toMatchObject({
      kind: 'baby_in_hospital',
      moment: 'ongoing',
      weight: 'challenge',
    });
    expect(
      frame('our daughter was born at 27 weeks and is in nicu, back on cpap after an infection'),
    ).toMatchObject({ kind: 'baby_in_hospital', weight: 'challenge' });
    expect(frame('our son was born this morning, 3.4kg, we are so in love')).toMatchObject({
      kind: 'new_parent',
      weight: 'good_news',
    });
    expect(frame('my son is in a young offenders unit till march. i visit every other sunday').kind).not.toBe(
      'baby_in_hospital',
    );
    expect(frame('our baby was born sleeping at 24 weeks')).toMatchObject({
      kind: 'baby_loss',
      weight: 'loss',
    });
  });

  it('reads a death as the kind for that death: a person’s grief, a baby’s, an animal’s loss', () => {
    expect(frame('my dad died on sunday, the house is so quiet')).toMatchObject({
      kind: 'grief',
      weight: 'loss',
      subject: 'parent',
    });
    // Words that say it was a baby's death send it to the kind for losing a baby, whoever the words open on.
    expect(frame('my wife had our stillborn son last week')).toMatchObject({
      kind: 'baby_loss',
      weight: 'loss',
    });
    expect(frame('my baby brother died in a car crash').kind).toBe('grief');
    expect(frame('my grandad died last week while our baby was in the nicu').kind).toBe('grief');
    expect(frame('my mum died when i was 30 weeks pregnant').kind).toBe('grief');
    // The kind for losing a baby needs a loss named and a baby: a return from maternity leave is neither.
    for (const leave of [
      'back at work monday after 10 months of maternity leave and ava starts nursery the same day',
      "je reprends le boulot lundi apres 10 mois de congé mat, et ma fille rentre a la crèche. j'ai peur d'avoir perdu la main",
    ])
      expect(frame(leave).kind, leave).not.toBe('baby_loss');
    expect(frame('we lost our son at 3 days old, the house is so quiet')).toMatchObject({
      kind: 'baby_loss',
      weight: 'loss',
      subject: 'child',
    });
    expect(frame('had to have my cat put to sleep this morning, 17 years old')).toMatchObject({
      kind: 'pet_loss',
      weight: 'loss',
      subject: 'pet',
    });
    expect(frame('had to put my dog biscuit down today. 14 yrs')).toMatchObject({
      kind: 'pet_loss',
      moment: 'over',
    });
    // An animal alive, however ill, is never spoken of as gone.
    const ill = frame(
      'our dog has kidney disease, doing fluids at home every night now. vet says could be months',
    );
    expect(ill.kind === 'pet_loss' && ill.moment !== 'ahead').toBe(false);
  });

  it('reads good news told without a cue word, and never where something went wrong or is only hoped', () => {
    expect(frame('ran my first 10k without stopping!!! 58 mins').weight).toBe('good_news');
    expect(frame('THEY OFFERED ME THE JOB. rang me an hour after the second interview').weight).toBe(
      'good_news',
    );
    expect(frame('results back. benign. ive been crying for an hour').weight).toBe('good_news');
    expect(frame('failed my driving test again!! 1 serious for my mirrors').weight).toBe('setback');
    expect(frame('had a biopsy on monday, hoping it comes back benign').weight).not.toBe('good_news');
    expect(frame('house fire last night, everyone got out but we lost everything')).toMatchObject({
      kind: 'home_disaster',
      moment: 'over',
      weight: 'setback',
    });
  });

  it('reads news told with "!!" before anything ahead as good news that has come, and excitement after a time', () => {
    expect(frame('got elected to the school board by 52 votes!! first meeting is on the 3rd')).toMatchObject({
      moment: 'over',
      weight: 'good_news',
    });
    // Told with "!!" before it comes, it is wanted: a hopeful step, not news that has come.
    expect(frame('half marathon on sunday!!! first one ever')).toMatchObject({
      moment: 'ahead',
      weight: 'hopeful',
    });
    // Good news no cue word names is not the news a kind's own good-news lines are about (a first sale).
    expect(
      frame('signed the lease on my own little salon today!!! opening in march, every penny i have is in it'),
    ).toMatchObject({ kind: 'celebration', moment: 'over', weight: 'good_news' });
    expect(frame('first customer today!! a lady bought 3 candles').kind).toBe('starting_business');
    expect(frame('ran my first 10k without stopping!!! 58 mins').kind).toBe('fitness_goal');
  });

  it('reads what is ahead and hoped for as a hopeful step', () => {
    expect(frame('first day at the new job on monday, so excited').weight).toBe('hopeful');
    expect(frame('first day at the new job on monday, dreading it').weight).toBe('challenge');
    // A proposal is the general kind's, which reads a wanted step ahead with nothing feared as good news.
    expect(['hopeful', 'good_news']).toContain(
      frame('proposing to her saturday at the lookout, ring is in my sock drawer. pumped').weight,
    );
    expect(frame('getting baptised sunday, so excited but nervous about going under').weight).toBe('hopeful');
  });

  it('reads a short weekday as a day, and one that is also a word only where it reads as one', () => {
    expect(frame('us citizenship interview next wed, studied all 100 questions')).toMatchObject({
      moment: 'ahead',
      when: 'next Wednesday',
    });
    expect(frame('biopsy results thurs. found a lump, im 31')).toMatchObject({
      moment: 'ahead',
      when: 'on Thursday',
    });
    expect(frame('first amateur fight sat night, trained 8 months for this').when).toBe('on Saturday');
    expect(frame('i sat on the floor of the kitchen and cried').when).toBeNull();
  });

  it('reads a breakup only when the words name the one it was with or the ending', () => {
    expect(
      frame('packing up the house i lived in for 51 years, moving to a flat near my daughter').kind,
    ).not.toBe('breakup');
    expect(frame('we broke up sunday after 6 yrs and the flat is so quiet').kind).toBe('breakup');
    expect(frame('cant stop checking my exs insta, its been a month').kind).toBe('breakup');
  });

  it('reads a glad milestone still ahead as good news where the kind has words for good news to come', () => {
    expect(
      frame('retiring friday after 31 yrs teaching high school chem!! partys in the school gym'),
    ).toMatchObject({ kind: 'retirement', moment: 'ahead', weight: 'good_news' });
    expect(frame('citizenship ceremony next thursday!!! 11 years since i landed').weight).toBe('good_news');
    expect(frame('walking the stage saturday!! first in my family to graduate college').weight).toBe(
      'good_news',
    );
    // A worry named beside the gladness keeps it a hopeful step.
    expect(frame('proposing to her saturday at the lookout!! pumped and kinda sweating').weight).toBe(
      'hopeful',
    );
    expect(
      frame('walking the stage saturday!! first in my family to graduate, a bit nervous about tripping')
        .weight,
    ).toBe('hopeful');
  });

  it('reads whether what is ahead is days or weeks away', () => {
    expect(frame('running my first marathon on sunday').horizon).toBe('near');
    expect(frame('driving test tomorrow morning').horizon).toBe('near');
    expect(frame('first marathon in 8 weeks and my long runs are falling apart').horizon).toBe('far');
    expect(frame('exam next month, so much to revise').horizon).toBe('far');
    expect(frame('job interview coming up, no date yet').horizon).toBeNull();
  });

  it('reads the date the moment ahead falls on from the person’s own date, and none for one over', () => {
    const today = '2026-03-11';
    expect(frame('job interview at the bank on monday, so nervous', { today }).whenDate).toBe('2026-03-16');
    expect(frame('first marathon in 3 weeks and my knee hurts', { today }).whenDate).toBe('2026-04-01');
    expect(frame('my piano recital is on the 14th', { today }).whenDate).toBe('2026-03-14');
    expect(frame('recital tonight and my hands shake', { today }).whenDate).toBeNull();
    expect(frame('my interview was on monday and it went badly', { today }).whenDate).toBeNull();
    // Without the person's date, no date is read.
    expect(frame('job interview at the bank on monday').whenDate).toBeNull();
  });

  it('on the morning of the event reads it as today, whatever day the words named', () => {
    const morning = frame('job interview at the bank on monday', { today: '2026-03-16', onTheDay: true });
    expect(morning).toMatchObject({
      moment: 'ahead',
      when: 'today',
      horizon: 'near',
      whenDate: null,
      onTheDay: true,
      event: 'your interview',
    });
    expect(frame('exam in 3 weeks', { onTheDay: true }).when).toBe('today');
  });

  it('lets a notification name the event only when it is a thing, named or usual, and not private', () => {
    expect(frame('job interview at the bank on monday').eventNamed).toBe(true);
    expect(frame('my piano recital is on the 14th').eventNamed).toBe(true);
    expect(frame('something big is happening on friday').eventNamed).toBe(false);
    expect(frame('coming out to my parents on sunday').eventNamed).toBe(false);
    expect(frame('scared of flying, the flight is on friday').eventNamed).toBe(true);
    expect(frame('finally facing my biggest fear on saturday').eventNamed).toBe(false);
  });

  it('reads who is involved, and a name only when the person gave one', () => {
    expect(frame('my dog Biscuit is being put down tomorrow')).toMatchObject({
      who: 'your dog',
      whoName: 'Biscuit',
    });
    expect(frame('my dog is being put down tomorrow')).toMatchObject({ who: 'your dog', whoName: null });
    // The first they named, in their order, a family word alone too; never one named later in passing.
    expect(
      frame(
        'moving dad into the care home saturday, hes had alzheimers 5 yrs. my mum died 2019 so its just me',
      ),
    ).toMatchObject({ who: 'your dad', pronoun: 'he' });
  });

  it('speaks of parents told together as them, and names no manager they did not name', () => {
    const telling = frame(
      'going home this weekend to tell my parents im leaving law school. my dad worked nights 20 yrs so i could do this',
    );
    expect(telling).toMatchObject({
      kind: 'difficult_conversation',
      who: 'your parents',
      pronoun: 'they',
      event: 'the conversation',
    });
  });

  it('reads how to speak of whom it is about: the relation word first, then their own he or she', () => {
    expect(frame('my dad died last tuesday. heart attack').pronoun).toBe('he');
    expect(frame('our daughter amara was born on tuesday').pronoun).toBe('she');
    expect(frame('taking biscuit to the vet at 4 today to put her to sleep').pronoun).toBe('she');
    expect(frame('my partner is in hospital and he is scared').pronoun).toBe('he');
    expect(frame('my partner is in hospital and so scared').pronoun).toBe('they');
    expect(frame('my kids start school monday, he is nervous and she is excited').pronoun).toBe('they');
    expect(frame('my friend told her boss about him').pronoun).toBe('they');
    // A parenting speech is about the child: a husband named beside them is not its {who}, nor his "he" theirs.
    expect(frame('toddler tantrums are breaking me, my husband works away so he cant help')).toMatchObject({
      kind: 'parenting_young_children',
      who: null,
      pronoun: 'they',
    });
    // A breakup is about the partner, named after the mother or before.
    expect(
      frame('my mum says im better off but my boyfriend dumped me by text and he wont answer'),
    ).toMatchObject({
      kind: 'breakup',
      who: 'your partner',
      pronoun: 'he',
    });
    // Many of whom the kind is about are "they", whatever one of them is called.
    expect(
      frame(
        'need to have a hard conversation with my parents about dropping out of uni, he paid for everything',
      ),
    ).toMatchObject({ kind: 'difficult_conversation', pronoun: 'they' });
    expect(frame('i have to confront my sister about the money she owes me')).toMatchObject({
      kind: 'difficult_conversation',
      pronoun: 'she',
    });
    // Written for their son, the sender's "his" is the listener's own: no one else is spoken of.
    expect(frame('my son has his gcses starting monday', { forSomeoneElse: true }).pronoun).toBe('they');
  });

  it('reads no one as theirs in someone else’s words but whom they share ("our")', () => {
    const forSomeoneElse = { forSomeoneElse: true, firstName: 'Maya' };
    // The sender's dad is not the listener's: the speech must not say "your dad".
    expect(frame('my dad has his heart surgery on friday', forSomeoneElse)).toMatchObject({
      who: null,
      whoName: null,
    });
    expect(frame('our dad Tom has his heart surgery on friday', forSomeoneElse)).toMatchObject({
      who: 'your dad',
      whoName: 'Tom',
    });
    // Written for their son, the sender's "my son" is the listener: the situation is his own.
    expect(frame('my son has his gcses starting monday', forSomeoneElse)).toMatchObject({ subject: 'self' });
    expect(frame('my son has his gcses starting monday')).toMatchObject({ subject: 'child' });
  });

  it('reads going back to work after burnout as ahead, and burnout still lived through as ongoing', () => {
    for (const context of [
      'going back to work on monday after 3 months off with burnout, phased return',
      'back at work next week after being signed off with stress for 8 weeks',
    ])
      expect(frame(context)).toMatchObject({ kind: 'burnout', moment: 'ahead' });
    // A day ahead in burnout with no return in it is still the burnout itself.
    expect(frame('burnt out, dread sunday evenings, meeting with my manager monday')).toMatchObject({
      kind: 'burnout',
      moment: 'ongoing',
    });
  });

  it('reads details with the content’s own patterns', () => {
    const interview = frame(
      'job interview on friday for a receptionist job, I have practised my answers all week',
    );
    expect(interview.kind).toBe('job_interview');
    expect(interview.details.prepared).toBe('the preparation you have done');
  });

  it('does not read another language for a kind', () => {
    expect(frame("je dois passer un entretien lundi et j'ai peur")).toMatchObject({
      language: 'fr',
      kind: 'general',
    });
  });
});
