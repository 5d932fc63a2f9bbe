import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients, in regional voices no earlier set used. Spanish: Andalusian
 * ("quillo", "mi arma", "ma o meno", "29 tacos") for a portrait of a living grandfather of 88 on the calf with a
 * session's length and a girlfriend along; Puerto Rican ("wepa", "chavos", "añitos") asking the price and ATH Móvil;
 * Colombian paisa ("qué más pues", "parce", "mentiras") who says 17, then "no, I turned 18 in September"; Venezuelan
 * ("épale", "chamo", "burda") with a herniated disc who cannot lie face down for long, and $3,000 against a minimum.
 * Portuguese: Mineiro ("uai", "trem", "sô", "cês") asking the price and whether to walk in, a business card's size;
 * Nordestino ("oxe", "arretado", "painho", "visse") with a size corrected, a session's length and a father along;
 * Angolan ("kota", "bué") whose mother pays by card (a client of 22, not a minor); Gaúcho ("bah", "tchê", "tri",
 * "barbaridade") who lost 25 kg and asks whether the tattoo will stretch. French: Marseillais ("vé", "tarpin", "28
 * balais") asking price and deposit; Ivorian ("on dit quoi", "grand garçon") asking the address and the aftercare
 * cream; Toulousain ("adishatz", "boudu", "macarel", "la taille d'une chocolatine") asking about conventions while the
 * books are closed; a Parisian of 58, formal, whose Instagram message went unanswered for three weeks. German:
 * Swabian ("I hätt gern", "derf mei Frau mitkomme", "a Fünfmarkstück") with pain on the ankle; Ruhrpott ("Hömma",
 * "watt", "drei Hunnis, reicht dat?") under Kai's minimum; Saxon ("Nu", "isch", "Gönnd") from a grandmother who wants
 * to give her grandson a tattoo the day after his 18th; Kölsch ("jään", "schwatz", "Ungertass") asking whether the
 * design stays one of a kind. Italian: Milanese ("uè", "taac", "tre centoni", "bella lì") asking the price and the
 * touch-up; Tuscan ("la hoha hola hon la hannuccia" as a joke, "icché tu fai") asking about walk-ins of closed books; a
 * Sicilian widow who remarries and wants her late husband's name covered with something that still remembers him;
 * Venetian ("ciò", "xe", "schei", "ostrega") asking whether a hannya mask is disrespectful for a non-Japanese client.
 */
export default [
  {
    id: 'fresh-t-es-andaluz-abuelo',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'andalusian',
      'ordinary',
      'portrait',
      'living-grandparent',
      'session-length',
      'companion',
      'age-slang',
      'multi-turn',
    ],
    note: 'Andalusian Spanish ("quillo", "mi arma", "ma o meno", "e que", "illo", "29 tacos" for 29 years): a portrait of a grandfather of 88, alive and well (no condolences; 88 is not the client\'s age). A session\'s length (hours, it depends, or Rafa says) and a girlfriend along (the companion answer).',
    turns: [
      {
        say: 'quillo rafa! ¿qué pasa, mi arma? quiero un retrato realista de mi abuelo, que tiene 88 años y está como un toro 💪 en el gemelo derecho',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: '¿cuánto dura la sesión ma o meno? e que trabajo de tarde',
        questions: [
          {
            topic: 'session length',
            about: ['dura', 'sesión', 'sesion', 'horas', 'tiempo', 'tarde'],
            answer: ['/(?<![\\p{L}])(horas?|depende)(?![\\p{L}])/iu'],
            defer: true,
          },
        ],
      },
      {
        say: '¿y puedo ir con mi novia? se queda calladita mirando, te lo juro 🤣',
        questions: [
          {
            topic: 'a girlfriend along',
            about: ['novia', 'acompa', 'venir', 'ir'],
            answer: [
              '/(?<![\\p{L}])(sí|claro|por supuesto|puede (venir|ir|acompañarte)|bienvenid|acompañ)/iu',
            ],
          },
        ],
      },
      {
        say: 'venga, illo. unos 20 centímetros, en blanco y negro. tengo 29 tacos',
        gives: ['size', 'color', 'age'],
      },
    ],
    conversation: {
      language: 'es',
      minor: 'none',
      notClientAge: [88],
      mustNotSay: ['/pésame|lamento (mucho )?(tu|su) pérdida|en memoria|descanse en paz/iu'],
    },
    expect: {
      ready: true,
      fields: {
        idea: [['abuelo', 'retrato', 'grandfather', 'portrait']],
        placement: { area: ['calf', 'gemelo', 'pantorrilla'], side: 'right' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        age: 29,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-t-es-boricua-coqui',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: ['es', 'dm', 'puerto-rican', 'ordinary', 'price', 'payment', 'ath-movil', 'defer', 'multi-turn'],
    note: 'Puerto Rican Spanish ("wepa", "chavos" for money, "nena", "23 añitos"): a tiny fine line coquí behind the ear; the price is Iris\'s minimum ($150); ATH Móvil (a Puerto Rican payment app) is in no data (asked, never accepted for her).',
    turns: [
      {
        say: 'wepa iris!! soy de puerto rico pero estoy en portland por el trabajo 🇵🇷 quiero un coquí fine line bien chiquito detrás de la oreja',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: '¿cuántos chavos me sale más o menos?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['precio', 'cuesta', 'sale', 'mínimo', 'minimo', '$', '150', 'chavos'],
            answer: ['150'],
          },
        ],
      },
      {
        say: 'ta bien, nena. ¿y se puede pagar con ATH Móvil? 😅',
        questions: [{ topic: 'ATH Móvil', about: ['ath', 'pago', 'pagar', 'móvil', 'movil'], defer: true }],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(acepta|aceptamos|se puede pagar con|puedes pagar con) (el )?ath/iu',
        ],
      },
      { say: 'como 3 cm, en negro. tengo 23 añitos', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['coquí', 'coqui', 'frog', 'rana']],
        style: 'Minimalist',
        placement: { area: ['ear', 'oreja'] },
        size: { cm: [2, 4] },
        color: 'black',
        age: 23,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-t-es-paisa-diecisiete-no-dieciocho',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: ['es', 'dm', 'colombian', 'unusual', 'age-corrected', 'minor-then-adult', 'deposit', 'multi-turn'],
    note: 'Colombian paisa Spanish ("qué más pues", "parce", "negrito no más", "mentiras" for "just kidding"): "tengo 17" (answered with the 18+ rule), then "no, I turned 18 in September, I keep forgetting": the correction wins, 18, not a minor, never turned away after it. The deposit is Lena\'s €60.',
    turns: [
      {
        say: 'qué más pues lena! soy de medellín y estoy de intercambio en berlín 🇨🇴 quiero una orquídea en línea fina en la muñeca, parce',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'como de 6 cm, negrito no más', gives: ['size', 'color'] },
      { say: 'tengo 17', gives: ['age'], reply: { mustContainAny: ['18'] } },
      {
        say: 'ay no mentiras!! ya cumplí 18 en septiembre jajaja se me olvida, todavía no me acostumbro 🤦‍♀️',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color'] },
      },
      {
        say: '¿y la seña cuánto es, pues?',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['seña', 'señal', 'depósito', 'deposito', 'anticipo', 'reserv', '€'],
            answer: ['60'],
          },
        ],
      },
    ],
    conversation: { language: 'es', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['orquídea', 'orquidea', 'orchid']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'muñeca'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 18,
        underAge: false,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-t-es-chamo-hernia',
    category: 'fresh-2026-11t',
    artist: 'kai',
    tags: [
      'es',
      'web',
      'venezuelan',
      'unusual',
      'medical',
      'herniated-disc',
      'price',
      'budget',
      'defer',
      'multi-turn',
    ],
    note: 'Venezuelan Spanish ("épale", "chamo", "burda de bien"): a Japanese dragon over the whole back, with a herniated disc that makes lying face down hard: short sessions or another position are Kai\'s to say (never "no problem"). $3,000 saved is over his $500 minimum. Kai does one style: never asked.',
    turns: [
      {
        say: 'épale kai, ¿cómo estás, chamo? soy venezolano y quiero un dragón japonés en toda la espalda, a todo color 🐉',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'una cosa: tengo una hernia discal y no aguanto mucho rato acostado boca abajo. ¿se puede hacer en sesiones cortas o en otra posición?',
        questions: [
          {
            topic: 'a herniated disc',
            about: ['hernia', 'sesiones', 'cortas', 'posición', 'posicion', 'acostad', 'boca abajo'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(la )?hernia (no es|no será|no va a ser|no sería) (un |ningún )?problema/iu',
          '/(?<!si[^.?!]{0,30})\\bsin problema[^.?!]{0,40}hernia/iu',
        ],
      },
      {
        say: "y tengo ahorrados como 3 mil dólares, ¿alcanza pa' empezar?",
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['alcanza', 'presupuesto', 'mínimo', 'minimo', '500', '$', 'precio'],
            answer: ['500', '/(?<![\\p{L}])(sí|alcanza|suficiente|de sobra)(?![\\p{L}])/iu'],
          },
        ],
      },
      { say: 'burda de bien, chamo. tengo 34', gives: ['age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['dragón', 'dragon']],
        style: 'Japanese',
        placement: { area: ['back', 'espalda'] },
        size: { text: ['espalda', 'back', 'toda', 'entera', 'full', 'whole'] },
        color: 'color',
        age: 34,
        budget: { around: 3000, currency: 'USD' },
        language: 'es',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-pt-mineiro-pao-de-queijo',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: [
      'pt',
      'dm',
      'mineiro',
      'ordinary',
      'price',
      'walk-ins',
      'size-as-thing',
      'business-card',
      'multi-turn',
    ],
    note: 'Mineiro Portuguese ("ôpa", "tudo bão", "sô", "uai", "trem" for thing, "bão demais"): a cup of coffee with a pão de queijo in Noor\'s traditional style; the price is her minimum (120); coming in without booking is a yes (walk-ins). "The size of a business card" is about 8-9 cm. Noor does one style: never asked.',
    turns: [
      {
        say: 'ôpa noor, tudo bão? sô mineiro e tô morando em bristol uai ☕ queria um trem tradicional: uma xícara de café com um pão de queijo do lado',
        gives: ['idea'],
      },
      {
        say: 'quanto que fica esse trem mais ou menos?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['preço', 'preco', 'valor', 'mínimo', 'minimo', 'fica', '£', '120'],
            answer: ['120'],
          },
        ],
      },
      {
        say: 'bão demais. e posso chegar sem marcar ou tem que agendar antes?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['marcar', 'agendar', 'walk', 'chegar', 'horário', 'horario'],
            answer: ['/walk-?in|(?<![\\p{L}])(sim|pode (chegar|passar|vir|aparecer))(?![\\p{L}])/iu'],
          },
        ],
      },
      {
        say: 'na panturrilha, colorido, do tamanho de um cartão de visita. tenho 27 anos, sô',
        gives: ['placement', 'color', 'size', 'age'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['café', 'cafe', 'xícara', 'xicara', 'pão de queijo', 'pao de queijo', 'coffee']],
        style: 'Traditional',
        placement: { area: ['calf', 'panturrilha'] },
        size: { cm: [7, 10], text: ['cartão', 'cartao', 'card'] },
        color: 'color',
        age: 27,
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-pt-nordestino-mandacaru',
    category: 'fresh-2026-11t',
    artist: 'juno',
    tags: [
      'pt',
      'dm',
      'nordestino',
      'ordinary',
      'size-corrected',
      'session-length',
      'companion',
      'books-closed',
      'multi-turn',
    ],
    note: 'Nordestino Portuguese from Recife ("oxe", "massa", "arretado", "bota", "painho" for dad, "visse"): a neo-traditional mandacaru cactus with a sun; 10 cm corrected to 15 (15 wins); a session\'s length (hours, or Juno says) and bringing his father along (the companion answer). The books are closed: no booking link.',
    turns: [
      {
        say: 'oxe juno, tudo massa? sou de recife e tô morando em leeds 🌵 queria um mandacaru neo tradicional com um sol atrás, no antebraço',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'uns 10 cm... não, bota 15 que fica mais arretado',
        gives: ['size'],
        reply: { notAsks: ['size'] },
      },
      {
        say: 'quanto tempo leva uma sessão dessas? e posso levar painho, visse? ele tá me visitando',
        questions: [
          {
            topic: 'session length',
            about: ['tempo', 'sessão', 'sessao', 'horas', 'leva'],
            answer: ['/(?<![\\p{L}])(horas?|depende)(?![\\p{L}])/iu'],
            defer: true,
          },
          {
            topic: 'bringing his father',
            about: ['painho', 'pai', 'levar', 'acompanh'],
            answer: ['/(?<![\\p{L}])(sim|claro|pode (ir|vir|levar|acompanhar)|bem-vind|acompanh)/iu'],
          },
        ],
      },
      { say: 'colorido, bem vivo. tô com 34', gives: ['color', 'age'] },
    ],
    conversation: { language: 'pt', mustNotSay: ['/agenda (está |tá )?aberta/iu'] },
    expect: {
      ready: true,
      fields: {
        idea: ['mandacaru'],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'antebraço', 'antebraco'] },
        size: { cm: [14, 16] },
        color: 'color',
        age: 34,
        language: 'pt',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-t-pt-angola-kota-paga',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: [
      'pt',
      'web',
      'angolan',
      'unusual',
      'parent-pays',
      'adult',
      'payment',
      'someone-elses-age',
      'multi-turn',
    ],
    note: 'Angolan Portuguese ("bué", "a minha kota" for her mother, "prenda de fim de curso"): a realistic lioness, paid for by her mother of 50 by card (Rafa: card, cash or Bizum). The client is 22: a parent paying is no parent asking for a child; 50 is not her age. Up to €600.',
    turns: [
      {
        say: 'Olá Rafa, bom dia! Sou angolana, de Luanda, estou a estudar em Barcelona. Queria um retrato realista de uma leoa no braço, bué bonito como os teus 🦁',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'A minha kota é que vai pagar, é a minha prenda de fim de curso. Ela pode pagar com cartão? Ela tem 50 anos e vem comigo',
        questions: [
          {
            topic: 'paying by card',
            about: ['cartão', 'cartao', 'pagar', 'pagamento', 'bizum', 'dinheiro'],
            answer: [
              '/(?<![\\p{L}])(sim|pode)[^.!?]{0,40}cart[ãa]o|cart[ãa]o, (dinheiro|numer[áa]rio)|bizum/iu',
            ],
          },
        ],
      },
      { say: 'Uns 18 cm, a preto e cinzento. Eu tenho 22 anos.', gives: ['size', 'color', 'age'] },
      { say: 'Orçamento até 600 euros, a kota já aprovou 😂', gives: ['budget'] },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [50] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['leoa', 'lioness', 'leão', 'leao', 'lion']],
        placement: { area: ['arm', 'braço', 'braco'] },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 22,
        underAge: false,
        budget: { around: 600, currency: 'EUR' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-t-pt-gaucho-emagreci',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: ['pt', 'dm', 'gaucho', 'unusual', 'weight-loss', 'skin', 'numbers-not-age', 'defer', 'multi-turn'],
    note: 'Gaúcho Portuguese ("bah", "tri", "tchê", "barbaridade", "guri véio"): a blackwork chimarrão gourd on the calf; 25 kg lost and 10 more to go: whether the tattoo will stretch is Lena\'s (or a doctor\'s) to say, never "it won\'t". 25 and 10 are no ages; the client is 36.',
    turns: [
      {
        say: 'bah lena, tudo tri? sou gaúcho, de porto alegre, e tô morando em berlim 🧉 quero uma tattoo blackwork de uma cuia de chimarrão na panturrilha',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'uma dúvida, tchê: perdi 25 quilos esse ano e quero perder mais uns 10. a tattoo vai deformar se eu emagrecer mais?',
        questions: [
          {
            topic: 'stretching with weight loss',
            about: ['deform', 'esticar', 'peso', 'emagrec', 'quilo', 'pele'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|não sei)[^.?!]{0,30})\\bn[ãa]o (vai|deve|irá) (deformar|esticar|mudar|se deformar)/iu',
        ],
      },
      {
        say: 'beleza, barbaridade. uns 12 cm, só preto. tenho 36, guri véio já 😂',
        gives: ['size', 'color', 'age'],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [25, 10], mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['cuia', 'chimarrão', 'chimarrao', 'mate']],
        style: 'Blackwork',
        placement: { area: ['calf', 'panturrilha'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 36,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-t-fr-marseillais-poulpe',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: ['fr', 'dm', 'marseille', 'ordinary', 'price', 'deposit', 'age-slang', 'multi-turn'],
    note: 'Marseille French ("wesh", "vé", "tarpin" for very, "28 balais" for 28 years): a small fine line octopus on the arm; the price is Iris\'s minimum ($150) and the deposit her $50 (taken off the final price). "Six mois" is no age.',
    turns: [
      {
        say: 'wesh iris, vé, je suis marseillais et je bosse à Portland depuis six mois 🐙 je voudrais un petit poulpe en fine line sur le bras, tarpin discret',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: "ça coûte combien à peu près ? et l'acompte c'est combien ?",
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['prix', 'coût', 'cout', 'combien', 'minimum', '$', '150'],
            answer: ['150'],
          },
          {
            topic: 'deposit',
            about: ['acompte', 'dépôt', 'depot', 'arrhes', 'réserv'],
            answer: ['/(?<!\\d)50(?!\\d)/'],
          },
        ],
      },
      { say: "ok ça me va, pas de souci. genre 7 cm, noir. j'ai 28 balais", gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [6] },
    expect: {
      ready: true,
      fields: {
        idea: [['poulpe', 'pieuvre', 'octopus']],
        style: 'Minimalist',
        placement: { area: ['arm', 'bras'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 28,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-t-fr-ivoirien-elephant',
    category: 'fresh-2026-11t',
    artist: 'noor',
    tags: ['fr', 'web', 'ivorian', 'ordinary', 'location', 'aftercare', 'size-as-hand', 'multi-turn'],
    note: 'Ivorian French ("On dit quoi", "c\'est noté", "un grand garçon"): an elephant, the Ivory Coast\'s symbol, in American traditional; the address is Noor\'s (9 Harbour Rd, Bristol); which cream after is the aftercare answer (or Noor). The size of his hand. Noor does one style: never asked.',
    turns: [
      {
        say: "On dit quoi Noor ! Je suis ivoirien, je fais mon master à Bristol 🇨🇮 Je veux un éléphant en old school américain sur le mollet, c'est le symbole de chez moi",
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: "C'est où ton salon exactement ?",
        asks: 'location',
        questions: [
          {
            topic: 'address',
            about: ['où', 'adresse', 'salon', 'studio', 'harbour', 'bristol'],
            answer: ['Harbour'],
          },
        ],
      },
      {
        say: "Ok c'est noté. Et après, pour le soin, on met quelle crème ?",
        questions: [
          {
            topic: 'aftercare cream',
            about: ['soin', 'crème', 'creme', 'cicatris', 'laver', 'pommade'],
            answer: ['/crème|creme|pommade|baume|laver|hydrat|savon|film/iu'],
            defer: true,
          },
        ],
      },
      {
        say: "En couleur, la taille de ma main. J'ai 25 ans, je suis un grand garçon maintenant 😂",
        gives: ['color', 'size', 'age'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['éléphant', 'elephant']],
        style: 'Traditional',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [12, 20], text: ['main', 'hand'] },
        color: 'color',
        age: 25,
        language: 'fr',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-fr-toulousain-convention',
    category: 'fresh-2026-11t',
    artist: 'juno',
    tags: [
      'fr',
      'dm',
      'toulouse',
      'unusual',
      'convention',
      'books-closed',
      'size-as-thing',
      'defer',
      'multi-turn',
    ],
    note: 'Toulouse French ("Adishatz" (Occitan), "boudu", "macarel", "la taille d\'une chocolatine"): whether Juno tattoos at conventions is hers to say (no convention invented); then the waitlist for a neo-traditional Toulouse violet on the forearm, about 12 cm. No booking link.',
    turns: [
      {
        say: "Adishatz Juno ! Toulousain à Leeds pour un an 🙂 Je sais que ton agenda est fermé, mais tu fais des conventions ? J'aimerais trop me faire tatouer par toi à une convention",
        questions: [
          {
            topic: 'conventions',
            about: ['convention', 'salon', 'expo'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(elle|juno) (sera|fera|participe|participera|va) (à |a |au )?(la |une |des )?(convention|expo|salon)/iu',
        ],
        reply: { bookingLink: false },
      },
      {
        say: "Sinon je me mets sur la liste d'attente, boudu. Une violette de Toulouse en néo-trad, sur l'avant-bras",
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: "En couleur, à peu près la taille d'une chocolatine. J'ai 31 ans, macarel !",
        gives: ['color', 'size', 'age'],
      },
    ],
    conversation: { language: 'fr', mustNotSay: ['/agenda (est )?(ouvert|rouvert)/iu'] },
    expect: {
      ready: true,
      fields: {
        idea: [['violette', 'violet']],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [10, 16], text: ['chocolatine'] },
        color: 'color',
        age: 31,
        language: 'fr',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-t-fr-parisienne-sans-reponse',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: [
      'fr',
      'web',
      'formal',
      'unusual',
      'complaint',
      'unanswered-message',
      'older-client',
      'pet-portrait',
      'defer',
      'multi-turn',
    ],
    note: 'A formal Parisian of 58 ("Monsieur Ortiz", "vous") whose Instagram message went unanswered for three weeks: an apology and an offer to pass it on, never the off-topic line and never "he saw it"; then a realistic portrait of her cat Gaston (12, alive: no age of hers). €400 is over Rafa\'s €300 minimum.',
    turns: [
      {
        say: "Bonjour Monsieur Ortiz. Je vous ai écrit il y a trois semaines sur Instagram au sujet d'un tatouage et je n'ai jamais eu de réponse, c'est un peu décevant. Avez-vous bien reçu mon message ?",
        questions: [
          {
            topic: 'an unanswered message',
            about: ['message', 'réponse', 'reponse', 'instagram', 'reçu', 'recu'],
            answer: ['/désol|desol|excus|pardon/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!si[^.?!]{0,30})(?<![\\p{L}'’])(il|rafa|monsieur ortiz) (a bien reçu|a reçu|l.a vu|a vu|a lu) (votre|ton) message/iu",
        ],
      },
      {
        say: "Bon. Je souhaiterais un portrait réaliste de mon chat Gaston, qui a 12 ans, sur l'avant-bras gauche, environ 12 centimètres, en noir et gris.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: "J'ai 58 ans. Mon budget est d'environ 400 euros.", gives: ['age', 'budget'] },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [12] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['gaston', 'chat', 'cat']],
        placement: { area: ['forearm', 'avant-bras'], side: 'left' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 58,
        budget: { around: 400, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-t-de-schwaebisch-wabe',
    category: 'fresh-2026-11t',
    artist: 'mara',
    tags: ['de', 'dm', 'swabian', 'ordinary', 'pain', 'companion', 'size-as-coin', 'multi-turn'],
    note: 'Swabian ("Grüß Gott", "I hätt gern", "gell", "arg weh", "a bissle a Memme", "derf mei Frau mitkomme", "schafft" for works): a geometric honeycomb on the ankle; pain there answered (the pain answer), his wife along (the companion answer); "so groß wie a Fünfmarkstück" is an old 5-mark coin, about 3 cm.',
    turns: [
      {
        say: 'Grüß Gott Mara! I hätt gern a kleins geometrisches Tattoo, a Bienenwabe am Knöchel, gell',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'Tut des am Knöchel arg weh? I bin a bissle a Memme 😅',
        questions: [
          {
            topic: 'pain on the ankle',
            about: ['weh', 'schmerz', 'knöchel', 'tut'],
            answer: [
              '/(?<![\\p{L}])(weh|schmerz\\w*|empfindlich|knochen|knochig|unterschiedlich|auszuhalten|aushaltbar|zwick\\w*)/iu',
            ],
          },
        ],
      },
      {
        say: "Ond derf mei Frau mitkomme? Die schafft glei um d'Eck",
        questions: [
          {
            topic: 'his wife along',
            about: ['frau', 'mitkomm', 'begleit', 'mitbring'],
            answer: [
              '/(?<![\\p{L}])(ja|klar|gern|natürlich|selbstverständlich|willkommen|mitkommen|begleit\\w*)(?![\\p{L}])/iu',
            ],
          },
        ],
      },
      { say: 'So groß wie a Fünfmarkstück, nur schwarz. I bin 44', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['wabe', 'bienenwabe', 'honeycomb']],
        style: 'Geometric',
        placement: { area: ['ankle', 'knöchel', 'knoechel'] },
        size: { cm: [2.5, 4] },
        color: 'black',
        age: 44,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-t-de-ruhrpott-hunnis',
    category: 'fresh-2026-11t',
    artist: 'kai',
    tags: [
      'de',
      'dm',
      'ruhrpott',
      'ordinary',
      'price',
      'under-minimum',
      'budget-slang',
      'deposit',
      'multi-turn',
    ],
    note: 'Ruhrpott German ("Hömma", "watt", "son", "dat", "getz", "Hausnummer"): "drei Hunnis" (€300) asked against Kai\'s $500 minimum: not enough, said plainly (never "reicht"); the deposit is his $200 per session. He will save until summer. Kai does one style: never asked.',
    turns: [
      {
        say: 'Hömma Kai, watt kostet bei dir son Koi aufm Unterarm? Hab so drei Hunnis zusammen, reicht dat?',
        gives: ['idea', 'placement', 'budget'],
        asks: 'price',
        questions: [
          {
            topic: 'price against the budget',
            about: ['kost', 'preis', 'mindest', 'minimum', '$', '500', 'reicht'],
            answer: ['500'],
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(300|drei hunnis?)[^.?!]{0,30}\\b(reicht|reichen|passt|genügt)\\b(?![^.?!]{0,20}\\bnicht)/iu',
        ],
      },
      {
        say: 'Boah, fünfhundert Dollar, dat is ja ne Hausnummer 😅 Und wie is dat mit Anzahlung?',
        asks: 'deposit',
        questions: [{ topic: 'deposit', about: ['anzahlung', 'sitzung', '$', '200'], answer: ['200'] }],
      },
      {
        say: 'Alles klar, dann spar ich getz bis Sommer. Ganzer Unterarm, bunt. Bin 26',
        gives: ['timing', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['forearm', 'unterarm'] },
        size: { text: ['ganz', 'unterarm', 'forearm', 'full', 'whole'] },
        color: 'color',
        age: 26,
        timing: ['sommer', 'summer'],
        language: 'de',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-t-de-saechsisch-oma-enkel',
    category: 'fresh-2026-11t',
    artist: 'lena',
    tags: [
      'de',
      'web',
      'saxon',
      'unusual',
      'minor',
      'grandparent',
      'gift',
      'turning-18',
      'defer',
      'multi-turn',
    ],
    note: 'Saxon German ("Gudn Tach", "Nu", "isch", "Gönnd", "kleenen"): a grandmother wants to give her grandson Paul, 18 on 14 February, a tattoo on the 15th as a surprise. Paul is 17 today: the 18+ rule said kindly (with ID, after his birthday), never booked now. Paying ahead or a voucher is Lena\'s to say. Never ready, no save.',
    turns: [
      {
        say: 'Gudn Tach Frau Brandt! Nu, isch bin die Oma vom Paul. Der wird am 14. Februar 18 und wünscht sich schon ewig a Tattoo. Gönnd isch ihm eenen Termin für den 15. Februar schenken, als Überraschung?',
        asks: 'booking',
        questions: [
          {
            topic: 'booking a grandson for after his 18th',
            about: ['18', 'februar', 'geburtstag', 'termin', 'überrasch', 'ausweis', 'volljährig'],
            answer: ['/(?<!\\d)18(?!\\d)|volljährig|ausweis|nach (seinem|dem) geburtstag/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls|wenn|sobald)[^.?!]{0,40})\\b(paul|er|ihr enkel) (kann|könnte|darf) (schon )?(jetzt|vorher|vor (seinem|dem) geburtstag)(?![^.?!]{0,30}\\bnicht)/iu',
        ],
      },
      {
        say: 'Er mag feine Linien, so an kleenen Kompass am Handgelenk. Kann isch das bei Ihnen vorher bezahlen, oder geht das nur mit Gutschein?',
        questions: [
          {
            topic: 'paying ahead or a voucher',
            about: ['bezahl', 'gutschein', 'geschenk', 'zahlen', 'vorher'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(gutscheine? (gibt es|sind möglich|bieten wir|bietet (lena|sie) an))/iu',
        ],
      },
      { say: "Nu gut, dann sag isch's ihm. Dankschön!" },
    ],
    conversation: { language: 'de', minor: 'tattooed', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, language: 'de' },
    },
  },
  {
    id: 'fresh-t-de-koelsch-unikat',
    category: 'fresh-2026-11t',
    artist: 'mara',
    tags: ['de', 'dm', 'koelsch', 'unusual', 'exclusive-design', 'size-as-thing', 'defer', 'multi-turn'],
    note: 'Kölsch ("Tach", "jään", "op d\'r Schulder", "esu jroß wie en Ungertass" for a saucer, "schwatz", "öm de"): whether the design is made only for this client or tattooed again on others is Mara\'s to say (no policy invented). A dotwork mandala the size of a saucer, about 14 cm; €400.',
    turns: [
      {
        say: "Tach Mara! Ich hätt jään e Dotwork-Mandala op d'r Schulder, esu jroß wie en Ungertass",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Wichtig för mich: Weed dat Motiv nur för mich jemaht, oder tätowierste dat dann och anderen? Ich well e Unikat',
        questions: [
          {
            topic: 'a design of her own',
            about: ['unikat', 'motiv', 'nur für', 'anderen', 'einzel', 'exklusiv'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(mara|sie) (tätowiert|sticht) (jedes|ein) motiv nur (einmal|ein mal)/iu',
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(das|dat|dein|ihr) motiv (bleibt|ist) (garantiert |immer )?(ein )?unikat/iu',
        ],
      },
      { say: 'Nur schwatz. Ich ben 37, Budget su öm de 400 Euro', gives: ['color', 'age', 'budget'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['shoulder', 'schulter', 'schulder'] },
        size: { cm: [12, 17], text: ['untertass', 'ungertass', 'saucer'] },
        color: 'black',
        age: 37,
        budget: { around: 400, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-t-it-milanese-spiga',
    category: 'fresh-2026-11t',
    artist: 'iris',
    tags: ['it', 'dm', 'milanese', 'ordinary', 'price', 'touch-ups', 'budget-slang', 'multi-turn'],
    note: 'Milanese Italian ("uè", "taac", "roba", "tre centoni" for 300, "bella lì"): a fine line ear of wheat on the wrist; the price is Iris\'s minimum ($150); whether the touch-up is included: one free within 8 weeks (her touch-up answer).',
    turns: [
      {
        say: 'uè iris, taac! sono di milano, a portland per lavoro 🇮🇹 vorrei una piccola spiga di grano fine line sul polso, roba semplice',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'quanto costa più o meno? ho un budget tipo tre centoni',
        gives: ['budget'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['costa', 'prezzo', 'minimo', '$', '150', 'parte'],
            answer: ['150'],
          },
        ],
      },
      {
        say: 'e il ritocco è compreso o si paga a parte?',
        questions: [
          {
            topic: 'touch-up included',
            about: ['ritocc', 'compres', 'gratis', 'settimane'],
            answer: ['/8 settimane|otto settimane|gratuit|gratis|compres/iu'],
          },
        ],
      },
      { say: 'bella lì. 5 cm, nero. ho 33 anni', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['spiga', 'grano', 'wheat']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 33,
        budget: { around: 300 },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-t-it-toscano-giglio',
    category: 'fresh-2026-11t',
    artist: 'juno',
    tags: [
      'it',
      'dm',
      'tuscan',
      'ordinary',
      'walk-ins',
      'books-closed',
      'joke-not-idea',
      'size-as-hand',
      'multi-turn',
    ],
    note: 'Florentine Italian ("so\' di Firenze", "da poho", "icché tu fai"), opening with the Florentine joke "la hoha hola hon la hannuccia" (a coca-cola with a straw), which is no idea: the idea is a neo-traditional Florentine lily. Walk-ins: Juno takes none and her books are closed (a waitlist, no booking link).',
    turns: [
      {
        say: "ciao Juno! so' di Firenze e sto a Leeds da poho 😄 vorrei la hoha hola hon la hannuccia... no dai scherzo 😂 vorrei un giglio di Firenze neo tradizionale sull'avambraccio",
        gives: ['idea', 'style', 'placement'],
        notIdea: ['hoha hola', 'hannuccia'],
      },
      {
        say: 'icché tu fai, le walk-in? o bisogna prenotare?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk', 'prenot', 'senza appuntamento'],
            answer: [
              '/non (fa|prende|accetta)[^.!?]{0,20}walk|walk-?in[^.!?]{0,30}(?<![\\p{L}])(no|non)(?![\\p{L}])|lista d.attesa|agenda (è )?chius|prenotazioni (sono )?chius/iu',
            ],
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'ah, va bene, mettimi in lista. a colori, grande come una mano. ho 28 anni',
        gives: ['color', 'size', 'age'],
      },
    ],
    conversation: { language: 'it', mustNotSay: ['/hoha|coca|cannuccia|hannuccia/i'] },
    expect: {
      ready: true,
      fields: {
        idea: [['giglio', 'lily', 'iris']],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'avambraccio'] },
        size: { cm: [12, 20], text: ['mano', 'hand'] },
        color: 'color',
        age: 28,
        language: 'it',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-t-it-siciliana-nome-marito',
    category: 'fresh-2026-11t',
    artist: 'rafa',
    tags: [
      'it',
      'web',
      'sicilian',
      'unusual',
      'cover-up',
      'late-husband',
      'remarriage',
      'care',
      'numbers-not-age',
      'multi-turn',
    ],
    note: 'A Sicilian widow ("mizzica", "talìo", "bedda") who remarries and wants her late husband Salvo\'s name on her wrist covered with something that still remembers him: care first (never "Fantastico"), a cover-up is a yes (Rafa takes them). The new piece is a realistic rose with a small feather, about 9 cm; his name is no idea. 20 and 6 (years) are no age of hers (54).',
    turns: [
      {
        say: "Buongiorno Rafa. Sono siciliana, vivo a Barcellona da vent'anni. Mio marito Salvo è morto sei anni fa e porto il suo nome sul polso. Ora mi risposo e vorrei coprire il nome con qualcosa che lo ricordi lo stesso... mizzica, non è facile da spiegare 🙏 Si può fare?",
        gives: ['placement'],
        notIdea: ['salvo'],
        questions: [
          {
            topic: 'covering the name',
            about: ['copr', 'cover', 'nome'],
            answer: ['/(?<![\\p{L}])(sì|certo|certamente|copertur|cover-?up)/iu'],
          },
        ],
        reply: { empathy: true, mustNotContain: ['Fantastico', 'Ottimo', 'Perfetto'] },
      },
      {
        say: 'Pensavo a una rosa realistica con una piccola piuma, in bianco e nero. Il nome è lungo 5 cm, la rosa può essere più grande, tipo 9',
        gives: ['idea', 'style', 'color', 'size'],
      },
      { say: 'Ho 54 anni. Talìo i tuoi lavori da tempo, bedda la tua mano', gives: ['age'] },
    ],
    conversation: { language: 'it', minor: 'none', notClientAge: [20, 6] },
    expect: {
      ready: true,
      fields: {
        idea: [['rosa', 'rose']],
        style: 'Realism',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [8, 10] },
        color: 'black_and_grey',
        age: 54,
        coverUp: true,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-t-it-veneziano-hannya',
    category: 'fresh-2026-11t',
    artist: 'kai',
    tags: [
      'it',
      'dm',
      'venetian',
      'unusual',
      'cultural-respect',
      'price',
      'budget-slang',
      'defer',
      'multi-turn',
    ],
    note: 'Venetian ("ciò", "son de Venessia", "vorìa", "brasso", "xe", "ti cossa ti dixi", "ostrega", "schei" for money, "go 40 ani"): whether a hannya mask is disrespectful for a non-Japanese client is Kai\'s to say (never waved off); the whole arm in colour; the price is his minimum ($500). Kai does one style: never asked.',
    turns: [
      {
        say: 'ciò kai! son de Venessia 🛶 vorìa na maschera hannya sul brasso, ma no so se xe irrispettoso farla se no son giaponese. ti cossa ti dixi?',
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'a hannya for a non-Japanese client',
            about: ['rispett', 'irrispett', 'giappon', 'cultur', 'hannya'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(non è|non sarebbe|nessun) (affatto |per niente |assolutamente )?(irrispettoso|problema)/iu',
        ],
      },
      { say: 'ostrega, va ben. tuto el brasso, a colori. go 40 ani', gives: ['size', 'color', 'age'] },
      {
        say: 'e quanti schei ghe vol, più o meno?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['cost', 'prezzo', 'minimo', '$', '500', 'schei'],
            answer: ['500'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['hannya'],
        style: 'Japanese',
        placement: { area: ['arm', 'braccio', 'brasso'] },
        size: { text: ['tutto', 'tuto', 'braccio', 'brasso', 'full', 'whole', 'sleeve', 'manica', 'intero'] },
        color: 'color',
        age: 40,
        language: 'it',
      },
      replies: { notAsks: ['style'] },
    },
  },
] satisfies CaseInput[];
