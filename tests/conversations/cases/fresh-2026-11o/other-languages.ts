import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients and the conversation itself: a switch from English to the
 * client's own language mid-chat, two questions at once (session length and a boyfriend along, walk-ins and
 * healing, the address and parking, flash and touch-ups, card payment and pain), a follow-up on an answer ("¿y con
 * Bizum?", "et une séance dure combien ?"), "ni idea"/"tú decides", "je sais pas"/"comme tu veux", "boh", one-word
 * replies, a placement moved to the other arm or from the arm to the thigh, grief for a grandmother and a mother, a
 * mother asking for her daughter of 16, fear of needles on a waitlist, and a client who wants the artist herself.
 */
export default [
  {
    id: 'fresh-o-es-switch-from-english',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['es', 'dm', 'language-switch', 'multi-turn'],
    note: 'Starts in English, switches to Spanish ("mejor en español"): replies follow into Spanish and stay there.',
    turns: [
      {
        say: 'hi! realistic lion on my shoulder blade',
        gives: ['idea', 'style', 'placement'],
        replyLanguage: 'en',
      },
      {
        say: 'perdona, mejor en español que me cuesta jaja. unos 20 cm, en blanco y negro',
        gives: ['size', 'color'],
        reply: { notAsks: ['idea', 'placement'] },
      },
      { say: 'tengo 30 y unos 500 euros', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['león', 'leon', 'lion']],
        style: 'Realism',
        placement: { area: ['shoulder', 'omóplato', 'omoplato', 'escápula', 'blade'] },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 30,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-o-es-sesion-y-novio',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['es', 'web', 'two-questions', 'session-length', 'companion', 'multi-turn'],
    note: 'Two questions beside the facts: how long a session lasts (hours) and bringing a boyfriend (the companion answer).',
    turns: [
      {
        say: 'Hola Mara! Quiero un colibrí geométrico en el antebrazo, unos 12 cm, solo negro.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: '¿cuánto dura más o menos la sesión? y ¿puedo ir con mi novio?',
        questions: [
          {
            topic: 'session length',
            about: ['dura', 'sesión', 'sesion', 'horas'],
            answer: ['/\\bhoras?\\b/iu'],
          },
          {
            topic: 'bringing a boyfriend',
            about: ['novio', 'acompañ', 'venir'],
            answer: [
              '/(puede|puedes|pueden|bienvenid)[^.!?]{0,80}(novio|acompañ|venir)/iu',
              '/(novio|acompañ)[^.!?]{0,80}(bienvenid|puede)/iu',
            ],
          },
        ],
      },
      { say: 'perfecto, tengo 25', gives: ['age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['colibrí', 'colibri', 'hummingbird']],
        style: 'Geometric',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 25,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-o-es-tu-decides',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['es', 'dm', 'unsure', 'left-to-artist', 'never-re-ask', 'multi-turn'],
    note: '"Ni idea" on the size, then "tú decides": the size is Iris\'s call and never asked again.',
    turns: [
      {
        say: 'holaa quiero una ramita de lavanda en el tobillo, línea fina',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'ni ideaa del tamaño, tú decides 🙏', gives: ['size'], reply: { notAsks: ['size'] } },
      { say: 'negro. tengo 23', gives: ['color', 'age'], reply: { notAsks: ['size'] } },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['lavanda', 'lavender']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'tobillo'] },
        age: 23,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-o-es-abuela-bizum',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['es', 'web', 'grief', 'follow-up-question', 'payment', 'multi-turn'],
    note: 'A grandmother who died, told first; then the payment methods (card, cash or Bizum) and a follow-up on Bizum itself.',
    turns: [
      {
        say: 'hola rafa... se me murió mi abuela hace dos semanas y quiero llevarla conmigo. un retrato suyo',
        gives: ['idea', 'style'],
        reply: { empathy: true, mustNotContain: ['genial', 'qué bien', 'perfecto'] },
      },
      {
        say: 'en el antebrazo, unos 15 cm, blanco y negro. tengo 34. ¿cómo se paga?',
        gives: ['placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'payment methods',
            about: ['pag', 'tarjeta', 'efectivo'],
            answer: ['/tarjeta|efectivo|bizum/iu'],
          },
        ],
      },
      {
        say: '¿y con bizum también se puede el depósito?',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit by Bizum',
            about: ['bizum', 'depósito', 'deposito', 'señal'],
            answer: [
              '/(?<![\\p{L}])sí(?![\\p{L}])[^.!?]{0,60}bizum/iu',
              '/bizum[^.!?]{0,60}(también|tambien|puedes|se puede|vale|sin problema)/iu',
            ],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['abuela', 'grandmother']],
        style: 'Portrait',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 34,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-o-pt-outro-braco',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['pt', 'dm', 'correction', 'side', 'multi-turn'],
    note: '"Na verdade no outro braço": the left arm becomes the right; left is never said back after.',
    turns: [
      {
        say: 'oii mara! quero um escorpião blackwork no braço esquerdo, uns 10cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'na verdade no outro braço, o direito, no esquerdo já tem um 😅',
        gives: ['placement'],
        mustNotSay: ['/braço esquerdo(?! j)/iu'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'só preto. tenho 27', gives: ['color', 'age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['escorpião', 'escorpiao', 'scorpion']],
        style: 'Blackwork',
        placement: { area: ['arm', 'braço', 'braco'], side: 'right' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 27,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-o-pt-walk-in-e-cicatrizacao',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['pt', 'web', 'two-questions', 'walk-ins', 'healing'],
    note: 'A Brazilian in Bristol: walk-ins (Noor takes them) and healing time (weeks) asked together, beside a complete brief.',
    turns: [
      {
        say: 'Oi Noor! Vocês atendem sem hora marcada? E quanto tempo leva pra cicatrizar? Queria uma andorinha tradicional colorida no peito, uns 12 cm, tenho 31 anos',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['hora marcada', 'walk', 'sem agendamento', 'agend'],
            answer: ['/(?<![\\p{L}])sim(?![\\p{L}])|aceit|atend|walk-?ins?/iu'],
          },
          { topic: 'healing time', about: ['cicatriz'], answer: ['/semanas?/iu'] },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['andorinha', 'swallow']],
        style: 'Traditional',
        placement: { area: ['chest', 'peito'] },
        size: { cm: [11, 13] },
        color: 'color',
        age: 31,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-o-pt-uma-palavra',
    category: 'fresh-2026-11o',
    artist: 'lena',
    tags: ['pt', 'dm', 'one-word', 'multi-turn'],
    note: 'One word at a time in Portuguese: each lands in its field and the replies stay Portuguese though each message is short.',
    turns: [
      'oi',
      { say: 'girassol', gives: ['idea'] },
      { say: 'costela', gives: ['placement'] },
      { say: 'pequeno', gives: ['size'] },
      { say: 'preto', gives: ['color'] },
      { say: '25', gives: ['age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        idea: [['girassol', 'sunflower']],
        placement: { area: ['rib', 'costela'] },
        size: { text: ['pequen', 'small'] },
        age: 25,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-o-pt-mae-filha-16',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['pt', 'web', 'parent', 'minor', 'multi-turn'],
    note: 'A mother asks for her daughter of 16 and offers to sign: Iris is 18+ with photo ID, no exceptions; the daughter is the one tattooed.',
    turns: [
      {
        say: 'Olá Iris, boa tarde. Minha filha quer fazer uma borboleta fininha no pulso, uns 4 cm.',
        gives: ['idea', 'placement', 'size'],
      },
      { say: 'Ela tem 16 anos', gives: ['age'] },
      {
        say: 'E se eu for junto e assinar a autorização?',
        questions: [
          { topic: 'parent consent', about: ['autoriza', 'assin', '18', 'idade'], answer: ['/18/'] },
        ],
        mustNotSay: ['/com (a sua|sua) autoriza[çc][ãa]o[^.!?]{0,40}(pode|tudo bem)/iu'],
      },
    ],
    conversation: { language: 'pt', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, language: 'pt' },
      last: { bookingLink: false },
    },
  },
  {
    id: 'fresh-o-fr-adresse-et-parking',
    category: 'fresh-2026-11o',
    artist: 'lena',
    tags: ['fr', 'dm', 'two-questions', 'defer', 'multi-turn'],
    note: 'The address (Weserstraße 12, known) and parking (in no data: Lena is asked), then the brief in two messages.',
    turns: [
      {
        say: "coucou ! t'es où exactement à Berlin ? et y a moyen de se garer pas loin ?",
        asks: 'location',
        questions: [
          { topic: 'address', about: ['weser', 'adresse', 'studio', 'berlin'], answer: ['Weser'] },
          { topic: 'parking', about: ['garer', 'parking', 'stationn', 'voiture'], defer: true },
        ],
      },
      {
        say: 'top. une petite hirondelle en fine line sur la nuque, genre 5 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'noir. jai 28 ans', gives: ['color', 'age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['hirondelle', 'swallow']],
        style: 'Minimalist',
        placement: { area: ['nape', 'neck', 'nuque'] },
        size: { cm: [4, 6] },
        age: 28,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-o-fr-comme-tu-veux',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['fr', 'web', 'unsure', 'left-to-artist', 'never-re-ask', 'multi-turn'],
    note: '"Je sais pas trop" on the style, then "comme tu veux": the style is Mara\'s call, never asked again.',
    turns: [
      {
        say: "Bonjour ! Je voudrais une montagne sur l'avant-bras, environ 10 cm, en noir",
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'je sais pas trop pour le style... comme tu veux franchement',
        gives: ['style'],
        reply: { notAsks: ['style'] },
      },
      { say: "j'ai 32 ans", gives: ['age'], reply: { notAsks: ['style'] } },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['montagne', 'mountain']],
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 32,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-o-fr-seance-combien',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['fr', 'dm', 'follow-up-question', 'session-length', 'price', 'multi-turn'],
    note: 'The minimum (300 €), then a follow-up on it: how long a session lasts (hours).',
    turns: [
      {
        say: "salut ! un portrait réaliste de mon chat sur le mollet, 15 cm, noir et gris. c'est combien minimum ?",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        asks: 'price',
        questions: [{ topic: 'minimum', about: ['minimum', 'prix', '€', 'tarif'], answer: ['300'] }],
      },
      {
        say: 'ok et une séance ça dure combien de temps en général ?',
        questions: [
          { topic: 'session length', about: ['séance', 'dure', 'heure', 'temps'], answer: ['/heures?/iu'] },
        ],
      },
      { say: "d'accord merci, j'ai 29 ans", gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['chat', 'cat']],
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 29,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-o-fr-parler-a-iris',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['fr', 'web', 'human', 'multi-turn'],
    note: 'The client would rather talk to Iris herself: a way to reach her is offered in French, what was said is kept.',
    turns: [
      {
        say: 'Bonjour, je voudrais un prénom en écriture fine, "Léon", sur le poignet',
        gives: ['idea', 'style', 'placement'],
      },
      { say: "environ 3 cm, noir. J'ai 37 ans", gives: ['size', 'color', 'age'] },
      {
        say: "Je préfère parler directement à Iris, c'est possible ?",
        reply: { handoff: true, notAsks: ['idea', 'placement', 'size', 'age'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['Léon', 'Leon']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'poignet'] },
        size: { cm: [2, 4] },
        age: 37,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-o-de-alles-in-einer-nachricht',
    category: 'fresh-2026-11o',
    artist: 'lena',
    tags: ['de', 'web', 'one-message', 'two-questions', 'defer'],
    note: 'One long message with two questions: card payment (Lena set none: she is asked) and pain on the ankle (the pain answer).',
    turns: [
      {
        say: 'Hallo Lena! Ich schreib einfach mal alles auf einmal: ich hätte gern einen kleinen Zweig Eukalyptus in Fineline am rechten Knöchel, ca. 7 cm, nur schwarz. Bin 29, Budget so um die 180 €. Referenzbilder hab ich keine. Kann man bei dir mit Karte zahlen? Und tut es am Knöchel sehr weh?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'references'],
        questions: [
          { topic: 'card payment', about: ['karte', 'zahl', 'bezahl'], defer: true },
          {
            topic: 'pain on the ankle',
            about: ['weh', 'schmerz', 'knöchel', 'empfindlich'],
            answer: ['/empfindlich|schmerzhaft|weh|knochen/iu'],
          },
        ],
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'references'] },
        mustNotSay: ['/(?<!\\b(ob|frage?n?)\\b[^.!?]{0,40})Karte[^.!?]{0,30}(kein Problem|geht|möglich)/iu'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['eukalyptus'],
        style: 'Minimalist',
        placement: { area: ['ankle', 'knöchel'], side: 'right' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
        budget: { around: 180, currency: 'EUR' },
        references: false,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-o-de-doch-links',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['de', 'dm', 'correction', 'side', 'multi-turn'],
    note: '"Doch lieber links": the right forearm becomes the left; right is not said back after.',
    turns: [
      {
        say: 'hey! geometrischer hirsch auf dem rechten unterarm, so 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'ne warte, doch lieber links, bin rechtshänder und will ihn sehen',
        gives: ['placement'],
        mustNotSay: ['/rechten? Unterarm/iu'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'nur schwarz. 33', gives: ['color', 'age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['hirsch', 'deer', 'stag']],
        style: 'Geometric',
        placement: { area: ['forearm', 'unterarm'], side: 'left' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 33,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-o-de-angst-warteliste',
    category: 'fresh-2026-11o',
    artist: 'kai',
    tags: ['de', 'web', 'nervous', 'waitlist', 'multi-turn'],
    note: "Afraid of needles, on a waitlist: Kai's waitlist said plainly, no booking link, no promise that it does not hurt.",
    turns: [
      {
        say: 'Hallo, ich hab ehrlich gesagt voll Angst vor Nadeln, aber ich will unbedingt einen Drachen auf den Rücken',
        gives: ['idea', 'placement'],
        reply: { bookingLink: false },
      },
      {
        say: 'Nimmst du gerade überhaupt Leute an?',
        asks: 'booking',
        questions: [
          { topic: 'waitlist', about: ['warteliste', 'termin', 'annehm'], answer: ['/warteliste/iu'] },
        ],
      },
      { say: 'ok dann bitte auf die Liste. ganzer Rücken, farbig. bin 35', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'de', mustNotSay: ['/tut (gar )?nicht weh/iu'] },
    expect: {
      ready: true,
      fields: {
        idea: [['drache', 'dragon']],
        style: 'Japanese',
        placement: { area: ['back', 'rücken'] },
        size: { text: ['ganz', 'full', 'rücken', 'back'] },
        color: 'color',
        age: 35,
        language: 'de',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-o-de-switch-from-english',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['de', 'dm', 'language-switch', 'multi-turn'],
    note: 'Starts in English, asks to write in German: replies follow into German from then on.',
    turns: [
      { say: 'hi noor, trad eagle on my chest pls', gives: ['idea', 'placement'], replyLanguage: 'en' },
      {
        say: 'sorry, kann ich auf deutsch schreiben? mein englisch ist nicht so gut. ca. 25 cm, farbig',
        gives: ['size', 'color'],
        reply: { notAsks: ['idea', 'placement'] },
      },
      { say: 'bin 40', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['adler', 'eagle']],
        style: 'Traditional',
        placement: { area: ['chest', 'brust'] },
        size: { cm: [23, 27] },
        color: 'color',
        age: 40,
      },
    },
  },
  {
    id: 'fresh-o-it-mamma-foto',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['it', 'web', 'grief', 'references', 'multi-turn'],
    note: 'A mother who died, told first; whether an old photo will do is answered (send it), the rest follows.',
    turns: [
      {
        say: 'ciao rafa, ho perso la mia mamma a settembre e vorrei un suo ritratto',
        gives: ['idea', 'style'],
        reply: { empathy: true, mustNotContain: ['fantastico', 'perfetto', 'che bello'] },
      },
      {
        say: 'ho solo una foto vecchia un po rovinata, va bene lo stesso?',
        gives: ['references'],
        questions: [
          {
            topic: 'an old photo',
            about: ['foto'],
            answer: [
              '/(?<![\\p{L}])(sì|certo|assolutamente|certamente|volentieri|mandala|inviala)(?![\\p{L}])/iu',
            ],
            defer: true,
          },
        ],
      },
      {
        say: "sull'avambraccio, 15 cm circa, bianco e nero. ho 45 anni",
        gives: ['placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['mamma', 'madre', 'mother']],
        style: 'Portrait',
        placement: { area: ['forearm', 'avambraccio'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 45,
        references: true,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-o-it-flash-e-ritocco',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['it', 'dm', 'two-questions', 'flash', 'touch-ups'],
    note: 'Flash (Iris does it) and touch-ups (one free within 8 weeks) asked together before any brief.',
    turns: [
      {
        say: 'ciaoo fai anche flash? e il ritocco si paga a parte?',
        asks: 'flash',
        questions: [
          {
            topic: 'flash',
            about: ['flash'],
            answer: ['/(?<![\\p{L}])sì(?![\\p{L}])|certo|faccio|fa (anche )?flash/iu'],
          },
          { topic: 'touch-ups', about: ['ritocc'], answer: ['/\\b8\\b|otto|gratis|gratuit|incluso/iu'] },
        ],
      },
      {
        say: 'ok allora una piccola luna fine line dietro l’orecchio, tipo 2 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'nero. ho 21 anni', gives: ['color', 'age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['luna'],
        style: 'Minimalist',
        placement: { area: ['ear', 'orecchio'] },
        size: { cm: [1, 3] },
        age: 21,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-o-it-boh',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['it', 'dm', 'unsure', 'one-word', 'multi-turn'],
    note: 'Short replies and a "boh" on the idea: options are offered once, then "il serpente" is the idea.',
    turns: [
      'ciao',
      {
        say: 'boh non so cosa fare, mi piace il blackwork',
        gives: ['style'],
        unsure: true,
        reply: { offersOptions: true },
      },
      { say: 'il serpente', gives: ['idea'], reply: { notAsks: ['style', 'idea'] } },
      { say: 'polpaccio', gives: ['placement'] },
      { say: '20 cm', gives: ['size'] },
      { say: '26', gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['serpente', 'snake']],
        style: 'Blackwork',
        placement: { area: ['calf', 'polpaccio'] },
        size: { cm: [18, 22] },
        age: 26,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-o-it-anzi-coscia',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['it', 'web', 'correction', 'placement', 'question-with-facts', 'multi-turn'],
    note: 'The arm changed to the thigh ("anzi no, sulla coscia"), with a question on the minimum (£120) in between.',
    turns: [
      {
        say: 'Ciao Noor! Vorrei una tigre tradizionale a colori sul braccio, sui 18 cm',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'anzi no, sulla coscia che c’è più spazio. quanto costa minimo?',
        gives: ['placement'],
        asks: 'price',
        questions: [{ topic: 'minimum', about: ['minimo', 'prezzo', 'costa', '£'], answer: ['120'] }],
        mustNotSay: ['/(tigre|tattoo|tatuaggio)[^.!?]{0,30}sul braccio/iu'],
      },
      { say: 'perfetto, ho 30 anni', gives: ['age'], reply: { notAsks: ['placement'] } },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['tigre', 'tiger']],
        style: 'Traditional',
        placement: { area: ['thigh', 'coscia'] },
        size: { cm: [17, 19] },
        color: 'color',
        age: 30,
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
