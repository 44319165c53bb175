import { describe, expect, it } from 'vitest';
import { longestCopiedRun } from '../copied-run';
import { retell } from './retell';

const texts = (context: string, names?: string[]) => retell(context, names).map((told) => told.text);

describe('their sentences said back in the speech’s voice', () => {
  it('turns "I", "my" and "we" into "you" and "your", with the verb that goes with them', () => {
    expect(texts('i am so proud of my team. we was late but we made it')).toEqual([
      'You are so proud of your team.',
      'You were late but you made it.',
    ]);
    expect(texts('im scared it wont take and ive told nobody')).toEqual([
      "You're scared it won't take and you've told nobody.",
    ]);
  });

  it('spells shorthand out, drops fillers and gives a sentence that left out its "I" one', () => {
    expect(texts('38 hrs logged, instructor signed me off today lol')).toEqual([
      'Thirty-eight hours logged.',
      'Your instructor signed you off today.',
    ]);
    expect(texts('keep replaying the go around drill in my head')).toEqual([
      'You keep replaying the go around drill in your head.',
    ]);
    expect(texts('exam tmrw cant sleep')).toEqual(['Your exam is tomorrow.', "You can't sleep."]);
    expect(texts('first date tonight w a guy from hinge')).toEqual([
      'Your first date is tonight with a guy from hinge.',
    ]);
    expect(texts('i definately shouldve studied more')).toEqual(["You definitely should've studied more."]);
    // Their "honestly" goes; an adverb before "you" keeps its place; what it is like is "it's", not "you're".
    expect(
      texts('my mum thinks im wasting my time with music and honestly sometimes i think she is right'),
    ).toEqual(["Your mum thinks you're wasting your time with music.", 'Sometimes you think she is right.']);
    expect(texts('just signed the lease on our first home!! terrifying and amazing')).toEqual([
      'You just signed the lease on your first home.',
      "It's terrifying and amazing.",
    ]);
    expect(texts('GCSE results thursday. cant eat cant sleep.')).toContain("You can't eat, can't sleep.");
    expect(texts('my mums in hospital again and i have finals this week')).toEqual([
      "Your mum's in hospital again and you have finals this week.",
    ]);
    expect(texts('gig friday, first time playing my own songs live')).toEqual([
      'Your gig is Friday.',
      "It's your first time playing your own songs live.",
    ]);
    expect(texts('kinda scared about the colonoscopy on wed')).toEqual([
      "You're kind of scared about the colonoscopy on Wednesday.",
    ]);
    // "on 3rd june" is a date, never "your interview on 3rd is June".
    expect(texts('citizenship interview on 3rd june')).toEqual([]);
    // A clause that ended on the "but" where the next one began says its part without it.
    expect(texts('goal is sub 4:30 but honestly i just want to finish')).toEqual([
      'Your goal is sub 4:30.',
      'You just want to finish.',
    ]);
    // A short weekday is a day; an ordinal opens a thing of theirs, not a sentence with its own subject.
    expect(texts('biopsy results thurs')).toEqual(['Your biopsy results are Thursday.']);
    expect(texts('3rd driving test thurs 8.40am at the test centre')).toEqual([
      'Your 3rd driving test is Thursday at 8.40am at the test centre.',
    ]);
    // What one person does is not a thing that is: never "your husband deploys are Friday".
    expect(texts('husband deploys friday. kids are 3 and 6')).toEqual(['The kids are 3 and 6.']);
    // "even though he's…" goes on with its sentence; a thing ending on "for" is no thing at a time.
    expect(texts('i love him but i am so tired and i miss him even though hes right here')).toContain(
      "You are so tired and you miss him even though he's right here.",
    );
    expect(texts('im 19, home from uni for reading week')).toEqual([]);
    // A past that does not end in -ed is still something that happened; "there" alone is lost.
    expect(texts('found mycoplasma in my cell lines today')).toEqual([
      'You found mycoplasma in your cell lines today.',
    ]);
    expect(texts('we met there 31 years ago')).toEqual([]);
    // The other side's people are not theirs: never "your defence barrister".
    expect(texts('defence barrister will try to say i got it wrong')).toEqual([
      'The defence barrister will try to say you got it wrong.',
    ]);
    expect(texts('been working 60hr weeks for like 8 months')).toEqual([
      "You've been working 60-hour weeks for 8 months.",
    ]);
    // A first time with a sentence of its own inside is "it's the first time", never "your first time … you've".
    expect(texts('first time since i was 19 ive managed more than a few weeks')).toEqual([
      "It's the first time since you were 19 you've managed more than a few weeks.",
    ]);
    expect(texts('first time flying alone tomorrow')).toEqual(['Your first time flying alone is tomorrow.']);
  });

  it('says back what was done to them, what took them, where they are back, and acronyms as they typed them', () => {
    expect(texts('diagnosed with MS 6 weeks ago')).toEqual(['You were diagnosed with MS 6 weeks ago.']);
    // An acronym no list knows keeps its capitals unless the whole sentence is shouted.
    expect(texts('court tomorrow for the DUI, ive been sober since')).toEqual([
      'The court is tomorrow for the DUI.',
      "You've been sober since.",
    ]);
    expect(texts('I DID IT I PASSED THE BAR EXAM')).toEqual(['You did it.', 'You passed the bar exam.']);
    expect(texts('14 paintings. took me 3 years')).toEqual(['It took you 3 years.']);
    expect(texts('my mum told me to rest. told me to rest')).toEqual(['Your mum told you to rest.']);
    expect(texts('back in the same class tmrw 8:15')).toEqual([
      "You're back in the same class tomorrow at 8:15.",
    ]);
    expect(texts('threw the last one in the canal sunday')).toEqual([
      'Sunday, you threw the last one in the canal.',
    ]);
    expect(texts('pumped and kinda sweating')).toEqual(["You're pumped and kind of sweating."]);
    expect(texts('my instructor Dave cried a bit i think')).toEqual(['Your instructor Dave cried a bit.']);
    expect(texts("they'll definitely ask about my three failed ivf rounds")).toEqual([
      "They'll definitely ask about your three failed IVF rounds.",
    ]);
    expect(texts('emergency placement arriving tonight')).toEqual([
      'Your emergency placement is arriving tonight.',
    ]);
    // A thing ending in -ing is no verb: never "your custody is hearing".
    expect(texts('custody hearing on the 22nd')).toEqual(['Your custody hearing is on the 22nd.']);
    // "first week" counts weeks; it says nothing of when.
    expect(texts('first week with my new foster son')).toEqual([]);
    expect(texts('the kids want it at my house like always and now im dreading it')).toEqual([
      'The kids want it at your house like always.',
      "You're dreading it.",
    ]);
    // "HR" is never the "hr" of "1 hr", and a meeting "to talk" is not a meeting that happens.
    expect(texts('meeting with my manager and HR on monday to talk about adjustments').join(' ')).not.toMatch(
      /hour|Your meeting with/,
    );
  });

  it('says a note that left out its verb whole, and a past that left out its "I" with its own', () => {
    expect(texts('visa approved!!! c section booked for the 9th')).toEqual([
      'Your visa has been approved.',
      'Your c section has been booked for the 9th.',
    ]);
    expect(texts('ovens tested, menus printed')).toEqual([
      'Your ovens have been tested.',
      'Your menus have been printed.',
    ]);
    expect(texts('laptop collected the next day')).toEqual(['Your laptop was collected the next day.']);
    expect(texts('partner back at work')).toEqual(['Your partner is back at work.']);
    expect(texts('trained 18 weeks, longest run 20 miles')).toEqual([
      'You trained 18 weeks.',
      'Your longest run was 20 miles.',
    ]);
    // A thing's own doing needs no "has been"; a place that does something is nobody's.
    expect(texts('my flight landed at 6')).toEqual(['Your flight landed at 6.']);
    expect(texts('canada refused my visa yesterday')).toEqual(['Canada refused your visa yesterday.']);
    expect(texts('let go 14 staff. saw the whole thing')).toEqual([
      'You let go 14 staff.',
      'You saw the whole thing.',
    ]);
    expect(texts('my mom i think already knows')).toEqual(['Your mom already knows.']);
    expect(texts('only got serious about painting at 35')).toEqual([
      'You only got serious about painting at 35.',
    ]);
    expect(texts('only 3 weeks left')).toEqual([]);
    // A count of something whose only verb is a noun at its end is no sentence.
    expect(texts('20 minute teams call. three years of work')).toEqual([]);
    // What was done by them to something is theirs: no "has been" before "one" or "commission".
    expect(texts('first ever paid commission today. sold one at the preview').join(' ')).not.toMatch(/been/);
    // A thing and what happened there is no sentence of its own.
    expect(texts('the spot where he taught us all to fish')).toEqual([]);
  });

  it('never states as fact what follows a fear in its sentence', () => {
    expect(texts('i am afraid when i am nervous my english go away and they think i am lying')).toEqual([
      'You are afraid when you are nervous your English go away.',
    ]);
    expect(texts('scared i wont get through it, especially my uncles who think i shouldnt do it')).toEqual([
      "You're scared you won't get through it.",
    ]);
    // A "but" turns back to what is.
    expect(texts('im scared of the water, but i did 2 lengths today')).toEqual([
      "You're scared of the water.",
      'You did 2 lengths today.',
    ]);
  });

  it('says nothing it cannot say whole: a question, a request, the app addressed, a list’s leftover', () => {
    expect(texts('what if they ask something i cant answer?')).toEqual([]);
    expect(texts('can you help me get through tomorrow')).toEqual([]);
    expect(texts('i want something i can read to him at breakfast')).toEqual([]);
    expect(texts('120 guests, a ceilidh band, and my fiance')).toEqual([]);
    expect(texts('whole second shift gone, 60 of us')).toEqual([]);
    expect(texts('hes 78, still knows me most days')).toEqual([]);
    // A request to the app or a question typed without its mark, with the situation in the same breath.
    expect(texts('hype me up i have a job interview at google on thursday')).toEqual([]);
    expect(texts('dont let me give up on the diet again pls')).toEqual([]);
    expect(texts('how do i tell my boss i need time off for my mental health')).toEqual([]);
    expect(texts('why does every rejection email feel personal')).toEqual([]);
    // Only the question goes: what else its sentence tells is said back.
    expect(texts('what do i say at my grandmas funeral, they asked me to do the eulogy')).toEqual([
      'They asked you to do the eulogy.',
    ]);
    // Laughter between two thoughts ends the first, so the question after it goes alone.
    expect(texts('bought a one way ticket to thailand lol what have i done')).toEqual([
      'You bought a one way ticket to Thailand.',
    ]);
  });

  it('never says back what a person calls themselves on a bad day, or a word about dying', () => {
    expect(texts('i feel so stupid i didnt see it coming')).toEqual([]);
    expect(texts('im scared of dying on the table')).toEqual([]);
    expect(texts('i love what we build but im empty. it all feels pointless')).toEqual([]);
  });

  it('keeps no more than seven of their words in a row, putting the time first when that is what it takes', () => {
    const context = 'my little sister gets married in leeds on saturday';
    const [said = ''] = texts(context);
    expect(said).toBe('On Saturday, your little sister gets married in Leeds.');
    expect(longestCopiedRun(context, said)).toBeLessThanOrEqual(7);
    expect(texts('the whole second shift of the plant went home early and cried in the car park')).toEqual(
      [],
    );
    // Its time is the end of a phrase it cannot lose ("from last week"): left unsaid, not broken.
    expect(texts('i keep replaying a really bad landing from last week')).toEqual([]);
    // A verb's own "in" or "on" is no phrase left open.
    expect(texts('i need to shower and head back in tonight')).toEqual([
      'Tonight, you need to shower and head back in.',
    ]);
    // The time is only the last clause's ("…but the interview is literally tomorrow"), and "is" cannot lose
    // what it is: both are left unsaid rather than broken.
    expect(texts('my bf says im overthinking it but the interview is literally tomorrow')).toEqual([]);
    expect(
      texts('brothers in prison and visiting day is sunday, havent seen him in 2 years'),
    ).not.toContainEqual(expect.stringMatching(/is\.$/));
  });

  it('gives names, places, months and acronyms their capitals', () => {
    expect(texts('running my first marathon sunday in berlin')).toEqual([
      "You're running your first marathon Sunday in Berlin.",
    ]);
    expect(texts('my team lead left in march and im a phd student')).toEqual([
      "Your team lead left in March and you're a PhD student.",
    ]);
    expect(texts('was at my cousins wedding all night')).toEqual([
      "You were at your cousin's wedding all night.",
    ]);
    expect(texts('we took pickle to the vet today', ['Pickle'])).toEqual([
      'You took Pickle to the vet today.',
    ]);
  });

  it('marks the sentence that says how they feel, and the ones holding a number or a name', () => {
    const told = retell('signed the lease today. ovens arrive on the 3rd. excited but also terrified');
    expect(told.map(({ feeling, particular }) => ({ feeling, particular }))).toEqual([
      { feeling: false, particular: false },
      { feeling: false, particular: true },
      { feeling: true, particular: false },
    ]);
  });

  it('holds up as done what they did, never what was done to them (referred, discharged)', () => {
    const done = (context: string) => retell(context).map((told) => told.done);
    expect(done('i passed my driving test and i booked a holiday')).toEqual([true]);
    expect(done('i got referred at my viva, resubmit in 12 months')).toEqual([false]);
    // A notice that came to them is no evidence of what they can do; the applications they sent are.
    expect(done('got a no fault eviction notice. ive applied for 11 places')).toEqual([false, true]);
    expect(done('i got discharged yesterday and had to leave my baby in special care')).toEqual([false]);
    // A rejection they got is no achievement, nor is what they feel; the applications they sent are.
    expect(done('got my 6th rejection today. i have sent 40 applications')).toEqual([false, true]);
    expect(done('i feel like everyone in my cohort got in somewhere')).toEqual([false]);
    // Nor is a wish, news that came to them, or telling no one.
    expect(done('i want to read to my grandson by christmas')).toEqual([false]);
    expect(done('i got the call at work on thursday')).toEqual([false]);
    expect(done('i told nobody this time')).toEqual([false]);
  });
});
