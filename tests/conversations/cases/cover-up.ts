import type { CaseInput } from '../case-schema.ts';

/**
 * Cover-ups (issue #11): a project type judged by the style of the new piece, not the old one; a regretted
 * tattoo is met with understanding first; an artist who takes no cover-ups says so.
 */
export default [
  {
    id: 'cover-up-tribal-band-mara',
    category: 'cover-up',
    artist: 'mara',
    note: 'The issue saw "tribal isn\'t something Mara offers".',
    turns: [
      {
        say: 'can u cover up an old tribal band on my upper arm? thinking blackwork',
        reply: {
          mustNotContain: ["isn't something", "isn't on offer", 'not something', "doesn't do", "don't do"],
        },
      },
      { say: 'the band is like 3 inches wide so something bigger, maybe 6 inches', gives: ['size'] },
      { say: 'budget 700', gives: ['budget'] },
      { say: 'yeah 29', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        coverUp: true,
        style: 'Blackwork',
        placement: { area: ['upper arm', 'arm', 'bicep'] },
        budget: { around: 700 },
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'cover-up-ex-name-regret',
    category: 'cover-up',
    artist: 'rafa',
    turns: [
      {
        say: 'i have my ex’s name on my wrist and i regret it so much 😩 can it be covered?',
        reply: { empathy: true, mustNotContain: ['Love it', 'Great'] },
      },
      { say: 'maybe a realistic rose', gives: ['idea'] },
    ],
    expect: { ready: false, fields: { coverUp: true, idea: ['rose'], placement: { area: 'wrist' } } },
  },
  {
    id: 'cover-up-iris-no',
    category: 'cover-up',
    artist: 'iris',
    note: 'Iris takes no cover-ups: say so plainly rather than collect a brief she will turn down.',
    turns: [
      {
        say: 'hey do u do cover ups? got a faded star on my ankle',
        reply: {
          mustContainAny: ['cover-up', 'cover up', 'cover ups', 'cover-ups'],
          mustNotContain: ['Love it'],
        },
      },
    ],
    expect: { ready: false, fields: { coverUp: true } },
  },
  {
    id: 'cover-up-juno-traditional-over-script',
    category: 'cover-up',
    artist: 'juno',
    turns: [
      'need a cover up for some bad script on my forearm, was thinking a traditional panther head over it',
      { say: 'right forearm, maybe 5x6 inches', gives: ['placement', 'size'] },
      { say: 'colour for sure', gives: ['color'] },
      { say: 'around 500', gives: ['budget'] },
      { say: 'im 31', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fields: {
        coverUp: true,
        style: 'Traditional',
        idea: ['panther'],
        placement: { area: 'forearm', side: 'right' },
        color: 'color',
      },
      last: { mustContainAny: ['closed', 'waitlist', 'wait list', 'waiting list'], bookingLink: false },
    },
  },
  {
    id: 'cover-up-scar-self-harm',
    category: 'cover-up',
    artist: 'mara',
    turns: [
      {
        say: 'i have some scars on my forearm i want to cover, is that something you do? a bit nervous asking',
        reply: { empathy: true, mustNotContain: ['Love it', 'Great'] },
      },
      { say: 'maybe a geometric design, something like leaves', gives: ['style', 'idea'] },
    ],
    expect: {
      ready: false,
      fields: { style: 'Geometric', placement: { area: 'forearm' }, idea: ['leaves'] },
    },
  },
  {
    id: 'cover-up-kai-koi-over-old-piece',
    category: 'cover-up',
    artist: 'kai',
    turns: [
      'want to cover an old tattoo on my back shoulder with a japanese koi, my budget is around 1500, im 34',
      { say: 'probably half my upper back', gives: ['size'] },
    ],
    expect: {
      ready: true,
      fields: { coverUp: true, style: 'Japanese', idea: ['koi'], budget: { around: 1500 }, age: 34 },
      last: { mustContainAny: ['waitlist', 'wait list', 'waiting list'] },
    },
  },
  {
    id: 'cover-up-rework-vs-cover',
    category: 'cover-up',
    artist: 'rafa',
    turns: [
      'I want to cover up a faded tattoo on my calf with a realistic wolf, black and grey',
      { say: 'about 20cm, the old one is 10cm', gives: ['size'] },
      { say: '€800', gives: ['budget'] },
      { say: 'yes im 40', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        coverUp: true,
        style: 'Realism',
        idea: ['wolf'],
        color: 'black_and_grey',
        budget: { around: 800, currency: 'EUR' },
        age: 40,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'cover-up-embarrassed-lower-back',
    category: 'cover-up',
    artist: 'mara',
    turns: [
      {
        say: 'ok kinda embarrassing but i got a lower back tattoo at 19 and i hate it now lol. can you cover it with something dotwork?',
        reply: { empathy: true, mustNotContain: ['Love it'] },
      },
    ],
    expect: { ready: false, fields: { coverUp: true, style: 'Dotwork', placement: { area: 'back' } } },
  },
  {
    id: 'cover-up-bad-tribal-to-tribal-iris',
    category: 'cover-up',
    artist: 'iris',
    note: 'Iris avoids tribal and takes no cover-ups: not qualified, said without "Love it".',
    turns: [
      'i want my old tribal armband covered with a new bigger tribal piece',
      { say: 'left arm, about 8 inches, budget 600, im 26', gives: ['placement', 'size', 'budget', 'age'] },
    ],
    expect: {
      ready: true,
      fit: 'not-qualified',
      fields: { coverUp: true, style: 'Tribal' },
      replies: { mustNotContain: ['Love it'] },
    },
  },
  {
    id: 'cover-up-blast-over',
    category: 'cover-up',
    artist: 'mara',
    turns: [
      'hi mara, could you do a blackwork cover up over a small heart on my ribs? happy to go bigger',
      { say: 'maybe 12cm', gives: ['size'] },
      { say: 'i can do like 5 bills', gives: ['budget'] },
      { say: 'yep over 18', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { coverUp: true, style: 'Blackwork', placement: { area: 'ribs' }, budget: { around: 500 } },
      last: { bookingLink: true },
    },
  },
  {
    id: 'cover-up-party-stick-and-poke-hip',
    category: 'cover-up',
    artist: 'mara',
    turns: [
      {
        say: 'a friend did a stick n poke star on my hip at a party years ago, its so bad lol. can u cover it w something geometric?',
        notIdea: ['friend', 'party'],
        reply: { empathy: true, mustNotContain: ['Love it', 'Great'] },
      },
    ],
    expect: { ready: false, fields: { coverUp: true, style: 'Geometric', placement: { area: 'hip' } } },
  },
  {
    id: 'cover-up-iris-does-not',
    category: 'cover-up',
    artist: 'iris',
    turns: [
      {
        say: 'can u cover up an old tattoo on my ankle with fine line flowers?',
        reply: { mustContainAny: ["doesn't", 'does not', 'no cover', "don't"], mustNotContain: ['Love it'] },
      },
    ],
    expect: { ready: false, fields: { coverUp: true } },
  },
  {
    id: 'cover-up-scars-forearm',
    category: 'cover-up',
    artist: 'mara',
    turns: [
      {
        say: 'i have some scars on my forearm i want to cover with a geometric piece',
        notIdea: ['scars'],
        reply: { empathy: true, mustNotContain: ['Great', 'Love it'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm' }, style: 'Geometric' } },
  },
  {
    id: 'cover-up-pt-tribal-leao',
    category: 'cover-up',
    artist: 'rafa',
    turns: [
      {
        say: 'quero cobrir uma tribal antiga no ombro com um leão realista',
        notIdea: ['tribal'],
        reply: { language: 'pt' },
      },
    ],
    expect: {
      ready: false,
      fields: { coverUp: true, style: 'Realism', placement: { area: 'shoulder' }, language: 'pt' },
    },
  },
  {
    id: 'cover-up-es-taparme-all-in-one',
    category: 'cover-up',
    artist: 'rafa',
    note: 'Found by hand: the reflexive "taparme" was not read as a cover-up.',
    turns: [
      {
        say: 'hola quiero taparme un tatuaje viejo en el hombro con un retrato realista de mi abuelo, unos 15cm, tengo 34 años, presupuesto 500 euros',
        reply: { language: 'es' },
      },
    ],
    expect: {
      ready: true,
      fields: {
        coverUp: true,
        placement: { area: 'shoulder' },
        size: { cm: [14, 16] },
        age: 34,
        budget: { around: 500, currency: 'EUR' },
        language: 'es',
      },
      last: { bookingLink: true },
    },
  },
] satisfies CaseInput[];
