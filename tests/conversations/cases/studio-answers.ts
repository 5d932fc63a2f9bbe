import type { CaseInput } from '../case-schema.ts';

/**
 * Issue #23 items 1–2 (decision 045): a studio question inside a message that also gives facts. The reply takes
 * the facts and, in the same reply and in the client's language, answers from the artist's studio answers (their
 * own words, a default, or a setting of Intake Controls), or honestly says it will ask the artist when the
 * artist switched the topic off or nobody could know. Written before the engine was changed.
 *
 * Studio answers the fixture artists set (artists.ts): Iris, a free touch-up within 8 weeks; Rafa, his payment
 * methods in English and Spanish, and guest spots switched off. Mara keeps every default.
 */
export default [
  {
    id: 'studio-answers-touch-up-with-budget-en',
    category: 'studio-answers',
    artist: 'iris',
    conversation: { language: 'en' },
    turns: [
      {
        say: 'a tiny lavender sprig on my ankle, fine line, budget around 250. are touch ups free if it fades a bit?',
        gives: ['idea', 'placement', 'budget'],
        questions: [{ topic: 'touch-ups', about: ['touch'], answer: ['8 weeks'] }],
      },
    ],
    expect: {
      ready: false,
      fields: { placement: { area: 'ankle' }, budget: { around: 250 }, idea: ['lavender'] },
    },
  },
  {
    id: 'studio-answers-healing-time-en',
    category: 'studio-answers',
    artist: 'mara',
    conversation: { language: 'en' },
    turns: [
      {
        say: 'thinking a moth on my sternum, maybe 15cm. how long does it take to heal usually?',
        gives: ['idea', 'placement', 'size'],
        questions: [{ topic: 'healing time', about: ['heal'], answer: ['/\\bweeks?\\b/i'] }],
      },
    ],
    expect: { ready: false, fields: { idea: ['moth'], size: { cm: [14, 16] } } },
  },
  {
    id: 'studio-answers-numbing-cream-es',
    category: 'studio-answers',
    artist: 'rafa',
    conversation: { language: 'es' },
    turns: [
      {
        say: 'Hola! Quiero un retrato realista de mi perro en el antebrazo, en blanco y negro. ¿Puedo ponerme crema anestésica antes?',
        gives: ['idea', 'placement', 'color'],
        questions: [
          {
            topic: 'numbing cream',
            about: ['crema', 'anest'],
            answer: [
              '/crema[^.!?]{0,120}(puedes|se puede|consult|avis|antes|sin problema)/iu',
              '/(puedes|se puede)[^.!?]{0,80}crema/iu',
            ],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm' }, color: 'black_and_grey' } },
  },
  {
    id: 'studio-answers-payment-methods-es',
    category: 'studio-answers',
    artist: 'rafa',
    conversation: { language: 'es' },
    turns: [
      {
        say: 'buenas! un león realista en el muslo, unos 20 cm, presupuesto 500€. ¿aceptáis tarjeta?',
        gives: ['idea', 'placement', 'size', 'budget'],
        questions: [{ topic: 'payment methods', about: ['tarjeta', 'pago'], answer: ['Bizum', 'efectivo'] }],
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['león'], placement: { area: 'thigh' }, budget: { around: 500, currency: 'EUR' } },
    },
  },
  {
    id: 'studio-answers-guest-spot-switched-off-en',
    category: 'studio-answers',
    artist: 'rafa',
    note: 'Rafa switched guest spots off: the assistant says it will ask him, and the lead keeps the question.',
    conversation: { language: 'en', mustNotSay: ['/guest spots? (in|at) london (is|are) /i'] },
    turns: [
      {
        say: 'black and grey portrait of my dad on my upper arm, about 15cm. do you ever do guest spots in london?',
        gives: ['idea', 'placement', 'size', 'color'],
        questions: [{ topic: 'guest spots', about: ['guest', 'london'], defer: true }],
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'upper arm' }, size: { cm: [14, 16] } } },
  },
  {
    id: 'studio-answers-unknown-question-pt',
    category: 'studio-answers',
    artist: 'iris',
    note: 'Nobody set an answer about pets in the studio: an honest "I will ask Iris", never a redirect.',
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'oi! quero uma andorinha pequena no pulso, traço fino. posso levar meu cachorro no estúdio?',
        gives: ['idea', 'placement'],
        questions: [{ topic: 'dog in the studio', about: ['cachorro', 'cão', 'animal'], defer: true }],
      },
    ],
    expect: { ready: false, fields: { idea: ['andorinha'], placement: { area: 'wrist' } } },
  },
  {
    id: 'studio-answers-session-length-de',
    category: 'studio-answers',
    artist: 'mara',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo! Ich hätte gern einen Wolf im Blackwork-Stil auf dem Oberarm, ungefähr 15 cm. Wie lange dauert so eine Sitzung?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'session length',
            about: ['Sitzung', 'dauer', 'lange'],
            answer: ['/\\bStunden?\\b/iu'],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { style: 'Blackwork', size: { cm: [14, 16] } } },
  },
  {
    id: 'studio-answers-touch-up-default-pt',
    category: 'studio-answers',
    artist: 'mara',
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'quero uma borboleta pequena na nuca, colorida. o retoque é de graça?',
        gives: ['idea', 'placement', 'color'],
        questions: [
          {
            topic: 'touch-ups',
            about: ['retoque'],
            answer: ['/retoques?[^.!?]{0,120}(incluíd|grát|gratuit|sem custo|meses|semanas)/iu'],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { idea: ['borboleta'], color: 'color' } },
  },
  {
    id: 'studio-answers-two-questions-en',
    category: 'studio-answers',
    artist: 'mara',
    note: 'Two questions in one message with facts: both answered in the same reply.',
    conversation: { language: 'en' },
    turns: [
      {
        say: 'ok so a snake wrapping my forearm, like 20cm, color. does it hurt more on the inner arm? and can i use numbing cream',
        gives: ['idea', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'pain by area',
            about: ['hurt', 'pain', 'inner'],
            answer: ['/(sensitive|tender|hurts? more|more painful)/i'],
          },
          {
            topic: 'numbing cream',
            about: ['numb'],
            answer: ['/numbing[^.!?]{0,120}(fine|ok|okay|can|check|ask first|before)/i'],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { idea: ['snake'], color: 'color' } },
  },
  {
    id: 'studio-answers-bring-a-friend-es',
    category: 'studio-answers',
    artist: 'rafa',
    conversation: { language: 'es' },
    turns: [
      {
        say: 'Quiero una rosa realista en la pantorrilla, unos 12 cm. ¿Puedo venir con una amiga?',
        gives: ['idea', 'placement', 'size'],
        questions: [
          {
            topic: 'bringing a friend',
            about: ['amig', 'acompañ'],
            answer: [
              '/(puede|puedes|pueden|bienvenid)[^.!?]{0,80}(amig|acompañ|venir)/iu',
              '/(amig|acompañ)[^.!?]{0,80}(bienvenid|puede)/iu',
            ],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { idea: ['rosa'], placement: { area: 'calf' } } },
  },
  {
    id: 'studio-answers-pain-ribs-fr',
    category: 'studio-answers',
    artist: 'mara',
    conversation: { language: 'fr', mustNotSay: ['/(ne fait|fait) (pas|jamais) mal/iu'] },
    turns: [
      {
        say: 'Bonjour ! Je voudrais une pivoine en fine line sur les côtes, environ 12 cm. Est-ce que ça fait très mal à cet endroit ?',
        gives: ['idea', 'placement', 'size'],
        questions: [
          {
            topic: 'pain by area',
            about: ['mal', 'douleur', 'côte'],
            answer: [
              '/(côtes?|zone|endroit)[^.!?]{0,120}(sensible|douloureu)/iu',
              '/(sensible|douloureu)[^.!?]{0,120}côtes/iu',
            ],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { idea: ['pivoine'], size: { cm: [11, 13] } } },
  },
  {
    id: 'studio-answers-aftercare-it',
    category: 'studio-answers',
    artist: 'iris',
    conversation: { language: 'it' },
    turns: [
      {
        say: "Ciao! Vorrei una piccola scritta 'libera' sul polso, linea sottile. Come devo curarlo dopo?",
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'aftercare',
            about: ['cur', 'dopo'],
            answer: ['/(lav|sapone|crema|sole|pellicola)/iu'],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' } } },
  },
  // Issue #23, written before the engine changed (decision 049): "where is the studio" in other words.
  {
    id: 'studio-answers-de-wo-genau-studio',
    category: 'studio-answers',
    artist: 'iris',
    tags: ['de', 'dm'],
    conversation: { language: 'de' },
    turns: [
      {
        say: 'wo genau ist denn euer studio? ich hätte gern eine kleine rose am handgelenk',
        gives: ['idea', 'placement', 'size'],
        questions: [{ topic: 'address', about: ['studio', 'adresse', 'alder'], answer: ['Alder'] }],
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' } } },
  },
  {
    id: 'studio-answers-es-donde-queda-estudio',
    category: 'studio-answers',
    artist: 'rafa',
    tags: ['es', 'web'],
    conversation: { language: 'es' },
    turns: [
      {
        say: '¿dónde queda tu estudio exactamente? quiero un lobo realista en el muslo derecho',
        gives: ['idea', 'style', 'placement'],
        questions: [{ topic: 'address', about: ['estudio', 'direcci', 'verdi'], answer: ['Verdi'] }],
      },
    ],
    expect: {
      ready: false,
      fields: { idea: [['lobo', 'wolf']], placement: { area: 'thigh', side: 'right' } },
    },
  },
] satisfies CaseInput[];
