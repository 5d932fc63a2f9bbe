import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients with ordinary questions no earlier set asked: voice-to-text that types "comma" and "period", a
 * friend's referral and a discount, a consultation before booking, headphones in the chair, whether the artist is
 * licensed, a cancellation list for short notice, a client of 25 who looks 15, white highlights asked of a black and
 * grey artist, a cast coming off, fainting at a piercing, a spine piece in inches, a celebrity's swallows, a lunch
 * break, a private room for a hip piece, a weekend asked of a weekday studio, phone abbreviations ("blk", "rn", "k"),
 * a message "from yesterday", two placements weighed by pain, closed books and flash, and "what do you need from me?"
 * on a waitlist.
 */
export default [
  {
    id: 'fresh-p-en-dictated-punctuation',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['en', 'dm', 'voice-to-text', 'walk-ins', 'inches', 'multi-turn'],
    note: 'Voice-to-text writes the punctuation out ("comma", "period", "question mark"): those words are never the idea; 6 inches is about 15 cm; Noor takes walk-ins.',
    turns: [
      {
        say: 'hi noor comma i want a traditional snake wrapped around a dagger on my calf period about 6 inches period full colour period do you take walk ins question mark',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        asks: 'walk-ins',
        notIdea: ['comma', 'period', 'question mark'],
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk'],
            answer: ['/\\b(yes|yep|yeah|sure|do|take|takes|welcome)\\b/i'],
          },
        ],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'style'] },
      },
      {
        say: 'im 27 period thanks exclamation mark',
        gives: ['age'],
        notIdea: ['period', 'exclamation'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['snake', 'dagger'],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 27,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-en-friend-sent-me-discount',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['en', 'dm', 'referral', 'discount', 'defer', 'budget-range', 'multi-turn'],
    note: 'A friend\'s referral and a discount for it (in no data: Iris is asked, nothing invented); the friend and her fern are not the idea. "150-200, is that enough?" is answered with Iris\'s minimum ($150).',
    turns: [
      {
        say: 'hiii my friend jess got her fine line fern done by u last month and said i HAD to come to u 🥹 is there like a referral discount or anything',
        notIdea: ['jess', 'fern'],
        questions: [
          { topic: 'referral discount', about: ['discount', 'referral', 'refer', 'friend'], defer: true },
        ],
        mustNotSay: [
          '/\\b\\d+ ?(%|percent) off/i',
          "/(?<!(whether|if)[^.?!]{0,40})\\b(there is|there's|we (do|have|give|offer)|iris (gives|offers|does)) (a )?(referral|friends?) discount/i",
        ],
      },
      {
        say: 'no worries! i want a tiny lemon slice on my wrist bone, fine line, like 3cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'budget is 150-200 is that enough? im 24',
        gives: ['budget', 'age'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['budget', 'enough', 'minimum', 'price', '$', '150'],
            answer: ['150', "/(that|it)('s| is| should be) (enough|fine|within|in range|great)|works/i"],
          },
        ],
        reply: { notAsks: ['budget', 'age', 'idea', 'placement', 'size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lemon'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        color: 'black',
        age: 24,
        budget: { min: 150, max: 200 },
      },
    },
  },
  {
    id: 'fresh-p-en-consult-first',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['en', 'web', 'consultation', 'price', 'drip-feed', 'multi-turn'],
    note: "A consultation before booking and its price: Rafa's consultation is €50 (his data). Then the brief over two messages.",
    turns: [
      {
        say: 'Hello! Before anything, do you do consultations before booking? And how much are they?',
        asks: 'price',
        questions: [{ topic: 'consultation price', about: ['consult'], answer: ['50'] }],
        mustNotSay: ['/consultations? (is|are) free/i'],
      },
      {
        say: 'Good to know. I want a realistic lighthouse with crashing waves on my upper arm',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: "Around 18cm, black and grey. I'm 44, budget €700-900",
        gives: ['size', 'color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lighthouse'],
        style: 'Realism',
        placement: { area: 'upper arm' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 44,
        budget: { min: 700, max: 900, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-p-en-headphones',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['en', 'web', 'anxious', 'comfort', 'defer', 'multi-turn'],
    note: "Wearing headphones with one's own music the whole session: in no data, so Lena is asked or it is welcomed kindly; the back of the neck is the placement.",
    turns: [
      {
        say: 'Hi Lena! A fine line fern on the back of my neck, about 7cm, black only',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'I get really anxious in appointments, is it ok if I wear headphones and listen to my own music the whole time?',
        questions: [
          {
            topic: 'headphones during the session',
            about: ['headphone', 'music', 'listen', 'earbuds'],
            answer: [
              '/(of course|absolutely|totally|definitely|sure)[^.!?]{0,60}(headphone|music)/i',
              '/(headphone|music)[^.!?]{0,60}(fine|welcome|no problem)/i',
            ],
            defer: true,
          },
        ],
        reply: { mustNotContain: ['Great'] },
      },
      { say: "thank you 🙏 I'm 31", gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['fern'],
        style: 'Minimalist',
        placement: { area: ['neck', 'nape'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-p-en-licensed',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['en', 'dm', 'licence', 'first-tattoo', 'defer', 'multi-turn'],
    note: 'Whether Mara is licensed: no data says so, so it is hers to confirm; a licence is never claimed (nine years in the chair is no licence).',
    turns: [
      {
        say: 'hey quick question before i commit, are you licensed? sorry just wanna be safe w my first one',
        questions: [
          {
            topic: 'licence',
            about: ['licen', 'certif', 'registered', 'permit'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(mara is|she is|she's|i am|i'm|we are|we're) (fully |properly )?(licen[cs]ed|certified|registered)/i",
        ],
      },
      {
        say: 'ok. blackwork bat across my sternum, maybe 12cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'im 23', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['bat'],
        style: 'Blackwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [11, 13] },
        age: 23,
      },
    },
  },
  {
    id: 'fresh-p-en-cancellation-list',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['en', 'dm', 'cancellation-list', 'timing', 'defer', 'multi-turn'],
    note: 'A cancellation list for short notice is in no data of Iris (asked, never promised); "any weekday after 5" is the timing, and 5 is no age.',
    turns: [
      {
        say: 'hi! do u keep a cancellation list? i can come in on short notice, any weekday after 5 works',
        gives: ['timing'],
        questions: [{ topic: 'cancellation list', about: ['cancel', 'short notice', 'list'], defer: true }],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(i|iris|we|she) (keep|keeps|have|has) a cancell?ation list/i',
        ],
      },
      {
        say: 'its a fine line cherry blossom branch on my forearm, like 10cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '26', gives: ['age'] },
    ],
    conversation: { language: 'en', notClientAge: [5] },
    expect: {
      ready: true,
      fields: {
        idea: ['cherry'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 26,
        timing: ['short notice', 'weekday', 'after 5'],
      },
    },
  },
  {
    id: 'fresh-p-en-look-fifteen-id',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['en', 'dm', 'id', 'someone-elses-age', 'numbers-not-age', 'multi-turn'],
    note: '25 and "I look about 15": the client is 25, 15 is no age of anyone; Noor\'s photo ID checked at the door answers "will u ID me".',
    turns: [
      {
        say: 'hey noor can i get a trad bee on my hand, like 5cm, colour',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'im 25 btw but i look about 15 lol will u ID me',
        gives: ['age'],
        questions: [
          {
            topic: 'ID check',
            about: ['ID', 'photo', 'door', 'check'],
            answer: [
              '/photo id|\\bID\\b[^.!?]{0,40}(check|door|bring)|(check|door|bring)[^.!?]{0,40}\\bID\\b/i',
            ],
          },
        ],
      },
      {
        say: 'haha ok ill bring my passport',
        reply: { notAsks: ['age', 'idea', 'placement', 'size', 'color'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [15] },
    expect: {
      ready: true,
      fields: {
        idea: ['bee'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 25,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-en-white-highlights',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['en', 'web', 'white-ink', 'colour', 'defer', 'multi-turn'],
    note: 'White highlights asked of an artist whose bio says black and grey only: said, or left to Iris; never promised. The client settles on black and grey.',
    turns: [
      {
        say: "Hi Iris, I'd love a fine line seahorse on my upper arm, about 10cm",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Could you add a few white ink highlights to make it pop?',
        questions: [
          {
            topic: 'white ink',
            about: ['white'],
            answer: ['/black (and|&) gr[ae]y/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(can|could|will|happy to|would love to) (definitely )?(add|do|use) (some |a few )?(white|highlights)/i',
        ],
      },
      { say: "ok no worries, black and grey then. I'm 28", gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['seahorse'],
        style: 'Minimalist',
        placement: { area: 'upper arm' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 28,
      },
    },
  },
  {
    id: 'fresh-p-en-cast-comes-off',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['en', 'dm', 'injury', 'timing', 'medical', 'defer', 'multi-turn'],
    note: 'A broken left wrist in a cast for 3 more weeks: the piece goes on the right forearm, the cast is the timing; how long to wait after it is medical (deferred, no number invented).',
    turns: [
      {
        say: 'hey lena! broke my left wrist skating 🙃 cast comes off in 3 weeks. want a fine line sparrow on my right forearm, ~6cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing'],
        notIdea: ['cast', 'skating'],
      },
      {
        say: 'how long should i wait after the cast is off before getting tattooed?',
        questions: [{ topic: 'wait after the cast', about: ['cast', 'wait', 'wrist', 'heal'], defer: true }],
        mustNotSay: [
          '/you (should|can|need to|must) wait (at least )?(\\d+|a few|two|three|four|six) (weeks|days)/i',
        ],
      },
      { say: 'ok thx. 30', gives: ['age'] },
    ],
    conversation: { language: 'en', notClientAge: [3] },
    expect: {
      ready: true,
      fields: {
        idea: ['sparrow'],
        style: 'Minimalist',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 30,
        timing: ['cast', '3 weeks', 'three weeks'],
      },
    },
  },
  {
    id: 'fresh-p-en-fainted-at-piercing',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['en', 'web', 'nervous', 'fainting', 'defer', 'one-message'],
    note: 'Fainted at a nose piercing: breaks or lying down are offered or left to Mara; no promise that it will not happen. The nose is not the placement.',
    turns: [
      {
        say: 'Hi! Geometric fox head on my calf, around 12 cm, black. Little worry: I fainted when I got my nose pierced 😅 Can I lie down or take breaks if I feel woozy?',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'fainting, breaks',
            about: ['faint', 'woozy', 'lie', 'break', 'dizzy'],
            answer: ['/\\bbreaks?\\b/i', '/lie down|lying/i'],
            defer: true,
          },
        ],
        mustNotSay: ['/you (won.t|will not) (faint|pass out)/i'],
      },
      { say: "ok that's reassuring. I'm 29", gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['fox'],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-p-en-spine-inches',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['en', 'dm', 'lettering', 'inches', 'pain', 'multi-turn'],
    note: 'Script down the spine, 8 inches (about 20 cm); the spine pain question gets the studio pain answer, no promise.',
    turns: [
      {
        say: 'hi iris!! thinking script down my spine, the words "still here", like 8 inches long',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'does the spine hurt a lot? be honest lol',
        questions: [
          {
            topic: 'spine pain',
            about: ['hurt', 'pain', 'spine', 'bon'],
            answer: [
              '/bony|bone|sensitive|manageable|bearable|tolerable|depends|varies|different for everyone|spicy/i',
            ],
          },
        ],
        mustNotSay: ['/(doesn.t|does not|won.t|will not) hurt/i'],
      },
      { say: 'ok im doing it anyway 😂 black, im 21', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['still here'],
        style: 'Minimalist',
        placement: { area: ['spine', 'back'] },
        size: { cm: [19, 22] },
        color: 'black',
        age: 21,
      },
    },
  },
  {
    id: 'fresh-p-en-celebrity-swallows',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['en', 'dm', 'celebrity', 'copy', 'palm', 'references-promised', 'multi-turn'],
    note: "A celebrity's chest swallows wanted exactly: whether to copy is Noor's call (her own version, or asked); the celebrity is not the idea; a screenshot promised is not yet a reference.",
    turns: [
      {
        say: 'yo i want the swallows harry styles has on his chest, like exactly those lol. is it ok to copy a celebs tattoo?',
        gives: ['idea', 'placement'],
        notIdea: ['harry'],
        questions: [
          {
            topic: "copying a celebrity's tattoo",
            about: ['copy', 'exact', 'celeb', 'same'],
            answer: ['/own (version|take|spin)|redraw|inspired|custom|twist|based on/i'],
            defer: true,
          },
        ],
      },
      { say: 'ok fair. each one like the size of my palm, colour', gives: ['size', 'color'] },
      { say: '27, ill screenshot it for u', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'chest' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 27,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-en-lunch-break-coin',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['en', 'web', 'coin-size', 'session-length', 'timing', 'multi-turn'],
    note: 'A coin-sized heart outline and whether it fits in a lunch hour on a Thursday (Iris is open Tue-Sat): a short time or Iris to confirm; Thursday is the timing.',
    turns: [
      {
        say: "Hi, I work two blocks away 😊 I'd like a tiny fine line heart outline on my inner wrist, coin sized, black.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "Could it be done on my lunch break? I've only got an hour, Thursday ideally",
        gives: ['timing'],
        questions: [
          {
            topic: 'done in a lunch hour',
            about: ['hour', 'lunch', 'long', 'minutes', 'quick', 'thursday'],
            answer: ['/minutes|under an hour|within an hour|less than an hour|quick|short/i'],
            defer: true,
          },
        ],
      },
      { say: "I'm 33", gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['heart'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [1, 3], text: ['coin'] },
        color: 'black',
        age: 33,
        timing: ['thursday', 'lunch'],
      },
    },
  },
  {
    id: 'fresh-p-en-private-room-hip',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['en', 'dm', 'privacy', 'intimate-placement', 'defer', 'multi-turn'],
    note: 'A hip piece near the bikini line and whether there is a private room or a curtain: in no data, so Mara is asked; nothing is promised.',
    turns: [
      {
        say: 'hi mara, i want a dotwork peony on my hip, low near the bikini line, about 10cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "is there a private room or a curtain? its quite a personal spot and i'm a bit shy",
        questions: [
          { topic: 'privacy', about: ['private', 'room', 'curtain', 'privacy', 'screen'], defer: true },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(there is|there's|we have|mara has|she has|i have) a (private (room|space|area)|curtain|screen)/i",
        ],
      },
      { say: 'black only. 26', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['peony'],
        style: 'Dotwork',
        placement: { area: 'hip' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-p-en-weekend-in-march',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['en', 'web', 'hours', 'tourist', 'timing', 'multi-turn'],
    note: 'A visitor who can only come at a weekend in March: Rafa works Mon-Fri 12:00-20:00, said plainly; no weekend is offered. The client moves to a Friday.',
    turns: [
      {
        say: "Hi Rafa, I'm visiting Barcelona in March and can only really do a weekend. Would any weekend in March work for you?",
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'weekend appointments',
            about: ['weekend', 'saturday', 'sunday', 'march', 'mon', 'fri'],
            answer: ['/mon|fri|weekdays?/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(weekends?|saturdays?|sundays?) (are|is|would be|work|works) (fine|great|ok|okay|possible|available|perfect)/i',
        ],
      },
      {
        say: "Ah ok. I could take the Friday off then. It's a realistic compass with an old map behind it on my forearm, about 15cm, black and grey",
        gives: ['timing', 'idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "I'm 37, budget €500", gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['compass'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 37,
        budget: { around: 500, currency: 'EUR' },
        timing: ['march', 'friday'],
      },
    },
  },
  {
    id: 'fresh-p-en-abbreviations',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['en', 'dm', 'abbreviations', 'slang', 'multi-turn'],
    note: '"lil", "prob", "blk only", "tbh", "rn", "k ty": read as words; "blk" is black ink; "k ty" ends the chat without a new question.',
    turns: [
      {
        say: 'hii k so i wanna get a lil cherry on my ankle bone, fine line, prob like 3cm, blk only tbh',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'budget 150ish rn, im 23', gives: ['budget', 'age'] },
      {
        say: 'k ty',
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['cherry'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [2, 4] },
        color: 'black',
        age: 23,
        budget: { around: 150 },
      },
    },
  },
  {
    id: 'fresh-p-en-from-yesterday',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['en', 'web', 'returning', 'defer', 'multi-turn'],
    note: '"I messaged yesterday, did Mara see it?": whether she saw an earlier message is not known (asked, never claimed); the brief is taken again without fuss.',
    turns: [
      {
        say: 'hi its me again, i messaged yesterday about a geometric stag on my back, did mara see it?',
        gives: ['idea', 'style'],
        questions: [
          {
            topic: 'yesterday’s message',
            about: ['yesterday', 'message', 'see', 'saw', 'seen'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|mara) (has )?(already )?(saw|seen|read|got|received) (it|your message)/i',
        ],
      },
      {
        say: 'ok no stress, its upper back between the shoulder blades, about 20cm, black',
        gives: ['placement', 'size', 'color'],
      },
      { say: 'im 35', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['stag', 'deer']],
        style: 'Geometric',
        placement: { area: ['back', 'shoulder'] },
        size: { cm: [18, 22] },
        color: 'black',
        age: 35,
      },
    },
  },
  {
    id: 'fresh-p-en-ankle-or-ear',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['en', 'dm', 'pain', 'placement-choice', 'multi-turn'],
    note: 'Behind the ear or the ankle, "which hurts less?": the pain answer (both bony, it varies), then the client picks behind the ear.',
    turns: [
      {
        say: 'heyy thinking of a tiny dotwork star, either behind my ear or on my ankle. which one hurts less??',
        gives: ['idea', 'style'],
        questions: [
          {
            topic: 'which hurts less',
            about: ['hurt', 'pain', 'ear', 'ankle', 'less'],
            answer: ['/bony|bone|sensitive|depends|varies|different for everyone|thin skin|both|either/i'],
          },
        ],
      },
      {
        say: 'ok behind the ear then. like 2cm',
        gives: ['placement', 'size'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'black. 20', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['star'],
        style: 'Dotwork',
        placement: { area: 'ear' },
        size: { cm: [1, 3] },
        color: 'black',
        age: 20,
      },
    },
  },
  {
    id: 'fresh-p-en-juno-closed-flash',
    category: 'fresh-2026-11p',
    artist: 'juno',
    tags: ['en', 'dm', 'books-closed', 'flash', 'two-questions', 'palm', 'multi-turn'],
    note: 'Closed books and flash asked together: closed (no booking link) and yes to flash (Juno does it); the brief is still taken for her list.',
    turns: [
      {
        say: 'hi juno!! are ur books still closed? and do u do flash?',
        asks: 'booking',
        questions: [
          { topic: 'books closed', about: ['books', 'closed', 'open'], answer: ['/closed/i'] },
          {
            topic: 'flash',
            about: ['flash'],
            answer: [
              '/\\b(yes|yep|yeah|does|do)\\b[^.!?]{0,40}flash/i',
              '/flash[^.!?]{0,40}\\b(yes|too|as well|available)\\b/i',
            ],
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'aw ok. put me down for a neo trad moth with a skull on its back, on my shin, palm size, colour',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '28', gives: ['age'] },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Neo-traditional',
        placement: { area: 'shin' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 28,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-p-en-kai-what-do-you-need',
    category: 'fresh-2026-11p',
    artist: 'kai',
    tags: ['en', 'web', 'waitlist', 'what-do-you-need', 'multi-turn'],
    note: '"What info do you need from me?" on a waitlist: the waitlist said plainly, and the answer names what the brief needs (idea, placement, size…). The whole thigh is the size.',
    turns: [
      {
        say: "Hi Kai, I'd like to get on your waitlist. What info do you need from me?",
        asks: 'booking',
        questions: [
          {
            topic: 'waitlist',
            about: ['waitlist', 'wait list', 'waiting list', 'list'],
            answer: ['/wait ?list|waiting list/i'],
          },
          {
            topic: 'what info is needed',
            about: ['need', 'info', 'details', 'know', 'tell'],
            answer: ['/idea|placement|where|size|how big|colou?r/i'],
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'A tiger in bamboo on my left thigh, full colour',
        gives: ['idea', 'placement', 'color'],
      },
      { say: "Big, the whole thigh if you think it works. I'm 40.", gives: ['size', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['tiger'],
        style: 'Japanese',
        placement: { area: 'thigh', side: 'left' },
        size: { text: ['thigh', 'whole', 'full'] },
        color: 'color',
        age: 40,
      },
      replies: { bookingLink: false, notAsks: ['style'] },
    },
  },
] satisfies CaseInput[];
