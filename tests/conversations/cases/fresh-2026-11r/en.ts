import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients in situations no earlier set has: the difference between two of the artist's styles asked
 * back, how small the artist can go, GPS coordinates as lettering, a script word inside the lip, a 17-year-old who
 * is "legally emancipated", radiotherapy dots turned into stars, a date to be held while the client asks their boss,
 * a Deaf client who wants everything in writing, crypto as payment, a retiree who writes like an email ("Kind
 * regards", "Sent from my iPhone"), a fresh tattoo that looks infected, a hen party at an Airbnb, winter or summer
 * for a beach-goer, filming the session for TikTok (40k followers that are no budget), a booked client running late,
 * British "a ton" and "a ton fifty", a day rate for a back piece, an apprenticeship asked beside a waitlist, a trade
 * offered by another tattooer, and an age in keycap emoji ("2️⃣4️⃣").
 */
export default [
  {
    id: 'fresh-r-en-fine-line-or-blackwork',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['en', 'dm', 'first-tattoo', 'style-explained', 'unsure', 'multi-turn'],
    note: "A first-timer asks what the difference is between fine line and blackwork (Lena's two styles): a few words on each (thin and delicate, bold and solid), then she picks fine line.",
    turns: [
      {
        say: 'hii lena!! first tattoo ever 🥹 i want a lil moth on my inner arm',
        gives: ['idea', 'placement'],
      },
      {
        say: "wait whats the difference between fine line and blackwork?? 😅 idk which one i'd want",
        unsure: true,
        questions: [
          {
            topic: 'fine line or blackwork',
            about: ['fine line', 'blackwork', 'difference', 'style'],
            answer: ['/\\b(thin|delicate|light|soft|subtle|bold|solid|heavy|filled|saturated|dense)\\b/i'],
          },
        ],
      },
      {
        say: 'ok fine line def. like 5cm, just black. im 22',
        gives: ['style', 'size', 'color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'style', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Minimalist',
        placement: { area: 'arm' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-r-en-how-small-can-you-go',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['en', 'dm', 'smallest-size', 'finger', 'age-in-words', 'emoji', 'defer', 'multi-turn'],
    note: 'How small Iris can go is her call (no data says it): asked, never a number invented; "twenty-six" is the age; a closing 🖤 is thanks, no new detail.',
    turns: [
      {
        say: 'heyy iris how small can u actually go?? i want a teeny tiny fine line heart on the side of my ring finger, like 1cm',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'smallest size',
            about: ['small', 'tiny', '1cm', '1 cm', 'size', 'readable'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(she|iris|i) can (go|do|tattoo) (as small as|down to) (about |around )?\\d/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b1 ?cm is (totally |perfectly |completely )?(fine|doable|no problem|possible)/i',
        ],
      },
      { say: 'ok cool. black obv. im twenty-six', gives: ['color', 'age'] },
      {
        say: 'ty!! 🖤',
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['heart'],
        style: 'Minimalist',
        placement: { area: 'finger' },
        size: { cm: [0.5, 1.5] },
        color: 'black',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-r-en-coordinates',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['en', 'dm', 'lettering', 'numbers-not-age', 'coordinates', 'multi-turn'],
    note: "GPS coordinates as the lettering: 40.7128 and 74.0060 are the words of the piece, no age, size or budget; a typewriter font (Iris's bio says script) is hers to confirm; the client is 33.",
    turns: [
      {
        say: 'hi iris! i want the coordinates of the spot where i proposed to my wife 💍 40.7128° N, 74.0060° W. fine line script along my collarbone, about 10cm long',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'typewriter-ish font if thats a thing? black',
        gives: ['color'],
        questions: [
          {
            topic: 'a typewriter font',
            about: ['typewriter', 'font'],
            answer: [
              '/typewriter[^.!?]{0,40}\\b(works|fine|possible|doable|great|lovely)\\b|\\b(can|could|happy to)\\b[^.!?]{0,40}typewriter/i',
            ],
            defer: true,
          },
        ],
      },
      { say: 'oh and im 33 lol forgot', gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [40, 74] },
    expect: {
      ready: true,
      fields: {
        idea: [['40.7128', '40.71', 'coordinates']],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicle'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-r-en-inner-lip',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['en', 'dm', 'unusual-placement', 'lip', 'fading', 'defer', 'multi-turn'],
    note: 'A script word inside the lower lip: whether Iris does it, and whether it lasts there, are hers to say (it fades fast there; never "it lasts forever").',
    turns: [
      {
        say: "ok weird one 😂 can u do a tiny fine line script word on the inside of my bottom lip? just 'hush'",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'inner lip tattoo',
            about: ['lip', 'mouth', 'inside'],
            answer: ['/\\b(fade|fades|fading|blur|blurs|touch.?ups?)\\b/i'],
            defer: true,
          },
        ],
      },
      {
        say: 'does it even last in there or does it fade super fast?',
        questions: [
          {
            topic: 'inner lip fading',
            about: ['last', 'fade', 'lip', 'mouth'],
            answer: ['/\\b(fade|fades|fading|faster|quickly|touch.?ups?)\\b/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(it'll|it will|they|it should) last (forever|for years|a lifetime)/i",
          "/(?<!(whether|if)[^.?!]{0,40})\\b(won't|doesn't|will not|does not|shouldn't) fade/i",
        ],
      },
      { say: 'lol ok. like 2cm, black. 24', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['hush'],
        style: 'Minimalist',
        placement: { area: ['lip', 'mouth'] },
        size: { cm: [1, 3] },
        color: 'black',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-r-en-emancipated-seventeen',
    category: 'fresh-2026-11r',
    artist: 'iris',
    tags: ['en', 'dm', 'minor', 'emancipated', 'turning-18', 'multi-turn'],
    note: 'Seventeen and "legally emancipated": Iris\'s rule is 18+ with photo ID, no exceptions, so it does not count; April (the 18th birthday) is the date to come back.',
    turns: [
      {
        say: 'hey! quick q, im 17 but legally emancipated (got the court papers and everything). does that count for getting tattooed?',
        gives: ['age'],
        questions: [
          {
            topic: 'emancipated at 17',
            about: ['emancipat', '17', '18', 'age', 'ID'],
            answer: [
              '/no exceptions|18\\+|(18|eighteen) or (over|older)|at least (18|eighteen)|over (18|eighteen)|(must|have to|need to) be (18|eighteen)/i',
            ],
          },
        ],
        mustNotSay: ['/emancipat[^.!?]{0,60}\\b(counts|is fine|is enough|works for)\\b/i'],
      },
      {
        say: 'ugh ok 😔 i turn 18 in april, can i book for after that? its a fine line sunflower on my shoulder blade',
        gives: ['timing', 'idea', 'style', 'placement'],
        asks: 'booking',
        questions: [
          {
            topic: 'booking after the birthday',
            about: ['april', 'birthday', 'book', '18'],
            answer: [
              "/april|after (your|the) birthday|once you('re| are| turn) (18|eighteen)|when you turn (18|eighteen)|from your (18th )?birthday/i",
            ],
          },
        ],
      },
      { say: 'ok cool, about 8cm, black', gives: ['size', 'color'] },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      fields: { age: 17, underAge: true, turnsAdultSoon: true, timing: ['april'] },
    },
  },
  {
    id: 'fresh-r-en-radiotherapy-dots',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['en', 'web', 'illness', 'radiotherapy', 'care', 'medical', 'defer', 'multi-turn'],
    note: 'Three radiotherapy marks after breast cancer, to become fine line stars: care first, never "Great"; whether four months is too soon is for her doctor or Lena, never answered as fine. 3 and 4 are no age.',
    turns: [
      {
        say: "Hi Lena. I finished radiotherapy for breast cancer in the summer and I have 3 tiny tattoo dots from it. I'd love to turn them into little fine line stars so they feel like mine and not the hospital's.",
        gives: ['idea', 'style'],
        notIdea: ['cancer', 'hospital'],
        reply: { empathy: true, mustNotContain: ['Great'] },
      },
      {
        say: "Is it too soon though? It's been about four months since my last session",
        questions: [
          {
            topic: 'too soon after radiotherapy',
            about: ['soon', 'radio', 'months', 'skin', 'heal', 'doctor', 'oncolog'],
            answer: ['/doctor|oncolog|medical team|care team|\\bgp\\b|consultant/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(it's |that's |it is )?(not|isn't|is not) too soon/i",
          '/(four|4) months (is|should be) (enough|fine|plenty|long enough)/i',
        ],
      },
      {
        say: "Each star about 1.5cm, black. One on my sternum and one on each side of my ribs. I'm 47.",
        gives: ['size', 'color', 'placement', 'age'],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [3, 4] },
    expect: {
      ready: true,
      fields: {
        idea: ['star'],
        style: 'Minimalist',
        placement: { area: ['sternum', 'chest', 'rib'] },
        size: { cm: [1, 2.5] },
        color: 'black',
        age: 47,
      },
    },
  },
  {
    id: 'fresh-r-en-hold-friday',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['en', 'dm', 'hold-a-date', 'deposit', 'timing', 'defer', 'multi-turn'],
    note: "Hold next Friday until tomorrow while the client asks her boss: Lena's €60 deposit is what holds a date (her data), or Lena is asked; no hold is ever claimed as made.",
    turns: [
      {
        say: 'hi lena! could u hold next friday for me till tomorrow? need to check w my boss if i can get the day off 🙏',
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'holding a date',
            about: ['hold', 'friday', 'date', 'reserve', 'deposit', 'slot'],
            answer: ['60', '/deposit/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(i've|i have|lena has|she has|i've gone ahead and) (held|reserved|blocked|pencil+ed)/i",
          '/(?<!(once|when|after|if|as soon as)[^.?!]{0,60})\\b(friday|the date|the slot|it) is (now )?(held|reserved|yours|on hold)/i',
        ],
      },
      {
        say: 'its a fine line wildflower bouquet on my forearm, like 12cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'oh and im 28', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['wildflower', 'flower', 'bouquet']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 28,
        timing: ['friday'],
      },
    },
  },
  {
    id: 'fresh-r-en-deaf-in-writing',
    category: 'fresh-2026-11r',
    artist: 'lena',
    tags: ['en', 'web', 'deaf', 'accessibility', 'defer', 'multi-turn'],
    note: 'A Deaf client who wants everything in writing: typing at the appointment is welcomed or left to Lena; no reply ever offers a call or a voice note.',
    turns: [
      {
        say: "Hi Lena! I'm Deaf 🤟 so I'd rather keep everything in writing. At the appointment, is it ok if we talk by typing on my phone?",
        questions: [
          {
            topic: 'communicating in writing',
            about: ['writ', 'typ', 'phone', 'deaf', 'notes', 'text'],
            answer: [
              '/(of course|absolutely|definitely|sure|happy to|no problem)[^.!?]{0,80}(writ|typ|text|notes)/i',
              '/(writ|typ|text|notes)[^.!?]{0,60}(fine|welcome|no problem|works)/i',
            ],
            defer: true,
          },
        ],
      },
      {
        say: 'Lovely. A fine line lily of the valley on my ankle, about 7cm, black only',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '29, thank you!', gives: ['age'] },
    ],
    conversation: {
      language: 'en',
      mustNotSay: [
        '/\\b(call|ring) (you|me)\\b|give you a (call|ring)|(hop|jump) on a (call|phone)|phone call|voice (note|message)/i',
      ],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['lily'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-r-en-crypto',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['en', 'dm', 'payment', 'crypto', 'defer', 'multi-turn'],
    note: 'A real client asks about paying in crypto (no spam): Rafa takes card, cash or Bizum (his data); crypto is never said to be accepted and the question never gets the off-topic line.',
    turns: [
      {
        say: 'hey rafa! a realistic pocket watch with a couple of roses on my forearm, ~12cm, black and grey',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'do u take crypto? btc or usdt. or what else do u accept',
        questions: [
          {
            topic: 'payment methods',
            about: ['pay', 'card', 'cash', 'accept'],
            answer: ['/card|cash|bizum/i'],
          },
          {
            topic: 'crypto',
            about: ['crypto', 'btc', 'bitcoin', 'usdt'],
            answer: ['/card|cash|bizum/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa|we) (also )?(takes?|accepts?) (crypto|bitcoin|btc|usdt)/i',
          '/(crypto|bitcoin|btc|usdt) (is|are) (fine|ok|okay|accepted|welcome)/i',
        ],
      },
      { say: "ok card's fine 👍 im 38, budget around €450", gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['watch'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 450, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-r-en-email-signature',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['en', 'web', 'formal', 'signature', 'older-client', 'session-length', 'multi-turn'],
    note: 'A retiree of 63 writes like an email: "Dear Rafa", "Kind regards, Margaret", "Sent from my iPhone" are never the idea nor said back; how long to allow is the session-length answer; "four hundred euros" is the budget.',
    turns: [
      {
        say: 'Dear Rafa,\n\nI hope this message finds you well. I am 63 and have never had a tattoo, but to mark my retirement I would like a realistic robin on my upper arm, roughly 10 cm, in black and grey.\n\nKind regards,\nMargaret\n\nSent from my iPhone',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        notIdea: ['iphone', 'regards', 'margaret'],
      },
      {
        say: 'Dear Rafa,\n\nThank you. How long should I allow for the appointment? I shall need to arrange a lift home.\n\nKind regards,\nMargaret\n\nSent from my iPhone',
        notIdea: ['iphone', 'lift'],
        questions: [
          {
            topic: 'session length',
            about: ['long', 'hour', 'appointment', 'session', 'allow'],
            answer: ['/\\bhours?\\b|\\bdepends?\\b|minutes/i'],
          },
        ],
      },
      { say: 'My budget is about four hundred euros.\n\nMargaret\n\nSent from my iPhone', gives: ['budget'] },
    ],
    conversation: { language: 'en', mustNotSay: ['/sent from my iphone/i'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['robin'],
        style: 'Realism',
        placement: { area: 'upper arm' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 63,
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-r-en-infected-looking',
    category: 'fresh-2026-11r',
    artist: 'rafa',
    tags: ['en', 'dm', 'after-the-session', 'infection', 'medical', 'care', 'defer', 'multi-turn'],
    note: 'A client Rafa tattooed 5 days ago: red, hot, swollen, yellow discharge. A doctor is the answer and Rafa is told; never "that\'s normal". The lion is an old piece, no new brief; 5 is no age.',
    turns: [
      {
        say: "hi rafa, you did my lion on my forearm 5 days ago. it's gone really red, hot and swollen and there's yellow stuff coming out 😟 is that normal??",
        notIdea: ['lion'],
        questions: [
          {
            topic: 'possible infection',
            about: ['red', 'swollen', 'hot', 'normal', 'infect', 'yellow', 'heal'],
            answer: ['/doctor|\\bgp\\b|medical|pharmacist|urgent care|a&e|clinic|nurse/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if|not sure)[^.?!]{0,40})\\b(that's|it's|this is|that is|it is|totally|perfectly|completely) (totally |perfectly |completely )?normal/i",
          '/nothing to worry about/i',
        ],
        reply: { empathy: true, mustNotContain: ['Great'] },
      },
      {
        say: 'ok im calling my doctor now. can u let rafa know pls',
        questions: [
          {
            topic: 'let Rafa know',
            about: ['rafa', 'let', 'know', 'pass', 'tell'],
            answer: [
              "/let (rafa|him) know|pass (it|this|that|your message) (on|along)|tell rafa|(rafa|he)('ll| will) (get|be in) (back|touch)|flag/i",
            ],
            defer: true,
          },
        ],
      },
      { say: 'thank u 🙏' },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [5] },
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'fresh-r-en-hen-party',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: ['en', 'dm', 'house-call', 'group', 'defer', 'multi-turn'],
    note: 'A hen party of six at an Airbnb, asking Mara to come to them: nothing in her data, so asked, never promised; the wedding and the hen do are no idea. The client\'s own piece follows; "over 25" is nobody\'s age.',
    turns: [
      {
        say: "hiya! my best mate's getting married in may and for her hen do we want a tattoo party, 6 of us, at the airbnb we're renting 🥂 would mara come to us??",
        notIdea: ['hen', 'airbnb', 'married', 'wedding'],
        questions: [
          {
            topic: 'tattooing at a rented house',
            about: ['airbnb', 'come', 'travel', 'house', 'party', 'studio', 'mobile', 'location'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|mara) (can|could|would|will|does) (happily )?(come|travel) (to|out)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(house calls?|home visits?|mobile tattoo\\w*|tattoo parties) (are|is) (fine|possible|available|no problem)/i',
        ],
      },
      {
        say: 'if not we can all come to the studio! mine would be a little dotwork sun on my ankle, like 4cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "i'm 30, and everyone else is over 25 dw 😂", gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [25] },
    expect: {
      ready: true,
      fields: {
        idea: ['sun'],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 30,
      },
    },
  },
  {
    id: 'fresh-r-en-winter-or-summer',
    category: 'fresh-2026-11r',
    artist: 'mara',
    tags: ['en', 'dm', 'season', 'sun', 'size-as-thing', 'playing-card', 'timing', 'multi-turn'],
    note: 'Winter or summer for someone at the beach all summer: sun and sea on a healing tattoo (aftercare) or Mara asked. "The size of a playing card" is about 9 cm; January is the timing.',
    turns: [
      {
        say: 'random q but is it better to get tattooed in winter? im at the beach basically all summer 🏄‍♀️',
        questions: [
          {
            topic: 'winter or summer',
            about: ['winter', 'summer', 'sun', 'beach', 'season', 'swim', 'sea'],
            answer: ['/\\b(sun|spf|sunscreen|sunblock|swim|swimming|sea|salt|healing|heals?)\\b/i'],
            defer: true,
          },
        ],
      },
      {
        say: 'ok so january probs. a blackwork wave on my calf, about the size of a playing card',
        gives: ['timing', 'idea', 'style', 'placement', 'size'],
      },
      { say: 'black only, im 27', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wave'],
        style: 'Blackwork',
        placement: { area: 'calf' },
        size: { cm: [7, 10], text: ['card'] },
        color: 'black',
        age: 27,
        timing: ['january'],
      },
    },
  },
  {
    id: 'fresh-r-en-film-for-tiktok',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['en', 'dm', 'filming', 'social-media', 'numbers-not-budget', 'defer', 'multi-turn'],
    note: 'A friend filming the whole session for TikTok is Noor\'s call (asked, never allowed on her behalf); "40k followers" is no budget, the budget is 300.',
    turns: [
      {
        say: 'heyy noor!! can my friend film the whole session for my tiktok? i have like 40k followers lol',
        notIdea: ['tiktok', 'followers'],
        questions: [
          {
            topic: 'filming the session',
            about: ['film', 'tiktok', 'record', 'video', 'camera'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(filming|recording)( it| the session)? is (totally |completely )?(fine|ok|okay|no problem|allowed)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(sure|yes|of course)[^.!?]{0,20}\\b(film|record)/i',
        ],
      },
      {
        say: 'its a trad panther crawling up my thigh, like 20cm, colour ofc. budget like 300',
        gives: ['idea', 'placement', 'size', 'color', 'budget'],
      },
      { say: '25 🙂', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'thigh' },
        size: { cm: [18, 22] },
        color: 'color',
        age: 25,
        budget: { around: 300 },
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-en-running-late',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['en', 'dm', 'booked-client', 'running-late', 'defer', 'numbers-not-age'],
    note: 'A booked client running 15 minutes late: Noor is told (or will be), no promise that she will wait; "at 2" and "15 mins" are no age and no size; no new brief is started.',
    turns: [
      {
        say: 'hiya noor its sam, booked in at 2 today for the swallow. running like 15 mins late, bus broke down 😩 is that ok??',
        questions: [
          {
            topic: 'running late',
            about: ['late', 'noor', 'know', 'mins', 'minutes', 'wait'],
            answer: ['/let (noor|her) know|pass (it|this|that|your message) (on|along)|tell noor|flag/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(noor|she)('ll| will) (still )?(wait|hold|keep)/i",
          '/(?<!(whether|if)[^.?!]{0,40})\\b(15|fifteen) (mins|minutes)( late)? (is|are|should be) (totally |completely )?(fine|ok|okay|no problem)/i',
        ],
      },
      { say: 'ok thank u!! be there asap 🏃‍♀️' },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [2, 15] },
    expect: { ready: false },
  },
  {
    id: 'fresh-r-en-a-ton',
    category: 'fresh-2026-11r',
    artist: 'noor',
    tags: ['en', 'dm', 'uk-slang', 'budget-slang', 'price', 'palm', 'multi-turn'],
    note: 'British money slang: "a ton" is £100, "a ton fifty" £150; the price is Noor\'s minimum (120), and the budget is raised to meet it.',
    turns: [
      {
        say: 'alright noor, how much for a trad dagger through a rose on me forearm, bout the size of me palm? got about a ton to spend',
        gives: ['idea', 'placement', 'size', 'budget'],
        asks: 'price',
        questions: [
          { topic: 'price', about: ['price', 'cost', 'minimum', '£', '120', 'start'], answer: ['120'] },
        ],
      },
      { say: 'ah go on then, i can stretch to a ton fifty', gives: ['budget'] },
      { say: 'colour please, and im 34', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dagger', 'rose'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 34,
        budget: { around: 150 },
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-en-kai-day-rate',
    category: 'fresh-2026-11r',
    artist: 'kai',
    tags: ['en', 'web', 'waitlist', 'day-rate', 'back-piece', 'budget-in-words', 'defer', 'multi-turn'],
    note: 'A day rate and full-day sittings for a back piece: no data holds either (his deposit is per session), so Kai is asked and no rate is invented; "five grand" is 5000.',
    turns: [
      {
        say: "Hi Kai, for a full back piece (koi swimming up into a dragon) would you work in full-day sessions? and what's your day rate?",
        gives: ['idea', 'placement', 'size'],
        asks: 'price',
        questions: [
          { topic: 'day rate', about: ['day rate', 'rate', 'price', 'per day'], defer: true },
          { topic: 'full-day sessions', about: ['full-day', 'full day', 'day', 'session'], defer: true },
        ],
        mustNotSay: ['/day rate (is|of) (about |around )?[$€£]?\\d/i', '/[$€£]\\s?\\d[\\d,]* (a|per) day/i'],
      },
      {
        say: 'no rush at all, happy to wait on the list. full colour, the whole back down to the hips',
        gives: ['color', 'size'],
      },
      { say: "I'm 41 and I've put aside about five grand for it", gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['koi', 'dragon'],
        style: 'Japanese',
        placement: { area: 'back' },
        size: { text: ['back', 'full', 'whole'] },
        color: 'color',
        age: 41,
        budget: { around: 5000 },
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-en-kai-apprentice',
    category: 'fresh-2026-11r',
    artist: 'kai',
    tags: ['en', 'dm', 'waitlist', 'apprenticeship', 'two-questions', 'defer', 'multi-turn'],
    note: 'An apprenticeship asked beside a waitlist request: the waitlist said, the apprenticeship left to Kai (never claimed open); "apprentice" is no idea.',
    turns: [
      {
        say: 'hi kai! two things: are u taking on any apprentices? ive been drawing for years and im obsessed w japanese work. also id love to get on ur waitlist for a koi half sleeve 🐟',
        gives: ['idea', 'size'],
        asks: 'booking',
        notIdea: ['apprentice'],
        questions: [
          { topic: 'apprenticeship', about: ['apprentice'], defer: true },
          {
            topic: 'waitlist',
            about: ['waitlist', 'wait list', 'waiting list', 'list'],
            answer: ['/wait ?list|waiting list/i'],
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(kai is|he is|she is|they are|kai's|we're|we are) (currently )?(taking|looking for|hiring) (on )?(an? )?apprentices?/i",
        ],
      },
      { say: 'left arm, full colour, with waves and some maple leaves', gives: ['placement', 'color'] },
      { say: 'im 29', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'arm', side: 'left' },
        size: { text: ['half'] },
        color: 'color',
        age: 29,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-r-en-juno-trade',
    category: 'fresh-2026-11r',
    artist: 'juno',
    tags: ['en', 'dm', 'books-closed', 'tattoo-trade', 'defer', 'palm', 'multi-turn'],
    note: "Another Leeds tattooer offers a trade: Juno's to answer, never accepted for her; then a waitlist brief for her closed books (no booking link).",
    turns: [
      {
        say: "yo juno 👋 im a tattooer too, at a shop across town in leeds. big fan of ur work. any chance ur up for a trade? i'd do u a piece in exchange",
        notIdea: ['trade', 'leeds', 'shop'],
        questions: [{ topic: 'a tattoo trade', about: ['trade', 'exchange', 'swap'], defer: true }],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(juno|she)('d| would| is| will)? (be )?(happy|up for|love|keen|down)[^.!?]{0,20}\\btrade/i",
          '/(?<!(whether|if)[^.?!]{0,40})\\btrades? (is|are) (fine|possible|welcome)/i',
        ],
      },
      {
        say: 'no stress if not, put me on ur list then: neo trad heron on my calf, palm sized, full colour',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '31', gives: ['age'] },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['heron'],
        style: 'Neo-traditional',
        placement: { area: 'calf' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 31,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-r-en-keycap-age',
    category: 'fresh-2026-11r',
    artist: 'juno',
    tags: ['en', 'dm', 'books-closed', 'emoji', 'keycap-digits', 'size-as-thing', 'multi-turn'],
    note: 'The age typed in keycap emoji ("2️⃣4️⃣" is 24); "the size of a CD" is about 12 cm; Juno\'s books are closed, said without a booking link.',
    turns: [
      {
        say: 'hii juno are u open for bookings?? 🥺',
        asks: 'booking',
        questions: [
          { topic: 'books closed', about: ['books', 'closed', 'open', 'booking'], answer: ['/closed/i'] },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'noooo ok put me on the list pls!! neo trad cat with a crescent moon on my upper arm, about the size of a CD, colour 🌈',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'im 2️⃣4️⃣ 🙈', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['cat', 'moon'],
        style: 'Neo-traditional',
        placement: { area: 'upper arm' },
        size: { cm: [10, 14], text: ['cd'] },
        color: 'color',
        age: 24,
      },
      replies: { bookingLink: false },
    },
  },
] satisfies CaseInput[];
