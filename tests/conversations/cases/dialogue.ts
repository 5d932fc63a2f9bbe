import type { CaseInput } from '../case-schema.ts';

/**
 * Dialogue state, someone else's age, distress, a person asked for, and claims (issue #23 items 0, 4 and 6;
 * decision 046). Written on 2026-11-27 by the dialogue helper before the engine was changed for them, and run
 * once as they stand (the first-run score is in decision 046).
 *
 * - A field answered or deferred ("no limit", "not sure", "you decide", "whatever you think") is never asked
 *   again; "that's everything" is never followed by more questions.
 * - Someone else's age is theirs: a sibling of 16 asked for is refused kindly and never saved; a mother of 52
 *   is no minor and not the client's age; "17 and 11 months" is offered a date after the birthday, with ID.
 * - Distress gets warmth first, never the off-topic line; "a real person" is acknowledged in words and the
 *   tattoo in the same message still counts.
 * - Nothing is claimed that did not happen: no thanks for references that were only promised, no colour the
 *   client never said.
 */
export default [
  // ── Dialogue state ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'dialogue-budget-no-limit',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'deferred'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'hey! i want a dotwork moon and stars on my upper arm, about 12cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'budget wise no limit honestly, whatever it takes', gives: ['budget'] },
      { say: 'black and grey please', gives: ['color'] },
      { say: "no refs, it's all in my head", gives: ['references'] },
      { say: "and yes i'm 25", gives: ['age'] },
    ],
    expect: {
      ready: true,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: 'upper arm' },
        color: 'black_and_grey',
        references: false,
        age: 25,
      },
    },
  },
  {
    id: 'dialogue-size-and-colour-you-decide',
    category: 'dialogue',
    artist: 'iris',
    tags: ['en', 'web', 'deferred'],
    conversation: { language: 'en' },
    turns: [
      { say: 'looking for a fine line sprig of lavender on my ankle', gives: ['idea', 'style', 'placement'] },
      { say: 'size wise not sure, you decide', gives: ['size'] },
      { say: 'and whatever you think for the colour too', gives: ['color'] },
      { say: 'around 200', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['lavender'], placement: { area: 'ankle' }, budget: { around: 200 } },
    },
  },
  {
    id: 'dialogue-es-lo-que-veas',
    category: 'dialogue',
    artist: 'rafa',
    tags: ['es', 'web', 'deferred'],
    conversation: { language: 'es' },
    turns: [
      {
        say: 'hola! quiero un retrato realista de mi perro en el antebrazo',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'de tamaño no sé, lo que tú veas mejor', gives: ['size'] },
      { say: 'presupuesto sin límite la verdad', gives: ['budget'] },
      { say: 'tengo 30 años', gives: ['age'] },
    ],
    note: 'Idea, style and placement given, the size left to the artist, the budget open, 30: enough to pass on.',
    expect: {
      ready: true,
      fields: { idea: ['perro'], placement: { area: 'forearm' }, age: 30, language: 'es' },
    },
  },
  {
    id: 'dialogue-pt-voce-decide',
    category: 'dialogue',
    artist: 'mara',
    tags: ['pt', 'dm', 'deferred'],
    conversation: { language: 'pt' },
    turns: [
      { say: 'oi! quero uma andorinha fineline no pulso', gives: ['idea', 'style', 'placement'] },
      { say: 'a cor tanto faz, você decide', gives: ['color'] },
      { say: 'orçamento uns 300 reais', gives: ['budget'] },
      { say: 'tenho 22 anos', gives: ['age'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['andorinha'], placement: { area: 'wrist' }, age: 22, language: 'pt' },
    },
  },
  {
    id: 'dialogue-all-set-then-thanks',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'all-set'],
    conversation: { language: 'en' },
    note: 'Everything given: the replies after "all set" ask nothing more.',
    turns: [
      {
        say: 'fine line sunflower on my left forearm, about 10cm, black and grey, budget 300, no reference pics, sometime in march',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'references', 'timing'],
      },
      { say: "yep i'm 27", gives: ['age'] },
      { say: 'amazing thank you!!' },
    ],
    expect: {
      ready: true,
      fields: { idea: ['sunflower'], placement: { area: 'forearm', side: 'left' }, age: 27 },
      last: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'references', 'timing'] },
    },
  },
  {
    id: 'dialogue-fr-comme-tu-veux',
    category: 'dialogue',
    artist: 'iris',
    tags: ['fr', 'web', 'deferred'],
    conversation: { language: 'fr' },
    turns: [
      {
        say: 'bonjour ! je voudrais une petite plume en fine line sur le poignet',
        gives: ['idea', 'placement'],
      },
      { say: 'pour la taille je ne sais pas, comme tu veux', gives: ['size'] },
      { say: 'budget 200 euros', gives: ['budget'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' }, language: 'fr' } },
  },

  // ── Someone else's age ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'age-little-brother-16',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'dm', 'someone-elses-age'],
    conversation: { language: 'en', minor: 'tattooed' },
    turns: [
      { say: "hi, asking for my little brother, he's 16. he wants a small compass on his wrist" },
      { say: 'he has my mums permission if that helps?' },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'age-mum-52-wants-one-too',
    category: 'dialogue',
    artist: 'iris',
    tags: ['en', 'web', 'someone-elses-age'],
    conversation: { language: 'en', minor: 'none', notClientAge: [52] },
    turns: [
      {
        say: 'fine line daisy chain around my wrist please, small',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: "my mum (she's 52) wants one too, can she come with me?" },
      { say: "i'm 29 btw", gives: ['age'] },
    ],
    expect: { ready: false, fields: { idea: ['daisy'], age: 29, underAge: false } },
  },
  {
    id: 'age-17-and-11-months-august',
    category: 'dialogue',
    artist: 'iris',
    tags: ['en', 'dm', 'turning-18'],
    conversation: { language: 'en', minor: 'tattooed' },
    turns: [
      {
        say: "I'm 17 and 11 months lol, can I book for August when I'm legal? want a tiny fine line heart on my finger",
        questions: [
          {
            topic: 'booking after the birthday',
            about: ['august', 'book', 'birthday'],
            answer: [
              '/(book|date|appointment|slot)[^.!?]{0,80}after (your|the) (18th )?birthday/i',
              '/after (your|the) (18th )?birthday[^.!?]{0,80}(book|date|appointment|slot)/i',
            ],
          },
        ],
        reply: { mustContainAny: ['photo ID', 'your ID', 'bring ID', 'ID on the day', 'ID checked'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, turnsAdultSoon: true } },
  },
  {
    id: 'age-es-hermano-16',
    category: 'dialogue',
    artist: 'rafa',
    tags: ['es', 'dm', 'someone-elses-age'],
    conversation: { language: 'es', minor: 'tattooed' },
    turns: [{ say: 'pregunto por mi hermano, tiene 16 y quiere un tatuaje pequeño en el brazo, se puede?' }],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'age-de-kleiner-bruder',
    category: 'dialogue',
    artist: 'mara',
    tags: ['de', 'dm', 'someone-elses-age'],
    conversation: { language: 'de', minor: 'tattooed' },
    turns: [
      { say: 'Hallo, ich frage für meinen kleinen Bruder, er ist 16 und möchte einen Anker am Unterarm' },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'age-sister-15-for-her',
    category: 'dialogue',
    artist: 'noor',
    tags: ['en', 'web', 'someone-elses-age'],
    conversation: { language: 'en', minor: 'tattooed' },
    note: 'The sister is the one to be tattooed: her age is the one the brief records (decision 018), and nothing is booked for her.',
    turns: [
      {
        say: 'my sister is 15 and she really wants a traditional butterfly on her hip, can i book it for her?',
      },
    ],
    expect: { ready: false, save: 'refused' },
  },

  // ── Distress ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'distress-hard-winter-grandad',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'dm', 'distress'],
    conversation: {
      language: 'en',
      mustNotSay: ['only help with planning', 'just here for tattoo'],
    },
    turns: [
      {
        say: "it's been a hard winter since we lost my grandad, sorry if I ramble. I'd love something for him, maybe his old fishing boat on my forearm",
        gives: ['idea', 'placement'],
        reply: { empathy: true, mustNotContain: ['Love it', 'Great'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['boat'], placement: { area: 'forearm' } } },
  },
  {
    id: 'distress-rough-year-no-design-yet',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'distress'],
    conversation: { language: 'en' },
    turns: [
      {
        say: "honestly this year has been a lot, my dog passed in march and i've been struggling. sorry for rambling",
        reply: { empathy: true },
      },
      { say: "i'd like his paw print on my wrist, small", gives: ['idea', 'placement', 'size'] },
    ],
    expect: { ready: false, fields: { idea: ['paw'], placement: { area: 'wrist' } } },
  },
  {
    id: 'distress-es-ano-duro',
    category: 'dialogue',
    artist: 'rafa',
    tags: ['es', 'dm', 'distress'],
    conversation: { language: 'es' },
    turns: [
      {
        say: 'perdona el rollo, ha sido un año muy duro desde que murió mi abuela y quiero algo por ella',
        reply: { empathy: true },
      },
      { say: 'un retrato suyo en el brazo', gives: ['idea', 'placement'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'arm' } } },
  },
  {
    id: 'distress-pt-desculpa-textao',
    category: 'dialogue',
    artist: 'mara',
    tags: ['pt', 'dm', 'distress'],
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'desculpa o textão, perdi meu pai ano passado e ainda tá sendo difícil. queria uma bússola pequena no pulso por ele',
        gives: ['idea', 'placement', 'size'],
        reply: { empathy: true },
      },
    ],
    expect: { ready: false, fields: { idea: ['bússola'], placement: { area: 'wrist' } } },
  },

  // ── A real person asked for ───────────────────────────────────────────────────────────────────────────
  {
    id: 'human-real-person-with-details',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'human'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'can I talk to a real person? I want a traditional swallow on my chest, about palm size',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: {
          mustContainAny: ["I've let Mara", 'let Mara', 'reply here', 'replies here'],
        },
      },
    ],
    expect: {
      ready: true,
      fields: { idea: ['swallow'], style: 'Traditional', placement: { area: 'chest' } },
    },
  },
  {
    id: 'human-es-persona-con-detalles',
    category: 'dialogue',
    artist: 'rafa',
    tags: ['es', 'dm', 'human'],
    conversation: { language: 'es' },
    turns: [
      {
        say: '¿puedo hablar con una persona de verdad? quiero una rosa realista en el antebrazo',
        gives: ['idea', 'style', 'placement'],
        reply: { mustContainAny: ['he avisado a Rafa', 'avisado', 'responderá aquí', 'te escribirá aquí'] },
      },
    ],
    expect: { ready: true, fields: { idea: ['rosa'], placement: { area: 'forearm' } } },
  },
  {
    id: 'human-after-questions',
    category: 'dialogue',
    artist: 'iris',
    tags: ['en', 'dm', 'human'],
    conversation: { language: 'en' },
    turns: [
      { say: 'fine line olive branch on my collarbone', gives: ['idea', 'style', 'placement'] },
      {
        say: 'ok this is a lot of questions lol, can a human just take it from here',
        reply: {
          mustContainAny: ["I've let Iris", 'let Iris', 'reply here', 'replies here'],
        },
      },
    ],
    expect: { ready: true, fields: { idea: ['olive'], placement: { area: 'collarbone' } } },
  },

  // ── Claims ────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'claims-pics-later',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'dm', 'claims'],
    conversation: { language: 'en' },
    note: 'References promised, not sent: no thanks for them until an image arrives.',
    turns: [
      {
        say: "geometric fox head on my calf, I'll send pics later",
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'maybe 15cm', gives: ['size'] },
      { images: 1, say: 'here they are' },
    ],
    expect: { ready: false, fields: { idea: ['fox'], placement: { area: 'calf' }, references: true } },
  },
  {
    id: 'claims-es-fotos-luego',
    category: 'dialogue',
    artist: 'rafa',
    tags: ['es', 'web', 'claims'],
    conversation: { language: 'es' },
    turns: [
      {
        say: 'quiero un león realista en el muslo, luego te mando fotos',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'unos 20 cm', gives: ['size'] },
    ],
    expect: { ready: false, fields: { idea: ['león'], placement: { area: 'thigh' } } },
  },
  {
    id: 'claims-colour-never-said',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'claims'],
    conversation: {
      language: 'en',
      mustNotSay: [
        '/(phoenix|dotwork)[^.?!]{0,60}black (and|&|n) gr[ae]y/i',
        '/black (and|&|n) gr[ae]y[^.?!]{0,30}(phoenix|dotwork)/i',
      ],
    },
    turns: [
      { say: 'dotwork phoenix on my upper back, about 20cm', gives: ['idea', 'style', 'placement', 'size'] },
      { say: 'budget 600', gives: ['budget'] },
      { say: 'prob in spring', gives: ['timing'] },
    ],
    expect: { ready: false, fields: { idea: ['phoenix'], style: 'Dotwork', placement: { area: 'back' } } },
  },
  {
    id: 'claims-link-is-a-reference',
    category: 'dialogue',
    artist: 'mara',
    tags: ['en', 'web', 'claims'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'this is the vibe: https://pinterest.com/pin/4821 — a fine line snake on my collarbone',
        gives: ['idea', 'style', 'placement', 'references'],
      },
    ],
    expect: { ready: false, fields: { idea: ['snake'], references: true } },
  },
  // Issue #23, written before the engine changed (decision 049): a budget said to be open, in words of any
  // language, is an answer, never off-topic and never asked again.
  {
    id: 'dialogue-de-budget-kein-festes-limit',
    category: 'dialogue',
    artist: 'mara',
    tags: ['de', 'web', 'deferred'],
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo! Ich möchte einen geometrischen Wolf auf dem Oberarm, etwa 15 cm.',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'Beim Budget habe ich kein festes Limit.', gives: ['budget'] },
    ],
    expect: { ready: false, fields: { style: 'Geometric', size: { cm: [14, 16] } } },
  },
  {
    id: 'dialogue-it-budget-flessibile',
    category: 'dialogue',
    artist: 'mara',
    tags: ['it', 'dm', 'deferred'],
    conversation: { language: 'it' },
    turns: [
      {
        say: 'ciao! una rondine in dotwork sulla caviglia, 5 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'per il budget sono abbastanza flessibile', gives: ['budget'] },
    ],
    expect: { ready: false, fields: { style: 'Dotwork', placement: { area: 'ankle' } } },
  },
  {
    id: 'dialogue-fr-budget-pas-de-limite',
    category: 'dialogue',
    artist: 'mara',
    tags: ['fr', 'web', 'deferred'],
    conversation: { language: 'fr' },
    turns: [
      {
        say: 'salut ! un mandala en dotwork sur l’omoplate gauche, environ 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'côté budget je n’ai pas vraiment de limite', gives: ['budget'] },
    ],
    expect: { ready: false, fields: { style: 'Dotwork', size: { cm: [14, 16] } } },
  },
] satisfies CaseInput[];
