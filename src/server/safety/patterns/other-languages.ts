import type { CrisisKind } from '../crisis-case';

// Crisis phrasings in French, Spanish, German, Portuguese and Italian, over normalised text (lower case,
// no accents, no apostrophes: "j'ai envie d'en finir" reads "jai envie den finir"). Read whatever language
// the text was detected as: a short message is often misread. "Mort de fatigue", "me muero de nervios",
// "todmüde" and "stanca morta" are tiredness and nerves, not crisis.
export const OTHER_LANGUAGES: readonly (readonly [CrisisKind, RegExp])[] = [
  // French
  [
    'suicidal',
    /\bje (?:veux|voudrais|vais|ve|veut) mourir\b(?! de (?:rire|faim|fatigue|froid|chaud|honte|peur|ennui|envie))|\b(?:envie|besoin) de mourir\b/,
  ],
  ['suicidal', /\b(?:en finir|me tuer|me suicider|mettre fin a (?:mes jours|ma vie|my vie))\b/],
  ['suicidal', /\bje ne (?:veux|supporte) plus (?:vivre|rien)\b|\bje (?:ne )?veux plus vivre\b/],
  [
    'suicidal',
    /\bmieux sans moi\b|\bpersonne ne (?:remarquerait|verrait|sentirait|regretterait)\b[^.!?]{0,30}\bsi je\b/,
  ],
  ['self_harm', /\bje me (?:scarifie|coupe|mutile|fais du mal|blesse)\b|\bscarif\w*/],
  [
    'violence_at_home',
    /\b(?:mon|ma|my) (?:mari|copain|femme|compagnon|conjoint|pere|mere|beau pere|copine)\b[^.!?]{0,20}\bme (?:frappe|bat|tape|viole|battait|frappait)\b/,
  ],
  [
    'eating_disorder',
    /\bje (?:ne mange plus|ne mange pas|n ?ai pas mange)\b[\s\S]{0,60}\b(?:grosse|gros)\b|\bje me fais vomir\b/,
  ],
  // Spanish
  [
    'suicidal',
    /\b(?:quiero|quisiera|voy a) (?:morir(?:me)?|matarme|suicidarme)\b|\bme quiero (?:morir|matar|suicidar)\b/,
  ],
  [
    'suicidal',
    /\bno quiero (?:vivir|seguir viviendo)\b|\b(?:quitarme|acabar con) (?:la|mi) vida\b|\b(?:mejor|mejores) sin mi\b/,
  ],
  [
    'self_harm',
    /\bme (?:corto|lastimo|autolesiono|hago dano)\b(?! (?:el pelo|el cabello|las unas|con el papel))/,
  ],
  [
    'violence_at_home',
    /\bmi (?:esposo|marido|novio|pareja|padre|madre|padrastro|esposa|novia)\b[^.!?]{0,15}\bme (?:pega|golpea|maltrata|viola)\b/,
  ],
  ['eating_disorder', /\bno (?:como|he comido)\b[\s\S]{0,50}\b(?:gorda|gordo)\b|\bvomito despues de comer\b/],
  // German
  [
    'suicidal',
    /\bich (?:will|mochte|moechte|werde) (?:sterben|mich umbringen|nicht mehr leben)\b|\bmich (?:umzubringen|umbringen)\b/,
  ],
  ['suicidal', /\bselbstmord\w*|\bsuizid\w*|\bnicht mehr leben\b|\bbesser (?:dran )?ohne mich\b/],
  ['self_harm', /\bich ritze mich\b|\britzen\b|\bmich selbst verletz\w*/],
  [
    'violence_at_home',
    /\b(?:mein|meine) (?:mann|freund|frau|partner|freundin|vater|mutter|stiefvater)\b[^.!?]{0,20}\b(?:schlagt|schlaegt|verprugelt|verpruegelt) mich\b/,
  ],
  ['eating_disorder', /\bich esse\b[^.!?]{0,20}\bnichts\b[\s\S]{0,40}\b(?:fett|dick)\b/],
  // Portuguese
  [
    'suicidal',
    /\b(?:quero|vou) (?:morrer|me matar)\b|\bme matar\b|\bnao quero (?:mais )?viver\b|\bmelhor sem mim\b|\btirar (?:a|minha) (?:propria )?vida\b/,
  ],
  ['self_harm', /\bme (?:machuco|corto|mutilo)\b(?! (?:o cabelo|as unhas))/],
  [
    'violence_at_home',
    /\b(?:meu|minha) (?:marido|namorado|companheiro|pai|mae|padrasto|esposa|namorada)\b[^.!?]{0,15}\bme (?:bate|agride|espanca)\b/,
  ],
  ['eating_disorder', /\bnao como\b[\s\S]{0,50}\b(?:gorda|gordo)\b|\bvomito depois de comer\b/],
  // Italian
  [
    'suicidal',
    /\bvoglio morire\b|\b(?:voglio|vorrei|penso di|sto pensando di) (?:uccidermi|ammazzarmi|suicidarmi|togliermi la vita|farla finita)\b/,
  ],
  ['suicidal', /\bnon voglio piu vivere\b|\bmeglio senza di me\b|\btogliermi la vita\b/],
  ['self_harm', /\bmi taglio\b(?! i capelli| le unghie)|\bmi faccio del male\b/],
  [
    'violence_at_home',
    /\b(?:mio|mia|il mio|la mia) (?:marito|ragazzo|compagno|padre|madre|patrigno|moglie)\b[^.!?]{0,15}\bmi (?:picchia|picchiano|colpisce|maltratta)\b/,
  ],
  ['eating_disorder', /\bnon mangio\b[\s\S]{0,50}\b(?:grassa|grasso)\b|\bvomito dopo (?:aver )?mangiato\b/],
  // Suicide named in any of them ("suicidio", "suicidarme", "suicide"), save prevention and research.
  ['suicidal', /\bsuicid\w*\b(?! (?:prevention|awareness|helpline|hotline|rates?))/],
];
