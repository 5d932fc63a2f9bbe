import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients in situations no earlier set has: a couple's matching pieces and the price of two, inches on the
 * sternum, a pregnancy asked about (never medical advice), a gift voucher, a rework of another shop's blown-out
 * rose, a first-timer who goes quiet and comes back, a size and a placement changed in one message, a budget
 * range, a client who sends the picture later, a question about bringing a baby, two pieces in one chat, and a
 * client who asks the artist to do a style she does not list.
 */
export default [
  {
    id: 'fresh-q-en-matching-anchors-price-of-two',
    category: 'fresh-2026-11q',
    artist: 'noor',
    tags: ['en', 'dm', 'couple', 'price', 'multi-turn'],
    note: "Noor's minimum ($120) is the honest answer to the price of two; each piece is priced by Noor.",
    turns: [
      {
        say: 'me and my gf want matching tiny anchors on our ankles, like 3cm each. how much would 2 be?',
        gives: ['idea', 'placement', 'size'],
        questions: [{ topic: 'price of two', about: ['price', 'minimum', '$'], answer: ['$120', '120'] }],
        mustNotSay: ['/\\$\\s?(240|200|100|80|60)\\b/'],
      },
      { say: 'colour obvs. were both 26', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['anchor'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [2, 4] },
        color: 'color',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-q-en-moth-sternum-inches',
    category: 'fresh-2026-11q',
    artist: 'mara',
    tags: ['en', 'web', 'inches', 'multi-turn'],
    turns: [
      {
        say: 'thinking a moth on my sternum, maybe 4 inches tall, dotwork',
        gives: ['idea', 'placement', 'size', 'style'],
      },
      { say: 'black and grey. im 31. budget flexible, 400ish', gives: ['color', 'age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Dotwork',
        placement: { area: 'sternum' },
        size: { cm: [9.5, 10.5] },
        color: 'black_and_grey',
        age: 31,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-q-en-pregnant-behind-ear',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['en', 'dm', 'pregnancy', 'defer', 'multi-turn'],
    note: 'Whether to tattoo while pregnant is for the artist (and a doctor): deferred, never answered as safe.',
    turns: [
      {
        say: "hi! tiny fine line moon behind my ear? also i'm 5 months pregnant, is that ok or should i wait",
        gives: ['idea', 'style', 'placement'],
        questions: [{ topic: 'pregnancy', about: ['pregnan', 'wait', 'baby'], defer: true }],
        mustNotSay: ["/(it'?s|totally|perfectly) (fine|safe|ok)/i", '/no problem at all/i'],
      },
      { say: 'ok ill wait till after the baby. black, about 2cm. im 29', gives: ['color', 'size', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moon'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [1.5, 2.5] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-q-en-gift-voucher',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['en', 'dm', 'gift-voucher', 'defer'],
    note: 'No data on vouchers: Iris is asked, nothing invented; the sister is not a lead yet.',
    turns: [
      {
        say: "do you do gift vouchers? want to get one for my sister's birthday",
        questions: [{ topic: 'gift voucher', about: ['voucher', 'gift'], defer: true }],
        mustNotSay: ['/yes,? (we|she|iris) (do|does|sells?)/i', '/vouchers? (start|from|are) \\$/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'fresh-q-en-fix-blown-out-rose',
    category: 'fresh-2026-11q',
    artist: 'noor',
    tags: ['en', 'dm', 'rework', 'cover-up', 'multi-turn'],
    note: "Reworking another shop's piece is cover-up work, which Noor takes; the old rose is on the forearm.",
    turns: [
      {
        say: 'got a rose done at another shop last year and the lines blew out :( can you fix it up?',
        questions: [
          {
            topic: 'rework',
            about: ['fix', 'rework', 'cover', 'blow'],
            answer: ['/cover|rework|fix/i'],
            defer: true,
          },
        ],
        reply: { empathy: true },
      },
      {
        say: 'its on my left forearm, about 7cm. colour is fine. im 35',
        gives: ['placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose'],
        placement: { area: 'forearm', side: 'left' },
        color: 'color',
        age: 35,
        coverUp: true,
      },
    },
  },
  {
    id: 'fresh-q-en-quiet-then-back',
    category: 'fresh-2026-11q',
    artist: 'lena',
    tags: ['en', 'web', 'returns', 'one-word', 'multi-turn'],
    note: 'The client answers the idea, goes quiet, then comes back with "sorry got busy" and the rest.',
    turns: [
      { say: 'hey', reply: { asks: 'idea' } },
      { say: 'a sprig of rosemary', gives: ['idea'] },
      {
        say: 'sorry got busy! inner arm, 8cm, fine line, black',
        gives: ['placement', 'size', 'style', 'color'],
      },
      { say: '27', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rosemary'],
        style: 'Minimalist',
        placement: { area: 'arm' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 27,
      },
    },
  },
  {
    id: 'fresh-q-en-size-and-place-changed-together',
    category: 'fresh-2026-11q',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'multi-turn'],
    turns: [
      { say: 'geometric stag head, forearm, 12cm', gives: ['idea', 'style', 'placement', 'size'] },
      {
        say: 'actually thinking bigger, more like 20cm on my thigh instead',
        gives: ['size', 'placement'],
        mustNotSay: ['forearm, ~12', 'forearm, 12'],
      },
      { say: 'blackwork only, no colour. 33', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['stag'],
        placement: { area: 'thigh' },
        size: { cm: [19, 21] },
        color: 'black',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-q-en-budget-range-short',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['en', 'dm', 'budget-range', 'multi-turn'],
    turns: [
      {
        say: 'hi iris, looking for a dainty wildflower bouquet on my shoulder blade, fine line, about 10cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'budget is 150-200', gives: ['budget'] },
      { say: 'black. 24', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wildflower'],
        placement: { area: 'shoulder blade' },
        size: { cm: [9, 11] },
        budget: { min: 150, max: 200 },
        color: 'black',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-q-en-pic-coming-later',
    category: 'fresh-2026-11q',
    artist: 'rafa',
    tags: ['en', 'web', 'references-promised', 'claims', 'multi-turn'],
    note: 'A picture promised is not a picture received: nothing is thanked for until it arrives.',
    turns: [
      {
        say: "hey rafa, I'd like a realistic portrait of my cat on my calf, around 15cm, black and grey",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "I'll send you a pic of her later tonight when I'm home",
        mustNotSay: [
          '/thanks? (you )?for (the|your) (pic|photo|picture|reference|image)/i',
          '/(got|received) (the|your) (pic|photo|picture|reference|image)/i',
        ],
      },
      { say: 'im 38, budget around 500 euros', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['cat'],
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-q-en-bring-the-baby',
    category: 'fresh-2026-11q',
    artist: 'lena',
    tags: ['en', 'dm', 'companion', 'defer', 'multi-turn'],
    note: "Bringing a baby to the session is Lena's call (no data): asked, never promised; the baby is no minor client.",
    turns: [
      {
        say: 'hi lena! small fine line daisy on my wrist, 4cm, black. can i bring my baby along? hes 6 months',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'bringing a baby',
            about: ['baby', 'bring', 'along'],
            defer: true,
            answer: ['/bring|along/i'],
          },
        ],
      },
      { say: 'im 30 btw', gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [6] },
    expect: {
      ready: true,
      fields: {
        idea: ['daisy'],
        placement: { area: 'wrist' },
        size: { cm: [3.5, 4.5] },
        color: 'black',
        age: 30,
      },
    },
  },
  {
    id: 'fresh-q-en-style-not-listed-watercolor',
    category: 'fresh-2026-11q',
    artist: 'rafa',
    tags: ['en', 'dm', 'style-not-offered', 'multi-turn'],
    note: 'Rafa avoids watercolour: said plainly, with the nearest thing he does; the idea is kept as the client said it.',
    turns: [
      {
        say: 'can you do a watercolor hummingbird on my shoulder? like 12cm',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { mustContainAny: ['watercolor', 'watercolour'] },
        mustNotSay: ['/geometric hummingbird/i'],
      },
      { say: 'ok what about realistic then, in colour? im 26', gives: ['style', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['hummingbird'],
        style: 'Realism',
        placement: { area: 'shoulder' },
        size: { cm: [11, 13] },
        color: 'color',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-q-en-how-long-for-a-sleeve',
    category: 'fresh-2026-11q',
    artist: 'kai',
    tags: ['en', 'web', 'duration', 'waitlist', 'multi-turn'],
    note: "How many sessions a sleeve takes: a general answer or the artist's to give; Kai's books are a waitlist.",
    turns: [
      {
        say: 'how many sessions does a full japanese sleeve usually take?',
        questions: [
          {
            topic: 'sessions for a sleeve',
            about: ['session', 'hour', 'sitting'],
            answer: [
              '/\\d+\\s?(-|–|to)\\s?\\d+\\s?(sessions|sittings|hours)/i',
              '/several sessions|multiple sessions/i',
            ],
            defer: true,
          },
        ],
      },
      {
        say: 'cool. dragon and peonies, right arm, full colour. im 40',
        gives: ['idea', 'placement', 'color', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['dragon'],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        color: 'color',
        age: 40,
      },
    },
  },
  {
    id: 'fresh-q-en-nurse-hands-shift',
    category: 'fresh-2026-11q',
    artist: 'noor',
    tags: ['en', 'dm', 'work', 'defer', 'multi-turn'],
    note: "Whether a hand tattoo can be covered at work is the client's question for Noor; Noor does hands.",
    turns: [
      {
        say: 'trad swallow on my hand? im a chef so ill be washing it constantly, is that a problem for healing?',
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'washing at work while healing',
            about: ['heal', 'wash', 'work'],
            answer: ['/heal|clean|wash|soap/i'],
            defer: true,
          },
        ],
      },
      { say: 'ok. palm sized, colour. 28', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        color: 'color',
        age: 28,
      },
    },
  },
  {
    id: 'fresh-q-en-two-pieces-one-chat',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['en', 'web', 'two-pieces', 'multi-turn'],
    note: 'The first piece is the brief; the second, mentioned after, is noted for Iris, never replacing the first.',
    turns: [
      {
        say: 'hi! fine line olive branch on my collarbone, 10cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'im 32. also maybe a tiny star on my finger another time', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['olive'],
        placement: { area: 'collarbone' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 32,
      },
    },
  },
] satisfies CaseInput[];
