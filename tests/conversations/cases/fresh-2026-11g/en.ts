import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients: two pieces in one message, a placement corrected in the next ("actually calf not forearm"),
 * "a couple hundred bucks" with a numbing-cream question, half a back after a wedding, a date of birth that makes
 * an adult, a blown-out tattoo to redo, a name in Hangul, emoji as the whole idea, a client who withdraws, a
 * message full of phone typos, and whether a deposit is refundable.
 */
const ALL_FIELDS = [
  'idea',
  'style',
  'placement',
  'size',
  'color',
  'budget',
  'references',
  'timing',
  'age',
] as const;

export default [
  {
    id: 'fresh-g-en-two-pieces-one-sitting',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['en', 'dm', 'two-pieces', 'question-back', 'session-length'],
    note: 'Two tattoos in one message: both ideas are kept (neither replaces the other); "both in one sitting?" is answered from the session-length answer or honestly deferred.',
    turns: [
      {
        say: 'hey! two things actually: a small dotwork moon on my left wrist (like 4cm) and a bigger geometric wolf on my thigh, maybe 15cm. both black. im 28, around 500 for both. could we do both in one sitting?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'both pieces in one sitting',
            answer: [
              '/(one|same|single) (sitting|session|day)/i',
              '/\\d+\\s*(–|-|to)?\\s*\\d*\\s*hours?/i',
              'under an hour',
            ],
            about: ['sitting', 'session', 'both', 'hour'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: { idea: ['moon', 'wolf'], color: 'black', age: 28, budget: { around: 500 } },
    },
  },
  {
    id: 'fresh-g-en-actually-calf-not-forearm',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'placement-change'],
    note: 'The second message moves the piece to the calf and names the forearm only to say why not: the calf wins, nothing else changes.',
    turns: [
      {
        say: 'hi! i want a geometric stag head on my forearm, around 12cm, black and grey. 31, budget 400',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: "omg wait actually calf not forearm, forearm's too visible for work", gives: ['placement'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        budget: { around: 400 },
        age: 31,
      },
    },
  },
  {
    id: 'fresh-g-en-couple-hundred-bucks-numbing',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['en', 'dm', 'budget-in-words', 'question-back', 'numbing-cream'],
    note: '"a couple hundred bucks" is about $200; numbing cream is answered from the studio answer (fine after checking with Mara), in the same reply that takes the facts.',
    turns: [
      {
        say: 'wanna get a dotwork mandala on my upper back, like 20cm, i can do a couple hundred bucks?? also is numbing cream ok, im a total wimp lol. 24',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
        questions: [
          {
            topic: 'numbing cream',
            answer: [
              '/numb[^.?!]{0,80}(fine|ok|okay|allowed|can use|is possible)/i',
              '/(fine|ok|okay|can use)[^.?!]{0,60}numb/i',
            ],
            about: ['numb', 'cream'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'back' },
        size: { cm: [18, 22] },
        budget: { around: 200, currency: 'USD' },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-g-en-half-back-after-wedding',
    category: 'fresh-2026-11g',
    artist: 'kai',
    tags: ['en', 'web', 'body-fraction', 'timing-event', 'question-back', 'healing', 'waitlist'],
    note: 'Half the back is the size; "after my wedding in May" is the timing; healing time answered from the default (weeks); Kai keeps a waitlist.',
    turns: [
      {
        say: "Hi Kai, I'd love a Japanese koi and waves piece covering half my back, in colour. No rush, ideally after my wedding in May. I'm 34, budget around 2k. How long does something that big take to heal?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing', 'age', 'budget'],
        questions: [
          {
            topic: 'healing time',
            answer: ['/\\d+\\s*(–|-|to)\\s*\\d+\\s*weeks/i', '/\\d+\\s*weeks/i'],
            about: ['heal', 'weeks'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'back' },
        size: { text: ['half'] },
        color: 'color',
        timing: ['may', 'wedding'],
        budget: { around: 2000 },
        age: 34,
      },
    },
  },
  {
    id: 'fresh-g-en-dob-adult-card',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['en', 'dm', 'birth-date', 'adult', 'question-back', 'payment'],
    note: "A date of birth in 2008 (02/04, either order) makes the client 18: an adult, never refused. Paying by card is not in Noor's data: honestly deferred.",
    turns: [
      {
        say: 'hey noor, dob 02/04/2008 so im legal lol. want a trad swallow on my hand, small like 5cm, budget 150. can i pay by card?',
        gives: ['age', 'idea', 'style', 'placement', 'size', 'budget'],
        questions: [{ topic: 'paying by card', about: ['card', 'pay'], defer: true }],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        age: 18,
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4, 6] },
        budget: { around: 150 },
      },
    },
  },
  {
    id: 'fresh-g-en-blown-out-redo',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['en', 'dm', 'cover-up', 'blowout', 'question-back'],
    note: 'A blown-out kitchen tattoo to fix or cover: a cover-up (Noor takes them), the new piece a trad bee; a word of care first.',
    turns: [
      {
        say: "my old tattoo from a mate's kitchen blew out 😭 its a little star on my inner wrist and the lines are all blurry now. can you redo it or put something over it? thinking a trad bee, bit bigger like 7cm. 27, budget about 200",
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        reply: { empathy: true },
        questions: [
          {
            topic: 'can it be fixed or covered',
            answer: [
              '/(does|do|takes|can|happy to)[^.?!]{0,40}cover/i',
              '/cover[- ]?ups?[^.?!]{0,40}(welcome|yes|fine|no problem|takes|does)/i',
            ],
            about: ['cover', 'redo', 'over', 'blur', 'blow'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        coverUp: true,
        idea: ['bee'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [6, 8] },
        age: 27,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-g-en-hangul-grandma-name',
    category: 'fresh-2026-11g',
    artist: 'iris',
    tags: ['en', 'web', 'other-script', 'memorial', 'lettering'],
    note: 'A grandmother\'s name in Korean (순자) is the idea, kept in its script; she passed: care first, never "Great". No age yet, so not ready.',
    turns: [
      {
        say: "hi iris! could i get my grandma's name in korean, 순자, in tiny fine line script on my ring finger? she passed in the spring 🤍",
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['순자'], style: 'Minimalist', placement: { area: 'finger' } },
    },
  },
  {
    id: 'fresh-g-en-emoji-only-butterfly',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['en', 'dm', 'emoji', 'one-liners'],
    note: 'A lone 🦋 answering "what are you thinking of" is the idea (a butterfly), not small talk; the ankle and "tiny" follow.',
    turns: ['hiii', { say: '🦋', gives: ['idea'] }, { say: 'ankle!! tiny', gives: ['placement', 'size'] }],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: [['butterfly', '🦋']],
        placement: { area: 'ankle' },
        size: { text: ['tiny', 'small'] },
      },
    },
  },
  {
    id: 'fresh-g-en-never-mind-not-ready',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['en', 'dm', 'withdraws', 'price-first'],
    note: 'The price answered honestly (Mara quotes once the design is set), then the client withdraws: a short kind line, no more questions, nothing pressed.',
    turns: [
      {
        say: 'hey how much would a small geometric fox on my shoulder be?',
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'price',
            answer: ['/depend/i', '/quote/i', '/\\b(price|cost)s?\\b[^.?!]{0,60}(size|detail|design)/i'],
            about: ['price', 'cost', 'quote'],
          },
        ],
      },
      {
        say: 'hmm ok. actually never mind, i dont think im ready yet. sorry for wasting ur time',
        reply: { notAsks: [...ALL_FIELDS], short: true },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['fox'], style: 'Geometric', placement: { area: 'shoulder' } },
    },
  },
  {
    id: 'fresh-g-en-typo-storm-portrait',
    category: 'fresh-2026-11g',
    artist: 'rafa',
    tags: ['en', 'dm', 'typos', 'complete'],
    note: 'Every word misspelt as typed on a phone: "realisitc portait", "dauther", "uper arm", "blak and gry", "arund", "budjet". A portrait of the daughter is the idea.',
    turns: [
      {
        say: 'helo i wnat a realisitc portait of my dauther on my uper arm, blak and gry, arund 15cm. im 38, budjet 500 euros',
        gives: ['idea', 'style', 'placement', 'color', 'size', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['portrait', 'portait', 'daughter', 'dauther']],
        placement: { area: ['upper arm', 'arm'] },
        color: 'black_and_grey',
        size: { cm: [14, 16] },
        age: 38,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-en-deposit-refundable',
    category: 'fresh-2026-11g',
    artist: 'rafa',
    tags: ['en', 'web', 'question-back', 'deposit'],
    note: "Whether the deposit comes back: Rafa's policy says it is non-refundable and counts toward the tattoo; said plainly beside taking the facts.",
    turns: [
      {
        say: "Hi Rafa, I'm 45 and after a black and grey realism lion on my thigh, about 20cm, budget €800. Is the deposit refundable if I need to move the date?",
        gives: ['age', 'color', 'style', 'idea', 'placement', 'size', 'budget'],
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit refundable',
            answer: [
              '/non-?refundable|not refundable|isn.t refundable|no refund|can.t be refunded|cannot be refunded/i',
            ],
            about: ['deposit', 'refund'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'thigh' },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        budget: { around: 800, currency: 'EUR' },
        age: 45,
      },
    },
  },
] satisfies CaseInput[];
