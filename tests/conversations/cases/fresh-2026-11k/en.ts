import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients in situations no earlier set has: an age in DM shorthand ("22F"), a size in millimetres, a black
 * piece with a touch of red, a placement named by what is worn there, working hours that are no size or age, a
 * nervous first-timer asking about pain, the artist's minimum, an old tattoo reworked into a new one, laser
 * removal, blood thinners, a flash piece from a post, a design preview, tipping, "no rush", a client who only
 * writes "hello??", heavy typos, a golf ball for a size, an hourly rate and "2 hours" that is no budget, "from my
 * shoulder to my elbow", an email address, a dog at the appointment, a cash discount, colour asked of a black and
 * grey artist, and exams as the timing.
 */
export default [
  {
    id: 'fresh-k-en-age-suffix',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'age-shorthand'],
    note: '"22F" is DM shorthand for a 22-year-old woman: the age is answered.',
    turns: [
      {
        say: '22F, want a fine line crescent moon behind my ear, tiny like 3cm, black ink. budget $180',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['moon'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [2, 4] },
        color: 'black',
        age: 22,
        budget: { around: 180 },
      },
    },
  },
  {
    id: 'fresh-k-en-millimetres',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['en', 'web', 'size-unit'],
    note: '35 mm is 3.5 cm.',
    turns: [
      {
        say: "Sparrow on my wrist please, 35mm, traditional, full colour. I'm 27 and have £150 for it.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['sparrow'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [3, 4] },
        color: 'color',
        age: 27,
        budget: { around: 150, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-k-en-red-accent',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'dm', 'colour-accent'],
    note: 'Black linework with a little red is a colour piece, not black only.',
    turns: [
      {
        say: 'black linework rose on my forearm with just a little red on the petals, ~12cm. 31yo, 400 budget',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
        mustNotSay: ['/black (ink )?only/i', '/just black/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose'],
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'color',
        age: 31,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-k-en-where-my-watch-goes',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'placement-by-object'],
    note: '"Where my watch goes" is the wrist.',
    turns: [
      {
        say: "want a small fine line compass where my watch goes, left side, about 4cm, black. I'm 24, about 200 dollars",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['compass'],
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 24,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-k-en-weekends-only',
    category: 'fresh-2026-11k',
    artist: 'lena',
    tags: ['en', 'web', 'timing-constraint', 'numbers-not-age'],
    note: '"I work 9 to 5" is working hours, not a size, an age or a budget; weekends are the timing.',
    turns: [
      {
        say: "Hi Lena, I'd like a fine line olive branch along my collarbone, about 12 cm, black only. I work 9 to 5 so weekends only for me. I'm 29, budget €250.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing', 'age', 'budget'],
        reply: { notAsks: ['timing'] },
      },
    ],
    conversation: { language: 'en', notClientAge: [9, 5] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['olive'],
        style: 'Minimalist',
        placement: { area: 'collarbone' },
        size: { cm: [11, 13] },
        color: 'black',
        timing: ['weekend'],
        age: 29,
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-en-first-tattoo-pain',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'pain', 'question-with-facts', 'nervous'],
    note: 'A nervous first-timer asks whether the ribs hurt: answered from the studio answers, with the facts taken.',
    turns: [
      {
        say: "this would be my first tattoo so i'm a bit nervous lol. does the ribs hurt a lot? thinking a small fine line constellation on my ribs, 8cm, black. 20 years old, budget 200",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'pain', about: ['hurt', 'pain', 'sensitive'], answer: ['/sensitive|hurt|pain/i'] },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['constellation'],
        placement: { area: 'rib' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 20,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-k-en-minimum-price',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'price', 'minimum'],
    note: "Asked for her minimum, the artist's minimum ($150) is the answer.",
    turns: [
      {
        say: "what's your minimum? just want a tiny heart somewhere",
        gives: ['idea'],
        asks: 'price',
        questions: [{ topic: 'minimum', about: ['minimum', 'price', 'start'], answer: ['150'] }],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['heart'] } },
  },
  {
    id: 'fresh-k-en-rework-old-tattoo',
    category: 'fresh-2026-11k',
    artist: 'rafa',
    tags: ['en', 'web', 'cover-up', 'new-piece-style', 'not-an-age'],
    note: 'Reworking a faded tribal band into a realistic lion is a cover-up in realism; 2009 is when the old one was done.',
    turns: [
      {
        say: "can you rework an old tattoo of mine? it's a faded tribal band on my upper arm from 2009, want to turn it into a realistic black and grey lion, about 20cm. I'm 38, budget €800",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        mustNotSay: ["/tribal (isn't|is not|isn’t)/i"],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'upper arm' },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 800, currency: 'EUR' },
        coverUp: true,
      },
    },
  },
  {
    id: 'fresh-k-en-laser-removal',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'dm', 'unknown-topic', 'regret'],
    note: 'Laser removal: nothing in the studio answers; deferred honestly, never the off-topic line.',
    turns: [
      {
        say: 'do you do laser removal? i have a name on my wrist i really regret',
        questions: [{ topic: 'laser removal', about: ['laser', 'remov'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false },
  },
  {
    id: 'fresh-k-en-blood-thinners',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['en', 'dm', 'medical-question', 'question-with-facts'],
    note: 'Blood thinners: never answered as advice; the artist is asked, and the idea is kept.',
    turns: [
      {
        say: 'I take blood thinners, is that a problem for getting tattooed? want a small trad swallow on my hand',
        gives: ['idea', 'style', 'placement'],
        questions: [{ topic: 'blood thinners', about: ['blood', 'thinner', 'medic', 'doctor'], defer: true }],
        mustNotSay: [
          "/(it'?s|that'?s) (totally |completely |perfectly )?(safe|fine|ok|not a problem)/i",
          '/no problem/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['swallow'], style: 'Traditional', placement: { area: 'hand' } },
    },
  },
  {
    id: 'fresh-k-en-flash-from-post',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['en', 'dm', 'flash', 'placement'],
    note: 'A flash piece seen in a post: whether that one is still free is for Noor; the idea and placement are kept.',
    turns: [
      {
        say: 'hey I saw the snake flash you posted yesterday, is it still available? would want it on my calf',
        gives: ['idea', 'placement'],
        asks: 'flash',
        questions: [{ topic: 'flash piece', about: ['flash', 'snake', 'available'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['snake'], placement: { area: 'calf' } } },
  },
  {
    id: 'fresh-k-en-design-preview',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'web', 'unknown-topic', 'question-with-facts'],
    note: 'Whether the design is shown before the day is not in the data: deferred beside the facts.',
    turns: [
      {
        say: "will I get to see the design before the appointment? I want a geometric wolf on my thigh, 18cm, black only, I'm 30, $600",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'design preview', about: ['design', 'see', 'before', 'sketch', 'draw'], defer: true },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'thigh' },
        size: { cm: [17, 19] },
        color: 'black',
        age: 30,
        budget: { around: 600 },
      },
    },
  },
  {
    id: 'fresh-k-en-tipping',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'unknown-topic', 'question-with-facts'],
    note: 'Tipping is for Iris to say; the bee is a complete brief.',
    turns: [
      {
        say: 'do people usually tip? also I’d love a tiny fine line bee on my ankle, 3 cm, black. 26, $160 budget',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'tipping', about: ['tip'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['bee'],
        placement: { area: 'ankle' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 26,
        budget: { around: 160 },
      },
    },
  },
  {
    id: 'fresh-k-en-no-rush',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'dm', 'timing-open'],
    note: '"No rush, whenever suits" answers the timing: it is never asked.',
    turns: [
      {
        say: 'hi! could I get a blackwork snake down my spine, about 25cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "black only, I'm 34, budget around 700, and no rush at all, whenever suits",
        gives: ['color', 'age', 'budget', 'timing'],
        reply: { notAsks: ['timing'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['snake'],
        style: 'Blackwork',
        placement: { area: 'spine' },
        size: { cm: [24, 26] },
        color: 'black',
        age: 34,
        budget: { around: 700 },
      },
    },
  },
  {
    id: 'fresh-k-en-hello-again',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['en', 'dm', 'impatient', 'availability'],
    note: '"hello??" after a reply: no re-ask of what was given, no repeat of the last message word for word.',
    turns: [
      {
        say: 'hey do you have space in december? want a trad eagle on my chest',
        gives: ['idea', 'style', 'placement'],
        asks: 'availability',
        questions: [
          {
            topic: 'december',
            about: ['december', 'space', 'availab', 'book', 'date'],
            answer: ['example.com/book/noor'],
            defer: true,
          },
        ],
      },
      { say: 'hello??', reply: { notAsks: ['idea', 'placement', 'style'] } },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['eagle'], style: 'Traditional', placement: { area: 'chest' } } },
  },
  {
    id: 'fresh-k-en-typos',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'dm', 'typos'],
    note: 'Typos in nearly every word that matters.',
    turns: [
      {
        say: 'heyy wanna get a dragn on my uper arm, japanse style, abt 15 cm, full colr. im 25, budgt 500',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['dragon', 'dragn']],
        style: 'Japanese',
        placement: { area: 'upper arm' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 25,
        budget: { around: 500 },
      },
    },
  },
  {
    id: 'fresh-k-en-golf-ball',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['en', 'web', 'size-object'],
    note: 'A golf ball is about 4 cm.',
    turns: [
      {
        say: 'a small traditional rose, about the size of a golf ball, on the back of my hand. colour. 23 years old, £130',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [3, 6], text: ['golf'] },
        color: 'color',
        age: 23,
        budget: { around: 130, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-k-en-hourly-rate',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'dm', 'price', 'numbers-not-budget'],
    note: '"About 2 hours of your time" is no budget figure; the hourly rate is answered by how pricing works or deferred.',
    turns: [
      {
        say: "what's your hourly rate? i can probably afford about 2 hours. want a dotwork mandala on my shoulder, black, 10cm, i'm 28",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        asks: 'price',
        questions: [
          {
            topic: 'hourly rate',
            about: ['hour', 'rate', 'price', 'cost', 'quote'],
            answer: ['/quote|depends on/i'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      // Idea, style, placement and size make the clarity of 70 that readyToSave needs (issue #4).
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'shoulder' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 28,
        budget: null,
      },
    },
  },
  {
    id: 'fresh-k-en-shoulder-to-elbow',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['en', 'web', 'size-body-part'],
    note: '"From my shoulder to my elbow" is the upper arm and a half sleeve: size and placement both given.',
    turns: [
      {
        say: "I'm after a japanese koi running from my shoulder to my elbow, full colour. I'm 35 and my budget is $1500",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size', 'placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['upper arm', 'arm'] },
        size: { text: ['half sleeve', 'half-sleeve', 'shoulder to elbow'] },
        color: 'color',
        age: 35,
        budget: { around: 1500 },
      },
    },
  },
  {
    id: 'fresh-k-en-email-in-message',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'web', 'contact'],
    note: 'An email address in the message is the contact: never asked for again.',
    turns: [
      {
        say: 'hi, jess here (jess.k@example.com if easier). I want a fine line moon on my middle finger',
        gives: ['idea', 'style', 'placement', 'contact'],
      },
      { say: 'tiny, black, 1.5cm or so', gives: ['size', 'color'], reply: { notAsks: ['contact'] } },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      replies: { notAsks: ['contact'] },
      fields: { idea: ['moon'], placement: { area: 'finger' }, size: { cm: [1, 2] }, color: 'black' },
    },
  },
  {
    id: 'fresh-k-en-dog-at-appointment',
    category: 'fresh-2026-11k',
    artist: 'rafa',
    tags: ['en', 'dm', 'unknown-topic', 'question-with-facts', 'pet'],
    note: 'Bringing a dog is not the companion answer (a person): deferred; the dog portrait is the brief.',
    turns: [
      {
        say: "can I bring my dog to the appointment? he's very chill lol. anyway I want a portrait of him on my forearm, 12 cm, black and grey, I'm 40, €500",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'dog at the studio', about: ['dog', 'pet', 'bring'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dog'],
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 40,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-en-cash-discount',
    category: 'fresh-2026-11k',
    artist: 'lena',
    tags: ['en', 'dm', 'unknown-topic', 'question-with-facts', 'payment'],
    note: 'A cash discount is for Lena to decide: deferred beside the facts.',
    turns: [
      {
        say: 'fine line lily on my forearm, 9cm, black. 32, €200. if I pay cash is it cheaper?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'cash discount', about: ['cash', 'cheaper', 'discount'], defer: true }],
        mustNotSay: ['/\\bcheaper\\b.*\\byes\\b/i', '/\\bdiscount of\\b/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lily'],
        placement: { area: 'forearm' },
        size: { cm: [8, 10] },
        color: 'black',
        age: 32,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-en-colour-to-black-and-grey-artist',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'dm', 'style-not-offered', 'colour'],
    note: "Iris works black and grey only (her bio): said plainly; the client's watercolour is kept as theirs.",
    turns: [
      {
        say: 'do you do colour? I want a watercolour hummingbird on my shoulder',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'colour work',
            about: ['colour', 'color', 'black and grey', 'black & grey'],
            answer: ['/black (and|&) gr[ae]y/i'],
          },
        ],
        mustNotSay: ['/works in colou?r/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['hummingbird'], style: 'Watercolor', placement: { area: 'shoulder' }, color: 'color' },
    },
  },
  {
    id: 'fresh-k-en-after-exams',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['en', 'web', 'timing-event'],
    note: '"After my exams in June" is the timing.',
    turns: [
      {
        say: "fine line butterfly on my hip, 6cm, black. I'm 19, $150, ideally after my exams in june",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
        reply: { notAsks: ['timing'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['butterfly'],
        placement: { area: 'hip' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 19,
        budget: { around: 150 },
        timing: ['june'],
      },
    },
  },
] satisfies CaseInput[];
