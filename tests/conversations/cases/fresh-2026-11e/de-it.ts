import type { CaseInput } from '../../case-schema.ts';

/**
 * German and Italian clients: a birth year, groups and a parent with a grown child, grief, a placement and a
 * size changed together, timing around Easter and the summer holidays, elisions (dell'avambraccio,
 * sull'interno, dietro l'orecchio), umlauts typed without their dots, and questions no studio answer covers.
 */
export default [
  {
    id: 'fresh-e-de-2009-geboren',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['de', 'dm', 'minor', 'birth-year', 'question-back'],
    note: '"Bin 2009 geboren": 16 or 17. Parents\' consent changes nothing (Noor: 18+ only); said in German, kindly.',
    turns: [
      {
        say: 'hey, bin 2009 geboren, darf ich mit einverständnis von meinen eltern ein kleines anker tattoo am handgelenk machen?',
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: "parents' consent",
            answer: ['/(?<![\\d])18(?![\\d])/', 'achtzehn', 'volljährig'],
            about: ['eltern', 'einverständnis', 'alter', 'jahre'],
          },
        ],
      },
    ],
    conversation: { language: 'de', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'de' } },
  },
  {
    id: 'fresh-e-de-zu-dritt-dreiecke',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['de', 'web', 'group', 'someone-elses-age', 'complete'],
    note: 'Three people, three ages; the client is 28 ("ich 28"): 26 and 31 are the others\'.',
    turns: [
      {
        say: 'Hallo Mara, wir sind zu dritt (ich 28, meine Freundin 26, mein Bruder 31) und wollen drei kleine geometrische Dreiecke am Handgelenk, jeweils ca. 3 cm. Geht das an einem Termin?',
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        questions: [
          {
            topic: 'all three in one appointment',
            about: ['termin', 'gleichen tag', 'zusammen', 'drei'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de', minor: 'none', notClientAge: [26, 31] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        idea: [['dreieck', 'triangle']],
        style: 'Geometric',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        age: 28,
      },
    },
  },
  {
    id: 'fresh-e-de-loewe-nach-ostern',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['de', 'web', 'timing', 'question-back', 'healing', 'complete'],
    note: 'Inner left forearm, "nach Ostern" as the timing; the healing time is a default studio answer, in German.',
    turns: [
      {
        say: 'Hallo Rafa, ich hätte gern einen realistischen Löwenkopf auf der Innenseite vom linken Unterarm, etwa 15 cm, schwarz-grau, Budget 600 €, am liebsten nach Ostern. Ich bin 35. Wie lange dauert die Heilung ungefähr?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'timing', 'age'],
        questions: [{ topic: 'healing time', answer: ['wochen'], about: ['heil'] }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        idea: [['löwe', 'loewe', 'lion']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 600, currency: 'EUR' },
        timing: ['ostern', 'easter'],
        age: 35,
      },
    },
  },
  {
    id: 'fresh-e-de-oma-kornblume',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['de', 'dm', 'distress', 'grief', 'complete'],
    note: 'A grandmother who died last week: care first in German; her favourite flower is the idea, "Oma" is not.',
    turns: [
      {
        say: 'sorry für den roman, meine oma ist letzte woche gestorben und ich bin noch total durch den wind. ich möchte ihre lieblingsblume, eine kornblume, in dotwork am knöchel, klein so 5 cm. bin 30',
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        reply: { empathy: true, mustNotContain: ['Super', 'Toll', 'Klasse'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        idea: ['kornblume'],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        age: 30,
      },
    },
  },
  {
    id: 'fresh-e-de-doch-unterarm-groesser',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['de', 'dm', 'correction', 'size-change', 'placement-change'],
    note: 'Placement and size changed together in the second message: forearm and 10 cm replace wrist and 5 cm.',
    turns: [
      {
        say: 'hi iris, ich hätte gern den schriftzug "mut" in fineline am handgelenk, so 5 cm. bin 21',
        gives: ['idea', 'style', 'placement', 'size', 'age'],
      },
      {
        say: 'hm eigentlich lieber auf den unterarm und größer, so 10 cm',
        gives: ['placement', 'size'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        idea: ['mut'],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        age: 21,
      },
    },
  },
  {
    id: 'fresh-e-de-kai-sauna-sitzungen',
    category: 'fresh-2026-11e',
    artist: 'kai',
    tags: ['de', 'web', 'question-back', 'two-questions', 'waitlist', 'unknown-answer'],
    note: 'Kai keeps a waitlist. How many sessions a half sleeve takes is the session-length answer; the sauna is not in the aftercare answer word for word: the pool-and-sea advice or "I\'ll ask Kai" are both fine.',
    turns: [
      {
        say: 'Hallo Kai, ich hätte gern einen Koi mit Kirschblüten als Halbarm rechts, farbig, Budget so 1500 Dollar. Wie viele Sitzungen wären das ungefähr? Und darf ich in der Zeit in die Sauna?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [
          { topic: 'number of sessions', answer: ['sitzung', 'stunden'], about: ['sitzung'] },
          {
            topic: 'sauna',
            answer: ['/(zwei|2) wochen/i', 'schwimmbad', 'pool', 'sonne'],
            about: ['sauna', 'nachsorge', 'pflege'],
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
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        size: { text: ['half sleeve', 'halbarm', 'half-sleeve'] },
        color: 'color',
        budget: { around: 1500, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-e-de-ohne-umlaute',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['de', 'dm', 'typos', 'no-umlauts', 'complete'],
    note: 'Umlauts typed as plain vowels and a missing letter: "mochte" (möchte), "Schulterblat", "grosse", "schwartz".',
    turns: [
      {
        say: 'hallo, mochte gern ne rose im dotwork stil am schulterblat links, grosse so 12cm, nur schwartz. bin 22',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        idea: ['rose'],
        style: 'Dotwork',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'left' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-e-it-nato-nel-2009',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['it', 'dm', 'minor', 'birth-year', 'question-back'],
    note: '"Sono nato nel 2009": 16 or 17. A father signing changes nothing (Iris: 18+ with photo ID, no exceptions).',
    turns: [
      {
        say: 'ciao! sono nato nel 2009, posso farmi una scritta piccola fine line sul polso se firma mio padre?',
        gives: ['age', 'style', 'placement'],
        questions: [
          {
            topic: 'a father signing',
            answer: ['/(?<![\\d])18(?![\\d])/', 'diciotto', 'maggiorenn'],
            about: ['padre', 'firm', 'età', 'anni'],
          },
        ],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, language: 'it' } },
  },
  {
    id: 'fresh-e-it-loto-avambraccio',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['it', 'web', 'elision', 'complete'],
    note: '"Sull\'interno dell\'avambraccio destro": the inner right forearm.',
    turns: [
      {
        say: "Ciao Iris, vorrei un fiore di loto fine line sull'interno dell'avambraccio destro, tipo 10 cm. Ho 29 anni.",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: ['loto'],
        style: 'Minimalist',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [9, 11] },
        age: 29,
      },
    },
  },
  {
    id: 'fresh-e-it-mamma-e-figlia-rondini',
    category: 'fresh-2026-11e',
    artist: 'noor',
    tags: ['it', 'dm', 'group', 'someone-elses-age', 'complete'],
    note: "A mother (47) and her daughter (19) want the same swallow: the client is the mother; 19 is the daughter's.",
    turns: [
      {
        say: 'ciao noor! io e mia figlia (lei ha 19 anni, io 47) vorremmo la stessa rondine tradizionale a colori sulla caviglia, 5 cm ciascuna 🥰',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'it', minor: 'none', notClientAge: [19] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: ['rondine'],
        style: 'Traditional',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 47,
      },
    },
  },
  {
    id: 'fresh-e-it-amico-incidente',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['it', 'web', 'distress', 'grief', 'complete'],
    note: 'A friend killed in a motorbike crash: care first in Italian; the helmet with wings is the idea.',
    turns: [
      {
        say: 'Scusa lo sfogo, il mio migliore amico è morto in un incidente in moto a ottobre e non riesco ancora a crederci. Vorrei un casco con le ali, realistico, sul polpaccio sinistro, 20 cm circa, in bianco e nero. Ho 26 anni.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        reply: { empathy: true, mustNotContain: ['Fantastico', 'Perfetto', 'Ottimo'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: ['casco'],
        style: 'Realism',
        placement: { area: 'calf', side: 'left' },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 26,
      },
    },
  },
  {
    id: 'fresh-e-it-geco-a-colori',
    category: 'fresh-2026-11e',
    artist: 'mara',
    tags: ['it', 'dm', 'colour-change', 'question-back', 'unknown-answer'],
    note: 'Black first, then colour: the later answer wins. Mara never set a colour-work answer (off by default): "I\'ll ask Mara", never an invented yes.',
    turns: [
      {
        say: 'ciao mara, un geco geometrico sulla spalla destra, nero, 8 cm. ho 34 anni',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'anzi no, lo vorrei a colori, verde e blu. lo fai a colori?',
        gives: ['color'],
        questions: [{ topic: 'does Mara do colour', about: ['color', 'colori'], defer: true }],
        mustNotSay: ['/(sì|certo),? (lo )?(faccio|fa|lavora) (a|anche a) colori/i'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: ['geco'],
        style: 'Geometric',
        placement: { area: 'shoulder', side: 'right' },
        size: { cm: [7, 9] },
        color: 'color',
        age: 34,
      },
    },
  },
  {
    id: 'fresh-e-it-dietro-orecchio-settembre',
    category: 'fresh-2026-11e',
    artist: 'iris',
    tags: ['it', 'dm', 'elision', 'timing', 'question-back', 'pricing'],
    note: '"Dietro l\'orecchio", "a settembre dopo le vacanze" as the timing; a rough price is answered with Iris\'s minimum ($150) or how she prices.',
    turns: [
      {
        say: "ciaoo vorrei un ramoscello fine line dietro l'orecchio, piccolino tipo 4 cm, a settembre dopo le vacanze. quanto costa più o meno?",
        gives: ['idea', 'style', 'placement', 'size', 'timing'],
        questions: [
          {
            topic: 'rough price',
            answer: ['150', 'dipende', 'preventivo'],
            about: ['cost', 'prezzo', 'quanto'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['ramoscello'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [3, 5] },
        timing: ['settembre', 'september'],
      },
    },
  },
  {
    id: 'fresh-e-it-inchiostro-uv',
    category: 'fresh-2026-11e',
    artist: 'rafa',
    tags: ['it', 'web', 'question-back', 'unknown-answer'],
    note: "UV ink is not in Rafa's data: deferred honestly in Italian, never an invented yes.",
    turns: [
      {
        say: 'Buongiorno, vorrei un teschio realistico sulla coscia destra, circa 18 cm, budget 500 euro. Fate anche tatuaggi con inchiostro UV?',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [{ topic: 'UV ink', about: ['uv', 'inchiostro'], defer: true }],
        mustNotSay: ['/(sì|certo)[^.?!]{0,30}uv/i'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['teschio'],
        style: 'Realism',
        placement: { area: 'thigh', side: 'right' },
        size: { cm: [17, 19] },
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
] satisfies CaseInput[];
