import type { CaseInput } from '../../case-schema.ts';

/**
 * English and Spanish clients: a birth year instead of an age, a group with several ages (one of them a minor
 * who is not the client), a size and a colour changed after the first message, distress that is not a loss,
 * questions the studio answers do not cover (deferred honestly), and typos in every word.
 */
export default [
  {
    id: 'fresh-e-en-born-in-2009',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['en', 'dm', 'minor', 'birth-year', 'question-back'],
    note: 'Born in 2009 makes her 16 or 17 in November 2026: the 18+ rule said kindly, nothing saved.',
    turns: [
      {
        say: 'hiii i was born in 2009 is that ok?? want a tiny fine line moon behind my ear 🌙',
        gives: ['age', 'idea', 'style', 'placement'],
        questions: [
          {
            topic: 'is a 2009 birth year ok',
            answer: ['/(?<![\\d])18(?![\\d])/', 'eighteen'],
            about: ['age', 'old', '2009', 'born'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-e-en-three-of-us-cousin-17',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'dm', 'group', 'companion', 'someone-elses-age', 'question-back'],
    note: 'Three people, three ages: the client is 22; the sister of 19 is not the client; the cousin of 17 cannot be tattooed even with their mum there, and the client is not turned away.',
    turns: [
      {
        say: 'hey! booking for 3 of us, matching geometric triangles on our wrists, like 3cm each. im 22, my sister is 19 and our cousin is 17, can she get one too if her mum comes with?',
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        questions: [
          {
            topic: 'the cousin of 17 with her mum',
            answer: ['/(?<![\\d])18(?![\\d])/', 'eighteen'],
            about: ['cousin', 'mum', '17', 'age', 'under'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [19, 17] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        age: 22,
        idea: ['triangle'],
        style: 'Geometric',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
      },
    },
  },
  {
    id: 'fresh-e-en-bigger-and-some-red',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'web', 'correction', 'size-change', 'colour-change', 'question-back'],
    note: 'The size goes from 10 to 18 cm and the colour from black to a touch of red: the later answers replace the earlier ones. Whether it costs more: Mara quotes once the design is set (her pricing answer).',
    turns: [
      {
        say: "Hi Mara, I'd like a dotwork mandala on my left thigh, about 10 cm, all black. I'm 31.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'Actually can we go bigger, more like 18 cm? And I changed my mind on the colour, I want a bit of red in the centre. Would that cost more?',
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'does it cost more',
            answer: [
              'depends',
              'quote',
              '/(size|detail)[^.?!]{0,40}(price|cost)/i',
              '/(price|cost)[^.?!]{0,40}(size|detail)/i',
            ],
            about: ['cost', 'price', 'more'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/(about|around|roughly) 10 ?cm/i'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'thigh', side: 'left' },
        size: { cm: [17, 19] },
        color: 'color',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-e-en-divorce-phoenix',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'web', 'distress', 'complete'],
    note: 'A divorce and "not doing great": warmth first, then the piece; never a cheerful "Great, phoenix!" opening.',
    turns: [
      {
        say: "sorry this is a lot, my divorce was finalised last week and honestly i'm not doing great. i want something just for me, a phoenix rising on my ribs in blackwork, about 20cm. i'm 38",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        reply: { empathy: true, mustNotContain: ['Great,', 'Love it', 'Awesome'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['phoenix'],
        style: 'Blackwork',
        placement: { area: 'rib' },
        size: { cm: [18, 22] },
        age: 38,
      },
    },
  },
  {
    id: 'fresh-e-en-klarna-one-sitting',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'unknown-answer', 'two-questions', 'budget'],
    note: 'Session length is a default studio answer; Klarna is a payment method Mara never set (payment methods are off by default): "I\'ll ask Mara", never "yes".',
    turns: [
      {
        say: 'yo wanna get a geometric wolf head on my calf, maybe 15x10cm, 350 budget. can i do it in one sitting? and do u take klarna',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'one sitting',
            answer: ['/\\d ?(–|-|to) ?\\d ?hours/i', 'one session', 'one sitting', 'hour'],
            about: ['sitting', 'session', 'hour'],
          },
          { topic: 'klarna', about: ['klarna', 'pay', 'payment', 'instal'], defer: true },
        ],
        mustNotSay: ['/(yes|yep|sure)[^.?!]{0,30}klarna/i', '/(takes|accepts?) klarna/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-e-en-typos-everywhere',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'dm', 'typos', 'complete'],
    note: 'Every word misspelt once: dotwrok, sunflowr, uper arm, budjet, arond.',
    turns: [
      {
        say: 'hii cud u do a dotwrok sunflowr on my uper arm lik 12 cm?? im 27 an budjet is arond 300',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['sunflower'],
        style: 'Dotwork',
        placement: { area: ['upper arm', 'arm'] },
        size: { cm: [11, 13] },
        budget: { around: 300 },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-e-en-left-no-right-forearm',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['en', 'dm', 'correction', 'side-change'],
    note: 'The side corrected in the next message ("left is already full"): right forearm; left never said back after.',
    turns: [
      {
        say: 'can i get a trad dagger through a rose on my left forearm, 16cm, full colour. 29 btw',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'wait no sorry RIGHT forearm, my left is already full lol',
        gives: ['placement'],
        mustNotSay: ['/left forearm/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dagger'],
        style: 'Traditional',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [15, 17] },
        color: 'color',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-e-en-service-dog-stretch-marks',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'unknown-answer', 'two-questions'],
    note: 'Two questions no studio answer covers (a service dog in the studio, tattooing over stretch marks): deferred to Mara, never answered yes or no by the assistant.',
    turns: [
      {
        say: "Hello! I'd like a blackwork snake winding up from my ankle, around 25cm. Two questions: can I bring my service dog, and does Mara tattoo over stretch marks? I'm 26.",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        questions: [
          { topic: 'service dog', about: ['dog', 'service'], defer: true },
          { topic: 'stretch marks', about: ['stretch', 'marks'], defer: true },
        ],
        mustNotSay: ['/(dogs?|service dogs?) (are|is) (welcome|fine|ok|allowed)/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['snake'],
        style: 'Blackwork',
        placement: { area: ['ankle', 'leg', 'shin', 'calf'] },
        size: { cm: [23, 27] },
        age: 26,
      },
    },
  },
  {
    id: 'fresh-e-es-naci-en-el-2010',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['es', 'dm', 'minor', 'birth-year', 'question-back'],
    note: '"Nací en el 2010": 16 in November 2026. The 18+ rule said in Spanish, kindly; nothing saved.',
    turns: [
      {
        say: 'holaa nací en el 2010, me puedo hacer una golondrina chiquita en el tobillo si me acompaña mi mamá??',
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: 'with mum, born 2010',
            answer: ['/(?<![\\d])18(?![\\d])/', 'dieciocho', 'mayor de edad'],
            about: ['mamá', 'edad', 'años', 'acompañ'],
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'es' } },
  },
  {
    id: 'fresh-e-es-despedida-cuatro-amigas',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['es', 'web', 'group', 'question-back', 'unknown-answer'],
    note: 'Four friends for a hen party, all adults: a group price is not in Iris\'s data (deferred, never an invented discount); "corazoncito" is small but no measure.',
    turns: [
      {
        say: 'Hola Iris! Somos 4 amigas para una despedida de soltera y queremos el mismo corazoncito fine line en la muñeca, todas entre 25 y 30 años. ¿Hacéis precio de grupo?',
        gives: ['idea', 'style', 'placement'],
        questions: [
          { topic: 'group price', about: ['grupo', 'precio', 'descuento', 'cuatro', '4'], defer: true },
        ],
        mustNotSay: ['/(sí|claro)[^.?!]{0,30}(descuento|precio de grupo)/i'],
      },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        underAge: false,
        idea: [['corazón', 'corazon', 'heart']],
        style: 'Minimalist',
        placement: { area: 'wrist' },
      },
    },
  },
  {
    id: 'fresh-e-es-perrita-luna',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['es', 'dm', 'distress', 'grief', 'pet', 'complete'],
    note: 'A dog who died last week: care first in Spanish, then the portrait; "Luna" is the dog, not a moon.',
    turns: [
      {
        say: 'perdona si escribo raro, se murió mi perrita Luna la semana pasada y no paro de llorar 😢 quiero un retrato de ella en el antebrazo interno, unos 12 cm, en negro y gris. tengo 33 años',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        reply: { empathy: true, mustNotContain: ['Genial', '¡Qué bien'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'es',
        idea: [['perr', 'dog', 'luna']],
        style: 'Portrait',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-e-es-mejor-a-color',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['es', 'web', 'colour-change', 'question-back', 'correction'],
    note: 'Rafa works in black and grey (his bio): the client changes to colour and asks if he does it; the honest answer is that his work is black and grey, or "I\'ll ask Rafa". The colour recorded is the later one.',
    turns: [
      {
        say: 'Hola Rafa, quiero un ojo realista en el omóplato derecho, 10 cm, en negro y gris. Tengo 40 años.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'Pensándolo mejor lo quiero a color, con el iris verde. ¿Trabajas a color?',
        gives: ['color'],
        questions: [
          {
            topic: 'does Rafa work in colour',
            answer: ['negro y gris', 'blanco y negro', 'escala de grises'],
            about: ['color'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['ojo'],
        style: 'Realism',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'right' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 40,
      },
    },
  },
  {
    id: 'fresh-e-es-che-lobo-omoplato',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['es', 'dm', 'regional', 'question-back', 'healing', 'complete'],
    note: 'Rioplatense Spanish ("che", "tenés"); the healing time is a default studio answer, in Spanish.',
    turns: [
      {
        say: 'che rafa, quiero un lobo realista en el omóplato izquierdo, unos 15 cm, tengo 500 euros y 31 años. cuánto tarda en curar más o menos?',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
        questions: [
          {
            topic: 'healing time',
            answer: ['/\\d ?(–|-|a) ?\\d semanas/i', 'semanas'],
            about: ['cura', 'cicatriz', 'sana'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lobo'],
        style: 'Realism',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'left' },
        size: { cm: [14, 16] },
        budget: { around: 500, currency: 'EUR' },
        age: 31,
      },
    },
  },
  {
    id: 'fresh-e-es-hermano-16-juntos',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['es', 'web', 'companion', 'someone-elses-age', 'question-back'],
    note: 'The client is 20; her brother of 16 cannot be tattooed even with their mother: the rule said for him, the client not refused.',
    turns: [
      {
        say: 'Buenas! Mi hermano de 16 y yo (20) queremos tatuarnos juntos la fecha de nacimiento de nuestro abuelo, yo la quiero en la muñeca. ¿Él puede si viene nuestra madre a firmar?',
        gives: ['age', 'placement'],
        questions: [
          {
            topic: 'the brother of 16 with mum',
            answer: ['/(?<![\\d])18(?![\\d])/', 'dieciocho', 'mayor de edad'],
            about: ['hermano', 'madre', 'firm', 'edad', '16'],
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'companion', notClientAge: [16] },
    expect: {
      ready: false,
      fields: { underAge: false, age: 20, placement: { area: 'wrist' }, language: 'es' },
    },
  },
  {
    id: 'fresh-e-es-lunares',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['es', 'dm', 'question-back', 'unknown-answer', 'medical'],
    note: 'Tattooing over moles is for Mara (or a dermatologist) to say: deferred, never "no pasa nada".',
    turns: [
      {
        say: 'hola mara! quiero unas olas geométricas en la pantorrilla derecha, de unos 14 cm. tengo varios lunares en esa zona, ¿tatúas encima de lunares?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'tattooing over moles',
            answer: ['dermatólog', 'médico'],
            about: ['lunar'],
            defer: true,
          },
        ],
        mustNotSay: ['/no (pasa|hay) (nada|problema)/i', '/(sí|claro),? (se puede|tatú)/i'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['ola'],
        style: 'Geometric',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [13, 15] },
      },
    },
  },
] satisfies CaseInput[];
