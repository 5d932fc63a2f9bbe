import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients in situations no earlier set has: a bare link as the first message, a style described but not
 * named, a placement told by a landmark ("just above my belly button"), a piece that goes around the ankle like a
 * bracelet, a date to write in roman numerals, a style changed twice, a budget said per hour, the artist left to
 * pick the design and the style, two friends with different pieces, drinks before the session, single-use needles,
 * an 18th birthday today, "class of 2007" as the age, the artist's Instagram asked, "not a rose, a peony", a name
 * spelled letter by letter, an answer in numbers only, a picture said to be sent that never arrived, a booked client
 * adding to the design, and a message sent in two halves.
 */
export default [
  {
    id: 'fresh-m-en-link-first',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'dm', 'link-only', 'references'],
    note: 'A bare Instagram link first (a reference, no idea), then the brief: "like this but a moth" is the idea.',
    turns: [
      {
        say: 'https://www.instagram.com/p/C8xQ2mLtR4k/',
        gives: ['references'],
        notIdea: ['instagram', 'https', 'C8xQ2mLtR4k'],
      },
      {
        say: 'like this one but a moth instead of the butterfly!! dotwork, on my sternum, about 10cm, black only. im 27',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        mustNotSay: ['/black and gr[ae]y/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Dotwork',
        placement: { area: 'sternum' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 27,
        references: true,
      },
    },
  },
  {
    id: 'fresh-m-en-style-described',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['en', 'web', 'style-described', 'complete'],
    note: 'Thin, delicate lines with soft shading and nothing bold is fine line, though the client has no word for it.',
    turns: [
      {
        say: "Hi Iris! I don't know what the style is called, but I love really thin, delicate lines with a little soft shading, nothing bold or chunky. A hummingbird on my collarbone, about 7 cm, black and grey. I'm 28, budget $220.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['hummingbird'],
        style: 'Minimalist',
        placement: { area: 'collarbone' },
        size: { cm: [6, 8] },
        color: 'black_and_grey',
        age: 28,
        budget: { around: 220 },
      },
    },
  },
  {
    id: 'fresh-m-en-above-belly-button',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'dm', 'placement-by-landmark', 'complete'],
    note: '"Just above my belly button" is the stomach; the button is no design.',
    turns: [
      {
        say: 'yo!! geometric sun just above my belly button, like 8cm, black only. 29 and budget around 300 🌞',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        notIdea: ['button'],
        reply: { notAsks: ['placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['sun'],
        style: 'Geometric',
        placement: { area: ['stomach', 'belly', 'abdomen', 'navel', 'torso'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 29,
        budget: { around: 300 },
      },
    },
  },
  {
    id: 'fresh-m-en-ankle-bracelet',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['en', 'dm', 'wrap-around', 'size-as-extent', 'complete'],
    note: 'A vine all the way around the ankle like a bracelet: the ankle is the placement and "all the way around" the size; the bracelet is a comparison, not the design.',
    turns: [
      {
        say: 'hiii lena! i want a thin fine line vine going all the way around my ankle like a bracelet 🌿 black only. 31, budget €180',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        notIdea: ['bracelet'],
        reply: { notAsks: ['size', 'placement'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['vine'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [18, 30], text: ['around', 'bracelet', 'band', 'wrap', 'anklet', 'ankle'] },
        color: 'black',
        age: 31,
        budget: { around: 180, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-en-roman-numeral-date',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['en', 'web', 'lettering', 'date-as-design', 'numbers-not-age'],
    note: '12.05.2019 is the wedding date to write in roman numerals: no age, size or budget in it.',
    turns: [
      {
        say: "Hi Lena! I'd like our wedding date, 12.05.2019, in roman numerals, fine line, on my inner forearm, about 10 cm long, black. I'm 34, budget €200.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [12, 5, 19] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['roman', 'numeral', 'XII', 'MMXIX', '12.05.2019']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 34,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-en-style-changed-twice',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'dm', 'change-of-mind', 'style'],
    note: 'Blackwork, then dotwork, then geometric "final answer": the last style wins and the others are not said back.',
    turns: [
      { say: 'blackwork raven on my upper arm, 15cm', gives: ['idea', 'style', 'placement', 'size'] },
      { say: 'wait actually dotwork would be sick', gives: ['style'] },
      {
        say: 'ugh sorry no. geometric. final answer 😂 im 26, budget 450, black only',
        gives: ['style', 'age', 'budget', 'color'],
        reply: { notAsks: ['style'] },
        mustNotSay: ['/(dotwork|blackwork) raven/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['raven'],
        style: 'Geometric',
        placement: { area: 'upper arm' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 26,
        budget: { around: 450 },
      },
    },
  },
  {
    id: 'fresh-m-en-per-hour-budget',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['en', 'dm', 'budget-per-hour', 'session-length', 'question-with-facts'],
    note: '"£50 an hour" is a rate, not the whole budget: never told it is under the £120 minimum; how long it takes is the session-length answer or Noor\'s to say.',
    turns: [
      {
        say: 'realistically i can do about £50 an hour. how many hours would a trad ship on my forearm take? like 15cm, colour. 33',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'hours for the piece',
            about: ['hour', 'session', 'how long', 'time'],
            answer: [
              '/\\b(\\d+|one|two|three|four|five|six)\\s*(-|–|to|or)\\s*(\\d+|two|three|four|five|six|seven|eight)\\s*hours?\\b/i',
              '/depends on (the )?(size|detail)/i',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/£?\\b50 (is|would be|falls) (below|under|less than)/i',
          '/budget (of|is) £?50\\b(?!\\s*(an|a|per|\\/)\\s*h)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['ship'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-m-en-artist-picks-everything',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'web', 'left-to-artist', 'complete'],
    note: 'Design and style left to Mara, the rest given: neither is asked again, and "your eye" is no eye design.',
    turns: [
      {
        say: "Hi Mara! I'd love a Mara original 🖤 Honestly you pick the design and the style, I trust your eye completely. All I know: outer thigh, big-ish, around 20 cm, black. I'm 29, budget about $600.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        notIdea: ['eye', 'trust'],
        reply: { notAsks: ['idea', 'style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        placement: { area: 'thigh' },
        size: { cm: [18, 22] },
        color: 'black',
        age: 29,
        budget: { around: 600 },
      },
    },
  },
  {
    id: 'fresh-m-en-two-friends-different-pieces',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['en', 'dm', 'group', 'someone-elses-age', 'question-with-facts'],
    note: "Two friends, two pieces: the client's is the sunflower on the ankle, the roommate's moon behind the ear is hers; the roommate's 23 is not the client's age. Both on one day is Iris's calendar.",
    turns: [
      {
        say: 'hey! me and my roommate wanna come in together 🫶 i want a fine line sunflower on my ankle (like 5cm) and she wants a tiny crescent moon behind her ear, 2cm. both black. im 24 shes 23. can u do us both the same day?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'both on the same day',
            about: ['same day', 'both', 'together', 'back to back', 'one after'],
            answer: ['example.com/book/iris'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [23] },
    expect: {
      ready: true,
      fields: {
        idea: ['sunflower'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-m-en-drinks-before',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['en', 'dm', 'alcohol', 'health', 'question-with-facts'],
    note: "Drinking before the session: nothing in Noor's data says, so she is asked; never waved through.",
    turns: [
      {
        say: 'can i have a couple pints before?? nervous af lol. trad lucky horseshoe on the back of my hand, 5cm, colour. 26, £150',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'drinking before', about: ['drink', 'pint', 'alcohol', 'beer'], defer: true }],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,30})\\b(a couple|a few|one|some) (of )?(pints?|drinks?|beers?)[^.?!]{0,30}(is|are|should be) (totally |perfectly )?(fine|ok|okay|alright)/i',
          '/(?<!(whether|if)[^.?!]{0,30})\\b(drinking|alcohol)[^.?!]{0,20}\\bis (totally |perfectly )?(fine|ok|okay|alright)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['horseshoe'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 26,
        budget: { around: 150, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-m-en-single-use-needles',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['en', 'web', 'hygiene', 'question-with-facts'],
    note: "Hygiene after a bad experience elsewhere: Rafa's data says nothing of needles, so he is asked, never vouched for.",
    turns: [
      {
        say: "Hi Rafa, quick one before anything: are your needles and everything single-use? I had a bad experience at another shop and I'm a bit paranoid about hygiene now. What I want: a realistic pocket watch on my forearm, about 14 cm, black and grey. I'm 34, budget €450.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'single-use needles',
            about: ['needle', 'single', 'hygien', 'steril', 'clean'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,30})\\b(needles|everything|equipment) (is|are) (always )?(single[- ]use|sterile|sterili[sz]ed|disposable)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['watch'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [13, 15] },
        color: 'black_and_grey',
        age: 34,
        budget: { around: 450, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-en-18-today',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['en', 'dm', 'age', '18-today', 'caps-joy', 'walk-ins'],
    note: '18 today is an adult: nobody is turned away or told to wait. Iris takes walk-ins; her policy (18+ with photo ID) is worth saying to a client who turned 18 today.',
    turns: [
      {
        say: 'TODAY IS MY 18TH BIRTHDAY 🎂🎉🎉 want my first tattoo as a present to myself!! fine line cherry on my wrist, tiny like 3cm, black. i have $150. can i come in today??',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'coming in today',
            about: ['today', 'walk', 'come in', 'drop in'],
            answer: ['/walk-?ins?/i'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      some: { mustContainAny: ['photo ID', 'valid ID', 'identification'] },
      fields: {
        idea: ['cherry'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 18,
        underAge: false,
        turnsAdultSoon: false,
        budget: { around: 150 },
      },
    },
  },
  {
    id: 'fresh-m-en-class-of-2007',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['en', 'dm', 'age-by-school-year', 'numbers-not-age'],
    note: '"Class of 2007" finished school in 2007: well over 18. The age is answered and 2007 is no birth year of a minor.',
    turns: [
      {
        say: 'class of 2007 so def old enough 😂 want a trad anchor with a banner on my forearm, about 12cm, full colour. £200',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['anchor'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'color',
        underAge: false,
        budget: { around: 200, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-m-en-instagram-handle',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'web', 'instagram-handle', 'question-with-facts'],
    note: "Mara's profile holds her Instagram handle (maravale.ink): that is the answer.",
    turns: [
      {
        say: "Hi! Before I commit, what's your Instagram? I want to scroll through your geometric work first 😊 The idea is a geometric wolf head on my upper arm, about 15 cm, black only. I'm 26.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          { topic: 'Instagram handle', about: ['instagram', 'insta', '@'], answer: ['maravale.ink'] },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'upper arm' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-m-en-not-a-rose-a-peony',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['en', 'dm', 'correction-of-reading', 'idea'],
    note: '"Kinda like a rose but fluffier", then "not a rose, a peony": the peony is the idea and no later reply calls it a rose.',
    turns: [
      {
        say: 'hii! fine line flower on my shoulder, kinda like a rose but fluffier with loads of petals 🌸 8cm, black. im 25, $180',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      {
        say: 'oh wait not a rose lol, a peony!! thats the one with all the petals',
        gives: ['idea'],
        notIdea: ['rose'],
        mustNotSay: ['/(?<!not (a |the )?)\\b(a|your|the) (fine[- ]line )?rose\\b/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['peony'],
        style: 'Minimalist',
        placement: { area: 'shoulder' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 25,
        budget: { around: 180 },
      },
    },
  },
  {
    id: 'fresh-m-en-spelled-letter-by-letter',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['en', 'web', 'lettering', 'spelling'],
    note: 'The name is given only letter by letter: the words to write are "Kailan", never "Kylan".',
    turns: [
      {
        say: "Hi Lena! I'd like my son's name in fine script on my inner wrist. It's spelled K-A-I-L-A-N, not Kylan like everyone writes it 🙄 About 5 cm, black. I'm 30, budget €150.",
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
        notIdea: ['kylan'],
        reply: { notAsks: ['idea'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['kailan'],
        placement: { area: 'wrist' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 30,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-en-numbers-only',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['en', 'dm', 'numbers-only', 'question-back', 'numbers-not-age'],
    note: 'The client names what is missing (size, budget, age), then answers "15, 450, 27" in that order: 15 cm, €450, 27 years; the 15 is no age.',
    turns: [
      {
        say: 'hey! realistic snake on my forearm, black and grey. what else do u need, size budget age?',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'what is still needed',
            about: ['size', 'budget', 'age', 'need'],
            answer: ['/\\b(size|how big|how large|budget|how old|age)\\b/i'],
          },
        ],
      },
      {
        say: '15, 450, 27',
        gives: ['size', 'budget', 'age'],
        reply: { notAsks: ['size', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [15] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['snake'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 27,
        budget: { around: 450 },
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-m-en-pic-did-not-arrive',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['en', 'dm', 'references', 'false-claim', 'question-back'],
    note: '"Just sent u my reference pic, did it come through?" with no image attached: nothing arrived, so the reply says so; never thanks for it.',
    turns: [
      {
        say: 'hey noor!! trad black cat on my forearm, about 10cm, colour. 29 y/o, £180',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      {
        say: 'just sent u my reference pic, did it come through?',
        questions: [
          {
            topic: 'did the picture arrive',
            about: ['pic', 'photo', 'image', 'reference', 'come through'],
            answer: [
              '/(didn.t|did not|hasn.t|has not|haven.t|have not|don.t|do not|can.t|cannot)[^.?!]{0,40}(come through|arrive|arrived|receive|received|see|got|get|show)/i',
              '/\\bno (pic|photo|image|picture)/i',
              '/nothing (has )?(come|came) through/i',
            ],
          },
        ],
        mustNotSay: [
          '/(got|received|love|thanks for|thank you for) (the|your) (pic|photo|image|reference|picture)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['cat'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 29,
        budget: { around: 180, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-m-en-booked-add-a-crown',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['en', 'dm', 'existing-appointment', 'design-change'],
    note: 'A booked client asks to add a crown to the planned piece: that is for Rafa, passed on (decision 050: Save Conversation offered); the 14th is no age.',
    turns: [
      {
        say: "hey rafa! i'm booked in with you on the 14th for the lion portrait. could we add a small crown on his head? same size as we said",
        questions: [
          {
            topic: 'adding a crown to a booked piece',
            about: ['crown', 'add', 'design', 'change', 'appointment', '14th'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,30})\\b(rafa|he|we) (can|will) (definitely )?add (the|a|that) (small )?crown/i',
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: { ready: true },
  },
  {
    id: 'fresh-m-en-split-mid-sentence',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['en', 'dm', 'split-message', 'complete'],
    note: 'The first message stops mid-sentence ("down my"), the second finishes it: the forearm is the placement, asked no more.',
    turns: [
      { say: 'hii i want a geometric snake wrapping down my', gives: ['idea', 'style'] },
      {
        say: 'forearm* sorry hit send too early lol. like 18cm, black, 25, budget 400',
        gives: ['placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['snake'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [17, 19] },
        color: 'black',
        age: 25,
        budget: { around: 400 },
      },
    },
  },
] satisfies CaseInput[];
