import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients, mostly ordinary inquiries told the way a phone types them: "how much for a small tattoo" before
 * anything else, a brief dripped over four messages with a question about pain, a gap to fill between old pieces,
 * whether the artist or an apprentice tattoos, whether fine line blurs with the years, a week's holiday as the only
 * window, a half sleeve started by someone else (on a waitlist), a husband booking his wife's 40th, a client "in 11th
 * grade", a mother writing for her son of 19, a size and a colour changed, an unsure first-timer, a brother lost in a
 * motorbike crash, the artist's phone number asked, a faded star to cover, a deposit by bank transfer, a Spotify
 * code, a nurse hiding it under scrubs, walk-ins tomorrow in phone slang, and second-skin aftercare.
 */
export default [
  {
    id: 'fresh-n-en-how-much-small',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['en', 'dm', 'price-first', 'hours', 'drip-feed'],
    note: "The price before anything: Iris's minimum ($150) is the honest answer. Then the brief, and her hours (Tue-Sat 11am-7pm) asked beside the age.",
    turns: [
      {
        say: 'hey how much for a small tattoo',
        asks: 'price',
        questions: [
          {
            topic: 'price of a small piece',
            about: ['price', 'cost', '$', 'minimum', 'start'],
            answer: ['150'],
          },
        ],
      },
      {
        say: 'ok cool. fine line little wave on my ankle, maybe 4cm?',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'black ofc. im 22. when r u open?',
        gives: ['color', 'age'],
        asks: 'hours',
        questions: [
          {
            topic: 'opening hours',
            about: ['open', 'hours', 'tue', 'sat'],
            answer: ['/11\\s*(am)?\\s*(-|–|to)\\s*7/i', '/tue/i'],
          },
        ],
        reply: { notAsks: ['placement', 'size', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wave'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-n-en-drip-chest-pain',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['en', 'dm', 'drip-feed', 'pain', 'first-tattoo'],
    note: 'A brief over four short DMs with a pain question in the middle: the pain answer is the studio default (on); nothing given is asked again, and Noor (one style) is never asked the style.',
    turns: [
      { say: 'hiya 👋', notIdea: ['hiya'] },
      { say: 'wanna get a swallow', gives: ['idea'] },
      {
        say: 'left side of my chest, bout the size of my palm. does the chest hurt much?? its my first',
        gives: ['placement', 'size'],
        questions: [
          {
            topic: 'chest pain',
            about: ['hurt', 'pain', 'chest', 'sensitive'],
            answer: [
              '/sensitive|bony|bone|thin skin|manageable|bearable|tolerable|depends|varies|different for everyone/i',
            ],
          },
        ],
      },
      {
        say: 'colour obvs. im 24',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      replies: { notAsks: ['style'] },
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'chest', side: 'left' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-n-en-filler-between-pieces',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['en', 'dm', 'filler', 'existing-tattoos', 'new-situation'],
    note: 'A filler between two old trad pieces: the dagger and the rose are tattoos the client has, not the new design; the stars or web are the idea and "whatever fits" leaves the choice between them to Noor.',
    turns: [
      {
        say: "got a few trad bits on my left forearm already. want something to fill the gap between the dagger and the rose, maybe a little spider web or a couple stars, whatever fits better. gap's about 6cm. colour to match. 31, £150",
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size', 'style'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['web', 'star', 'filler', 'gap']],
        style: 'Traditional',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [5, 7] },
        color: 'color',
        age: 31,
        budget: { around: 150, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-n-en-rafa-or-apprentice',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['en', 'web', 'who-tattoos', 'question-with-facts', 'new-situation'],
    note: 'Whether Rafa himself or an apprentice does the work: nothing in his data says who else works there, so it is his to confirm; no apprentice is invented or ruled out.',
    turns: [
      {
        say: "Hi, one thing first: would it be Rafa himself doing the tattoo, or one of the apprentices? I only want Rafa. The piece: a realistic owl on my calf, about 18 cm, black and grey. I'm 36 and my budget is around €600.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'Rafa or an apprentice',
            about: ['apprentice', 'himself', 'rafa', 'personally', 'who'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,30})\\b(an?|our|the) apprentices? (will|would|can|could) (do|tattoo)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['owl'],
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 36,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-n-en-fine-line-blur',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['en', 'dm', 'longevity', 'size-change', 'question-with-facts', 'new-situation'],
    note: 'Whether fine line blurs over the years: nobody can promise it never will; Iris judges. The size then goes from 6 to 8 cm "so the lines have room": 8 wins.',
    turns: [
      {
        say: 'hi iris! thinking fine line snowdrop on my inner forearm, 6cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "quick q tho, does fine line blur after a few years? my friend's went kinda fuzzy",
        questions: [
          {
            topic: 'fine line blurring',
            about: ['blur', 'fuzzy', 'spread', 'years', 'age', 'soften'],
            answer: [
              '/soften|spread|settle|blur[^.?!]{0,40}(time|years)|(size|spacing|placement|aftercare|sun)/i',
            ],
            defer: true,
          },
        ],
        mustNotSay: ['/(won.t|will not|never|doesn.t|does not) (ever )?(blur|spread|fade|go fuzzy)/i'],
      },
      {
        say: 'ok maybe go 8cm then so the lines have a bit more room. im 27, budget $200',
        gives: ['size', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['snowdrop'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [7.5, 8.5] },
        color: 'black',
        age: 27,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-n-en-holiday-week-barcelona',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['en', 'dm', 'timing-window', 'tourist', 'availability', 'drip-feed'],
    note: 'A tourist in Barcelona for one week (3-10 June): the week is the timing; Rafa works by appointment only, so no walk-in is promised and the dates go to booking or to Rafa. Bruno is the dog, alive: no condolences.',
    turns: [
      {
        say: "hey! i'm in barcelona on holiday 3rd to 10th june, any chance i could get tattooed by you that week?",
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'a slot that week',
            about: ['june', 'week', 'slot', 'available', 'availability', 'appointment', 'book'],
            answer: ['example.com/book/rafa', '/appointment/i'],
            defer: true,
          },
        ],
        mustNotSay: ['/walk[- ]?ins? (are|is) (welcome|fine|ok)/i'],
      },
      {
        say: 'would be a portrait of my dog bruno, hes a staffy 🐶 i have loads of pics',
        gives: ['idea', 'style', 'references'],
      },
      {
        say: 'forearm, 12-15cm, black and grey. 41, and 400 euros ok?',
        gives: ['placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'is 400 enough',
            about: ['400', 'budget', 'price', 'minimum', '€'],
            answer: ['/300|minimum/i'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/sorry for your loss|passed away|in memory/i'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['dog', 'bruno', 'staffy']],
        placement: { area: 'forearm' },
        size: { cm: [12, 15] },
        color: 'black_and_grey',
        age: 41,
        budget: { around: 400, currency: 'EUR' },
        references: true,
        timing: ['june', '3', '10'],
      },
    },
  },
  {
    id: 'fresh-n-en-finish-half-sleeve',
    category: 'fresh-2026-11n',
    artist: 'kai',
    tags: ['en', 'dm', 'waitlist', 'continue-other-artists-work', 'new-situation'],
    note: "A half sleeve started by an artist who moved away, to be finished down the forearm with a dragon: Kai is on a waitlist (said, no booking link, he has none); whether he takes on another's work and how long the wait is are his to say; the koi and waves are already there.",
    turns: [
      {
        say: 'yo kai, i got the top half of a japanese sleeve done, waves and a koi, but my artist moved to canada 😭 would u finish it? thinking a dragon coming down the forearm',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: "finishing another artist's sleeve",
            about: ['finish', 'another', 'someone else', 'existing', 'sleeve', 'continue'],
            defer: true,
          },
        ],
        reply: { notAsks: ['style'] },
      },
      {
        say: 'how long is the waitlist roughly',
        asks: 'availability',
        questions: [{ topic: 'waitlist length', about: ['waitlist', 'wait', 'list', 'long'], defer: true }],
      },
      {
        say: "ok put me on it. budget's like 2k for the forearm part, i'm 38",
        gives: ['budget', 'age'],
        reply: { notAsks: ['budget', 'age', 'idea'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      some: { mustContainAny: ['waitlist', 'wait list', 'waiting list'] },
      replies: { bookingLink: false },
      fields: {
        idea: ['dragon'],
        style: 'Japanese',
        placement: { area: ['forearm', 'arm'] },
        size: { text: ['sleeve', 'forearm', 'half'] },
        age: 38,
        budget: { around: 2000 },
      },
    },
  },
  {
    id: 'fresh-n-en-wifes-40th-surprise',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['en', 'web', 'gift', 'someone-elses-age', 'deposit', 'new-situation'],
    note: "A husband books his wife's 40th-birthday tattoo as a surprise: the piece is hers (an olive branch she has wanted for ages), she turns 40, so nobody is under age; Lena's deposit (€60) is the answer to whether he can pay it.",
    turns: [
      {
        say: "Hi Lena, bit of an unusual one. My wife turns 40 in March and she's been talking about getting a small fine line olive branch on her forearm for ages. I'd love to book it for her as a surprise. Can I pay the deposit for her, and how much is it?",
        gives: ['idea', 'style', 'placement', 'timing'],
        asks: 'deposit',
        questions: [{ topic: 'deposit', about: ['deposit', '€', 'hold'], answer: ['60'] }],
      },
      {
        say: 'Something around 8 cm I think, black. Budget no more than €200.',
        gives: ['size', 'color', 'budget'],
        reply: { notAsks: ['size', 'color', 'budget', 'idea'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['olive', 'branch']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
        color: 'black',
        budget: { max: 200, currency: 'EUR' },
        timing: ['march'],
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-n-en-eleventh-grade',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['en', 'dm', 'minor', 'age-by-school-year', 'price-first'],
    note: '"I\'m in 11th grade" is 16 or 17: under 18, and Noor\'s rule is 18+ with photo ID at the door; a mum who would sign changes nothing. Told kindly, never ready, no save.',
    turns: [
      {
        say: 'hii how much would a small trad rose on my hand be',
        gives: ['idea', 'placement'],
        asks: 'price',
        questions: [{ topic: 'price', about: ['price', 'cost', '£', 'minimum', 'start'], answer: ['120'] }],
      },
      {
        say: "ok!! i'm in 11th grade btw but my mom said she'd sign for me if that helps",
        gives: ['age'],
        reply: { mustContainAny: ['18'] },
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true },
    },
  },
  {
    id: 'fresh-n-en-mum-for-son-19',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['en', 'web', 'parent-for-adult', 'someone-elses-age', 'companion', 'new-situation'],
    note: "A mother writes for her son of 19 (shy, she is paying): he is an adult, so nobody is turned away; the dog's name is the words to write. Whether she may come along is the companion answer (default on).",
    turns: [
      {
        say: "Hello! I'm writing for my son, he turned 19 last week and he's too shy to message himself 🙈 He'd like his dog's name, Pepper, in small script on his wrist, about 5 cm, black. I'm paying, budget around $180. Is it alright if I come with him?",
        gives: ['idea', 'placement', 'size', 'color', 'budget'],
        notIdea: ['shy'],
        questions: [
          {
            topic: 'mum coming along',
            about: ['come', 'along', 'with him', 'bring', 'companion', 'welcome'],
            answer: ['/welcome|can come|come along|bring (one|a)|(is|are) fine|of course|sure/i'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      some: { mustContainAny: ['photo ID', 'valid ID', 'identification'] },
      fields: {
        idea: ['pepper'],
        placement: { area: 'wrist' },
        size: { cm: [4, 6] },
        color: 'black',
        budget: { around: 180 },
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-n-en-bigger-then-red',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['en', 'dm', 'change-of-mind', 'size-change', 'colour-question'],
    note: 'A size changed (10 → 15 cm), a question whether Mara does any red (colour work is not in her data: she is asked), then black after all: 15 cm and black are noted, 10 cm and red are not said back.',
    turns: [
      {
        say: 'geometric lotus on my thigh, 10cm, black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'hmm actually bigger, like 15',
        gives: ['size'],
        mustNotSay: ['/\\b10 ?cm\\b/i'],
      },
      {
        say: 'could it have a bit of red in it or do u only do black?',
        questions: [
          {
            topic: 'red in the piece',
            about: ['red', 'colour', 'color'],
            answer: ['/blackwork|black work/i'],
            defer: true,
          },
        ],
      },
      {
        say: "ok let's just keep it black. 28, budget 500",
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['color', 'size'] },
        mustNotSay: ['/(with|and) (a )?(touch|bit|hint|pop) of red/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['lotus'],
        style: 'Geometric',
        placement: { area: 'thigh' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 28,
        budget: { around: 500 },
      },
    },
  },
  {
    id: 'fresh-n-en-unsure-first-dainty',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['en', 'dm', 'unsure', 'first-tattoo', 'drip-feed'],
    note: 'No idea at first ("something small and dainty"), unsure again, then lavender on the ribs: options from what Lena does (botanicals, small black and grey), never the same bare question twice.',
    turns: [
      {
        say: 'hii i want my first tattoo but i have literally no idea what lol. something small and dainty',
        unsure: true,
      },
      { say: 'idk maybe something nature-y??', unsure: true, reply: { offersOptions: true } },
      { say: 'ooh a little sprig of lavender! on my ribs', gives: ['idea', 'placement'] },
      {
        say: 'like 7cm? black. im 20',
        gives: ['size', 'color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      some: { offersOptions: true },
      fields: {
        idea: ['lavender'],
        placement: { area: 'rib' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 20,
      },
    },
  },
  {
    id: 'fresh-n-en-brother-motorbike',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['en', 'dm', 'memorial', 'references-said-not-sent', 'budget-open'],
    note: 'A brother lost in a motorbike crash: care first, never "Great"; photos said to exist but none attached (no thanks for them); "whatever it costs" leaves the budget open, never asked again.',
    turns: [
      {
        say: 'hey. my brother died in a motorbike crash in may. i want a realistic portrait of him on his bike',
        gives: ['idea', 'style'],
        reply: { empathy: true, mustNotContain: ['great', 'love it', 'awesome'] },
      },
      {
        say: 'back of my calf, maybe 20cm? i have photos of him on it i can send',
        gives: ['placement', 'size', 'references'],
      },
      {
        say: "im 29. not fussed about budget honestly, whatever it costs. it's for him",
        gives: ['age', 'budget'],
        reply: { notAsks: ['budget', 'age', 'placement', 'size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['brother', 'portrait', 'bike', 'motorbike']],
        placement: { area: 'calf' },
        size: { cm: [18, 22] },
        age: 29,
        references: true,
      },
    },
  },
  {
    id: 'fresh-n-en-mara-phone-number',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['en', 'dm', 'asks-for-person', 'phone', 'false-claim'],
    note: 'A client who would rather talk to Mara on the phone: an offer to reach her (her booking link, or passing the message on), never a phone number the data does not hold; the brief is kept (decision 050: saveable).',
    turns: [
      {
        say: 'hey is there a number i can call? id rather just talk to mara directly tbh',
        reply: { handoff: true },
      },
      {
        say: 'its for a dotwork mandala on my upper back, pretty big like 25cm. black',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/\\+?\\d[\\d ().-]{7,}\\d/'] },
    expect: {
      ready: true,
      some: { handoff: true },
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'back' },
        size: { cm: [23, 27] },
        color: 'black',
      },
    },
  },
  {
    id: 'fresh-n-en-faded-star-cover',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['en', 'dm', 'cover-up', 'regret', 'drip-feed'],
    note: 'A faded blue star from age 19, a bit embarrassing: Noor takes cover-ups, so the answer is yes; the new piece (a panther head) is the idea, the star is what goes under it; 19 was the client then, 34 now.',
    turns: [
      {
        say: 'got a faded blue star on my ankle from when i was 19, kinda embarrassing lol. can u cover it?',
        gives: ['placement'],
        questions: [
          {
            topic: 'cover-ups',
            about: ['cover'],
            answer: ['/\\b(yes|yep|yeah|sure|absolutely|definitely|does|takes)\\b/i'],
          },
        ],
        mustNotSay: ['/(doesn.t|does not|don.t|do not) (do|take) cover/i'],
      },
      { say: 'something trad, maybe a panther head? same spot, bit bigger, 8-10cm', gives: ['idea', 'size'] },
      {
        say: 'colour. 34. £200?',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'placement'] },
      },
    ],
    conversation: { language: 'en', notClientAge: [19] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [8, 10] },
        color: 'color',
        age: 34,
        budget: { around: 200, currency: 'GBP' },
        coverUp: true,
      },
    },
  },
  {
    id: 'fresh-n-en-deposit-bank-transfer',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['en', 'web', 'deposit', 'payment', 'drip-feed'],
    note: "The deposit (€60, from Lena's settings) is answered; paying it by bank transfer is not in her data (payment methods off), so she confirms that part.",
    turns: [
      {
        say: "Hi! I'd like a tiny fine line bee on my wrist, about 3 cm, black.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'How much is the deposit, and can I pay it by bank transfer?',
        asks: 'deposit',
        questions: [
          { topic: 'deposit amount', about: ['deposit', '€'], answer: ['60'] },
          { topic: 'bank transfer', about: ['transfer', 'bank', 'pay'], defer: true },
        ],
      },
      {
        say: "Great. I'm 27, budget about €130.",
        gives: ['age', 'budget'],
        reply: { notAsks: ['age', 'budget', 'size'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['bee'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 27,
        budget: { around: 130, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-n-en-spotify-code',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['en', 'web', 'scannable-code', 'two-dimensions', 'complete', 'new-situation'],
    note: 'The Spotify code of the couple\'s first-dance song: the code is the design, 12 cm its length (3 cm tall); "our song" is no lettering to ask about.',
    turns: [
      {
        say: "Hi Mara! I'd like the Spotify code for the song from our first dance on my forearm. Blackwork, black only obviously. Around 12 cm long and 3 cm tall. I'm 30, budget $250.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'color'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['spotify'],
        style: 'Blackwork',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 30,
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-n-en-nurse-hidden-scrubs',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['en', 'dm', 'placement-advice', 'question-back', 'work-visibility'],
    note: 'A nurse asks where a piece stays hidden under scrubs: a placement suggestion (upper arm, shoulder, ribs, back) answers it; then the shoulder blade is chosen.',
    turns: [
      {
        say: "hi! i'm a nurse so it has to be hidden under scrubs. where would u suggest? it's a little fine line heartbeat line with a heart at the end",
        gives: ['idea', 'style'],
        questions: [
          {
            topic: 'where it stays hidden',
            about: ['hidden', 'scrubs', 'suggest', 'placement', 'cover'],
            answer: ['/shoulder|upper arm|rib|back|hip|thigh|collarbone/i'],
          },
        ],
      },
      { say: 'ooh shoulder blade sounds good, right one. 6cm?', gives: ['placement', 'size'] },
      { say: 'black. im 31', gives: ['color', 'age'], reply: { notAsks: ['placement', 'size', 'idea'] } },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['heartbeat', 'ecg', 'heart']],
        style: 'Minimalist',
        placement: { area: ['shoulder blade', 'shoulder'], side: 'right' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-n-en-walk-in-tomorrow-slang',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['en', 'dm', 'slang', 'typos', 'walk-ins', 'price-first'],
    note: 'Phone slang: "hw much 4 a lil dagger", "2moro", "kk colour ya". Noor takes walk-ins (yes) and her minimum is £120; tomorrow is the wanted timing, not an agreed slot.',
    turns: [
      {
        say: 'yo hw much 4 a lil dagger on my hand? tryna get it 2moro if u do walk ins',
        gives: ['idea', 'placement', 'size', 'timing'],
        asks: 'walk-ins',
        questions: [
          { topic: 'price', about: ['price', 'cost', '£', 'minimum'], answer: ['120'] },
          { topic: 'walk-ins', about: ['walk'], answer: ['/\\b(yes|yep|yeah|sure|do|take|welcome)\\b/i'] },
        ],
        mustNotSay: ['/(see|booked|confirmed)[^.?!]{0,20}tomorrow/i'],
      },
      {
        say: 'kk colour ya. bout 5cm. im 20 btw',
        gives: ['color', 'size', 'age'],
        reply: { notAsks: ['placement', 'idea'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['dagger'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 20,
        timing: ['tomorrow'],
      },
    },
  },
  {
    id: 'fresh-n-en-second-skin-aftercare',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['en', 'web', 'aftercare', 'touch-ups', 'drip-feed'],
    note: 'After the brief, aftercare (default answer on) and whether a touch-up is free (Iris: one free touch-up within 8 weeks): both answered.',
    turns: [
      {
        say: "Hi Iris, I'd love a small fine line crescent moon with stars behind my ear, about 4 cm, black. I'm 25, budget $160.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      {
        say: 'Do you use that second skin wrap? And what do I do after, just wash it?',
        asks: 'aftercare',
        questions: [
          {
            topic: 'aftercare',
            about: ['aftercare', 'wrap', 'second skin', 'wash', 'heal'],
            answer: ['/wash|moistur|cream|balm|ointment|lotion|clean|pat dry|days?\\b/i'],
          },
        ],
      },
      {
        say: 'And if a line heals patchy, is the touch-up free?',
        questions: [{ topic: 'touch-ups', about: ['touch'], answer: ['/\\b8 weeks|eight weeks/i'] }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['moon'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 25,
        budget: { around: 160 },
      },
    },
  },
] satisfies CaseInput[];
