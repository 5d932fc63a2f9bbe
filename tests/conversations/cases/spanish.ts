import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Spanish (issue #11 "Languages"): replies in Spanish, Spanish placements, sizes and money read, style lists
 * joined with "y", and the lead keeps the language.
 */
const ES: ReplyCheck = { language: 'es', mustNotContain: [' and ', 'Great'] };

export default [
  {
    id: 'es-presupuesto-600',
    category: 'spanish',
    artist: 'rafa',
    note: 'The issue saw "presupuesto 600" not read and a Spanish client answered in English.',
    turns: [
      { say: 'hola! quiero un retrato realista de mi perro en el antebrazo', reply: ES },
      { say: 'unos 15 cm', gives: ['size'], reply: ES },
      { say: 'presupuesto 600', gives: ['budget'], reply: ES },
      { say: 'sí, tengo 30 años', gives: ['age'], reply: ES },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'es',
        budget: { around: 600 },
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        age: 30,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'es-hola-only',
    category: 'spanish',
    artist: 'mara',
    note: 'The issue saw an idea saved as "hola".',
    turns: [{ say: 'hola', notIdea: ['hola'], reply: ES }],
    expect: { ready: false, fields: { idea: null, language: 'es' } },
  },
  {
    id: 'es-all-in-one',
    category: 'spanish',
    artist: 'mara',
    turns: [
      {
        say: 'Buenas! Quiero un lobo geométrico en el brazo derecho, unos 12 cm, en negro. Tengo 25 años y mi presupuesto es de 400€',
        reply: ES,
      },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'es',
        style: 'Geometric',
        idea: ['lobo'],
        placement: { area: 'arm', side: 'right' },
        budget: { around: 400, currency: 'EUR' },
        age: 25,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'es-unsure-style-y',
    category: 'spanish',
    artist: 'mara',
    note: 'Options in Spanish are joined with "y"/"o", never the English "and".',
    turns: [
      { say: 'quiero una luna en la muñeca', reply: ES },
      { say: 'no sé, qué estilos haces?', unsure: true, asks: 'styles', reply: ES },
    ],
    expect: { ready: false, fields: { idea: ['luna'], placement: { area: 'wrist' }, language: 'es' } },
  },
  {
    id: 'es-menor',
    category: 'spanish',
    artist: 'rafa',
    turns: [
      {
        say: 'hola tengo 16 años, puedo hacerme un tatuaje pequeño?',
        gives: ['age'],
        reply: { ...ES, mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 16, underAge: true, language: 'es' } },
  },
  {
    id: 'es-cuanto-cuesta',
    category: 'spanish',
    artist: 'rafa',
    turns: [{ say: 'cuánto cuesta un tatuaje?', asks: 'price', reply: { ...ES, mustContainAny: ['300'] } }],
    expect: { ready: false, fields: { idea: null, budget: null, language: 'es' } },
  },
  {
    id: 'es-memorial-abuela',
    category: 'spanish',
    artist: 'rafa',
    turns: [
      {
        say: 'mi abuela falleció hace poco y quiero un retrato de ella en el hombro',
        reply: { ...ES, empathy: true },
      },
    ],
    expect: { ready: false, fields: { style: 'Portrait', placement: { area: 'shoulder' }, language: 'es' } },
  },
  {
    id: 'es-pierna-pequeno',
    category: 'spanish',
    artist: 'mara',
    turns: [
      { say: 'holaa, una serpiente blackwork en la pierna', reply: ES },
      { say: 'pequeña, como 8 cm', gives: ['size'], reply: ES },
    ],
    expect: {
      ready: false,
      fields: { style: 'Blackwork', idea: ['serpiente'], size: { cm: [7.5, 8.5] }, language: 'es' },
    },
  },
  {
    id: 'es-espalda-colores',
    category: 'spanish',
    artist: 'juno',
    turns: [{ say: 'quiero una golondrina tradicional a color en la espalda', reply: ES }],
    expect: {
      ready: false,
      fields: { style: 'Traditional', color: 'color', placement: { area: 'back' }, language: 'es' },
    },
  },
  {
    id: 'es-walk-in',
    category: 'spanish',
    artist: 'iris',
    turns: [{ say: 'aceptan clientes sin cita?', asks: 'walk-ins', reply: ES }],
    expect: { ready: false, fields: { idea: null, language: 'es' } },
  },
  {
    id: 'es-full-flow-short-answers',
    category: 'spanish',
    artist: 'mara',
    turns: [
      { say: 'una brújula geométrica', reply: ES },
      { say: 'antebrazo izquierdo', gives: ['placement'], reply: ES },
      { say: '10 cm', gives: ['size'], reply: ES },
      { say: '350 dólares', gives: ['budget'], reply: ES },
      { say: 'sí', gives: ['age'], reply: ES },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Geometric',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [9.5, 10.5] },
        budget: { around: 350, currency: 'USD' },
        language: 'es',
      },
      some: { asks: 'age' },
      last: { bookingLink: true },
    },
  },
  {
    id: 'es-correction-muneca',
    category: 'spanish',
    artist: 'iris',
    turns: [
      { say: 'una flor fine line en el tobillo', reply: ES },
      { say: 'mejor en la muñeca', gives: ['placement'], reply: ES },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' }, language: 'es' } },
  },
  {
    id: 'es-costillas-then-antebrazo',
    category: 'spanish',
    artist: 'rafa',
    turns: [
      { say: 'hola, quiero un retrato realista de mi abuela en las costillas', reply: ES },
      { say: 'como 20cm', gives: ['size'], reply: ES },
      { say: 'perdón, mejor en el antebrazo', gives: ['placement'], reply: ES },
    ],
    expect: {
      ready: false,
      fields: { language: 'es', placement: { area: 'forearm' }, size: { cm: [19, 21] } },
    },
  },
  {
    id: 'es-cuanto-cobras',
    category: 'spanish',
    artist: 'iris',
    turns: [
      {
        say: 'cuánto cobras por un tatuaje pequeño?',
        asks: 'price',
        reply: { ...ES, mustContainAny: ['150'] },
      },
    ],
    expect: { ready: false, fields: { language: 'es', budget: null, idea: null } },
  },
  {
    id: 'es-switch-from-english',
    category: 'spanish',
    artist: 'mara',
    note: 'The client switches language: the reply follows them.',
    turns: [
      'hi! i want a geometric wolf on my forearm',
      { say: 'perdón, prefiero hablar en español. unos 15 cm', gives: ['size'], reply: ES },
    ],
    expect: { ready: false, fields: { language: 'es', size: { cm: [14, 16] }, idea: ['wolf'] } },
  },
  {
    id: 'es-tengo-16-muneca',
    category: 'spanish',
    artist: 'mara',
    turns: [
      {
        say: 'hola tengo 16 años, puedo hacerme un tatuaje pequeño en la muñeca?',
        reply: { ...ES, mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'es' } },
  },
  {
    id: 'es-donde-y-horario',
    category: 'spanish',
    artist: 'rafa',
    turns: [
      {
        say: 'hola! dónde está el estudio y qué horario tienen?',
        asks: 'location',
        reply: { ...ES, mustContainAny: ['Verdi'] },
      },
    ],
    expect: { ready: false, fields: { language: 'es', idea: null } },
  },
  // 2026-11-23, consultation helper: size words inside the sentence, a bare "sin referencias", a question
  // about a date. Written before they were run.
  {
    id: 'es-rosa-pequena-en-la-frase',
    category: 'spanish',
    artist: 'mara',
    note: 'The size is said beside the subject, not as its own answer: "una rosa pequeña".',
    turns: [
      {
        say: 'quiero una rosa pequeña en el tobillo',
        gives: ['idea', 'placement', 'size'],
        reply: { ...ES, notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['rosa'], size: { text: ['small'] }, placement: { area: 'ankle' }, language: 'es' },
    },
  },
  {
    id: 'es-lobo-muy-grande-espalda',
    category: 'spanish',
    artist: 'mara',
    turns: [
      { say: 'holaa', reply: ES },
      {
        say: 'quiero un lobo muy grande en la espalda, blackwork',
        gives: ['idea', 'size', 'placement', 'style'],
        reply: { ...ES, notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: {
        idea: ['lobo'],
        style: 'Blackwork',
        size: { text: ['large'] },
        placement: { area: 'back' },
        language: 'es',
      },
    },
  },
  {
    id: 'es-pequeno-negocio-no-es-tamano',
    category: 'spanish',
    artist: 'mara',
    note: 'A small business is the client, not the size of the piece.',
    turns: [{ say: 'hola! tengo un pequeño negocio y quiero una rosa en el brazo', reply: ES }],
    expect: {
      ready: false,
      fields: { idea: ['rosa'], size: null, placement: { area: 'arm' }, language: 'es' },
    },
  },
  {
    id: 'es-sin-referencias',
    category: 'spanish',
    artist: 'mara',
    turns: [
      {
        say: 'hola! quiero una rosa blackwork en la muñeca izquierda, 5 cm, tengo 24 años, presupuesto 300 euros',
        reply: ES,
      },
      { say: 'sin referencias', gives: ['references'], reply: { ...ES, notAsks: ['references'] } },
    ],
    expect: {
      ready: true,
      fields: {
        references: false,
        idea: ['rosa'],
        placement: { area: 'wrist', side: 'left' },
        age: 24,
        language: 'es',
      },
    },
  },
  {
    id: 'es-puedo-ir-hoy',
    category: 'spanish',
    artist: 'mara',
    note: 'A question whether today is possible: answered from what the assistant knows, never agreed.',
    turns: [
      { say: 'quiero una rosa en el tobillo', reply: ES },
      {
        say: '¿puedo ir hoy?',
        asks: 'walk-ins',
        reply: { ...ES, mustContainAny: ['confirm'], mustNotContain: [': hoy', 'anotado'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['rosa'], timing: ['hoy'], language: 'es' } },
  },
  // Decision 018: placements with articles, sides and sub-areas after the area, and a negated one.
  {
    id: 'es-placement-1',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'hola! quiero una rosa en la parte interna del antebrazo', reply: ES }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'inner forearm' } } },
  },
  {
    id: 'es-placement-2',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'buenas, un lobo en el antebrazo interno izquierdo', reply: ES }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'inner forearm', side: 'left' } } },
  },
  {
    id: 'es-placement-3',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'hola, una frase en la parte baja de la espalda', reply: ES }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'lower back' } } },
  },
  {
    id: 'es-placement-4',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'quiero una golondrina detras de la oreja derecha', reply: ES }],
    expect: {
      ready: false,
      fields: { language: 'es', placement: { area: 'behind the ear', side: 'right' } },
    },
  },
  {
    id: 'es-placement-5',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'hola! una serpiente en el codo', reply: ES }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'elbow' } } },
  },
  {
    id: 'es-placement-negated',
    category: 'spanish',
    artist: 'mara',
    turns: [{ say: 'hola, quiero un tatuaje pequeño pero no en el brazo', reply: ES }],
    expect: { ready: false, fields: { language: 'es', placement: null } },
  },
  // Decision 018: "no" to the colour question is black and grey, never asked again.
  ...['no', 'nop', 'no, gracias', 'non'].map(
    (say, index): CaseInput => ({
      id: `es-colour-bare-no-${index + 1}`,
      category: 'spanish',
      artist: 'mara',
      turns: [
        {
          say: 'hola! quiero una rosa fine line en el antebrazo izquierdo, unos 8 cm',
          reply: { ...ES, notAsks: ['color'] },
        },
        { say: 'sí, tengo 25 años', gives: ['age'], reply: { ...ES, asks: 'color' } },
        { say, gives: ['color'], reply: { ...ES, notAsks: ['color'] } },
      ],
      expect: { ready: true, fields: { language: 'es', color: 'black_and_grey' } },
    }),
  ),
  {
    id: 'es-colour-no-se',
    category: 'spanish',
    artist: 'mara',
    note: 'Negative control: "no sé" is unsure, not a no.',
    turns: [
      {
        say: 'hola! quiero una rosa fine line en el antebrazo izquierdo, unos 8 cm',
        reply: { ...ES, notAsks: ['color'] },
      },
      { say: 'sí, tengo 25 años', gives: ['age'], reply: { ...ES, asks: 'color' } },
      { say: 'no sé', unsure: true, reply: ES },
    ],
    expect: { ready: true, fields: { language: 'es', color: null } },
  },
  {
    id: 'es-unsure-placement-ninguno',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'hola! quiero una rosa geométrica de unos 8 cm', reply: ES },
      { say: 'no sé dónde ponerla', unsure: true, reply: { ...ES, offersOptions: true } },
      { say: 'ninguno', reply: { ...ES, notAsks: ['placement'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'es', placement: null, idea: ['rosa'] } },
  },
  {
    id: 'es-unsure-placement-ni-uno-ni-otro',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'hola! quiero una rosa geométrica de unos 8 cm', reply: ES },
      { say: 'no sé dónde ponerla', unsure: true, reply: { ...ES, offersOptions: true } },
      { say: 'ni uno ni otro jaja', reply: { ...ES, notAsks: ['placement'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'es', placement: null, idea: ['rosa'] } },
  },
  {
    id: 'es-unsure-placement-como-veas',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'hola! quiero una rosa geométrica de unos 8 cm', reply: ES },
      { say: 'no sé dónde ponerla', unsure: true, reply: { ...ES, offersOptions: true } },
      { say: 'como veas', reply: { ...ES, notAsks: ['placement'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'es', placement: null, idea: ['rosa'] } },
  },
  {
    id: 'es-unsure-placement-cualquiera',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'hola! quiero una rosa geométrica de unos 8 cm', reply: ES },
      { say: 'no sé dónde ponerla', unsure: true, reply: { ...ES, offersOptions: true } },
      { say: 'cualquiera está bien', reply: { ...ES, notAsks: ['placement'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'es', placement: null, idea: ['rosa'] } },
  },
  {
    id: 'es-unsure-placement-no-en-la-costilla',
    category: 'spanish',
    artist: 'mara',
    note: 'Negative control: the no names the area.',
    turns: [
      { say: 'hola! quiero una rosa geométrica de unos 8 cm', reply: ES },
      { say: 'no sé dónde ponerla', unsure: true, reply: { ...ES, offersOptions: true } },
      { say: 'no, en la costilla', gives: ['placement'], reply: { ...ES, notAsks: ['placement'] } },
    ],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'ribs' } } },
  },
  {
    id: 'es-area-axila',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'hola! quiero una polilla fine line en la axila' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'armpit' } } },
  },
  {
    id: 'es-area-nalga',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'quiero una serpiente geométrica en la nalga izquierda' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'buttock' } } },
  },
  {
    id: 'es-area-gluteo',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'un mandala en el glúteo, estilo dotwork' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'buttock' } } },
  },
  {
    id: 'es-area-detras-rodilla',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'quiero un ojo blackwork detrás de la rodilla' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'behind the knee' } } },
  },
  {
    id: 'es-area-pliegue-codo',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'una telaraña en el pliegue del codo' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'elbow ditch' } } },
  },
  {
    id: 'es-area-dedo-pie',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'un corazoncito en el dedo del pie' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'foot' } } },
  },
  {
    id: 'es-area-cuero-cabelludo',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'quiero un mandala en el cuero cabelludo' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'head' } } },
  },
  {
    id: 'es-area-cabeza-de-lobo-not-head',
    category: 'spanish',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: 'hola! quiero una cabeza de lobo geométrica' }],
    expect: { ready: false, fields: { language: 'es', placement: null } },
  },
  {
    id: 'es-unsure-where-not-studio-location',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: "no sé dónde" is unsure of the placement, not a question about where the studio is.',
    turns: [
      { say: 'hola! quiero una luna geométrica de unos 6 cm', reply: ES },
      {
        say: 'ni idea de dónde ponerla',
        unsure: true,
        reply: { ...ES, offersOptions: true, mustNotContain: ['dirección', 'estudio'] },
      },
    ],
    expect: { ready: false, fields: { language: 'es', placement: null, idea: ['luna'] } },
  },
  {
    id: 'es-area-sobaco',
    category: 'spanish',
    artist: 'mara',
    note: 'Decision 018: an area in slang or misspelt.',
    turns: [{ say: 'hola! quiero una polilla pequeña en el sobaco' }],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'armpit' } } },
  },
] satisfies CaseInput[];
