import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients. Spanish: a realistic self-portrait from a photo taken at 5
 * (no age of the client's) with healing before the beach, a Mexican in Bristol whose "cumplo 20" is no age and who
 * asks the price, a Chilean in Berlin ("po", "bacán", "la pega") asking the deposit and moving the piece, a US
 * 10th-grader in Spanglish whose aunt would sign. Portuguese: a Brazilian in Berlin whose "ipê amarelo" is no colour,
 * pain on the ribs and Pix; a European Portuguese client whose father, in chemotherapy, would come along (no
 * condolences); a price in reais asked of an artist who charges in dollars; "ânfora" autocorrected to "âncora".
 * French: a Belgian ("GSM", "quatre cent nonante"), a pupil in "première" on a school trip whose parents would sign,
 * healing before a ski trip with boots over the calf, a neo-traditional dragonfly behind the ear for closed books.
 * German: Berlinisch ("wat kostet", "Handjelenk", "willste"), Bavarian ("Oachkatzl", "koa Farb", parking), a police
 * application and visible tattoos, a pacemaker asked with a formal "Herr Ortiz". Italian: Neapolitan ("me vulesse",
 * "ncopp'", "tengo 30 anne") for a Maradona portrait, a premature baby in intensive care, a mother booking with her
 * daughter who turns 18 on 20 December, Satispay and a placement moved to the side.
 */
export default [
  {
    id: 'fresh-s-es-retrato-con-cinco-anos',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'spain',
      'unusual',
      'numbers-not-age',
      'portrait',
      'healing',
      'budget-slang',
      'multi-turn',
    ],
    note: 'A realistic portrait of the client as a child of 5, from a photo: 5 is no age of hers (she is 31). Healing time is answered (weeks); "450 pavos" is 450 euros.',
    turns: [
      {
        say: 'holaa rafa! quiero un retrato realista mío de cuando tenía 5 años, de una foto que tiene mi madre en el salón 🥹 en el antebrazo',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'unos 15 cm, en blanco y negro. ¿cuánto tarda en curar más o menos? es que en agosto me voy a la playa',
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'healing time',
            about: ['curar', 'cura', 'cicatriz', 'semanas', 'playa'],
            answer: ['/semanas?/iu'],
          },
        ],
      },
      { say: 'tengo 31 y de presupuesto unos 450 pavos', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'es', minor: 'none', notClientAge: [5] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['retrato', 'portrait']],
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 31,
        budget: { around: 450, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-s-es-gallito-cumplo-veinte',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['es', 'dm', 'mexican', 'ordinary', 'price', 'size-as-hand', 'someone-elses-age', 'multi-turn'],
    note: 'A Mexican in Bristol: a traditional rooster on the chest the size of an open hand; the price is Noor\'s minimum (120); "tengo 19, cumplo 20" is 19, never 20 and never a minor. Noor does one style: never asked.',
    turns: [
      {
        say: 'qué onda noor! soy de monterrey pero ahorita vivo en bristol 🇲🇽 quiero un gallito tradicional en el pecho, como del tamaño de mi mano abierta',
        gives: ['idea', 'placement', 'size'],
      },
      {
        say: 'a color obvio. ¿y cuánto me sale más o menos?',
        gives: ['color'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['precio', 'cuesta', 'sale', 'mínimo', 'minimo', '£', '120'],
            answer: ['120'],
          },
        ],
      },
      { say: 'va, sí me alcanza 👌 tengo 19, cumplo 20 el mes que entra', gives: ['age'] },
    ],
    conversation: { language: 'es', minor: 'none', notClientAge: [20] },
    expect: {
      ready: true,
      fields: {
        idea: [['gallo', 'gallito', 'rooster']],
        style: 'Traditional',
        placement: { area: ['chest', 'pecho'] },
        size: { cm: [14, 22], text: ['mano', 'hand'] },
        color: 'color',
        age: 19,
        underAge: false,
        language: 'es',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-es-chilena-copihue',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['es', 'dm', 'chilean', 'ordinary', 'deposit', 'placement-corrected', 'multi-turn'],
    note: 'Chilean Spanish ("wena", "po", "bacán", "la pega" for work): a copihue (Chile\'s national flower) in fine line; the deposit is Lena\'s €60; the collarbone is moved to the shoulder blade, which wins.',
    turns: [
      {
        say: 'holaa lena! wena, soy chilena y estoy viviendo en berlín hace poco 🙌 quiero un copihue en línea fina en la clavícula, es la flor nacional de chile po',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'como de 7 cm, solo negro. ¿cuánto es la seña pa reservar?',
        gives: ['size', 'color'],
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['seña', 'señal', 'reserv', 'depósito', 'deposito', 'anticipo', '€'],
            answer: ['60'],
          },
        ],
      },
      {
        say: 'ya, bacán. oye no, mejor en el omóplato, en la clavícula se me va a ver mucho en la pega 😅',
        gives: ['placement'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'tengo 27 po', gives: ['age'] },
    ],
    conversation: { language: 'es', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['copihue'],
        style: 'Minimalist',
        placement: { area: ['shoulder blade', 'omóplato', 'omoplato', 'scapula'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 27,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-s-es-decimo-grado-tia-firma',
    category: 'fresh-2026-11s',
    artist: 'iris',
    tags: [
      'es',
      'dm',
      'spanglish',
      'us',
      'minor',
      'age-said-sideways',
      'turning-18',
      'consent',
      'multi-turn',
    ],
    note: 'A US pupil in "10th grade" (15 or 16) writing Spanglish, whose aunt would sign: Iris is 18+ with photo ID, no exceptions; June (her 18th) is when she can come. Never ready, no save.',
    turns: [
      {
        say: 'hola iris!! quiero una mariposita fine line en el tobillo 🦋 bien chiquita, como de 3 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'estoy en 10th grade jaja pero mi tía dice que ella me firma el permiso. ¿así sí se puede?',
        gives: ['age'],
        questions: [
          {
            topic: 'an aunt signing for a minor',
            about: ['tía', 'permiso', 'firma', '18', 'edad', 'mayor'],
            answer: ['/\\b18\\b|mayor(es)? de edad|sin excepci/iu'],
          },
        ],
        mustNotSay: ['/con (el )?permiso[^.?!]{0,40}(sí )?(se puede|puedes|podemos|está bien)/iu'],
      },
      {
        say: 'ah ok 😕 ¿y ya cuando cumpla los 18 en junio?',
        gives: ['timing'],
        questions: [
          {
            topic: 'after the 18th birthday',
            about: ['junio', '18', 'cumpl'],
            answer: [
              '/junio|cuando (cumplas|tengas)|después de tu cumple|a partir de|identificaci|\\bID\\b/iu',
            ],
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, timing: ['junio', 'june'], language: 'es' },
    },
  },
  {
    id: 'fresh-s-pt-ipe-amarelo-pix',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['pt', 'dm', 'brazilian', 'ordinary', 'pain', 'payment', 'pix', 'defer', 'multi-turn'],
    note: 'A Brazilian in Berlin: a branch of "ipê amarelo" (the tree\'s name; the ink is "só preto"), pain on the ribs answered, Pix is in no data of Lena\'s (asked, never accepted for her).',
    turns: [
      {
        say: 'oii lena tudo bem? sou brasileira e moro aqui em berlim 🇧🇷 queria uma tattoo fine line de um galhinho de ipê amarelo na costela 💛',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'uns 12cm, só preto mesmo. dói muito na costela? 😬',
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'pain on the ribs',
            about: ['dói', 'doi', 'dor', 'costela'],
            answer: [
              '/(?<![\\p{L}])(dói|doi|dor|sensív|sensiv|osso|incômod|incomod|varia|cada pessoa|suportáv|suportav)/iu',
            ],
          },
        ],
      },
      {
        say: 'ah e vc aceita pix? ainda tenho conta no brasil',
        questions: [{ topic: 'Pix', about: ['pix', 'pagamento', 'pagar'], defer: true }],
        mustNotSay: [
          '/(?<!(se|não sei)[^.?!]{0,30})\\b(aceita|aceitamos|aceito|pode pagar (com|por|via)) (sim )?(o )?pix/iu',
        ],
      },
      { say: 'tenho 26', gives: ['age'] },
    ],
    conversation: { language: 'pt', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['ipê', 'ipe', 'galho']],
        style: 'Minimalist',
        placement: { area: ['rib', 'costela'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 26,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-s-pt-pai-em-quimioterapia',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: [
      'pt',
      'web',
      'european-portuguese',
      'unusual',
      'illness',
      'living-parent',
      'care',
      'companion',
      'multi-turn',
    ],
    note: 'European Portuguese ("está a fazer", "gostava", "a preto e cinzento"): a portrait of a father in chemotherapy, alive, while he can see it: care first, no condolences; he may come along (the companion answer). His 63 is not the client\'s age (35).',
    turns: [
      {
        say: 'Olá Rafa, boa tarde. O meu pai está a fazer quimioterapia e, enquanto ainda tem forças, gostava muito de fazer um retrato realista dele no braço, para ele ainda ver. Ele ia adorar.',
        gives: ['idea', 'style', 'placement'],
        reply: { empathy: true, mustNotContain: ['Ótimo', 'Excelente'] },
      },
      {
        say: 'Ele pode ir comigo à sessão? Gostava que estivesse lá.',
        questions: [
          {
            topic: 'the father at the session',
            about: ['pai', 'acompanh', 'sessão', 'sessao', 'ir', 'estar'],
            answer: ['/(?<![\\p{L}])(sim|claro|pode (ir|vir|acompanhar|estar)|bem-vind|acompanh)/iu'],
          },
        ],
      },
      { say: 'Uns 18 cm, a preto e cinzento. Tenho 35 anos (ele tem 63).', gives: ['size', 'color', 'age'] },
    ],
    conversation: {
      language: 'pt',
      minor: 'none',
      notClientAge: [63],
      mustNotSay: ['/pêsames|lamento (muito )?a (sua|tua) perda|descanse em paz|condolências|em memória/iu'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['pai', 'retrato', 'father', 'portrait']],
        placement: { area: ['arm', 'braço', 'braco'] },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 35,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-s-pt-kai-em-reais',
    category: 'fresh-2026-11s',
    artist: 'kai',
    tags: ['pt', 'dm', 'brazilian', 'price', 'currency', 'deposit', 'waitlist', 'defer', 'multi-turn'],
    note: "The price of a full back dragon is Kai's minimum ($500); what that is in reais is no figure to invent (no R$ amount); the deposit is per session (his data). The budget is 4,000 dollars.",
    turns: [
      {
        say: 'fala kai! quanto sai mais ou menos um dragão fechando as costas inteiras? e isso dá quanto em reais? 😅',
        gives: ['idea', 'placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['preço', 'preco', 'valor', 'mínimo', 'minimo', '500', '$'],
            answer: ['500'],
          },
          {
            topic: 'in reais',
            about: ['reais', 'real', 'R$', 'convers', 'câmbio', 'cambio'],
            defer: true,
          },
        ],
        mustNotSay: ['/R\\$ ?\\d/iu', '/\\d[\\d.,]* (mil )?reais/iu'],
      },
      {
        say: 'tá, e o sinal é por sessão ou uma vez só?',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit per session',
            about: ['sinal', 'entrada', 'depósito', 'deposito', 'sessão', 'sessao', '200'],
            answer: ['/por sessão|por sessao|cada sessão|cada sessao|toda sessão/iu'],
          },
        ],
      },
      {
        say: 'blz, me coloca na lista. colorido, com nuvens e ondas. tenho 33 e juntei uns 4 mil dólares',
        gives: ['color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['dragão', 'dragao', 'dragon']],
        style: 'Japanese',
        placement: { area: ['back', 'costas'] },
        size: { text: ['costas', 'back', 'inteira', 'full', 'whole'] },
        color: 'color',
        age: 33,
        budget: { around: 4000, currency: 'USD' },
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-pt-corretor-ancora',
    category: 'fresh-2026-11s',
    artist: 'juno',
    tags: [
      'pt',
      'dm',
      'brazilian',
      'ordinary',
      'autocorrect',
      'idea-corrected',
      'books-closed',
      'multi-turn',
    ],
    note: 'Autocorrect wrote "ânfora" (an amphora) for "âncora" (an anchor), fixed with "âncora*": the anchor wins and the amphora is never said again. Juno\'s books are closed (no booking link); a credit card\'s size.',
    turns: [
      {
        say: 'oi juno! sou brasileira e moro em leeds 😊 queria uma ânfora neo tradicional no antebraço',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'âncora* kkkkk corretor maldito. uma âncora com uma rosa', gives: ['idea'] },
      {
        say: 'colorida, do tamanho de um cartão de crédito mais ou menos. vc tá aceitando agendamento?',
        gives: ['color', 'size'],
        asks: 'booking',
        questions: [
          {
            topic: 'books closed',
            about: ['agenda', 'agendamento', 'fechad', 'lista', 'espera'],
            answer: ['/fechad|lista de espera/iu'],
          },
        ],
        mustNotSay: ['/ânfora|anfora|amphora/iu'],
        reply: { bookingLink: false },
      },
      { say: 'ahh entendi, me coloca na lista então! tenho 29', gives: ['age'] },
    ],
    conversation: { language: 'pt', mustNotSay: ['/agenda (está |tá )?aberta/iu'] },
    expect: {
      ready: true,
      fields: {
        idea: [['âncora', 'ancora', 'anchor']],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'antebraço', 'antebraco'] },
        size: { cm: [7, 10], text: ['cartão', 'cartao', 'card'] },
        color: 'color',
        age: 29,
        language: 'pt',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-fr-belge-nonante',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: [
      'fr',
      'dm',
      'belgian',
      'ordinary',
      'price',
      'budget-in-words',
      'companion',
      'size-as-thing',
      'multi-turn',
    ],
    note: 'Belgian French: "GSM" is a mobile phone (the size, about 15 cm), "quatre cent nonante euros" is 490 (over Rafa\'s €300 minimum: it fits); a flatmate along is the companion answer. "Vingt-deux ans" is 22.',
    turns: [
      {
        say: "Salut Rafa ! Je suis belge, en Erasmus à Barcelone 🇧🇪 Je voudrais une chouette réaliste sur l'épaule, à peu près de la taille de mon GSM",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "En noir et gris. Mon budget c'est quatre cent nonante euros max, ça passe ?",
        gives: ['color', 'budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['budget', 'prix', 'minimum', '€', '300', '490'],
            answer: ['300', '/(ça|ca) passe|suffi|dans (le|ton|votre) budget|au-dessus|largement/iu'],
          },
        ],
      },
      {
        say: 'Top, merci ! Je peux venir avec mon coloc ? Il veut juste regarder 😄',
        questions: [
          {
            topic: 'a flatmate along',
            about: ['coloc', 'accompagn', 'venir', 'ami'],
            answer: ['/(?<![\\p{L}])(oui|bien sûr|bienvenu|peut venir|peut t.accompagner|accompagn)/iu'],
          },
        ],
      },
      { say: "J'ai vingt-deux ans", gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['chouette', 'hibou', 'owl']],
        style: 'Realism',
        placement: { area: ['shoulder', 'épaule', 'epaule'] },
        size: { cm: [12, 17], text: ['gsm', 'téléphone', 'telephone', 'phone', 'portable'] },
        color: 'black_and_grey',
        age: 22,
        budget: { around: 490, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-s-fr-premiere-voyage-scolaire',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['fr', 'dm', 'minor', 'school-trip', 'consent', 'multi-turn'],
    note: 'A French pupil in "première" on a school trip to Bristol in March, 16, whose parents would sign: Noor is 18+ with photo ID at the door, so not on this trip; told kindly. Never ready, no save.',
    turns: [
      {
        say: 'salut noor ! je suis en première et je viens à Bristol en voyage scolaire en mars 🇬🇧 tu pourrais me faire une petite hirondelle sur le poignet pendant le séjour ?',
        gives: ['idea', 'placement', 'timing'],
      },
      {
        say: "j'ai 16 ans mais mes parents sont d'accord, ils peuvent signer une autorisation",
        gives: ['age'],
        questions: [
          {
            topic: 'parental authorisation',
            about: ['autoris', 'parents', 'signer', '18', 'âge', 'age'],
            answer: ['/18 ans|majeur|pièce d.identité/iu'],
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(avec|grâce à) (une |l.|leur )?autorisation[^.?!]{0,40}(c.est bon|ça passe|pas de (problème|souci)|possible)/iu',
        ],
      },
      { say: 'ah mince 😕 bon tant pis, merci quand même' },
    ],
    conversation: { language: 'fr', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 16, underAge: true, language: 'fr' },
      last: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-fr-ski-cicatrisation',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: ['fr', 'web', 'ordinary', 'healing', 'trip', 'size-against-body', 'defer', 'multi-turn'],
    note: 'A mountain of triangles on the calf "the length of my index finger"; healing before a ski trip in three weeks with boots that rub right there: healing time in weeks, or Mara asked; never "ça aura le temps".',
    turns: [
      {
        say: "Bonjour Mara ! J'aimerais un motif géométrique, une montagne faite de triangles, sur le mollet. À peu près la longueur de mon index.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Noir uniquement. Par contre je pars au ski dans trois semaines : ça aura le temps de cicatriser ? Les chaussures de ski frottent pile à cet endroit 😬',
        gives: ['color'],
        questions: [
          {
            topic: 'healing before skiing',
            about: ['cicatris', 'ski', 'semaines', 'chaussure', 'frott'],
            answer: ['/semaines?/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(ça|ca|il|elle|le tatouage) (aura|va avoir) (largement |bien |tout |amplement )?le temps/iu',
          '/(?<!si[^.?!]{0,30})\\btrois semaines (c.est|ça suffit|suffisent|suffit|devraient suffire)/iu',
        ],
      },
      { say: "D'accord, je verrai avec elle. J'ai 30 ans.", gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['montagne', 'mountain', 'triangle']],
        style: 'Geometric',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [5, 10], text: ['index', 'doigt'] },
        color: 'black',
        age: 30,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-s-fr-libellule-juno',
    category: 'fresh-2026-11s',
    artist: 'juno',
    tags: ['fr', 'dm', 'ordinary', 'pain', 'books-closed', 'emoji', 'multi-turn'],
    note: 'A French client in Leeds: a neo-traditional dragonfly behind the ear, pain there answered, "en couleur 🌈" the colour; asked last whether Juno takes appointments: the books are closed (a waitlist, no booking link).',
    turns: [
      {
        say: "coucou juno ! je suis française, j'habite à Leeds 🙂 je voudrais une libellule néo-traditionnelle derrière l'oreille",
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: "genre 5 cm. ça fait mal derrière l'oreille ?",
        gives: ['size'],
        questions: [
          {
            topic: 'pain behind the ear',
            about: ['mal', 'douleur', 'oreille', 'douloureu'],
            answer: ['/(?<![\\p{L}])(mal|douleur|douloureu|sensible|os|supportable|chacun|varie|pique)/iu'],
          },
        ],
      },
      { say: 'en couleur 🌈🌈', gives: ['color'] },
      {
        say: "j'ai 24 ans. et tu prends des rdv en ce moment ?",
        gives: ['age'],
        asks: 'booking',
        questions: [
          {
            topic: 'books closed',
            about: ['rdv', 'rendez', 'réserv', 'fermé', 'liste', 'attente'],
            answer: ['/fermé|liste d.attente/iu'],
          },
        ],
        reply: { bookingLink: false },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['libellule', 'dragonfly']],
        style: 'Neo-traditional',
        placement: { area: ['ear', 'oreille'] },
        size: { cm: [4, 6] },
        color: 'color',
        age: 24,
        language: 'fr',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-s-de-berlinerisch',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['de', 'dm', 'berlin-dialect', 'ordinary', 'price', 'deposit', 'multi-turn'],
    note: 'Berlinisch ("Wat kostet", "kleenet", "Ick", "uffm Handjelenk", "fümf", "willste ham"): the price of something small is Lena\'s minimum (€120), the deposit her €60.',
    turns: [
      {
        say: "Moin Lena! Wat kostet bei dir so'n kleenet Tattoo? Ick will 'ne Schwalbe uffm Handjelenk, so fineline",
        gives: ['idea', 'style', 'placement'],
        asks: 'price',
        questions: [
          { topic: 'price', about: ['kost', 'preis', '€', 'minimum', 'ab', 'mindest'], answer: ['120'] },
        ],
      },
      { say: 'Jut, passt. So fümf Zentimeter, nur schwarz', gives: ['size', 'color'] },
      {
        say: 'Und wie ville Anzahlung willste ham?',
        asks: 'deposit',
        questions: [{ topic: 'deposit', about: ['anzahlung', '€', 'termin'], answer: ['60'] }],
      },
      { say: 'Ick bin 31', gives: ['age'] },
    ],
    conversation: { language: 'de', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['schwalbe', 'swallow']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'handgelenk', 'handjelenk'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 31,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-s-de-bairisch-oachkatzl',
    category: 'fresh-2026-11s',
    artist: 'mara',
    tags: ['de', 'dm', 'bavarian', 'ordinary', 'parking', 'defer', 'multi-turn'],
    note: 'Bavarian ("I hätt gern", "Oachkatzl" a squirrel, "koa Farb", "i kimm mim Auto"): a geometric squirrel the size of a palm; parking is in no data of Mara\'s (asked, never invented); "um de 350 Euro" is the budget.',
    turns: [
      {
        say: 'Servus Mara! I hätt gern a geometrisches Oachkatzl am Unterarm, so handtellergroß ungefähr 🐿️',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Nur schwarz, koa Farb. Gibt's bei eich in da Nähe an Parkplatz? I kimm mim Auto vom Land rei",
        gives: ['color'],
        questions: [{ topic: 'parking', about: ['park', 'auto'], defer: true }],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(es gibt|gibt es) (genug |viele |kostenlose |freie )?parkpl/iu',
        ],
      },
      { say: 'I bin 38, Budget so um de 350 Euro', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['oachkatzl', 'eichhörnchen', 'eichhoernchen', 'squirrel']],
        style: 'Geometric',
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [6, 12], text: ['hand'] },
        color: 'black',
        age: 38,
        budget: { around: 350, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-s-de-polizei-bewerbung',
    category: 'fresh-2026-11s',
    artist: 'kai',
    tags: [
      'de',
      'web',
      'unusual',
      'job',
      'visible-tattoos',
      'waitlist',
      'wait-length',
      'defer',
      'multi-turn',
    ],
    note: 'A police application next year: whether visible tattoos are allowed is for the police to say (never "kein Problem"); the half sleeve moves to the upper arm, hidden under a short sleeve; the waitlist\'s length is Kai\'s to say.',
    turns: [
      {
        say: 'Hallo Kai, ich will mich nächstes Jahr bei der Polizei bewerben und hätte trotzdem gern einen japanischen Halbarm mit Koi und Wellen. Weißt du, ob sichtbare Tattoos da ein Problem sind?',
        gives: ['idea', 'size'],
        questions: [
          {
            topic: 'visible tattoos in the police',
            about: ['polizei', 'sichtbar', 'bewerb', 'problem', 'vorschrift', 'regel'],
            answer: [
              '/(polizei|dienststelle|bewerbungsstelle|behörde|bundesland|einstellungsberat)[^.!?]{0,80}(nachfragen|erkundigen|prüfen|klären|informieren|fragen)/iu',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(sichtbare )?tattoos?[^.?!]{0,40}\\b(sind|ist) (heute |mittlerweile |inzwischen |bei der polizei )?(kein problem|erlaubt|kein thema|in ordnung)/iu',
        ],
      },
      {
        say: 'Dann lieber so, dass man ihn unterm Kurzarmhemd nicht sieht: linker Oberarm, bis knapp über den Ellbogen. In Farbe.',
        gives: ['placement', 'size', 'color'],
      },
      {
        say: 'Ich bin 24. Wie lange ist die Warteliste ungefähr?',
        gives: ['age'],
        asks: 'booking',
        questions: [{ topic: 'how long the wait is', about: ['warteliste', 'warte', 'lange'], defer: true }],
        mustNotSay: [
          '/(wartezeit|warteliste)[^.?!]{0,20}(beträgt|liegt bei|ist|sind) (etwa |ca\\.? |ungefähr |aktuell |momentan )?(\\d|ein paar|zwei|drei|vier|sechs)/iu',
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['upper arm', 'oberarm'], side: 'left' },
        size: { text: ['halb', 'half', 'oberarm', 'upper arm', 'ellbogen', 'elbow'] },
        color: 'color',
        age: 24,
        language: 'de',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-de-herzschrittmacher',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: [
      'de',
      'web',
      'unusual',
      'formal',
      'medical',
      'pacemaker',
      'older-client',
      'portrait',
      'defer',
      'multi-turn',
    ],
    note: 'A pacemaker, asked formally ("Herr Ortiz", "Sie"): for a doctor or Rafa, never answered as safe; the cardiologist then says yes away from the device. A dog alive (Luna) on the right calf; 67 and €600.',
    turns: [
      {
        say: 'Guten Tag Herr Ortiz, ich trage seit zwei Jahren einen Herzschrittmacher. Darf ich mich trotzdem tätowieren lassen?',
        questions: [
          {
            topic: 'pacemaker',
            about: ['herzschrittmacher', 'schrittmacher', 'arzt', 'kardiolog', 'tätowier'],
            answer: ['/arzt|ärztin|kardiolog|hausarzt/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/schrittmacher[^.?!]{0,60}\\b(kein problem|unbedenklich|kein hindernis)/iu',
          '/(kein problem|unbedenklich)[^.?!]{0,40}schrittmacher/iu',
          '/(?<!(ob|falls|wenn)[^.?!]{0,30})\\bSie (dürfen|können) sich (trotzdem |problemlos |ruhig )tätowieren lassen/iu',
        ],
      },
      {
        say: 'Mein Kardiologe meint, es spricht nichts dagegen, solange nicht direkt über dem Gerät gestochen wird. Ich hätte gern ein realistisches Porträt meiner Hündin Luna auf der rechten Wade, etwa 15 cm, in Schwarz-Grau.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'Ich bin 67 Jahre alt. Budget etwa 600 Euro.', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'de', mustNotSay: ['/beileid|in erinnerung an/iu'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['luna', 'hündin', 'hund', 'dog']],
        placement: { area: ['calf', 'wade'], side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 67,
        budget: { around: 600, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-s-it-napoletano-maradona',
    category: 'fresh-2026-11s',
    artist: 'rafa',
    tags: ['it', 'dm', 'neapolitan', 'ordinary', 'price', 'portrait', 'number-in-words', 'multi-turn'],
    note: 'Neapolitan ("uè", "me vulesse fa\'", "ncopp\' \'o", "cchiù", "va buò", "na ventina \'e centimetri", "tengo 30 anne"): a realistic Maradona portrait on the calf; the price is Rafa\'s minimum (€300); about 20 cm.',
    turns: [
      {
        say: "uè rafa! me vulesse fa' nu ritratto realistico 'e Maradona ncopp' 'o polpaccio ⚽💙",
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'quanto me costa cchiù o meno?',
        asks: 'price',
        questions: [
          { topic: 'price', about: ['costa', 'prezzo', 'minimo', '€', '300', 'parte'], answer: ['300'] },
        ],
      },
      {
        say: "va buò. na ventina 'e centimetri, bianco e nero. tengo 30 anne",
        gives: ['size', 'color', 'age'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['maradona'],
        placement: { area: ['calf', 'polpaccio'] },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 30,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-s-it-terapia-intensiva',
    category: 'fresh-2026-11s',
    artist: 'iris',
    tags: ['it', 'web', 'unusual', 'newborn', 'illness', 'care', 'lettering', 'companion', 'multi-turn'],
    note: 'A premature son, Leo, still in neonatal intensive care and getting better: care first (no cheer, no condolences); his name in script on the wrist; the wife may come along (the companion answer).',
    turns: [
      {
        say: 'Ciao Iris. Mio figlio Leo è nato prematuro tre settimane fa ed è ancora in terapia intensiva neonatale, ma sta migliorando piano piano 💙 Vorrei tatuarmi il suo nome in corsivo fine line sul polso, con la data di nascita.',
        gives: ['idea', 'style', 'placement'],
        notIdea: ['terapia intensiva'],
        reply: { empathy: true, mustNotContain: ['Fantastico', 'Ottimo'] },
      },
      {
        say: "Circa 6 cm, nero. Posso portare mia moglie? Sempre se riusciamo a staccarci dall'ospedale per un paio d'ore 😅",
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'bringing his wife',
            about: ['moglie', 'accompagn', 'venire', 'portare'],
            answer: ['/(?<![\\p{L}])(sì|certo|può venire|puoi portarla|benvenut|accompagnart)/iu'],
          },
        ],
      },
      { say: 'Ho 32 anni', gives: ['age'] },
    ],
    conversation: {
      language: 'it',
      mustNotSay: [
        '/condoglianze|(mi|ci) dispiace (tanto |molto )?per la (tua|sua) perdita|riposi in pace/iu',
      ],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['leo'],
        style: 'Minimalist',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 32,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-s-it-mamma-e-figlia-diciotto',
    category: 'fresh-2026-11s',
    artist: 'noor',
    tags: ['it', 'web', 'companion', 'someone-elses-age', 'turning-18', 'parent', 'palm', 'multi-turn'],
    note: "A mother of 49 and her daughter, 18 on 20 December, both wanting a first tattoo: the daughter after her birthday with ID (Noor: 18+, ID at the door), the mother not refused. The daughter's rose is not the mother's idea; 18 and 20 are not her age.",
    turns: [
      {
        say: 'Buongiorno Noor! Io e mia figlia vorremmo fare il nostro primo tatuaggio insieme 🥰 Lei compie 18 anni il 20 dicembre: possiamo prenotare per dopo il suo compleanno?',
        asks: 'booking',
        questions: [
          {
            topic: 'booking after the birthday',
            about: ['18', 'compleanno', 'dicembre', 'dopo', 'prenot'],
            answer: ['/dicembre|dopo (il )?(suo )?compleanno|18 anni|maggiorenne|documento/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|quando|dopo|appena)[^.?!]{0,40})\\b(tua figlia|lei) (può|potrà|potrebbe) (già )?(tatuarsi|farlo|farsi tatuare) (prima|adesso|ora|subito)/iu',
        ],
      },
      {
        say: 'Io vorrei una rondine tradizionale sulla spalla, grande più o meno come il palmo della mano, a colori',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'Ho 49 anni. Lei pensa a una piccola rosa sul polso, ma ne parliamo quando viene',
        gives: ['age'],
        notIdea: ['rosa'],
      },
    ],
    conversation: { language: 'it', minor: 'companion', notClientAge: [17, 18, 20] },
    expect: {
      ready: true,
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Traditional',
        placement: { area: ['shoulder', 'spalla'] },
        size: { cm: [6, 12], text: ['palmo', 'palm'] },
        color: 'color',
        age: 49,
        underAge: false,
        language: 'it',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-s-it-satispay-lavanda',
    category: 'fresh-2026-11s',
    artist: 'lena',
    tags: ['it', 'dm', 'ordinary', 'payment', 'satispay', 'placement-corrected', 'defer', 'multi-turn'],
    note: 'An Italian in Berlin: Satispay or PayPal is in no data of Lena\'s (asked, never accepted for her); the ankle moved to the side ("meglio sul fianco"), which wins.',
    turns: [
      {
        say: 'ciao lena! sono italiana e vivo a berlino da un anno 🇮🇹 vorrei un rametto di lavanda fine line sulla caviglia, tipo 8 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'solo nero. accetti satispay? o paypal',
        gives: ['color'],
        questions: [
          {
            topic: 'Satispay or PayPal',
            about: ['satispay', 'paypal', 'pagamento', 'pagare', 'paga'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(accetta|accettiamo|accetto|puoi pagare con) (sia )?(satispay|paypal)/iu',
        ],
      },
      {
        say: "ok grazie! ah no aspetta, meglio sul fianco, la caviglia d'estate la vedono tutti in ufficio 😅",
        gives: ['placement'],
        reply: { notAsks: ['placement'] },
      },
      { say: 'ho 27 anni', gives: ['age'] },
    ],
    conversation: { language: 'it', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['lavanda', 'lavender']],
        style: 'Minimalist',
        placement: { area: ['fianco', 'flank', 'side', 'hip'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 27,
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
