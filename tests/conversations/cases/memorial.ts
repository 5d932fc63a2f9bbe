import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/** Memorial pieces (issue #11 "No empathy"): the reply leads with care, never "Great, <their loss>". */
const CARE: ReplyCheck = { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome'] };

export default [
  {
    id: 'memorial-dog-passed',
    category: 'memorial',
    artist: 'rafa',
    note: 'The issue saw "Great, realism tattoo of my dog who passed…".',
    turns: [
      { say: 'a portrait of my dog who passed last month', reply: CARE },
      { say: 'on my forearm, maybe 12cm', gives: ['placement', 'size'] },
      { say: '€500', gives: ['budget'] },
      { say: 'im 33', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dog'],
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        budget: { around: 500, currency: 'EUR' },
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'memorial-mum-handwriting',
    category: 'memorial',
    artist: 'iris',
    turns: [
      {
        say: 'my mum passed in january and i want her handwriting "love you always" on my inner wrist',
        reply: CARE,
      },
      { say: 'small, like 2 inches', gives: ['size'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' }, size: { cm: [4.5, 5.5] } } },
  },
  {
    id: 'memorial-grandad-portrait',
    category: 'memorial',
    artist: 'rafa',
    turns: [
      {
        say: 'lost my grandad last year, i want a black and grey portrait of him on my upper arm',
        reply: CARE,
      },
      { say: 'i have a couple of good photos', images: 2, gives: ['references'] },
      { say: 'about 15 cm tall', gives: ['size'] },
      { say: 'budget 700 euro', gives: ['budget'] },
      { say: 'yes 45', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Portrait',
        color: 'black_and_grey',
        placement: { area: ['upper arm', 'arm', 'bicep'] },
        budget: { around: 700, currency: 'EUR' },
        age: 45,
      },
      replies: { notAsks: ['references'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'memorial-cat-paw-print',
    category: 'memorial',
    artist: 'mara',
    turns: [{ say: 'my cat died 2 weeks ago 😢 i want her paw print somewhere small', reply: CARE }],
    expect: { ready: false, fields: { idea: ['paw'] } },
  },
  {
    id: 'memorial-baby-dates',
    category: 'memorial',
    artist: 'iris',
    turns: [
      {
        say: 'We lost our baby in May. I would like a tiny fine line angel wing with the date on my ribs.',
        reply: CARE,
      },
      { say: '2 inches maybe', gives: ['size'] },
      { say: '200', gives: ['budget'] },
      { say: 'Yes I am 32', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { idea: ['wing'], placement: { area: 'ribs' }, budget: { around: 200 }, age: 32 },
      last: { bookingLink: true },
    },
  },
  {
    id: 'memorial-best-friend-rip',
    category: 'memorial',
    artist: 'mara',
    turns: [
      {
        say: 'my best friend passed away in a car accident, want something geometric to remember him by. maybe a compass, he loved travelling',
        reply: CARE,
      },
    ],
    expect: { ready: false, fields: { idea: ['compass'], style: 'Geometric' } },
  },
  {
    id: 'memorial-dad-coordinates',
    category: 'memorial',
    artist: 'iris',
    turns: [
      { say: 'in memory of my dad, his hometown coordinates in script along my collarbone', reply: CARE },
      { say: 'about 4 inches long, black', gives: ['size', 'color'] },
      { say: '$180', gives: ['budget'] },
      { say: '27', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fields: {
        idea: ['coordinates'],
        placement: { area: 'collarbone' },
        budget: { around: 180, currency: 'USD' },
        age: 27,
      },
      replies: { notAsks: ['style'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'memorial-horse-realism',
    category: 'memorial',
    artist: 'rafa',
    turns: [
      {
        say: 'I had to put my horse down last week. Would love a realistic piece of him on my thigh, he meant everything to me',
        reply: CARE,
      },
      { say: 'Big, like 20 cm', gives: ['size'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['horse'], style: 'Realism', placement: { area: 'thigh' }, size: { cm: [19, 21] } },
    },
  },
  {
    id: 'memorial-nana-flowers',
    category: 'memorial',
    artist: 'mara',
    turns: [
      {
        say: 'my nana passed and she loved sunflowers, could you do a dotwork sunflower for her on my shoulder?',
        reply: CARE,
      },
      { say: 'palm sized', gives: ['size'] },
      { say: 'like 300-350', gives: ['budget'] },
      { say: 'yes over 18', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['sunflower'],
        style: 'Dotwork',
        placement: { area: 'shoulder' },
        size: { text: ['palm'] },
        budget: { min: 300, max: 350 },
      },
      some: { asks: 'age' },
      last: { bookingLink: true },
    },
  },
  {
    id: 'memorial-brother-lowercase-no-punct',
    category: 'memorial',
    artist: 'mara',
    turns: [
      {
        say: 'lost my brother in march want his initials and a small geometric heartbeat line on my forearm',
        reply: CARE,
      },
      { say: 'like 3 inch', gives: ['size'] },
    ],
    expect: {
      ready: false,
      fields: { style: 'Geometric', placement: { area: 'forearm' }, size: { cm: [7, 8.5] } },
    },
  },
  {
    id: 'memorial-dad-passed-typos',
    category: 'memorial',
    artist: 'rafa',
    turns: [
      {
        say: 'hey my dad passed away in march n i want his portrait on my forearm',
        reply: { empathy: true, mustNotContain: ['Great', 'Love it'] },
      },
      { say: 'like 15cm, black n grey', gives: ['size', 'color'] },
    ],
    expect: {
      ready: false,
      fields: { placement: { area: 'forearm' }, size: { cm: [14, 16] }, color: 'black_and_grey' },
    },
  },
  {
    id: 'memorial-cat-paw-calf',
    category: 'memorial',
    artist: 'mara',
    turns: [
      {
        say: 'lost my cat last week 😢 want her paw print on my calf, small',
        reply: { empathy: true, mustNotContain: ['Great', 'Love it'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['paw'], placement: { area: 'calf' } } },
  },
  {
    id: 'memorial-es-madre',
    category: 'memorial',
    artist: 'rafa',
    turns: [
      {
        say: 'hola, mi madre falleció hace poco y quiero un retrato suyo en el brazo',
        reply: { empathy: true, language: 'es' },
      },
    ],
    expect: { ready: false, fields: { language: 'es', placement: { area: 'arm' } } },
  },
  {
    id: 'memorial-grandpa-dates-script',
    category: 'memorial',
    artist: 'iris',
    turns: [
      {
        say: "want my grandpa's dates in script on my wrist, he died last year",
        reply: { empathy: true, notAsks: ['style'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' } } },
  },
  // Issue #23, written before the engine changed (decision 049): care first, then no cheerful "Great, got it".
  {
    id: 'memorial-it-nonno-no-cheer',
    category: 'memorial',
    artist: 'rafa',
    tags: ['it', 'web'],
    conversation: { language: 'it' },
    turns: [
      {
        say: 'Ciao Rafa, mio nonno è morto a settembre. Vorrei un ritratto realistico di lui sulla spalla sinistra, in bianco e nero.',
        reply: { empathy: true, mustNotContain: ['Ottimo', 'Perfetto'] },
      },
    ],
    expect: { ready: false, fields: { language: 'it', placement: { area: 'shoulder', side: 'left' } } },
  },
  {
    id: 'memorial-pt-avo-no-cheer',
    category: 'memorial',
    artist: 'mara',
    tags: ['pt', 'dm'],
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'oi mara, minha avó faleceu mês passado. queria um girassol em pontilhismo no ombro, uns 10 cm',
        reply: { empathy: true, mustNotContain: ['Ótimo', 'Perfeito'] },
      },
    ],
    expect: { ready: false, fields: { idea: [['girassol', 'sunflower']], size: { cm: [9, 11] } } },
  },
  {
    id: 'memorial-en-dog-no-cheer',
    category: 'memorial',
    artist: 'mara',
    tags: ['en', 'dm'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'my dog died last week, still a mess tbh. want a small geometric outline of her on my ankle',
        reply: { empathy: true, mustNotContain: ['Sounds good', 'Got it', 'Love it'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ankle' }, style: 'Geometric' } },
  },
] satisfies CaseInput[];
