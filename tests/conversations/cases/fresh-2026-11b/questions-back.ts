import type { CaseInput } from '../../case-schema.ts';

/**
 * Questions for the studio asked inside a message that also gives facts, on topics and in wordings the first
 * held-out set did not use. Answered from the artist's data (artists.ts) or honestly deferred to the artist when
 * the data does not hold it; never an invented policy.
 */
export default [
  {
    id: 'fresh-b-how-long-am-i-in-the-chair',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['en', 'dm', 'question-back', 'size'],
    note: 'Noor set no session lengths: a rough figure in hours or an honest "Noor will confirm".',
    turns: [
      {
        say: 'hey!! trad rose on my upper arm, about 3 inches',
        gives: ['idea', 'placement', 'size'],
      },
      {
        say: 'how long would that take? like am i there all day lol. can do like 180',
        gives: ['budget'],
        questions: [
          {
            topic: 'session length',
            answer: [
              '/\\b(an?|one|two|three|[1-6])\\s*(-|–|to|or)?\\s*(\\d\\s*)?(hours?|hrs?)\\b/i',
              '/few hours|half a day|half-day|full day|all day/i',
              '/\\bminutes\\b/i',
            ],
            about: ['long', 'hour', 'session', 'day', 'time'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['rose'],
        style: 'Traditional',
        placement: { area: ['upper arm', 'arm'] },
        size: { cm: [7, 8] },
        budget: { around: 180 },
      },
    },
  },
  {
    id: 'fresh-b-deposit-then-cancelling',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['en', 'web', 'question-back', 'false-claim'],
    note: "Iris's deposit is set ($50, taken off the price); what happens to it on a cancellation is not: only an honest deferral answers the question (corrected after the first run: the $50 alone counted as an answer).",
    turns: [
      {
        say: "Hi Iris, I'd like a fine line eucalyptus sprig along my left collarbone, about 10 cm, budget $250. If I pay the deposit and something comes up and I have to cancel, do I lose it?",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'deposit and cancelling',
            about: ['deposit', 'cancel', 'refund', 'resched', 'lose'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if) (the |your |it )?)(deposits? |it )(is|are) (fully |non-?)?refundable/i',
          "/you('ll| will) (get|receive) (a )?(full )?refund/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['eucalyptus'],
        style: 'Minimalist',
        placement: { area: 'collarbone', side: 'left' },
        size: { cm: [9, 11] },
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-b-guest-spot-from-dublin',
    category: 'fresh-2026-11b',
    artist: 'kai',
    tags: ['en', 'dm', 'question-back', 'size'],
    note: 'Kai set nothing about travelling: an honest deferral. "From my hip down to my knee" is the size.',
    turns: [
      {
        say: 'hey kai, dream piece is a japanese koi swimming from my hip down to my knee. do u ever do guest spots in europe? im in dublin and cant really fly over twice',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'guest spots', about: ['guest', 'europe', 'dublin', 'travel'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['thigh', 'hip', 'leg'] },
        size: { cm: [30, 70], text: ['knee', 'hip', 'thigh'] },
      },
    },
  },
  {
    id: 'fresh-b-jellyfish-range-then-18-and-parking',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'size', 'correction'],
    note: 'A range, then a figure: the figure wins. Mara set no parking details, so she confirms.',
    turns: [
      {
        say: "Hello! I'd love a dotwork jellyfish on my right calf, somewhere between 10 and 15 cm.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Actually, I measured and I'd rather go 18 cm so the tentacles have room. Also, is there parking near you? I'll be driving in.",
        gives: ['size'],
        questions: [{ topic: 'parking', about: ['park', 'car', 'driv'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['jellyfish'],
        style: 'Dotwork',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [17.5, 18.5] },
      },
    },
  },
  {
    id: 'fresh-b-es-bizum-and-no-budget-limit',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['es', 'dm', 'question-back', 'deferral'],
    note: 'Rafa set no payment methods: he confirms. "Lo que haga falta" leaves the budget open: never asked again.',
    turns: [
      {
        say: 'holaa rafa! quiero un retrato realista de mi perra luna en el antebrazo, como de 15cm 🐶',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'presupuesto lo que haga falta la verdad, quiero que quede perfecta. aceptáis bizum o mejor efectivo?',
        gives: ['budget'],
        questions: [
          { topic: 'payment methods', about: ['bizum', 'efectivo', 'pago', 'pagar', 'tarjeta'], defer: true },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['luna', 'perra', 'dog']],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
      },
    },
  },
  {
    id: 'fresh-b-es-shoulder-mandala-healing',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['es', 'web', 'question-back', 'size'],
    turns: [
      {
        say: 'Hola Mara, quiero un mandala geométrico que me cubra todo el hombro izquierdo. ¿Cuánto tiempo tarda en curarse más o menos? Trabajo de socorrista en verano.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'healing time',
            answer: ['/semanas?/i', '/\\bmes(es)?\\b/i'],
            about: ['cur', 'cicatri'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['mandala'],
        style: 'Geometric',
        placement: { area: 'shoulder', side: 'left' },
      },
    },
  },
  {
    id: 'fresh-b-es-gift-for-my-boyfriends-25th',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['es', 'dm', 'question-back', 'someone-elses-age'],
    note: "The 25 is the boyfriend's birthday; a gift voucher is not in Iris's data, so she confirms.",
    turns: [
      {
        say: 'hola! mi novio cumple 25 el mes que viene y quiero regalarle un tatuaje contigo 🥹 hacéis tarjetas regalo o algo así?',
        notIdea: ['novio'],
        questions: [{ topic: 'gift voucher', about: ['regalo', 'tarjeta', 'bono', 'vale'], defer: true }],
      },
    ],
    conversation: { language: 'es', minor: 'none', notClientAge: [25] },
    expect: { ready: false, fields: { language: 'es', underAge: false } },
  },
  {
    id: 'fresh-b-pt-coin-size-and-free-touch-ups',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['pt', 'dm', 'question-back', 'size', 'false-claim'],
    note: 'A 1-real coin is about 2.7 cm. Mara set no touch-up policy: she confirms, nothing invented.',
    turns: [
      {
        say: 'oiii quero um olho grego em pontilhismo atrás da orelha, do tamanho de uma moeda de 1 real 🧿',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'e vcs fazem retoque de graça se precisar? orçamento uns 250',
        gives: ['budget'],
        questions: [{ topic: 'touch-ups', about: ['retoque', 'retocar'], defer: true }],
        mustNotSay: ['/retoques? (é|são|sai|saem) (sempre )?(gratuito|grátis|de graça|incluído)/iu'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['olho grego', 'olho', 'eye']],
        style: 'Dotwork',
        placement: { area: 'ear' },
        size: { cm: [2, 3.5] },
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-b-fr-walk-in-olive-branch',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['fr', 'web', 'question-back'],
    note: 'Iris takes walk-ins (artists.ts): a yes, in French.',
    turns: [
      {
        say: "Bonjour Iris, je voudrais une petite branche d'olivier en fine line sur la cheville, environ 7 cm. Est-ce que vous prenez les clients sans rendez-vous ? Je suis à Portland jusqu'à jeudi.",
        gives: ['idea', 'style', 'placement', 'size', 'timing'],
        questions: [
          {
            topic: 'walk-ins',
            answer: [
              '/(?<![\\p{L}])oui(?![\\p{L}])/iu',
              'accepte les',
              'prend les',
              'sans rendez-vous aussi',
              'passer directement',
              'pouvez passer',
              'peux passer',
            ],
            about: ['rendez-vous', 'walk', 'passer'],
          },
        ],
        mustNotSay: [
          "/(ne|n') ?(prend|accepte|fait)[^.?!]{0,15}pas[^.?!]{0,30}sans rendez-vous/iu",
          'uniquement sur rendez-vous',
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['olivier', 'olive']],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [6, 8] },
      },
    },
  },
  {
    id: 'fresh-b-fr-do-ribs-hurt-swallow',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['fr', 'dm', 'question-back'],
    note: 'Any receptionist knows the ribs are among the more sensitive spots; general guidance, not medical advice.',
    turns: [
      {
        say: "slt noor! je veux une hirondelle tradi sur les côtes, genre 10cm. ça fait super mal les côtes non?? c'est mon 1er 😬",
        gives: ['idea', 'placement', 'size'],
        questions: [
          {
            topic: 'pain on the ribs',
            answer: [
              'sensible',
              'douloureu',
              'plus mal',
              '/(?<![\\p{L}])os(?![\\p{L}])/iu',
              'supportable',
              'pause',
            ],
            about: ['mal', 'douleur', 'côtes'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['hirondelle', 'swallow']],
        style: 'Traditional',
        placement: { area: 'rib' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'fresh-b-fr-rescheduling-the-deposit',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['fr', 'dm', 'question-back'],
    note: "A booked client: Rafa's deposit is €100, non-refundable, counted toward the tattoo; moving a date is his call.",
    turns: [
      {
        say: "bonjour, j'ai déjà réservé avec rafa et versé l'acompte, mais je dois décaler mon rdv de 2 semaines 😕 je perds les 100€ ?",
        questions: [
          {
            topic: 'deposit when rescheduling',
            answer: [
              'non remboursable',
              'non-remboursable',
              '/compt(e|é)[^.?!]{0,30}(tatouage|prix)/iu',
              'déduit',
            ],
            about: ['acompte', 'décal', 'report', 'rendez-vous', 'rdv', '100'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(si|s'il|s'ils)[^.?!]{0,20})(est|sont) (entièrement )?remboursable/iu",
          'rembourser les 100',
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: { ready: false, fields: { language: 'fr' } },
  },
  {
    id: 'fresh-b-de-inches-and-healing',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['de', 'web', 'question-back', 'size'],
    note: 'Two inches, said in German ("Zoll"): about 5 cm.',
    turns: [
      {
        say: "Hallo Iris, ich hätte gern den Schriftzug 'atme' in Fine Line am inneren Unterarm, etwa 2 Zoll lang. Wie lange dauert die Heilung ungefähr? Ich gehe im Juni klettern.",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'healing time',
            answer: ['/wochen?/iu', '/monat/iu'],
            about: ['heil', 'abheil'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: ['atme'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [4.5, 5.5] },
      },
    },
  },
  {
    id: 'fresh-b-de-sleeve-deposit-budget-egal',
    category: 'fresh-2026-11b',
    artist: 'kai',
    tags: ['de', 'dm', 'question-back', 'deferral', 'size'],
    note: 'Kai\'s deposit is set ($200 per session). "Budget ist egal" leaves the budget open: never asked again.',
    turns: [
      {
        say: 'moin kai! will nen japanischen drachen als ganzen sleeve am rechten arm 🐉 budget ist egal ehrlich gesagt',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      {
        say: 'nimmst du ne anzahlung? und farbig bitte',
        gives: ['color'],
        questions: [{ topic: 'deposit', answer: ['200'], about: ['anzahlung', 'deposit'] }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['drache', 'dragon']],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        size: { text: ['sleeve', 'ärmel'] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-b-de-books-closed-when-again',
    category: 'fresh-2026-11b',
    artist: 'juno',
    tags: ['de', 'web', 'question-back'],
    note: "Juno's books are closed: said plainly; when they reopen is hers to say.",
    turns: [
      {
        say: 'Hallo Juno, ich möchte einen Neo-Traditional-Fuchs mit Blumen auf der linken Wade. Wann machst du deine Bücher wieder auf?',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'when books reopen',
            answer: ['geschlossen', 'warteliste', 'benachrichtig', 'sobald'],
            about: ['bücher', 'termin', 'öffn', 'wieder'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['fuchs', 'fox']],
        style: 'Neo-traditional',
        placement: { area: 'calf', side: 'left' },
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-b-it-black-only-snake-session',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['it', 'dm', 'question-back', 'false-claim', 'size'],
    note: '"Solo nero" is black only, never black and grey; the length of a sitting is Mara\'s to confirm or a rough hours figure.',
    turns: [
      {
        say: "ciao mara! vorrei un serpente geometrico lungo tutto l'avambraccio destro",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'solo nero, niente colore. quanto dura una seduta più o meno?',
        gives: ['color'],
        questions: [
          {
            topic: 'session length',
            answer: [
              '/\\b(un|una|due|tre|quattro|[1-6])\\s*(-|–|o)?\\s*(\\d\\s*)?or[ae]\\b/iu',
              "/un['’]ora|qualche ora|mezza giornata|giornata intera/iu",
            ],
            about: ['dura', 'seduta', 'ore', 'tempo'],
            defer: true,
          },
        ],
        mustNotSay: [
          'nero e grigio',
          'bianco e nero',
          'black and grey',
          'black & grey',
          'sfumature di grigio',
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['serpente', 'snake']],
        style: 'Geometric',
        placement: { area: 'forearm', side: 'right' },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-b-it-where-and-walk-in-saturday',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['it', 'dm', 'question-back'],
    note: "Noor's address and walk-ins are set (artists.ts): both answered, in Italian.",
    turns: [
      {
        say: "ciao! vorrei un'ancora tradizionale piccola sull'avambraccio. dove si trova lo studio di preciso? sono a bristol solo sabato, accetti walk-in?",
        gives: ['idea', 'style', 'placement', 'size', 'timing'],
        questions: [
          { topic: 'location', answer: ['Harbour'], about: ['dove', 'studio', 'indirizzo'] },
          {
            topic: 'walk-ins',
            answer: [
              '/(?<![\\p{L}])sì(?![\\p{L}])/iu',
              'senza appuntamento',
              'accetta',
              'puoi passare',
              'passare direttamente',
            ],
            about: ['walk', 'appuntamento', 'passare'],
          },
        ],
        mustNotSay: ['/non (accetta|fa|prende)[^.?!]{0,20}walk/iu', 'solo su appuntamento'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['ancora', 'anchor']],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { text: ['small', 'piccol', 'tiny'] },
      },
    },
  },
] satisfies CaseInput[];
