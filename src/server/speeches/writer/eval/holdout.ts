import type { DevCase } from './types';

/**
 * Held out: never read while tuning the classifier or the writer. Written independently of the
 * development cases, as different people would type into the app box.
 */
export const HOLDOUT_CASES: readonly DevCase[] = [
  // job_interview
  {
    context:
      'got an interview at the hospital pharmacy on thursday and i always freeze when they ask about a time i handled conflict',
    kind: 'job_interview',
    sayBack: ['interview', 'pharmacy', 'conflict'],
  },
  {
    context:
      'assessment centre for a grad scheme next week. group exercise with total strangers and a case study, im gonna be the quiet one in the corner',
    kind: 'job_interview',
    sayBack: ['assessment', 'centre', 'group', 'exercise'],
  },
  {
    context:
      'second round w the head of ops tmrw for a warehouse supervisor role, first one went ok i think??',
    kind: 'job_interview',
    sayBack: ['round', 'warehouse', 'supervisor'],
    firstName: 'Dwayne',
  },

  // job_search
  {
    context:
      'applied to 63 jobs since march. 2 rejections and 61 silences. starting to wonder if anyone even reads them',
    kind: 'job_search',
    sayBack: ['applied', 'jobs', 'silences'],
  },
  {
    context:
      'trying to get out of retail and into IT, been doing the google cert at night after the kids are in bed and sending my cv everywhere, tweaked it like 20 times, done the linkedin thing, even messaged people i went to school with, and still no bites. im 38 and everyone else applying seems to be 22 with a degree',
    kind: 'job_search',
    sayBack: ['retail', 'cert', 'cv'],
    goalTitle: 'Land a junior IT role',
  },
  {
    context: 'been out of work 7 months after having the kids, how do i even explain the gap on applications',
    kind: 'job_search',
    sayBack: ['gap', 'applications', 'kids'],
  },

  // job_loss
  {
    context:
      'they let 40 of us go on monday via a teams call. 11 years there. still got my lanyard in my bag',
    kind: 'job_loss',
    sayBack: ['teams', 'call', 'lanyard'],
  },
  {
    context: 'made redundant at 58, who hires a 58 year old draughtsman',
    kind: 'job_loss',
    sayBack: ['redundant', 'draughtsman'],
  },
  {
    context: 'got sacked from the cafe for being late too many times. my own fault honestly but rent is due',
    kind: 'job_loss',
    sayBack: ['sacked', 'cafe', 'late'],
    firstName: 'Kayla',
  },

  // new_job
  {
    context:
      'start at the council on monday, first office job ever after 10 years in kitchens. dont know how to do small talk by the kettle',
    kind: 'new_job',
    sayBack: ['council', 'office', 'kitchens', 'kettle'],
  },
  {
    context: '3 weeks into my electrician apprenticeship and i feel like the slowest person on site',
    kind: 'new_job',
    sayBack: ['electrician', 'apprenticeship', 'site'],
  },
  {
    context:
      'probation review end of the month at the new place and i still dont understand half the acronyms',
    kind: 'new_job',
    sayBack: ['probation', 'review', 'acronyms'],
  },

  // work_pressure
  {
    context:
      'my line manager keeps moving the goalposts on the tender doc, due friday 5pm, ive rewritten it 4 times',
    kind: 'work_pressure',
    sayBack: ['manager', 'goalposts', 'tender'],
  },
  {
    context: 'year end audit. 14 hour days. the partner emails at midnight and expects answers by 7',
    kind: 'work_pressure',
    sayBack: ['audit', 'partner', 'emails'],
  },
  {
    context:
      'colleague takes credit for everything i do in meetings and i just sit there smiling like an idoit',
    kind: 'work_pressure',
    sayBack: ['colleague', 'credit', 'meetings'],
  },

  // burnout
  {
    context:
      'cant remember the last time i woke up rested. even weekends im answering slack in my head. been running on fumes for about 2 years now',
    kind: 'burnout',
    sayBack: ['rested', 'weekends', 'slack', 'fumes'],
  },
  {
    context:
      'teacher, 19 years. used to love it. now i sit in the car park for 20 mins before i can make myself go in',
    kind: 'burnout',
    sayBack: ['teacher', 'car', 'park'],
    firstName: 'Bernadette',
  },
  {
    context:
      'been doing 2 jobs for 3 years to keep us afloat and i am running on nothing. sunday nights i get the dread',
    kind: 'burnout',
    sayBack: ['jobs', 'afloat', 'dread'],
  },

  // pay_and_promotion
  {
    context:
      'found out the new guy earns 6k more than me for the same job. meeting with hr tuesday and i want to ask for a raise without crying',
    kind: 'pay_and_promotion',
    sayBack: ['earns', 'hr', 'raise'],
  },
  {
    context:
      'senior lead role came up internally and my boss said you should go for it but i dont think im ready',
    kind: 'pay_and_promotion',
    sayBack: ['senior', 'lead', 'role', 'internally'],
  },
  {
    context: 'annual appraisal thursday, last years was brutal',
    kind: 'pay_and_promotion',
    sayBack: ['appraisal', 'brutal'],
    goalTitle: 'Go into my appraisal calm',
  },

  // leading_team
  {
    context:
      'just got promoted to run the team i was part of. my old lunch mates now report to me and its weird',
    kind: 'leading_team',
    sayBack: ['promoted', 'team', 'mates'],
  },
  {
    context:
      'have to tell one of my guys his work isnt good enough. hes older than me and been there forever',
    kind: 'leading_team',
    sayBack: ['tell', 'guys', 'older'],
  },
  {
    context:
      'two people on my team havent spoken to each other in a month and its poisoning the whole office. im supposed to fix it',
    kind: 'leading_team',
    sayBack: ['team', 'spoken', 'office'],
  },

  // starting_business
  {
    context: 'quit my job to start a dog grooming van. van arrives next week, zero bookings so far',
    kind: 'starting_business',
    sayBack: ['dog', 'grooming', 'van', 'bookings'],
  },
  {
    context: 'etsy shop for my candles has been up 6 weeks, 3 sales, one was my aunt',
    kind: 'starting_business',
    sayBack: ['etsy', 'candles', 'sales'],
    goalTitle: 'First 50 candle sales',
  },
  {
    context: 'signing the lease on a tiny bakery unit on friday. every penny of our savings is in this',
    kind: 'starting_business',
    sayBack: ['lease', 'bakery', 'savings'],
    firstName: 'Tomasz',
  },

  // shift_work
  {
    context: 'switching from days to nights on the ward next month. 4 on 4 off. how do ppl sleep in the day',
    kind: 'shift_work',
    sayBack: ['nights', 'ward', 'sleep'],
  },
  {
    context:
      '12hr shifts at the distribution centre, rotating every fortnight, my body has no idea what time zone its in',
    kind: 'shift_work',
    sayBack: ['shifts', 'distribution', 'centre', 'rotating'],
  },
  {
    context: 'paramedic, back to back lates then an early. kids think im a ghost',
    kind: 'shift_work',
    sayBack: ['paramedic', 'lates', 'early'],
  },

  // presentation
  {
    context: 'best man speech saturday and my brothers mates are all loud confident types',
    kind: 'presentation',
    sayBack: ['best', 'man', 'speech'],
  },
  {
    context: 'have to present quarterly numbers to the board, 15 min, and my voice goes all shaky',
    kind: 'presentation',
    sayBack: ['present', 'quarterly', 'board', 'voice'],
  },
  {
    context: 'giving a talk at a conference in berlin in october, first time in english on a big stage',
    kind: 'presentation',
    sayBack: ['talk', 'conference', 'berlin'],
    firstName: 'Ingrid',
  },

  // performing
  {
    context: 'first open mic in 3 years at the pub on the high st, 3 songs, my hands shake when i play',
    kind: 'performing',
    sayBack: ['open', 'mic', 'pub', 'songs'],
  },
  {
    context:
      'audition for les mis at the local am dram society on wed. need to sing 32 bars and i cant hold the high bit',
    kind: 'performing',
    sayBack: ['audition', 'sing', 'bars'],
  },
  {
    context: 'stand up set, 5 mins, at a comedy club in manchester. what if nobody laughs',
    kind: 'performing',
    sayBack: ['comedy', 'club', 'laughs'],
    goalTitle: 'Do 10 open spots this year',
  },

  // creative_project
  {
    context:
      '2 yrs into my fantasy novel and stuck at the midpoint. every sentence i write feels like cardboard',
    kind: 'creative_project',
    sayBack: ['novel', 'midpoint', 'sentence'],
  },
  {
    context:
      'havent picked up a brush since the exhibition. the canvases are just staring at me from the spare room',
    kind: 'creative_project',
    sayBack: ['brush', 'canvases', 'exhibition'],
  },
  {
    context: 'recording an ep in my bedroom, mixed it 40 times and its still not right',
    kind: 'creative_project',
    sayBack: ['recording', 'bedroom', 'mixed'],
  },

  // exam
  {
    context: 'a level chem resit in june, got a U last time and i need a B for uni',
    kind: 'exam',
    sayBack: ['chem', 'resit', 'uni'],
  },
  {
    context: 'dissertation due in 9 days and ive got 4k words out of 10k, definately not enough',
    kind: 'exam',
    sayBack: ['dissertation', 'words'],
  },
  {
    context: 'bar exam in feb, studying after work every night and my brain is full',
    kind: 'exam',
    sayBack: ['bar', 'studying', 'brain'],
    firstName: 'Priya',
    goalTitle: 'Pass the bar',
  },

  // driving_test
  {
    context: 'failed my test for the third time, minor on mirrors and a serious at a roundabout',
    kind: 'driving_test',
    sayBack: ['failed', 'roundabout', 'mirrors'],
  },
  {
    context:
      'practical on friday morning in a town i barely know. instructor says im ready, i dont beleive him',
    kind: 'driving_test',
    sayBack: ['practical', 'instructor', 'town'],
  },
  {
    context:
      'im 41 and only just learning to drive, the lessons are so humiliating with 17 year olds waving from the bus stop',
    kind: 'driving_test',
    sayBack: ['learning', 'drive', 'lessons'],
    goalTitle: 'Pass my driving test',
  },

  // new_school
  {
    context: 'my daughter starts reception in september and she still cries at nursery dropoff',
    kind: 'new_school',
    sayBack: ['daughter', 'reception', 'nursery'],
  },
  {
    context:
      'moving into halls sunday, first one in my family to go to uni, no idea what freshers will be like',
    kind: 'new_school',
    sayBack: ['halls', 'uni', 'freshers'],
  },
  {
    context: 'changing schools in year 9 cos we moved, everyone already has their friends sorted',
    kind: 'new_school',
    sayBack: ['changing', 'schools', 'friends'],
  },

  // fitness_goal
  {
    context: 'first half marathon in 6 weeks, longest run sofar is 14k and my knee twinges',
    kind: 'fitness_goal',
    sayBack: ['half', 'marathon', 'knee'],
  },
  {
    context: 'stuck on 80kg bench for months. same weight every single session',
    kind: 'fitness_goal',
    sayBack: ['bench', 'stuck', 'session'],
  },
  {
    context: 'signed up to a sprint triathlon in july and i can barely swim 2 lengths',
    kind: 'fitness_goal',
    sayBack: ['sprint', 'triathlon', 'swim', 'lengths'],
    firstName: 'Hamish',
    goalTitle: 'Finish a sprint tri',
  },

  // sport_competition
  {
    context: 'county trials for u15s netball on saturday, only 2 from our club usually get picked',
    kind: 'sport_competition',
    sayBack: ['county', 'trials', 'netball', 'club'],
  },
  {
    context: 'been made captain of the 2nds and weve lost every game this season',
    kind: 'sport_competition',
    sayBack: ['captain', 'lost', 'season'],
  },
  {
    context: 'jiu jitsu comp in a fortnight, first time competing, need to drop 3kg to make weight',
    kind: 'sport_competition',
    sayBack: ['jiu', 'jitsu', 'competing'],
  },

  // weight_loss
  {
    context:
      'gp says im pre diabetic and need to lose 2 stone. i eat when im bored, mostly crisps at my desk',
    kind: 'weight_loss',
    sayBack: ['lose', 'stone', 'crisps', 'desk'],
  },
  {
    context: 'back on slimming world for the 4th time, weigh in tomorrow and i know ive gained',
    kind: 'weight_loss',
    sayBack: ['slimming', 'weigh', 'gained'],
  },
  {
    context: 'want to get healthier, stop the takeaways every night and actually cook proper meals',
    kind: 'weight_loss',
    sayBack: ['takeaways', 'cook', 'meals'],
    goalTitle: 'Cook at home 5 nights a week',
  },

  // long_term_recovery
  {
    context:
      'acl reconstruction 4 months ago, physio says im behind where i should be and i miss football so much',
    kind: 'long_term_recovery',
    sayBack: ['acl', 'physio', 'football'],
  },
  {
    context: 'long covid for 18 months. some days the stairs feel like a mountain',
    kind: 'long_term_recovery',
    sayBack: ['long', 'covid', 'stairs'],
  },
  {
    context: 'slowly getting back to walking after the back op, 10 mins today, i used to do 10 miles',
    kind: 'long_term_recovery',
    sayBack: ['walking', 'back', 'miles'],
  },

  // serious_illness
  {
    context:
      'just diagnosed with ms at 34. neurologist said relapsing remitting. trying to get my head round it',
    kind: 'serious_illness',
    sayBack: ['diagnosed', 'ms', 'neurologist'],
  },
  {
    context: 'round 4 of chemo tomorrow out of 6. my hair is mostly gone',
    kind: 'serious_illness',
    sayBack: ['chemo', 'round', 'hair'],
  },
  {
    context:
      'living with heart failure, the new meds make me dizzy and i miss being the one who does everything',
    kind: 'serious_illness',
    sayBack: ['heart', 'failure', 'meds'],
    firstName: 'Gwen',
  },

  // surgery
  {
    context: 'hip replacement on the 14th. never had a general anaesthetic before',
    kind: 'surgery',
    sayBack: ['hip', 'replacement', 'anaesthetic'],
  },
  {
    context: 'getting my gallbladder out tuesday morning, keyhole, they said 2 hrs',
    kind: 'surgery',
    sayBack: ['gallbladder', 'keyhole'],
  },
  {
    context: 'my little boy is having his tonsils out next week and im more nervous than he is',
    kind: 'surgery',
    sayBack: ['boy', 'tonsils'],
  },

  // waiting_for_results
  {
    context: 'biopsy was monday, results within 10 working days. checking my phone every 5 minutes',
    kind: 'waiting_for_results',
    sayBack: ['biopsy', 'results', 'phone'],
  },
  {
    context: 'they found something on the mammogram and im waiting to hear back about the recall',
    kind: 'waiting_for_results',
    sayBack: ['mammogram', 'recall'],
  },
  {
    context: 'bloods came back weird so theyve redone them, waiting again',
    kind: 'waiting_for_results',
    sayBack: ['bloods', 'redone'],
  },

  // mental_health
  {
    context: 'first therapy session thursday. no idea what to even say, not sure im bad enough to be there',
    kind: 'mental_health',
    sayBack: ['therapy', 'session'],
  },
  {
    context: 'panic attacks on the tube again, had to get off at bank and sit on the platform',
    kind: 'mental_health',
    sayBack: ['panic', 'tube', 'platform'],
  },
  {
    context: 'started sertraline 2 weeks ago, feel flat and the gp said give it time',
    kind: 'mental_health',
    sayBack: ['sertraline', 'flat', 'gp'],
    firstName: 'Ravi',
  },
  {
    context: 'checking the hob and the locks over and over before i leave, takes 40 mins to get out the door',
    kind: 'mental_health',
    sayBack: ['checking', 'hob', 'locks'],
  },

  // quitting_smoking
  {
    context: 'day 6 no cigs. the one after dinner is the worst',
    kind: 'quitting_smoking',
    sayBack: ['cigs', 'dinner'],
  },
  {
    context: 'trying to get off the vape, 20mg pods, hitting it constantly even in bed',
    kind: 'quitting_smoking',
    sayBack: ['vape', 'pods', 'bed'],
  },
  {
    context: '20 a day for 25 years, stop date is the 1st of next month, patches bought',
    kind: 'quitting_smoking',
    sayBack: ['stop', 'date', 'patches'],
    goalTitle: 'Smoke-free by summer',
  },

  // addiction_recovery
  {
    context: '90 days sober on sunday. work do friday with a free bar',
    kind: 'addiction_recovery',
    sayBack: ['sober', 'free', 'bar'],
  },
  {
    context:
      'slipped up and put 200 on the roulette app last night after 4 months clean. have to tell my wife',
    kind: 'addiction_recovery',
    sayBack: ['roulette', 'app', 'clean'],
  },
  {
    context: 'going to my first na meeting tonight, church hall round the corner',
    kind: 'addiction_recovery',
    sayBack: ['meeting', 'church', 'hall'],
    firstName: 'Jordan',
  },

  // new_parent
  {
    context:
      '6 week old, feeding every 2 hrs round the clock, i havent slept more than 3 hours in a row since she came home, my husband went back to work monday and the health visitor keeps asking if im coping and i say yes because what else do you say. love her to bits but i feel like a zombie',
    kind: 'new_parent',
    sayBack: ['feeding', 'slept'],
  },
  {
    context:
      'new dad, partner had a c section, i feel like im doing everything wrong with nappies and bottles',
    kind: 'new_parent',
    sayBack: ['dad', 'nappies', 'bottles'],
  },
  {
    context:
      'baby comes home from nicu on friday after 5 weeks and im terrified of doing it without the nurses',
    kind: 'new_parent',
    sayBack: ['baby', 'nicu', 'nurses'],
  },

  // pregnancy_fertility
  {
    context: 'second round of ivf, egg collection on weds',
    kind: 'pregnancy_fertility',
    sayBack: ['ivf', 'egg', 'collection'],
  },
  {
    context: '36 weeks and the birth plan is making me panic, first baby',
    kind: 'pregnancy_fertility',
    sayBack: ['birth', 'plan', 'baby'],
  },
  {
    context: 'trying for 2 years now, every month that second line doesnt show up',
    kind: 'pregnancy_fertility',
    sayBack: ['trying', 'line'],
  },

  // caring_for_someone
  {
    context:
      'dad has dementia and most days now he thinks im his sister, which i can cope with, but yesterday he didnt know who i was at all and got frightened and i had to ring my brother to come round. i do his meds and meals before work and again after and i havent had an evening to myself since about may',
    kind: 'caring_for_someone',
    sayBack: ['dad', 'dementia', 'meds', 'meals'],
  },
  {
    context: 'my wife had a stroke in feb, im learning to do everything for her and i am so tired',
    kind: 'caring_for_someone',
    sayBack: ['wife', 'stroke', 'learning'],
  },
  {
    context: 'full time carer for my son who has cerebral palsy, respite got cancelled again',
    kind: 'caring_for_someone',
    sayBack: ['carer', 'son', 'respite'],
  },

  // parenting_teenagers
  {
    context: 'my 15 yr old hasnt been to school in 3 weeks, just stays in her room',
    kind: 'parenting_teenagers',
    sayBack: ['school', 'room'],
  },
  {
    context: 'son is 16 and barely speaks to me, grunts, headphones in, i miss him',
    kind: 'parenting_teenagers',
    sayBack: ['son', 'grunts', 'headphones'],
  },
  {
    context:
      'caught my daughter vaping and lying about where she was on saturday night, need to handle it better than last time',
    kind: 'parenting_teenagers',
    sayBack: ['daughter', 'vaping', 'lying'],
  },

  // parenting_young_children
  {
    context: 'my 3 yr old screams for an hour at bedtime every single night and im on my own',
    kind: 'parenting_young_children',
    sayBack: ['screams', 'bedtime'],
  },
  {
    context: 'single mom of twins, both under 4, theres just not enough of me to go around',
    kind: 'parenting_young_children',
    sayBack: ['mom', 'twins'],
  },
  {
    context: 'toddler biting at nursery again, staff had a word with me at pickup',
    kind: 'parenting_young_children',
    sayBack: ['toddler', 'biting', 'nursery', 'pickup'],
  },

  // grief
  {
    context: 'lost mum in january and her birthday is next tuesday. first one without her',
    kind: 'grief',
    sayBack: ['mum', 'birthday'],
  },
  {
    context: 'have to read something at the funeral for my grandad on the 3rd',
    kind: 'grief',
    sayBack: ['read', 'funeral', 'grandad'],
  },
  {
    context: 'we had to say goodbye to our old lab yesterday, the house is so quiet',
    kind: 'grief',
    sayBack: ['goodbye', 'lab', 'house'],
    firstName: 'Steph',
  },
  {
    context: 'miscarriage at 11 weeks last month and everyone around me seems to be pregnant',
    kind: 'grief',
    sayBack: ['miscarriage', 'pregnant'],
  },

  // breakup
  {
    context: 'he ended it by text after 3 years. still got his hoodie',
    kind: 'breakup',
    sayBack: ['ended', 'text', 'hoodie'],
  },
  {
    context: 'we broke up but we work on the same floor so i see her every day',
    kind: 'breakup',
    sayBack: ['broke', 'floor'],
  },
  {
    context: 'gf of 2 yrs moved out on sunday, half the flat is empty',
    kind: 'breakup',
    sayBack: ['moved', 'flat', 'empty'],
  },

  // divorce_separation
  {
    context: 'decree absolute came through today. 22 years married. dont know who i am on my own',
    kind: 'divorce_separation',
    sayBack: ['decree', 'absolute', 'married'],
  },
  {
    context: 'first christmas doing the kids handover in a car park with my ex husband',
    kind: 'divorce_separation',
    sayBack: ['christmas', 'handover', 'husband'],
  },
  {
    context: 'weve agreed to separate, still living under the same roof til the house sells',
    kind: 'divorce_separation',
    sayBack: ['separate', 'roof', 'house'],
    firstName: 'Marcus',
  },

  // dating_again
  {
    context:
      'widowed 4 years, my daughter set me up on hinge and i have a coffee date saturday. i havent been on a date since 1989',
    kind: 'dating_again',
    sayBack: ['hinge', 'coffee', 'date'],
  },
  {
    context: 'back on the apps after my divorce and every convo dies after 3 messages',
    kind: 'dating_again',
    sayBack: ['apps', 'messages'],
  },
  {
    context: 'first date in 6 yrs on friday, a wine bar, what do people even talk about now',
    kind: 'dating_again',
    sayBack: ['date', 'wine', 'bar'],
  },

  // relationship_strain
  {
    context:
      'me and my husband just pass each other like flatmates now. havent had a proper night together in months',
    kind: 'relationship_strain',
    sayBack: ['husband', 'flatmates'],
  },
  {
    context:
      'long distance, shes in perth im in leeds, 8 hr time difference and we keep fighting on facetime',
    kind: 'relationship_strain',
    sayBack: ['perth', 'leeds', 'fighting', 'facetime'],
  },
  {
    context:
      'found messages on his phone to his ex. nothing physical he says but i cant stop thinking about it',
    kind: 'relationship_strain',
    sayBack: ['messages', 'phone', 'ex'],
  },

  // difficult_conversation
  {
    context: 'havent spoken to my sister in 4 years since the will. i want to message her before her 50th',
    kind: 'difficult_conversation',
    sayBack: ['sister', 'will', 'message'],
  },
  {
    context: 'need to tell my mum she cant just turn up at our house unannounced anymore',
    kind: 'difficult_conversation',
    sayBack: ['mum', 'house', 'unannounced'],
  },
  {
    context: 'i owe my best mate an apology, i was awful at his stag and we havent talked since',
    kind: 'difficult_conversation',
    sayBack: ['apology', 'mate', 'stag'],
  },

  // wedding
  {
    context: 'getting married in 5 weeks and the seating plan is a nightmare becuase of my divorced parents',
    kind: 'wedding',
    sayBack: ['married', 'seating', 'plan', 'parents'],
  },
  {
    context: 'walking down the aisle in front of 150 people, i hate being looked at',
    kind: 'wedding',
    sayBack: ['walking', 'aisle'],
  },
  {
    context: 'our wedding budget blew up, venue wants another 3k',
    kind: 'wedding',
    sayBack: ['wedding', 'budget', 'venue'],
    goalTitle: 'Enjoy our wedding day',
  },

  // moving_loneliness
  {
    context: 'moved to calgary for my partners job. i work remote and literally dont talk to anyone all day',
    kind: 'moving_loneliness',
    sayBack: ['calgary', 'remote'],
  },
  {
    context: '36 and all my friends have moved out of london or have kids. how do adults make friends',
    kind: 'moving_loneliness',
    sayBack: ['friends', 'london', 'adults'],
  },
  {
    context: 'relocating to dubai in august, leaving my whole family behind in glasgow',
    kind: 'moving_loneliness',
    sayBack: ['dubai', 'family', 'glasgow'],
  },

  // money_debt
  {
    context: 'credit card at 9k and i only ever pay the minimum',
    kind: 'money_debt',
    sayBack: ['credit', 'card', 'minimum'],
  },
  {
    context:
      'council tax letter came on saturday, red one this time, bailiffs mentioned, i put it in a drawer without reading the rest and now i cant stop thinking about it. plus the car needs an mot and my overdraft is maxed. my partner doesnt know how bad it is and i dont know how to start sorting any of it',
    kind: 'money_debt',
    sayBack: ['council', 'tax', 'bailiffs', 'drawer'],
  },
  {
    context: '21 days till payday and 43 bucks in checking, rent is due on the 1st',
    kind: 'money_debt',
    sayBack: ['payday', 'bucks', 'checking', 'rent'],
  },

  // court_legal
  {
    context: 'custody hearing on the 9th, his solicitor is brutal',
    kind: 'court_legal',
    sayBack: ['custody', 'hearing', 'solicitor'],
  },
  {
    context: 'employment tribunal against my old firm, giving evidence in march',
    kind: 'court_legal',
    sayBack: ['tribunal', 'firm', 'evidence'],
  },
  {
    context: 'magistrates on monday for a driving offence, could lose my licence and i drive for work',
    kind: 'court_legal',
    sayBack: ['magistrates', 'offence', 'licence'],
    firstName: 'Lee',
  },

  // immigration
  {
    context: 'spouse visa application submitted, 12 week wait, i cant work til it comes through',
    kind: 'immigration',
    sayBack: ['spouse', 'visa', 'application'],
  },
  {
    context: 'life in the uk test on thursday, i keep mixing up the kings and the battles',
    kind: 'immigration',
    sayBack: ['uk', 'kings', 'battles'],
  },
  {
    context: 'need 7 in ielts writing for my nursing registration here, got 6.5 twice',
    kind: 'immigration',
    sayBack: ['ielts', 'writing', 'nursing'],
    goalTitle: 'IELTS 7 in writing',
  },

  // coming_out
  {
    context: 'going to tell my parents im gay at sunday lunch. my dads quite religious',
    kind: 'coming_out',
    sayBack: ['parents', 'gay', 'lunch'],
  },
  {
    context: 'i want to start using my new name at work, he/him, and i have no idea how to tell my team',
    kind: 'coming_out',
    sayBack: ['name', 'team'],
  },
  {
    context: '19, bi, my friends know but my nan doesnt and im staying with her all summer',
    kind: 'coming_out',
    sayBack: ['bi', 'nan', 'summer'],
  },

  // retirement
  {
    context:
      'retiring from the depot after 42 years on the 28th. theyre doing a do for me and ive no idea what comes after',
    kind: 'retirement',
    sayBack: ['retiring', 'depot'],
  },
  {
    context:
      'finished work in march after 35 years. the days just blur. wife says i need a hobby. i was a headteacher, im used to being needed',
    kind: 'retirement',
    sayBack: ['finished', 'hobby', 'headteacher'],
    firstName: 'Graham',
  },
  {
    context:
      'my husband retires in june and will be home every day. weve never actually spent that much time together',
    kind: 'retirement',
    sayBack: ['husband', 'retires', 'june'],
  },

  // confidence
  {
    context: 'always the quiet one in the room, i have ideas but never say them. sick of it',
    kind: 'confidence',
    sayBack: ['quiet', 'room', 'ideas'],
    goalTitle: 'Speak up in meetings',
  },
  {
    context: 'everyone at my uni seems smarter, im sure theyll find out i only got in by luck',
    kind: 'confidence',
    sayBack: ['uni', 'smarter', 'luck'],
  },
  {
    context: 'i look in the mirror and just pick myself apart. want to believe in myself for once',
    kind: 'confidence',
    sayBack: ['mirror', 'believe'],
  },

  // habits_procrastination
  {
    context: 'i have 30 tabs open and i still havent started the tax return thats due in 3 days',
    kind: 'habits_procrastination',
    sayBack: ['tabs', 'tax', 'return'],
  },
  {
    context: 'want to get up at 6 and journal and walk before work, manage it 2 days then it all collapses',
    kind: 'habits_procrastination',
    sayBack: ['journal', 'walk', 'collapses'],
  },
  {
    context: 'phone is eating my evenings, 6 hrs screen time yesterday',
    kind: 'habits_procrastination',
    sayBack: ['phone', 'evenings', 'screen'],
    goalTitle: 'Under 2 hours screen time',
  },

  // facing_a_fear
  {
    context: 'flying to spain in august for my sisters wedding and ive not been on a plane since 2009',
    kind: 'facing_a_fear',
    sayBack: ['flying', 'spain', 'plane'],
  },
  {
    context: 'dentist on tuesday, first time in 8 years, my teeth are a state',
    kind: 'facing_a_fear',
    sayBack: ['dentist', 'teeth'],
  },
  {
    context: 'have to drive on the m25 for the new job and ive never done a motorway',
    kind: 'facing_a_fear',
    sayBack: ['drive', 'm25', 'motorway'],
  },

  // rejection
  {
    context: 'didnt get into medicine, 4 rejections, applying again next year',
    kind: 'rejection',
    sayBack: ['medicine', 'rejections', 'applying'],
  },
  { context: 'agent passed on manuscript', kind: 'rejection', sayBack: ['agent', 'manuscript'] },
  {
    context:
      'they withdrew the offer 2 days before i was meant to start, after id already handed my notice in',
    kind: 'rejection',
    sayBack: ['withdrew', 'offer', 'notice'],
    firstName: 'Chloe',
  },
  {
    context: 'didnt make the first team cut at the academy. coach said maybe next year',
    kind: 'rejection',
    sayBack: ['cut', 'academy', 'coach'],
  },

  // short ones
  { context: 'stats resit monday help', kind: 'exam', sayBack: ['stats', 'resit'] },
  { context: 'nhs interview friday, band 5', kind: 'job_interview', sayBack: ['nhs', 'interview', 'band'] },
  { context: 'knee op tmrw 7am', kind: 'surgery', sayBack: ['knee', 'op'] },
  { context: 'she dumped me at the airport', kind: 'breakup', sayBack: ['dumped', 'airport'] },

  {
    context: 'orgo final next tuesday, need at least a B to stay premed',
    kind: 'exam',
    sayBack: ['orgo', 'final', 'premed'],
  },
  {
    context: 'footy grand final on the weekend, reckon im gonna spew before the first bounce',
    kind: 'sport_competition',
    sayBack: ['footy', 'grand', 'final'],
  },
  {
    context: 'first shift at bunnings saturday arvo, never worked a till',
    kind: 'new_job',
    sayBack: ['bunnings', 'till'],
  },

  // general: real situations that fit none of the kinds above
  {
    context:
      'pipe burst upstairs and the kitchen flooded on sunday, the ceiling came down on the table like an hour after wed finished eating, so thats lucky i guess. insurance guy comes thursday, were living out of one room with two kids and a dog, and every time i walk past the kitchen door i just want to cry',
    kind: 'general',
    sayBack: ['kitchen', 'flooded', 'ceiling', 'insurance'],
  },
  {
    context: 'our cat has been missing 9 days. posters up everywhere. every noise outside i think its him',
    kind: 'general',
    sayBack: ['cat', 'missing', 'posters'],
  },
  {
    context: 'builders walked off the job halfway through the extension, no roof, no answer on the phone',
    kind: 'general',
    sayBack: ['builders', 'extension', 'roof'],
  },
  {
    context: 'stuck in lisbon airport, flight cancelled, kids are exhausted and no hotel rooms left',
    kind: 'general',
    sayBack: ['lisbon', 'airport', 'flight', 'cancelled'],
  },
  {
    context: 'organising my dads 70th surprise party, 60 guests, and the caterer just cancelled on us',
    kind: 'general',
    sayBack: ['surprise', 'party', 'caterer'],
    firstName: 'Aoife',
  },
  {
    context: 'laptop died and took 3 yrs of photos of the kids with it, no backup',
    kind: 'general',
    sayBack: ['laptop', 'photos', 'backup'],
  },
  {
    context: 'someone smashed my van window last night and took all my tools, got jobs booked all week',
    kind: 'general',
    sayBack: ['van', 'window', 'tools'],
  },
  {
    context: 'planning committee decides on our barn conversion on the 12th. the neighbours objected',
    kind: 'general',
    sayBack: ['planning', 'committee', 'barn', 'neighbours'],
  },
  {
    context:
      'hosting christmas for 14 this year for the first time, my mother in law is a professional critic',
    kind: 'general',
    sayBack: ['hosting', 'christmas'],
  },
  {
    context: 'our house sale fell through the day before exchange, third time this year',
    kind: 'general',
    sayBack: ['house', 'sale', 'exchange'],
  },
];
