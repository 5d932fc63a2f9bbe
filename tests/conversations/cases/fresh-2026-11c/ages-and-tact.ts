import type { CaseInput } from '../../case-schema.ts';

/**
 * Ages: numbers that are no age ("10 years clean", "turning 40"), an expired ID at 18, a parent booking a
 * son's first tattoo for after his 18th, a French client turning 18. Tact: a milestone after chemo, a friend
 * lost in an accident, a way out of depression, scars from a hard time, a father lost in summer: warmth first,
 * never a redirect, and medical questions never answered as if by a doctor. Asking for a person (a bot? a phone
 * call?) is acknowledged in words, and the tattoo in the same message still counts.
 */
export default [
  {
    id: 'fresh-c-ten-years-clean-roman-numerals',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'web', 'not-an-age', 'tact'],
    note: 'A sobriety milestone: 10 is years clean, not an age; it is a celebration, not a loss.',
    turns: [
      {
        say: "In March I'll be 10 years clean and sober. I'd like the date in roman numerals, dotwork, on my inner forearm, about 8 cm.",
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { mustNotContain: ['sorry for your loss', 'condolence', 'under 18', 'too young'] },
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [10] },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        idea: [['roman', 'numeral', 'date']],
        style: 'Dotwork',
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
      },
    },
  },
  {
    id: 'fresh-c-rang-the-bell-after-chemo',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'tact', 'medical', 'question-back', 'false-claim'],
    note: 'A milestone after a hard time: warmth first. When it is safe after treatment is for the doctor (or for Mara to answer), never "it\'s fine".',
    turns: [
      {
        say: 'just rang the bell after my last round of chemo 🔔 want a small geometric ribbon on my wrist to mark it. is it ok to get tattooed this soon after treatment?',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'tattooed soon after chemo',
            answer: ['doctor', 'oncolog', 'medical team', 'care team', '/\\bGP\\b/', 'consultant'],
            about: ['chemo', 'treatment', 'soon', 'safe', 'doctor'],
            defer: true,
          },
        ],
        reply: {
          mustContainAny: [
            'congrat',
            'milestone',
            'so glad',
            'glad you',
            'wonderful',
            'huge',
            'well done',
            'proud',
            'amazing',
            'meaningful',
            'special',
          ],
        },
        mustNotSay: [
          "/(it'?s|that'?s|it is|that is|should be) (totally |perfectly |completely |absolutely )?(fine|safe|okay|ok)\\b(?! to ask)/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['ribbon'], style: 'Geometric', placement: { area: 'wrist' } },
    },
  },
  {
    id: 'fresh-c-just-18-expired-passport',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['en', 'dm', 'age', 'question-back', 'id'],
    note: "Iris's policy is 18+ with photo ID, no exceptions: whether a student card counts is hers to say, or the policy said back.",
    turns: [
      {
        say: 'just turned 18 last month 🎉 my passport expired tho, will my student card do as ID? want a tiny fine line star behind my ear',
        gives: ['age', 'idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'which ID',
            answer: ['photo ID', 'no exceptions', 'valid', "driver's licen", 'driving licen', 'government'],
            about: ['ID', 'student card', 'passport', 'identif'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: { underAge: false, age: 18, idea: ['star'], style: 'Minimalist', placement: { area: 'ear' } },
    },
  },
  {
    id: 'fresh-c-es-regalo-hijo-cumple-18-enero',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['es', 'web', 'minor', 'turning-18', 'someone-elses-age', 'question-back'],
    note: 'The son is 17 until 12 January: the tattoo is his, so it waits for the birthday (a date after it, with ID, is the kind answer); nothing is saved now.',
    turns: [
      {
        say: 'Hola! Mi hijo cumple 18 el 12 de enero y le quiero regalar su primer tatuaje, una brújula geométrica en el antebrazo. ¿Podemos reservar para finales de enero?',
        gives: ['idea', 'style', 'placement'],
        notIdea: ['hijo'],
        questions: [
          {
            topic: 'booking after the birthday',
            answer: [
              '/después de (su|el) cumpleaños/iu',
              '/cuando (ya )?(tenga|cumpla) (los )?18/iu',
              '/a partir del 12/iu',
              'identificación',
              'DNI',
              'documento',
            ],
            about: ['reserv', 'enero', 'cumple', '18', 'fecha'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { language: 'es', underAge: true, turnsAdultSoon: true },
    },
  },
  {
    id: 'fresh-c-es-margarita-mejor-amiga',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['es', 'web', 'distress', 'memorial'],
    turns: [
      {
        say: 'Hola Rafa. Hace un mes perdí a mi mejor amiga en un accidente. Me gustaría tatuarme la flor que ella siempre dibujaba, una margarita, realista, en el interior del brazo izquierdo.',
        gives: ['idea', 'style', 'placement'],
        reply: {
          empathy: true,
          mustNotContain: ['Genial', 'Me encanta', 'Perfecto', 'Qué bien', 'Great', 'Love it'],
        },
      },
      { say: 'unos 10 cm, en negro y gris', gives: ['size', 'color'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['margarita', 'daisy']],
        style: 'Realism',
        placement: { area: 'arm', side: 'left' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-c-pt-robo-cobrir-arame-farpado',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['pt', 'dm', 'human', 'cover-up', 'question-back'],
    note: 'Asking for Noor herself is acknowledged in words; the cover-up (a barbed-wire band under a traditional snake, which Noor does) still makes a lead.',
    turns: [
      {
        say: 'vc é robô? 😅 queria falar com a noor mesmo. é pra cobrir um arame farpado velho no tornozelo com uma cobra tradicional',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'a real person',
            answer: [
              '/(avisei|vou avisar|aviso|passei|vou passar|deixei)[^.?!]{0,40}noor/iu',
              '/noor (vai|irá|já vai) (te )?(responder|escrever|falar|entrar em contato|chamar|retornar)/iu',
              '/(ela|noor) (te )?(responde|retorna|escreve)/iu',
              'pessoalmente',
              'diretamente',
            ],
            about: ['noor', 'pessoa', 'robô', 'falar'],
          },
        ],
        reply: { handoff: true },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        coverUp: true,
        idea: [['cobra', 'snake']],
        style: 'Traditional',
        placement: { area: 'ankle' },
      },
    },
  },
  {
    id: 'fresh-c-pt-ponto-e-virgula-depressao',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['pt', 'web', 'distress', 'question-back', 'pain'],
    note: 'Coming out of a depression: care first; then the pain question answered or deferred in the same reply as the size.',
    turns: [
      {
        say: 'Oi Mara. Passei por uma depressão forte no último ano e agora estou saindo dela. Queria um ponto e vírgula em pontilhismo atrás da orelha, bem pequeno.',
        gives: ['idea', 'style', 'placement'],
        reply: {
          mustContainAny: [
            'sinto muito',
            'lamento',
            'obrigad',
            'força',
            'que bom',
            'coragem',
            'cuidado',
            'especial',
            'significa',
            'importante',
            'bonit',
          ],
          mustNotContain: ['Perfeito!', 'Adorei', 'Que legal', 'Great', 'Love it'],
        },
      },
      {
        say: 'uns 3 cm. e dói muito atrás da orelha?',
        gives: ['size'],
        questions: [
          {
            topic: 'pain behind the ear',
            answer: ['sensível', 'sensíveis', 'osso', 'suportável', 'rápid', 'pausa', 'incômod', 'tranquil'],
            about: ['dói', 'dor', 'orelha'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['ponto e vírgula', 'ponto-e-vírgula', 'semicolon', ';']],
        style: 'Dotwork',
        placement: { area: 'ear' },
        size: { cm: [2.5, 3.5] },
      },
    },
  },
  {
    id: 'fresh-c-fr-cicatrices-periode-difficile',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['fr', 'web', 'distress', 'scars', 'question-back'],
    note: 'Scars are not an old tattoo: Iris not taking cover-ups is no answer here. Whether she tattoos over scars is hers to say.',
    turns: [
      {
        say: "Bonjour Iris. J'ai des cicatrices sur l'avant-bras gauche, d'une période très difficile de ma vie. J'aimerais des fleurs fines par-dessus. Est-ce possible de tatouer sur des cicatrices ?",
        gives: ['idea', 'placement'],
        reply: {
          mustContainAny: [
            'désolé',
            'courage',
            'confiance',
            'jugement',
            'merci de partager',
            'prends soin',
            'bienveillan',
          ],
        },
        questions: [
          {
            topic: 'tattooing over scars',
            answer: [
              '/cicatrices?[^.?!]{0,80}(guéri|anciennes|blanches|plates|dépend|cicatrisé)/iu',
              '/cicatrices?[^.?!]{0,80}(vérifi|examin|regard)/iu',
            ],
            about: ['cicatrice', 'tatouer', 'possible'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(ne|n') ?(fait|prend|accepte|réalise) (pas|plus) (de |les )?(recouvrements?|cover)/iu",
          '/pas de (recouvrement|cover)/iu',
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: { language: 'fr', coverUp: false, placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'fresh-c-fr-17-ans-18-en-fevrier',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['fr', 'dm', 'minor', 'turning-18', 'question-back'],
    note: "Noor's policy: 18+ with photo ID at the door. A date after the birthday, said in French; nothing saved now.",
    turns: [
      {
        say: "coucou ! j'ai 17 ans mais j'aurai 18 le 14 février 💘 je peux déjà réserver pour fin février ? je voudrais un cœur tradi avec une banderole 'maman' sur le bras",
        gives: ['age', 'idea', 'style', 'placement'],
        questions: [
          {
            topic: 'booking after the birthday',
            answer: [
              '/après (ton|votre) anniversaire/iu',
              '/(quand|dès que|une fois que) (tu auras|vous aurez|tu as|vous avez) 18/iu',
              '/dès (tes|vos) 18/iu',
              "pièce d'identité",
              "carte d'identité",
              '/\\bID\\b/',
            ],
            about: ['réserv', 'février', '18', 'anniversaire'],
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { language: 'fr', underAge: true, turnsAdultSoon: true },
    },
  },
  {
    id: 'fresh-c-de-kirschblueten-fuer-papa',
    category: 'fresh-2026-11c',
    artist: 'kai',
    tags: ['de', 'web', 'distress', 'memorial'],
    turns: [
      {
        say: 'Hallo Kai. Mein Vater ist im Sommer gestorben. Er hat Kirschblüten geliebt, und ich möchte Kirschblüten im japanischen Stil über die ganze linke Schulter.',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: {
          empathy: true,
          mustNotContain: ['Super', 'Toll', 'Klingt gut', 'Perfekt', 'Great', 'Love it'],
        },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['kirsch', 'cherry', 'sakura']],
        style: 'Japanese',
        placement: { area: 'shoulder', side: 'left' },
      },
    },
  },
  {
    id: 'fresh-c-de-lieber-anrufen',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['de', 'dm', 'human', 'question-back', 'false-claim'],
    note: 'Iris left no phone number: the wish is passed on in words, no number invented, and the ring-finger heart still counts.',
    turns: [
      {
        say: 'kann ich iris einfach anrufen? schreib nicht so gern 😅 es geht um ein kleines fine line herz am ringfinger',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'a phone call with Iris',
            answer: [
              '/(iris|sie) (meldet sich|wird sich (bei dir |bei ihnen )?melden|schreibt dir|antwortet|ruft)/iu',
              '/(gebe|habe|hab)[^.?!]{0,40}(weiter|weitergegeben|bescheid)/iu',
              'persönlich',
            ],
            about: ['anruf', 'telefon', 'nummer', 'iris'],
            defer: true,
          },
        ],
        reply: { handoff: true },
        mustNotSay: ['/\\+?\\d[\\d ()/-]{7,}\\d/'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['herz', 'heart']],
        style: 'Minimalist',
        placement: { area: ['finger', 'hand'] },
      },
    },
  },
  {
    id: 'fresh-c-it-parlare-con-noor-nave',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['it', 'web', 'human', 'question-back'],
    turns: [
      {
        say: "Posso parlare direttamente con Noor? Preferisco spiegarle io l'idea: una nave tradizionale sul petto, a colori.",
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'a real person',
            answer: [
              '/(ho avvisato|avviso|avviserò|ho passato|passo|ho girato|giro|ho inoltrato|inoltro)[^.?!]{0,40}noor/iu',
              '/noor (ti )?(risponderà|scriverà|contatterà|ricontatterà|ti farà sapere|ti risponde|ti scrive)/iu',
              '/ti (risponderà|scriverà|contatterà|ricontatterà)/iu',
              'personalmente',
              'direttamente',
            ],
            about: ['noor', 'parlare', 'persona'],
          },
        ],
        reply: { handoff: true },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['nave', 'ship']],
        style: 'Traditional',
        placement: { area: 'chest' },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-it-compio-40-anni',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['it', 'dm', 'not-an-age', 'age'],
    note: 'Turning 40 is an adult: "compio" is no sign of a minor.',
    turns: [
      {
        say: "ciao mara! compio 40 anni a maggio e voglio regalarmi il primo tatuaggio 🎂 un'onda in blackwork sulla scapola destra, tipo 10 cm",
        gives: ['age', 'idea', 'style', 'placement', 'size'],
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        language: 'it',
        underAge: false,
        idea: [['onda', 'wave']],
        style: 'Blackwork',
        placement: { area: 'shoulder blade', side: 'right' },
        size: { cm: [9, 11] },
      },
    },
  },
] satisfies CaseInput[];
