import type { CaseInput } from '../case-schema.ts';

/**
 * How clients really type in DMs, from conversations tried by hand against the engine (2026-11-23): one-word
 * answers to a different question, capitals from excitement, emoji-only reactions, a question answered with a
 * question, haggling, "can I come in today?", changes of mind, one long paragraph. None of it is off-topic.
 */
const NOT_REDIRECTED = [
  'only help with planning',
  'just here for tattoo',
  'solo puedo ayudarte',
  'só consigo',
];

export default [
  {
    id: 'voice-bare-area-out-of-order',
    category: 'instagram-voice',
    artist: 'mara',
    turns: ['rose', { say: 'arm', gives: ['placement'], reply: { mustNotContain: NOT_REDIRECTED } }],
    expect: { ready: false, fields: { idea: ['rose'], placement: { area: 'arm' } } },
  },
  {
    id: 'voice-bare-area-first-message',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [{ say: 'left arm', gives: ['placement'], reply: { mustNotContain: NOT_REDIRECTED } }],
    expect: { ready: false, fields: { idea: null, placement: { area: 'arm', side: 'left' } } },
  },
  {
    id: 'voice-es-one-word-size',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'una rosa en el brazo',
      { say: 'pequeña', gives: ['size'], reply: { language: 'es', mustNotContain: NOT_REDIRECTED } },
    ],
    expect: { ready: false, fields: { idea: ['rosa'], size: { text: ['small'] }, language: 'es' } },
  },
  {
    id: 'voice-pt-caps-one-words',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      'QUERO UMA ROSA NO PULSO',
      { say: 'PEQUENA', gives: ['size'], reply: { language: 'pt', mustNotContain: NOT_REDIRECTED } },
      { say: '200 REAIS', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { size: { text: ['small'] }, budget: { around: 200, currency: 'BRL' }, language: 'pt' },
    },
  },
  {
    id: 'voice-caps-excited-not-abuse',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'OMG I LOVE YOUR WORK SO MUCH I WANT A BUTTERFLY',
        reply: { mustNotContain: ['frustrating', 'sorry this'] },
      },
      { say: 'ON MY RIBS!!', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { idea: ['butterfly'], placement: { area: 'ribs' } } },
  },
  {
    id: 'voice-caps-excited-es',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [{ say: 'AMO TU TRABAJO!!! QUIERO UN LEON REALISTA', reply: { mustNotContain: ['frustrante'] } }],
    expect: { ready: false, fields: { style: 'Realism', language: 'es' } },
  },
  {
    id: 'voice-emoji-fire-reaction',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'wolf head on my forearm',
      { say: '🔥🔥', reply: { mustNotContain: NOT_REDIRECTED } },
      { say: 'geometric', gives: ['style'] },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], style: 'Geometric', placement: { area: 'forearm' } } },
  },
  {
    id: 'voice-emoji-thumbs-up-reaction',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'geometric lion on my thigh, 8 inches, budget 500',
      { say: 'yes', gives: ['age'] },
      { say: '👍', reply: { mustNotContain: NOT_REDIRECTED } },
    ],
    expect: { ready: true, fit: 'qualified', fields: { idea: ['lion'] } },
  },
  {
    id: 'voice-question-back-style',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'wolf head',
      { say: 'what do you think would look best?', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['wolf'] } },
  },
  {
    id: 'voice-question-back-size',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'geometric wolf on my left forearm',
      { say: 'what size do you recommend?', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], placement: { area: 'forearm', side: 'left' } } },
  },
  {
    id: 'voice-question-back-placement',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      'fine line butterfly, about 5cm',
      { say: 'hmm where do most people put these?', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['butterfly'], placement: null } },
  },
  {
    id: 'voice-haggle-cheaper',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      'fine line moon on my wrist 3cm',
      { say: 'can u do it cheaper', asks: 'price', reply: { mustContainAny: ['$150'] } },
    ],
    expect: { ready: false, fields: { idea: ['moon'], budget: null } },
  },
  {
    id: 'voice-haggle-discount-es',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [
      'un retrato de mi perro en el antebrazo',
      { say: 'me haces descuento?', asks: 'price', reply: { language: 'es', mustContainAny: ['300'] } },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm' }, budget: null, language: 'es' } },
  },
  {
    id: 'voice-same-day-appointment-only',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [
      {
        say: 'any chance i can come in today for a tiny heart',
        asks: 'walk-ins',
        reply: { mustContainAny: ['appointment'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['heart'] } },
  },
  {
    id: 'voice-same-day-unset',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'hey can i get a tattoo today',
        asks: 'walk-ins',
        reply: { mustContainAny: ['walk-in', 'confirm'], mustNotContain: ['takes walk-ins'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-same-day-tonight-walk-ins',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      {
        say: 'can i come by tonight for a small heart on my finger??',
        asks: 'walk-ins',
        reply: { mustContainAny: ['walk-in', 'free chair'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['heart'] } },
  },
  {
    id: 'voice-r-u-open-sunday',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [{ say: 'r u open sunday', asks: 'hours', reply: { mustContainAny: ['Tue-Sat'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-changes-mind-twice',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'wolf on my forearm',
      'actually no, a fox',
      { say: 'wait no lets do an owl instead', notIdea: ['wait', 'lets'] },
      { say: 'on my calf actually', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { idea: ['owl'], placement: { area: 'calf' } } },
  },
  {
    id: 'voice-late-grandmother-paragraph',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [
      {
        say: "Hi Rafa! So I've been following your work for ages and I finally want to get a portrait of my late grandmother on my left upper arm, black and grey realism, roughly 15cm tall, I have a few photos of her I can send, budget is around €600 and I'm hoping to do it sometime in March. I'm 31 btw, my email is ana@example.com",
        reply: { empathy: true },
      },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        age: 31,
        placement: { area: 'upper arm', side: 'left' },
        budget: { around: 600, currency: 'EUR' },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'voice-caps-open-rn',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [{ say: 'U GUYS OPEN RN???', asks: 'hours', reply: { mustContainAny: ['Tue-Sat'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-lemme-think',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'sooo i want a tattoo',
      { say: 'lemme think', reply: { mustNotContain: NOT_REDIRECTED } },
      { say: 'ok a moth', gives: ['idea'] },
    ],
    expect: { ready: false, fields: { idea: ['moth'] } },
  },
  {
    id: 'voice-style-question-no-question-mark',
    category: 'instagram-voice',
    artist: 'kai',
    turns: [
      {
        say: 'what style do u do',
        asks: 'styles',
        reply: { mustContainAny: ['Japanese'], mustNotContain: NOT_REDIRECTED },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-which-styles-no-question-mark',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [
      {
        say: 'which styles do you do',
        asks: 'styles',
        reply: { mustContainAny: ['realism'], mustNotContain: NOT_REDIRECTED },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-pain-ribs',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Third round by hand: questions about the process (pain, time, sessions, sending a picture) are not off-topic.',
    turns: [
      {
        say: 'is it gonna hurt on my ribs?',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['pain', 'hurt', 'feel'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ribs' }, idea: null } },
  },
  {
    id: 'voice-pain-then-idea',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      {
        say: 'does it hurt a lot',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['pain', 'hurt'] },
      },
      { say: 'ok a small moon on my wrist', gives: ['idea', 'size', 'placement'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['moon'], placement: { area: 'wrist' }, size: { text: ['small'] } },
    },
  },
  {
    id: 'voice-how-long-will-it-take',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'wolf on my forearm',
      {
        say: 'how long will it take?',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['time', 'hour', 'session'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], placement: { area: 'forearm' } } },
  },
  {
    id: 'voice-sessions-half-sleeve',
    category: 'instagram-voice',
    artist: 'kai',
    turns: [
      {
        say: 'how many sessions would a half sleeve take',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['session'] },
      },
    ],
    expect: { ready: false, fields: { size: { text: ['half sleeve'] } } },
  },
  {
    id: 'voice-es-heal-time',
    category: 'instagram-voice',
    artist: 'rafa',
    turns: [
      {
        say: 'cuanto tiempo tarda en sanar?',
        asks: 'aftercare',
        reply: { language: 'es', mustNotContain: NOT_REDIRECTED },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-pt-pain-ribs',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'oi, tatuagem na costela dói muito?',
        reply: { language: 'pt', mustNotContain: NOT_REDIRECTED, mustContainAny: ['dor', 'dói'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ribs' }, language: 'pt' } },
  },
  {
    id: 'voice-can-i-send-a-pic',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'can i send u a pic of what i want',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['attach'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'voice-bare-colour-out-of-order',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Fourth round by hand: bare answers out of order (colour, timing), goodbyes, budget talk without a figure.',
    turns: [
      'geometric wolf on my forearm, 6 inches',
      { say: 'black', gives: ['color'], reply: { mustNotContain: NOT_REDIRECTED } },
    ],
    expect: { ready: false, fields: { color: 'black', idea: ['wolf'] } },
  },
  {
    id: 'voice-bare-timing-out-of-order',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      'fine line moon on my wrist, 3cm, $200',
      { say: 'prob next month', gives: ['timing'], reply: { mustNotContain: NOT_REDIRECTED } },
    ],
    expect: { ready: false, fields: { timing: ['next month'], idea: ['moon'] } },
  },
  {
    id: 'voice-bye',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'geometric lion on my thigh, 8 inches, budget 500',
      { say: 'yes', gives: ['age'] },
      { say: 'ok bye!!', reply: { mustNotContain: NOT_REDIRECTED } },
    ],
    expect: { ready: true, fit: 'qualified', fields: { idea: ['lion'] } },
  },
  {
    id: 'voice-budget-max-not-idea',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [{ say: 'like 150 max', gives: ['budget'], notIdea: ['max'] }],
    expect: { ready: false, fields: { idea: null, budget: { around: 150 } } },
  },
  {
    id: 'voice-budget-tight',
    category: 'instagram-voice',
    artist: 'iris',
    turns: [
      'small fine line moon on my wrist',
      {
        say: 'my budget is kinda tight tbh',
        asks: 'price',
        reply: { mustNotContain: NOT_REDIRECTED, mustContainAny: ['$150'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['moon'], budget: null } },
  },
  // 2026-11-23, consultation helper: sizes said inside the sentence (and size words that are not about the
  // piece), a bare "no" to an optional question, a question about a date. Written before they were run.
  {
    id: 'voice-tiny-inline',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'a tiny swallow on my wrist',
        gives: ['idea', 'size', 'placement'],
        reply: { notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['swallow'], size: { text: ['tiny'] }, placement: { area: 'wrist' } },
    },
  },
  {
    id: 'voice-medium-sized-piece',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'heyy',
      {
        say: 'medium sized piece, a wolf on my thigh',
        gives: ['idea', 'size', 'placement'],
        reply: { notAsks: ['size'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['wolf'], size: { text: ['medium'] }, placement: { area: 'thigh' } },
    },
  },
  {
    id: 'voice-small-ish-something',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [{ say: 'something small-ish on my ankle, maybe a moon', gives: ['size', 'placement'] }],
    expect: {
      ready: false,
      fields: { idea: ['moon'], size: { text: ['small'] }, placement: { area: 'ankle' } },
    },
  },
  {
    id: 'voice-small-business-not-size',
    category: 'instagram-voice',
    artist: 'mara',
    turns: ['hi! im a small business owner and i want a rose on my forearm'],
    expect: { ready: false, fields: { idea: ['rose'], size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'voice-big-fan-big-day-small-sun',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Two size words about other things, one about the piece.',
    turns: [
      {
        say: 'big fan of your work!! my birthday is a big day for me, want a small sun on my wrist',
        gives: ['idea', 'size', 'placement'],
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['sun'], size: { text: ['small'] }, placement: { area: 'wrist' } },
    },
  },
  {
    id: 'voice-little-nervous-not-size',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [{ say: 'first tattoo!! a little nervous lol', notIdea: ['nervous'] }, 'a moth on my ankle'],
    expect: { ready: false, fields: { idea: ['moth'], size: null, placement: { area: 'ankle' } } },
  },
  {
    id: 'voice-nope-no-pics',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'blackwork rose on my left wrist, 5cm, im 24, budget 300',
      {
        say: 'nope no pics',
        gives: ['references'],
        reply: { notAsks: ['references'], mustNotContain: NOT_REDIRECTED },
      },
      { say: 'whenever', gives: ['timing'] },
    ],
    expect: {
      ready: true,
      fields: { references: false, timing: ['whenever'], idea: ['rose'], budget: { around: 300 }, age: 24 },
    },
  },
  {
    id: 'voice-dont-have-any-refs',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      'geometric wolf on my right forearm, about 10 cm, 30 years old, budget 500',
      { say: 'black and grey', gives: ['color'] },
      {
        say: "don't have any",
        gives: ['references'],
        reply: { notAsks: ['references'], mustNotContain: NOT_REDIRECTED },
      },
    ],
    expect: { ready: true, fields: { references: false, idea: ['wolf'], age: 30 } },
  },
  {
    id: 'voice-any-chance-tomorrow',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'any chance for tomorrow?',
        asks: 'availability',
        reply: { mustContainAny: ['confirm'], mustNotContain: [...NOT_REDIRECTED, ': tomorrow'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, timing: ['tomorrow'] } },
  },
  {
    id: 'voice-design-then-weekend-question',
    category: 'instagram-voice',
    artist: 'mara',
    turns: [
      {
        say: 'a rose on my wrist, could i do it this weekend?',
        asks: 'availability',
        reply: { mustContainAny: ['confirm'], mustNotContain: ['wrist, this weekend', ': this weekend'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['rose'], placement: { area: 'wrist' }, timing: ['this weekend'] },
    },
  },
  // Decision 018: a bare yes or no to the colour question is its answer, and the question is not asked again.
  ...['no', 'nope', 'nah, black and grey is fine', 'no thanks', 'nein', 'nooo'].map(
    (say, index): CaseInput => ({
      id: `ig-colour-bare-no-${index + 1}`,
      category: 'instagram-voice',
      artist: 'mara',
      turns: [
        { say: 'hey! fine line rose on my left forearm, about 8cm', reply: { notAsks: ['color'] } },
        { say: 'yes im 25', gives: ['age'], reply: { asks: 'color' } },
        { say, gives: ['color'], reply: { notAsks: ['color'] } },
      ],
      expect: { ready: true, fields: { color: 'black_and_grey', placement: { area: 'forearm' } } },
    }),
  ),
  {
    id: 'ig-colour-no-then-says-colour',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'A "no" that goes on to say something else keeps what it says.',
    turns: [
      { say: 'hey! fine line rose on my left forearm, about 8cm', reply: { notAsks: ['color'] } },
      { say: 'yes im 25', gives: ['age'], reply: { asks: 'color' } },
      { say: 'no, in colour please', gives: ['color'] },
    ],
    expect: { ready: true, fields: { color: 'color' } },
  },
  {
    id: 'ig-colour-no-idea',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control: "no idea" is not a no; the colour stays unrecorded.',
    turns: [
      { say: 'hey! fine line rose on my left forearm, about 8cm', reply: { notAsks: ['color'] } },
      { say: 'yes im 25', gives: ['age'], reply: { asks: 'color' } },
      { say: 'no idea tbh', unsure: true },
    ],
    expect: { ready: true, fields: { color: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'ig-colour-yes-picks-nothing',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control: a yes to "colour, or black and grey?" chooses neither.',
    turns: [
      { say: 'hey! fine line rose on my left forearm, about 8cm', reply: { notAsks: ['color'] } },
      { say: 'yes im 25', gives: ['age'], reply: { asks: 'color' } },
      { say: 'yes' },
    ],
    expect: { ready: true, fields: { color: null } },
  },
  {
    id: 'ig-placement-no-before-colour',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control: a bare "no" to the open placement question says nothing about placement or colour.',
    turns: [{ say: 'hey! fine line rose, about 8cm', reply: { asks: 'placement' } }, { say: 'no' }],
    expect: { ready: false, fields: { color: null, placement: null } },
  },
  {
    id: 'iv-area-armpit',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'tiny fine line moth in my armpit??' }],
    expect: { ready: false, fields: { placement: { area: 'armpit' } } },
  },
  {
    id: 'iv-area-butt-cheek',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'geometric snake on my left butt cheek lol' }],
    expect: { ready: false, fields: { placement: { area: 'buttock' } } },
  },
  {
    id: 'iv-area-glutes',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'dotwork mandala on my glutes' }],
    expect: { ready: false, fields: { placement: { area: 'buttock' } } },
  },
  {
    id: 'iv-area-hip-bone',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'small blackwork moon on my hip bone' }],
    expect: { ready: false, fields: { placement: { area: 'hip' } } },
  },
  {
    id: 'iv-area-love-handles',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'wanna get some geometric lines on my love handles' }],
    expect: { ready: false, fields: { placement: { area: 'hip' } } },
  },
  {
    id: 'iv-area-flank',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'big blackwork snake down my flank' }],
    expect: { ready: false, fields: { placement: { area: 'flank' } } },
  },
  {
    id: 'iv-area-elbow-ditch',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'a dotwork spiderweb in my elbow ditch' }],
    expect: { ready: false, fields: { placement: { area: 'elbow ditch' } } },
  },
  {
    id: 'iv-area-ditch-slang',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'ditch piece!! a geometric moth in my ditch' }],
    expect: { ready: false, fields: { placement: { area: 'elbow ditch' } } },
  },
  {
    id: 'iv-area-behind-knee',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'small blackwork eye behind my right knee' }],
    expect: { ready: false, fields: { placement: { area: 'behind the knee' } } },
  },
  {
    id: 'iv-area-knee-pit',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'geometric flower in the knee pit' }],
    expect: { ready: false, fields: { placement: { area: 'behind the knee' } } },
  },
  {
    id: 'iv-area-scalp',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'dotwork mandala scalp tattoo, im shaving my head anyway' }],
    expect: { ready: false, fields: { placement: { area: 'head' } } },
  },
  {
    id: 'iv-area-side-of-head',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'geometric lines on the side of my head' }],
    expect: { ready: false, fields: { placement: { area: 'head' } } },
  },
  {
    id: 'iv-area-pinky',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'tiny moon on my pinky' }],
    expect: { ready: false, fields: { placement: { area: 'fingers' } } },
  },
  {
    id: 'iv-area-jawline',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'fine line script along my jawline' }],
    expect: { ready: false, fields: { placement: { area: 'face' } } },
  },
  {
    id: 'iv-area-thigh-gap',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'small blackwork dagger on my thigh gap' }],
    expect: { ready: false, fields: { placement: { area: 'thigh' } } },
  },
  {
    id: 'iv-area-arm-pit-typo',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'can i get a small geometric sun in my arm pit' }],
    expect: { ready: false, fields: { placement: { area: 'armpit' } } },
  },
  {
    id: 'iv-area-wolf-head-not-head',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: 'a geometric wolf head pls' }],
    expect: { ready: false, fields: { placement: null, idea: ['wolf'] } },
  },
  {
    id: 'iv-area-dogs-head-not-head',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: "my dog's head in dotwork, been in my head for months" }],
    expect: { ready: false, fields: { placement: null } },
  },
  {
    id: 'iv-area-shark-jaw-not-face',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: 'a blackwork shark jaw' }],
    expect: { ready: false, fields: { placement: null } },
  },
  {
    id: 'iv-area-ditch-verb-not-elbow',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control (decision 018): a head, a jaw or a ditch in the design or the sentence is not an area.',
    turns: [{ say: "a geometric moth, let's ditch the colour" }],
    expect: { ready: false, fields: { placement: null } },
  },
  {
    id: 'iv-area-down-my-side',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area in slang or misspelt.',
    turns: [{ say: 'blackwork snake going down my side' }],
    expect: { ready: false, fields: { placement: { area: 'flank' } } },
  },
  {
    id: 'iv-area-under-my-boobs',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area in slang or misspelt.',
    turns: [{ say: 'geometric dagger under my boobs' }],
    expect: { ready: false, fields: { placement: { area: 'sternum' } } },
  },
  {
    id: 'iv-area-sturnum-typo',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Decision 018: an area in slang or misspelt.',
    turns: [{ say: 'tiny dotwork star on my sturnum' }],
    expect: { ready: false, fields: { placement: { area: 'sternum' } } },
  },
  {
    id: 'iv-area-breast-cancer-not-chest',
    category: 'instagram-voice',
    artist: 'mara',
    note: 'Negative control (decision 018): "breast cancer" is not a placement.',
    turns: [{ say: 'a pink ribbon for my mum, she beat breast cancer' }],
    expect: { ready: false, fields: { placement: null } },
  },
] satisfies CaseInput[];
