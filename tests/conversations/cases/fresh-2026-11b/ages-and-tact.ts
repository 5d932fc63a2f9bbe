import type { CaseInput } from '../../case-schema.ts';

/**
 * Ages: a client turning 18 soon (a date after the birthday with an ID check, never a flat no and never saved
 * now), other people's ages (an adult relative, a child who would only come along). Tact: distress that is not
 * always a loss gets warmth first; asking for a real person is acknowledged in words, and the tattoo details in
 * that message still count.
 */
export default [
  {
    id: 'fresh-b-turning-18-on-march-3rd',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['en', 'dm', 'minor', 'turning-18', 'question-back'],
    note: "Noor's policy: 18+ with photo ID at the door. A date after the birthday is the kind answer.",
    turns: [
      {
        say: 'heyy i turn 18 on march 3rd 🎉 can i book for the week after? want a trad panther on my forearm',
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: 'booking for after the birthday',
            answer: ["/after (your|the) birthday|once you('re| are| turn) 18/i", '/\\bphoto ID\\b|\\bID\\b/'],
            about: ['book', 'march', 'after', '18'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, idea: ['panther'], placement: { area: 'forearm' } },
    },
  },
  {
    id: 'fresh-b-grandma-80-first-tattoo',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'web', 'someone-elses-age'],
    note: "The 80 is the grandmother's; the client is 45.",
    turns: [
      {
        say: "My grandmother just turned 80 and has decided she wants her first tattoo, with me! We'd like matching dotwork swallows on our wrists, about 5 cm each.",
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['grandmother'],
      },
      {
        say: "I'm 45, and we'd like to come in together if that's possible.",
        gives: ['age'],
        questions: [
          {
            topic: 'coming in together',
            answer: [
              '/(can|could) (both )?come (in )?together/i',
              'both of you',
              'back to back',
              'same day',
              'same session',
            ],
            about: ['together', 'both', 'grandmother', 'grandma'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [80] },
    expect: {
      ready: true,
      fields: {
        age: 45,
        underAge: false,
        idea: ['swallow'],
        style: 'Dotwork',
        placement: { area: 'wrist' },
        size: { cm: [4.5, 5.5] },
      },
    },
  },
  {
    id: 'fresh-b-bring-my-12-year-old',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['en', 'dm', 'someone-elses-age', 'question-back'],
    note: "The daughter would only come along: the 18+ rule is said for her, the client is not refused; whether a child may wait in the studio is Iris's call.",
    turns: [
      {
        say: "hi! fine line initials 'E & J' on my inner wrist, about 3cm. can i bring my daughter along? she's 12, no childcare that day 😅",
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['daughter'],
        questions: [
          {
            topic: 'bringing a child along',
            answer: ['can come', 'welcome', 'fine to bring', 'bring her', 'come along'],
            about: ['daughter', 'bring', 'child', 'kid', '12'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [12] },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2.5, 3.5] },
      },
    },
  },
  {
    id: 'fresh-b-mum-in-hospice-handwriting',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'dm', 'distress'],
    turns: [
      {
        say: "sorry this is a lot but my mum's in hospice and i want to get her handwriting done while she can still see it. she wrote 'always' on my last birthday card",
        gives: ['idea'],
        reply: { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome', 'Amazing', 'Perfect'] },
      },
      { say: 'inner forearm, small, like 6cm', gives: ['placement', 'size'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: [['always', 'handwriting']], placement: { area: 'forearm' }, size: { cm: [5.5, 6.5] } },
    },
  },
  {
    id: 'fresh-b-real-person-about-a-burn-scar',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['en', 'web', 'human', 'question-back'],
    note: 'Asking for a person is acknowledged in words; the forearm and the scar still go on the lead.',
    turns: [
      {
        say: "Could I speak to an actual person please? It's about tattooing over a burn scar on my left forearm and I'd rather explain it to Rafa himself.",
        gives: ['placement'],
        questions: [
          {
            topic: 'a real person',
            answer: [
              "/(i'?ve|i have|i'?ll|i will)\\s+(let|tell|told|pass|passed|flag|flagged|make sure)[^.?!]{0,40}rafa/i",
              '/rafa( ortiz)? (will|can|is going to|himself will) (reply|get back|be in touch|message|contact|reach|answer)/i',
              '/repl(y|ies) personally/i',
              "/(he|they)('ll| will) (reply|get back|be in touch|message you|answer)/i",
            ],
            about: ['person', 'rafa', 'human', 'speak'],
          },
        ],
        reply: { handoff: true },
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { placement: { area: 'forearm', side: 'left' } } },
  },
  {
    id: 'fresh-b-es-real-person-guadalupe',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['es', 'dm', 'human', 'question-back'],
    note: 'The tattoo details in the message still make a lead.',
    turns: [
      {
        say: 'eres un bot?? prefiero hablar con una persona de verdad. es para una virgen de guadalupe realista en toda la espalda',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'a real person',
            answer: [
              '/(le )?(he avisado|aviso|avisaré|paso|pasaré|he pasado)[^.?!]{0,30}rafa/iu',
              '/rafa( ortiz)? (te )?(escribirá|responderá|contestará|contactará|te dirá)/iu',
              '/te (escribirá|responderá|contestará|contactará)/iu',
              'directamente',
              'en persona',
            ],
            about: ['persona', 'bot', 'rafa', 'hablar'],
          },
        ],
        reply: { handoff: true },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['guadalupe'],
        style: 'Realism',
        placement: { area: 'back' },
      },
    },
  },
  {
    id: 'fresh-b-pt-17-turning-18-in-two-weeks',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['pt', 'web', 'minor', 'turning-18', 'question-back'],
    turns: [
      {
        say: 'Olá Rafa! Tenho 17 anos mas faço 18 daqui a duas semanas. Já posso marcar para depois do meu aniversário? Queria um retrato realista do meu cachorro na panturrilha.',
        gives: ['age', 'idea', 'style', 'placement'],
        questions: [
          {
            topic: 'booking for after the birthday',
            answer: [
              '/depois do (seu )?aniversário|quando (você )?(tiver|fizer) 18/iu',
              'documento',
              'identidade',
              '/\\bRG\\b/',
              'pode marcar',
              'podemos marcar',
              'dá pra marcar',
              'dá para marcar',
            ],
            about: ['marcar', 'aniversário', '18'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { language: 'pt', age: 17, underAge: true, turnsAdultSoon: true, placement: { area: 'calf' } },
    },
  },
  {
    id: 'fresh-b-pt-lost-my-job-swallow',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['pt', 'web', 'distress'],
    turns: [
      {
        say: 'Oi Noor. Perdi meu emprego mês passado e tô precisando de algo que me lembre de seguir em frente. Queria uma andorinha tradicional no peito.',
        gives: ['idea', 'style', 'placement'],
        reply: { empathy: true, mustNotContain: ['Ótimo', 'Perfeito', 'Adorei', 'Que legal'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['andorinha', 'swallow']],
        style: 'Traditional',
        placement: { area: 'chest' },
      },
    },
  },
  {
    id: 'fresh-b-fr-daughter-19-matching',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['fr', 'web', 'someone-elses-age', 'question-back'],
    note: "The daughter is 19, an adult; coming in together on the same day is Mara's to confirm.",
    turns: [
      {
        say: "Bonjour Mara ! Ma fille de 19 ans et moi aimerions des tatouages assortis : une petite étoile en dotwork derrière l'oreille, environ 3 cm. Peut-on venir ensemble le même jour ?",
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['fille'],
        questions: [
          {
            topic: 'two people the same day',
            answer: ['/(?<![\\p{L}])oui(?![\\p{L}])/iu', 'tout à fait possible', 'bien sûr'],
            about: ['ensemble', 'même jour', 'fille'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [19] },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        underAge: false,
        idea: [['étoile', 'etoile', 'star']],
        style: 'Dotwork',
        placement: { area: 'ear' },
        size: { cm: [2.5, 3.5] },
      },
    },
  },
  {
    id: 'fresh-b-de-little-brother-16-watching',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['de', 'web', 'someone-elses-age', 'question-back'],
    note: 'The brother (16) would only watch: the 18+ rule is said for him, the client (24) is not refused.',
    turns: [
      {
        say: 'Hallo Mara, ich bin 24 und hätte gern einen Dotwork-Mond am linken Handgelenk, ca. 5 cm, Budget 200 €. Mein kleiner Bruder (16) würde gern mitkommen und zuschauen, geht das?',
        gives: ['age', 'idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'a 16-year-old watching',
            answer: ['willkommen', 'darf gern', 'kann gern', 'kein problem', 'natürlich'],
            about: ['bruder', 'zuschauen', 'mitkommen', '16'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de', minor: 'companion', notClientAge: [16] },
    expect: {
      ready: true,
      fields: {
        language: 'de',
        age: 24,
        underAge: false,
        idea: [['mond', 'moon']],
        style: 'Dotwork',
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [4.5, 5.5] },
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-b-de-bot-or-human-mothers-portrait',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['de', 'web', 'human', 'distress', 'question-back'],
    turns: [
      {
        say: 'Guten Tag. Sind Sie ein Bot? Ich würde lieber mit einem Menschen sprechen. Es geht um ein Porträt meiner verstorbenen Mutter auf dem Oberarm.',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'a real person',
            answer: [
              '/weitergeleitet|weitergegeben|bescheid gegeben|gebe[^.?!]{0,20}weiter|meldet sich|wird (sich|ihnen|dir) [^.?!]{0,20}(melden|antworten|schreiben)/iu',
              'persönlich',
              'direkt',
            ],
            about: ['mensch', 'bot', 'rafa', 'sprechen'],
          },
        ],
        reply: { handoff: true, empathy: true },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['mutter', 'mother', 'mum', 'mom']],
        style: 'Portrait',
        placement: { area: ['upper arm', 'arm'] },
      },
    },
  },
  {
    id: 'fresh-b-it-18-in-july',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['it', 'web', 'minor', 'turning-18', 'question-back'],
    turns: [
      {
        say: 'Ciao Noor, compio 18 anni il 10 luglio. Posso già prenotare per la settimana dopo? Vorrei una rosa tradizionale sul polso.',
        gives: ['age', 'idea', 'style', 'placement'],
        questions: [
          {
            topic: 'booking for after the birthday',
            answer: [
              '/dopo (il )?(tuo )?compleanno|quando (avrai|compirai) (i )?18/iu',
              'documento',
              "carta d'identità",
              '/\\bID\\b/',
            ],
            about: ['prenot', 'luglio', '18'],
          },
        ],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: {
        language: 'it',
        underAge: true,
        turnsAdultSoon: true,
        idea: [['rosa', 'rose']],
        placement: { area: 'wrist' },
      },
    },
  },
  {
    id: 'fresh-b-it-dad-ill-constellation',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['it', 'dm', 'distress'],
    note: 'Warmth first; the judge\'s empathy list has only "mi dispiace tanto/molto" for Italian, so the care words are listed here.',
    turns: [
      {
        say: 'scusa se scrivo tanto, è un periodo difficile, mio papà è molto malato 😔 vorrei la costellazione del suo segno in dotwork sulla clavicola',
        gives: ['idea', 'style', 'placement'],
        reply: {
          mustContainAny: [
            'dispiace',
            'momento difficile',
            'periodo difficile',
            'vicin',
            'forza',
            'grazie per aver condiviso',
            'non devi scusarti',
          ],
          mustNotContain: ['Fantastico', 'Perfetto', 'Che bello', 'Ottimo'],
        },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['costellazione', 'constellation']],
        style: 'Dotwork',
        placement: { area: ['collarbone', 'clavicola'] },
      },
    },
  },
] satisfies CaseInput[];
