import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/** Portuguese (issue #11 "Languages"): replies in Portuguese, reais read, style lists joined with "e". */
const PT: ReplyCheck = { language: 'pt', mustNotContain: [' and ', 'Great'] };

export default [
  {
    id: 'pt-oi-tudo-bem',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'oi tudo bem?', notIdea: ['tudo', 'bem'], reply: PT }],
    expect: { ready: false, fields: { idea: null, language: 'pt' } },
  },
  {
    id: 'pt-all-in-one-reais',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      {
        say: 'Olá! Quero um leão geométrico no antebraço direito, uns 15 cm, preto. Orçamento R$ 800, tenho 27 anos',
        reply: PT,
      },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        style: 'Geometric',
        idea: ['leão'],
        placement: { area: 'forearm', side: 'right' },
        budget: { around: 800, currency: 'BRL' },
        age: 27,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'pt-short-answers',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'queria uma tatuagem de lua em dotwork', reply: PT },
      { say: 'no pulso', gives: ['placement'], reply: PT },
      { say: 'pequena, 5 cm', gives: ['size'], reply: PT },
      { say: 'uns 300 reais', gives: ['budget'], reply: PT },
      { say: 'sim, 22', gives: ['age'], reply: PT },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        style: 'Dotwork',
        idea: ['lua'],
        placement: { area: 'wrist' },
        size: { cm: [4.5, 5.5] },
        budget: { around: 300, currency: 'BRL' },
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'pt-unsure-estilo-e',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'quero uma cobra na perna', reply: PT },
      { say: 'não sei o estilo', unsure: true, reply: { ...PT, offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['cobra'], placement: { area: 'leg' }, language: 'pt' } },
  },
  {
    id: 'pt-menor',
    category: 'portuguese',
    artist: 'iris',
    turns: [
      {
        say: 'oi, tenho 15 anos, posso fazer uma tatuagem pequena?',
        gives: ['age'],
        reply: { ...PT, mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 15, underAge: true, language: 'pt' } },
  },
  {
    id: 'pt-quanto-custa',
    category: 'portuguese',
    artist: 'iris',
    turns: [
      {
        say: 'quanto custa uma tatuagem fine line?',
        asks: 'price',
        reply: { ...PT, mustContainAny: ['150'] },
      },
    ],
    expect: { ready: false, fields: { budget: null, language: 'pt' } },
  },
  {
    id: 'pt-memorial-pai',
    category: 'portuguese',
    artist: 'rafa',
    turns: [
      { say: 'meu pai faleceu ano passado, quero um retrato dele no braço', reply: { ...PT, empathy: true } },
    ],
    expect: { ready: false, fields: { style: 'Portrait', placement: { area: 'arm' }, language: 'pt' } },
  },
  {
    id: 'pt-costas-colorida',
    category: 'portuguese',
    artist: 'juno',
    turns: [{ say: 'quero uma pantera tradicional colorida nas costas', reply: PT }],
    expect: {
      ready: false,
      fields: { style: 'Traditional', color: 'color', placement: { area: 'back' }, language: 'pt' },
    },
  },
  {
    id: 'pt-cover-up',
    category: 'portuguese',
    artist: 'rafa',
    turns: [{ say: 'vocês fazem cobertura? tenho uma tatuagem antiga no ombro que quero cobrir', reply: PT }],
    expect: { ready: false, fields: { coverUp: true, placement: { area: 'shoulder' }, language: 'pt' } },
  },
  {
    id: 'pt-onde-fica',
    category: 'portuguese',
    artist: 'iris',
    turns: [
      { say: 'onde fica o estúdio?', asks: 'location', reply: { ...PT, mustContainAny: ['412 Alder'] } },
    ],
    expect: { ready: false, fields: { idea: null, placement: null, language: 'pt' } },
  },
  {
    id: 'pt-flor-tornozelo-correction',
    category: 'portuguese',
    artist: 'iris',
    turns: [
      { say: 'uma flor fine line no tornozelo', reply: PT },
      { say: 'na verdade prefiro no pulso', gives: ['placement'], reply: PT },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' }, language: 'pt' } },
  },
  {
    id: 'pt-brazilian-slang',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'eae! queria fazer um lobo blackwork no antebraço, tipo 10cm', reply: PT },
      { say: 'tenho uns 500 conto', gives: ['budget'], reply: PT },
    ],
    expect: {
      ready: false,
      fields: {
        style: 'Blackwork',
        idea: ['lobo'],
        placement: { area: 'forearm' },
        budget: { around: 500 },
        language: 'pt',
      },
    },
  },
  {
    id: 'pt-reais-800-ready',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'oi! quero uma mandala pontilhismo no antebraço, uns 10cm', reply: PT },
      { say: 'até R$ 800', gives: ['budget'], reply: PT },
      { say: 'tenho 23 anos', gives: ['age'], reply: PT },
    ],
    expect: {
      ready: true,
      fields: {
        language: 'pt',
        style: 'Dotwork',
        budget: { around: 800, currency: 'BRL' },
        placement: { area: 'forearm' },
        size: { cm: [9.5, 10.5] },
        age: 23,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'pt-filho-16',
    category: 'portuguese',
    artist: 'iris',
    turns: [
      {
        say: 'olá, meu filho tem 16 anos e quer fazer uma tatuagem fininha no pulso, pode?',
        notIdea: ['filho'],
        reply: { ...PT, mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'pt' } },
  },
  {
    id: 'pt-nao-sei-o-estilo',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'oi, quero uma tattoo de lobo no braço', reply: PT },
      { say: 'não sei o estilo', unsure: true, reply: { ...PT, offersOptions: true } },
    ],
    expect: { ready: false, fields: { language: 'pt', idea: ['lobo'] } },
  },
  {
    id: 'pt-valor-minimo-rafa',
    category: 'portuguese',
    artist: 'rafa',
    turns: [
      {
        say: 'qual o valor mínimo pra um retrato?',
        asks: 'price',
        reply: { ...PT, mustContainAny: ['300'] },
      },
    ],
    expect: { ready: false, fields: { language: 'pt', idea: null, budget: null } },
  },
  {
    id: 'pt-memorial-avo',
    category: 'portuguese',
    artist: 'rafa',
    turns: [
      {
        say: 'quero fazer um retrato da minha avó que faleceu ano passado, no antebraço',
        reply: { ...PT, empathy: true },
      },
    ],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'forearm' } } },
  },
  {
    id: 'pt-cachorro-que-morreu',
    category: 'portuguese',
    artist: 'rafa',
    note: 'Found by hand: the loss ("que morreu") was saved inside the idea.',
    turns: [
      {
        say: 'ola quero um retrato do meu cachorro que morreu, no antebraço, 15cm',
        reply: { ...PT, empathy: true },
      },
      { say: 'tenho 27', gives: ['age'], reply: PT },
    ],
    expect: {
      ready: true,
      fields: { idea: ['cachorro'], placement: { area: 'forearm' }, age: 27, language: 'pt' },
      last: { bookingLink: true },
    },
  },
  // 2026-11-23, consultation helper: size words inside the sentence, a bare "não tenho", a question about a
  // date. Written before they were run.
  {
    id: 'pt-borboleta-bem-pequena',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      {
        say: 'oi! quero uma borboleta bem pequena no pulso',
        gives: ['idea', 'size', 'placement'],
        reply: { ...PT, notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: {
        idea: ['borboleta'],
        size: { text: ['small'] },
        placement: { area: 'wrist' },
        language: 'pt',
      },
    },
  },
  {
    id: 'pt-tatuagem-media-leao',
    category: 'portuguese',
    artist: 'rafa',
    turns: [
      { say: 'oi', reply: PT },
      {
        say: 'queria uma tatuagem média de um leão no antebraço',
        gives: ['idea', 'size', 'placement'],
        reply: { ...PT, notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['leão'], size: { text: ['medium'] }, placement: { area: 'forearm' }, language: 'pt' },
    },
  },
  {
    id: 'pt-nao-tenho-referencia',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      {
        say: 'oi! quero uma rosa blackwork no pulso esquerdo, 5 cm, tenho 24 anos, orçamento 2000 reais',
        reply: PT,
      },
      { say: 'não tenho nenhuma', gives: ['references'], reply: { ...PT, notAsks: ['references'] } },
    ],
    expect: {
      ready: true,
      fields: {
        references: false,
        idea: ['rosa'],
        placement: { area: 'wrist', side: 'left' },
        age: 24,
        language: 'pt',
      },
    },
  },
  {
    id: 'pt-posso-ir-amanha',
    category: 'portuguese',
    artist: 'mara',
    turns: [
      { say: 'quero uma rosa no pulso', reply: PT },
      {
        say: 'posso ir amanhã?',
        asks: 'availability',
        reply: { ...PT, mustContainAny: ['confirm'], mustNotContain: [': amanhã', 'Combinado', 'anotado'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['rosa'], timing: ['amanhã'], language: 'pt' } },
  },
  // Decision 018: placements with articles, sides and sub-areas after the area, and a negated one.
  {
    id: 'pt-placement-1',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'oi! quero uma rosa na parte interna do pulso', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'inner wrist' } } },
  },
  {
    id: 'pt-placement-2',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'oi, um lobo nas costas do lado direito', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'back', side: 'right' } } },
  },
  {
    id: 'pt-placement-3',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'quero uma frase no cotovelo', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'elbow' } } },
  },
  {
    id: 'pt-placement-4',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'oi, uma borboleta nas costas da mão esquerda', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'hand', side: 'left' } } },
  },
  {
    id: 'pt-placement-5',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'olá, quero uma cobra na parte de baixo das costas', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'lower back' } } },
  },
  {
    id: 'pt-placement-6',
    category: 'portuguese',
    artist: 'mara',
    note: 'The "no" of "no meu pulso" is the article, not a negation.',
    turns: [{ say: 'oi, quero uma lua no meu pulso esquerdo', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'wrist', side: 'left' } } },
  },
  {
    id: 'pt-placement-negated',
    category: 'portuguese',
    artist: 'mara',
    turns: [{ say: 'oi, quero uma tatuagem pequena mas não no braço', reply: PT }],
    expect: { ready: false, fields: { language: 'pt', placement: null } },
  },
  // Decision 018: "não" to the colour question is black and grey, never asked again.
  ...['não', 'nao', 'não, obrigado', 'não, valeu'].map(
    (say, index): CaseInput => ({
      id: `pt-colour-bare-no-${index + 1}`,
      category: 'portuguese',
      artist: 'mara',
      turns: [
        {
          say: 'oi! quero uma rosa fine line no antebraço esquerdo, uns 8 cm',
          reply: { ...PT, notAsks: ['color'] },
        },
        { say: 'sim, tenho 25 anos', gives: ['age'], reply: { ...PT, asks: 'color' } },
        { say, gives: ['color'], reply: { ...PT, notAsks: ['color'] } },
      ],
      expect: { ready: true, fields: { language: 'pt', color: 'black_and_grey' } },
    }),
  ),
  {
    id: 'pt-colour-nao-sei',
    category: 'portuguese',
    artist: 'mara',
    note: 'Negative control: "não sei" is unsure, not a no.',
    turns: [
      {
        say: 'oi! quero uma rosa fine line no antebraço esquerdo, uns 8 cm',
        reply: { ...PT, notAsks: ['color'] },
      },
      { say: 'sim, tenho 25 anos', gives: ['age'], reply: { ...PT, asks: 'color' } },
      { say: 'não sei', unsure: true, reply: PT },
    ],
    expect: { ready: true, fields: { language: 'pt', color: null } },
  },
  {
    id: 'pt-unsure-size-nenhum',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'oi! quero uma borboleta geométrica no antebraço', reply: PT },
      { say: 'não sei o tamanho', unsure: true, reply: { ...PT, offersOptions: true } },
      { say: 'nenhum', reply: { ...PT, notAsks: ['size'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'pt', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'pt-unsure-size-tanto-faz',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'oi! quero uma borboleta geométrica no antebraço', reply: PT },
      { say: 'não sei o tamanho', unsure: true, reply: { ...PT, offersOptions: true } },
      { say: 'tanto faz', reply: { ...PT, notAsks: ['size'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'pt', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'pt-unsure-size-voce-decide',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'oi! quero uma borboleta geométrica no antebraço', reply: PT },
      { say: 'não sei o tamanho', unsure: true, reply: { ...PT, offersOptions: true } },
      { say: 'o que você achar melhor', reply: { ...PT, notAsks: ['size'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'pt', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'pt-unsure-size-nenhum-deles',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'oi! quero uma borboleta geométrica no antebraço', reply: PT },
      { say: 'não sei o tamanho', unsure: true, reply: { ...PT, offersOptions: true } },
      { say: 'nenhum deles', reply: { ...PT, notAsks: ['size'], mustContainAny: ['consulta'] } },
    ],
    expect: { ready: false, fields: { language: 'pt', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'pt-unsure-size-nao-do-tamanho-da-palma',
    category: 'portuguese',
    artist: 'mara',
    note: 'Negative control: the no gives the size.',
    turns: [
      { say: 'oi! quero uma borboleta geométrica no antebraço', reply: PT },
      { say: 'não sei o tamanho', unsure: true, reply: { ...PT, offersOptions: true } },
      { say: 'não, do tamanho da palma', gives: ['size'], reply: { ...PT, notAsks: ['size'] } },
    ],
    expect: { ready: false, fields: { language: 'pt', size: { text: ['palm', 'palma'] } } },
  },
  {
    id: 'pt-area-axila',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'oi! quero uma mariposa fine line na axila' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'armpit' } } },
  },
  {
    id: 'pt-area-bunda',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'quero uma cobra geométrica na bunda' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'buttock' } } },
  },
  {
    id: 'pt-area-nadega',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'um mandala na nádega direita' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'buttock' } } },
  },
  {
    id: 'pt-area-atras-joelho',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'quero um olho blackwork atrás do joelho' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'behind the knee' } } },
  },
  {
    id: 'pt-area-osso-quadril',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'uma lua pequena no osso do quadril' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'hip' } } },
  },
  {
    id: 'pt-area-dobra-cotovelo',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'uma teia de aranha na dobra do cotovelo' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'elbow ditch' } } },
  },
  {
    id: 'pt-area-dedo-pe',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'um coraçãozinho no dedo do pé' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'foot' } } },
  },
  {
    id: 'pt-area-cabeca-de-lobo-not-head',
    category: 'portuguese',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: 'oi! quero uma cabeça de lobo geométrica' }],
    expect: { ready: false, fields: { language: 'pt', placement: null } },
  },
  {
    id: 'pt-area-peito-do-pe',
    category: 'portuguese',
    artist: 'mara',
    note: 'Decision 018: "peito do pé" is the top of the foot, not the chest.',
    turns: [{ say: 'oi! quero uma rosa fininha no peito do pé' }],
    expect: { ready: false, fields: { language: 'pt', placement: { area: 'foot' } } },
  },
] satisfies CaseInput[];
