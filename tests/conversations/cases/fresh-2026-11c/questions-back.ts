import type { CaseInput } from '../../case-schema.ts';

/**
 * Questions for the studio asked among facts, on topics and in wordings neither earlier held-out set used:
 * swimming after, Sunday hours, PayPal for the deposit, vegan ink, step-free access, a student discount, a
 * nursing mother, seeing the design before the day, the studio's address and Saturdays, the gym, a touch of red
 * for an artist who works in black, the deposit in Portuguese and Italian, parking and address, the number of
 * sessions, a free touch-up, flash or custom, numbing cream in German, pain on the top of the foot. Answered
 * from the artist's data (artists.ts; Mara keeps every default and set no Intake Controls), or honestly deferred
 * to the artist ("I'll ask Mara") when nobody could know; never an invented policy.
 */
export default [
  {
    id: 'fresh-c-swimming-two-weeks-after',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'aftercare'],
    note: 'Aftercare is one of Mara\'s default answers; staying out of pools and the sea while it heals, or "Mara will confirm", is a good reply. "You can swim right away" is not.',
    turns: [
      {
        say: "hiya! dotwork sun on the top of my foot, like 7cm ☀️ can i go swimming after? we're off to lanzarote 2 weeks later",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'swimming after the session',
            answer: [
              '/\\b(2|3|4|two|three|four)\\s*(-|–|to|or)?\\s*(\\d\\s*)?weeks?\\b/i',
              '/(avoid|skip|stay out of|keep it out of|no)\\b[^.?!]{0,40}(pool|sea|ocean|swim|soak|bath)/i',
              'fully healed',
              'until it heals',
              "until it's healed",
            ],
            about: ['swim', 'pool', 'sea', 'water', 'heal', 'holiday'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/you can (go )?swim(ming)? (right|straight) away/i',
          '/swimming (is|will be) (totally )?fine/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['sun'],
        style: 'Dotwork',
        placement: { area: 'foot' },
        size: { cm: [6, 8] },
      },
    },
  },
  {
    id: 'fresh-c-open-on-sundays',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['en', 'web', 'question-back', 'hours'],
    note: "Iris's hours are set (Tue-Sat 11am-7pm): a Saturday, not a Sunday.",
    turns: [
      {
        say: "Hello! I work weekdays so I'm hoping for a weekend slot. Are you open on Sundays? I'm after a small fine line 'breathe' script on my inner wrist.",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'Sunday hours',
            answer: ['Tue', 'Saturday', 'Sat', '/closed (on )?sundays?/i', '11am', '11 am', '11:00'],
            about: ['sunday', 'open', 'weekend', 'hours'],
          },
        ],
        mustNotSay: ["/(?<!(not|n't|closed)[^.?!]{0,20})\\b(is |are )?open (on )?sundays/i"],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['breathe'], style: 'Minimalist', placement: { area: 'wrist' } },
    },
  },
  {
    id: 'fresh-c-deposit-by-paypal',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['en', 'dm', 'question-back', 'deposit', 'payment'],
    note: "Rafa's deposit (€100) and his payment methods (card, cash or Bizum) are set: both answered in one reply. PayPal is not among them, so it is never agreed to.",
    turns: [
      {
        say: 'hey rafa 👋 realistic lion head on my outer thigh, roughly 25cm, can spend 900€. how much is the deposit and can i send it by paypal?',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'deposit amount',
            answer: ['€100', '100€', '100 €', '100 euro', '€ 100'],
            about: ['deposit'],
          },
          {
            topic: 'paying by PayPal',
            answer: ['Bizum', '/\\bcard\\b/i', '/\\bcash\\b/i'],
            about: ['paypal', 'pay', 'payment'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\b(yes|yep|yeah)\\b[^.?!]{0,30}paypal/i',
          '/paypal (works|is fine|is ok|is okay|is accepted)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'thigh' },
        size: { cm: [23, 27] },
        budget: { around: 900, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-is-the-ink-vegan',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'unknown-answer', 'false-claim'],
    note: 'Nothing in Mara\'s data says which inks she uses: "I\'ll ask Mara", never "the ink is vegan".',
    turns: [
      {
        say: "Hi Mara, I'm vegan so I have to ask: is your ink vegan? The idea is a geometric fern on my left calf, about 18 cm, black only.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [{ topic: 'vegan ink', about: ['vegan', 'ink', 'animal'], defer: true }],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,25})\\b(ink|inks) (is|are) (100% |fully |all |totally |completely )?vegan/i',
          '/(uses|only uses|works with) vegan ink/i',
          '/black (and|&) gr[ae]y/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['fern'],
        style: 'Geometric',
        placement: { area: 'calf', side: 'left' },
        size: { cm: [17, 19] },
        color: 'black',
      },
    },
  },
  {
    id: 'fresh-c-wheelchair-step-free',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'unknown-answer', 'size'],
    note: 'Access is not in Mara\'s data: an honest deferral, never "the studio is step-free". Palm-sized is the size.',
    turns: [
      {
        say: 'hey! im a wheelchair user, is the studio step free? want a blackwork moth on my upper arm, palm sized 🦋',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'step-free access',
            about: ['wheelchair', 'step', 'access', 'ramp', 'stair', 'studio'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,25})\\b(studio|it|space) (is|'s) (fully )?(step[- ]free|wheelchair[- ]accessible|accessible)/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['moth'],
        style: 'Blackwork',
        placement: { area: ['upper arm', 'arm'] },
        size: { cm: [7, 11], text: ['palm'] },
      },
    },
  },
  {
    id: 'fresh-c-student-discount-rumour',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['en', 'dm', 'question-back', 'unknown-answer', 'false-claim'],
    note: "A friend's rumour of a discount: Noor set nothing about discounts, so it is neither confirmed nor denied, only asked.",
    turns: [
      {
        say: "my mate said u do 10% off for students?? 🥺 trad swallow on my hand, about 5cm. budget's tight, like 130",
        gives: ['idea', 'placement', 'size', 'budget'],
        questions: [{ topic: 'student discount', about: ['student', 'discount', '10%', 'off'], defer: true }],
        mustNotSay: [
          '/\\b(yes|yep|yeah)\\b[^.?!]{0,30}(student|discount|10%)/i',
          '/(noor|she) (does|offers|gives) (a )?(student|10%|discount)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4.5, 5.5] },
        budget: { around: 130 },
      },
    },
  },
  {
    id: 'fresh-c-breastfeeding-is-it-ok',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'medical', 'false-claim', 'someone-elses-age'],
    note: 'A medical question: "check with your doctor" or "I\'ll ask Mara", never "it\'s fine". The 8-month-old is no client age.',
    turns: [
      {
        say: "Hello, I'd like a dotwork lotus on my hip, about 10 cm. I'm still breastfeeding my 8-month-old though, is it okay to get tattooed?",
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['breastfeeding'],
        questions: [
          {
            topic: 'tattooed while breastfeeding',
            answer: ['doctor', 'midwife', '/\\bGP\\b/', 'medical advice', 'health visitor'],
            about: ['breastfeed', 'nursing', 'feeding', 'safe', 'baby'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(it'?s|that'?s|it is|that is) (totally |perfectly |completely |absolutely )?(fine|safe|okay|ok)\\b(?! to ask)/i",
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        idea: ['lotus'],
        style: 'Dotwork',
        placement: { area: 'hip' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'fresh-c-see-the-design-before',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'unknown-answer'],
    note: 'How Mara shares drawings is not in her data: she confirms. Everything else is in the message.',
    turns: [
      {
        say: 'do i get to see the design before the day? want to make sure its right 🙏 geometric whale on my forearm, 15cm, 400 budget',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'seeing the design beforehand',
            answer: [
              '/(see|look at|check|approve)[^.?!]{0,40}(design|drawing|sketch)[^.?!]{0,40}(before|ahead|first)/i',
              '/(design|drawing|sketch)[^.?!]{0,60}(before (the|your) (day|session|appointment))/i',
            ],
            about: ['design', 'drawing', 'sketch', 'see', 'before'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['whale'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-c-es-donde-y-sabados',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['es', 'dm', 'question-back', 'location', 'hours'],
    note: "Rafa's address and hours are set (Carrer de Verdi 32; Mon-Fri 12:00-20:00): both answered, a Saturday is not offered.",
    turns: [
      {
        say: 'hola rafa!! dnd está el estudio exactamente? y abrís los sábados? quiero un búho realista en el gemelo izquierdo, unos 15cm 🦉',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          { topic: 'address', answer: ['Verdi'], about: ['estudio', 'dónde', 'dirección'] },
          {
            topic: 'Saturdays',
            answer: [
              'lunes',
              'viernes',
              'Mon',
              'Fri',
              '12:00',
              '/(?<![\\p{L}])no (abr|abie|trabaj)/iu',
              'cerrado',
            ],
            about: ['sábado', 'abr', 'horario'],
          },
        ],
        mustNotSay: [
          '/(sí|si),? (abr|abiert|trabaj)[^.?!]{0,20}sábado/iu',
          '/abr(e|imos) (también )?los sábados/iu',
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['búho', 'buho', 'owl']],
        style: 'Realism',
        placement: { area: 'calf', side: 'left' },
        size: { cm: [14, 16] },
      },
    },
  },
  {
    id: 'fresh-c-es-gimnasio-despues',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['es', 'web', 'question-back', 'aftercare'],
    turns: [
      {
        say: 'Buenas tardes, me gustaría un mandala de puntillismo en la parte alta de la espalda, de unos 20 cm. Voy al gimnasio todos los días: ¿cuántos días tendría que dejarlo después?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'gym after the session',
            answer: [
              '/(\\d+|unos|un par de|dos|tres|cuatro|pocos|algunos)\\s*(a \\d+\\s*)?(días|semanas?)/iu',
              'sudor',
              'roce',
              'cicatri',
              'cure',
            ],
            about: ['gimnasio', 'entren', 'ejercicio', 'deporte', 'sudor'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'back' },
        size: { cm: [19, 21] },
      },
    },
  },
  {
    id: 'fresh-c-es-toque-de-rojo-iris',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['es', 'dm', 'question-back', 'colour', 'style-not-offered'],
    note: 'Iris works in black and grey (her bio): saying so, or asking her, is a good reply; the red the client wants is still what is recorded.',
    turns: [
      {
        say: 'holaa iris, me harías una cerecita fine line en el tobillo con un toque de rojo? 🍒 tipo 3 cm',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'a touch of red',
            answer: [
              'negro y gris',
              'blanco y negro',
              'solo en negro',
              'solo negro',
              '/(?<![\\p{L}])no (trabaja|hace|tatúa)[^.?!]{0,30}color/iu',
            ],
            about: ['rojo', 'color'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['cerec', 'cerez', 'cherry']],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [2.5, 3.5] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-pt-quanto-e-o-sinal',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['pt', 'dm', 'question-back', 'deposit'],
    note: "Iris's deposit is set: $50, taken off the final price.",
    turns: [
      {
        say: 'oi iris! quanto é o sinal pra marcar? quero um raminho de lavanda fine line na costela, uns 9cm 💜',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'deposit amount',
            answer: ['/(?<![\\d.,])50(?![\\d.,]\\d)/'],
            about: ['sinal', 'depósito', 'entrada', 'reserva'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['lavanda'],
        style: 'Minimalist',
        placement: { area: 'rib' },
        size: { cm: [8, 10] },
      },
    },
  },
  {
    id: 'fresh-c-pt-onde-fica-e-estacionar',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['pt', 'web', 'question-back', 'location', 'parking'],
    note: "Noor's address is set (9 Harbour Rd, Bristol); parking is not: the address, and an honest deferral for parking.",
    turns: [
      {
        say: 'Olá Noor! Onde fica o estúdio? Vou de carro desde Londres, tem onde estacionar perto? Quero uma andorinha tradicional colorida no peito, uns 12 cm.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          { topic: 'address', answer: ['Harbour'], about: ['estúdio', 'onde', 'endereço'] },
          { topic: 'parking', about: ['estacion', 'carro', 'vaga', 'parking'], defer: true },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['andorinha'],
        style: 'Traditional',
        placement: { area: 'chest' },
        size: { cm: [11, 13] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-fr-combien-de-seances-loup',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['fr', 'web', 'question-back', 'session-length'],
    turns: [
      {
        say: "Bonjour Rafa, je voudrais un loup réaliste sur l'avant-bras droit, environ 18 cm, en noir et gris, budget 700 €. Combien de séances faut-il prévoir ?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [
          {
            topic: 'number of sessions',
            answer: [
              '/(\\d|une|deux|trois|quelques|plusieurs)\\s*(à|ou|-|–)?\\s*(\\d\\s*|deux |trois )?(séances?|heures?)/iu',
              '/(une|1) (seule )?séance/iu',
            ],
            about: ['séance', 'heure', 'durée'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['loup', 'wolf']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        budget: { around: 700, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-fr-retouche-offerte-plume',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['fr', 'dm', 'question-back', 'touch-ups'],
    note: 'Iris set one free touch-up within 8 weeks (in English only): the same fact, in French, or "je lui demande".',
    turns: [
      {
        say: "coucou iris, une petite plume fine line derrière l'oreille, genre 5cm. si ça s'efface un peu, la retouche est offerte ?",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'free touch-up',
            answer: [
              '8 semaines',
              'huit semaines',
              '/retouche[^.?!]{0,60}(gratuite|offerte|incluse)/iu',
              '/(gratuite|offerte)[^.?!]{0,40}semaines/iu',
            ],
            about: ['retouche', 'effac'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['plume', 'feather']],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [4.5, 5.5] },
      },
    },
  },
  {
    id: 'fresh-c-fr-flash-ou-perso',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['fr', 'dm', 'question-back', 'flash'],
    note: 'Mara set no flash policy, but her bio says "custom work only": either that or an honest deferral.',
    turns: [
      {
        say: "salut ! t'as des flashs dispo ou tu fais que du perso ? j'aimerais un truc géométrique sur le mollet gauche",
        gives: ['style', 'placement'],
        questions: [
          {
            topic: 'flash or custom',
            answer: ['sur mesure', 'sur-mesure', 'personnalisé', 'uniquement du perso', 'que du perso'],
            about: ['flash', 'perso', 'mesure', 'dessin'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: { language: 'fr', style: 'Geometric', placement: { area: 'calf', side: 'left' } },
    },
  },
  {
    id: 'fresh-c-de-wo-genau-mit-dem-zug',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['de', 'web', 'question-back', 'location'],
    turns: [
      {
        say: 'Guten Tag, ich komme mit dem Zug aus Girona. Wo genau ist Ihr Studio? Ich möchte eine realistische Eule auf dem linken Oberarm, etwa 20 cm, schwarz-grau, Budget 800 Euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [{ topic: 'address', answer: ['Verdi'], about: ['Studio', 'wo', 'Adresse'] }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['eule', 'owl']],
        style: 'Realism',
        placement: { area: ['upper arm', 'arm'], side: 'left' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        budget: { around: 800, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-de-betaeubungscreme-rippen',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['de', 'dm', 'question-back', 'numbing'],
    turns: [
      {
        say: 'hey noor, darf ich betäubungscreme benutzen? will ne traditionelle schwalbe auf die rippen 😬 so 10 cm',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'numbing cream',
            answer: [
              '/(creme)[^.?!]{0,120}(kannst|darfst|okay|in ordnung|vorher|absprechen|bescheid|vorab)/iu',
              '/(kannst|darfst)[^.?!]{0,60}creme/iu',
            ],
            about: ['creme', 'betäub'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['schwalbe', 'swallow']],
        style: 'Traditional',
        placement: { area: 'rib' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'fresh-c-it-orari-e-acconto',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['it', 'web', 'question-back', 'hours', 'deposit'],
    note: "Iris's hours (Tue-Sat 11am-7pm) and deposit ($50) are set: both answered.",
    turns: [
      {
        say: "Buongiorno Iris, sarò a Portland solo martedì e mercoledì prossimi. Che orari fai? E quant'è l'acconto? Vorrei una piccola scritta fine line 'respira' sulla clavicola sinistra.",
        gives: ['idea', 'style', 'placement', 'timing'],
        questions: [
          {
            topic: 'hours',
            answer: ['11', 'Tue', '/martedì[^.?!]{0,40}sabato/iu', '19:00', '7pm', '7 pm'],
            about: ['orari', 'orario', 'aperto', 'apert'],
          },
          {
            topic: 'deposit',
            answer: ['/(?<![\\d.,])50(?![\\d.,]\\d)/'],
            about: ['acconto', 'caparra', 'deposito'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['respira'],
        style: 'Minimalist',
        placement: { area: 'collarbone', side: 'left' },
      },
    },
  },
  {
    id: 'fresh-c-it-male-sul-collo-del-piede',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['it', 'dm', 'question-back', 'pain'],
    note: '"Collo del piede" is the top of the foot, not the neck.',
    turns: [
      {
        say: 'ciao mara! quanto fa male sul collo del piede? vorrei una piccola luna geometrica lì, tipo 5 cm 🌙',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'pain on the top of the foot',
            answer: [
              'sensibil',
              'doloros',
              'più male',
              '/(?<![\\p{L}])oss[oa](?![\\p{L}])/iu',
              'sopportabil',
              'pausa',
              'pause',
            ],
            about: ['male', 'dolore', 'piede'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['luna', 'moon']],
        style: 'Geometric',
        placement: { area: 'foot' },
        size: { cm: [4.5, 5.5] },
      },
    },
  },
] satisfies CaseInput[];
