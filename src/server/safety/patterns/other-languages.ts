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
  [
    'suicidal',
    /\b(?:en finir|(?<!\b(?:va|vont|vas) )me tuer|me suicider|mettre fin a (?:mes jours|ma vie|my vie))\b/,
  ],
  ['suicidal', /\bje ne (?:veux|supporte) plus (?:vivre|rien)\b|\bje (?:ne )?veux plus vivre\b/],
  [
    'suicidal',
    /\bmieux sans moi\b|\bpersonne ne (?:remarquerait|verrait|sentirait|regretterait)\b[^.!?]{0,30}\bsi je\b/,
  ],
  [
    'suicidal',
    /\bmarre de (?:vivre|la vie)\b|\b(?:veux|voudrais|aimerais|souhaite)\b[^.!?]{0,10}\bne (?:plus|pas) me reveiller\b/,
  ],
  [
    'overdose',
    /\bj ?ai (?:pris|avale)\b[^.!?]{0,15}\b(?:toutes? (?:mes|les)|tous (?:mes|les)|une boite de|trop de)\b[^.!?]{0,10}\b(?:pilules|cachets|comprimes|medicaments|medocs)\b/,
  ],
  [
    'violence_at_home',
    /\b(?:mon|ma|my) (?:mari|copain|femme|compagnon|conjoint|pere|mere|beau pere|copine)\b[^.!?]{0,20}(?:m ?a|my) (?:frappee?|etranglee?|battue?|giflee?|violee?)\b/,
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
    /\bme (?:corto|corte|cortaba|he cortado|lastimo|autolesiono|hago dano)\b(?! (?:el pelo|el cabello|las unas|el dedo|con el papel|con un cuchillo))/,
  ],
  [
    'violence_at_home',
    /\bmi (?:esposo|marido|novio|pareja|padre|madre|padrastro|esposa|novia)\b[^.!?]{0,15}\bme (?:pega|golpea|maltrata|viola)\b/,
  ],
  ['suicidal', /\b(?:ojala|quiero|quisiera)\b[^.!?]{0,10}\bno (?:volver a )?despertar(?:me)?\b/],
  [
    'overdose',
    /\b(?:tome|me tome|trague)\b[^.!?]{0,15}\b(?:muchas|todas (?:las|mis)|una caja de|demasiadas)\b[^.!?]{0,10}\b(?:pastillas|pildoras|medicinas|medicamentos)\b/,
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
  [
    'suicidal',
    /\b(?:will|mochte|moechte|wunschte|wuenschte)\b[^.!?]{0,10}\bnicht mehr aufwachen\b|\bmir das leben (?:zu )?nehmen\b/,
  ],
  [
    'overdose',
    /\b(?:alle|viele|eine (?:ganze )?packung)\b[^.!?]{0,15}\b(?:tabletten|pillen)\b[^.!?]{0,15}\b(?:genommen|geschluckt)\b/,
  ],
  ['eating_disorder', /\bich esse\b[^.!?]{0,20}\bnichts\b[\s\S]{0,40}\b(?:fett|dick)\b/],
  // Portuguese
  [
    'suicidal',
    /\b(?:quero|vou) (?:morrer|me matar)\b|(?<!\b(?:vai|vao|vão|isso vai|ia|vai acabar) )\bme matar\b|\bnao quero (?:mais )?viver\b|\bmelhor sem mim\b|\btirar (?:a|minha) (?:propria )?vida\b/,
  ],
  ['self_harm', /\bme (?:machuco|corto|mutilo)\b(?! (?:o cabelo|as unhas))/],
  [
    'violence_at_home',
    /\b(?:meu|minha) (?:marido|namorado|companheiro|pai|mae|padrasto|esposa|namorada)\b[^.!?]{0,15}\bme (?:bate|agride|espanca)\b/,
  ],
  ['suicidal', /\b(?:queria|quero|tomara)\b[^.!?]{0,10}\bnao (?:mais )?acordar\b|\bacabar com tudo\b/],
  [
    'overdose',
    /\btomei\b[^.!?]{0,15}\b(?:todos os|todas as|muitos|muitas|uma caixa de)\b[^.!?]{0,10}\b(?:comprimidos|remedios|pilulas)\b/,
  ],
  [
    'violence_at_home',
    /\b(?:meu|minha) (?:marido|namorado|companheiro|pai|mae|padrasto|esposa|namorada)\b[^.!?]{0,15}\bme (?:bateu|agrediu|espancou|estrangulou)\b/,
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
  ['suicidal', /\b(?:vorrei|voglio|spero di)\b[^.!?]{0,10}\bnon (?:piu )?svegliarmi\b/],
  [
    'overdose',
    /\bho (?:preso|ingoiato)\b[^.!?]{0,15}\b(?:tutte le|tutti i|troppe|troppi|una scatola di)\b[^.!?]{0,10}\b(?:pastiglie|pillole|compresse|farmaci)\b/,
  ],
  ['eating_disorder', /\bnon mangio\b[\s\S]{0,50}\b(?:grassa|grasso)\b|\bvomito dopo (?:aver )?mangiato\b/],
  // Suicide named in any of them ("suicidio", "suicidarme", "suicide"), save prevention and research.
  [
    'suicidal',
    /(?<!\b(?:se|si e|s est) )\bsuicid(?<!\bpreven(?:cion|zione|cao|tion) (?:del |de |do |della |du )?suicid)(?!(?:e|al)\b)\w*\b(?! (?:prevention|awareness|helpline|hotline|rates?))/,
  ],
  // No reason left to live, in any of them.
  [
    'suicidal',
    /\b(?:plus de|aucune|pas de) raison de (?:continuer a )?vivre\b|\bno (?:tengo|hay) (?:ninguna )?razon (?:para|de) (?:seguir )?vivir\b|\bnao (?:tenho|ha) (?:mais )?(?:motivo|razao) para viver\b|\bnessun motivo per (?:continuare a )?vivere\b|\bkeinen grund (?:mehr )?(?:zu|weiter zu) leben\b/,
  ],
  // A day and a way chosen, a rope bought and a place known.
  [
    'plan_or_means',
    /\b(?:ja escolhi|ya elegi|ho gia scelto|ho scelto|jai (?:deja )?choisi)\b[^.!?]{0,10}\b(?:o dia|el dia|il giorno|le jour)\b[^.!?]{0,10}\b(?:e o jeito|e como|y (?:la forma|como)|e (?:il modo|come)|et (?:la facon|comment))\b|\b(?:comprei|compre|ho comprato|jai achete)\b[^.!?]{0,5}\b(?:uma corda|una cuerda|una corda|une corde)\b[^.!?]{0,30}\b(?:onde fazer|donde hacerlo|dove farlo|ou le faire|enforcar|ahorcarme|impiccarmi|me pendre)\b/,
  ],
  // Pills put by or gathered, in any of them ("ya tengo las pastillas guardadas", "j'ai mis de côté mes
  // cachets", "ich sammle seit Wochen Tabletten").
  [
    'plan_or_means',
    /\b(?:pastillas|pildoras|medicamentos|remedios|comprimidos|pilulas|cachets|comprimes|medicaments|medocs|pilules|tabletten|pillen|medikamente|pillole|pastiglie|compresse|farmaci)\b[^.!?]{0,15}\b(?:guardad[oa]s|escondid[oa]s|ahorrad[oa]s|juntad[oa]s|de cote|caches|cachees|gesammelt|gehortet|versteckt|aufgehoben|da parte|nascost[ei])\b|\b(?:guardad[oa]s|guarde|guardei|junte|juntei|escondi|mis de cote|mets de cote|sammle|sammel|sammelt|horte|messo da parte|metto da parte|nascosto)\b[^.!?]{0,25}\b(?:pastillas|pildoras|medicamentos|remedios|comprimidos|pilulas|cachets|comprimes|medicaments|medocs|pilules|tabletten|pillen|medikamente|pillole|pastiglie|compresse|farmaci)\b/,
  ],
  // Throwing oneself from a height, or a high place chosen, in any of them ("je sais de quel pont je vais
  // sauter", "mi butto dal ponte", "ho trovato un posto alto, ci vado stasera"). A bungee jump is not.
  [
    'plan_or_means',
    /\b(?:tirarme|lanzarme|aventarme|arrojarme|me tiro|me lanzo|me aviento|sauter|je saute|me jeter|je me jette|springen|springe|mich (?:runter)?sturzen|pular|pulo|me jogar|me jogo|me atirar|me atiro|buttarmi|lanciarmi|gettarmi|mi butto|mi lancio|mi getto)\b(?! (?:a l elastique|en parachute|de bungee|bungee|in parapendio|col paracadute|mit dem fallschirm|de paraquedas))[^.!?]{0,25}\b(?:puente|edificio|acantilado|azotea|balcon|tejado|techo|vias|pont|falaise|toit|immeuble|balcon|fenetre|brucke|dach|hochhaus|klippe|balkon|gleise|ponte|predio|penhasco|telhado|viaduto|varanda|janela|trilhos|tetto|palazzo|scogliera|balcone|finestra|viadotto|binari)\b|\b(?:sais|se|weiss|weiß|sei|so)\b (?:deja |ya |schon |ja |gia |exactement |genau |exactamente )?(?:de quel|de quelle|quel|welche|welcher|de que|que|desde que|de qual|qual|da quale|quale) (?:puente|edificio|pont|falaise|immeuble|brucke|ponte|predio|palazzo|scogliera)\b|\b(?:posto alto|lugar alto|endroit (?:en )?haut|hohen ort)\b[^.!?]{0,30}\b(?:stasera|esta noche|ce soir|heute nacht|hoje a noite|domani|manana|demain|morgen|amanha)\b/,
  ],
  // Not eating, hiding it, vomiting after meals and fear or shame of eating, in any of them.
  [
    'eating_disorder',
    /\b(?:lo |la )?vomito\b[^.!?]{0,25}\b(?:escondid\w*|a escondidas|todo lo que como|cada vez que como|tudo o que como)\b|\bcada vez que como\b[^.!?]{0,40}\bvomit\w*|\bme provoco (?:el )?vomito\b|\blo vomito\b|\bje vomis\b[^.!?]{0,25}\b(?:en cachette|apres (?:les|chaque|mes|le) repas|tout ce que je mange)\b|\b(?:erbreche|ubergebe|kotze)\b[^.!?]{0,25}\bnach (?:jedem|dem) essen\b|\bnach (?:jedem|dem) essen\b[^.!?]{0,40}\b(?:erbrech\w*|ubergeb\w*|kotz\w*|rausbringen|rauswurgen)\b|\babbuffat\w*\b[^.!?]{0,30}\bvomit\w*/,
  ],
  [
    'eating_disorder',
    /\b(?:honte|peur) de manger\b|\bvergogn\w* (?:di|a) mangiare\b|\bpaura di mangiare\b|\b(?:vergonha|medo) de comer\b|\b(?:miedo|verguenza|asco) (?:de|a) comer\b|\bme doy asco\b[^.!?]{0,25}\bcomo\b|\bangst (?:vor dem|vorm) essen\b|\bschame mich\b[^.!?]{0,15}\bessen\b|\b(?:je saute|salto|me salto|pulo|ich lasse) (?:tous |todas |tutti |todas as |alle )?(?:les |mes |las |i |as |die )?(?:repas|comidas|pasti|refeicoes|mahlzeiten)\b/,
  ],
  [
    'eating_disorder',
    /\b(?:\d+|dos|tres|cuatro|cinco|deux|trois|quatre|cinq|zwei|drei|vier|funf|dois|quatro|due|tre|quattro) (?:dias|jours|tagen|giorni)\b[^.!?]{0,20}\b(?:sin comer|sans manger|ohne essen|sem comer|senza mangiare|(?:solo|so|nur|que de l|seulement de l) (?:a |de )?(?:agua|eau|wasser|acqua))\b|\b(?:nichts|nix) gegessen\b[\s\S]{0,40}\b(?:dick|fett)\b|\b(?:una semana|une semaine|uma semana|una settimana)\b[^.!?]{0,20}\b(?:comiendo solo|ne mangeant que|comendo so|mangiando solo)\b/,
  ],
  // Afraid of hurting one's own child, in any of them.
  [
    'harm_to_others',
    /\b(?:medo|miedo|peur|paura|angst)\b[^.!?]{0,6}\b(?:machucar|magoar|fazer mal|hacer(?:le)? dano|lastimar|faire du mal|fare del male)\b[^.!?]{0,6}\b(?:a |ao |al |alla |a la |à )?(?:meu|minha|mi|mon|ma|mio|mia)\b/,
  ],
];
