import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients in situations no earlier set has: Rioplatense voseo with
 * "mi vieja" (a living mother) and "400 lucas... digo euros", an age corrected down from 18 to 17 in Mexican Spanish,
 * two short sittings instead of one for a client who fears the pain, a boyfriend who is an apprentice tattooer and
 * wants to do part of it; a Brazilian influencer's "permuta", a European Portuguese client who lost the email with
 * her appointment's time, "fechar o braço" for a full sleeve, whether the price includes the aftercare ointment; a
 * Swiss woman of "septante-deux ans" and her first tattoo, French verlan ("ma reum", "20 piges"), painkillers before
 * the session, a client who does not want her tattoo posted on Instagram; Austrian German ("im Jänner", "habts ihr"),
 * a smoking break, Swiss German "400 Stutz" and "Büsi", a latex allergy and REACH-compliant inks; Roman dialect
 * ("me fai 'na rondine sur braccio"), the sole of the foot, whether the price includes VAT, and a reaction to black
 * henna years ago.
 */
export default [
  {
    id: 'fresh-r-es-mi-vieja-voseo',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['es', 'dm', 'regional', 'rioplatense', 'portrait', 'living-person', 'deposit', 'multi-turn'],
    note: '"Mi vieja" is the client\'s mother, alive and well ("está re bien"): no condolences. Her 60th birthday is no client age; "400 lucas... digo, 400 euros" is 400 euros; the deposit is Rafa\'s €100.',
    turns: [
      {
        say: 'che rafa, ¿vos hacés retratos? quiero uno de mi vieja en el antebrazo, que cumple 60 en febrero 🥹 (está re bien eh jaja)',
        gives: ['idea', 'placement'],
        asks: 'styles',
        questions: [
          {
            topic: 'portraits',
            about: ['retrato'],
            answer: ['/(?<![\\p{L}])sí(?![\\p{L}])|hace retratos|especialidad|especializ|realismo/iu'],
          },
        ],
      },
      {
        say: 'unos 15 cm, blanco y negro. tengo 34 y como 400 lucas... digo, 400 euros jaja la costumbre',
        gives: ['size', 'color', 'age', 'budget'],
      },
      {
        say: '¿y la seña cuánto es?',
        asks: 'deposit',
        questions: [
          { topic: 'deposit', about: ['seña', 'señal', 'depósito', 'deposito', '€'], answer: ['100'] },
        ],
      },
    ],
    conversation: {
      language: 'es',
      minor: 'none',
      notClientAge: [60],
      mustNotSay: ['/lo siento|(tu|su) pérdida|condolencias|en paz descanse|descanse en paz/iu'],
    },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['vieja', 'madre', 'mamá', 'mama', 'mother', 'mom']],
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 34,
        budget: { around: 400, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-r-es-edad-corregida',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['es', 'dm', 'minor', 'age-corrected', 'turning-18', 'mexican', 'multi-turn'],
    note: '"Tengo 18" then "bueno la neta tengo 17": the later age wins, the 18+ rule (Iris: no exceptions) is said kindly, March (the birthday) is the date to come back. Never ready.',
    turns: [
      {
        say: 'holaa iris 👋 tengo 18 y quiero una mariposita de línea fina en la muñeca',
        gives: ['idea', 'style', 'placement', 'age'],
      },
      {
        say: 'bueno la neta tengo 17 😬 cumplo 18 en marzo. ¿me la puedes hacer ya o tengo que esperar?',
        gives: ['age'],
        questions: [
          {
            topic: 'tattooed at 17',
            about: ['18', 'edad', 'esperar', 'marzo', 'mayor'],
            answer: ['/\\b18\\b|mayor(es)? de edad|sin excepci/iu'],
          },
        ],
        mustNotSay: ['/(?<!(si|cuando)[^.?!]{0,30})\\b(puedo|puede|podemos) hac[eé]rtela (ya|hoy|ahora)/iu'],
      },
      {
        say: 'ok ok 🥲 ¿entonces puedo apartar para marzo?',
        gives: ['timing'],
        asks: 'booking',
        questions: [
          {
            topic: 'booking for March',
            about: ['marzo', 'apartar', 'reserv', 'cumple', 'fecha'],
            answer: ['/marzo|después de tu cumple|cuando (cumplas|tengas) (18|los 18)|a partir de/iu'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: {
      ready: false,
      fields: { age: 17, underAge: true, turnsAdultSoon: true, timing: ['marzo', 'march'] },
    },
  },
  {
    id: 'fresh-r-es-dos-sesiones-cortas',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: [
      'es',
      'dm',
      'spain',
      'pain',
      'split-sessions',
      'size-as-thing',
      'age-in-words',
      'defer',
      'multi-turn',
    ],
    note: 'Two short sittings instead of one long one for a client who fears the pain: Lena\'s call (asked, never promised). "Del tamaño de un CD" is about 12 cm; "antebrazo izquierdo" the side; "veintinueve" is 29.',
    turns: [
      {
        say: 'hola lena! quiero una rama de olivo en línea fina en el antebrazo izquierdo, más o menos del tamaño de un CD, solo negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'soy súper flojita con el dolor 😅 ¿se podría hacer en dos sesiones cortas en vez de una larga?',
        questions: [
          {
            topic: 'two short sessions',
            about: ['sesion', 'sesión', 'dos', 'corta', 'dolor', 'partir', 'dividir'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(sí|claro),? (se puede|puedes|podemos) (hacer|dividir|partir)/iu',
        ],
      },
      { say: 'vale, gracias. tengo veintinueve', gives: ['age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['olivo', 'olive']],
        style: 'Minimalist',
        placement: { area: ['forearm', 'antebrazo'], side: 'left' },
        size: { cm: [10, 14], text: ['cd'] },
        color: 'black',
        age: 29,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-r-es-novio-tatuador',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: ['es', 'web', 'companion', 'someone-else-tattoos', 'two-questions', 'defer', 'multi-turn'],
    note: 'A boyfriend who is an apprentice tattooer wants to do part of the piece (Mara\'s call, never promised) and at least be there (the companion answer); "muslo derecho" is the side, "veintitrés" 23.',
    turns: [
      {
        say: 'holaa mara! mi novio es tatuador (todavía aprendiz jaja) y le haría mucha ilusión hacerme él una parte del tatu, ¿se podría? y si no, ¿al menos puede estar conmigo durante la sesión?',
        notIdea: ['novio', 'aprendiz'],
        questions: [
          {
            topic: 'boyfriend tattooing part of it',
            about: ['novio', 'parte', 'tatuar', 'hacer'],
            defer: true,
          },
          {
            topic: 'boyfriend in the session',
            about: ['novio', 'acompañ', 'estar', 'sesión', 'sesion', 'venir'],
            answer: [
              '/(?<![\\p{L}])(sí|claro)(?![\\p{L}])|puede (venir|acompañarte|entrar|estar)|acompañ|bienvenid/iu',
            ],
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(tu novio )?(puede|podría|podrá) (hacer|tatuar)(te|la|lo)? (una |alguna )?parte/iu',
        ],
      },
      {
        say: 'bueno, ya veremos 😅 es un lobo geométrico en el muslo derecho, unos 18 cm, solo negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'tengo veintitrés', gives: ['age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['lobo', 'wolf']],
        style: 'Geometric',
        placement: { area: ['thigh', 'muslo'], side: 'right' },
        size: { cm: [17, 19] },
        color: 'black',
        age: 23,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-r-pt-permuta-influencer',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: ['pt', 'dm', 'brazilian', 'influencer', 'barter', 'numbers-not-budget', 'defer', 'multi-turn'],
    note: 'A Brazilian influencer asks for a "permuta" (the tattoo for posts): Mara\'s call, never accepted nor "de graça"; "50 mil seguidores" is no budget (none is given).',
    turns: [
      {
        say: 'oii mara!! sou influencer de tattoo aqui em sp, tenho uns 50 mil seguidores 😅 rola uma permuta? vc faz a tattoo e eu divulgo no meu perfil',
        notIdea: ['influencer', 'seguidores', 'perfil'],
        questions: [
          {
            topic: 'barter for posts',
            about: ['permuta', 'divulg', 'parceria', 'influencer', 'seguidores'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(rola|aceita|topa|faz|fazemos) (sim )?(uma |a )?permuta/iu',
          '/(sai|fica|será|vai ser) de graça|sem custo/iu',
        ],
      },
      {
        say: 'se não rolar td bem kkk quero uma borboleta geométrica na costela, uns 15cm, só preto',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'tenho 24', gives: ['age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['borboleta', 'butterfly']],
        style: 'Geometric',
        placement: { area: ['rib', 'costela'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 24,
        budget: null,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-r-pt-marcacao-esquecida',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['pt', 'web', 'european-portuguese', 'booked-client', 'location', 'defer', 'multi-turn'],
    note: 'European Portuguese ("marcação", "convosco", "morada", "já agora"): the time of a booked appointment is not in the chat (asked, never invented); the address\'s number is 32 (Rafa\'s data). No new brief.',
    turns: [
      {
        say: 'Olá Rafa, boa tarde. Tenho marcação convosco na próxima semana mas apaguei o email sem querer 🙈 Consegue dizer-me a que horas é?',
        questions: [
          {
            topic: 'appointment time',
            about: ['marcação', 'marcacao', 'hora', 'email'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!se[^.?!]{0,30})\\bmarcação (é|está marcada|fica) (às|para as|na|no)/iu'],
      },
      {
        say: 'Já agora, a morada é na Carrer de Verdi, certo? Qual é o número?',
        asks: 'location',
        questions: [
          { topic: 'address', about: ['morada', 'verdi', 'número', 'numero', 'endereço'], answer: ['32'] },
        ],
      },
      { say: 'Obrigada! Até lá 😊' },
    ],
    conversation: { language: 'pt' },
    expect: { ready: false },
  },
  {
    id: 'fresh-r-pt-fechar-o-braco',
    category: 'fresh-2026-11r',
    artist: 'kai',
    tags: ['pt', 'dm', 'brazilian', 'waitlist', 'sleeve', 'reais', 'multi-turn'],
    note: 'Brazilian "fechar o braço" is a full sleeve; the waitlist is said; "braço esquerdo" the side; 15 mil reais is the budget.',
    turns: [
      {
        say: 'fala kai! quero fechar o braço com um dragão japonês e umas ondas. tem lista de espera né? me coloca nela',
        gives: ['idea', 'size', 'placement'],
        asks: 'booking',
        questions: [
          { topic: 'waitlist', about: ['lista', 'espera'], answer: ['/lista de espera|waitlist/iu'] },
        ],
      },
      { say: 'braço esquerdo, colorido, sem pressa nenhuma', gives: ['placement', 'color'] },
      { say: 'tenho 35 e guardei uns 15 mil reais pra isso', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['dragão', 'dragao', 'dragon']],
        style: 'Japanese',
        placement: { area: ['arm', 'braço', 'braco'], side: 'left' },
        size: { text: ['braço', 'braco', 'sleeve', 'manga', 'fechar', 'inteiro', 'full'] },
        color: 'color',
        age: 35,
        budget: { around: 15000, currency: 'BRL' },
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-pt-pomada-inclusa',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['pt', 'dm', 'brazilian', 'price', 'aftercare-product', 'two-questions', 'defer', 'multi-turn'],
    note: "The price is Noor's minimum (120); whether it includes the healing ointment is hers to say, never claimed. A swallow each side of the chest, the size of a credit card.",
    turns: [
      {
        say: 'oi noor! qnto sai uma andorinha tradicional no peito, tipo do tamanho de um cartão de crédito? o valor já inclui a pomada pra cicatrização?',
        gives: ['idea', 'style', 'placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['preço', 'preco', 'valor', 'mínimo', 'minimo', '120', '£'],
            answer: ['120'],
          },
          {
            topic: 'ointment included',
            about: ['pomada', 'inclui', 'cicatriz', 'cuidados'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|não|nao)[^.?!]{0,30})\\b(já )?(inclui|vem com|está incluída|esta incluida) (a )?pomada/iu',
        ],
      },
      { say: 'colorida! na vdd uma de cada lado do peito', gives: ['color'] },
      { say: 'tenho 28 anos', gives: ['age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['andorinha', 'swallow']],
        style: 'Traditional',
        placement: { area: ['chest', 'peito'] },
        size: { cm: [7, 10], text: ['cartão', 'cartao', 'card'] },
        color: 'color',
        age: 28,
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-fr-septante-deux',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: [
      'fr',
      'web',
      'swiss-french',
      'older-client',
      'first-tattoo',
      'age-in-words',
      'defer',
      'multi-turn',
    ],
    note: 'A Swiss woman of "septante-deux ans" (72) and her first tattoo; whether older skin is a problem is Mara\'s to judge (never "aucun problème"); the grandchildren are no idea; "pointillisme" is dotwork.',
    turns: [
      {
        say: "Bonjour Mara, je suis Suissesse, j'ai septante-deux ans et je n'ai jamais eu de tatouage. Mes petits-enfants m'ont convaincue ! Je voudrais un petit colibri sur le poignet gauche.",
        gives: ['age', 'idea', 'placement'],
        notIdea: ['petits-enfants'],
      },
      {
        say: 'Est-ce que ma peau, à mon âge, pose un problème pour tatouer ?',
        questions: [{ topic: 'older skin', about: ['peau', 'âge', 'age'], defer: true }],
        mustNotSay: ['/(?<!si[^.?!]{0,30})\\b(aucun|pas de|sans) (problème|souci|risque)/iu'],
      },
      {
        say: 'Environ cinq centimètres, en couleur, et plutôt en pointillisme je pense.',
        gives: ['size', 'color', 'style'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['colibri', 'hummingbird']],
        style: 'Dotwork',
        placement: { area: ['wrist', 'poignet'], side: 'left' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 72,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-r-fr-verlan',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['fr', 'dm', 'verlan', 'slang', 'lettering', 'price', 'multi-turn'],
    note: 'Verlan and slang: "ma reum" is the client\'s mother (the name Nadia is the lettering), "ouf" and "chelou" are no idea, "20 piges" is 20 years old; the price is Iris\'s minimum (150).',
    turns: [
      {
        say: "wesh iris 👋 jveux le prénom de ma reum en script sur l'avant-bras, genre « Nadia », ça srait trop ouf. rien de chelou hein, un truc tout fin",
        gives: ['idea', 'style', 'placement'],
        notIdea: ['ouf', 'chelou', 'wesh'],
      },
      {
        say: 'en noir, genre 8 cm de long. ça coûte combien à peu près ?',
        gives: ['color', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['prix', 'coût', 'cout', 'minimum', '$', 'tarif', 'combien'],
            answer: ['150'],
          },
        ],
      },
      { say: 'jai 20 piges', gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['nadia'],
        style: 'Minimalist',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 20,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-r-fr-antidouleur-avant',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['fr', 'dm', 'painkillers', 'medical', 'walk-ins', 'age-in-words', 'defer', 'multi-turn'],
    note: 'Ibuprofen or Doliprane before the session: for a doctor or pharmacist (or Noor), never "tu peux en prendre"; "trente et un ans" is 31; Noor takes walk-ins.',
    turns: [
      {
        say: 'salut noor ! je voudrais un aigle traditionnel sur le haut du dos, environ 25 cm, en couleur',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'je suis super douillet 😅 je peux prendre un ibuprofène ou un doliprane avant ?',
        questions: [
          {
            topic: 'painkillers before',
            about: [
              'ibuprofène',
              'ibuprofene',
              'doliprane',
              'paracétamol',
              'médicament',
              'antidouleur',
              'sang',
            ],
            answer: ['/médecin|medecin|pharmacien/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(tu peux|vous pouvez) (tout à fait |sans problème )?prendre (un |une |de l.|du )?(ibuprofène|doliprane|paracétamol|antidouleur)/iu',
        ],
      },
      {
        say: "ok merci. j'ai trente et un ans. et je peux passer sans rendez-vous ?",
        gives: ['age'],
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['rendez-vous', 'passer', 'sans'],
            answer: [
              '/(?<![\\p{L}])oui(?![\\p{L}])/iu',
              '/accepte[^.!?]{0,30}(sans rendez-vous|walk)/iu',
              '/sans rendez-vous[^.!?]{0,40}(possible|bienvenu|accept)/iu',
            ],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['aigle', 'eagle']],
        style: 'Traditional',
        placement: { area: ['back', 'dos'] },
        size: { cm: [23, 27] },
        color: 'color',
        age: 31,
        language: 'fr',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-fr-pas-sur-insta',
    category: 'fresh-2026-11r',
    artist: 'juno',
    tags: ['fr', 'dm', 'books-closed', 'privacy', 'social-media', 'two-questions', 'defer', 'multi-turn'],
    note: 'Closed books said (no link) and a wish that the tattoo not be posted on Instagram: Juno\'s call, never promised for her; "mollet droit" is the side.',
    turns: [
      {
        say: "coucou juno, tu prends encore des nouveaux clients ? et petite question : si tu me tatoues, tu postes les photos sur ton insta ? j'aimerais que ça reste privé",
        asks: 'booking',
        questions: [
          {
            topic: 'books closed',
            about: ['ferm', 'liste', 'ouvert', 'clients', 'réserv', 'agenda'],
            answer: ['/ferm|complet|closed/iu'],
          },
          { topic: 'photos not posted', about: ['photo', 'insta', 'post', 'privé', 'prive'], defer: true },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\bne (les |la |le |rien )?(poste|postera|publie|publiera) (pas|jamais|rien)/iu',
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'ok mets-moi sur la liste alors : un poignard néo-trad avec une pivoine, sur le mollet droit, 15 cm, en couleur',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '27 ans', gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['poignard', 'dagger']],
        style: 'Neo-traditional',
        placement: { area: ['calf', 'mollet'], side: 'right' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 27,
        language: 'fr',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-r-de-jaenner-servus',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['de', 'dm', 'austrian', 'regional', 'timing', 'hours', 'price', 'two-questions', 'multi-turn'],
    note: 'Austrian German: "im Jänner" is January, "habts ihr", "was kost des"; Iris is open Tue-Sat 11-7 (Saturday yes) and starts at 150; the inner ankle is the placement.',
    turns: [
      {
        say: "Servus Iris! Bin im Jänner für a Woch'n in Portland bei meiner Schwester. Hätt gern an kleinen Enzian in Fine Line am Innenknöchel, so 4 cm, nur schwarz.",
        gives: ['timing', 'idea', 'style', 'placement', 'size', 'color'],
        notIdea: ['schwester'],
      },
      {
        say: 'Habts ihr am Samstag offen? Und was kost des ungefähr?',
        asks: 'hours',
        questions: [
          {
            topic: 'Saturday hours',
            about: ['samstag', 'offen', 'geöffnet', 'uhr', 'sa'],
            answer: [
              '/\\b11\\b|\\b19\\b|\\b7 ?pm|dienstag|di\\.?\\s?(-|–|bis)\\s?sa|tue/iu',
              '/samstag[^.!?]{0,40}(offen|geöffnet)|(offen|geöffnet)[^.!?]{0,40}samstag/iu',
            ],
          },
          { topic: 'price', about: ['kost', 'preis', 'minimum', '$', '150'], answer: ['150'] },
        ],
      },
      { say: 'Passt! Bin 42.', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['enzian', 'gentian']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'knöchel', 'knoechel'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 42,
        timing: ['jänner', 'januar', 'january'],
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-r-de-raucherpause',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: ['de', 'web', 'breaks', 'smoking', 'age-in-words', 'defer', 'multi-turn'],
    note: 'A smoking break during a long session: short breaks are usual, or Mara says; "linke Wade" is the side; "siebenundzwanzig" is 27.',
    turns: [
      {
        say: 'Hi Mara! Ich hätt gern einen Totenkopf mit Rosen in Blackwork auf der linken Wade, ca. 20 cm, nur schwarz',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Ehrliche Frage 😅 kann ich zwischendurch eine Raucherpause machen? Wird ja bestimmt ne längere Sitzung',
        questions: [
          {
            topic: 'smoking breaks',
            about: ['pause', 'rauch', 'zigarette', 'sitzung'],
            answer: [
              '/pausen? (sind|ist) (meist |meistens |normalerweise |in der regel |grundsätzlich )?(kein|normal|möglich|okay|ok|drin)|kurze pausen?/iu',
            ],
            defer: true,
          },
        ],
      },
      { say: 'Alles klar. Bin siebenundzwanzig', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['totenkopf', 'schädel', 'skull']],
        style: 'Blackwork',
        placement: { area: ['calf', 'wade'], side: 'left' },
        size: { cm: [18, 22] },
        color: 'black',
        age: 27,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-r-de-stutz-buesi',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['de', 'dm', 'swiss-german', 'regional', 'budget-slang', 'price', 'timing', 'multi-turn'],
    note: 'Swiss German: "Büsi" is a cat, "im Merz" March, "400 Stutz" 400 francs (the figure kept, no currency asserted); "längt das?" is answered with Rafa\'s minimum (€300).',
    turns: [
      {
        say: 'Hoi Rafa! Ich chume im Merz uf Barcelona. Wär mega, wenn du mir es realistisches Porträt vo mim Büsi chönntisch mache, uf em Oberarm, öppe 15 cm, schwarz-grau.',
        gives: ['timing', 'idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Budget han ich so 400 Stutz, längt das?',
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['budget', 'reicht', 'langt', 'längt', 'minimum', '€', '300', 'preis'],
            answer: ['300', '/reicht|genügt|passt|ausreichend/iu'],
          },
        ],
      },
      { say: 'Bin 38 😊', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['büsi', 'busi', 'katze', 'cat']],
        placement: { area: ['upper arm', 'oberarm'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 400 },
        timing: ['merz', 'märz', 'march'],
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-r-de-latex-reach',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['de', 'web', 'allergy', 'latex', 'ink-regulation', 'two-questions', 'defer', 'multi-turn'],
    note: 'A latex allergy (nitrile gloves?) and REACH-compliant inks: neither is in Lena\'s data, both asked, neither claimed; "linker Unterarm" is the side.',
    turns: [
      {
        say: 'Hallo Lena, ich hab eine Latexallergie. Arbeitest du mit Nitrilhandschuhen? Und sind deine Farben REACH-konform?',
        questions: [
          { topic: 'latex-free gloves', about: ['latex', 'nitril', 'handschuh'], defer: true },
          { topic: 'REACH-compliant inks', about: ['reach', 'farbe', 'farben', 'konform'], defer: true },
        ],
        mustNotSay: [
          '/(?<!ob[^.?!]{0,40})\\b(arbeite|arbeitet|benutze|benutzt|verwende|verwendet|nutzt) (ich |sie |lena )?(immer |nur |ausschließlich )?(mit )?nitril/iu',
          '/(?<!ob[^.?!]{0,40})\\b(sind|ist) (alle |ihre |meine |die )?(farben )?(komplett |vollständig )?reach-konform/iu',
        ],
      },
      {
        say: 'Danke! Ich möchte einen feinen Lavendelzweig in Fine Line am linken Unterarm, ca. 12 cm, nur schwarz',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'bin 36', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['lavendel', 'lavender']],
        style: 'Minimalist',
        placement: { area: ['forearm', 'unterarm'], side: 'left' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 36,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-r-it-romanesco',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['it', 'dm', 'roman-dialect', 'regional', 'price', 'hand-size', 'multi-turn'],
    note: 'Roman dialect: "me fai \'na rondine sur braccio", "quanto me viene a costà", "c\'ho 25 anni"; the price is Noor\'s minimum (120); "grande tipo \'na mano" is a hand\'s size.',
    turns: [
      {
        say: "aò noor, me fai 'na rondine tradizzionale sur braccio? grande tipo 'na mano, a colori",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'e quanto me viene a costà?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['prezzo', 'costa', 'cost', 'minimo', '£', '120', 'parte'],
            answer: ['120'],
          },
        ],
      },
      { say: "va bbene dai. c'ho 25 anni", gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Traditional',
        placement: { area: ['arm', 'braccio'] },
        size: { cm: [8, 20], text: ['mano', 'hand'] },
        color: 'color',
        age: 25,
        language: 'it',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-it-pianta-del-piede',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: [
      'it',
      'dm',
      'unusual-placement',
      'sole',
      'fading',
      'placement-changed',
      'age-in-words',
      'defer',
      'multi-turn',
    ],
    note: 'The sole of the foot, and whether it lasts there: Iris\'s call (it fades there; never "dura per sempre"); the client moves it to the side of the foot; "trentadue" is 32.',
    turns: [
      {
        say: 'ciao iris! si può fare un tatuaggio sotto la pianta del piede? vorrei una scritta piccolissima « respira » in fine line. dura o sbiadisce subito?',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'sole of the foot',
            about: ['pianta', 'piede', 'sbiad', 'dura'],
            answer: ['/sbiad|svanisc|ritocc|consum/iu'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!se[^.?!]{0,30})\\b(non sbiadisce|dura per sempre|durerà per sempre)/iu'],
      },
      { say: 'ok allora meglio sul lato del piede. tipo 6 cm, nero', gives: ['placement', 'size', 'color'] },
      { say: 'ho trentadue anni', gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['respira'],
        style: 'Minimalist',
        placement: { area: ['foot', 'piede'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 32,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-r-it-iva-inclusa',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['it', 'web', 'price', 'vat', 'companion', 'two-questions', 'defer', 'multi-turn'],
    note: 'The price is Lena\'s minimum (€120); whether it includes VAT is hers to say (never claimed); bringing a girlfriend is the companion answer; "clavicola sinistra" is the side.',
    turns: [
      {
        say: 'ciao lena! vorrei una spiga di grano fine line sulla clavicola sinistra, 10 cm, nera. quanto costa più o meno? ed è IVA inclusa?',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        asks: 'price',
        questions: [
          { topic: 'price', about: ['prezzo', 'costa', 'minimo', '€', '120', 'parte'], answer: ['120'] },
          { topic: 'VAT included', about: ['iva', 'tasse', 'inclus', 'compres'], defer: true },
        ],
        mustNotSay: [
          '/(?<!(se|non)[^.?!]{0,30})\\b(è |sono )?(iva inclusa|iva compresa|inclusa l.iva|compresa l.iva)/iu',
        ],
      },
      { say: 'perfetto. ho 29 anni', gives: ['age'] },
      {
        say: 'ah, posso venire con la mia ragazza?',
        questions: [
          {
            topic: 'bringing a girlfriend',
            about: ['ragazza', 'venire', 'accompagn', 'persona'],
            answer: [
              '/(?<![\\p{L}])(sì|certo|certamente)(?![\\p{L}])|può (venire|accompagnarti)|benvenut|accompagn/iu',
            ],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['grano', 'spiga', 'wheat']],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicola'], side: 'left' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 29,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-r-it-henne-nero',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['it', 'web', 'allergy', 'black-henna', 'medical', 'defer', 'multi-turn'],
    note: 'A bad reaction to black henna years ago: a doctor, a dermatologist or a patch test (or Rafa), never "nessun problema"; the henna is no idea. Then a labrador on the right calf.',
    turns: [
      {
        say: "Ciao Rafa! Anni fa in vacanza mi hanno fatto un tatuaggio all'henné nero e ho avuto una reazione brutta, con le vesciche. Posso farmi comunque un tatuaggio vero?",
        notIdea: ['henné', 'henne'],
        questions: [
          {
            topic: 'black henna reaction',
            about: ['henné', 'henne', 'reazione', 'allergi', 'vescic'],
            answer: ['/medic|dermatolog|allergolog|patch|test/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(nessun problema|non c.è (nessun )?(problema|rischio)|puoi farlo tranquill|è sicuro)/iu',
        ],
      },
      {
        say: 'Ok, intanto vorrei un ritratto realistico del mio labrador sul polpaccio destro, circa 15 cm, bianco e nero',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'Ho 39 anni e un budget di circa 500 euro', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['labrador', 'cane', 'dog']],
        placement: { area: ['calf', 'polpaccio'], side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 39,
        budget: { around: 500, currency: 'EUR' },
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
