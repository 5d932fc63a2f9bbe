import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients. Ordinary inquiries in phone voice: a peony "polaroid sized" with the price and whether colour
 * costs more, an age said as "a quarter of a century", the latest appointment after a 9-6 job and Saturdays with an
 * age said as "40 going on 14", "a monkey" (£500) asked against a euro minimum and card payment, a colour and a size
 * corrected after measuring with a ruler and aftercare for a first tattoo, everything in one message with three
 * questions to closed books, a Japanese back piece told in one-word replies with the deposit and the number of
 * sessions, an Australian tourist's touch-up once home and a walk-in this week, which hurts less (ankle or top of the
 * foot) and a size "like a teabag", "2-3 hundo" with healing before a festival and space in the next weeks, flash off
 * the wall today and Apple Pay. Situations no earlier set has: an account impersonating the artist asking for a
 * deposit by Zelle, a misspelled tattoo ("Familly") to cover, a dyslexic client asking for the spelling to be
 * checked, a grandmother's voicemail as a soundwave that should play back, a 16-year-old asking to buy the drawing
 * now, a design made with Midjourney, a booking link that says "page not found", areola tattoos after breast
 * reconstruction, a medical alert for type 1 diabetes, a consultation by video call.
 */
export default [
  {
    id: 'fresh-t-en-polaroid-peony-colour-cost',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'ordinary',
      'price',
      'colour-surcharge',
      'size-as-thing',
      'polaroid',
      'age-in-words',
      'multi-turn',
    ],
    note: 'A peony "roughly polaroid sized" (about 8-10 cm): the price is Noor\'s minimum (120); whether colour costs more than black is in no data (asked, no surcharge invented either way). "A quarter of a century old as of tuesday" is 25. Noor does one style: never asked.',
    turns: [
      {
        say: 'hey noor 🌸 how much would a trad peony be, roughly polaroid sized? thinking my thigh',
        gives: ['idea', 'placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['price', 'cost', '£', 'minimum', 'start', '120'],
            answer: ['120'],
          },
        ],
      },
      {
        say: 'and does colour cost more than just black?',
        questions: [
          {
            topic: 'colour surcharge',
            about: ['colour', 'color', 'black', 'extra', 'more', 'cost'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\bcolou?r (doesn.t|does not|won.t|will not) cost (any )?(extra|more)/i',
          '/£ ?\\d+ (extra|more) for colou?r/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\bcolou?r (costs?|is) (a bit |slightly |a little )?(extra|more)\\b(?! ?\\?)/i',
        ],
      },
      {
        say: 'ok cool, full colour then. im a quarter of a century old as of tuesday lol',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['peony'],
        style: 'Traditional',
        placement: { area: 'thigh' },
        size: { cm: [7, 11], text: ['polaroid'] },
        color: 'color',
        age: 25,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-en-iris-after-work-saturday',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'ordinary',
      'hours',
      'saturday',
      'age-said-sideways',
      'size-against-body',
      'multi-turn',
    ],
    note: 'A 9-6 job: the latest appointment is answered from Iris\'s hours (Tue-Sat 11am-7pm; the exact last start is hers to say), Saturdays are open. "9-6" is no size or budget; "40 going on 14" is 40, 14 is no age. An olive branch the length of a pinky.',
    turns: [
      {
        say: "Hi Iris! I work 9-6 every weekday. What's the latest appointment you do? And are you open on Saturdays?",
        asks: 'hours',
        questions: [
          {
            topic: 'latest appointment',
            about: ['latest', 'late', 'evening', 'close', 'until', 'pm', '7'],
            answer: ['/\\b7 ?(pm|p\\.m\\.)|19:00|until 7|till 7|to 7\\b/i'],
            defer: true,
          },
          {
            topic: 'Saturdays',
            about: ['saturday', 'sat', 'weekend'],
            answer: [
              '/tue(s|sday)?\\s*(-|–|to|through|thru)\\s*sat/i',
              '/\\b(yes|yep|yeah)\\b[^.!?]{0,40}saturday/i',
              '/open (on )?saturdays?/i',
            ],
          },
        ],
        mustNotSay: ['/(closed|not open) (on )?saturdays?/i'],
      },
      {
        say: 'Perfect. A fine line olive branch along my collarbone, about the length of my pinky, black.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "haha I'm 40 going on 14 😅", gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [14] },
    expect: {
      ready: true,
      fields: {
        idea: ['olive'],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicle'] },
        size: { cm: [4, 8], text: ['pinky', 'pinkie', 'little finger'] },
        color: 'black',
        age: 40,
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-t-en-rafa-monkey-budget',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: ['en', 'dm', 'ordinary', 'british', 'budget-slang', 'monkey', 'price', 'payment', 'multi-turn'],
    note: 'A Brit working in Barcelona until March: "a monkey, so 500 quid" is £500, over Rafa\'s €300 minimum (it is enough); card is one of his payment methods (card, cash or Bizum).',
    turns: [
      {
        say: 'alright rafa, brit here, in barcelona for work till march. realistic lion head on my outer forearm, black and grey',
        gives: ['idea', 'style', 'placement', 'color', 'timing'],
      },
      {
        say: "budget's a monkey, so 500 quid. is that gonna be enough?",
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['budget', 'enough', '£', '€', 'minimum', '300', '500'],
            answer: ['300', '/\\b(enough|plenty|works|fits|within|above|over (his|the|rafa.s) minimum)\\b/i'],
          },
        ],
      },
      {
        say: 'sound. can i pay by card? dont carry cash',
        questions: [
          {
            topic: 'paying by card',
            about: ['card', 'pay', 'cash', 'bizum'],
            answer: [
              '/card, cash (or|and) bizum|\\b(yes|yep|sure)\\b[^.!?]{0,30}card|takes? cards?|accepts? cards?|pay by card/i',
            ],
          },
        ],
      },
      { say: 'about 15cm. im 32', gives: ['size', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 500, currency: 'GBP' },
        age: 32,
        timing: ['march'],
      },
    },
  },
  {
    id: 'fresh-t-en-mara-stag-corrections',
    category: 'fresh-2026-11t',
    artist: 'mara',
    tags: [
      'en',
      'dm',
      'ordinary',
      'color-corrected',
      'size-corrected',
      'aftercare',
      'first-tattoo',
      'multi-turn',
    ],
    note: 'A geometric stag between the shoulder blades: "in colour" becomes black and grey, "10cm" becomes "more like 7" after a ruler; the latest answers win and are never asked again. Aftercare for a first tattoo: the studio\'s aftercare answer, or Mara asked.',
    turns: [
      {
        say: 'hiya! geometric stag head between my shoulder blades, like 10cm, in colour 🦌',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'wait scratch the colour, black and grey is more me',
        gives: ['color'],
      },
      {
        say: 'also i measured with a ruler and 10 is way too big lol, more like 7',
        gives: ['size'],
        reply: { notAsks: ['size', 'color'] },
      },
      {
        say: 'what aftercare do u recommend btw? its my first one',
        questions: [
          {
            topic: 'aftercare',
            about: ['aftercare', 'care', 'wash', 'cream', 'balm', 'heal'],
            answer: ['/wash|moisturi|cream|balm|ointment|unscented|clean|second skin|wrap|film/i'],
            defer: true,
          },
        ],
      },
      { say: '27', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: ['upper back', 'back', 'spine', 'shoulder blade'] },
        size: { cm: [6, 8] },
        color: 'black_and_grey',
        age: 27,
      },
    },
  },
  {
    id: 'fresh-t-en-juno-all-at-once',
    category: 'fresh-2026-11t',
    artist: 'juno',
    tags: [
      'en',
      'dm',
      'ordinary',
      'everything-at-once',
      'books-closed',
      'deposit',
      'location',
      'images',
      'multi-turn',
    ],
    note: "Everything in one message with three questions: when she can come (the books are closed: a waitlist, no booking link), the deposit (none in Juno's data: asked, no figure invented), where Juno is (Ink & Iron, 88 Market St, Leeds). The references arrive in the next message.",
    turns: [
      {
        say: 'hi juno!! neo trad tiger head on my left upper arm, colour, about 12cm, budget 350-400, im 29, got refs 🐯 when can i come in + do u need a deposit + where r u based',
        gives: ['idea', 'style', 'placement', 'color', 'size', 'budget', 'age', 'references'],
        asks: 'booking',
        questions: [
          {
            topic: 'when (books closed)',
            about: ['when', 'book', 'closed', 'open', 'waitlist', 'wait list'],
            answer: ['/closed|wait ?list|waiting list/i'],
          },
          { topic: 'deposit', about: ['deposit'], defer: true },
          {
            topic: 'location',
            about: ['based', 'where', 'studio', 'leeds', 'market'],
            answer: ['/88 Market|Market St|Ink (&|and) Iron/i'],
          },
        ],
        mustNotSay: ['/deposit (is|of) (\\$|£|€)? ?\\d/i', '/(\\$|£|€) ?\\d+ deposit/i'],
        reply: { bookingLink: false },
      },
      { say: 'ah closed 😭 ok put me on the list. heres the refs', images: 2, gives: ['references'] },
      { say: 'k ty 🙏' },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['tiger'],
        style: 'Neo-traditional',
        placement: { area: 'upper arm', side: 'left' },
        size: { cm: [11, 13] },
        color: 'color',
        budget: { min: 350, max: 400 },
        age: 29,
        references: true,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-t-en-kai-one-word',
    category: 'fresh-2026-11t',
    artist: 'kai',
    tags: [
      'en',
      'dm',
      'ordinary',
      'one-word-replies',
      'waitlist',
      'deposit',
      'sessions',
      'defer',
      'multi-turn',
    ],
    note: 'A Japanese back piece told one word at a time ("koi", "back", "whole thing", "colour", "31") with "deposit?" (Kai: $200 per session) and "sessions? roughly" (several, or Kai says; no count invented as fact) in between. Kai does one style: never asked.',
    turns: [
      { say: 'yo' },
      { say: 'koi', gives: ['idea'] },
      { say: 'back', gives: ['placement'] },
      { say: 'whole thing', gives: ['size'] },
      {
        say: 'deposit?',
        asks: 'deposit',
        questions: [{ topic: 'deposit', about: ['deposit', 'session', '200'], answer: ['200'] }],
      },
      { say: 'colour', gives: ['color'] },
      {
        say: 'sessions? roughly',
        questions: [
          {
            topic: 'number of sessions',
            about: ['session', 'sitting', 'how many'],
            answer: [
              '/\\b(several|multiple|many|a few|a number of|\\d+\\s*(-|–|to)\\s*\\d+)\\b[^.!?]{0,20}(sessions?|sittings?)/i',
            ],
            defer: true,
          },
        ],
      },
      {
        say: '31',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'back' },
        size: { text: ['back', 'whole', 'full'] },
        color: 'color',
        age: 31,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-en-iris-aussie-touch-up',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'ordinary',
      'australian',
      'tourist',
      'touch-ups',
      'walk-ins',
      'currency',
      'multi-turn',
    ],
    note: "An Australian over for three weeks: a touch-up once home is answered from Iris's touch-up answer (one free within 8 weeks; how it works from abroad is hers to say); walking in one day this week is a yes (Iris takes walk-ins). 250 Australian dollars.",
    turns: [
      {
        say: "G'day Iris! I'm over from Melbourne for three weeks 🇦🇺 keen on a small fine line wattle sprig on my inner forearm before I fly home",
        gives: ['idea', 'style', 'placement', 'timing'],
      },
      {
        say: "If it needs a touch-up after I'm back in Melbourne, how does that work?",
        questions: [
          {
            topic: 'a touch-up from abroad',
            about: ['touch', 'free', 'weeks', 'melbourne', 'abroad', 'home'],
            answer: ['/8 weeks|eight weeks|free touch/i'],
            defer: true,
          },
        ],
      },
      {
        say: 'Can I just walk in one day this week or do I need to book?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk'],
            answer: ['/\\b(yes|yep|sure|welcome|takes? walk|does walk|can walk)\\b/i'],
          },
        ],
      },
      {
        say: "About 6cm, black. Budget around 250 Aussie dollars, I'm 24",
        gives: ['size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wattle'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [5, 7] },
        color: 'black',
        budget: { around: 250, currency: 'AUD' },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-t-en-lena-ankle-or-foot',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: [
      'en',
      'dm',
      'ordinary',
      'pain',
      'placement-choice',
      'size-as-thing',
      'teabag',
      'age-said-sideways',
      'multi-turn',
    ],
    note: 'Which hurts less, the ankle or the top of the foot: the pain answer (or Lena), then the client picks the outer left ankle. "The size of a teabag" is about 5-6 cm; "just turned 30 last week" is 30.',
    turns: [
      {
        say: 'hey lena! want a tiny fine line snail 🐌 (long story lol) on either my ankle or the top of my foot. which one hurts less??',
        gives: ['idea', 'style'],
        questions: [
          {
            topic: 'pain: ankle or top of the foot',
            about: ['hurt', 'pain', 'ankle', 'foot', 'bone'],
            answer: [
              '/\\b(hurts?|pain(ful)?|sensitive|bony|bone|tender|manageable|different for everyone|everyone|less|more)\\b/i',
            ],
            defer: true,
          },
        ],
      },
      { say: 'ok ankle it is. outer side, left one', gives: ['placement'] },
      { say: 'like the size of a teabag? black obvs', gives: ['size', 'color'] },
      {
        say: 'oh and i just turned 30 last week 🥳',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['snail'],
        style: 'Minimalist',
        placement: { area: 'ankle', side: 'left' },
        size: { cm: [4, 7], text: ['tea'] },
        color: 'black',
        age: 30,
      },
    },
  },
  {
    id: 'fresh-t-en-lena-hundo-festival',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'ordinary',
      'budget-slang',
      'budget-range',
      'healing',
      'availability',
      'defer',
      'multi-turn',
    ],
    note: '"2-3 hundo" is a budget of 200-300. How long fine line takes to heal before a festival in 4 weeks: weeks (the healing answer), never "4 weeks is plenty" as a promise; space in the next week or two: Lena books through Inkdesk\'s own times (shown, or Lena asked), never a slot invented and never the old link.',
    turns: [
      {
        say: 'Hi! Looking at getting a fine line poppy on my upper arm, budget 2-3 hundo',
        gives: ['idea', 'style', 'placement', 'budget'],
      },
      {
        say: "How long does fine line usually take to heal? I've got a festival in 4 weeks",
        questions: [
          {
            topic: 'healing before a festival',
            about: ['heal', 'weeks', 'festival'],
            answer: ['/weeks?/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(4|four) weeks (is|should be|will be) (plenty|enough|fine|loads)/i',
        ],
      },
      {
        say: 'Do you have any space in the next week or two then?',
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'space in the next weeks',
            about: ['available', 'space', 'week', 'book', 'time', 'slot', 'date'],
            answer: ['/\\b(book|available|availability|times?|calendar|slots?|dates?)\\b/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|lena) (has|is) (free|available|a slot|an opening|space) (on|next|this)/i',
        ],
      },
      { say: "Black only, around 8cm. I'm 22", gives: ['color', 'size', 'age'] },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['poppy'],
        style: 'Minimalist',
        placement: { area: 'upper arm' },
        size: { cm: [7, 9] },
        color: 'black',
        budget: { min: 200, max: 300 },
        age: 22,
      },
    },
  },
  {
    id: 'fresh-t-en-noor-flash-apple-pay',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: ['en', 'dm', 'ordinary', 'flash', 'walk-ins', 'payment', 'apple-pay', 'defer', 'multi-turn'],
    note: 'Flash to pick from today: Noor does flash and takes walk-ins (her data; whether she is in today is hers to say). Apple Pay is in no data (asked, never accepted for her). The piece is one of her flash swallows or daggers, picked on the day.',
    turns: [
      {
        say: 'hi noor do u have flash i can pick from if i come in today?',
        asks: 'flash',
        questions: [
          {
            topic: 'flash',
            about: ['flash', 'pick', 'designs'],
            answer: [
              '/\\b(yes|yep|yeah|does flash|do flash|has flash|flash (sheets?|designs?|pieces?))\\b/i',
            ],
          },
          {
            topic: 'coming in today',
            about: ['today', 'walk', 'come in', 'pop in'],
            answer: ['/walk-?ins?/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|noor) (is|will be) (in|free|available|there) today/i',
        ],
      },
      {
        say: 'do u take apple pay',
        questions: [{ topic: 'Apple Pay', about: ['apple pay', 'pay', 'card', 'cash'], defer: true }],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(we|she|noor) (take|takes|accept|accepts) apple pay/i',
        ],
      },
      {
        say: 'sweet. ill prob go for one of ur swallows or a dagger, decide on the day. calf, colour obvs, palm sized-ish. im 19 (yes i have id lol)',
        gives: ['idea', 'placement', 'color', 'size', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['swallow', 'dagger', 'flash']],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 19,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-en-iris-scam-account',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: ['en', 'dm', 'unusual', 'impersonation', 'scam', 'deposit', 'defer', 'multi-turn'],
    note: 'An account "@iris.lind.tattoos.booking" asked for a $50 deposit by Zelle: never confirmed as Iris; the real deposit is taken when booking ($50, off the final price), and Iris is told. The client then gives a fine line hummingbird.',
    turns: [
      {
        say: 'hi iris, quick q before anything – an account called @iris.lind.tattoos.booking messaged me saying i need to send a $50 deposit on zelle to get a slot. is that actually you?? 🤨',
        questions: [
          {
            topic: 'an account asking for a deposit',
            about: ['account', 'zelle', 'deposit', 'scam', 'message', 'official', 'fake'],
            answer: [
              '/\\b(not (us|iris|her|from (us|iris))|don.t (send|pay)|do not (send|pay)|only (through|via|on|by)|booking (link|page)|official|scam|fake|impersonat)/i',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(yes|yep),? (that.s|that is|it.s|it is) (us|her|iris|legit)/i',
          '/(?<!(don.t|do not|never|not|no need to|please don.t) )\\bsend (it|the deposit|\\$50) (on|via|through|by|with) zelle/i',
        ],
      },
      {
        say: 'ok good thing i asked 😅 fine line hummingbird on my wrist, about 5cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '26', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['hummingbird'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-t-en-noor-misspelled-cover-up',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: ['en', 'dm', 'unusual', 'cover-up', 'misspelled-tattoo', 'regret', 'past-age', 'multi-turn'],
    note: 'A kitchen tattoo that says "Familly" (two Ls), done at 19: Noor takes cover-ups (a yes). The new piece is a trad panther over it, as big as it needs to be (size left to Noor). 19 is the age it was done at; the client is 27. The old word is no idea.',
    turns: [
      {
        say: "ok so embarrassing story 🙈 got 'Familly' on my forearm at 19 from a guy in his kitchen. two Ls. can u cover it??",
        gives: ['placement'],
        notIdea: ['familly'],
        questions: [
          {
            topic: 'covering it',
            about: ['cover', 'cover-up', 'coverup'],
            answer: [
              '/\\b(yes|yep|yeah|definitely|absolutely|of course)\\b|does cover-?ups?|takes cover-?ups?|cover-?ups? (are |is )?(welcome|fine|ok)/i',
            ],
          },
        ],
      },
      {
        say: 'its like 8cm wide, dark black letters. was thinking a big trad panther over it? as big as it needs to be',
        gives: ['idea', 'size'],
      },
      { say: 'colour yeah. 27 now and wiser lol', gives: ['color', 'age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [19] },
    expect: {
      ready: true,
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        color: 'color',
        age: 27,
        coverUp: true,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-en-lena-dyslexic-spelling',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'unusual',
      'dyslexia',
      'lettering',
      'spelling',
      'design-preview',
      'defer',
      'multi-turn',
    ],
    note: "A dyslexic client asks whether 'Perseverance' is spelled right: it is (a receptionist can say so, and Lena checks the stencil); seeing the lettering before it goes on is a yes or Lena's to confirm. No misspelling is ever written back.",
    turns: [
      {
        say: "Hi Lena, I'd like the word 'Perseverance' in a small fine line script along my inner forearm. I'm dyslexic, so can you double-check I've spelled it right? 🙏",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'the spelling',
            about: ['spell', 'spelled', 'spelt', 'perseverance', 'right', 'correct'],
            answer: [
              '/(spelled|spelt|spelling)[^.!?]{0,30}(right|correct|perfect)|(right|correct)[^.!?]{0,20}spell|looks (right|correct)|that.s (right|correct)/i',
            ],
            defer: true,
          },
        ],
      },
      {
        say: 'And will I get to see the lettering before it goes on, so I can check it again?',
        questions: [
          {
            topic: 'seeing the lettering first',
            about: ['see', 'design', 'stencil', 'before', 'check', 'preview'],
            answer: ['/\\b(yes|of course|absolutely|definitely)\\b/i'],
            defer: true,
          },
        ],
      },
      { say: "About 10cm long, black. I'm 31.", gives: ['size', 'color', 'age'] },
    ],
    conversation: {
      language: 'en',
      mustNotSay: ['lena-old-link', '/perseverence|perserverance|persaverance/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['perseverance'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-t-en-mara-soundwave-nan',
    category: 'fresh-2026-11t',
    artist: 'mara',
    tags: [
      'en',
      'web',
      'unusual',
      'soundwave',
      'living-grandparent',
      'numbers-not-age',
      'app',
      'defer',
      'multi-turn',
    ],
    note: "A birthday voicemail from a nan of 84, alive and laughing about it, as a soundwave: no condolences. Whether it can be made scannable to play back (an app's feature) is Mara's to say, never promised. 84 is not the client's age (29).",
    turns: [
      {
        say: "Hi Mara! My nan left me a voicemail for my birthday saying 'happy birthday my little chicken' and I want the soundwave of it on my forearm 🥹 She's 84 and still going strong, she thinks it's hilarious",
        gives: ['idea', 'placement'],
      },
      {
        say: "Is there a way to make it scannable so it plays the voicemail back? I've seen that on TikTok",
        questions: [
          {
            topic: 'a soundwave that plays back',
            about: ['scan', 'play', 'app', 'tiktok', 'voicemail', 'audio'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|mara|we) (can|will) make it (scannable|play)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(yes|sure),? (it|that) (can|will) (play|be scann)/i',
        ],
      },
      { say: "Fine line, black, about 12cm long and thin. I'm 29", gives: ['style', 'color', 'size', 'age'] },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      notClientAge: [84],
      mustNotSay: ['/sorry for your loss|condolence|rest in peace|passed away|in (loving )?memory of/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['soundwave', 'sound wave', 'voicemail', 'wave']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-t-en-juno-sixteen-buy-drawing',
    category: 'fresh-2026-11t',
    artist: 'juno',
    tags: ['en', 'dm', 'unusual', 'minor', 'design-only', 'books-closed', 'defer', 'multi-turn'],
    note: 'A 16-year-old who knows the rule asks Juno to draw the design now to be tattooed at 18: the 18+ rule said kindly, never a booking; whether Juno sells a drawing ahead is hers to say (never promised). Never ready, no save, no booking link.',
    turns: [
      {
        say: "hey juno ur work is sick!! im 16 so i know i cant get tattooed yet 😭 but could u draw me a design now and i'll get it done when im 18?",
        gives: ['age'],
        questions: [
          {
            topic: 'a drawing now, the tattoo at 18',
            about: ['draw', 'design', 'now', '18', 'buy'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|juno) (can|will|could|would be happy to) (draw|design) (it|one|you|that)/i',
        ],
      },
      { say: 'its a neo trad moth with a little skull on its back 💀' },
      { say: 'ok thank u anyway!!' },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 16, underAge: true },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-t-en-rafa-ai-design',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: ['en', 'dm', 'unusual', 'ai-design', 'images', 'budget-range', 'defer', 'multi-turn'],
    note: 'A realistic tiger made with Midjourney, the image attached: whether Rafa tattoos an AI design or redraws it is his to say (no policy invented either way). The budget 600-700 is over his €300 minimum.',
    turns: [
      {
        say: 'hey rafa, made this realistic tiger with midjourney. would you tattoo an AI design or do you only do your own drawings?',
        images: 1,
        gives: ['idea', 'style', 'references'],
        questions: [
          {
            topic: 'an AI-made design',
            about: ['ai', 'midjourney', 'design', 'own', 'drawing', 'draw'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(rafa|he) (only|never) (tattoos|does|works (from|with)|uses) (his own|ai|designs|drawings)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(rafa|he) (doesn.t|does not|won.t|will not) tattoo (an )?ai/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(rafa|he) (is happy to|will happily|can|will) tattoo (an |your |the |this )?ai/i',
        ],
      },
      { say: 'on my calf, about 20cm tall, black and grey', gives: ['placement', 'size', 'color'] },
      { say: 'budget 600-700 and im 35', gives: ['budget', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['tiger'],
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        budget: { min: 600, max: 700 },
        age: 35,
        references: true,
      },
    },
  },
  {
    id: 'fresh-t-en-mara-broken-link',
    category: 'fresh-2026-11t',
    artist: 'mara',
    tags: ['en', 'web', 'unusual', 'broken-link', 'booking', 'defer', 'multi-turn'],
    note: 'The link on Instagram says "page not found": Mara\'s own booking link given, or Mara told; no other way invented. Then a dotwork sun on the sternum and "any time in the new year".',
    turns: [
      {
        say: "Hi! I tried to book through the link on your Instagram but it just says 'page not found' 🙃 is there another way?",
        asks: 'booking',
        questions: [
          {
            topic: 'a broken booking link',
            about: ['link', 'book', 'page', 'another way', 'not found'],
            answer: [
              'example.com/book/mara-vale',
              '/let (mara|her) know|pass (it|this) on|tell (mara|her)/i',
            ],
            defer: true,
          },
        ],
      },
      {
        say: "I'd like a dotwork sun on my sternum, about 10cm, black",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "I'm 25. Any time in the new year works", gives: ['age', 'timing'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['sun'],
        style: 'Dotwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 25,
        timing: ['new year', 'january'],
      },
    },
  },
  {
    id: 'fresh-t-en-rafa-areola-reconstruction',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: [
      'en',
      'web',
      'unusual',
      'breast-cancer',
      'reconstruction',
      'medical',
      'care',
      'defer',
      'multi-turn',
    ],
    note: 'After breast cancer treatment and reconstruction, realistic 3D areola tattoos: care first, never "Great"; whether Rafa does them is his to say (his bio says realism, not this). Both sides, about 4 cm each, skin tones (colour); the surgeon has signed her off. 52.',
    turns: [
      {
        say: 'Hello Rafa. I finished breast cancer treatment last year and had a reconstruction. Do you do realistic 3D nipple and areola tattoos? I know some realism artists do.',
        questions: [
          {
            topic: 'areola tattoos',
            about: ['areola', 'nipple', '3d', 'reconstruct'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa) (does|offers|can do|specialises in|specializes in) (3d |realistic )?(nipple|areola)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa) (doesn.t|does not|won.t|will not) (do|offer) (them|these|that|this|areola|nipple|3d|medical|paramedical)/i',
        ],
        reply: { empathy: true, mustNotContain: ['Great'] },
      },
      {
        say: 'Thank you. It would be both sides, each about 4cm across, in skin tones to match. My surgeon has signed me off.',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      { say: "I'm 52.", gives: ['age'] },
    ],
    conversation: {
      language: 'en',
      mustNotSay: ['/sorry for your loss|condolence|rest in peace/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['areola', 'nipple']],
        style: 'Realism',
        placement: { area: ['chest', 'breast'] },
        size: { cm: [3, 5] },
        color: 'color',
        age: 52,
      },
    },
  },
  {
    id: 'fresh-t-en-noor-medical-alert',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: ['en', 'dm', 'unusual', 'medical-alert', 'diabetes', 'two-questions', 'defer', 'multi-turn'],
    note: 'A medical alert for type 1 diabetes (a star of life with "T1D") in Noor\'s trad style: whether paramedics notice a tattoo and whether it must be red to count are for a doctor or diabetes nurse (never answered as fact). "Type 1" is no size or age; red and black is colour.',
    turns: [
      {
        say: 'hey noor, type 1 diabetic here 💉 want a trad style medical alert on my inner left wrist, like a star of life with T1D in the middle',
        gives: ['idea', 'placement'],
      },
      {
        say: 'would paramedics actually notice a tattoo? and does it have to be red to count as a medical alert?',
        questions: [
          {
            topic: 'paramedics noticing it',
            about: ['paramedic', 'notice', 'emergency', 'medical', 'alert'],
            answer: [
              '/doctor|nurse|\\bgp\\b|paramedic[^.!?]{0,40}(ask|check)|medical (team|advice|professional)/i',
            ],
            defer: true,
          },
          {
            topic: 'red to count',
            about: ['red', 'colour', 'color', 'count'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\bparamedics (will|do|always) (notice|look|check)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it|a tattoo) (counts|is recogni[sz]ed|is valid) as (a )?medical (alert|id)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it|they) (has|have|needs?) to be red\\b/i',
        ],
      },
      {
        say: 'ok ill check with my diabetes nurse. red and black then, about 4cm. im 33',
        gives: ['color', 'size', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['medical', 'star of life', 't1d', 'alert']],
        style: 'Traditional',
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [3, 5] },
        color: 'color',
        age: 33,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-en-kai-video-consult',
    category: 'fresh-2026-11t',
    artist: 'kai',
    tags: [
      'en',
      'web',
      'unusual',
      'video-call',
      'consultation',
      'waitlist',
      'deposit',
      'defer',
      'multi-turn',
    ],
    note: "A client three hours away asks for the consultation by video call: Kai's to say (no call offered as his practice). On a waitlist, when the deposit is paid: $200 per session is known, when it is taken is Kai's to say. A tiger in bamboo over the whole thigh.",
    turns: [
      {
        say: "Hi Kai, I live about three hours away so I'd love to do the consultation over a video call if that's possible? Thinking a tiger in bamboo on my thigh.",
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'a consultation by video call',
            about: ['video', 'call', 'zoom', 'consult', 'online', 'facetime'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|kai) (does|offers|can do|will do|is happy to do) (video|online|zoom)/i',
        ],
      },
      {
        say: "Also, since it's a waitlist, do I pay the deposit now or only once I get a date?",
        asks: 'deposit',
        questions: [
          {
            topic: 'when the deposit is paid',
            about: ['deposit', '200', 'now', 'date', 'session'],
            answer: ['200'],
            defer: true,
          },
        ],
      },
      { say: "Whole thigh, full colour. I'm 38.", gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['tiger'],
        style: 'Japanese',
        placement: { area: 'thigh' },
        size: { text: ['thigh', 'whole', 'full'] },
        color: 'color',
        age: 38,
      },
      replies: { notAsks: ['style'] },
    },
  },
] satisfies CaseInput[];
