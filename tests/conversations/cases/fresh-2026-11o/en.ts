import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients and the conversation itself: two questions in one message (one the studio data answers, one it
 * cannot), follow-ups on an answer just given ("and how long does that take to heal?", "is that on top of the
 * deposit?"), a placement moved to the other arm, a size fixed after a typo, answers given sideways ("somewhere my mum
 * won't see it"), a question answered with a question, "you decide" and "whatever it costs" never asked again, one
 * long paragraph, one-word replies, grief, nerves, a pupil in year 11, a mother booking beside her grown son, a client
 * who wants the artist herself, an accessibility question, a waitlist and closed books asked about.
 */
export default [
  {
    id: 'fresh-o-en-saturday-and-parking',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['en', 'dm', 'two-questions', 'defer', 'multi-turn'],
    note: "Saturday is in Iris's hours (Tue-Sat 11am-7pm); parking is in no data of hers, so she is asked, never invented.",
    turns: [
      {
        say: 'hey iris!! are u open saturdays? and is there parking anywhere near the studio',
        questions: [
          { topic: 'saturday hours', about: ['saturday', 'sat', 'open', 'hours'], answer: ['/tue|sat|11/i'] },
          { topic: 'parking', about: ['park', 'car'], defer: true },
        ],
        mustNotSay: [
          '/(free|plenty of|street|lots of) parking/i',
          '/parking (lot|garage) (next door|nearby|around the corner)/i',
        ],
      },
      {
        say: 'perfect. i want a little olive branch on my inner forearm, fine line, like 9cm',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { notAsks: ['idea', 'placement', 'size'] },
      },
      { say: 'black obvs. im 30', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['olive'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [8, 10] },
        color: 'black',
        age: 30,
      },
    },
  },
  {
    id: 'fresh-o-en-aftercare-then-healing',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['en', 'web', 'follow-up-question', 'aftercare', 'healing', 'multi-turn'],
    note: 'Three questions, each following the last answer: aftercare, then how long it heals, then the gym (no data: asked, or days given honestly).',
    turns: [
      {
        say: "Hi Mara! I want a geometric wolf head on my upper arm, about 12 cm, black only. I'm 27.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: "Great. What's the aftercare like?",
        asks: 'aftercare',
        questions: [
          {
            topic: 'aftercare',
            about: ['aftercare', 'care', 'wash', 'heal'],
            answer: ['/wash|soap|moistur|cream|balm|ointment|wrap|film|sun|clean/i'],
          },
        ],
      },
      {
        say: 'and how long does that take to heal?',
        questions: [{ topic: 'healing time', about: ['heal'], answer: ['/\\bweeks?\\b/i'] }],
      },
      {
        say: 'ok last one lol can I still go to the gym the week after?',
        questions: [
          {
            topic: 'gym after',
            about: ['gym', 'workout', 'exercise', 'train', 'sweat'],
            answer: ['/\\b(few|couple of|\\d+|two|three) (days|weeks)\\b/i', '/sweat|stretch|rub/i'],
            defer: true,
          },
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
        size: { cm: [11, 13] },
        color: 'black',
        age: 27,
      },
      replies: { notAsks: ['idea', 'placement', 'size', 'age'] },
    },
  },
  {
    id: 'fresh-o-en-other-arm',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['en', 'dm', 'correction', 'side', 'multi-turn'],
    note: '"Actually make it the other arm" moves the swallow from the left forearm to the right one; left is never said back after.',
    turns: [
      { say: 'yo noor, trad swallow on my left forearm? bout 10cm', gives: ['idea', 'placement', 'size'] },
      {
        say: 'actually make it the other arm, my left one already has a sleeve started',
        gives: ['placement'],
        mustNotSay: ['/(on|for) (your|the) left (forearm|arm)/i'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'full colour. 32', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: ['forearm', 'arm'], side: 'right' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 32,
      },
    },
  },
  {
    id: 'fresh-o-en-where-mum-wont-see',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['en', 'dm', 'sideways-answer', 'placement', 'multi-turn'],
    note: '"Somewhere my mum won\'t see it" answers the placement sideways: no body part yet, so placements are offered; the mum is no idea. The ribs come next.',
    turns: [
      { say: 'hii i want a dotwork moon phases line, like 15cm long', gives: ['idea', 'style', 'size'] },
      {
        say: 'somewhere my mum wont see it 😂😂',
        notIdea: ['mum'],
        unsure: true,
        reply: { offersOptions: true, notAsks: ['idea', 'size', 'style'] },
      },
      { say: 'ok ribs then. black. im 22 btw', gives: ['placement', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: ['rib', 'side'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-o-en-you-decide-size',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['en', 'web', 'left-to-artist', 'never-re-ask', 'multi-turn'],
    note: 'The size is left to Iris ("you decide, whatever looks best"): it is never asked again, and nothing is recorded as a figure.',
    turns: [
      {
        say: 'Hello! I\'d like my grandma\'s handwriting, the word "always", on my wrist. Fine line.',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'Honestly you decide the size, whatever looks best on a wrist',
        gives: ['size'],
        reply: { notAsks: ['size'] },
      },
      { say: "Black. I'm 35, budget up to $250", gives: ['color', 'age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['always'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        color: 'black',
        age: 35,
        budget: { max: 250, currency: 'USD' },
      },
      replies: { notAsks: ['size', 'placement'] },
    },
  },
  {
    id: 'fresh-o-en-not-sure-budget',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['en', 'dm', 'unsure', 'price', 'multi-turn'],
    note: "Not sure about a budget and asks what portraits cost: Rafa's €300 minimum is the honest answer, no invented price.",
    turns: [
      {
        say: 'hi, realistic portrait of my dog on my calf, around 15cm, black and grey',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'not sure about budget tbh. what do portraits usually cost with you?',
        unsure: true,
        asks: 'price',
        questions: [{ topic: 'price', about: ['price', 'cost', '€', 'minimum', 'start'], answer: ['300'] }],
        mustNotSay: ['/€ ?(4|5|6|7|8|9)\\d\\d\\b(?! ?(deposit))/i'],
      },
      { say: 'ok thats fine. im 38', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['dog'],
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 38,
      },
      replies: { notAsks: ['idea', 'placement', 'size'] },
    },
  },
  {
    id: 'fresh-o-en-one-long-message',
    category: 'fresh-2026-11o',
    artist: 'lena',
    tags: ['en', 'web', 'one-message', 'two-questions'],
    note: 'Everything in one paragraph with two questions at the end: the deposit (€60) and bringing a sister (the companion answer).',
    turns: [
      {
        say: "Hi Lena, sorry in advance for the essay 🙈 So I've wanted this for years: a small sprig of lily of the valley, it was my wedding bouquet, fine line, on the back of my left shoulder, around 8cm tall, black only no shading. I'm 33 and I was thinking around €200 but I'm flexible. I have a few photos of the bouquet I can send. Two questions: how much is the deposit, and can my sister sit with me during it?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'references'],
        questions: [
          { topic: 'deposit', about: ['deposit', '€'], answer: ['60'] },
          {
            topic: 'bringing a sister',
            about: ['sister', 'sit', 'company', 'bring', 'along'],
            answer: ['/welcome|can (come|sit|join|bring)|of course|more than (happy|fine)|no problem/i'],
          },
        ],
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'] },
        mustNotSay: ['/black (and|&) gr[ae]y/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lily'],
        style: 'Minimalist',
        placement: { area: 'shoulder', side: 'left' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 33,
        budget: { around: 200, currency: 'EUR' },
        references: true,
      },
    },
  },
  {
    id: 'fresh-o-en-one-word-replies',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['en', 'dm', 'one-word', 'multi-turn'],
    note: 'A client who answers in one word each time: each word lands in its field, nothing is asked twice, no style asked of a one-style artist.',
    turns: [
      'hi',
      { say: 'panther', gives: ['idea'] },
      { say: 'forearm', gives: ['placement'] },
      { say: 'medium', gives: ['size'] },
      { say: 'colour', gives: ['color'] },
      { say: '29', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [7, 15], text: ['medium'] },
        color: 'color',
        age: 29,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-o-en-grief-dad',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['en', 'web', 'grief', 'memorial', 'question-with-facts', 'multi-turn'],
    note: 'A father lost last month, told before any design; then a portrait, and whether crying in the chair is weird (reassured or left to Rafa, never brushed off).',
    turns: [
      {
        say: "Hi. I lost my dad last month and I think I want something for him but I don't really know where to start",
        reply: { empathy: true, mustNotContain: ['Great', 'Awesome', 'Love it', 'Perfect'] },
        mustNotSay: ['/great,? (your|you lost)/i'],
      },
      {
        say: "Maybe a portrait of him from a photo where he's laughing. On my forearm I think",
        gives: ['idea', 'style', 'placement', 'references'],
      },
      {
        say: "Is it weird if I cry during the session? I'm worried I will",
        questions: [
          {
            topic: 'crying during the session',
            about: ['cry', 'emotional', 'tears', 'feel'],
            answer: [
              '/not weird|completely normal|totally normal|perfectly normal|happens|okay to|ok to|natural|break/i',
            ],
            defer: true,
          },
        ],
        reply: { mustNotContain: ['Great', 'Awesome'] },
      },
      { say: 'thank you. around 15cm, black and grey. im 41', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['dad', 'father']],
        style: 'Portrait',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 41,
        references: true,
      },
    },
  },
  {
    id: 'fresh-o-en-nervous-deposit-back',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['en', 'dm', 'nervous', 'deposit', 'defer', 'multi-turn'],
    note: 'A nervous first-timer: the deposit is $50 off the final price (known); whether it comes back if she pulls out is in no data, so Iris is asked.',
    turns: [
      {
        say: 'hi sorry im sooo nervous, first tattoo ever 😬 tiny heart on my ring finger',
        gives: ['idea', 'placement', 'size'],
      },
      {
        say: 'how much is the deposit? and do i get it back if i chicken out lol',
        asks: 'deposit',
        questions: [
          { topic: 'deposit', about: ['deposit', '$'], answer: ['50'] },
          {
            topic: 'deposit back if cancelling',
            about: ['back', 'refund', 'cancel', 'change your mind'],
            defer: true,
          },
        ],
        mustNotSay: ["/(?<!(whether|if)[^.?!]{0,30})\\b(is|it's) (fully |non-?)?refundable/i"],
      },
      { say: 'ok. black, fine line. im 20', gives: ['color', 'style', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['heart'],
        style: 'Minimalist',
        placement: { area: 'finger' },
        size: { cm: [0.5, 3], text: ['tiny', 'small', 'mini'] },
        color: 'black',
        age: 20,
      },
    },
  },
  {
    id: 'fresh-o-en-year-11',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['en', 'dm', 'minor', 'age-said-sideways', 'multi-turn'],
    note: 'Asked about age, a UK pupil answers "year 11" (15 or 16): under 18, told Noor\'s 18+ rule kindly; a mum coming along changes nothing.',
    turns: [
      { say: 'hey can i get a small trad dagger on my ankle', gives: ['idea', 'placement', 'size'] },
      { say: 'im in year 11 but i look way older lol', gives: ['age'] },
      {
        say: 'what if my mum comes with me and says its ok?',
        questions: [
          { topic: 'a parent consenting', about: ['mum', 'parent', 'consent', '18'], answer: ['/18/'] },
        ],
        mustNotSay: ['/with (your|a) (mum|parent)[^.!?]{0,40}(fine|ok|okay|can)/i'],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true },
      last: { bookingLink: false },
    },
  },
  {
    id: 'fresh-o-en-mum-and-grown-son',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['en', 'web', 'parent', 'someone-elses-age', 'group', 'multi-turn'],
    note: "A mother of 47 booking matching pieces with her son of 19: both adults, nobody refused; the son's 19 is not her age.",
    turns: [
      {
        say: "Hi Iris, my son (he's 19) and I would like matching little paper planes, fine line, about 4 cm, on our inner wrists. Black.",
        gives: ['idea', 'style', 'size', 'placement', 'color'],
      },
      { say: "I'm 47 haha, first one for both of us", gives: ['age'] },
      {
        say: 'Could we do both on the same day?',
        questions: [
          {
            topic: 'both the same day',
            about: ['same day', 'both', 'together', 'back to back'],
            answer: ['example.com/book/iris'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [19] },
    expect: {
      ready: true,
      fields: {
        idea: [['plane', 'airplane']],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 47,
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-o-en-wants-mara-herself',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['en', 'dm', 'human', 'multi-turn'],
    note: 'Mid-brief the client asks to talk to Mara herself: a way to reach her is offered and what was said is kept, not re-asked.',
    turns: [
      {
        say: 'hey, blackwork snake around my forearm, maybe 20cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'im 31', gives: ['age'] },
      {
        say: 'can i just talk to mara directly? no offence',
        reply: { handoff: true, notAsks: ['idea', 'placement', 'size', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['snake'],
        style: 'Blackwork',
        placement: { area: 'forearm' },
        size: { cm: [18, 22] },
        age: 31,
      },
    },
  },
  {
    id: 'fresh-o-en-minimum-then-deposit',
    category: 'fresh-2026-11o',
    artist: 'iris',
    tags: ['en', 'dm', 'follow-up-question', 'price', 'deposit', 'multi-turn'],
    note: 'The minimum ($150), then a follow-up on that answer: the $50 deposit is taken off the final price, not on top.',
    turns: [
      {
        say: 'whats ur minimum?',
        asks: 'price',
        questions: [{ topic: 'minimum', about: ['minimum', 'price', 'start', '$'], answer: ['150'] }],
      },
      {
        say: 'and is that with the deposit or on top of it',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit on top or included',
            about: ['deposit', '50'],
            answer: ['/taken off|off the (final|total)|toward|towards|counts|included|part of|deducted/i'],
          },
        ],
        mustNotSay: ['/on top of (the|your) (minimum|price)/i'],
      },
      {
        say: 'ok cool. script "breathe" on my collarbone, like 6cm. black. 24',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['breathe'],
        style: 'Minimalist',
        placement: { area: 'collarbone' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-o-en-wheelchair-access',
    category: 'fresh-2026-11o',
    artist: 'rafa',
    tags: ['en', 'web', 'two-questions', 'accessibility', 'defer'],
    note: 'Where the studio is (Carrer de Verdi 32, known) beside step-free access for a wheelchair (in no data: Rafa is asked, never promised).',
    turns: [
      {
        say: "Hi Rafa, where's the studio exactly, and is it step-free? I use a wheelchair.",
        asks: 'location',
        questions: [
          { topic: 'address', about: ['studio', 'verdi', 'address', 'located'], answer: ['Verdi'] },
          {
            topic: 'step-free access',
            about: ['wheelchair', 'step', 'access', 'lift', 'elevator', 'ramp'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(is|it's) (fully )?(wheelchair[- ])?(accessible|step-free)/i",
        ],
      },
      {
        say: "Great, thanks. I'd like a realistic hummingbird and hibiscus on my upper arm, about 18cm, black and grey. I'm 36, budget around €600.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['hummingbird'],
        style: 'Realism',
        placement: { area: 'upper arm' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 36,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-o-en-how-big-should-it-be',
    category: 'fresh-2026-11o',
    artist: 'noor',
    tags: ['en', 'dm', 'question-back', 'size', 'multi-turn'],
    note: 'Asked the size, the client asks back what size suits a forearm: a real answer or options, then "ok 12cm it is" settles it.',
    turns: [
      { say: 'hiya, trad rose and dagger on my forearm, colour', gives: ['idea', 'placement', 'color'] },
      {
        say: 'how big do you think it should be for a forearm?',
        questions: [
          {
            topic: 'recommended size',
            about: ['size', 'cm', 'big', 'fit', 'inch'],
            answer: ['/\\b\\d{1,2} ?(-|–|to) ?\\d{1,2} ?cm\\b/i', '/\\b\\d{1,2} ?cm\\b/i', '/depends|palm/i'],
            defer: true,
          },
        ],
      },
      { say: 'ok 12cm it is. im 28', gives: ['size', 'age'], reply: { notAsks: ['size'] } },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose', 'dagger'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'color',
        age: 28,
      },
    },
  },
  {
    id: 'fresh-o-en-fat-fingers-size',
    category: 'fresh-2026-11o',
    artist: 'lena',
    tags: ['en', 'dm', 'correction', 'typo', 'size', 'multi-turn'],
    note: '"15cm" corrected to "*5cm not 15 lol fat fingers": the size is 5 cm and 15 is never said back.',
    turns: [
      { say: 'hi lena! fine line bee behind my ear, 15cm', gives: ['idea', 'style', 'placement', 'size'] },
      {
        say: '*5cm not 15 lol fat fingers',
        gives: ['size'],
        mustNotSay: ['/\\b15 ?cm/i'],
        reply: { notAsks: ['size'] },
      },
      { say: 'black. 26. budget like 150', gives: ['color', 'age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['bee'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 26,
        budget: { around: 150 },
      },
    },
  },
  {
    id: 'fresh-o-en-whatever-it-costs',
    category: 'fresh-2026-11o',
    artist: 'mara',
    tags: ['en', 'web', 'budget-open', 'left-to-artist', 'never-re-ask', 'multi-turn'],
    note: 'The budget answered sideways ("whatever it costs, I just want it done right") and the style left to Mara: neither asked again.',
    turns: [
      {
        say: 'Hi! A mandala on my kneecap, about 10cm, black.',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'Style wise, you decide. You know better than me',
        gives: ['style'],
        reply: { notAsks: ['style'] },
      },
      {
        say: "Budget: whatever it costs honestly, I just want it done right. I'm 30",
        gives: ['budget', 'age'],
        reply: { notAsks: ['budget', 'style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        placement: { area: 'knee' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 30,
      },
    },
  },
  {
    id: 'fresh-o-en-waitlist-how-long',
    category: 'fresh-2026-11o',
    artist: 'kai',
    tags: ['en', 'dm', 'waitlist', 'two-questions', 'defer', 'multi-turn'],
    note: 'Kai is on a waitlist (said plainly, no booking link); how long it usually takes is in no data, so Kai is asked; the deposit per session is known.',
    turns: [
      {
        say: 'are your books open? and how long is the wait usually',
        asks: 'booking',
        questions: [
          {
            topic: 'books open',
            about: ['waitlist', 'wait list', 'books', 'waiting list'],
            answer: ['/wait ?list|waiting list/i'],
          },
          { topic: 'how long the wait is', about: ['how long', 'wait', 'month', 'week'], defer: true },
        ],
        reply: { bookingLink: false },
        mustNotSay: ['/books are open/i'],
      },
      {
        say: 'ok put me on it. full koi half sleeve on my right arm, colour. 34',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'deposit is per session right?',
        asks: 'deposit',
        questions: [{ topic: 'deposit per session', about: ['deposit', '$', 'session'], answer: ['200'] }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        size: { text: ['half sleeve', 'half-sleeve'] },
        color: 'color',
        age: 34,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-o-en-closed-when-open',
    category: 'fresh-2026-11o',
    artist: 'juno',
    tags: ['en', 'web', 'books-closed', 'defer', 'multi-turn'],
    note: "Juno's books are closed: said up front, the date they reopen is Juno's to say, the brief is still taken for the list.",
    turns: [
      {
        say: "Hi Juno! When do your books open again? I've been waiting ages",
        asks: 'booking',
        questions: [
          { topic: 'books closed', about: ['books', 'closed', 'open'], answer: ['/closed/i'] },
          { topic: 'reopening date', about: ['open again', 'reopen', 'when', 'next'], defer: true },
        ],
        reply: { bookingLink: false },
      },
      {
        say: "Fair enough. Neo-trad fox with peonies on my thigh, about 20cm, full colour. I'm 29.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      { say: 'thanks!! 🦊', reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'age'] } },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['fox'],
        style: 'Neo-traditional',
        placement: { area: 'thigh' },
        size: { cm: [18, 22] },
        color: 'color',
        age: 29,
      },
      replies: { bookingLink: false },
    },
  },
] satisfies CaseInput[];
