import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients, in regional voices no earlier set used. Ordinary inquiries: a Glaswegian student's thistle "the
 * size o a tunnocks teacake" with the price, walking in and Saturdays; a Dubliner's claddagh on "the back of me neck"
 * (4 to 6 cm) with a budget raised after "me nan sent a few bob", the deposit taken off the price and a passport as ID;
 * a Kiwi's silver fern "as long as a biro" with a session's length, the deposit and an NZ card; a Texan's foo dog from
 * collarbones to nipples with "4 benjamins" under Kai's minimum, then "8 benjamins", and the waitlist's length; a
 * Singaporean's three tiny symbols "like my pinky nail" with the minimum per piece or in all and a cover-up Iris does
 * not do; an Indian client's Ganesha in Indian English ("kindly share the timings", "UPI is possible?"); a South
 * African's protea "as long as a school ruler, maybe a bit less" with flash "now now" while the books are closed and a
 * price nobody set; a Welsh "alright butt" (a friend, no placement) with a dragon the size of a Welsh cake, aftercare
 * and a friend along; a Canadian's toonie-sized sun with the sauna and the deposit; a Jamaican's doctor bird (a
 * hummingbird, no doctor) with a price and Sunday hours nobody set. Situations no earlier set has: a Geordie stag do
 * wanting to walk in on a Saturday with a groom's brother of 17 along, a Scouse support worker booking for a man of 30
 * with Down syndrome, a paraplegic client (T10) asking about circulation and staying in her chair, a kidney transplant
 * and immunosuppressants (14.03.23 no age), a Cornish client whose girlfriend of 17 wants the matching swallow, a
 * Mancunian who lost her mum and wants her mum's old swallow, a stick-and-poke done at 15 buried under a peony, a
 * healed line gone blurry three months on (the touch-up's 8 weeks), a Hawaiian 16-year-old "17 by summer" asking for
 * the waitlist, a Filipino senior in high school who is 19.
 */
export default [
  {
    id: 'fresh-u-en-scots-thistle-teacake',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'ordinary',
      'scottish',
      'price',
      'walk-ins',
      'hours',
      'size-as-thing',
      'defer',
      'multi-turn',
    ],
    note: 'Glaswegian ("awright", "wee", "ma", "aboot", "wid", "ken", "aye"): a trad thistle on the shin "the size o a tunnocks teacake" (about 6-7 cm across). The price is Noor\'s minimum (120); walking in is a yes (she takes walk-ins); whether she is open on Saturdays is in no data (asked, never claimed open or closed). A provisional licence is the ID; 21. Noor does one style: never asked.',
    turns: [
      {
        say: 'awright noor! glasgow lassie doon in bristol for uni 🏴󠁧󠁢󠁳󠁣󠁴󠁿 wantin a wee trad thistle on ma shin, aboot the size o a tunnocks teacake. how much wid that be roughly?',
        gives: ['idea', 'placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['price', 'cost', '£', 'minimum', 'start', '120'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
        ],
      },
      {
        say: "sound. can ah just turn up or dae ye need tae book? an are ye open on a saturday, ken, cos ah've uni aw week",
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk', 'turn up', 'book', 'drop in'],
            answer: [
              '/\\b(yes|yep|aye|sure|welcome|takes? walk|does walk|can walk|walk-?ins? (are )?(welcome|fine|ok))\\b/i',
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
      {
        say: 'brilliant. full colour aye, purple n green like a proper thistle. am 21, got ma provisional as ID',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['thistle'],
        style: 'Traditional',
        placement: { area: ['shin', 'leg'] },
        size: { cm: [5, 8], text: ['teacake', 'tunnock'] },
        color: 'color',
        age: 21,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-en-irish-claddagh-nape',
    category: 'fresh-2026-11u',
    artist: 'iris',
    tags: ['en', 'dm', 'ordinary', 'irish', 'deposit', 'id', 'budget-corrected', 'size-range', 'multi-turn'],
    note: 'A Dubliner on a J1 summer ("me", "grand", "the craic", "a few bob"): a fine line claddagh on "the back of me neck" (the nape), "somewhere between 4 and 6 cm". The deposit comes off the price (Iris: $50, taken off the final price). The budget of $200 is raised to 300 in a later message (300 wins, never asked again). An Irish passport is photo ID (Iris: 18+ with photo ID): a yes. 24.',
    turns: [
      {
        say: "hiya iris, irish gal here on a j1 for the summer ☘️ would love a fine line claddagh on the back of me neck, somewhere between 4 and 6 cm. budget's 200 dollars",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      {
        say: 'whats the craic with the deposit, does it come off the price or is it on top?',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit off the price',
            about: ['deposit', 'price', 'off', 'top', '50'],
            answer: [
              '/taken off|comes? off|off the (final |total )?(price|cost|bill)|towards? (the )?(final|total|price)|deducted|not on top/i',
            ],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if|not)[^.?!]{0,40})\\b(it.s|it is|the deposit is) (on top|extra|added on)/i',
        ],
      },
      {
        say: 'grand. ah actually make the budget 300, me nan sent me a few bob for me birthday 🥰',
        gives: ['budget'],
        reply: { notAsks: ['budget', 'size', 'placement'] },
      },
      {
        say: 'black obviously. im 24, is me irish passport grand for ID?',
        gives: ['color', 'age'],
        questions: [
          {
            topic: 'a passport as ID',
            about: ['passport', 'id', 'photo', 'identification'],
            answer: [
              '/\\b(yes|yep|sure|of course|absolutely|perfect|works|counts|that.s fine|is fine|grand)\\b/i',
            ],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['claddagh'],
        style: 'Minimalist',
        placement: { area: ['nape', 'neck'] },
        size: { cm: [4, 6] },
        color: 'black',
        budget: { around: 300, currency: 'USD' },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-u-en-kiwi-fern-biro',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'ordinary',
      'kiwi',
      'session-length',
      'deposit',
      'payment',
      'size-as-thing',
      'defer',
      'multi-turn',
    ],
    note: 'A New Zealander on a working holiday in Berlin ("kia ora", "keen as", "or nah", "sweet as", "chur"): a fine line silver fern down the left ribs "about as long as a biro" (about 14 cm). A sitting\'s length is the studio answer or Lena\'s to say; the deposit is Lena\'s €60; paying it with a New Zealand card is in no data (asked, never promised). €300.',
    turns: [
      {
        say: 'kia ora lena! kiwi over in berlin on a working holiday 🥝 keen as for a fine line silver fern down my ribs, left side, about as long as a biro',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'how long would that take, like one sitting? and is there a deposit, can i pay it on my NZ card or nah',
        asks: 'deposit',
        questions: [
          {
            topic: "a sitting's length",
            about: ['sitting', 'session', 'hours', 'long', 'take'],
            answer: ['/\\b(hours?|one (sitting|session)|single (sitting|session)|depends)\\b/i'],
            defer: true,
          },
          {
            topic: 'deposit',
            about: ['deposit', '€', '60', 'hold'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
          {
            topic: 'paying with an NZ card',
            about: ['card', 'nz', 'pay', 'payment'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|lena) (takes|accepts) (foreign |international |overseas |nz |all )?cards?/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\byour nz card (is|will be|works) (fine|ok|okay)/i',
        ],
      },
      {
        say: 'sweet as. black only, budget 300 euros',
        gives: ['color', 'budget'],
      },
      {
        say: '27',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['fern'],
        style: 'Minimalist',
        placement: { area: 'rib', side: 'left' },
        size: { cm: [12, 16], text: ['biro', 'pen'] },
        color: 'black',
        budget: { around: 300, currency: 'EUR' },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-u-en-texan-foo-dog-benjamins',
    category: 'fresh-2026-11u',
    artist: 'kai',
    tags: [
      'en',
      'dm',
      'ordinary',
      'texan',
      'budget-slang',
      'benjamins',
      'under-minimum',
      'budget-corrected',
      'waitlist',
      'size-against-body',
      'defer',
      'multi-turn',
    ],
    note: 'A Texan ("howdy", "fixin to", "reckon", "well shoot"): a Japanese foo dog across the whole chest, "collarbones down to my nipples". "4 benjamins" is $400, under Kai\'s $500 minimum: the minimum said, never "that\'s enough"; then "make it 8 benjamins" ($800, the latest wins). The waitlist\'s length is Kai\'s to say (no time invented). Kai does one style: never asked.',
    turns: [
      {
        say: 'howdy kai! fixin to get a japanese foo dog across my whole chest, collarbones down to my nipples, full color',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: "i got about 4 benjamins saved up, reckon that'll cover it?",
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is $400 enough',
            about: ['minimum', 'enough', 'cover', 'budget', '$', '500', '400'],
            answer: ['/(?<!\\d)500(?!\\d)/'],
          },
        ],
        mustNotSay: [
          '/\\$ ?400 (is|will be|should be|would be) (plenty|enough|fine)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(that|it) (will|should|would) (cover it|be enough)/i',
        ],
      },
      {
        say: "well shoot. make it 8 benjamins then, i'll save up. how long's the waitlist anyhow?",
        gives: ['budget'],
        questions: [
          {
            topic: "the waitlist's length",
            about: ['wait', 'list', 'waitlist', 'long', 'opening', 'spot'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(the )?wait(ing)? ?list is (about |around |roughly |currently )?\\d+/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(about|around|roughly) \\d+ (weeks|months) (wait|on the (wait ?list|list))/i',
        ],
      },
      {
        say: '35, been 35 since june lol. born n raised in austin',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['foo dog', 'foo-dog', 'komainu', 'lion dog', 'shishi']],
        style: 'Japanese',
        placement: { area: 'chest' },
        size: { text: ['chest', 'whole', 'full', 'collarbone'] },
        color: 'color',
        budget: { around: 800, currency: 'USD' },
        age: 35,
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-u-en-singlish-three-tiny',
    category: 'fresh-2026-11u',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'ordinary',
      'singaporean',
      'price',
      'minimum-per-piece',
      'cover-up',
      'size-as-body',
      'defer',
      'multi-turn',
    ],
    note: 'A Singaporean student in Portland ("wan", "lah", "ah", "can or not", "paiseh", "nvm"): three tiny fine line symbols in a row on the left inner wrist, each "like my pinky nail" (about 1 cm). The minimum is Iris\'s $150; whether it is per piece or for all three is hers to say (never "3 for 150"). A cover-up of an old ankle tattoo: Iris does not do cover-ups (said plainly); the wrist trio is no cover-up. $200.',
    turns: [
      {
        say: 'hello iris! im from singapore studying in portland 🇸🇬 wan 3 tiny fine line ones lah, a heart a star and a moon, in a row on my left inner wrist. each one like my pinky nail only',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'got minimum price or not ah? and the minimum is per tattoo or for all 3 together? paiseh ask so many',
        asks: 'price',
        questions: [
          {
            topic: 'minimum',
            about: ['minimum', 'price', '$', '150', 'start'],
            answer: ['/(?<!\\d)150(?!\\d)/'],
          },
          {
            topic: 'per piece or all three',
            about: ['each', 'per', 'together', 'all three', 'all 3', 'three', 'piece'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(all )?(three|3)( of them| pieces| tattoos)? (for|at) (\\$ ?)?150\\b/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\$ ?150 (each|per (tattoo|piece|design))\\b/i',
        ],
      },
      {
        say: 'ok can. also got one old tattoo on my ankle i regret, can cover up or not?',
        questions: [
          {
            topic: 'a cover-up',
            about: ['cover', 'cover-up', 'coverup', 'old tattoo'],
            answer: [
              '/\\b(doesn.t|does not|don.t|do not|isn.t|is not|won.t|no)\\b[^.!?]{0,40}cover-?ups?|cover-?ups?[^.!?]{0,30}\\b(not|no|isn.t)\\b/i',
            ],
          },
        ],
        mustNotSay: ['/\\b(she|iris) (does|takes|can do|is happy to do) cover-?ups?/i'],
      },
      {
        say: 'ok nvm then. black, im 21 already, turned in march. budget 200 USD',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['heart', 'star', 'moon']],
        style: 'Minimalist',
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [0.5, 5], text: ['nail', 'pinky'] },
        color: 'black',
        budget: { around: 200, currency: 'USD' },
        age: 21,
        coverUp: false,
      },
    },
  },
  {
    id: 'fresh-u-en-indian-ganesha-upi',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'en',
      'web',
      'ordinary',
      'indian-english',
      'hours',
      'payment',
      'upi',
      'two-dimensions',
      'multi-turn',
    ],
    note: 'Indian English ("presently", "one realistic", "upper arm itself", "kindly share the timings", "modes of payment", "34 years of age", "will do the needful"): a realistic Lord Ganesha, black and grey, 15 x 10 cm on the right upper arm. The hours are Rafa\'s (Mon-Fri 12:00-20:00); payment is card, cash or Bizum, and UPI is none of them (never accepted). €450 is over his €300 minimum.',
    turns: [
      {
        say: 'Good afternoon sir. I am Rohan from Pune, presently working in Barcelona. I want one realistic Lord Ganesha tattoo on my right upper arm itself, black and grey, approx 15 cm x 10 cm.',
        gives: ['idea', 'style', 'placement', 'color', 'size'],
      },
      {
        say: 'Kindly share the timings of the studio. Also what are the modes of payment, UPI is possible?',
        asks: 'hours',
        questions: [
          {
            topic: 'hours',
            about: ['hours', 'open', 'timings', 'monday', 'friday', '12', '20'],
            answer: [
              '/12[:.]?00|\\b12\\s*(-|–|to)\\s*20\\b|mon(day)?\\s*(-|–|to|through)\\s*fri|20[:.]00|8 ?pm|noon/i',
            ],
          },
          {
            topic: 'payment and UPI',
            about: ['pay', 'payment', 'upi', 'card', 'cash', 'bizum'],
            answer: ['/card, cash (or|and) bizum|bizum/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(he|rafa|we|the studio) (takes?|accepts?) upi/i',
          '/\\bupi (works|is fine|is possible|is accepted|is ok)/i',
        ],
      },
      {
        say: 'Budget is approx 450 euros. I am 34 years of age. Will do the needful for the deposit.',
        gives: ['budget', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['ganesha', 'ganesh', 'ganapati']],
        style: 'Realism',
        placement: { area: 'upper arm', side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 450, currency: 'EUR' },
        age: 34,
      },
    },
  },
  {
    id: 'fresh-u-en-saffa-protea-flash',
    category: 'fresh-2026-11u',
    artist: 'juno',
    tags: [
      'en',
      'dm',
      'ordinary',
      'south-african',
      'flash',
      'books-closed',
      'price',
      'size-as-thing',
      'defer',
      'multi-turn',
    ],
    note: 'A South African in Leeds ("howzit", "keen", "now now", "eish", "lekker"): a neo-traditional king protea with a sunbird on the thigh "about as long as a school ruler, maybe a bit less" (a 30 cm ruler: 22-30 cm). Juno does flash (a yes) but her books are closed (a waitlist, no booking link, so flash "now now" is not promised); Juno set no minimum, so the price is hers to say (no figure invented). £250, 26 ("27 in jan").',
    turns: [
      {
        say: 'howzit juno! saffa living in leeds 🇿🇦 keen on a neo trad king protea with a little sunbird, on my thigh, about as long as a school ruler, maybe a bit less',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'saw ur books r closed 😢 but do u do flash? could i grab one now now or is that also waitlist?',
        asks: 'flash',
        questions: [
          {
            topic: 'flash',
            about: ['flash', 'designs'],
            answer: [
              '/\\b(yes|yep|yeah|does flash|do flash|has flash|flash (sheets?|designs?|pieces?|days?))\\b/i',
            ],
          },
          {
            topic: 'flash while the books are closed',
            about: ['closed', 'waitlist', 'wait list', 'now', 'list', 'books'],
            answer: ['/closed|wait ?list|waiting list/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(you can|you could) (grab|get|book) (a |one )?flash (now|today|this week|right away)/i',
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'eish ok, waitlist me then. how much would the protea be more or less?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['price', 'cost', 'how much', 'quote'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(starts? at|minimum (is|of)|prices? (start|from)|would cost|will cost) (£|\\$|€) ?\\d+/i',
        ],
      },
      {
        say: 'full colour, lekker bright. budget about 250 pounds, im 26, 27 in jan',
        gives: ['color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['protea'],
        style: 'Neo-traditional',
        placement: { area: 'thigh' },
        size: { cm: [22, 31], text: ['ruler'] },
        color: 'color',
        budget: { around: 250, currency: 'GBP' },
        age: 26,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-u-en-welsh-dragon-butty',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'ordinary',
      'welsh',
      'aftercare',
      'companion',
      'dialect-not-body-part',
      'size-as-thing',
      'multi-turn',
    ],
    note: 'Welsh ("alright butt" and "my butty" are "mate", no body part; "lush", "well nervous", "tidy", "26 I am"): a trad Welsh dragon on the forearm the size of a Welsh cake (about 6-7 cm). Aftercare: the studio\'s aftercare answer or Noor asked; a friend sitting with him is the companion answer. Red: colour. Noor does one style: never asked.',
    turns: [
      {
        say: 'alright butt! proper lush work 😍 want a trad welsh dragon on my forearm, size of a welsh cake like',
        gives: ['idea', 'placement', 'size'],
        notIdea: ['butt'],
      },
      {
        say: "what aftercare do you do after, cream or that cling film stuff? and can my butty come sit with me, he's well nervous for me lol",
        questions: [
          {
            topic: 'aftercare',
            about: ['aftercare', 'care', 'cream', 'film', 'wash', 'balm', 'heal'],
            answer: ['/wash|moisturi|cream|balm|ointment|unscented|clean|second skin|wrap|film/i'],
            defer: true,
          },
          {
            topic: 'a friend along',
            about: ['friend', 'mate', 'butty', 'come', 'sit', 'bring'],
            answer: ['/\\b(yes|yep|sure|of course|absolutely|welcome|can come|can sit|can join|bring)\\b/i'],
          },
        ],
      },
      {
        say: 'tidy. red obviously 🏴󠁧󠁢󠁷󠁬󠁳󠁿 26 I am',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/\\b(buttocks?|bum|glutes?|butt cheeks?)\\b/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['dragon'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [5, 9], text: ['welsh cake', 'cake'] },
        color: 'color',
        age: 26,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-en-canadian-toonie-sauna',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'ordinary',
      'canadian',
      'healing',
      'sauna',
      'deposit',
      'size-as-coin',
      'one-word-replies',
      'currency-corrected',
      'defer',
      'multi-turn',
    ],
    note: 'A Canadian in Berlin ("eh", "a toonie", "two hundred bucks, er, euros"): a fine line sun behind the right ear the size of a toonie (a 2-dollar coin, 2.8 cm). How long before the sauna: the healing answer (weeks) or Lena, never a few days promised as fine; the deposit is Lena\'s €60. The budget is in euros after the correction. "black" and "31" come alone.',
    turns: [
      {
        say: "hey lena! canadian in berlin, eh 🇨🇦 i'd love a tiny fine line sun behind my right ear, like the size of a toonie",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'how long till i can go in the sauna after? my gym has one and i go like every day lol. oh and how much is the deposit?',
        asks: 'deposit',
        questions: [
          {
            topic: 'sauna after',
            about: ['sauna', 'heal', 'weeks', 'days', 'gym'],
            answer: ['/\\bweeks?\\b|heal(ed|s)? (fully|completely)/i'],
            defer: true,
          },
          {
            topic: 'deposit',
            about: ['deposit', '€', '60', 'hold'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(a few days|one week|a week|\\d+ days?) (is|should be|will be) (fine|enough|plenty|ok)/i',
        ],
      },
      { say: 'black', gives: ['color'] },
      { say: 'budget two hundred bucks, er, euros lol', gives: ['budget'] },
      {
        say: '31',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['sun'],
        style: 'Minimalist',
        placement: { area: 'ear', side: 'right' },
        size: { cm: [2, 4], text: ['toonie', 'coin'] },
        color: 'black',
        budget: { around: 200, currency: 'EUR' },
        age: 31,
      },
    },
  },
  {
    id: 'fresh-u-en-jamaican-doctor-bird',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: [
      'en',
      'dm',
      'ordinary',
      'jamaican',
      'price',
      'hours',
      'word-not-medical',
      'size-as-body',
      'references-later',
      'defer',
      'multi-turn',
    ],
    note: 'Jamaican patois ("wah gwaan", "mi waan", "pon", "likkle", "unnu", "bless up", "soon come"): a dotwork doctor bird (Jamaica\'s hummingbird, no doctor) on the shoulder blade "bout di size a mi ear" (5-7 cm). Mara set no prices or hours: the price and Sunday opening are hers to say (no figure, no day claimed). The reference pictures come later (never thanked before they are sent).',
    turns: [
      {
        say: 'wah gwaan mara! mi waan a dotwork doctor bird pon mi shoulder blade, likkle one, bout di size a mi ear 🇯🇲',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'how much it go cost? an unnu open pon sunday? mi work all week',
        asks: 'price',
        questions: [
          { topic: 'price', about: ['price', 'cost', 'how much', 'quote'], defer: true },
          { topic: 'Sundays', about: ['sunday', 'weekend', 'open', 'hours'], defer: true },
        ],
        mustNotSay: [
          '/(starts? at|minimum (is|of)|prices? (start|from)|would cost|will cost) (£|\\$|€) ?\\d+/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(mara is|she.s|she is|we.re|we are|the studio is) (open|closed) (on )?sundays?/i',
        ],
      },
      {
        say: 'bless up. black an grey, mi 28. soon come wid di reference pics',
        gives: ['color', 'age', 'references'],
      },
    ],
    conversation: {
      language: 'en',
      mustNotSay: ['/\\b(see|ask|check with|talk to|consult) (a|your) (doctor|gp|physician)\\b/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['doctor bird', 'doctorbird', 'hummingbird', 'streamertail']],
        style: 'Dotwork',
        placement: { area: ['shoulder blade', 'shoulder', 'upper back', 'back'] },
        size: { cm: [4, 8], text: ['ear'] },
        color: 'black_and_grey',
        age: 28,
        references: true,
      },
    },
  },
  {
    id: 'fresh-u-en-geordie-stag-magpie',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'en',
      'dm',
      'unusual',
      'geordie',
      'stag-do',
      'walk-ins',
      'hours',
      'price',
      'companion-minor',
      'numbers-not-age',
      'multi-turn',
    ],
    note: 'A Geordie on a stag do in Barcelona ("howay", "me marra", "nee bother", "aam", "aboot", "like"): six lads want to walk in on Saturday 15 March; Rafa takes no walk-ins and works Mon-Fri 12:00-20:00 (both said, never "open Saturday"). Only he wants one, on the Friday afternoon instead: a realistic magpie, about 10 cm on the calf; the price is Rafa\'s minimum (€300). The groom\'s brother of 17 coming to watch is a companion: the 18+ rule said for him, the client (29) not turned away. 6 is no age.',
    turns: [
      {
        say: "howay rafa! 6 of us lads are over in barca for me marra's stag do, sat 15th march. any chance we can walk in on the saturday afternoon? 🍻",
        asks: 'walk-ins',
        questions: [
          {
            topic: 'a walk-in on Saturday',
            about: ['walk', 'saturday', 'appointment', 'open', 'book'],
            answer: [
              '/appointments? only|no walk-?ins|doesn.t (take|do|accept) walk|does not (take|do|accept) walk|mon(day)?\\s*(-|–|to|through)\\s*fri|closed (on )?saturdays?|not open (on )?saturdays?/i',
            ],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if|no|not|n.t)[^.?!]{0,40})\\b(walk-?ins? (are|is) (welcome|fine|ok)|you can (just )?walk in)/i',
          '/(?<!(not|n.t|never|whether|if|closed)[^.?!]{0,40})\\b(he.s|he is|rafa is|the studio is|we.re|we are) open (on )?saturdays?/i',
        ],
      },
      {
        say: 'ah nee bother, aam the only one gettin one anyways. could do the friday afternoon instead. how much would a realistic magpie be? newcastle till i die ⚫⚪',
        gives: ['idea', 'style', 'timing'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['price', 'cost', '€', 'minimum', 'start', '300'],
            answer: ['/(?<!\\d)300(?!\\d)/'],
          },
        ],
      },
      {
        say: "on me calf, aboot 10cm, black n grey. aam 29. oh the groom's little brother's comin along too but he's only 17, he'll just watch like",
        gives: ['placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [17] },
    expect: {
      ready: true,
      fields: {
        idea: ['magpie'],
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 29,
        underAge: false,
        timing: ['friday'],
      },
    },
  },
  {
    id: 'fresh-u-en-scouse-liver-bird-support',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: [
      'en',
      'web',
      'unusual',
      'scouse',
      'booking-for-someone',
      'disability',
      'companion',
      'visit-before',
      'defer',
      'multi-turn',
    ],
    note: 'A Scouse support worker ("a lad i support", "made up", "boss") books for Danny, 30, who has Down syndrome: an adult choosing his first tattoo, never refused or asked for a guardian. His age is the one that counts (30). Staying with him the whole time is the companion answer; a five-minute visit the week before is Noor\'s to say. A red trad Liver bird on his forearm, about 10 cm. Noor does one style: never asked.',
    turns: [
      {
        say: "hiya, i'm a support worker from liverpool, booking for a lad i support, Danny. he's 30 and has down syndrome and he's made up about getting his first tattoo, a liver bird ❤️ he picked you cos he loves your old school stuff",
        gives: ['idea', 'age'],
      },
      {
        say: 'can i stay with him the whole time? and would it be ok to pop in for 5 mins the week before so he can see the place first, new places can be a lot for him',
        questions: [
          {
            topic: 'staying with him',
            about: ['stay', 'with him', 'come', 'along', 'support'],
            answer: ['/\\b(yes|yep|sure|of course|absolutely|welcome|can stay|can come|can be with)\\b/i'],
          },
          {
            topic: 'a visit the week before',
            about: ['visit', 'pop in', 'before', 'see the', 'place', 'studio'],
            defer: true,
          },
        ],
      },
      {
        say: "boss. red liver bird on his forearm, about 10cm, full colour like the badge. he's got his passport for ID",
        gives: ['placement', 'size', 'color'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      mustNotSay: [
        '/(guardian|carer|support worker|parent)s? (must|has to|have to|needs? to|will need to) (sign|consent|give consent)/i',
        '/(?<!(whether|if|reason|why)[^.?!]{0,40})\\b(he|danny) (can.t|cannot|won.t be able to) (get|have) (a |the |his )?tattoo/i',
      ],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['liver bird'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 30,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-en-minnesota-spinal-thigh',
    category: 'fresh-2026-11u',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'unusual',
      'minnesotan',
      'spinal-injury',
      'wheelchair',
      'circulation',
      'medical',
      'numbers-not-size',
      'defer',
      'multi-turn',
    ],
    note: 'A Minnesotan ("ope", "you betcha") with a complete T10 spinal cord injury (T10 is no size or age): fine line wildflowers on the left thigh, about 12 cm. Whether poor circulation slows healing is for her doctor (never "it heals normally"); staying in her wheelchair for a thigh piece or moving to the table is Iris\'s to say. 38.',
    turns: [
      {
        say: "Hi Iris! Ope, hope this isn't weird to ask. I'm a T10 complete para (spinal cord injury, wheelchair user) and I'd love a fine line wildflower bunch on my left thigh, about 12cm.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Pain's not really a thing for me since I can't feel it lol, but circulation in my legs isn't great. Would that make healing slower? And could I stay in my chair for it or would I need to transfer to the table?",
        questions: [
          {
            topic: 'circulation and healing',
            about: ['circulation', 'heal', 'slower', 'doctor', 'legs'],
            answer: [
              '/doctor|physician|physiatrist|\\bgp\\b|medical (team|advice|professional)|care team|specialist/i',
            ],
            defer: true,
          },
          {
            topic: 'staying in the wheelchair',
            about: ['chair', 'wheelchair', 'transfer', 'table', 'stay'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it|that|circulation) (won.t|will not|shouldn.t|should not) (affect|slow( down)?|change) (the |your )?heal/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\bheal(s|ing)? (just )?(normally|as normal|the same|fine)\\b/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\byou (can|could) (stay|remain) in your (chair|wheelchair)/i',
        ],
      },
      {
        say: "You betcha, I'll ask my physiatrist too. Black only please. I'm 38.",
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['wildflower', 'flower', 'bouquet', 'bunch']],
        style: 'Minimalist',
        placement: { area: 'thigh', side: 'left' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 38,
      },
    },
  },
  {
    id: 'fresh-u-en-yorkshire-kidney-date',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'en',
      'dm',
      'unusual',
      'yorkshire',
      'transplant',
      'immunosuppressants',
      'medical',
      'date-as-lettering',
      'numbers-not-age',
      'one-word-replies',
      'defer',
      'multi-turn',
    ],
    note: 'Yorkshire ("ey up", "summat", "wi", "alreyt", "am", "al ask me"): two years after a kidney transplant on 14.03.23, a fine line kidney bean with the date under it on the inner forearm, about 5 cm. Tattooing on immunosuppressants (tacrolimus) is for the transplant team (never "safe"); the date and "2 year" are no age or size. "41" alone.',
    turns: [
      {
        say: 'ey up lena. 2 year since me kidney transplant on 14.03.23 and i want summat to mark it, little fine line kidney bean shape wi the date under, inner forearm, about 5cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'thing is am on immunosuppressants (tacrolimus) for life. is it alreyt to get tattooed on them or is that a no?',
        questions: [
          {
            topic: 'tattooing on immunosuppressants',
            about: ['immuno', 'tacrolimus', 'transplant', 'medication', 'doctor', 'safe'],
            answer: [
              '/doctor|\\bgp\\b|consultant|transplant (team|clinic|nurse|doctor)|medical (team|advice|professional)|specialist/i',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(tattoo(ing|ed)?|it) (is|should be|will be) (totally |perfectly |completely )?safe\\b/i',
          '/no (problem|issue|risk) (with|on) (immunosuppressants|tacrolimus|them)/i',
        ],
      },
      { say: 'aye fair enough, al ask me transplant team first. black', gives: ['color'] },
      { say: '41', gives: ['age'], reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] } },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [2, 23], mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['kidney', 'bean']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 41,
      },
    },
  },
  {
    id: 'fresh-u-en-cornish-matching-girlfriend-17',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: [
      'en',
      'dm',
      'unusual',
      'cornish',
      'couple',
      'matching',
      'companion-minor',
      'companion',
      'defer',
      'multi-turn',
    ],
    note: 'Cornish ("my \'ansum", "dreckly", "proper job"): matching trad swallows on the ankles, about 5 cm, in colour. His girlfriend is 17 (18 in August): hers waits until she is 18 (the rule said for her, never "you can both"); he is 19 and gets his. Whether she can come in and hold his hand is the companion answer, or Noor\'s to say (her policy checks ID at the door). Noor does one style: never asked.',
    turns: [
      {
        say: "alright my 'ansum! me n my girlfriend want matching trad swallows on our ankles, bout 5cm each, full colour 🐦🐦",
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: "can we both get em done same day? she's 17 but 18 in august, im 19 so thats fine for me",
        gives: ['age'],
        questions: [
          {
            topic: 'both on the same day',
            about: ['same day', 'both', 'girlfriend', '17', '18', 'august'],
            answer: ['/(?<!\\d)18(?!\\d)|eighteen|photo id|\\bid\\b/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(you can both|both of you can) (get|have)( them| yours| it| one)?( done)?\\b(?![^.?!]{0,40}\\b(after|once|when)\\b)/i',
          '/(?<!(whether|if|after|once|when)[^.?!]{0,40})\\bshe can (get|have) (hers|one|it|her swallow)( done)?\\b(?![^.?!]{0,40}\\b(after|once|when|in august)\\b)/i',
        ],
      },
      {
        say: "proper job, i'll get mine dreckly then and she'll come back for hers after her birthday. can she still come in with me and hold me hand?",
        questions: [
          {
            topic: 'her coming along',
            about: ['come', 'hold', 'hand', 'with you', 'along', 'girlfriend'],
            answer: ['/\\b(yes|yep|sure|of course|absolutely|welcome|can come|can join|can be there)\\b/i'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [17] },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 19,
        underAge: false,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-en-manc-mums-swallow',
    category: 'fresh-2026-11u',
    artist: 'juno',
    tags: [
      'en',
      'web',
      'unusual',
      'mancunian',
      'memorial',
      'parent-lost',
      'copy-of-a-loved-ones-tattoo',
      'books-closed',
      'waitlist-length',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'A Mancunian ("me mam", "ur") who lost her mum in April wants the same little old school swallow her mum got in Blackpool in \'89, on her own wrist: care first, never "Great". A faded photo of it is the reference (not sent: never thanked). Hers was 4 cm, this one 5 or 6, blue and red. The books are closed: the wait\'s length is Juno\'s to say (no time invented), a waitlist, no booking link. \'89 is no age; 33.',
    turns: [
      {
        say: "hiya juno. lost me mam in april. she had this little old school swallow on her wrist she got in blackpool in '89, and i want the exact same one on mine so we match 💙",
        gives: ['idea', 'placement'],
        reply: { empathy: true, mustNotContain: ['Great', 'Awesome', 'Amazing'] },
      },
      {
        say: "i've got a photo of hers, bit faded. it was about 4cm, mine maybe a touch bigger, 5 or 6. same colours as hers, blue and red",
        gives: ['references', 'size', 'color'],
      },
      {
        say: "i know ur books are closed, roughly how long's the wait? no rush, just want it done right. im 33",
        gives: ['age'],
        questions: [
          {
            topic: "the wait's length",
            about: ['wait', 'long', 'list', 'closed', 'books', 'open'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(the )?wait(ing)? ?(list )?is (about |around |roughly |currently )?\\d+/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(about|around|roughly) \\d+ (weeks|months)\\b/i',
        ],
        reply: { bookingLink: false },
      },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      notClientAge: [89],
      mustNotSay: ['/books are (now )?open/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [4, 6.5] },
        color: 'color',
        age: 33,
        references: true,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-u-en-boston-stick-and-poke-peony',
    category: 'fresh-2026-11u',
    artist: 'kai',
    tags: [
      'en',
      'dm',
      'unusual',
      'bostonian',
      'cover-up',
      'stick-and-poke',
      'past-age',
      'deposit',
      'defer',
      'multi-turn',
    ],
    note: 'A Bostonian ("wicked", "southie", "sleepovah", "covah-ups"): a stick-and-poke smiley done at 15 with a sewing needle, now buried under a Japanese peony half sleeve on the upper arm. 15 is the age it was done at; the client is 32. Kai takes cover-ups (a yes); whether the old ink shows through is his to say (never "it won\'t show"); the deposit is his $200 per session. Kai does one style: never asked.',
    turns: [
      {
        say: 'yo kai, wicked big fan from southie. so at 15 i did a stick n poke smiley on my upper arm with a sewing needle at a sleepovah 🤦 now im 32 and want it buried under a japanese peony half sleeve',
        gives: ['idea', 'placement', 'size', 'age'],
        notIdea: ['smiley'],
      },
      {
        say: 'you do covah-ups right? and will the old ink show through the peony?',
        questions: [
          {
            topic: 'cover-ups',
            about: ['cover', 'cover-up', 'coverup', 'covah'],
            answer: [
              '/\\b(yes|yep|yeah|definitely|absolutely|of course)\\b|does cover-?ups?|takes cover-?ups?|cover-?ups? (are |is )?(welcome|fine|ok)/i',
            ],
          },
          {
            topic: 'old ink showing through',
            about: ['show', 'through', 'old ink', 'smiley', 'hide', 'cover'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it|the (old )?ink|the smiley|it.ll) (won.t|will not|wouldn.t|would not) (show|be visible)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(completely|totally|fully) (hide|hidden|cover(ed)?)\\b/i',
        ],
      },
      {
        say: "wicked. full color, reds and pinks. what's the deposit?",
        gives: ['color'],
        asks: 'deposit',
        questions: [
          { topic: 'deposit', about: ['deposit', 'session', '$', '200'], answer: ['/(?<!\\d)200(?!\\d)/'] },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [15] },
    expect: {
      ready: true,
      fields: {
        idea: ['peony'],
        style: 'Japanese',
        placement: { area: 'upper arm' },
        size: { text: ['half sleeve', 'half-sleeve', 'half'] },
        color: 'color',
        age: 32,
        coverUp: true,
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-u-en-norcal-blurry-line',
    category: 'fresh-2026-11u',
    artist: 'iris',
    tags: [
      'en',
      'dm',
      'unusual',
      'californian',
      'complaint',
      'healed-tattoo',
      'touch-ups',
      'returning-client',
      'defer',
      'multi-turn',
    ],
    note: 'A Northern Californian ("hella", "kinda", "like") whose fine line snake from August has one line gone fuzzy: care first (sorry to hear it), never "totally normal" or a blowout explained away. Iris\'s free touch-up is within 8 weeks (said); whether a fix three months on is free is hers to say (never promised free). Pictures are welcome. No new piece: not ready, nothing to save.',
    turns: [
      {
        say: "hey iris!! you did my fine line snake on my collarbone back in august and i've been hella obsessed but one of the lines near the tail kinda spread?? like it looks fuzzy now",
        reply: { empathy: true, mustNotContain: ['Great', 'Awesome', 'Love it'] },
      },
      {
        say: "is that something she can fix? is the touch up free or is it too late since it's been like 3 months",
        questions: [
          {
            topic: 'fixing it',
            about: ['fix', 'look', 'line', 'spread', 'fuzzy', 'iris'],
            defer: true,
          },
          {
            topic: 'a free touch-up after 3 months',
            about: ['touch', 'free', 'weeks', 'months', 'late'],
            answer: ['/8 weeks|eight weeks/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(it.s|it is|that.s|that is|it.ll be|it will be|it.d be|it would be) (still )?(free|covered|no charge|on the house)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(totally|completely|perfectly|quite) normal (for|with|after|that|when)\\b/i',
        ],
      },
      { say: 'ok thank u!! i can send pics if that helps' },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: { ready: false },
  },
  {
    id: 'fresh-u-en-hawaiian-sixteen-waitlist',
    category: 'fresh-2026-11u',
    artist: 'kai',
    tags: ['en', 'dm', 'unusual', 'hawaiian-pidgin', 'minor', 'waitlist', 'not-turning-18', 'multi-turn'],
    note: 'Hawaiian Pidgin ("howzit", "brah", "stay so choke good", "da kine", "den", "shoots", "mahalo"): a 16-year-old who will be 17 by summer asks for the waitlist "for then". Seventeen is still under 18: the rule said kindly, never "summer works", never ready or saved; being 17 soon is no turning 18 soon.',
    turns: [
      {
        say: 'howzit kai!! brah ur work stay so choke good 🤙 i like one koi on my calf da kine full color',
        gives: ['idea', 'placement', 'color'],
      },
      {
        say: 'im 16 but ill be 17 by summer, can put me on da waitlist for den?',
        gives: ['age'],
        questions: [
          {
            topic: 'the waitlist at 17',
            about: ['waitlist', 'wait list', '17', '18', 'summer', 'age'],
            answer: ['/(?<!\\d)18(?!\\d)|eighteen/i'],
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(summer|at 17|when you.re 17|once you.re 17)[^.?!]{0,30}\\b(works|is fine|is perfect|is great)\\b/i',
        ],
      },
      { say: 'shoots ok, mahalo anyway' },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 16, underAge: true, turnsAdultSoon: false },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-u-en-filipino-senior-nineteen',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: [
      'en',
      'dm',
      'unusual',
      'filipino-english',
      'adult-sounds-young',
      'high-school',
      'id',
      'timing',
      'defer',
      'multi-turn',
    ],
    note: 'Filipino English ("po", "ate" for big sister, "lang", "pa", "kasi", "salamat"): a high-school senior who is 19 (started school late after moving from Manila): an adult, never turned away or called too young. Whether it is OK: yes, 18+; the ID to bring is the studio\'s answer or Mara\'s to say. A fine line sampaguita on the collarbone, 6 cm, black. "after 4pm" is the timing, no age.',
    turns: [
      {
        say: 'hello po ate mara! 😊 i want a fine line sampaguita flower on my collarbone, like 6cm, black lang po',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        notIdea: ['ate'],
      },
      {
        say: 'im a senior in high school pa po but im already 19 (i started school late kasi we moved from manila). is that ok? do i need to bring ID po?',
        gives: ['age'],
        questions: [
          {
            topic: 'a 19-year-old in high school',
            about: ['19', '18', 'age', 'ok', 'school', 'adult'],
            answer: [
              '/\\b(yes|of course|totally|absolutely|no problem|that.s fine|is fine|perfectly fine)\\b|(?<!\\d)18(?!\\d)/i',
            ],
          },
          {
            topic: 'ID',
            about: ['id', 'identification', 'photo', 'bring'],
            answer: ['/\\bID\\b|identification|passport|driver.?s licen/i'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!(not|n.t)[^.?!]{0,20})\\b(too young|not old enough)\\b/i'],
      },
      {
        say: 'salamat po! im free after school, weekends or after 4pm',
        gives: ['timing'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'timing'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [4] },
    expect: {
      ready: true,
      fields: {
        idea: [['sampaguita', 'jasmine']],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicle'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 19,
        underAge: false,
      },
    },
  },
] satisfies CaseInput[];
