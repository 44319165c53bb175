// Everyday contexts, as people write them, from an earlier evaluation of the speech writer: the crisis
// classifier learns from them what is not a crisis (scripts/train-crisis-classifier.ts).
type DevCase = {
  readonly context: string;
  readonly kind: string;
  readonly sayBack: readonly string[];
  readonly firstName?: string;
  readonly goalTitle?: string;
};

export const DEVELOPMENT_CASES: readonly DevCase[] = [
  // job_interview
  {
    context:
      'interveiw at the council tomorrow for a planning officer role, scared ill ramble and never actually answer the question they asked',
    kind: 'job_interview',
    sayBack: ['council', 'planning', 'officer'],
  },
  {
    context:
      'final round with a fintech startup thursday. panel of 4 plus live coding on a whiteboard and i freeze when people watch me type',
    kind: 'job_interview',
    sayBack: ['panel', 'coding', 'whiteboard'],
  },
  {
    context:
      'assessment centre next Wednesday for a graduate scheme. The group exercise terrifies me, I never know when to jump in without sounding pushy',
    kind: 'job_interview',
    sayBack: ['assessment', 'centre', 'graduate'],
    firstName: 'Olivia',
  },
  {
    context:
      'nursing interview friday arvo, first one since qualifying. keep thinking theyll see straight through me',
    kind: 'job_interview',
    sayBack: ['nursing', 'interview', 'qualifying'],
  },
  {
    context:
      "teaching job interview next week and part of it is teaching a lesson to year 9s i've never met while two of them observe from the back. what if the kids just ignore me",
    kind: 'job_interview',
    sayBack: ['teaching', 'lesson', 'observe'],
  },
  {
    context:
      'got an interview for head chef at a hotel!! 8 years since my last one and i dont even own a suit anymore lol',
    kind: 'job_interview',
    sayBack: ['interview', 'chef', 'hotel'],
    goalTitle: 'Get the head chef job',
  },
  {
    context:
      'second interveiw for the warehouse supervisor job in 3 days and they said theres a competency test too',
    kind: 'job_interview',
    sayBack: ['warehouse', 'supervisor', 'competency'],
    firstName: 'Dean',
  },
  {
    context:
      'phone screen with a recruiter at 10 then a video interview with the hiring manager at 2. i hate video calls, never know where to look',
    kind: 'job_interview',
    sayBack: ['recruiter', 'video', 'interview'],
  },
  {
    context: 'civil service interview tues. STAR answers. brain = mush',
    kind: 'job_interview',
    sayBack: ['civil', 'service', 'answers'],
  },

  // job_search
  {
    context:
      'sent 63 applications since march and had 2 replies, both no. starting to think my cv is the problem but ive rewritten it 4 times and paid someone on fiverr to look at it and still nothing. my mum keeps sending me adverts for jobs i did at 17 and i know shes trying to help but it makes me want to scream',
    kind: 'job_search',
    sayBack: ['applications', 'cv', 'replies'],
  },
  {
    context:
      'trying to get out of retail and into it support but every single job ad wants 2 years experiance',
    kind: 'job_search',
    sayBack: ['retail', 'support'],
  },
  {
    context:
      'Job hunting after 10 years at home with the kids. I dont even know how to write a cover letter anymore, never mind sit in front of someone and sell myself',
    kind: 'job_search',
    sayBack: ['hunting', 'cover', 'letter'],
  },
  {
    context:
      'graduated in july, still unemployed in november, all my mates have grad jobs and im on linkedin refreshing all day',
    kind: 'job_search',
    sayBack: ['graduated', 'unemployed', 'linkedin'],
  },
  {
    context:
      'looking for part time work around school pick ups and the recruitment agencies keep ghosting me',
    kind: 'job_search',
    sayBack: ['recruitment', 'agencies', 'ghosting'],
  },
  {
    context:
      'career change at 41, want to get into ux design. done the bootcamp, portfolio is up, not a single bite in 4 months',
    kind: 'job_search',
    sayBack: ['career', 'design', 'bootcamp', 'portfolio'],
    goalTitle: 'Land a UX role by summer',
  },
  {
    context:
      'been searching for a lab tech job for 5 months. every posting wants experiance you cant get without a job. feel like such a loser',
    kind: 'job_search',
    sayBack: ['lab', 'searching', 'posting'],
    firstName: 'Mia',
  },

  // job_loss
  {
    context: 'made redundant yesterday after 14 years. they did it on a teams call that lasted 10 minutes',
    kind: 'job_loss',
    sayBack: ['redundant', 'teams', 'call'],
  },
  {
    context:
      'got laid off from my startup job this morning along with half the company, basically no severance',
    kind: 'job_loss',
    sayBack: ['laid', 'startup', 'severance'],
  },
  {
    context:
      'fired today. manager said i wasnt a culture fit after 4 months and i dont even know what i did wrong',
    kind: 'job_loss',
    sayBack: ['fired', 'culture', 'fit'],
  },
  {
    context:
      'my contract ends friday and theyre not renewing it. 3 kids and a mortgage and i havent told my wife yet',
    kind: 'job_loss',
    sayBack: ['contract', 'renewing', 'mortgage'],
  },
  {
    context:
      'Lost my job at the factory, the whole site is closing in decmber. Im 58, who hires a 58 year old',
    kind: 'job_loss',
    sayBack: ['factory', 'site', 'closing'],
  },
  {
    context:
      'redundancy confirmed, last day end of the month. keep thinking about how to tell my dad, he was so proud when i got this job',
    kind: 'job_loss',
    sayBack: ['redundancy', 'confirmed', 'dad'],
    goalTitle: 'Land on my feet',
  },
  {
    context: 'Let go from the agency on Tuesday. I keep replaying the meeting over and over.',
    kind: 'job_loss',
    sayBack: ['agency', 'replaying', 'meeting'],
    firstName: 'Priya',
  },
  {
    context:
      "got sacked yesterday for being late too many times, the bus is never on time out here and now i've got nothing lined up",
    kind: 'job_loss',
    sayBack: ['sacked', 'late', 'bus'],
  },

  // new_job
  {
    context:
      'starting at a new firm on monday as a junior accountant. terrified of asking dumb questions on the first day',
    kind: 'new_job',
    sayBack: ['firm', 'junior', 'accountant'],
  },
  {
    context: 'first week as a bus driver done, still on probation and i clipped a wing mirror on day 2',
    kind: 'new_job',
    sayBack: ['bus', 'driver', 'probation', 'mirror'],
  },
  {
    context:
      'Started my apprenticeship as an electrician, everyone is older and they banter constantly and I dont know how to join in',
    kind: 'new_job',
    sayBack: ['apprenticeship', 'electrician', 'banter'],
  },
  {
    context:
      'new job in marketing, 3 weeks in, everyone uses acronyms i dont understand and i still feel like the new girl',
    kind: 'new_job',
    sayBack: ['marketing', 'acronyms'],
  },
  {
    context: 'first day tommorow at the hospital pharmacy. cant sleep',
    kind: 'new_job',
    sayBack: ['hospital', 'pharmacy'],
  },
  {
    context:
      'moved from the wards into a desk job at the trust. 6 month probation and im sooo slow on the computer systems, everyone else flies through it',
    kind: 'new_job',
    sayBack: ['desk', 'probation', 'systems'],
  },
  {
    context:
      'new role as a software dev after retraining from hairdressing. its my first ever tech job and everyone seems to know so much more than me, i spend half the day googling words from standup',
    kind: 'new_job',
    sayBack: ['software', 'retraining', 'hairdressing', 'tech'],
    firstName: 'Tom',
    goalTitle: 'Pass probation',
  },

  // work_pressure
  {
    context: 'three deadlines landing on the same friday and my boss just added another report to my plate',
    kind: 'work_pressure',
    sayBack: ['deadlines', 'boss', 'report'],
  },
  {
    context:
      'my manager rewrites everything i send and copies her own boss in. i dread opening outlook every morning',
    kind: 'work_pressure',
    sayBack: ['manager', 'rewrites', 'outlook'],
  },
  {
    context: 'month end close, doing 12 hour days and the numbers still wont reconcile',
    kind: 'work_pressure',
    sayBack: ['numbers', 'reconcile', 'close'],
  },
  {
    context:
      'Big client launch in 2 weeks and half the team is off sick so im covering three peoples jobs. Im not sleeping',
    kind: 'work_pressure',
    sayBack: ['client', 'launch', 'covering'],
  },
  {
    context:
      'colleague keeps taking credit for my work in meetings and i never say anything, definately not to his face',
    kind: 'work_pressure',
    sayBack: ['colleague', 'credit', 'meetings'],
  },
  {
    context:
      'this deadline is killing me, tender submission due wednesday 5pm and the pricing isnt even started',
    kind: 'work_pressure',
    sayBack: ['tender', 'submission', 'pricing'],
    goalTitle: 'Get the tender in on time',
  },
  {
    context:
      'ofsted inspection next week, im head of department and my boss keeps piling on tasks like its nothing',
    kind: 'work_pressure',
    sayBack: ['ofsted', 'inspection', 'department'],
    firstName: 'Rachel',
  },
  {
    context:
      'so basically my line manager left 2 months ago and they havent replaced her so im doing her job and mine, and the director keeps emailing me at 10pm asking for updates on projects i didnt even know existed. i dont know how to push back without looking like i cant cope',
    kind: 'work_pressure',
    sayBack: ['director', 'emailing', 'projects'],
  },

  // burnout
  {
    context:
      'running on empty for months. wake up, work, sleep, repeat. cant remember the last time i actually enjoyed a weekend',
    kind: 'burnout',
    sayBack: ['running', 'empty', 'repeat'],
  },
  {
    context: 'burnt out. cant switch off, checking emails at 2am, snapping at my partner over nothing',
    kind: 'burnout',
    sayBack: ['burnt', 'emails', 'switch'],
  },
  {
    context:
      'teacher, 9 years in, i genuinely have nothing left to give. sunday nights i feel sick about monday',
    kind: 'burnout',
    sayBack: ['teacher', 'sunday'],
  },
  {
    context:
      'overwhelmed all the time. two jobs and a uni course on top and i dont stop from 6am till midnight, been like this since september',
    kind: 'burnout',
    sayBack: ['overwhelmed', 'jobs', 'midnight'],
  },
  {
    context: 'signed off with stress for 2 weeks and i feel so guilty for resting',
    kind: 'burnout',
    sayBack: ['signed', 'stress', 'resting'],
  },
  {
    context:
      'i used to love being a vet. now i just feel numb and exausted by the end of every day and i dont know where the person who loved it went',
    kind: 'burnout',
    sayBack: ['vet', 'numb'],
  },
  {
    context:
      'Completely drained. Said yes to everything at work for 2 years and now i cant get out of bed on weekends',
    kind: 'burnout',
    sayBack: ['drained', 'bed', 'weekends'],
    firstName: 'Marcus',
    goalTitle: 'Learn to switch off',
  },
  {
    context:
      'brain fog, cant focus, forgetting things in meetings, crying in the car park at lunch. been going 3 years without a proper break',
    kind: 'burnout',
    sayBack: ['brain', 'fog', 'break'],
  },

  // pay_and_promotion
  {
    context: 'asking for a raise on thursday. been here 3 years, doing a senior role on a junior salary',
    kind: 'pay_and_promotion',
    sayBack: ['raise', 'senior', 'salary'],
  },
  {
    context: 'applied for the team lead promotion, the panel is my own manager and two directors. feel sick',
    kind: 'pay_and_promotion',
    sayBack: ['promotion', 'lead', 'directors'],
  },
  {
    context:
      "performance review friday and i just know she's going to put me down as 'meets expectations' again",
    kind: 'pay_and_promotion',
    sayBack: ['performance', 'review', 'expectations'],
  },
  {
    context:
      'annual appraisal next week, want to push for a pay rise but i always cave the second they say budgets are tight',
    kind: 'pay_and_promotion',
    sayBack: ['appraisal', 'pay', 'rise', 'budgets'],
  },
  {
    context:
      'passed over for promotion AGAIN, the guy who got it started after me. going to ask my boss why and i know ill get emotional',
    kind: 'pay_and_promotion',
    sayBack: ['passed', 'promotion', 'boss'],
  },
  {
    context:
      'found out a male colleague on the same grade earns 6k more than me. need to bring it up with hr and im shaking just thinking about it',
    kind: 'pay_and_promotion',
    sayBack: ['grade', 'earns', 'hr'],
  },
  {
    context:
      'mid year review tomorow. want to ask exactly what i need to do to make senior engineer by next year',
    kind: 'pay_and_promotion',
    sayBack: ['review', 'senior', 'engineer'],
    firstName: 'Sanjay',
    goalTitle: 'Make senior engineer',
  },

  // leading_team
  {
    context:
      'just got promoted to manage my old team. two of them applied for the job too and its so awkward now',
    kind: 'leading_team',
    sayBack: ['promoted', 'manage', 'applied'],
  },
  {
    context:
      'need to give really hard feedback to one of my reports tomorrow, hes lovely but his work is sloppy and clients are noticing',
    kind: 'leading_team',
    sayBack: ['feedback', 'reports', 'sloppy'],
  },
  {
    context: 'first time manager, 8 people in a call centre. i have no idea how to run a one to one',
    kind: 'leading_team',
    sayBack: ['manager', 'call', 'centre'],
  },
  {
    context:
      'two people in my team cant stand each other and its affecting the whole department. as their manager i have to mediate on wednesday',
    kind: 'leading_team',
    sayBack: ['manager', 'mediate', 'department'],
  },
  {
    context: 'taking over as head of year in september, leading staff who used to be my mentors',
    kind: 'leading_team',
    sayBack: ['head', 'staff', 'mentors'],
  },
  {
    context:
      'have to tell my team about the restructure and job cuts tomorrow. i knew for weeks and couldnt say a word',
    kind: 'leading_team',
    sayBack: ['restructure', 'cuts'],
  },
  {
    context: 'site foreman for the first time, the lads keep testing me and ignoring my instructions',
    kind: 'leading_team',
    sayBack: ['foreman', 'lads', 'instructions'],
    firstName: 'Craig',
  },
  {
    context: 'inherited a team of 12 who adored the last manager and compare evrything i do to him',
    kind: 'leading_team',
    sayBack: ['inherited', 'manager', 'compare'],
    goalTitle: 'Win the team over',
  },

  // starting_business
  {
    context: 'launching my candle business on etsy next month and im terrified nobody buys a single one',
    kind: 'starting_business',
    sayBack: ['candle', 'business', 'etsy'],
  },
  {
    context: 'quit my job to start a mobile dog grooming van. first customers are booked for saturday',
    kind: 'starting_business',
    sayBack: ['dog', 'grooming', 'van', 'customers'],
  },
  {
    context: "our startup has 4 months of runway left and every investor we pitch says 'too early'",
    kind: 'starting_business',
    sayBack: ['startup', 'runway', 'investor'],
  },
  {
    context:
      'side hustle making celebration cakes, want to go full time but scared to leave a steady wage, my buisness plan is a page of scribbles',
    kind: 'starting_business',
    sayBack: ['cakes', 'hustle', 'wage'],
  },
  {
    context:
      'opening a little cafe in my town in march, the loan got approved and now i actually have to do it',
    kind: 'starting_business',
    sayBack: ['cafe', 'loan', 'approved'],
  },
  {
    context: 'freelance graphic designer, 6 months in, its feast or famine and i hate chasing invoices',
    kind: 'starting_business',
    sayBack: ['freelance', 'designer', 'invoices'],
  },
  {
    context: 'Registered my plumbing company today. Got the van, got the tools, just need the phone to ring',
    kind: 'starting_business',
    sayBack: ['plumbing', 'company', 'van', 'tools'],
    firstName: 'Luke',
    goalTitle: 'First 10 paying customers',
  },
  {
    context:
      'my partner and i have put our savings into a small bakery and the first month we made a loss, everyone says thats normal but i lie awake doing sums and wondering if we were stupid to think we could do this',
    kind: 'starting_business',
    sayBack: ['bakery', 'savings', 'loss'],
  },

  // shift_work
  {
    context: 'nurse, 4 nights in a row starting tonight and my body clock is wrecked already',
    kind: 'shift_work',
    sayBack: ['nurse', 'nights', 'clock'],
  },
  {
    context: 'junior doctor on a rota from hell, nights then days then a weekend on call. i never feel human',
    kind: 'shift_work',
    sayBack: ['doctor', 'rota', 'nights'],
  },
  {
    context:
      'warehouse night shift 10pm to 6am, trying to sleep in the day but next door are building an extension',
    kind: 'shift_work',
    sayBack: ['warehouse', 'night', 'extension'],
  },
  {
    context:
      'paramedic, 12 hour shifts, lates then straight back to earlies, missing the kids bedtime all week',
    kind: 'shift_work',
    sayBack: ['paramedic', 'lates', 'earlies', 'bedtime'],
  },
  {
    context:
      'care worker doing double shifts at the home to cover staff shortages, my feet are done and im exausted',
    kind: 'shift_work',
    sayBack: ['double', 'shifts', 'shortages'],
  },
  {
    context: 'first week of nights as a police officer. how does anyone do this for 30 years',
    kind: 'shift_work',
    sayBack: ['nights', 'police', 'officer'],
  },
  {
    context: 'firefighter on 4 on 4 off, the nights are fine but i cant get back to normal on my days off',
    kind: 'shift_work',
    sayBack: ['firefighter', 'nights'],
    firstName: 'Jess',
  },
  {
    context:
      'rotating shifts at the plant, my rosters change every fortnight and me and the wife are like ships in the night',
    kind: 'shift_work',
    sayBack: ['rotating', 'rosters', 'plant'],
    goalTitle: 'Stay well on nights',
  },

  // presentation
  {
    context:
      'presenting to the board on tuesday, 20 slides on why we need the new system. my voice shakes every single time i present and my neck goes blotchy red, and last time the ceo interrupted me on slide 2 and i lost my place completely',
    kind: 'presentation',
    sayBack: ['board', 'slides', 'voice'],
  },
  {
    context: "best man speech saturday for my brother and i'm not funny and everyone is expecting funny",
    kind: 'presentation',
    sayBack: ['best', 'speech', 'brother'],
  },
  {
    context: 'pitching to investors at demo day next thursday, 3 minutes on stage then q and a',
    kind: 'presentation',
    sayBack: ['pitching', 'investors', 'demo'],
  },
  {
    context: 'giving a talk at a conference in berlin, 200 people, first time speaking at anything this big',
    kind: 'presentation',
    sayBack: ['talk', 'conference', 'berlin'],
  },
  {
    context: 'uni presantation tomorrow worth 30% of the module and my group has done nothing',
    kind: 'presentation',
    sayBack: ['uni', 'module', 'group'],
  },
  {
    context: "maid of honour speech at my best friend's wedding in 3 weeks and i cry at literally everything",
    kind: 'presentation',
    sayBack: ['maid', 'honour', 'speech'],
  },
  {
    context: 'running a training session for 40 new starters and i blank whenever anyone asks a question',
    kind: 'presentation',
    sayBack: ['session', 'starters'],
    firstName: 'Grace',
    goalTitle: 'Speak without notes',
  },
  {
    context: 'ted style talk at our work conference, 10 minutes, no notes allowed and theyre filming it',
    kind: 'presentation',
    sayBack: ['talk', 'notes', 'filming'],
  },

  // performing
  {
    context: 'open mic tonight, first time ever doing stand up, 5 minute set',
    kind: 'performing',
    sayBack: ['mic', 'stand', 'set'],
  },
  {
    context: 'grade 8 piano recital next saturday and my hands shake so badly',
    kind: 'performing',
    sayBack: ['piano', 'recital', 'hands'],
  },
  {
    context: 'audition for the musical on thursday, need 16 bars and a monologue and i go bright red',
    kind: 'performing',
    sayBack: ['audition', 'musical', 'monologue'],
  },
  {
    context: 'first gig with my band at a pub, 40 min set, im the singer and my voice cracks when im nervus',
    kind: 'performing',
    sayBack: ['gig', 'band', 'singer'],
  },
  {
    context: 'dance showcase at the end of term and I keep forgetting the second half of the routine',
    kind: 'performing',
    sayBack: ['dance', 'showcase', 'routine'],
  },
  {
    context: 'playing the lead in the school play, opening night friday. what if i forget my lines',
    kind: 'performing',
    sayBack: ['lead', 'play', 'lines'],
  },
  {
    context: 'busking for the first time in town tomorrow arvo, just me and my guitar',
    kind: 'performing',
    sayBack: ['busking', 'guitar'],
    firstName: 'Ella',
  },
  {
    context:
      'orchestra concert sunday and i have a solo in the second movement. cello. i keep imagining my bow shaking in front of everyone',
    kind: 'performing',
    sayBack: ['orchestra', 'solo', 'cello'],
    goalTitle: 'Play the solo',
  },

  // creative_project
  {
    context: '40k words into my first novel and i hate every sentence, havent written anything in 3 weeks',
    kind: 'creative_project',
    sayBack: ['novel', 'words', 'written'],
    goalTitle: 'Finish the first draft',
  },
  {
    context:
      'painter. havent picked up a brush since the gallery cancelled my show, starting to beleive i was never any good',
    kind: 'creative_project',
    sayBack: ['painter', 'brush', 'gallery'],
  },
  {
    context: 'trying to finish my first album, 9 songs done but the last 2 have no lyrics',
    kind: 'creative_project',
    sayBack: ['album', 'songs', 'lyrics'],
  },
  {
    context:
      'creative block for months. i illustrate childrens books and the publisher wants roughs by the 15th',
    kind: 'creative_project',
    sayBack: ['illustrate', 'publisher', 'roughs'],
  },
  {
    context:
      'making a short film on weekends with mates, the edit is a mess and i want to scrap the whole thing',
    kind: 'creative_project',
    sayBack: ['film', 'edit', 'scrap'],
  },
  {
    context: 'screenplay. act 2 is a swamp.',
    kind: 'creative_project',
    sayBack: ['screenplay', 'act'],
  },
  {
    context:
      'pottery, making a full dinner set as a gift for my sisters new house and pieces keep cracking in the kiln',
    kind: 'creative_project',
    sayBack: ['pottery', 'kiln', 'dinner'],
    firstName: 'Iris',
  },
  {
    context:
      'writing poems again after 10 years, want to submit to a magazine but everything i write feels so cringe when i read it back the next day, i must have deleted 30 drafts',
    kind: 'creative_project',
    sayBack: ['poems', 'magazine', 'drafts'],
  },

  // exam
  {
    context: 'finals in 3 weeks and i havent even started revising organic chem',
    kind: 'exam',
    sayBack: ['finals', 'revising', 'chem'],
  },
  {
    context: 'gcse maths resit in june, failed it twice already, my mum keeps saying third time lucky',
    kind: 'exam',
    sayBack: ['gcse', 'maths', 'resit'],
  },
  {
    context: 'bar exam in july, studying 10 hours a day and still failing the practice essays',
    kind: 'exam',
    sayBack: ['bar', 'exam', 'essays'],
  },
  {
    context:
      'dissertation due in 9 days and im on 4000 words out of 10000. my supervisor hasnt replied to my last two emails, my data chapter is a mess and every time i open the document i just stare at it and then go on my phone for an hour. i know i can write, ive done it before, i just cant start',
    kind: 'exam',
    sayBack: ['dissertation', 'words'],
  },
  {
    context: 'a levels start monday, i go completly blank in exams even when i know the stuff',
    kind: 'exam',
    sayBack: ['levels', 'exams', 'blank'],
  },
  {
    context: 'hsc trials next week, feel like everyone in my year is smarter than me',
    kind: 'exam',
    sayBack: ['hsc', 'trials'],
  },
  {
    context: 'acca exam tomorrow, third attempt. if i fail again i lose my training contract',
    kind: 'exam',
    sayBack: ['acca', 'attempt', 'contract'],
    firstName: 'Aisha',
  },
  {
    context: 'osce next tuesday, i know the content but i freeze when the examiner stares at me',
    kind: 'exam',
    sayBack: ['osce', 'examiner'],
    goalTitle: 'Pass my OSCEs',
  },

  // driving_test
  {
    context: 'driving test tommorow at 9am, failed the first one on a roundabout',
    kind: 'driving_test',
    sayBack: ['driving', 'roundabout'],
  },
  {
    context:
      'third driving test next week. i can drive fine, i just fall apart the second the examiner gets in',
    kind: 'driving_test',
    sayBack: ['driving', 'examiner'],
  },
  {
    context: 'failed my driving test today for not checking my mirror. 4 minors and 1 serious',
    kind: 'driving_test',
    sayBack: ['driving', 'mirror', 'minors'],
  },
  {
    context:
      'learning to drive at 35, my instructor is patient but i stall constantly and feel like an idiot',
    kind: 'driving_test',
    sayBack: ['instructor', 'stall', 'drive'],
  },
  {
    context: 'p plates test friday arvo, parallel parking is my absolute nightmare',
    kind: 'driving_test',
    sayBack: ['parallel', 'parking', 'plates'],
  },
  {
    context: 'road test monday for my license, i keep rolling through stop signs in practise',
    kind: 'driving_test',
    sayBack: ['road', 'license', 'signs'],
  },
  {
    context:
      'theory test booked for next week then the practical in august. hazard perception is wrecking me',
    kind: 'driving_test',
    sayBack: ['theory', 'hazard', 'perception', 'practical'],
    firstName: 'Kayla',
    goalTitle: 'Pass my driving test',
  },

  // new_school
  {
    context: 'my son starts reception on wednesday and hes never been away from me for a whole day',
    kind: 'new_school',
    sayBack: ['son', 'reception'],
  },
  {
    context: 'moving to a new secondary school in year 9 and i dont know anyone there',
    kind: 'new_school',
    sayBack: ['secondary', 'school'],
  },
  {
    context:
      'starting uni in a week, moving into halls, scared i wont make any freinds. everyone in the group chat already seems to know each other from sixth form and are planning freshers nights out and i dont even really drink. what if i end up eating in my room every night till christmas',
    kind: 'new_school',
    sayBack: ['uni', 'halls'],
  },
  {
    context:
      'first day at community college monday. im the first in my family to go and i dont know how any of it works',
    kind: 'new_school',
    sayBack: ['community', 'college'],
  },
  {
    context: 'daughter starting high school next month, all her friends are going to a different one',
    kind: 'new_school',
    sayBack: ['daughter', 'high', 'school'],
  },
  {
    context: 'going back to uni at 34 to do nursing and everyone in my cohort is 19',
    kind: 'new_school',
    sayBack: ['uni', 'nursing', 'cohort'],
  },
  {
    context: 'kindy starts next week and my little one already cries at daycare drop off',
    kind: 'new_school',
    sayBack: ['kindy', 'daycare'],
    firstName: 'Sophie',
  },
  {
    context:
      'starting my masters in edinburgh in september, havent written an essay in 8 years and im convinced everyone else will be straight out of undergrad and way sharper than me',
    kind: 'new_school',
    sayBack: ['masters', 'edinburgh', 'essay'],
  },

  // fitness_goal
  {
    context:
      'training for my first marathon, 14 weeks out and my long runs feel awful. 16 miles on sunday and i had to walk the last 3, everyone in my running club makes it look easy and i keep wondering if i signed up for something im not built for',
    kind: 'fitness_goal',
    sayBack: ['marathon', 'runs', 'training'],
    goalTitle: 'Finish the London Marathon',
  },
  {
    context: 'stuck at 80kg bench for 2 months, this plateau is doing my head in',
    kind: 'fitness_goal',
    sayBack: ['bench', 'plateau'],
  },
  {
    context: 'couch to 5k week 6, the 25 minute run is terrifying me',
    kind: 'fitness_goal',
    sayBack: ['couch', '5k', 'run'],
    goalTitle: 'Finish couch to 5k',
  },
  {
    context:
      'first sprint triathlon in june and i can barely swim 2 lengths front crawl, the bike and run are fine its the swim that scares me silly, never had a lesson as a kid',
    kind: 'fitness_goal',
    sayBack: ['triathlon', 'swim', 'lengths'],
  },
  {
    context: 'want to do 10 pull ups by christmas, currently at 2',
    kind: 'fitness_goal',
    sayBack: ['pull', 'ups', 'christmas'],
  },
  {
    context: 'half marathon sunday, my calf has been tight all week and im scared itll go at mile 8',
    kind: 'fitness_goal',
    sayBack: ['half', 'marathon', 'calf'],
  },
  {
    context: 'gym 3 times a week since january but i look exactly the same. want to actually build muscle',
    kind: 'fitness_goal',
    sayBack: ['gym', 'muscle'],
    firstName: 'Ryan',
  },
  {
    context: 'cycling 100 miles for charity in may, longest ride so far is 40 and my legs were gone',
    kind: 'fitness_goal',
    sayBack: ['cycling', 'miles', 'ride'],
  },

  // sport_competition
  {
    context: 'county cup final saturday, im in goal and they beat us 4-0 in the league',
    kind: 'sport_competition',
    sayBack: ['cup', 'final', 'goal'],
    goalTitle: 'Win the county cup',
  },
  {
    context:
      'netball trials for the regional squad next week and i always play worse when coaches are watching, get so nervouse my hands go',
    kind: 'sport_competition',
    sayBack: ['netball', 'trials', 'squad'],
  },
  {
    context: 'just made captain of the rugby team and i have no idea how to lead the boys',
    kind: 'sport_competition',
    sayBack: ['captain', 'rugby'],
  },
  {
    context: 'tennis tournament this weekend, first one in 2 years since i lost all confidence in my serve',
    kind: 'sport_competition',
    sayBack: ['tennis', 'tournament', 'serve'],
  },
  {
    context: 'state swimming championships friday, 100 fly, my times have been slow all season',
    kind: 'sport_competition',
    sayBack: ['swimming', 'championships', 'fly'],
  },
  {
    context: "first amateur boxing bout in 3 weeks, i'm scared i'll gas out in round 2",
    kind: 'sport_competition',
    sayBack: ['amateur', 'boxing', 'bout'],
    firstName: 'Kieran',
  },
  {
    context: 'darts league final tonight and i choke on doubles every single time',
    kind: 'sport_competition',
    sayBack: ['darts', 'league', 'doubles'],
  },
  {
    context: 'footy grand final sunday, im the youngest on the side and scared ill let everyone down',
    kind: 'sport_competition',
    sayBack: ['footy', 'grand', 'final'],
  },

  // weight_loss
  {
    context: 'trying to lose 3 stone before my sisters wedding in august',
    kind: 'weight_loss',
    sayBack: ['lose', 'stone'],
  },
  {
    context: 'down 8 kilos then put 4 back on over christmas, feels like back to square one',
    kind: 'weight_loss',
    sayBack: ['kilos', 'christmas'],
  },
  {
    context: 'doctor says i need to lose weight for my blood pressure. i eat when im bored at night',
    kind: 'weight_loss',
    sayBack: ['weight', 'pressure', 'bored'],
  },
  {
    context:
      'trying to stop the takeaways and cook proper meals. i do well mon to thurs then it all falls apart',
    kind: 'weight_loss',
    sayBack: ['takeaways', 'cook', 'meals'],
  },
  {
    context: 'slimming world weigh in tomorrow and i know ive gained, definately had too many takeaways',
    kind: 'weight_loss',
    sayBack: ['slimming', 'weigh', 'gained'],
  },
  {
    context: 'want to get under 100 kilos, sitting at 112 and my knees hurt walking the dog',
    kind: 'weight_loss',
    sayBack: ['kilos', 'knees', 'dog'],
    firstName: 'Linda',
    goalTitle: 'Get under 100kg',
  },
  {
    context: 'biscuits at my desk every afternoon, the sugar cravings are unreal, trying to cut back',
    kind: 'weight_loss',
    sayBack: ['biscuits', 'sugar', 'cravings'],
  },
  {
    context:
      "im 5 foot 2 and 14 stone and i hate going clothes shopping. i've tried every diet going, keto, shakes, points, and i lose a bit then it all comes back. i just want to feel normal in my own skin and keep up with my kids at the park",
    kind: 'weight_loss',
    sayBack: ['stone', 'diet', 'clothes'],
  },

  // long_term_recovery
  {
    context: '5 months post acl reconstruction and my physio says im behind where i should be',
    kind: 'long_term_recovery',
    sayBack: ['acl', 'physio'],
  },
  {
    context: 'long covid since 2022, some days i cant even walk to the shop',
    kind: 'long_term_recovery',
    sayBack: ['long', 'covid', 'shop'],
  },
  {
    context: 'relearning to walk after a car accident, rehab 3 times a week, progress is soooo slow',
    kind: 'long_term_recovery',
    sayBack: ['rehab', 'walk', 'accident'],
  },
  {
    context:
      'chronic back pain for 6 years, new pain clinic appointment next month, trying not to get my hopes up becuase the last 3 things didnt work',
    kind: 'long_term_recovery',
    sayBack: ['chronic', 'pain', 'clinic'],
  },
  {
    context: 'recovering from a stroke, speech therapy wipes me out and i cant find my words',
    kind: 'long_term_recovery',
    sayBack: ['stroke', 'therapy', 'words'],
  },
  {
    context: 'broke my ankle in 3 places in march, out of the boot now but still limping',
    kind: 'long_term_recovery',
    sayBack: ['ankle', 'boot', 'limping'],
    goalTitle: 'Walk without a limp',
  },
  {
    context:
      'back at work part time after glandular fever, energy comes and goes and i keep overdoing it on good days and paying for it for the rest of the week',
    kind: 'long_term_recovery',
    sayBack: ['glandular', 'fever', 'energy'],
    firstName: 'Nadia',
  },
  {
    context:
      'shoulder surgery was 4 months ago and i still cant lift my arm above my head, physio twice a week',
    kind: 'long_term_recovery',
    sayBack: ['shoulder', 'arm', 'physio'],
  },

  // serious_illness
  {
    context: 'diagnosed with breast cancer last week, chemo starts on the 12th',
    kind: 'serious_illness',
    sayBack: ['breast', 'cancer', 'chemo'],
  },
  {
    context: 'ms diagnosis at 29. trying to work out what my life looks like now',
    kind: 'serious_illness',
    sayBack: ['ms', 'diagnosis'],
  },
  {
    context: 'heart failure, the new meds make me dizzy and i miss playing with my grandkids',
    kind: 'serious_illness',
    sayBack: ['heart', 'failure', 'meds', 'grandkids'],
  },
  {
    context: 'round 4 of 6 chemo for lymphoma, hair gone, trying to stay positive for the kids',
    kind: 'serious_illness',
    sayBack: ['chemo', 'lymphoma', 'hair'],
  },
  {
    context: 'crohns flare again, 3rd hospital stay this year and the biologics arent working',
    kind: 'serious_illness',
    sayBack: ['flare', 'hospital', 'biologics'],
  },
  {
    context:
      'type 1 diabetes diagnosis at 34. finger pricks, carb counting, its so much to take in and the nurse talks so fast i cant rember half of it',
    kind: 'serious_illness',
    sayBack: ['diabetes', 'diagnosis', 'carb'],
  },
  {
    context: 'radiotherapy for prostate cancer starts monday, 20 sessions',
    kind: 'serious_illness',
    sayBack: ['radiotherapy', 'prostate', 'cancer'],
    firstName: 'Graham',
  },
  {
    context: 'living with lupus, flare ups wipe out whole weeks and people keep telling me i look fine',
    kind: 'serious_illness',
    sayBack: ['lupus', 'flare'],
  },

  // surgery
  {
    context:
      'hip replacement on thursday, never had a general anaesthetic before and the consent form listed every possible thing that could go wrong. my daughter is driving me in at 6 and i keep thinking about the dog and who will walk him for 6 weeks',
    kind: 'surgery',
    sayBack: ['hip', 'replacement', 'anaesthetic'],
    goalTitle: 'Walk the dog again',
  },
  {
    context: 'having my gallbladder out next week, keyhole, im scared of waking up during it',
    kind: 'surgery',
    sayBack: ['gallbladder', 'keyhole'],
  },
  {
    context:
      'spinal fusion surgery in 3 weeks, 6 weeks recovery after and i run my own business so who covers',
    kind: 'surgery',
    sayBack: ['spinal', 'fusion', 'surgery'],
  },
  {
    context: 'knee op tomorrow at 7am, nil by mouth from midnight',
    kind: 'surgery',
    sayBack: ['knee', 'op'],
  },
  {
    context: 'my son is having his tonsils out friday and im more scared than he is',
    kind: 'surgery',
    sayBack: ['son', 'tonsils'],
  },
  {
    context: 'colonoscopy monday, the prep is grim and im dreading the whole thing',
    kind: 'surgery',
    sayBack: ['colonoscopy', 'prep'],
  },
  {
    context:
      'open heart surgery scheduled for the 3rd, triple bypass, the surgeon was very matter of fact about it',
    kind: 'surgery',
    sayBack: ['heart', 'surgery', 'bypass', 'surgeon'],
    firstName: 'Pat',
  },
  {
    context: 'wisdom teeth out wenesday',
    kind: 'surgery',
    sayBack: ['wisdom', 'teeth'],
  },

  // waiting_for_results
  {
    context: 'had a biopsy on the lump tuesday, results in 10 days, i cant think about anything else',
    kind: 'waiting_for_results',
    sayBack: ['biopsy', 'lump', 'results'],
  },
  {
    context: 'mri done, now waiting on the neurologist to call me with results',
    kind: 'waiting_for_results',
    sayBack: ['mri', 'neurologist', 'results'],
  },
  {
    context: "bloods came back abnormal so they've re-run them, waiting till friday",
    kind: 'waiting_for_results',
    sayBack: ['bloods', 'abnormal'],
  },
  {
    context: 'waiting for my smear results, they found abnormal cells last time',
    kind: 'waiting_for_results',
    sayBack: ['smear', 'cells'],
  },
  {
    context: 'waiting on ct scan results after the chest pain, gp said up to 2 weeks',
    kind: 'waiting_for_results',
    sayBack: ['ct', 'scan', 'chest'],
  },
  {
    context: 'genetic test results for brca due any day now, my mum had it',
    kind: 'waiting_for_results',
    sayBack: ['genetic', 'brca'],
  },
  {
    context: 'scan to see if the tumour has shrunk, results appointment on thursday',
    kind: 'waiting_for_results',
    sayBack: ['scan', 'tumour', 'appointment'],
    firstName: 'Kath',
  },
  {
    context: 'ecg was wierd so theyve sent me for an echo, no news yet and every time my phone rings i jump',
    kind: 'waiting_for_results',
    sayBack: ['ecg', 'echo'],
  },

  // mental_health
  {
    context:
      'panic attacks on the tube every morning, started getting off 2 stops early to walk the rest. my chest goes tight, my hands tingle and i feel like everyone can see it. now im anxous about the anxiety before i even leave the flat',
    kind: 'mental_health',
    sayBack: ['panic', 'attacks', 'tube'],
  },
  {
    context: 'first therapy session on wednesday, no idea what to say or if ill just cry',
    kind: 'mental_health',
    sayBack: ['therapy', 'session'],
  },
  {
    context: 'started sertraline 2 weeks ago, side effects are rough and i feel flat',
    kind: 'mental_health',
    sayBack: ['sertraline', 'side', 'effects'],
  },
  {
    context: 'depression makes everything heavy. havent opened my post in a month',
    kind: 'mental_health',
    sayBack: ['depression', 'post'],
  },
  {
    context: 'ocd checking the door and the oven 20 times before i can leave the house',
    kind: 'mental_health',
    sayBack: ['ocd', 'door', 'oven'],
  },
  {
    context: 'health anxiety through the roof, googling every symptom at 3am',
    kind: 'mental_health',
    sayBack: ['health', 'anxiety', 'symptom'],
  },
  {
    context: 'social anxiety so bad i cant order at a cafe. gp has referred me for cbt',
    kind: 'mental_health',
    sayBack: ['anxiety', 'gp', 'cbt'],
    firstName: 'Kai',
    goalTitle: 'Order my own coffee',
  },
  {
    context:
      'been really low for months, not enjoying anything, finally booked a doctors appointment to talk about it and already want to cancel',
    kind: 'mental_health',
    sayBack: ['low', 'appointment', 'cancel'],
  },

  // quitting_smoking
  {
    context: '3 days off the vape, cravings after every meal are unreal',
    kind: 'quitting_smoking',
    sayBack: ['vape', 'cravings', 'meal'],
  },
  {
    context:
      'smoked 20 a day for 25 years, quitting monday with patches, havent gone a day without a cigarete since i was 15',
    kind: 'quitting_smoking',
    sayBack: ['smoked', 'quitting', 'patches'],
  },
  {
    context: 'week 2 without fags. the craving with my morning coffee is the worst bit',
    kind: 'quitting_smoking',
    sayBack: ['fags', 'craving', 'coffee'],
  },
  {
    context: 'quit smoking for my daughter, 5 weeks in, but everyone at work smokes on break',
    kind: 'quitting_smoking',
    sayBack: ['smoking', 'daughter', 'break'],
  },
  {
    context: 'had 2 cigs at a party after 40 days off, feel like i blew it',
    kind: 'quitting_smoking',
    sayBack: ['cigs', 'party'],
  },
  {
    context: 'trying to quit vaping, i hit it every 5 mins without even noticing',
    kind: 'quitting_smoking',
    sayBack: ['quit', 'vaping'],
  },
  {
    context: 'a month smoke free today, the urge still hits hardest in the car',
    kind: 'quitting_smoking',
    sayBack: ['smoke', 'urge', 'car'],
    firstName: 'Lee',
    goalTitle: 'Stay smoke free',
  },
  {
    context:
      'started champix, quit date is saturday and honestly im scared of who i am without a cigarette in my hand when im stressed',
    kind: 'quitting_smoking',
    sayBack: ['champix', 'quit', 'cigarette'],
  },

  // addiction_recovery
  {
    context: '90 days sober tomorow, works christmas do is friday and everyone drinks',
    kind: 'addiction_recovery',
    sayBack: ['sober', 'christmas', 'drinks'],
  },
  {
    context: 'relapsed after 8 months of not drinking, back to meeting one',
    kind: 'addiction_recovery',
    sayBack: ['relapsed', 'drinking', 'meeting'],
  },
  {
    context: 'stopped gambling 6 weeks ago, self excluded from the apps but payday is monday',
    kind: 'addiction_recovery',
    sayBack: ['gambling', 'excluded', 'payday'],
  },
  {
    context: 'coke every weekend for years, clean 3 months now but my mates all still use',
    kind: 'addiction_recovery',
    sayBack: ['coke', 'clean', 'mates'],
  },
  {
    context: 'first aa meeting tonight. i dont even know if im an alcoholic',
    kind: 'addiction_recovery',
    sayBack: ['aa', 'meeting', 'alcoholic'],
  },
  {
    context: 'trying to stop drinking in the week. a bottle of wine most nights to unwind',
    kind: 'addiction_recovery',
    sayBack: ['drinking', 'bottle', 'wine'],
  },
  {
    context: 'weed every night for 10 years to sleep, day 5 without and the dreams are insane',
    kind: 'addiction_recovery',
    sayBack: ['weed', 'dreams'],
    firstName: 'Jamie',
    goalTitle: '30 days clear',
  },
  {
    context: 'my sponsor moved away and i feel wobbly without her, 2 years sober in june',
    kind: 'addiction_recovery',
    sayBack: ['sponsor', 'sober'],
  },

  // new_parent
  {
    context:
      'two week old twins and my partner goes back to work monday. i cant even get them both fed and changed without one of them screaming and i havent showered in 3 days. everyone says enjoy it, it goes so fast, and i just nod',
    kind: 'new_parent',
    sayBack: ['twins', 'partner'],
  },
  {
    context: 'new dad, baby is 3 weeks, i feel useless cos she only wants her mum',
    kind: 'new_parent',
    sayBack: ['dad', 'baby', 'mum'],
  },
  {
    context: 'breastfeeding is agony and everyone says push through, 10 days postpartum',
    kind: 'new_parent',
    sayBack: ['breastfeeding', 'postpartum'],
  },
  {
    context: 'the 4 month sleep regression is real, up every 45 mins, i dont remeber what rested feels like',
    kind: 'new_parent',
    sayBack: ['sleep', 'regression'],
  },
  {
    context:
      "first time mom, baby was in the nicu for 2 weeks and now he's home and i'm scared to be alone with him",
    kind: 'new_parent',
    sayBack: ['nicu', 'baby', 'mom'],
  },
  {
    context: 'adopted our son last month, hes 8 months old and bonding is slower than i thought',
    kind: 'new_parent',
    sayBack: ['adopted', 'son', 'bonding'],
  },
  {
    context: 'newborn wont settle unless held, im doing all the night feeds',
    kind: 'new_parent',
    sayBack: ['newborn', 'feeds', 'held'],
    firstName: 'Chloe',
    goalTitle: 'Survive the first 12 weeks',
  },
  {
    context: 'paternity leave ends friday and im gutted, shes only 2 weeks old',
    kind: 'new_parent',
    sayBack: ['paternity', 'leave'],
  },

  // pregnancy_fertility
  {
    context: 'trying for a baby for 2 years, another negative this morning',
    kind: 'pregnancy_fertility',
    sayBack: ['baby', 'negative'],
  },
  {
    context: 'ivf egg collection friday',
    kind: 'pregnancy_fertility',
    sayBack: ['egg', 'collection', 'ivf'],
  },
  {
    context:
      '33 weeks pregnant with my first and terrified of giving birth, i have watched way to many videos',
    kind: 'pregnancy_fertility',
    sayBack: ['pregnant', 'birth'],
  },
  {
    context: 'pregnant again after a loss last year, every scan i hold my breath',
    kind: 'pregnancy_fertility',
    sayBack: ['pregnant', 'scan'],
  },
  {
    context: 'pcos and trying to conceive, tracking ovulation is making me obsessed',
    kind: 'pregnancy_fertility',
    sayBack: ['pcos', 'conceive', 'ovulation'],
  },
  {
    context: "my wife is due in 2 weeks, i'm her birth partner and i faint at the sight of blood",
    kind: 'pregnancy_fertility',
    sayBack: ['due', 'birth', 'partner'],
    firstName: 'Sam',
  },
  {
    context: 'two week wait after embryo transfer, day 6, analysing every twinge',
    kind: 'pregnancy_fertility',
    sayBack: ['embryo', 'transfer', 'twinge'],
    goalTitle: 'Stay calm in the two week wait',
  },
  {
    context:
      'induction booked for tuesday, i wanted a calm water birth and now its all changed and i feel cheated',
    kind: 'pregnancy_fertility',
    sayBack: ['induction', 'birth'],
  },

  // caring_for_someone
  {
    context:
      'looking after my husband since his stroke, i do everything now, washing, dressing, his exercises',
    kind: 'caring_for_someone',
    sayBack: ['husband', 'stroke', 'washing'],
  },
  {
    context: 'dad has parkinsons, i drive over after work every night to get him into bed',
    kind: 'caring_for_someone',
    sayBack: ['dad', 'drive', 'bed'],
  },
  {
    context: 'my brother has severe autism, hes 22 and im his main carer now our parents are getting older',
    kind: 'caring_for_someone',
    sayBack: ['brother', 'autism', 'carer'],
  },
  {
    context: 'nan moved in with us, shes 91, and i cant leave the house without arranging a sitter',
    kind: 'caring_for_someone',
    sayBack: ['nan', 'sitter'],
  },
  {
    context: 'young carer, 16, doing the shopping and my mums injections before school',
    kind: 'caring_for_someone',
    sayBack: ['carer', 'shopping', 'injections'],
  },
  {
    context: 'my wife has early onset alzheimers, shes 58 and some evenings she forgets who i am',
    kind: 'caring_for_someone',
    sayBack: ['wife', 'forgets', 'evenings'],
  },
  {
    context: 'full time carer for my disabled son and they just cut our respite hours',
    kind: 'caring_for_someone',
    sayBack: ['carer', 'son', 'respite'],
    firstName: 'Mandy',
  },
  {
    context:
      'mum had a fall in march and since then ive been going round before work to get her up and washed, then lunchtime, then again at night. my brother lives 200 miles away and thinks a phone call counts. i love her but im so tired and i snapped at her yesterday about her tablets',
    kind: 'caring_for_someone',
    sayBack: ['mum', 'fall', 'tablets', 'brother'],
    goalTitle: 'Ask for help with mum',
  },

  // parenting_teenagers
  {
    context: "my 15 year old won't come out of her room, just grunts at me",
    kind: 'parenting_teenagers',
    sayBack: ['room', 'grunts'],
  },
  {
    context: 'son is 14 and refusing to go to school, third week now',
    kind: 'parenting_teenagers',
    sayBack: ['son', 'refusing', 'school'],
  },
  {
    context: 'caught my daughter vaping, shes 13, huge row and now shes not speaking to me',
    kind: 'parenting_teenagers',
    sayBack: ['daughter', 'vaping', 'row'],
  },
  {
    context: 'teenage son stays out till 2am and lies about where he is, i cant sleep untill i hear the door',
    kind: 'parenting_teenagers',
    sayBack: ['teenage', 'son', 'lies'],
  },
  {
    context: 'my daughter is 16 and we used to be so close, now its slammed doors and one word answers',
    kind: 'parenting_teenagers',
    sayBack: ['daughter', 'doors', 'answers'],
  },
  {
    context: 'stepdad to two teenagers and they treat me like furniture',
    kind: 'parenting_teenagers',
    sayBack: ['stepdad', 'teenagers', 'furniture'],
  },
  {
    context: 'son wants to drop out of sixth form to go pro on fortnite',
    kind: 'parenting_teenagers',
    sayBack: ['son', 'sixth', 'fortnite'],
    firstName: 'Paul',
  },
  {
    context:
      'my 13 year old daughter is on her phone till 3am every night and i dont know how to take it off her without a massive fight',
    kind: 'parenting_teenagers',
    sayBack: ['daughter', 'phone'],
    goalTitle: 'A calmer house',
  },

  // parenting_young_children
  {
    context:
      'toddler tantrums in every supermarket and i can feel everyone staring, i end up leaving with half the shoping',
    kind: 'parenting_young_children',
    sayBack: ['toddler', 'tantrums', 'supermarket'],
  },
  {
    context: 'single mum to a 3 and a 5 year old, never get a break, not even a wee on my own',
    kind: 'parenting_young_children',
    sayBack: ['single', 'mum', 'break'],
  },
  {
    context: 'my 4yo still wakes 5 times a night and i am a zombie at work',
    kind: 'parenting_young_children',
    sayBack: ['wakes', 'zombie'],
  },
  {
    context: 'potty training hell, week 3',
    kind: 'parenting_young_children',
    sayBack: ['potty', 'training'],
  },
  {
    context: 'i shout at my kids every morning trying to get them out the door and then feel awful all day',
    kind: 'parenting_young_children',
    sayBack: ['shout', 'kids', 'door'],
    goalTitle: 'Calmer mornings',
  },
  {
    context: '3 kids under 6, husband travels for work, im drowning in washing and school runs',
    kind: 'parenting_young_children',
    sayBack: ['kids', 'washing', 'runs'],
  },
  {
    context: 'my daughter keeps biting at nursery and they keep calling me in',
    kind: 'parenting_young_children',
    sayBack: ['daughter', 'biting', 'nursery'],
    firstName: 'Becky',
  },

  // grief
  {
    context: 'my nan died on sunday and i have to help carry the coffin',
    kind: 'grief',
    sayBack: ['nan', 'died', 'coffin'],
  },
  {
    context: 'lost our dog of 14 years yesterday, the house is so quiet',
    kind: 'grief',
    sayBack: ['dog', 'quiet'],
  },
  {
    context: 'miscarried at 11 weeks last month and everyone has moved on but me',
    kind: 'grief',
    sayBack: ['miscarried', 'moved'],
  },
  {
    context:
      'one year anniversary of my brothers death on friday, dont know how to get through the day at all',
    kind: 'grief',
    sayBack: ['anniversary', 'death'],
  },
  {
    context: 'my best friend passed in may and i still text her phone',
    kind: 'grief',
    sayBack: ['friend', 'passed', 'text'],
  },
  {
    context: 'have to give the eulogy for my grandad, he basically raised me',
    kind: 'grief',
    sayBack: ['eulogy', 'grandad', 'raised'],
  },
  {
    context:
      'mum died 3 years ago and it still hits me out of nowhere in the supermarket, like i see her brand of tea and have to leave the trolley and go sit in the car. everyone thinks im fine now because its been 3 years and i dont know how to tell them im not',
    kind: 'grief',
    sayBack: ['mum', 'died', 'supermarket'],
  },
  {
    context: 'lost my husband in march, first christmas without him coming up',
    kind: 'grief',
    sayBack: ['husband', 'christmas'],
    firstName: 'Maureen',
  },

  // breakup
  {
    context: 'she finished with me after 4 years, over text, and took the dog',
    kind: 'breakup',
    sayBack: ['finished', 'text', 'dog'],
  },
  {
    context:
      'boyfriend dumped me a week before my birthday, feels so wierd waking up without a message from him',
    kind: 'breakup',
    sayBack: ['boyfriend', 'dumped', 'birthday'],
  },
  {
    context: 'broke up with my gf of 6 years, i was the one who broke it off but i miss her so much',
    kind: 'breakup',
    sayBack: ['gf', 'broke'],
  },
  {
    context: "found out he was cheating so we're done, and i have to see him at uni every day",
    kind: 'breakup',
    sayBack: ['cheating', 'uni'],
  },
  {
    context:
      'breakup 2 months ago, still checking her instagram every hour. she looks so happy and i look like a zombie, my mates have stopped asking how im doing because i just go on about her',
    kind: 'breakup',
    sayBack: ['breakup', 'instagram'],
  },
  {
    context: "we split up last week and im moving out of our flat tomorrow, she's keeping the cat",
    kind: 'breakup',
    sayBack: ['split', 'flat', 'cat'],
  },
  {
    context: 'partner of 9 years left, we were engaged',
    kind: 'breakup',
    sayBack: ['partner', 'engaged'],
    firstName: 'Zoe',
  },

  // divorce_separation
  {
    context: 'divorce papers signed today',
    kind: 'divorce_separation',
    sayBack: ['divorce', 'papers', 'signed'],
  },
  {
    context:
      "husband moved out last week, we're seperating and the kids keep asking when daddy is coming home",
    kind: 'divorce_separation',
    sayBack: ['husband', 'kids', 'daddy'],
  },
  {
    context: 'first christmas doing the handover with my ex, the co-parenting schedule is a nightmare',
    kind: 'divorce_separation',
    sayBack: ['handover', 'ex', 'schedule'],
  },
  {
    context: 'mediation with my ex wife thursday about the house',
    kind: 'divorce_separation',
    sayBack: ['mediation', 'ex', 'wife', 'house'],
  },
  {
    context: 'my wife told me she wants a divorce. didnt see it coming at all',
    kind: 'divorce_separation',
    sayBack: ['wife', 'divorce'],
  },
  {
    context: 'separated 6 months, living back with my parents at 45, kids every other weekend',
    kind: 'divorce_separation',
    sayBack: ['separated', 'parents', 'weekend'],
  },
  {
    context: 'decree absolute came through today, i thought id feel free but i just feel weird',
    kind: 'divorce_separation',
    sayBack: ['decree', 'absolute'],
    firstName: 'Steve',
    goalTitle: 'Build a new normal',
  },

  // dating_again
  {
    context: 'first date in 11 years on saturday. last time i dated people didnt have phones',
    kind: 'dating_again',
    sayBack: ['date', 'dated'],
  },
  {
    context: 'back on hinge after my divorce, no idea how to write a bio',
    kind: 'dating_again',
    sayBack: ['hinge', 'bio'],
  },
  {
    context:
      'widowed 3 years and a lovely man from my walking group asked me to dinner next friday. i feel guilty even thinking about saying yes, like im betraying john, and i havent been on a date since 1986 so i wouldnt even know what to wear or what people talk about now',
    kind: 'dating_again',
    sayBack: ['widowed', 'dinner', 'guilty'],
  },
  {
    context: 'ghosted after 3 really good dates, should i just delete the apps',
    kind: 'dating_again',
    sayBack: ['ghosted', 'dates', 'apps'],
  },
  {
    context: '48 and dating again, everyone my age seems to want someone younger and its realy knocking me',
    kind: 'dating_again',
    sayBack: ['dating', 'younger'],
  },
  {
    context: 'coffee date with a guy from bumble tomorrow arvo, im so out of practice',
    kind: 'dating_again',
    sayBack: ['coffee', 'date', 'bumble'],
  },
  {
    context: 'want to start dating after my breakup last year but i feel sick with nerves before every date',
    kind: 'dating_again',
    sayBack: ['dating', 'breakup', 'nerves'],
    firstName: 'Rob',
    goalTitle: 'Go on three dates',
  },

  // relationship_strain
  {
    context: 'me and my partner argue about money every single night lately',
    kind: 'relationship_strain',
    sayBack: ['partner', 'argue', 'money'],
  },
  {
    context: "long distance with my boyfriend, he's in canada and the 8 hour time difference is brutal",
    kind: 'relationship_strain',
    sayBack: ['distance', 'boyfriend', 'canada'],
  },
  {
    context:
      'found messages on her phone to her ex, she says its nothing and i cant stop thinking about it. we have been together 6 years and i never used to be the jealous type but now i check where she is and hate myself for it',
    kind: 'relationship_strain',
    sayBack: ['messages', 'phone', 'ex'],
  },
  {
    context: 'we feel like flatmates. no sex, no real chats, just logistics about the kids',
    kind: 'relationship_strain',
    sayBack: ['flatmates', 'logistics'],
  },
  {
    context: 'husband and i keep having the exact same arguement about his mum',
    kind: 'relationship_strain',
    sayBack: ['husband', 'mum'],
  },
  {
    context: "girlfriend wants to move in and i'm not ready and now she's hurt",
    kind: 'relationship_strain',
    sayBack: ['girlfriend', 'move', 'ready'],
  },
  {
    context: 'couples counselling starts next week, we are trying to save it',
    kind: 'relationship_strain',
    sayBack: ['couples', 'counselling'],
    firstName: 'Ben',
  },

  // difficult_conversation
  {
    context: 'need to tell my parents im dropping out of uni',
    kind: 'difficult_conversation',
    sayBack: ['parents', 'dropping', 'uni'],
  },
  {
    context: 'havent spoken to my sister in 3 years, going to call her on her birthday',
    kind: 'difficult_conversation',
    sayBack: ['sister', 'birthday', 'call'],
  },
  {
    context: 'my best mate keeps borrowing money and never pays it back, i need to say something',
    kind: 'difficult_conversation',
    sayBack: ['mate', 'borrowing', 'money'],
  },
  {
    context:
      'going to apologise to my dad for what i said at christmas, we havent spoken since and its my fault, i was out of order and he probly thinks i dont care',
    kind: 'difficult_conversation',
    sayBack: ['apologise', 'dad', 'christmas'],
  },
  {
    context: 'have to tell my mother in law she cant just turn up unannounced anymore',
    kind: 'difficult_conversation',
    sayBack: ['mother', 'law', 'unannounced'],
  },
  {
    context: 'confronting my friend about always cancelling last minute',
    kind: 'difficult_conversation',
    sayBack: ['confronting', 'friend', 'cancelling'],
  },
  {
    context: 'reaching out to my estranged son after 6 years, writing him a letter',
    kind: 'difficult_conversation',
    sayBack: ['estranged', 'son', 'letter'],
    firstName: 'Diane',
    goalTitle: 'Reconnect with my son',
  },

  // wedding
  {
    context: 'getting married in 6 weeks and the seating plan has started a family war',
    kind: 'wedding',
    sayBack: ['married', 'seating'],
  },
  {
    context: "wedding is saturday and i'm terrified of saying my vows in front of 120 people",
    kind: 'wedding',
    sayBack: ['wedding', 'vows'],
  },
  {
    context: 'planning a wedding on a tiny budget and my mum wants a big church do',
    kind: 'wedding',
    sayBack: ['wedding', 'budget', 'church'],
  },
  {
    context: 'walking down the aisle in 10 days and i hate being the centre of attention',
    kind: 'wedding',
    sayBack: ['aisle', 'attention'],
  },
  {
    context: 'eloping next month, parents furious',
    kind: 'wedding',
    sayBack: ['eloping', 'parents'],
  },
  {
    context: 'cold feet 3 weeks before the wedding. is that normal. i definately love him',
    kind: 'wedding',
    sayBack: ['cold', 'feet', 'wedding'],
  },
  {
    context: 'our wedding venue just went bust 2 months before the big day',
    kind: 'wedding',
    sayBack: ['venue', 'bust', 'wedding'],
    firstName: 'Hannah',
    goalTitle: 'Enjoy our wedding day',
  },

  // moving_loneliness
  {
    context: 'moved to melbourne from dublin 3 months ago and i dont know a soul',
    kind: 'moving_loneliness',
    sayBack: ['melbourne', 'dublin', 'soul'],
  },
  {
    context: 'new city for work, eating dinner alone every night, so lonley',
    kind: 'moving_loneliness',
    sayBack: ['city', 'dinner', 'alone'],
  },
  {
    context: '33 and all my friends have kids or moved away, weekends are so lonely',
    kind: 'moving_loneliness',
    sayBack: ['friends', 'weekends', 'lonely'],
  },
  {
    context: 'moving to germany next month for my partners job and i dont speak german',
    kind: 'moving_loneliness',
    sayBack: ['germany', 'german'],
  },
  {
    context: 'how do you make friends as an adult',
    kind: 'moving_loneliness',
    sayBack: ['friends', 'adult'],
  },
  {
    context:
      'moved to leeds for a job, everyone at work goes home to their families at 5 and my flat is silent',
    kind: 'moving_loneliness',
    sayBack: ['leeds', 'flat', 'silent'],
  },
  {
    context: 'working from home in a new town, i can go days without talking to anyone',
    kind: 'moving_loneliness',
    sayBack: ['town', 'talking'],
    goalTitle: 'Make one real friend here',
  },

  // money_debt
  {
    context:
      '12k on credit cards and i only ever pay the minimum. havent told my partner how bad it is and i hide the letters. i earn ok but it just goes, and i dont even know where. want to sort it before we try and get a morgage next year',
    kind: 'money_debt',
    sayBack: ['credit', 'cards', 'minimum'],
  },
  {
    context: 'rent went up 200 a month and i cant cover it, landlord wants an answer by friday',
    kind: 'money_debt',
    sayBack: ['rent', 'landlord'],
  },
  {
    context: 'behind on council tax and got a letter mentioning bailiffs',
    kind: 'money_debt',
    sayBack: ['council', 'tax', 'bailiffs'],
  },
  {
    context: 'trying to budget for the first time in my life, 32 and no savings at all',
    kind: 'money_debt',
    sayBack: ['budget', 'savings'],
    goalTitle: 'Save a £1,000 buffer',
  },
  {
    context: 'took a payday loan to cover the car repair and now the interest is crippling me',
    kind: 'money_debt',
    sayBack: ['payday', 'loan', 'interest'],
  },
  {
    context: 'overdraft maxed, 9 days til payday, £14 in my account',
    kind: 'money_debt',
    sayBack: ['overdraft', 'payday', 'account'],
  },
  {
    context: 'student loans are 80k and i feel sick every time i open the app',
    kind: 'money_debt',
    sayBack: ['student', 'loans'],
    firstName: 'Chris',
  },

  // court_legal
  {
    context:
      "custody hearing on the 9th and my ex is saying i'm an unfit mother because i work evenings. my solicitor says its weak but i cant stop picturing the judge believing him",
    kind: 'court_legal',
    sayBack: ['custody', 'hearing'],
  },
  {
    context: 'employment tribunal against my old employer next month, i have to give evidence',
    kind: 'court_legal',
    sayBack: ['employment', 'tribunal', 'evidence'],
  },
  {
    context: 'got a court summons for a speeding fine i thought was sorted',
    kind: 'court_legal',
    sayBack: ['summons', 'speeding', 'court'],
  },
  {
    context: 'being sued by a former client over a contract dispute and the lawyers fees are insane',
    kind: 'court_legal',
    sayBack: ['sued', 'client', 'contract'],
  },
  {
    context: 'witness in a trial next week, terrified of being cross examined by the lawers',
    kind: 'court_legal',
    sayBack: ['witness', 'trial'],
  },
  {
    context: 'small claims against my old landlord for my deposit, hearing monday',
    kind: 'court_legal',
    sayBack: ['claims', 'landlord', 'deposit'],
  },
  {
    context: 'the neighbours have taken us to court over the boundary fence',
    kind: 'court_legal',
    sayBack: ['neighbours', 'court', 'boundary', 'fence'],
    firstName: 'Gareth',
  },

  // immigration
  {
    context:
      'spouse visa aplication going in this week and every document has to be perfect, bank statements, photos of us together, letters, the lot. if they refuse it my husband has to go back to brazil and we dont know how long for. i keep checking the checklist at 3am',
    kind: 'immigration',
    sayBack: ['spouse', 'visa', 'document'],
  },
  {
    context: 'ielts in 10 days, need a 7 in writing for my nursing registration',
    kind: 'immigration',
    sayBack: ['ielts', 'writing', 'registration'],
  },
  {
    context: 'citizenship test on tuesday and i keep mixing up the dates of the kings and queens',
    kind: 'immigration',
    sayBack: ['citizenship', 'kings', 'queens'],
  },
  {
    context: "green card interview in march, they'll question us separately about our marriage",
    kind: 'immigration',
    sayBack: ['green', 'card', 'marriage'],
  },
  {
    context:
      'waiting on my work permit renewal, if it doesnt come through by june i have to leave the country',
    kind: 'immigration',
    sayBack: ['permit', 'renewal', 'country'],
  },
  {
    context: 'new in canada, trying to get my engineering degree recognised, driving uber in the meantime',
    kind: 'immigration',
    sayBack: ['canada', 'engineering', 'degree'],
    goalTitle: 'Get my degree recognised',
  },
  {
    context: 'permanent residency points test, im 5 points short',
    kind: 'immigration',
    sayBack: ['permanent', 'residency', 'points'],
    firstName: 'Tunde',
  },

  // coming_out
  {
    context: 'going to tell my parents im gay at sunday lunch',
    kind: 'coming_out',
    sayBack: ['parents', 'gay', 'lunch'],
  },
  {
    context:
      'want to come out as bi to my friends but my group chat makes jokes and i laugh along like an idiot',
    kind: 'coming_out',
    sayBack: ['bi', 'friends', 'jokes'],
  },
  {
    context: 'im trans and starting to tell people, work is next, hr meeting friday',
    kind: 'coming_out',
    sayBack: ['trans', 'hr', 'meeting'],
  },
  {
    context: 'told my mum im a lesbian last week and she hasnt mentioned it since',
    kind: 'coming_out',
    sayBack: ['mum', 'lesbian'],
  },
  {
    context: 'non binary and want my family to use they/them, my nan is 88',
    kind: 'coming_out',
    sayBack: ['binary', 'nan'],
  },
  {
    context: '52 and finally ready to come out as gay, terrified what my church will say',
    kind: 'coming_out',
    sayBack: ['gay', 'church'],
  },
  {
    context: 'queer and from a really religious family, thinking of telling my brother first',
    kind: 'coming_out',
    sayBack: ['queer', 'religious', 'brother'],
    firstName: 'Alex',
  },

  // retirement
  {
    context:
      'retired 3 weeks ago after 40 years as a postman, i dont know what to do with myself. i still wake at 4:30 every morning. the wife has her routines and her friends and i feel like im under her feet all day',
    kind: 'retirement',
    sayBack: ['retired', 'postman'],
  },
  {
    context: 'last day at the school friday before i retire, 35 years teaching',
    kind: 'retirement',
    sayBack: ['retire', 'teaching', 'school'],
  },
  {
    context: 'retiring early at 60 because of my knees, feel like im on the scrapheap',
    kind: 'retirement',
    sayBack: ['retiring', 'knees', 'scrapheap'],
  },
  {
    context: '6 months into retirement and golf and the garden arent enuff',
    kind: 'retirement',
    sayBack: ['retirement', 'golf', 'garden'],
  },
  {
    context: 'want to find something meaningful now im retired, maybe volunteering',
    kind: 'retirement',
    sayBack: ['retired', 'meaningful', 'volunteering'],
  },
  {
    context: "pension kicks in next month and i've worked since i was 16, never not worked",
    kind: 'retirement',
    sayBack: ['pension', 'worked'],
  },
  {
    context: 'retired nurse, i miss the purpose, the days are so long',
    kind: 'retirement',
    sayBack: ['retired', 'nurse', 'purpose'],
    firstName: 'Bill',
    goalTitle: 'Find my next purpose',
  },

  // confidence
  {
    context:
      'i always think people are just being nice to me and secretly find me annoying. if a mate takes ages to text back i assume ive done something and replay every conversation',
    kind: 'confidence',
    sayBack: ['nice', 'annoying'],
  },
  {
    context: 'imposter syndrome every day, just waiting to be found out',
    kind: 'confidence',
    sayBack: ['imposter', 'syndrome'],
  },
  {
    context: 'so shy i cant even tell the waiter my order is wrong, zero confidance',
    kind: 'confidence',
    sayBack: ['shy', 'waiter', 'order'],
  },
  {
    context: 'i hate how i look in photos, i avoid them at every party',
    kind: 'confidence',
    sayBack: ['photos', 'party'],
  },
  {
    context: 'low self esteem since school, i talk myself out of everything before i try',
    kind: 'confidence',
    sayBack: ['self', 'esteem'],
  },
  {
    context: 'i want to believe in myself for once instead of second guessing every decision',
    kind: 'confidence',
    sayBack: ['believe', 'guessing', 'decision'],
  },
  {
    context: 'compare myself to everyone on instagram and feel like a failure',
    kind: 'confidence',
    sayBack: ['compare', 'instagram', 'failure'],
    firstName: 'Leah',
    goalTitle: 'Back myself',
  },

  // habits_procrastination
  {
    context: 'i have 100 things on my to do list and i spend the whole day scrolling tiktok',
    kind: 'habits_procrastination',
    sayBack: ['list', 'scrolling', 'tiktok'],
  },
  {
    context: 'want to get up at 6 and journal but i snooze every morning',
    kind: 'habits_procrastination',
    sayBack: ['journal', 'snooze'],
  },
  {
    context: 'procrastinating on my tax return, due in 5 days and i havent even opened the folder',
    kind: 'habits_procrastination',
    sayBack: ['procrastinating', 'tax', 'return'],
  },
  {
    context: 'trying to build a habit of reading 20 mins a night',
    kind: 'habits_procrastination',
    sayBack: ['habit', 'reading'],
  },
  {
    context: 'zero discipline. i start a new routine monday and quit by wednesday, every single week',
    kind: 'habits_procrastination',
    sayBack: ['discipline', 'routine'],
  },
  {
    context:
      'need motivation to start clearing the garage, its been 2 years, i say ill do it tommorow every weekend',
    kind: 'habits_procrastination',
    sayBack: ['motivation', 'garage'],
  },
  {
    context: 'keep putting off learning spanish, my app streak died on day 3',
    kind: 'habits_procrastination',
    sayBack: ['spanish', 'streak'],
    firstName: 'Nina',
    goalTitle: '20 minutes of Spanish a day',
  },

  // facing_a_fear
  {
    context: 'flying to spain in 2 weeks for my sisters hen do, havent flown in 12 years',
    kind: 'facing_a_fear',
    sayBack: ['flying', 'spain', 'flown'],
    goalTitle: 'Get on the plane',
  },
  {
    context:
      "terrified of heights and we're doing a glass bridge on holiday in china, the kids are so excited and i dont want to be the one who ruins it",
    kind: 'facing_a_fear',
    sayBack: ['heights', 'glass', 'bridge'],
  },
  {
    context: 'dentist tomorrow for a filling, havent been in 8 years because im that scared',
    kind: 'facing_a_fear',
    sayBack: ['dentist', 'filling'],
  },
  {
    context: 'needle phobia and i need blood taken friday',
    kind: 'facing_a_fear',
    sayBack: ['needle', 'phobia', 'blood'],
  },
  {
    context: 'scared of driving on motorways and the new job means the m25 every day',
    kind: 'facing_a_fear',
    sayBack: ['driving', 'motorways'],
  },
  {
    context: 'cant swim at 40 and want to learn, first lesson thursday',
    kind: 'facing_a_fear',
    sayBack: ['swim', 'lesson'],
  },
  {
    context: 'scared of spiders to the point i cant go in my own shed',
    kind: 'facing_a_fear',
    sayBack: ['spiders', 'shed'],
    firstName: 'Tash',
  },

  // rejection
  {
    context: 'didnt get into medicine again, second year of rejections',
    kind: 'rejection',
    sayBack: ['medicine', 'rejections'],
  },
  {
    context: 'publisher passed on my manuscript after 6 months of waiting, recieved a two line email',
    kind: 'rejection',
    sayBack: ['publisher', 'manuscript'],
  },
  {
    context: "job offer withdrawn 2 days before i started and i'd already resigned",
    kind: 'rejection',
    sayBack: ['offer', 'withdrawn', 'resigned'],
  },
  {
    context: 'cut from the first team squad at 17, football was my whole life',
    kind: 'rejection',
    sayBack: ['squad', 'football'],
  },
  {
    context: 'got a no from every drama school i auditioned for',
    kind: 'rejection',
    sayBack: ['drama', 'school', 'auditioned'],
  },
  {
    context: 'grant application rejected, 3 years of work on it',
    kind: 'rejection',
    sayBack: ['grant', 'application', 'rejected'],
  },
  {
    context: 'asked someone out and they laughed. i know its small but i cant shake it',
    kind: 'rejection',
    sayBack: ['asked', 'laughed'],
    firstName: 'Josh',
  },

  // general
  {
    context:
      'renovating our house ourselves and were 8 months into what was meant to be a 3 month job. no kitchen, dust everywhere, washing up in the bath, and every wall we open up has another problem behind it. i just want one room that is actually finished',
    kind: 'general',
    sayBack: ['renovating', 'house'],
  },
  {
    context: 'neighbour keeps parking across my drive and gets shirty when i ask him to move',
    kind: 'general',
    sayBack: ['neighbour', 'parking', 'drive'],
  },
  {
    context: 'organising a charity quiz night for the animal shelter, 30 tables booked and no volunteers yet',
    kind: 'general',
    sayBack: ['charity', 'quiz', 'shelter', 'volunteers'],
  },
  {
    context: 'our rescue dog is reactive and lunges at every other dog on walks, i dread going out',
    kind: 'general',
    sayBack: ['rescue', 'dog', 'walks'],
  },
  {
    context: 'selling the house and the buyer pulled out the day before exchange',
    kind: 'general',
    sayBack: ['buyer', 'exchange'],
  },
  {
    context: 'flood wrecked the whole downstairs in january and the insurance claim is dragging on',
    kind: 'general',
    sayBack: ['flood', 'downstairs', 'insurance'],
  },
  {
    context: 'hosting christmas for 14 people for the first time, in laws included',
    kind: 'general',
    sayBack: ['hosting', 'christmas'],
  },
  {
    context: 'slugs ate half my allotment a week before the village show',
    kind: 'general',
    sayBack: ['slugs', 'allotment', 'show'],
  },
  {
    context: 'doing my family tree and found out my grandad had a whole other family',
    kind: 'general',
    sayBack: ['tree', 'grandad'],
  },
  {
    context: 'planning 3 weeks in japan on my own, first solo trip ever',
    kind: 'general',
    sayBack: ['japan', 'solo', 'trip'],
  },
  {
    context: 'landlord is selling up and we have 2 months to find somewhere to live',
    kind: 'general',
    sayBack: ['landlord', 'selling'],
  },
  {
    context: 'tree in our garden came down in the storm and smashed the neighbours conservatory',
    kind: 'general',
    sayBack: ['storm', 'conservatory'],
  },
  {
    context: 'running the school summer fair this year because the pta chair dropped out',
    kind: 'general',
    sayBack: ['summer', 'fair', 'pta'],
  },
  {
    context: 'restoring an old campervan, every time i fix one thing two more break',
    kind: 'general',
    sayBack: ['restoring', 'campervan'],
  },
  {
    context:
      'our cat went missing 4 days ago, posters everywhere, nothing, keep checking the garden evry night',
    kind: 'general',
    sayBack: ['cat', 'missing', 'posters'],
  },
  {
    context: 'organising my 20 year school reunion and only 8 people have replied',
    kind: 'general',
    sayBack: ['reunion', 'replied'],
  },
  {
    context: 'first home, offer accepted, then the survey found subsidence',
    kind: 'general',
    sayBack: ['offer', 'survey', 'subsidence'],
    firstName: 'Emma',
    goalTitle: 'Get the keys by summer',
  },
];
