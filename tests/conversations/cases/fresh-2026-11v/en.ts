import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients. Ordinary inquiries whose shape is new: a voice-to-text message with no punctuation and misheard
 * words ("find line", "four arm", "to hundred dollars"); one long message carrying five facts and two questions ("a
 * hand's width across"); one-word answers down to "idk" and "17"; a budget given when something else was asked, then
 * "sorry just saw your question"; two questions in one message and "actually make it the calf" three messages on; "like
 * i said, shoulder to elbow" after a size already given; "under 2 bills", "5 1/2 inches", "the 3rd week of jan" and
 * "turning 19 next week"; fat-thumb typos ("lwna", "deposot", "im 2e" then "*23"); emoji for objects (🐍, 🗡️, 📏,
 * 💸, 🎂); "between 1 1/2 and 2 inches", "$150-ish, 200 tops" and a size changed to 3 inches four messages later.
 * Situations no earlier set has: a visit home from 9 to 14 December and a spot in that window (the 13th a Sunday); a
 * back piece split into sessions and paid per session; a picture with only "this but smaller", then a brother of 16
 * who wants the same; a fine line tattooer asking about needle groupings, ink brands and an industry discount; another
 * shop's portrait of a daughter whose eyes look off; an ICU nurse on nights wanting to come straight off a shift, who
 * scrubs and wears gloves twelve hours; an 18-year-old (born March 2008) whose driving licence has expired; a father
 * to be with the 20-week scan as a portrait and his pregnant wife along; a sleeve Kai started in 2019 and an old
 * deposit; a client moving abroad who wants to buy the drawing only.
 */
export default [
  {
    id: 'fresh-v-en-voice-text-sunflower',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: [
      'en',
      'dm',
      'ordinary',
      'voice-to-text',
      'misheard-words',
      'no-punctuation',
      'hours',
      'price',
      'size-in-inches',
      'numbers-not-age',
      'multi-turn',
    ],
    note: 'Dictated with voice-to-text: no punctuation, words misheard ("find line" for fine line, "four arm" for forearm, "to hundred" for two hundred). A fine line sunflower on the left forearm, about 3 inches tall (7.6 cm), black ink only. Iris works Tue-Sat 11am-7pm, so Saturdays are a yes (never "closed on Saturdays"); the price is her $150 minimum. "monday to friday 9 to 5" is the client\'s job, no age. $200, 24.',
    turns: [
      {
        say: 'hey iris sorry im using voice text so this might come out weird I want to get a find line sunflower on my left four arm about 3 inches tall just black ink',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'are you open on saturdays cause I work monday to friday 9 to 5 and how much would something like that cost roughly',
        asks: 'hours',
        questions: [
          {
            topic: 'Saturdays',
            about: ['saturday', 'open', 'hours', 'weekend', 'tue'],
            answer: [
              '/\\b(yes|yep|she is|she.s open|open (on )?saturdays?)\\b|tue(s|sday)?\\.?\\s*(-|–|to|through)\\s*sat|11\\s*(am)?\\s*(-|–|to)\\s*7/i',
            ],
          },
          {
            topic: 'price',
            about: ['price', 'cost', 'minimum', '$', '150', 'start'],
            answer: ['/(?<!\\d)150(?!\\d)/'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if|not|n.t)[^.?!]{0,40})\\b(she.s|she is|iris is|the studio is|we.re|we are) closed (on )?saturdays?/i',
        ],
      },
      {
        say: 'ok cool my budget is about to hundred dollars and I am 24',
        gives: ['budget', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['sunflower'],
        style: 'Minimalist',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [6.5, 9] },
        color: 'black',
        budget: { around: 200, currency: 'USD' },
        age: 24,
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-v-en-one-long-message-panther',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: [
      'en',
      'web',
      'ordinary',
      'one-long-message',
      'five-facts-two-questions',
      'price',
      'deposit',
      'size-against-body',
      'defer',
    ],
    note: 'Everything in one long message: five facts (a traditional panther head, the outside of the right thigh, "roughly a hand\'s width across" (8-11 cm), full colour in red and yellow, 29) and two questions. The minimum is Noor\'s 120; Noor set no deposit, so whether there is one is hers to say (no amount invented). The reply asks none of the five again. £250 next.',
    turns: [
      {
        say: "Hi Noor! Sorry in advance for the essay, I'd rather put it all in one go: I'm after a traditional panther head, on the outside of my right thigh, roughly a hand's width across, full colour with the classic red and yellow, and I'm 29. Two questions though: what's your minimum, and do you take a deposit to hold the date?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        asks: 'price',
        questions: [
          {
            topic: 'minimum',
            about: ['minimum', 'price', 'start', '£', '120'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
          {
            topic: 'deposit',
            about: ['deposit', 'hold', 'date', 'upfront'],
            defer: true,
          },
        ],
        mustNotSay: ['/\\bdeposit (is|of) (£|\\$|€) ?\\d+/i', '/(£|\\$|€) ?\\d+ (non-refundable )?deposit/i'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
      {
        say: "Perfect, thanks. Budget's about £250, and no rush on dates",
        gives: ['budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'thigh', side: 'right' },
        size: { cm: [7, 12], text: ['hand'] },
        color: 'color',
        budget: { around: 250, currency: 'GBP' },
        age: 29,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-en-one-word-lion-seventeen',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: ['en', 'dm', 'ordinary', 'one-word-replies', 'unsure', 'minor', 'multi-turn'],
    note: 'A client who answers every question with one word or two: "realistic lion", "forearm", "idk" (to whatever came next: options, never the same bare question), "15cm", "b&g", "400€", then "17 is that a prob". Seventeen is under 18: the rule said kindly, never "17 is fine" or a parent\'s consent offered; not ready, no save.',
    turns: [
      { say: 'realistic lion', gives: ['idea', 'style'] },
      { say: 'forearm', gives: ['placement'] },
      { say: 'idk', unsure: true },
      { say: '15cm', gives: ['size'] },
      { say: 'b&g', gives: ['color'] },
      { say: '400€', gives: ['budget'] },
      {
        say: '17 is that a prob',
        gives: ['age'],
        questions: [
          {
            topic: 'being 17',
            about: ['17', '18', 'age', 'old', 'adult'],
            answer: ['/(?<!\\d)18(?!\\d)|eighteen/i'],
          },
        ],
        mustNotSay: ['/\\b17 is (fine|ok|okay|no problem)/i'],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: {
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 400, currency: 'EUR' },
        age: 17,
        underAge: true,
      },
    },
  },
  {
    id: 'fresh-v-en-answers-other-question-olive',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: ['en', 'web', 'ordinary', 'answers-another-question', 'budget-ceiling', 'price', 'multi-turn'],
    note: 'A client who answers the wrong question: after the idea, whatever is asked, she gives her budget ("150 max") and asks if it is enough (Lena\'s minimum is 120: yes, it meets it); then "sorry just saw your question" and the place and size (down the spine between the shoulder blades, about 12 cm). The question left open is asked again as a new one, the budget never. Black, 26.',
    turns: [
      {
        say: "hi lena! i'd love a fine line olive branch, something really delicate",
        gives: ['idea', 'style'],
      },
      {
        say: 'oh budget wise i can do like 150 max, is that enough for you?',
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is 150 enough',
            about: ['minimum', 'enough', 'budget', '€', '120', '150'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
        ],
      },
      {
        say: 'sorry just saw your question lol. down my spine between the shoulder blades, about 12cm long',
        gives: ['placement', 'size'],
        reply: { notAsks: ['budget'] },
      },
      {
        say: "black only. and i'm 26",
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['olive'],
        style: 'Minimalist',
        placement: { area: ['spine', 'back', 'shoulder blade'] },
        size: { cm: [11, 13] },
        color: 'black',
        budget: { max: 150 },
        age: 26,
      },
    },
  },
  {
    id: 'fresh-v-en-late-correction-moth-calf',
    category: 'fresh-2026-11v',
    artist: 'juno',
    tags: [
      'en',
      'dm',
      'ordinary',
      'two-questions',
      'cover-up',
      'location',
      'books-closed',
      'late-correction',
      'placement-corrected',
      'multi-turn',
    ],
    note: 'Two questions in one message (does Juno do cover-ups: yes, though for an old ankle piece later, not this one; where the shop is: Ink & Iron, 88 Market St, Leeds), then three messages later "actually make it the calf": the calf wins, never asked again. A neo-traditional moth with a crescent moon, about 18 cm, purple and mustard: colour. £400, 28. Books closed: a waitlist, no booking link.',
    turns: [
      {
        say: 'heyy juno 🖤 i want a neo trad moth with a crescent moon, on my forearm, like 18cm-ish',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "two q's: do u do cover ups? (not for this one, for an old thing on my ankle, another time) and where's the shop exactly?",
        asks: 'location',
        questions: [
          {
            topic: 'cover-ups',
            about: ['cover', 'cover-up', 'coverup', 'ankle', 'old'],
            answer: [
              '/\\b(yes|yep|yeah|definitely|absolutely|of course)\\b|does cover-?ups?|takes cover-?ups?|cover-?ups? (are |is )?(welcome|fine|ok)/i',
            ],
          },
          {
            topic: 'address',
            about: ['shop', 'studio', 'address', 'leeds', 'market'],
            answer: ['/88 market|market st(reet)?|ink (&|and) iron/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|juno) (doesn.t|does not|won.t) (do|take) cover-?ups/i',
        ],
      },
      {
        say: 'full colour, purples n mustard yellow. im 28, budget around £400',
        gives: ['color', 'age', 'budget'],
      },
      {
        say: "ooh actually make it the calf, my forearm's getting crowded",
        gives: ['placement'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Neo-traditional',
        placement: { area: 'calf' },
        size: { cm: [16, 20] },
        color: 'color',
        budget: { around: 400, currency: 'GBP' },
        age: 28,
        coverUp: false,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-v-en-like-i-said-dragon',
    category: 'fresh-2026-11v',
    artist: 'kai',
    tags: [
      'en',
      'dm',
      'ordinary',
      'like-i-said',
      'refers-back',
      'price',
      'waitlist',
      'size-against-body',
      'defer',
      'multi-turn',
    ],
    note: 'The size is in the first message ("from my shoulder down to my elbow": a half sleeve); the client says it again with "like i said" and the reply takes it without asking a third time. "is $600 enough": Kai\'s minimum is $500, so it meets it; whether 600 covers a half sleeve is Kai\'s to say (never "plenty"). Black and grey, 33. Kai does one style and has a waitlist, no booking link.',
    turns: [
      {
        say: 'hey kai, looking for a japanese dragon from my shoulder down to my elbow, left arm, black and grey',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'is $600 enough for that?',
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is $600 enough',
            about: ['minimum', 'enough', 'budget', '$', '500', '600'],
            answer: ['/(?<!\\d)500(?!\\d)/'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\$ ?600 (is|will be|should be|would be) (plenty|more than enough)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(that|it) (will|should|would) (easily )?cover (it|a half sleeve|the whole)/i',
        ],
      },
      {
        say: 'like i said, shoulder to elbow 😅 so basically a half sleeve',
        gives: ['size'],
        reply: { notAsks: ['size', 'placement'] },
      },
      {
        say: "33. and i'm fine waiting on the list, no rush",
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['dragon'],
        style: 'Japanese',
        placement: { area: ['arm', 'shoulder'], side: 'left' },
        size: { text: ['half sleeve', 'half-sleeve', 'shoulder', 'elbow'] },
        color: 'black_and_grey',
        budget: { around: 600, currency: 'USD' },
        age: 33,
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-v-en-two-bills-third-week-jan',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'ordinary',
      'budget-slang',
      'budget-ceiling',
      'size-fraction',
      'size-in-inches',
      'timing-week-of-month',
      'age-said-sideways',
      'availability',
      'price',
      'defer',
      'multi-turn',
    ],
    note: 'Numbers written new ways: "5 1/2 inches" (14 cm), "under 2 bills" (at most 200, no currency said), "the 3rd week of jan" (the timing), "turning 19 next week" (18 today, an adult: never 19 saved). A trad dagger through a rose on the inner forearm, colour. Under 200 meets Noor\'s 120 minimum; whether that week is free is hers to say (never promised).',
    turns: [
      {
        say: 'yo noor, trad dagger thru a rose on my inner forearm, 5 1/2 inches long',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'budget is under 2 bills, that cool?',
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is under 200 enough',
            about: ['minimum', 'enough', 'budget', 'price', '120', '200'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
        ],
      },
      {
        say: 'color obvs. wanna come in the 3rd week of jan if thats possible',
        gives: ['color', 'timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'the 3rd week of January',
            about: ['january', 'jan', 'week', 'available', 'free', 'date', 'book'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|noor) (is|has) (free|available|open|space)[^.?!]{0,30}(that week|3rd week|third week|january|jan)\\b/i',
        ],
      },
      {
        say: 'turning 19 next week 🎉',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['dagger', 'rose']],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [13, 15] },
        color: 'color',
        budget: { max: 200 },
        timing: ['jan'],
        age: 18,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-en-fat-thumbs-cat',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: [
      'en',
      'dm',
      'ordinary',
      'typos',
      'fat-thumbs',
      'age-corrected',
      'deposit',
      'payment',
      'defer',
      'multi-turn',
    ],
    note: 'Fat thumbs on a phone keyboard, each typo a neighbouring key: "lwna" (Lena, no idea), "fibe lime" (fine line), "wriat" (wrist), "deposot", "blsck onky", "im 2e" then "*23 lol fat thumbs" (23; "2e" is no age). A fine line cat on the wrist, about 3 cm, black only. The deposit is Lena\'s €60; paying it by card is in no data (asked, never claimed).',
    turns: [
      {
        say: 'heyy lwna!! id lovr a tiny fibe lime cat on my wriat, lile 3cm',
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['lwna'],
      },
      {
        say: 'hiw much is tge deposot? amd cam i pay it by card',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['deposit', '€', '60', 'hold'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
          {
            topic: 'paying by card',
            about: ['card', 'pay', 'payment'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!(whether|if)[^.?!]{0,40})\\b(she|lena) (takes|accepts) (all )?cards?/i'],
      },
      { say: 'blsck onky', gives: ['color'] },
      { say: 'im 2e' },
      {
        say: '*23 lol fat thumbs',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['cat'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 23,
      },
    },
  },
  {
    id: 'fresh-v-en-emoji-objects-snake',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: ['en', 'dm', 'ordinary', 'emoji-for-objects', 'price', 'references-later', 'defer', 'multi-turn'],
    note: 'Emoji standing for objects: a 🐍 wrapped around a 🗡️ (a snake and a dagger) on the calf, blackwork, "⚫ only, no grey" (black), "📏 15cm", "how much 💸" (the price: Mara set none, hers to say, no figure), "🎂 turned 25 last month" (25), "can send 📸" (references promised, never thanked before they come).',
    turns: [
      {
        say: 'hiii mara 🖤 want a 🐍 wrapped around a 🗡️ on my calf',
        gives: ['idea', 'placement'],
      },
      { say: 'blackwork, ⚫ only, no grey. like 📏 15cm', gives: ['style', 'color', 'size'] },
      {
        say: 'how much 💸 would that be?',
        asks: 'price',
        questions: [{ topic: 'price', about: ['price', 'cost', 'how much', 'quote'], defer: true }],
        mustNotSay: [
          '/(starts? at|minimum (is|of)|prices? (start|from)|would cost|will cost) (£|\\$|€) ?\\d+/i',
        ],
      },
      {
        say: '🎂 turned 25 last month. can send 📸 of the vibe i want',
        gives: ['age', 'references'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['black and grey', 'black & grey'] },
    expect: {
      ready: true,
      fields: {
        idea: [
          ['snake', '🐍', 'serpent'],
          ['dagger', '🗡', 'sword', 'knife', 'blade'],
        ],
        style: 'Blackwork',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 25,
        references: true,
      },
    },
  },
  {
    id: 'fresh-v-en-fraction-inches-script',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'ordinary',
      'lettering',
      'size-range',
      'size-fraction',
      'size-in-inches',
      'budget-range',
      'late-correction',
      'size-corrected',
      'id',
      'multi-turn',
    ],
    note: 'The word "enough" in fine script on the left ribs, "somewhere between 1 1/2 and 2 inches wide" (4-5 cm), then four messages later "can we do 3 inches instead?" (7.6 cm: the latest wins, never asked again). "$150-ish, 200 tops" is a range of 150 to 200. Iris asks photo ID of everyone (18+ with photo ID, no exceptions), not just young-looking clients. 30. Lettering: no style question.',
    turns: [
      {
        say: 'Hi! I want the word "enough" in fine script on my left ribs, somewhere between 1 1/2 and 2 inches wide',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'Black, obviously. Budget is $150-ish, 200 tops.', gives: ['color', 'budget'] },
      {
        say: "I'm 30. do you need ID from me or is that just for young-looking people lol",
        gives: ['age'],
        questions: [
          {
            topic: 'ID for everyone',
            about: ['id', 'identification', 'photo', 'everyone'],
            answer: ['/no exceptions|every(one|body)|all clients|always|any ?one/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(you )?(don.t|do not|won.t) need (an? |your |photo )?id\\b/i',
          '/(?<!(not)[^.?!]{0,20})\\bonly (for|if you look) (young|under)/i',
        ],
      },
      {
        say: 'wait actually can we do 3 inches instead? my friend said tiny script blurs',
        gives: ['size'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['enough'],
        style: 'Minimalist',
        placement: { area: 'rib', side: 'left' },
        size: { cm: [7, 8.2] },
        color: 'black',
        budget: { min: 150, max: 200, currency: 'USD' },
        age: 30,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-en-date-range-visit',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'unusual',
      'availability',
      'date-range',
      'visitor',
      'hours',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'A client home from 9 to 14 December (Wednesday to Monday) asks for a spot in that window: whether one is free is Iris\'s or the booking link\'s to say, never promised. Flying out the morning of the 14th, the 13th at the latest, and "are you open Sundays?": Iris works Tue-Sat, so the 13th, a Sunday, is not a day (the 12th, a Saturday, is the last). A fine line moth, 2 inches, on the inner arm above the elbow, black, 35. 9, 13 and 14 are dates, no age.',
    turns: [
      {
        say: "Hi Iris, I'm visiting my parents in Portland from December 9th to the 14th. Any chance you have a spot in that window?",
        asks: 'availability',
        questions: [
          {
            topic: 'a spot from 9 to 14 December',
            about: ['december', 'dec', 'spot', 'available', 'availability', 'book', 'opening', 'window'],
            answer: ['example.com/book/iris'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|iris) (has|is) (a spot|space|availability|free|open)[^.?!]{0,30}(december|dec|that week|then)\\b/i',
        ],
      },
      {
        say: "It'd be a small fine line moth, 2 inches, on my inner arm just above the elbow, black. I'm 35",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: "I fly out the morning of the 14th so it'd have to be the 13th at the latest. Are you open Sundays?",
        gives: ['timing'],
        asks: 'hours',
        questions: [
          {
            topic: 'Sundays',
            about: ['sunday', 'open', 'hours', '13', 'saturday'],
            answer: [
              '/tue(s|sday)?\\.?\\s*(-|–|to|through)\\s*sat|closed (on )?sundays?|not open (on )?sundays?|(doesn.t|does not|don.t|do not) (work|open) (on )?sundays?|\\bno\\b[^.!?]{0,30}sunday/i',
            ],
          },
        ],
        mustNotSay: [
          '/(?<!(not|n.t|whether|if)[^.?!]{0,40})\\b(she.s|she is|iris is|the studio is|we.re|we are) open (on )?sundays?/i',
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [9, 13, 14] },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Minimalist',
        placement: { area: ['arm', 'elbow', 'bicep'] },
        size: { cm: [4.5, 5.5] },
        color: 'black',
        age: 35,
        timing: ['dec', '13', '14'],
      },
    },
  },
  {
    id: 'fresh-v-en-pay-per-session-back',
    category: 'fresh-2026-11v',
    artist: 'kai',
    tags: [
      'en',
      'dm',
      'unusual',
      'sessions',
      'pay-per-session',
      'deposit',
      'large-scale',
      'defer',
      'multi-turn',
    ],
    note: 'A full back piece (koi swimming up a waterfall, colour) split into sessions and paid as it goes: Kai takes a $200 deposit per session (said); whether the rest is paid per session is his to say (never "you pay it all upfront" or "yes, pay as you go" as a rule); how many sessions is his to say (no number invented). "about 800 a session, 4-5k over the year" leaves the budget\'s reading to the artist: no budget expected. 38. One style, a waitlist, no booking link.',
    turns: [
      {
        say: "hey kai, i'm saving for a full back piece, koi swimming up a waterfall, full colour. big commitment so i wanted to ask how it works money wise",
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'could we split it into sessions and i pay for each session as we go, instead of the whole thing upfront? and roughly how many sessions is a back piece',
        questions: [
          {
            topic: 'paying per session',
            about: ['session', 'pay', 'upfront', 'deposit', 'split'],
            answer: ['/per session|each session|every session/i'],
            defer: true,
          },
          {
            topic: 'how many sessions',
            about: ['sessions', 'how many', 'back piece', 'sittings'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(about|around|roughly|usually|typically|normally) \\d+(\\s*(-|–|to)\\s*\\d+)? (sessions|sittings)/i',
          '/(?<!(whether|if|not|n.t)[^.?!]{0,40})\\b(you|you.ll) (have to |need to )?pay (it all|the whole thing|everything|in full) (up ?front|in advance)/i',
        ],
      },
      {
        say: 'ok. i can do about 800 a session, 4-5k over the year. im 38',
        gives: ['budget', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'back' },
        size: { text: ['full back', 'back', 'whole', 'full'] },
        color: 'color',
        age: 38,
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-v-en-this-but-smaller',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'unusual',
      'image-first',
      'reference-only',
      'size-relative',
      'companion-minor',
      'third-party',
      'multi-turn',
    ],
    note: 'A picture and only "this but smaller": a reference (thanked once it is there), no idea in the words. Then it is a swallow with a banner saying MUM on the back of the hand, about 5 cm ("the one in the pic is like 10"), colour as in the picture. A brother of 16 wants the same: not until he is 18 (the rule said for him, never "he can get one too"); the client, 20, is not turned away. Noor does one style: never asked.',
    turns: [
      {
        say: 'this but smaller',
        images: 1,
        gives: ['references'],
        notIdea: ['this but smaller'],
      },
      {
        say: 'its a swallow w a banner that says MUM, on the back of my hand',
        gives: ['idea', 'placement'],
      },
      {
        say: '5cm ish, the one in the pic is like 10',
        gives: ['size'],
      },
      {
        say: "colour same as the pic. me and my little brother want the same one, he's 16 tho, is that alright?",
        gives: ['color'],
        questions: [
          {
            topic: 'a brother of 16 wanting the same',
            about: ['16', '18', 'brother', 'age', 'id'],
            answer: ['/(?<!\\d)18(?!\\d)|eighteen/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if|once|when|after|until)[^.?!]{0,40})\\b(he|your brother) can (get|have) (one|it|the same|his)( one| done)?\\b(?![^.?!]{0,40}\\b(after|once|when|at 18|turns 18)\\b)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\byou can both (get|have)\\b(?![^.?!]{0,40}\\b(after|once|when|18)\\b)/i',
        ],
      },
      {
        say: 'fair enough. im 20 btw',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [16, 10] },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4, 6] },
        color: 'color',
        references: true,
        age: 20,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-en-tattooer-needles',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'unusual',
      'client-is-a-tattooer',
      'equipment',
      'ink-brand',
      'discount',
      'defer',
      'multi-turn',
    ],
    note: 'A fine line tattooer from a shop in Leipzig wants to be tattooed by Lena: a sprig of lavender, 6 cm, inside the left ankle, black. Her needle groupings and ink brand are Lena\'s to say (no configuration or brand invented); an industry discount is in no data (never offered, no percentage). 31. The shop and "tattooer" are no idea.',
    turns: [
      {
        say: "Hey Lena, bit of an odd one: I'm a tattooer myself (fine line too, at a shop in Leipzig) and I'd love to get tattooed by you for once 😅",
        notIdea: ['tattooer', 'Leipzig'],
      },
      {
        say: "I'm thinking a tiny sprig of lavender, fine line obviously, 6cm, inside my left ankle, black. Two nerdy questions: what needle groupings do you usually run for botanicals, and which ink brand? Just curious, I heal weird with some blacks",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'needle groupings',
            about: ['needle', 'grouping', 'liner', 'rl', 'setup'],
            defer: true,
          },
          {
            topic: 'ink brand',
            about: ['ink', 'brand', 'black'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\b\\d{1,2} ?(rl|rs|rm|m1|mag)\\b/i',
          '/\\b(dynamic|eternal|world famous|intenze|solid|kuro sumi|radiant|fusion) (ink|black|lining black)\\b/i',
        ],
      },
      {
        say: 'Cool, thanks. Is there an industry discount, by any chance? No worries if not',
        questions: [{ topic: 'an industry discount', about: ['discount', 'industry', 'price'], defer: true }],
        mustNotSay: [
          '/\\b\\d+ ?(%|percent) (off|discount)/i',
          '/(?<!(whether|if|no|not|n.t)[^.?!]{0,40})\\b(she|lena) (offers|gives|does) (an? )?(industry|artist|professional) discount/i',
        ],
      },
      {
        say: "I'm 31 btw",
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['lavender'],
        style: 'Minimalist',
        placement: { area: 'ankle', side: 'left' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-v-en-fix-another-artists-portrait',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: [
      'en',
      'dm',
      'unusual',
      'fix-another-artist',
      'rework',
      'portrait',
      'price',
      'references-later',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: "Another shop's portrait of the client's daughter (alive, 6 now) has eyes that look off: whether Rafa can fix it is his to say once he sees it (never \"he can definitely fix it\"). Right upper arm, 12 x 10 cm, black and grey. The price: Rafa's €300 minimum or his €50 consultation, or his to say. Photos promised (never thanked before they come). 38; 6 is the daughter's age.",
    turns: [
      {
        say: "hi rafa. bit embarrassing but I got a portrait of my daughter done at another shop last year and the eyes look off, like she's squinting. could you fix something like that?",
        questions: [
          {
            topic: "fixing another artist's portrait",
            about: ['fix', 'rework', 'portrait', 'eyes', 'look', 'see'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa) (can|will) (definitely |easily |totally |absolutely )?(fix|correct|rework|sort) (it|that|this|the eyes)\\b/i',
        ],
      },
      {
        say: "she's 6 now. the tattoo's on my right upper arm, about 12x10 cm, black and grey",
        gives: ['placement', 'size', 'color'],
      },
      {
        say: "I can send a photo of the tattoo and the original photo. what would a fix like that cost? I'm 38",
        gives: ['age', 'references'],
        asks: 'price',
        questions: [
          {
            topic: 'the price of a fix',
            about: ['price', 'cost', 'consult', '€', '300', '50'],
            answer: ['/(?<!\\d)(300|50)(?!\\d)/'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [6] },
    expect: {
      ready: true,
      fields: {
        idea: [['portrait', 'daughter', 'eyes']],
        placement: { area: 'upper arm', side: 'right' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 38,
        references: true,
      },
    },
  },
  {
    id: 'fresh-v-en-night-shift-nurse',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: [
      'en',
      'dm',
      'unusual',
      'night-shift',
      'occupation',
      'hours',
      'healing',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'An ICU nurse on nights (7pm to 7am, three on, four off) wants to come straight off a shift at 8am: Iris opens at 11am (Tue-Sat 11am-7pm; never "8am works"); whether being up all night is a bad idea is Iris\'s or a rest answer. Scrubbing and gloves twelve hours a shift over a fresh wrist piece: Iris\'s or the aftercare answer to give (never "won\'t affect it"). A fine line heartbeat line with a small heart, left inner wrist, 5 cm, black, 29, $200. 7, 3, 4, 8 and 12 are no age.',
    turns: [
      {
        say: "hi iris! I'm an ICU nurse on nights (7pm to 7am, 3 on 4 off). I want a tiny fine line heartbeat line with a little heart, on my left inner wrist, about 5cm, black",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "what's the earliest I could come in? I'd come straight off a shift at like 8am. or is it a bad idea to get tattooed after being up all night?",
        asks: 'hours',
        questions: [
          {
            topic: 'the earliest time',
            about: ['earliest', 'open', 'hours', '8', '11', 'morning'],
            answer: [
              '/(?<!\\d)11\\s*(:00)?\\s*(am|a\\.m\\.)|\\beleven\\b|tue(s|sday)?\\.?\\s*(-|–|to|through)\\s*sat/i',
            ],
          },
          {
            topic: 'after a night awake',
            about: ['night', 'sleep', 'rest', 'tired', 'awake', 'shift'],
            answer: ['/sleep|rest(ed)?\\b|well.rested|day off/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if|not|n.t)[^.?!]{0,40})\\b(8|8:00|eight) ?(am|a\\.m\\.)? (works|is fine|is ok|is perfect)/i',
          '/(?<!(not|n.t|whether|if)[^.?!]{0,40})\\b(she.s|she is|iris is|the studio is|we.re|we are) open (at|from) (8|eight)\\b/i',
        ],
      },
      {
        say: 'also I scrub in and wear gloves the whole 12 hrs. will that mess with healing on my wrist?',
        questions: [
          {
            topic: 'scrubbing and gloves over a fresh wrist piece',
            about: ['glove', 'scrub', 'wash', 'heal', 'wrist', 'hands'],
            answer: ['/cover|wrap|second skin|film|dry|days? off|aftercare/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it|that|gloves|scrubbing)( will| should)? (won.t|will not|shouldn.t|should not) (affect|mess|matter|be a problem)/i',
        ],
      },
      {
        say: "I'm 29, budget around $200",
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [7, 12] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['heartbeat', 'heart', 'ekg', 'ecg', 'pulse']],
        style: 'Minimalist',
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [4, 6] },
        color: 'black',
        budget: { around: 200, currency: 'USD' },
        age: 29,
      },
    },
  },
  {
    id: 'fresh-v-en-expired-licence',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'unusual',
      'id',
      'expired-id',
      'birth-year',
      'walk-ins',
      'hours',
      'defer',
      'multi-turn',
    ],
    note: 'Born in March 2008, so 18 on 29 November 2026: an adult, never turned away. Her driving licence expired last month and the new one is in the post; Noor checks photo ID at the door, and whether an expired licence or a student card counts is hers to say (never "that\'s fine"). Walking in once the new one comes: yes (Noor takes walk-ins); Saturday opening is in no data. A trad swallow on the left side of the chest, about 8 cm, red and blue.',
    turns: [
      {
        say: 'hi noor, trad swallow on my chest, left side, about 8cm, red and blue',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: "I was born in march 2008 so I'm 18, but my driving licence expired last month and the new one's still in the post. I've got the expired one and my student card. does that count as ID?",
        gives: ['age'],
        questions: [
          {
            topic: 'an expired licence as ID',
            about: ['id', 'licence', 'license', 'expired', 'student card', 'photo'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(an? |your |the )?(expired (licen[cs]e|one|id)|student card) (is|will be|should be|would be) (fine|ok|okay|enough|accepted)/i',
          '/\\byou.re (too young|under ?age|not old enough)\\b/i',
        ],
      },
      {
        say: 'ok. could I just walk in on a saturday once the new one comes?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk', 'drop in', 'appointment', 'book'],
            answer: [
              '/\\b(yes|yep|sure|welcome|takes? walk|does walk|can walk|walk-?ins? (are )?(welcome|fine|ok))\\b/i',
            ],
          },
          {
            topic: 'Saturdays',
            about: ['saturday', 'weekend', 'open', 'hours'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she.s|she is|noor is|we.re|we are|the studio is) (open|closed) (on )?saturdays?/i',
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'chest', side: 'left' },
        size: { cm: [7, 9] },
        color: 'color',
        age: 18,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-en-scan-portrait-dad',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: [
      'en',
      'web',
      'unusual',
      'ultrasound-scan',
      'expecting-parent',
      'companion',
      'availability',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: "A father to be wants his baby's 20-week scan as a realistic piece on his left forearm, black and grey, the scan photo's own size (10 x 8 cm). Before the due date in late March: an opening then is Rafa's or the booking link's to say (never promised). His pregnant wife coming along and somewhere to sit for a few hours: a companion may come, a seat is Rafa's to say; she is not being tattooed (no pregnancy advice needed). 36, €500. \"20 weeks\" is no age.",
    turns: [
      {
        say: "Hi Rafa, my wife is 20 weeks pregnant with our first and I'd love our baby's 20-week scan as a realistic piece on my left forearm, black and grey, about the size of the scan photo itself (10x8cm)",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "Would it be possible before the due date in late March? I'd rather not be in the chair with a newborn at home 😅 And can she come along to the session, is there somewhere comfy for her to sit for a few hours?",
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'an opening before late March',
            about: ['march', 'before', 'due', 'available', 'availability', 'book', 'date'],
            answer: ['example.com/book/rafa'],
            defer: true,
          },
          {
            topic: 'his wife along and a seat',
            about: ['wife', 'come', 'along', 'sit', 'seat', 'comfy', 'chair'],
            answer: ['/\\b(yes|of course|absolutely|welcome|can come|can join|bring)\\b/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa) (has|is) (space|availability|free|a slot|an opening)[^.?!]{0,30}(march|february|january|before)\\b/i',
        ],
      },
      {
        say: "Great. I'm 36 and budget's around 500 euros",
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [20] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['scan', 'ultrasound', 'sonogram', 'baby']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        budget: { around: 500, currency: 'EUR' },
        age: 36,
        timing: ['march'],
      },
    },
  },
  {
    id: 'fresh-v-en-finish-old-sleeve',
    category: 'fresh-2026-11v',
    artist: 'kai',
    tags: [
      'en',
      'web',
      'unusual',
      'unfinished-piece',
      'returning-client',
      'deposit',
      'sessions',
      'waitlist',
      'references-later',
      'defer',
      'multi-turn',
    ],
    note: 'Kai started a Japanese sleeve (koi and maple leaves, the outline and the upper half shaded) on the client\'s right arm in 2019; a job in Denver left it unfinished. Whether the deposit paid back then still counts is Kai\'s to say (his policy is $200 per session; never "it still counts"); how many sessions are left is his to say (no number). Colour, 41, current photos promised (never thanked before they come). 2019 is no age. One style, a waitlist, no booking link.',
    turns: [
      {
        say: "Hi Kai, not sure if you remember me, you started a Japanese sleeve on my right arm in 2019 (koi and maple leaves, outline plus the upper half shaded). Then I moved to Denver for work and it never got finished 😬 I'm back now and would love you to finish it",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Would the deposit I paid back then still count? And how many more sessions do you think it needs?',
        asks: 'deposit',
        questions: [
          {
            topic: 'the old deposit',
            about: ['deposit', '2019', 'count', 'back then', 'paid'],
            defer: true,
          },
          {
            topic: 'sessions left',
            about: ['sessions', 'how many', 'finish', 'sittings'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(the|your) (old |original |previous )?deposit (still )?(counts|is still valid|carries over|will count)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(about|around|roughly|probably|another|usually) \\d+(\\s*(-|–|to)\\s*\\d+)? (more )?(sessions|sittings)/i',
        ],
      },
      {
        say: "Full colour like the rest of it. I'm 41. Happy to send current photos",
        gives: ['color', 'age', 'references'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['koi', 'maple', 'sleeve']],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        size: { text: ['sleeve'] },
        color: 'color',
        age: 41,
        references: true,
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-v-en-buy-the-drawing',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: [
      'en',
      'dm',
      'unusual',
      'design-only',
      'moving-abroad',
      'price',
      'no-booking',
      'defer',
      'multi-turn',
    ],
    note: 'A client moving to Lisbon next week wants to buy one of Mara\'s drawings for a friend there to tattoo: whether Mara sells designs, and for how much, is hers to say (never "she sells them", no price). A little moth with a moon for the shoulder is what the drawing would be; no appointment with Mara is wanted, so nothing is ready to save.',
    turns: [
      {
        say: "hey mara! random q, do you sell your drawings? I'm moving to Lisbon next week and there's no way I can get tattooed before I go, but I love your style and my friend there is a tattooer",
        questions: [
          {
            topic: 'selling a design',
            about: ['sell', 'drawing', 'design', 'buy', 'mara'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|mara) (sells|does sell|will sell|can sell|is happy to sell)\\b/i',
        ],
      },
      {
        say: "it'd be a little moth with a moon, for my shoulder. how much would a drawing like that be?",
        asks: 'price',
        questions: [
          {
            topic: 'price of a drawing',
            about: ['price', 'cost', 'how much', 'drawing', 'design'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(starts? at|minimum (is|of)|prices? (start|from)|would cost|will cost|costs?) (£|\\$|€) ?\\d+/i',
        ],
      },
      { say: "no worries, thanks! if not i'll just catch you when i'm back visiting" },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: { ready: false },
  },
] satisfies CaseInput[];
