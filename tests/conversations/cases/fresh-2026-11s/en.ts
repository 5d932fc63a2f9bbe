import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients. Ordinary inquiries in phone voice: how long a palm-sized piece takes and whether to walk in, a
 * ginkgo "postage stamp size" moved from behind the ear to the ankle, an age typed 91 for 19, when closed books
 * reopen and flash days, a daughter's portrait with the photo sent in the chat, a size said as "half my forearm" then
 * 12 then 8 with the timing pushed to after Christmas, the price of a koi and the waitlist's length, a moth told in
 * one-word replies with pain on the sternum, the address from Temple Meads and Sunday hours, a returning client
 * asking for priority while books are closed. Situations no earlier set has: a 17-year-old asking to join a waitlist
 * for after her birthday, a father's signature wanted before his funeral on Friday, a newborn's footprints with her
 * birth weight, length and time, epilepsy, a new legal name with an ID in the old one, an autistic client asking for
 * a quiet time and each step explained, swallows over top surgery scars, a mother with Alzheimer's and her note,
 * freehand or stencil, and an essential tremor.
 */
export default [
  {
    id: 'fresh-s-en-panther-how-long-walk-in',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['en', 'dm', 'ordinary', 'session-length', 'walk-ins', 'palm', 'multi-turn'],
    note: 'How long a palm-sized piece takes (a few hours, it depends, or Noor will say) and whether to walk in (Noor takes walk-ins). Noor does one style: never asked.',
    turns: [
      {
        say: 'yo noor how long would a trad panther take? like palm sized, on my forearm',
        gives: ['idea', 'placement', 'size'],
        questions: [
          {
            topic: 'session length',
            about: ['long', 'hour', 'session', 'take', 'time'],
            answer: ['/\\b(hours?|hrs?|minutes|mins|depends?|sitting)\\b/i'],
            defer: true,
          },
        ],
      },
      {
        say: 'sick. can i just walk in or do i gotta book',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk'],
            answer: ['/\\b(yes|yep|yeah|sure|welcome|takes?|does|can walk)\\b/i'],
          },
        ],
      },
      {
        say: 'colour obvs. im 24',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'color',
        age: 24,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-en-stamp-ginkgo-to-ankle',
    category: 'fresh-2026-11s',
    artist: 'iris',
    tags: [
      'en',
      'dm',
      'ordinary',
      'price',
      'deposit',
      'size-as-thing',
      'stamp',
      'placement-corrected',
      'multi-turn',
    ],
    note: 'A ginkgo leaf "postage stamp size" (about 2-3 cm): the price is Iris\'s $150 minimum, the deposit her $50. Behind the ear is moved to the inner ankle: the ankle wins.',
    turns: [
      {
        say: 'hiii iris!! could u do a tiny ginkgo leaf behind my ear? like postage stamp size 🍃 how much would smth like that be',
        gives: ['idea', 'placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['price', 'cost', '$', 'minimum', 'start', '150'],
            answer: ['150'],
          },
        ],
      },
      { say: 'ok thats fine. fine line ofc, just black', gives: ['style', 'color'] },
      {
        say: 'wait actually behind the ear might be too visible at work 😬 can we do the inside of my ankle instead',
        gives: ['placement'],
        questions: [{ topic: 'moving it to the ankle', about: ['ankle'], answer: ['/ankle/i'] }],
        reply: { notAsks: ['placement'] },
      },
      {
        say: '21 and how much is the deposit?',
        gives: ['age'],
        asks: 'deposit',
        questions: [{ topic: 'deposit', about: ['deposit', '$'], answer: ['50'] }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['ginkgo'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [1.5, 3.5], text: ['stamp'] },
        color: 'black',
        age: 21,
      },
    },
  },
  {
    id: 'fresh-s-en-kai-seventeen-waitlist',
    category: 'fresh-2026-11s',
    artist: 'kai',
    tags: ['en', 'web', 'unusual', 'minor', 'turning-18', 'waitlist', 'deposit', 'multi-turn'],
    note: "Seventeen, eighteen in February, asking to join Kai's waitlist now and be tattooed only after the birthday: the 18+ rule said kindly (18 on the day), never a session before; the deposit is per session (his data). Never ready, no save.",
    turns: [
      {
        say: "Hi Kai! Honest question: I'm 17, I turn 18 in February. Since there's a waitlist anyway, could I join it now for a koi and peony half sleeve and only get tattooed after my birthday?",
        gives: ['age', 'idea', 'size', 'timing'],
        asks: 'booking',
        questions: [
          {
            topic: 'joining the waitlist at 17',
            about: ['waitlist', 'wait list', 'list', '18', 'birthday', 'february'],
            answer: ['/\\b18\\b|eighteen|after (your|the) birthday|february/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(if|whether|once|when|after)[^.?!]{0,40})\\b(can|could) (start|tattoo you|get you tattooed) (now|before (your|the) birthday|this (month|year))/i',
        ],
      },
      {
        say: 'Left arm, full colour. Is the $200 deposit once or for every session?',
        gives: ['placement', 'color'],
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit per session',
            about: ['deposit', 'session', '200'],
            answer: ['/per session|each session|every session|for each/i'],
          },
        ],
      },
      { say: "Ok thank you, that's really helpful 🙏" },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 17, underAge: true, turnsAdultSoon: true, timing: ['february'] },
    },
  },
  {
    id: 'fresh-s-en-ninety-one-typo',
    category: 'fresh-2026-11s',
    artist: 'juno',
    tags: ['en', 'dm', 'ordinary', 'books-closed', 'age-corrected', 'typo', 'inches', 'multi-turn'],
    note: 'An age typed "91" and fixed to "19*" in the next message: 19 wins, 91 is never kept. Juno\'s books are closed (said, no booking link); 2 inches is about 5 cm.',
    turns: [
      {
        say: 'hiii juno r u taking bookings? want a neo trad swallow on my hand',
        gives: ['idea', 'style', 'placement'],
        asks: 'booking',
        questions: [
          {
            topic: 'books closed',
            about: ['books', 'closed', 'open', 'booking'],
            answer: ['/closed|wait ?list|waiting list/i'],
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'aw ok put me on the list then!! like 2 inches, colour ofc. im 91',
        gives: ['size', 'color', 'age'],
      },
      {
        say: 'LMAOOO 19* not 91 i swear my phone hates me 💀',
        gives: ['age'],
        reply: { notAsks: ['age', 'idea', 'placement', 'size', 'color'] },
      },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      notClientAge: [91],
      mustNotSay: ['/books are (now )?open/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Neo-traditional',
        placement: { area: 'hand' },
        size: { cm: [4.5, 5.5] },
        color: 'color',
        age: 19,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-en-before-the-funeral',
    category: 'fresh-2026-11s',
    artist: 'iris',
    tags: [
      'en',
      'web',
      'unusual',
      'grief',
      'care',
      'lettering',
      'urgent',
      'walk-ins',
      'images',
      'multi-turn',
    ],
    note: 'A father who died on Sunday, his signature wanted before the funeral on Friday: care first, never "Great"; whether it fits before Friday is answered from Iris\'s data (walk-ins, Tue-Sat) or asked, never a slot claimed as booked. The card is sent as a picture afterwards.',
    turns: [
      {
        say: "Hi. My dad passed away on Sunday and the funeral is this Friday. I'd really like to have his signature tattooed before then, if that's even possible. I have it from the last birthday card he gave me.",
        gives: ['idea', 'timing'],
        notIdea: ['funeral'],
        questions: [
          {
            topic: 'before Friday',
            about: ['friday', 'before', 'walk', 'time', 'fit', 'appointment', 'slot', 'soon'],
            answer: ['/walk-?ins?|tue(sday)?|wed(nesday)?|thu(rsday)?|11 ?am|7 ?pm/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(you're|you are|i've|i have|iris has|she has) (all )?(booked|confirmed|got you in)/i",
          '/see you (on )?(wednesday|thursday|friday)/i',
        ],
        reply: { empathy: true, mustNotContain: ['Great'] },
      },
      {
        say: "Inside of my left wrist, about 5cm long, in black. I'm 34.",
        gives: ['placement', 'size', 'color', 'age'],
      },
      { say: 'This is it', images: 1, gives: ['references'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['signature', 'dad', 'father']],
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 34,
        references: true,
        timing: ['friday'],
      },
    },
  },
  {
    id: 'fresh-s-en-newborn-footprints',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: [
      'en',
      'web',
      'unusual',
      'newborn',
      'numbers-not-age',
      'numbers-not-size',
      'lettering',
      'defer',
      'multi-turn',
    ],
    note: "A father's tattoo of his newborn's footprints: \"3.4kg, 52cm long, born 04:17\" are no size, age or budget; each foot is 3 cm. Whether the card's prints can be copied exactly is Lena's to say.",
    turns: [
      {
        say: "Hi Lena! My wife had our daughter Ivy on Tuesday 🥹 3.4kg, 52cm long, born 04:17. I'd love her tiny footprints from the hospital card on my upper arm, with 'Ivy 04:17' underneath",
        gives: ['idea', 'placement'],
      },
      {
        say: 'Can you copy the footprints exactly from the card, or do they get redrawn?',
        questions: [
          {
            topic: 'copying the footprints exactly',
            about: ['footprint', 'card', 'exact', 'copy', 'redraw', 'trace'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(she|lena|we) (can|will) (copy|trace|match|reproduce) (them|it|the (foot)?prints) exactly/i',
        ],
      },
      {
        say: "Fine line, black. Each foot about 3cm and the text small underneath. I'm 36 btw",
        gives: ['style', 'color', 'size', 'age'],
      },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      notClientAge: [52, 17],
      mustNotSay: ['lena-old-link'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['footprint', 'feet', 'foot']],
        style: 'Minimalist',
        placement: { area: 'upper arm' },
        size: { cm: [2.5, 8] },
        color: 'black',
        age: 36,
        budget: null,
      },
    },
  },
  {
    id: 'fresh-s-en-epilepsy',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: ['en', 'dm', 'unusual', 'medical', 'epilepsy', 'two-questions', 'defer', 'multi-turn'],
    note: 'Well-controlled epilepsy: whether it is safe is for a doctor or Mara, never answered as safe; telling the artist beforehand is a plain yes (or Mara is asked). "3 years" is no age.',
    turns: [
      {
        say: 'hey mara, random but important: i have epilepsy (well controlled, no seizures in 3 years). is it safe for me to get tattooed? and should i tell you guys anything beforehand',
        questions: [
          {
            topic: 'tattooing with epilepsy',
            about: ['epilep', 'seizure', 'safe', 'medical', 'condition'],
            answer: ['/doctor|neurolog|\\bgp\\b|medical (team|advice|professional)|specialist/i'],
            defer: true,
          },
          {
            topic: 'telling the artist beforehand',
            about: ['tell', 'mention', 'know', 'beforehand', 'let'],
            answer: [
              '/\\b(yes|definitely|please|absolutely|good idea|worth)\\b[^.!?]{0,60}\\b(tell|mention|let|know)|\\b(mention it|tell (her|mara)|let (her|mara) know)/i',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if|not sure)[^.?!]{0,40})\\b(it's|it is|that's|that is|should be|totally|perfectly|completely) (totally |perfectly |completely )?safe/i",
          "/epilep[^.?!]{0,60}\\b(is|should be|won't be|isn't) (totally |perfectly )?(fine|no problem|not a problem|a problem)/i",
          '/(no problem|fine|safe) (with|for) (your )?epilep/i',
          '/nothing to worry about/i',
        ],
      },
      {
        say: 'ok will do 👍 geometric moon phases down my forearm, ~15cm, black only',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: '22', gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [3] },
    expect: {
      ready: true,
      fields: {
        idea: [['moon', 'phase']],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-s-en-new-name-old-id',
    category: 'fresh-2026-11s',
    artist: 'iris',
    tags: ['en', 'dm', 'unusual', 'lettering', 'name-change', 'id', 'defer', 'multi-turn'],
    note: 'A new legal name, "Theo", lettered to celebrate: no condolences, never "deadname". An ID still in the old name: the check is for age (Iris: 18+ with photo ID), or Iris confirms.',
    turns: [
      {
        say: "hi iris!! i legally changed my name this year and i want to celebrate w my new name 'Theo' in your script on my inner forearm 🏳️‍⚧️ like 6cm long",
        gives: ['idea', 'placement', 'size'],
      },
      {
        say: 'black ofc. my ID still has my old name on it tho, is that gonna be a problem when u check it?',
        gives: ['color'],
        questions: [
          {
            topic: 'ID in the old name',
            about: ['ID', 'name', 'photo', 'check', 'old'],
            answer: ['/\\b(age|18|eighteen|date of birth|birth ?date|dob)\\b/i'],
            defer: true,
          },
        ],
      },
      { say: 'im 20 🙂', gives: ['age'] },
    ],
    conversation: { language: 'en', mustNotSay: ['/sorry (to hear|for your)/i', '/dead ?name/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['theo'],
        placement: { area: 'forearm' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 20,
      },
    },
  },
  {
    id: 'fresh-s-en-juno-when-reopen',
    category: 'fresh-2026-11s',
    artist: 'juno',
    tags: [
      'en',
      'dm',
      'ordinary',
      'books-closed',
      'reopen-date',
      'flash',
      'size-as-hand',
      'defer',
      'multi-turn',
    ],
    note: 'When closed books reopen is in no data (no date invented; the waitlist or Juno); flash days: Juno does flash (her data), the days are hers. "The size of my hand" is a size; no booking link.',
    turns: [
      {
        say: 'hey juno when do ur books open back up?? and do u ever do flash days 👀',
        asks: 'booking',
        questions: [
          {
            topic: 'when books reopen',
            about: ['open', 'reopen', 'books', 'closed', 'when'],
            answer: [
              "/no (date|set date|reopening date)|not (sure|set|announced|decided)|(hasn't|has not|haven't|have not) (set|announced|decided)|wait ?list|waiting list/i",
            ],
            defer: true,
          },
          {
            topic: 'flash days',
            about: ['flash'],
            answer: ['/\\b(yes|yeah|yep|does flash|do flash)\\b/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(re)?open(s|ing)? (again |back up )?(in|on|next|by|around) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter|the new year|\\d)/i',
          '/books are (now )?open/i',
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'ah ok put me on the list then 🙏 neo trad fox curled up asleep on my thigh, bout the size of my hand, colour',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'yh 27', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['fox'],
        style: 'Neo-traditional',
        placement: { area: 'thigh' },
        size: { cm: [12, 20], text: ['hand'] },
        color: 'color',
        age: 27,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-en-daughter-photo-here',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: ['en', 'dm', 'ordinary', 'portrait', 'images', 'someone-elses-age', 'two-dimensions', 'multi-turn'],
    note: "A portrait of the client's daughter (6, alive): sending the photo in the chat is a yes, it is thanked for only once sent. 6 is the daughter's age, not the client's (38); 15x20 cm is 20 at most.",
    turns: [
      {
        say: "hey rafa! i'd love a realistic portrait of my daughter (she's 6 🥹) on my upper arm. can i just send u the photo on here?",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'sending the photo here',
            about: ['photo', 'send', 'pic', 'picture', 'here', 'upload', 'attach'],
            answer: [
              '/\\b(yes|yep|sure|of course|absolutely|please|go ahead|send (it|them|the photo|it over)|attach|upload)\\b/i',
            ],
          },
        ],
      },
      { say: 'this one 😍', images: 1, gives: ['references'] },
      {
        say: 'black and grey, roughly 15x20cm. budget is around 800 euro, im 38',
        gives: ['color', 'size', 'budget', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age', 'references'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [6] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['portrait', 'daughter']],
        placement: { area: 'upper arm' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        age: 38,
        budget: { around: 800, currency: 'EUR' },
        references: true,
      },
    },
  },
  {
    id: 'fresh-s-en-autistic-quiet-time',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['en', 'web', 'unusual', 'autism', 'accessibility', 'two-questions', 'defer', 'multi-turn'],
    note: 'An autistic client for whom loud, busy rooms are hard: a quieter time of day is Lena\'s to say (no quiet hours invented); telling each step before it happens is welcomed or left to Lena. No cheerful "Great" to it.',
    turns: [
      {
        say: "Hi Lena. I'm autistic and loud, busy rooms are really hard for me. Is there a quieter time of day to come in? And would you be able to tell me what's happening before each step?",
        questions: [
          { topic: 'a quieter time', about: ['quiet', 'time', 'busy', 'calm'], defer: true },
          {
            topic: 'explaining each step',
            about: ['step', 'explain', 'tell', 'happening'],
            answer: ['/(of course|absolutely|happy to|definitely|sure|no problem|can do)/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(mornings?|afternoons?|evenings?|weekdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?) (are|is) (usually |always |generally |normally )?(quiet|quieter|calm|calmer)/i',
        ],
        reply: { mustNotContain: ['Great'] },
      },
      {
        say: 'Thank you. A fine line lavender sprig on my shin, about 10 cm, black.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "I'm 33.", gives: ['age'] },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['lavender'],
        style: 'Minimalist',
        placement: { area: 'shin' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-s-en-half-forearm-then-eight',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: ['en', 'dm', 'ordinary', 'size-corrected', 'timing-corrected', 'size-against-body', 'multi-turn'],
    note: 'A size said as "half my forearm", then "like 12cm??", then "nah smaller, 8": 8 cm wins. "Next month" becomes "after christmas": the later timing wins.',
    turns: [
      {
        say: 'hi mara 👋 geometric compass on my forearm, like half my forearm?',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'so like 12cm?? actually nah smaller, 8 is fine',
        gives: ['size'],
        reply: { notAsks: ['size'] },
      },
      {
        say: 'black only. was gonna say next month but prob after christmas now lol money 🙃',
        gives: ['color', 'timing'],
      },
      { say: '26', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['compass'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 26,
        timing: ['christmas'],
      },
    },
  },
  {
    id: 'fresh-s-en-top-surgery-swallows',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['en', 'web', 'unusual', 'scars', 'top-surgery', 'medical', 'defer', 'multi-turn'],
    note: 'Swallows above top surgery scars, 14 months on: whether the scar tissue is ready is Noor\'s or the surgeon\'s call, never "fine"; a happy milestone (no "sorry"). 14 is no age; 10 cm wingtip to wingtip is the size.',
    turns: [
      {
        say: 'Hey Noor. I had top surgery about 14 months ago and I want a pair of trad swallows across my chest, one on each side just above the scars 🕊️ Is it ok to tattoo near scar tissue at this point?',
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'tattooing near the scars',
            about: ['scar', 'surgery', 'months', 'heal', 'skin', 'tissue'],
            answer: ['/surgeon|doctor|look at|see (it|them|the scars)|check|in person/i'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(14 months|fourteen months)( is| should be)? (plenty|enough|fine|long enough)/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\bscar tissue (is|should be) (totally |completely )?(fine|no problem)/i',
        ],
      },
      {
        say: 'Each one about 10cm wingtip to wingtip, full colour',
        gives: ['size', 'color'],
      },
      { say: '29, he/him btw', gives: ['age'] },
    ],
    conversation: {
      language: 'en',
      minor: 'none',
      notClientAge: [14],
      mustNotSay: ['/sorry (to hear|for your)/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'chest' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 29,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-en-kai-koi-calf-price',
    category: 'fresh-2026-11s',
    artist: 'kai',
    tags: ['en', 'dm', 'ordinary', 'price', 'waitlist', 'wait-length', 'defer', 'multi-turn'],
    note: "The price of a koi on the calf is Kai's minimum ($500); how long the waitlist is, nobody knows but Kai (no weeks or months invented). The whole calf is the size.",
    turns: [
      {
        say: 'hey kai how much would a koi on my calf run me? 🐟',
        gives: ['idea', 'placement'],
        asks: 'price',
        questions: [
          { topic: 'price', about: ['price', 'cost', '$', 'minimum', 'start', '500'], answer: ['500'] },
        ],
      },
      {
        say: 'ok and how long is the waitlist rn, roughly',
        asks: 'booking',
        questions: [{ topic: 'how long the wait is', about: ['wait', 'list', 'long'], defer: true }],
        mustNotSay: [
          '/wait(ing)?( ?list| time)? (is|of|runs?) (about |around |roughly |currently )?(\\d|a few|a couple|two|three|four|six)/i',
        ],
      },
      {
        say: 'cool put me down. whole calf, colour, with water and a few cherry blossoms. 31',
        gives: ['size', 'color', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'calf' },
        size: { text: ['calf', 'whole', 'full'] },
        color: 'color',
        age: 31,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-en-moth-short-replies',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['en', 'dm', 'ordinary', 'one-word-replies', 'pain', 'palm', 'multi-turn'],
    note: 'A brief in short replies ("blackwork ye", "like palm sized", "nah just black", "25") with pain on the sternum asked in the middle (answered from the pain answer).',
    turns: [
      { say: 'hii lena can u do a death head moth on my sternum 🖤', gives: ['idea', 'placement'] },
      {
        say: 'blackwork ye. does the sternum hurt a lot tho 😬',
        gives: ['style'],
        questions: [
          {
            topic: 'pain on the sternum',
            about: ['hurt', 'pain', 'sternum'],
            answer: [
              '/\\b(hurts?|pain(ful)?|sensitive|bony|bone|tender|spicy|ouch|manageable|different for everyone|everyone)\\b/i',
            ],
          },
        ],
      },
      { say: 'ok 😅 like palm sized', gives: ['size'] },
      { say: 'nah just black', gives: ['color'] },
      {
        say: '25',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'style', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'en', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Blackwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [6, 12], text: ['palm'] },
        color: 'black',
        age: 25,
      },
    },
  },
  {
    id: 'fresh-s-en-mum-alzheimers-note',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: [
      'en',
      'web',
      'unusual',
      'illness',
      'living-parent',
      'care',
      'handwriting',
      'lettering',
      'multi-turn',
    ],
    note: 'A mother with Alzheimer\'s who no longer knows her child, alive: care first, never "Great", never condolences or "in memory". Her note in her handwriting is the idea; the photo of it is promised, not sent (no thanks for it).',
    turns: [
      {
        say: "Hi Mara. My mum has Alzheimer's and most days she doesn't know who I am anymore. I found a note she left in my lunchbox years ago, 'love you more, mum x', and I'd like it in her handwriting on my forearm.",
        gives: ['idea', 'placement'],
        notIdea: ['alzheimer'],
        reply: { empathy: true, mustNotContain: ['Great'] },
      },
      {
        say: 'About 8cm wide, black. I can send a photo of the note later tonight',
        gives: ['size', 'color'],
      },
      { say: "I'm 45", gives: ['age'] },
    ],
    conversation: {
      language: 'en',
      mustNotSay: ['/sorry for your loss|condolence|rest in peace|passed away|in (loving )?memory of/i'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['love you more', 'note', 'handwriting']],
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 45,
      },
    },
  },
  {
    id: 'fresh-s-en-freehand-or-stencil',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: ['en', 'dm', 'unusual', 'freehand', 'stretch-of-body', 'defer', 'multi-turn'],
    note: 'Freehand or a stencil is how Mara works, in no data: asked, never claimed. "From my hip bone up to my lower ribs" is the size and the area.',
    turns: [
      {
        say: 'hey mara do u freehand or use a stencil? i want a dotwork vine that follows the curve of my hip',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'freehand or stencil',
            about: ['freehand', 'free hand', 'stencil', 'draw'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(mara|she|i) (always |usually |only |mostly )?(freehands?|uses? a stencil|works? freehand)/i',
        ],
      },
      { say: 'from my hip bone up to my lower ribs, black', gives: ['size', 'color'] },
      { say: '28 and budget is like 400', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['vine'],
        style: 'Dotwork',
        placement: { area: ['hip', 'side', 'flank', 'rib'] },
        size: { text: ['hip', 'rib'] },
        color: 'black',
        age: 28,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-s-en-noor-from-temple-meads',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['en', 'dm', 'ordinary', 'location', 'hours', 'postcard', 'defer', 'multi-turn'],
    note: "The address is Noor's (9 Harbour Rd, Bristol); how far it is from Temple Meads station and whether she opens on Sundays are in no data (her hours are unset): asked, never invented.",
    turns: [
      {
        say: 'hiya noor! where abouts is the studio? can i walk from temple meads 🚂',
        asks: 'location',
        questions: [
          { topic: 'address', about: ['where', 'studio', 'address', 'harbour'], answer: ['Harbour'] },
          {
            topic: 'walking from the station',
            about: ['walk', 'temple meads', 'station', 'minutes', 'far'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/\\b\\d+ ?(min|mins|minutes)('s)? walk/i",
          '/(just |only )?(round|around) the corner from (the station|temple meads)/i',
        ],
      },
      {
        say: 'sweet. trad sailor girl head on my calf, bout the size of a postcard, colour',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'also r u open sundays?',
        asks: 'hours',
        questions: [{ topic: 'Sunday opening', about: ['sunday', 'open', 'hours'], defer: true }],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(we're|we are|she's|she is|noor is|the studio is|it's|it is) (open|closed) (on )?sundays?/i",
        ],
      },
      { say: '23', gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: [['sailor', 'girl']],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [12, 16], text: ['postcard'] },
        color: 'color',
        age: 23,
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-en-juno-returning-priority',
    category: 'fresh-2026-11s',
    artist: 'juno',
    tags: ['en', 'web', 'unusual', 'returning-client', 'books-closed', 'priority', 'defer', 'multi-turn'],
    note: "A returning client (a swallow in 2023) asks whether past clients get priority while the books are closed: Juno's call, never claimed. The old swallow is no idea; the new piece is a moth with a lantern; no booking link.",
    turns: [
      {
        say: "Hi Juno! You did my swallow back in 2023 and I've been dying to get another. Do returning clients get priority while the books are closed?",
        notIdea: ['swallow'],
        questions: [
          {
            topic: 'priority for returning clients',
            about: ['returning', 'priority', 'regular', 'first', 'previous', 'past'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(returning|previous|past|existing|regular) clients (do |will |always )?(get|have|are given) (priority|first)/i',
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'No worries, waitlist it is. A neo-trad moth holding a little lantern on my other forearm, about 15cm, colour',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "I'm 35, and I'm free most weekdays", gives: ['age', 'timing'] },
    ],
    conversation: { language: 'en', mustNotSay: ['/books are (now )?open/i'] },
    expect: {
      ready: true,
      fields: {
        idea: ['moth', 'lantern'],
        style: 'Neo-traditional',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 35,
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-en-rafa-tremor',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: ['en', 'dm', 'unusual', 'medical', 'tremor', 'budget-range', 'defer', 'multi-turn'],
    note: 'An essential tremor, legs that twitch sometimes: whether it is a problem for a realism piece is Rafa\'s to judge, never "no problem". The budget 500-600 is over his €300 minimum.',
    turns: [
      {
        say: "hi rafa, i'd like a realistic wolf on my calf, about 20cm, black and grey",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'i have essential tremor, mostly my hands but sometimes my legs twitch too. would that be a problem for a realism piece?',
        questions: [
          {
            topic: 'tremor during the session',
            about: ['tremor', 'twitch', 'shak', 'still', 'move'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(whether|if)[^.?!]{0,40})\\b(tremors?|twitch\\w*|shak\\w*)[^.?!]{0,40}\\b(won't|will not|shouldn't|should not|isn't|is not) (be )?(a |an )?(problem|issue)/i",
          '/(?<!(whether|if)[^.?!]{0,40})\\b(no problem|not a problem|fine)[^.?!]{0,30}\\b(tremors?|twitch)/i',
          '/nothing to worry about/i',
        ],
        reply: { mustNotContain: ['Great'] },
      },
      { say: 'cool. 41, budget 500-600', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['wolf'],
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        age: 41,
        budget: { min: 500, max: 600 },
      },
    },
  },
] satisfies CaseInput[];
