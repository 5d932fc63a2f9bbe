import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients: a brief dripped over six one-line DMs, ranges and inches, questions about pain and session
 * length beside the facts, a style the artist avoids asked as a question, a younger brother in a matching pair,
 * grief with no design yet, emoji as the idea, someone else paying, and shouting.
 */
export default [
  {
    id: 'fresh-f-en-drip-feed-snake',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'dm', 'drip', 'one-liners'],
    note: 'Six short DMs: each fact lands once, none is re-asked, and "small" is a size.',
    turns: [
      'heyy',
      'so i want a tattoo',
      { say: 'a snake', gives: ['idea'] },
      { say: 'wrapping round my ankle', gives: ['placement'] },
      { say: 'like small', gives: ['size'] },
      { say: 'just black lines, im 26', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['snake'],
        placement: { area: 'ankle' },
        size: { text: ['small'] },
        color: 'black',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-f-en-range-in-quid-neck',
    category: 'fresh-2026-11f',
    artist: 'noor',
    tags: ['en', 'dm', 'budget-range', 'gbp'],
    note: 'A range in pounds said as "quid", and the back of the neck.',
    turns: [
      {
        say: 'alright! after a trad dagger on the back of my neck, maybe 8cm. somewhere between 250 and 400 quid. 33, no refs',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age', 'references'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dagger'],
        style: 'Traditional',
        placement: { area: 'neck' },
        size: { cm: [7, 9] },
        budget: { min: 250, max: 400, currency: 'GBP' },
        references: false,
        age: 33,
      },
    },
  },
  {
    id: 'fresh-f-en-inches-and-session-length',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['en', 'web', 'inches', 'question-back'],
    note: 'Four inches is about 10 cm. How long it takes is not in Iris\'s data: an honest "I\'ll ask Iris" or a range she set.',
    turns: [
      {
        say: "Hi! I'd love a fine line bouquet of wildflowers on my upper arm, about 4 inches tall, black and grey. I'm 35. Roughly how long would a session like that take?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'session length',
            answer: ['/\\b\\d+(\\s*(-|to|–)\\s*\\d+)?\\s*(hours?|hrs?)\\b/i'],
            about: ['hour', 'long', 'session', 'time'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['wildflower', 'bouquet'],
        style: 'Minimalist',
        placement: { area: ['upper arm', 'arm'] },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 35,
      },
    },
  },
  {
    id: 'fresh-f-en-sternum-pain',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'pain'],
    note: "Pain is not in Mara's data: honest deferral or a general truth about sternum pain, never ignored.",
    turns: [
      {
        say: 'how bad does the sternum hurt honestly?? thinking an ornamental piece down my sternum, around 20cm, 27f',
        gives: ['idea', 'placement', 'size', 'age'],
        questions: [
          {
            topic: 'sternum pain',
            answer: [
              '/(sternum|chest)[^.?!]{0,60}(pain|hurt|sore|sensitive)/i',
              '/(pain|hurt|sore|sensitive)[^.?!]{0,60}(sternum|chest)/i',
            ],
            about: ['hurt', 'pain', 'sternum'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { placement: { area: ['sternum', 'chest'] }, size: { cm: [18, 22] }, age: 27 },
    },
  },
  {
    id: 'fresh-f-en-watercolor-asked-rafa',
    category: 'fresh-2026-11f',
    artist: 'rafa',
    tags: ['en', 'web', 'style-question', 'avoided-style'],
    note: 'Rafa avoids watercolour: the question is answered honestly (he does realism and portraits), not "Love it".',
    turns: [
      {
        say: 'do you do watercolor? i want a watercolor hummingbird on my shoulder',
        asks: 'styles',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'does he do watercolour',
            answer: ['realism', 'portrait', '/(doesn.t|does not|don.t|not)[^.?!]{0,40}watercolou?r/i'],
            about: ['watercolor', 'watercolour', 'style'],
          },
        ],
        reply: { mustNotContain: ['Love it', 'Great choice'] },
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['hummingbird'], placement: { area: 'shoulder' } } },
  },
  {
    id: 'fresh-f-en-little-bro-matching',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'dm', 'companion', 'someone-elses-age'],
    note: 'The client is 24; the brother of 15 cannot get the matching one, and the client is not turned away.',
    turns: [
      {
        say: 'me and my little bro (hes 15) want matching paper planes on our wrists, tiny like 3cm, just black. im 24. can he get his done if i sign for him?',
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'brother of 15 with a signature',
            answer: ['/(?<![\\d])18(?![\\d])/', 'eighteen'],
            about: ['brother', 'bro', '15', 'age', 'under', 'sign'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [15] },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        age: 24,
        idea: ['plane'],
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        color: 'black',
      },
    },
  },
  {
    id: 'fresh-f-en-best-friend-no-design',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'web', 'distress', 'memorial', 'unsure'],
    note: 'Grief and no design yet: care first, then a gentle question; never the off-topic line, never "Great".',
    turns: [
      {
        say: "i lost my best friend in august and i want something for her but i honestly don't know what yet",
        reply: { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome'] },
      },
      { say: 'she loved sunflowers and the sea', gives: ['idea'] },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: [['sunflower', 'sea']] } },
  },
  {
    id: 'fresh-f-en-emoji-idea',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'dm', 'emoji'],
    note: 'The emoji are the idea: a snake and a rose; the black heart is not a colour claim.',
    turns: [{ say: '🐍 + 🌹 on my forearm pls 🖤 like palm size', gives: ['idea', 'placement', 'size'] }],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['snake', 'rose'], placement: { area: 'forearm' }, size: { text: ['palm'] } },
    },
  },
  {
    id: 'fresh-f-en-boyfriend-paying',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'dm', 'budget', 'third-party'],
    note: 'Someone else pays: the figure is still the budget, and the boyfriend is not the client.',
    turns: [
      {
        say: 'my boyfriend is paying for it lol he said up to 500. i want a blackwork moth on my back between my shoulders, 15cm, im 23',
        gives: ['budget', 'idea', 'style', 'placement', 'size', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        budget: { max: 500 },
        idea: ['moth'],
        style: 'Blackwork',
        placement: { area: ['back', 'shoulder'] },
        size: { cm: [14, 16] },
        age: 23,
      },
    },
  },
  {
    id: 'fresh-f-en-all-caps-price',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['en', 'dm', 'caps', 'price-first'],
    note: "Shouting is not abuse: the price question gets Iris's minimum, the rose and the hand are kept.",
    turns: [
      {
        say: 'HOW MUCH FOR A SMALL ROSE ON MY HAND',
        asks: 'price',
        gives: ['idea', 'placement', 'size'],
        questions: [{ topic: 'price', answer: ['150'], about: ['price', 'cost', '$'] }],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['rose'], placement: { area: 'hand' } } },
  },
  {
    id: 'fresh-f-en-exams-timing-axolotl',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['en', 'web', 'timing', 'unknown-noun'],
    note: 'An animal not in any list (axolotl) is the idea; "after my exams in june" is the timing.',
    turns: [
      {
        say: 'hello!! could i get a cute little axolotl on my calf? maybe 7cm, colour. budget around 200, im 20. no rush, sometime after my exams in june',
        gives: ['idea', 'placement', 'size', 'color', 'budget', 'age', 'timing'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['axolotl'],
        placement: { area: 'calf' },
        size: { cm: [6, 8] },
        color: 'color',
        budget: { around: 200 },
        age: 20,
        timing: ['june', 'exam'],
      },
    },
  },
  {
    id: 'fresh-f-en-hide-ex-name',
    category: 'fresh-2026-11f',
    artist: 'noor',
    tags: ['en', 'dm', 'cover-up', 'new-wording'],
    note: "Hiding an ex's name is a cover-up, said without the word.",
    turns: [
      {
        say: "need to hide my ex's name on my forearm asap 😩 it's like 8cm of cursive. thinking a big trad rose over it. 29, budget 300",
        gives: ['placement', 'size', 'idea', 'style', 'age', 'budget', 'timing'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        coverUp: true,
        idea: ['rose'],
        placement: { area: 'forearm' },
        style: 'Traditional',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-f-en-juno-when-reopen',
    category: 'fresh-2026-11f',
    artist: 'juno',
    tags: ['en', 'dm', 'books-closed', 'question-back'],
    note: 'Books closed with no reopening date: said kindly once, the details still taken, "when?" deferred honestly.',
    turns: [
      {
        say: 'hey are you taking bookings? want a neo trad fox on my thigh, about 15cm, colour, im 30',
        asks: 'availability',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        reply: { bookingLink: false },
      },
      {
        say: 'ah ok, any idea when you open again?',
        asks: 'availability',
        questions: [
          {
            topic: 'when books reopen',
            about: ['open', 'books', 'waitlist', 'list'],
            defer: true,
            answer: ['waitlist', 'waiting list'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      replies: { bookingLink: false },
      fields: { idea: ['fox'], style: 'Neo-traditional', placement: { area: 'thigh' } },
    },
  },
] satisfies CaseInput[];
