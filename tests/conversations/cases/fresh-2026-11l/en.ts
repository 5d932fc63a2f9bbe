import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients in situations no earlier set has: a size against a beer can and a phone, an allergy to red ink,
 * keloid-prone skin, a lone emoji after a complete brief, cancelling a booked session with a deposit paid, "the
 * same one my friend got from you" on another body part, a second piece asked once the first is settled, "something
 * meaningful" with no idea at all, the artist's years of experience, where to see more of her work, a birthmark
 * whose size is no size of the piece, a move abroad as the deadline, haggling under the minimum, "sailor jerry" as
 * a style name, hand-poking, a returning client's touch-up, a left-handed client's side, a pet's ashes in the ink,
 * a translation into Latin, "turning 30 next week", a child's drawing to tattoo, evening hours, and a cold before
 * the appointment.
 */
export default [
  {
    id: 'fresh-l-en-beer-can',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'dm', 'size-as-object'],
    note: '"About as tall as a beer can" is about 12 cm.',
    turns: [
      {
        say: 'yo mara 👋 want a geometric jellyfish on my outer calf, about as tall as a beer can, black only. 30 and got like 350 for it',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
        mustNotSay: ['/black and gr[ae]y/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['jellyfish'],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [10, 15] },
        color: 'black',
        age: 30,
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-l-en-phone-size',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['en', 'web', 'size-as-object', 'complete'],
    note: '"Roughly the size of my phone" is about 15 cm; Noor offers only traditional, so no style question.',
    turns: [
      {
        say: "Hi Noor, I'd love a traditional panther head on my thigh, roughly the size of my phone, full colour. I'm 34, budget £300.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size', 'style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'thigh' },
        size: { cm: [12, 18] },
        color: 'color',
        age: 34,
        budget: { around: 300, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-l-en-red-ink-allergy',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['en', 'dm', 'medical-question', 'question-with-facts', 'allergy'],
    note: 'A reaction to red ink is a health question Noor answers herself; the facts are taken meanwhile.',
    turns: [
      {
        say: 'had a reaction to red ink on my last tattoo (itchy + raised for months) 😬 is that gonna be a problem? want a trad dagger on my forearm 12cm, no red obviously. 27, budget 200',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        questions: [{ topic: 'red ink allergy', about: ['red', 'allerg', 'reaction'], defer: true }],
        mustNotSay: ['/(no|not a|won.t be a) problem/i', '/(perfectly|completely|totally) safe/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['dagger'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        age: 27,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-l-en-keloid',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'web', 'medical-question', 'question-with-facts', 'skin'],
    note: 'Keloid-prone skin: never reassured as advice, Iris is asked; the ear piercing is no placement of the piece.',
    turns: [
      {
        say: "Hello! I keloid quite easily (got one from an ear piercing). Is a small fine line tattoo still a good idea? I was thinking a sprig of lavender on my upper arm, around 7cm, black. I'm 25, budget $200.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'keloid-prone skin', about: ['keloid', 'scar'], defer: true }],
        mustNotSay: ['/won.t (form a )?keloid/i', '/(perfectly|completely|totally) safe/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['lavender'],
        style: 'Minimalist',
        placement: { area: 'upper arm' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 25,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-l-en-emoji-only-reply',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['en', 'dm', 'emoji-only', 'complete'],
    note: 'After a complete brief the client answers with two emoji: nothing changes, nothing is asked again.',
    turns: [
      {
        say: 'heyy lena, fine line fern along my spine ~15cm, black, 26, budget 200€',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: '🙏🖤', notIdea: ['🙏', '🖤'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['fern'],
        style: 'Minimalist',
        placement: { area: 'spine' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 26,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-en-cancel-deposit',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['en', 'dm', 'cancel', 'deposit'],
    note: "Cancelling a booked session: Rafa's deposit policy says it is non-refundable, so that is the answer.",
    turns: [
      {
        say: 'hey rafa, i have to cancel my session next thursday, family stuff came up 😞 do i get my €100 deposit back?',
        questions: [
          {
            topic: 'deposit refund on cancelling',
            about: ['deposit', 'refund', 'back'],
            answer: ['/non-?refundable|not refundable/i'],
          },
        ],
        mustNotSay: ['/full refund/i', '/you.ll get (it|your deposit) back/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false },
  },
  {
    id: 'fresh-l-en-friends-swallow',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['en', 'dm', 'someone-elses-tattoo', 'complete'],
    note: "The friend's tattoo is on her arm; the client's goes on the ankle.",
    turns: [
      {
        say: 'my best friend got a swallow from u last year on her arm and i want the exact same one but on my ankle!! same size as hers i think like 7cm. im 22 and have £130',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        reply: { notAsks: ['placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [6, 8] },
        age: 22,
        budget: { around: 130, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-l-en-second-piece',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'dm', 'second-piece'],
    note: 'A second small piece asked once the first is complete: the first brief is kept, nothing asked again.',
    turns: [
      {
        say: 'geometric moth on my sternum, 12cm, black, im 28, budget 450',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      {
        say: 'perfect. oh also while im there could u do a tiny dotwork dot trio behind my ear? like 2cm',
        notIdea: ['perfect'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: { idea: ['moth'], age: 28, budget: { around: 450 } },
    },
  },
  {
    id: 'fresh-l-en-something-meaningful',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'web', 'unsure', 'no-idea'],
    note: '"Something meaningful" with no idea: no idea is recorded; a few directions are offered.',
    turns: [
      {
        say: 'Hi! I really want my first tattoo to be something meaningful but I honestly have no idea what 😅 Any ideas where to start?',
        unsure: true,
        notIdea: ['meaningful', 'first tattoo', 'no idea'],
        reply: { offersOptions: true },
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'fresh-l-en-experience',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'dm', 'experience', 'question-with-facts'],
    note: "Mara's bio says nine years in the chair: that is the answer.",
    turns: [
      {
        say: 'how long have u been tattooing for? first big piece for me so want someone experienced lol. geometric stag head between my shoulder blades ~20cm black. 31, budget 700',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'years of experience',
            about: ['year', 'experience', 'tattooing', 'chair'],
            answer: ['/\\bnine\\b|\\b9\\b/i'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: ['shoulder blade', 'upper back', 'back'] },
        size: { cm: [18, 22] },
        color: 'black',
        age: 31,
        budget: { around: 700 },
      },
    },
  },
  {
    id: 'fresh-l-en-portfolio',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'web', 'portfolio', 'question-with-facts'],
    note: "Iris's data holds no portfolio link: where to see more work is hers to answer.",
    turns: [
      {
        say: "Do you have more of your work somewhere I can look at? Specifically fine line florals. I want a peony on my shoulder, about 10cm, black and grey, I'm 29.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          { topic: 'portfolio', about: ['work', 'portfolio', 'instagram', 'photos', 'pieces'], defer: true },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['peony'],
        style: 'Minimalist',
        placement: { area: 'shoulder' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-l-en-birthmark',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['en', 'web', 'birthmark', 'question-with-facts', 'size-not-the-piece'],
    note: "The thumbprint is the birthmark's size, not the piece's; tattooing over a birthmark is Rafa's call.",
    turns: [
      {
        say: "Hi Rafa, I have a coffee-coloured birthmark on my shoulder about the size of a thumbprint. Can you tattoo over or around it? I'd like a realistic compass with it worked in, black and grey, around 10cm. I'm 38, budget around €400.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'tattooing over a birthmark', about: ['birthmark', 'mark'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['compass'],
        style: 'Realism',
        placement: { area: 'shoulder' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-en-moving-abroad',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['en', 'dm', 'deadline', 'lettering-in-design'],
    note: 'A move on the 3rd of March is the deadline; "3rd" is no age and "home" is the banner, not the idea alone.',
    turns: [
      {
        say: "moving to australia on the 3rd of march for good so need this done before then!! traditional rose + banner that says 'home' on my upper arm, palm size, colour. 25, £180",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose'],
        style: 'Traditional',
        placement: { area: 'upper arm' },
        size: { text: ['palm'] },
        color: 'color',
        timing: ['march', 'mar'],
        age: 25,
        budget: { around: 180, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-l-en-haggle-halfway',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['en', 'dm', 'price', 'haggling', 'minimum'],
    note: "Asked the price, then to meet halfway at 200: Rafa's minimum of €300 is said both times, never agreed down.",
    turns: [
      {
        say: 'realistic eye with a tear on my forearm, 10cm, black and grey. 27. how much would that be?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        asks: 'price',
        questions: [{ topic: 'price', about: ['price', 'cost', '€', 'minimum'], answer: ['300'] }],
      },
      {
        say: 'hmm thats more than i hoped. could u meet me halfway at like 200? 🙏',
        gives: ['budget'],
        questions: [{ topic: 'a lower price', about: ['300', 'minimum', 'price', '€'], answer: ['300'] }],
        mustNotSay: ['/200 (is|would be|works)/i', '/\\bdeal\\b/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['eye'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 27,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-l-en-sailor-jerry',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['en', 'dm', 'style-by-name'],
    note: '"Sailor Jerry style" is American traditional.',
    turns: [
      {
        say: 'sailor jerry style pin-up girl on my calf pls 🙏 like 15cm, bold colours. 30yo, budget 250 quid',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['pin'],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 30,
        budget: { around: 250, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-l-en-hand-poke',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'web', 'technique', 'question-with-facts'],
    note: "Hand-poked or machine: nothing in Mara's data says, so she is asked.",
    turns: [
      {
        say: "Hi Mara! Do you do hand-poked tattoos or only machine? I'd love a small dotwork sun on my ankle, 5cm, black. I'm 24 and my budget is about 200.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'hand-poke', about: ['hand', 'poke', 'machine'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['sun'],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 24,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-l-en-returning-touch-up',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'dm', 'returning-client', 'touch-ups'],
    note: "A returning client's faded line: Iris's own touch-up answer (one free within 8 weeks) is the answer.",
    turns: [
      {
        say: 'hiii you did my little snake on my wrist in september and a bit of the line has dropped out 🥲 do you do touch ups? is it free?',
        questions: [
          {
            topic: 'touch-ups',
            about: ['touch'],
            answer: ['/\\b8 weeks|eight weeks/i'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false },
  },
  {
    id: 'fresh-l-en-left-handed',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['en', 'web', 'side', 'complete'],
    note: 'Left-handed is why; the side is the right forearm.',
    turns: [
      {
        say: "Hi Lena! I'm left-handed so I'd like it on my right forearm, inner side. Fine line botanical: a sprig of eucalyptus, about 12 cm long, black only. I'm 33, budget around €220.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['eucalyptus'],
        style: 'Minimalist',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 33,
        budget: { around: 220, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-en-ashes-in-ink',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['en', 'dm', 'memorial', 'pet', 'question-with-facts'],
    note: "A dog's portrait with his ashes in the ink: care first, the ashes are Rafa's call, the brief is taken.",
    turns: [
      {
        say: "we lost our dog bruno in october and i want a realistic portrait of him on my forearm, about 12cm, black and grey. is it possible to mix some of his ashes into the ink? i'm 36, budget 500",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { empathy: true, mustNotContain: ['Great', 'Awesome'] },
        questions: [{ topic: 'ashes in the ink', about: ['ash'], defer: true }],
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
        age: 36,
        budget: { around: 500 },
      },
    },
  },
  {
    id: 'fresh-l-en-latin-translation',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'dm', 'lettering', 'translation', 'question-with-facts'],
    note: 'The words are the idea; whether Iris translates into Latin is hers to say.',
    turns: [
      {
        say: "want 'nothing lasts forever' in latin in fine script on my inner forearm, like 10cm long, black. can you translate it for me or should i find it myself? im 26, $200",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'translation into Latin', about: ['latin', 'translat'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['forever', 'latin']],
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 26,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-l-en-turning-30',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['en', 'dm', 'numbers-not-age', 'birthday'],
    note: '"Turning 30 next week" is an adult: nobody is turned away, nothing about turning 18.',
    turns: [
      {
        say: 'turning 30 next week and treating myself 🎉 dotwork moon phases across my collarbone, 15cm wide, black. budget 400',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: 'collarbone' },
        size: { cm: [14, 16] },
        color: 'black',
        underAge: false,
        turnsAdultSoon: false,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-l-en-childs-drawing',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'web', 'someone-elses-age', 'references', 'question-with-facts'],
    note: 'A daughter of 7 drew the cat: she is no client and no minor to refuse; the drawing is the reference.',
    turns: [
      {
        say: "My daughter (she's 7) drew a little cat for me and I'd love to have her drawing tattooed exactly as she drew it, fine line, on my wrist, around 5 cm, black. I'm 37. Can I send you a photo of the drawing?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'references'],
        questions: [
          {
            topic: 'sending the drawing',
            about: ['photo', 'drawing', 'pic', 'image'],
            answer: ['/\\b(yes|of course|sure|please|absolutely|definitely)\\b/i'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [7] },
    expect: {
      ready: true,
      fields: {
        idea: ['cat'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 37,
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-l-en-evenings',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['en', 'dm', 'hours', 'question-with-facts', 'numbers-not-age'],
    note: "Finishing work at 6 is no size or age; Iris's hours run to 7pm.",
    turns: [
      {
        say: 'do u do evenings?? i finish work at 6 🥲 want a fine line bee on my ankle 3cm black, 23yo, budget 160',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'evening hours', about: ['evening', 'hour', 'open', 'pm'], answer: ['/7 ?pm/i'] },
        ],
      },
    ],
    conversation: { language: 'en', notClientAge: [6] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['bee'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 23,
        budget: { around: 160 },
      },
    },
  },
  {
    id: 'fresh-l-en-cold-before-appointment',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['en', 'dm', 'reschedule', 'health'],
    note: 'A booked client with a cold asks whether to come or move it: Lena decides; it is no new brief.',
    turns: [
      {
        say: "hey, I'm booked in with you on saturday for the fern but i've come down with a bad cold 🤧 should i still come or move it?",
        questions: [
          {
            topic: 'coming with a cold',
            about: ['cold', 'sick', 'ill', 'move', 'reschedul', 'saturday'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false },
  },
] satisfies CaseInput[];
