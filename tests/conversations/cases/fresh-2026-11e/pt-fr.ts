import type { CaseInput } from '../../case-schema.ts';

/**
 * Portuguese and French clients: a birth year, a family or friends booking together with their ages, anxiety
 * and a miscarriage, a size made bigger and a colour narrowed, elisions (l'avant-bras, d'épaule, l'omoplate),
 * timing said around a holiday, and questions the studio answers do not cover.
 */
export default [
  {
    id: 'fresh-e-pt-nasci-em-2009',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['pt', 'dm', 'minor', 'birth-year', 'question-back'],
    note: '"Nasci em 2009": 16 or 17 today. The 18+ rule said in Portuguese; nothing saved even with a mother present.',
    turns: [
      {
        say: 'oii nasci em 2009, posso fazer uma tattoo fine line pequenininha no pulso se minha mãe for junto e assinar?',
        gives: ['age', 'style', 'placement'],
        questions: [
          {
            topic: 'with mum signing',
            answer: ['/(?<![\\d])18(?![\\d])/', 'dezoito', 'maior de idade'],
            about: ['mãe', 'assin', 'idade', 'anos'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'pt' } },
  },
  {
    id: 'fresh-e-pt-familia-andorinhas',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['pt', 'web', 'group', 'someone-elses-age', 'complete'],
    note: 'Three of a family, three ages: the client is 34; the mother of 58 and the sister of 29 are not the client.',
    turns: [
      {
        say: 'Oi Noor! Eu (34), minha mãe (58) e minha irmã (29) queremos fazer a mesma andorinha tradicional colorida no pulso, uns 4 cm cada. Dá pra fazer as três no mesmo dia?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'three on the same day',
            about: ['mesmo dia', 'três', 'dia', 'agenda', 'horário'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [58, 29] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: ['andorinha'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [3, 5] },
        color: 'color',
        age: 34,
      },
    },
  },
  {
    id: 'fresh-e-pt-ansiedade-ponto-e-virgula',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['pt', 'dm', 'distress', 'complete'],
    note: 'Anxiety and a hard year: care first, in Portuguese; the semicolon is the idea.',
    turns: [
      {
        say: 'desculpa o textão, tô passando por uma crise de ansiedade bem pesada esse ano e queria marcar isso na pele. um ponto e vírgula em dotwork na lateral do pulso, bem pequeno tipo 2cm. tenho 24',
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        reply: { empathy: true, mustNotContain: ['Ótimo', 'Que legal'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: [['ponto e vírgula', 'ponto e virgula', 'semicolon', ';']],
        style: 'Dotwork',
        placement: { area: 'wrist' },
        size: { cm: [1.5, 3] },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-e-pt-avo-maior',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['pt', 'web', 'size-change', 'correction', 'memorial'],
    note: 'The size changed from 8 to 15 cm in a second message: 15 recorded, 8 never said back after.',
    turns: [
      {
        say: 'Olá Rafa, queria um retrato do meu avô em preto e cinza na panturrilha esquerda, uns 8 cm. Tenho 37 anos.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'pensei melhor, 8 fica pequeno demais pra um rosto. pode ser uns 15 cm?',
        gives: ['size'],
        mustNotSay: ['/(?<![\\d])8 ?cm/i'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: [['avô', 'avo', 'grandfather']],
        style: 'Portrait',
        placement: { area: 'calf', side: 'left' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 37,
      },
    },
  },
  {
    id: 'fresh-e-pt-vitiligo',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['pt', 'dm', 'question-back', 'unknown-answer', 'medical'],
    note: 'Tattooing skin with vitiligo is for Mara (or a dermatologist): deferred, never "sem problema".',
    turns: [
      {
        say: 'oi! queria uma mandala geométrica no braço direito, uns 10cm. tenho vitiligo nessa área, vocês tatuam em pele com vitiligo?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          { topic: 'vitiligo', answer: ['dermatolog', 'médico'], about: ['vitiligo', 'pele'], defer: true },
        ],
        mustNotSay: ['/sem problema/i', '/(sim|claro),? (tatu|pode)/i'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['mandala'],
        style: 'Geometric',
        placement: { area: 'arm', side: 'right' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'fresh-e-pt-depois-do-carnaval',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['pt', 'dm', 'timing', 'question-back', 'session-length', 'budget'],
    note: '"Só depois do carnaval, tipo março" is the timing; the session length is a default studio answer; 800 reais is the budget.',
    turns: [
      {
        say: 'eae noor, quero uma caveira com rosa tradicional colorida na coxa esquerda, uns 20 cm, orçamento 800 reais. só consigo depois do carnaval, tipo março. quanto tempo leva a sessão?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'timing'],
        questions: [
          {
            topic: 'session length',
            answer: ['hora', 'sess'],
            about: ['tempo', 'sessão', 'demora', 'leva'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['caveira', 'skull']],
        style: 'Traditional',
        placement: { area: 'thigh', side: 'left' },
        size: { cm: [18, 22] },
        color: 'color',
        budget: { around: 800, currency: 'BRL' },
        timing: ['mar', 'carnaval'],
      },
    },
  },
  {
    id: 'fresh-e-pt-avo-de-82-vem-junto',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['pt', 'web', 'european-portuguese', 'companion', 'someone-elses-age', 'question-back'],
    note: 'European Portuguese; the grandmother of 82 comes along (a companion, not the client, nobody refused). Bringing one person is a default studio answer.',
    turns: [
      {
        say: 'Olá, queria marcar uma tatuagem realista de uma sardinha no antebraço, cerca de 10 cm, a preto e cinzento. Tenho 45 anos. A minha avó de 82 anos quer vir comigo para me fazer companhia, pode ser?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'the grandmother coming along',
            answer: ['bem-vind', 'bem vind', 'acompanh', 'pode vir', 'trazer'],
            about: ['avó', 'companhia', 'acompanh', 'trazer', 'vir'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [82] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: ['sardinha'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 45,
      },
    },
  },
  {
    id: 'fresh-e-fr-serpent-avant-bras',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['fr', 'dm', 'elision', 'slang', 'complete'],
    note: '"J\'voudrais", "l\'avant-bras", "genre 10 cm": a complete French brief in spoken style.',
    turns: [
      {
        say: "salut ! j'voudrais un p'tit serpent fine line sur l'avant-bras gauche, genre 10 cm. j'ai 23 ans",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['serpent'],
        style: 'Minimalist',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [9, 11] },
        age: 23,
      },
    },
  },
  {
    id: 'fresh-e-fr-nee-en-2010',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['fr', 'web', 'minor', 'birth-year', 'question-back'],
    note: '"Je suis née en 2010": 16. A mother\'s consent changes nothing (Noor: 18+ only); said in French, kindly.',
    turns: [
      {
        say: "Bonjour, je suis née en 2010 mais ma mère est d'accord et viendra avec moi. Je voudrais une petite hirondelle sur la cheville. C'est possible ?",
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: "with mother's consent",
            answer: ['/(?<![\\d])18(?![\\d])/', 'dix-huit', 'majeur'],
            about: ['mère', 'âge', 'ans', 'possible', 'accord'],
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'fr' } },
  },
  {
    id: 'fresh-e-fr-rose-omoplate-cicatrisation',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['fr', 'web', 'elision', 'question-back', 'healing'],
    note: '"L\'omoplate droite" after "l\'arrière d\'épaule": the shoulder blade. The healing time is a default studio answer, in French.',
    turns: [
      {
        say: "Bonsoir Mara, j'aimerais une rose en dotwork à l'arrière d'épaule, enfin plutôt sur l'omoplate droite, environ 12 cm. J'ai 29 ans. Combien de temps ça met à cicatriser ?",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        questions: [
          {
            topic: 'healing time',
            answer: ['semaines'],
            about: ['cicatris', 'guéri', 'guéri'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['rose'],
        style: 'Dotwork',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'right' },
        size: { cm: [11, 13] },
        age: 29,
      },
    },
  },
  {
    id: 'fresh-e-fr-trois-copines',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['fr', 'dm', 'group', 'someone-elses-age', 'complete'],
    note: "Three friends with three ages; the client says hers (24): the 22 and 27 are the others'.",
    turns: [
      {
        say: "coucou ! on est trois copines (22, 24 et 27 ans, moi c'est 24) et on veut trois petites hirondelles tradi en couleur sur la cheville, 5 cm chacune",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [22, 27] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['hirondelle'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-e-fr-fausse-couche-lune',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['fr', 'web', 'distress', 'grief', 'complete'],
    note: 'A miscarriage: care first in French, never a cheerful opening; the moon with a date is the idea.',
    turns: [
      {
        say: "Bonjour... on a perdu notre bébé en septembre (fausse couche à 14 semaines) et j'aimerais garder une trace. Une petite lune en dotwork avec la date, sur le poignet gauche, 4 cm environ. J'ai 32 ans.",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        reply: { empathy: true, mustNotContain: ['Super', 'Génial', 'Parfait'] },
      },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [14] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['lune'],
        style: 'Dotwork',
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [3, 5] },
        age: 32,
      },
    },
  },
  {
    id: 'fresh-e-fr-plus-grand-noir-seulement',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['fr', 'dm', 'size-change', 'colour-change', 'question-back', 'pricing'],
    note: 'Bigger (8 then 15 cm) and black only: both replace the first answers. Whether it costs more: Iris quotes once the design is set, from $150.',
    turns: [
      {
        say: "hello iris, une branche d'olivier fine line le long de la clavicule, 8 cm, avec un peu de vert. j'ai 27 ans",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'finalement je la veux plus grande, 15 cm, et juste en noir. ça coûte plus cher ?',
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'does it cost more',
            answer: [
              '150',
              'dépend',
              'devis',
              '/(taille|détail)[^.?!]{0,40}prix/i',
              '/prix[^.?!]{0,40}(taille|détail)/i',
            ],
            about: ['prix', 'coût', 'cher', 'tarif'],
            defer: true,
          },
        ],
        mustNotSay: ['/vert/i', '/(?<![\\d])8 ?cm/i'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['olivier'],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicle'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 27,
      },
    },
  },
  {
    id: 'fresh-e-fr-photo-floue',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['fr', 'web', 'question-back', 'unknown-answer', 'references-promised'],
    note: 'Whether Rafa can work from a blurry old photo is his to say (deferred); the photo is promised, not sent: never thanked for.',
    turns: [
      {
        say: "Bonjour Rafa, je voudrais un portrait de ma fille sur le mollet droit, 15 cm, en noir et gris. Je n'ai qu'une vieille photo un peu floue, est-ce que ça suffit pour un portrait ? Je vous l'envoie ce soir.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'references'],
        questions: [{ topic: 'a blurry photo', about: ['photo', 'flou', 'image', 'référence'], defer: true }],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['fille', 'daughter']],
        style: 'Portrait',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
      },
    },
  },
] satisfies CaseInput[];
