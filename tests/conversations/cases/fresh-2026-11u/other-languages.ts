import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients, in regional voices no earlier set used. Spanish: Peruvian
 * ("causa", "pata", "bacán", "30 abriles", "la canilla" for the shin) with a living dog "the size of an alfajor", the
 * deposit, Bizum and a guest spot in Lima; Canarian ("mi niño", "chacho", "fuerte", "pa'l") with a drago (the tree,
 * no dragon) on the instep, a session's length, pain and "150, ¿llega?"; Dominican twins ("klk", "vaina", "tato")
 * sharing one phone, the second asking for the same on her ankle; Cuban ("asere", "qué bolá", "200 fulas" for
 * dollars) asking whether a giveaway account wanting card details is the artist's. Portuguese: Paulistano ("firmeza",
 * "mano", "meu", "trampo", "da hora") with a skyline from the wrist to the elbow crease, a session's length and card
 * or cash; Azorean ("Atão", "o cachaço" for the nape, "uma queijada da Graciosa") with the price and the touch-up;
 * Carioca ("caraca", "sinistro", "mermão", "partiu", "tá ligado") asking for eyebrow microblading; Mozambican
 * ("maningue", "a mola" for money) with a cochlear implant behind the ear and a colour taken back. French: Lyonnais
 * ("un gone", "ça fait pas un pli", "29 printemps", "la taille d'une quenelle") with the minimum and the deposit; Ch'ti
 * ("min biloute", "la drache", "300 boules", "grand comme une gaufre") with flash and the address of closed books;
 * Réunionnais Creole ("mi lé", "mi na 24 an", "gros comme un samoussa") with sickle cell disease; Alsatian ("Hopla",
 * "Yo", "gell") fasting for Ramadan. German: Hamburg ("Moin", "Schiet", "büschen") with a deposit paid twice (18
 * January and €60 no age or budget); Hessian ("Ei Gude wie", "Bembel", "so groß wie en Handkäs", "ebbes") with the
 * price and walking in; Franconian ("Servus", "a klaans Herzla", "fei", "Dooch") whose 18th birthday is the day she
 * wants; Palatinate ("Ei jo", "Dubbeglas", "35 Lenze", "250 Mäuse", "EC-Kaart") with healing and card payment.
 * Italian: Bolognese ("Soccia", "burdèl") asking for an interview for a thesis, no tattoo; Genoese ("Belin", "500
 * palanche", "mugugno") on a cruise ship in port every other Wednesday from 8 to 18; Sardinian ("Ajò", "Eja",
 * "trent'anni tondi tondi") with the minimum and a deposit per session; Torinese ("Cerea", "esageruma nen", "neh",
 * "grande come un gianduiotto" then 7 cm) asking for colour from a black and grey artist and the touch-up.
 */
export default [
  {
    id: 'fresh-u-es-peruano-perro-canilla',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'peruvian',
      'ordinary',
      'pet-portrait',
      'deposit',
      'payment',
      'guest-spots',
      'dialect-body-part',
      'size-as-thing',
      'age-said-sideways',
      'defer',
      'multi-turn',
    ],
    note: 'Peruvian Spanish ("habla", "causa", "pata", "bacán", "30 abriles" for 30 years, "la canilla" for the shin): a realistic portrait of his dog Mostro, alive and nine (no condolences; 9 is no age of his), "the size of a big alfajor" (6-9 cm). The deposit is Rafa\'s €100 (non-refundable, never "refundable"); Bizum is one of his payment methods; a guest spot in Lima is his to say (the guest-spot answer is switched off). €400 is over his €300 minimum.',
    turns: [
      {
        say: 'habla rafa, ¿todo bien, causa? soy peruano, vivo en barcelona hace un año 🇵🇪 quiero un retrato realista de mi perro Mostro (está vivito y coleando, tiene 9 años) en la canilla, del tamaño de un alfajor grande más o menos',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: '¿cuánto es la seña para separar fecha, pata? ¿y se puede pagar con bizum?',
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['seña', 'señal', 'depósito', 'deposito', 'anticipo', 'reserv', '€', '100'],
            answer: ['/(?<!\\d)100(?!\\d)/'],
          },
          {
            topic: 'Bizum',
            about: ['bizum', 'pagar', 'pago', 'tarjeta', 'efectivo'],
            answer: [
              '/(?<![\\p{L}])sí(?![\\p{L}])[^.!?]{0,40}bizum|tarjeta, efectivo (o|y) bizum|bizum (también|tambien)|acepta bizum|con bizum/iu',
            ],
          },
        ],
        mustNotSay: ['/(?<!no )\\bes (totalmente )?reembolsable/iu', '/(?<!no )se (te )?devuelve/iu'],
      },
      {
        say: 'bacán. en blanco y negro. tengo 30 abriles y unos 400 euros de presupuesto',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
      {
        say: '¿y algún día harás guest spot en lima? 😅 allá tengo a toda mi gente',
        questions: [
          {
            topic: 'a guest spot in Lima',
            about: ['guest', 'lima', 'perú', 'peru', 'viaj'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\b(rafa|él) (hará|hace|va a hacer|tiene previsto) (un |algún )?guest/iu',
          '/(?<!si[^.?!]{0,30})\\b(rafa|él) no (hace|hará|va a hacer) guest/iu',
        ],
      },
    ],
    conversation: {
      language: 'es',
      minor: 'none',
      notClientAge: [9],
      mustNotSay: ['/pésame|lamento (mucho )?(tu|su) pérdida|en memoria|descanse en paz/iu'],
    },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['perro', 'mostro', 'dog']],
        placement: { area: ['shin', 'canilla', 'espinilla', 'leg'] },
        size: { cm: [5, 10], text: ['alfajor'] },
        color: 'black_and_grey',
        age: 30,
        budget: { around: 400, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-u-es-canario-drago-empeine',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'es',
      'web',
      'canarian',
      'ordinary',
      'session-length',
      'pain',
      'price',
      'budget-enough',
      'word-not-idea',
      'defer',
      'multi-turn',
    ],
    note: 'Canarian Spanish ("mi niño" said to Lena by habit, "chacho", "fuerte" for wow, "pa\'l", "flojita"): a drago (the Canary dragon tree, never "a dragon") in fine line on the left instep (empeine), about 5 cm, black. A session\'s length and pain on the instep: the studio answers or Lena. "150, ¿llega?" is over Lena\'s €120 minimum: a yes.',
    turns: [
      {
        say: '¡buenas, mi niño! ay perdón, lena 😅 soy canaria, de la laguna, de erasmus en berlín. quiero un drago en línea fina, el árbol de allá, no un dragón eh jajaja, en el empeine del pie izquierdo',
        gives: ['idea', 'style', 'placement'],
        notIdea: ['dragón'],
      },
      {
        say: "¿cuánto dura una sesión pa' algo así chiquito? y ¿duele mucho en el empeine? chacho, soy flojita pa'l dolor",
        questions: [
          {
            topic: 'session length',
            about: ['dura', 'sesión', 'sesion', 'hora', 'tiempo', 'minutos'],
            answer: ['/(?<![\\p{L}])(horas?|minutos|depende)(?![\\p{L}])/iu'],
            defer: true,
          },
          {
            topic: 'pain on the instep',
            about: ['duele', 'dolor', 'empeine', 'hueso', 'molest'],
            answer: [
              '/(?<![\\p{L}])(duele|dolor|molest\\w*|sensible|hueso|huesud\\w*|depende|cada persona|soportable|llevadero)(?![\\p{L}])/iu',
            ],
            defer: true,
          },
        ],
      },
      {
        say: '¡fuerte! como de 5 cm, solo negro. tengo 25, y tengo 150 euros, ¿llega?',
        gives: ['size', 'color', 'age', 'budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is 150 enough',
            about: ['llega', 'alcanza', 'presupuesto', 'mínimo', 'minimo', '€', '120', '150'],
            answer: [
              '/(?<!\\d)120(?!\\d)|(?<![\\p{L}])(sí|llega|alcanza|suficiente|de sobra)(?![\\p{L}])/iu',
            ],
          },
        ],
      },
    ],
    conversation: {
      language: 'es',
      mustNotSay: ['lena-old-link', '/(?<!no )(un|tu|el) drag[oó]n(?![\\p{L}])/iu'],
    },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['drago'],
        style: 'Minimalist',
        placement: { area: ['foot', 'empeine', 'pie', 'instep'], side: 'left' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 25,
        budget: { around: 150, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-u-es-dominicana-gemelas',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'dominican',
      'unusual',
      'twins',
      'shared-phone',
      'two-people',
      'price',
      'defer',
      'multi-turn',
    ],
    note: 'Dominican Spanish ("klk", "vaina", "tato"): a realistic Bayahibe rose on the forearm, 12 cm, black and grey, 22. Her twin takes the phone and wants the same on her ankle: the price each is Rafa\'s minimum (€300 each), the same day is his to say. The first twin comes back: hers first, her sister writes separately, so the brief stays hers (forearm, not ankle). €350.',
    turns: [
      {
        say: 'klk rafa!! soy dominicana, vivo en badalona 🇩🇴 quiero una rosa de bayahíbe realista en el antebrazo, como de 12 cm, en blanco y negro. tengo 22',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: 'jajaja ahora te escribe la gemela 🙋‍♀️ yo quiero la misma vaina pero en el tobillo. ¿nos la pueden hacer el mismo día? ¿y cuánto sale cada una?',
        asks: 'price',
        questions: [
          {
            topic: 'both on the same day',
            about: ['mismo día', 'mismo dia', 'las dos', 'ambas', 'gemela', 'hermana'],
            defer: true,
          },
          {
            topic: 'price each',
            about: ['precio', 'sale', 'cuesta', 'cada una', 'mínimo', 'minimo', '€', '300'],
            answer: ['/(?<!\\d)300(?!\\d)/'],
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})(?<![\\p{L}])(sí|claro),? (el mismo día|las dos el mismo día|os la hace)/iu',
        ],
      },
      {
        say: 'soy yo otra vez, la del antebrazo 😂 tato, entonces la mía primero y mi hermana te escribe aparte. presupuesto unos 350 euros',
        gives: ['budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['rosa', 'bayahíbe', 'bayahibe', 'rose']],
        style: 'Realism',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 22,
        budget: { around: 350, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-u-es-cubano-sorteo-falso',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: [
      'es',
      'dm',
      'cuban',
      'unusual',
      'scam',
      'giveaway',
      'card-details',
      'budget-slang',
      'defer',
      'multi-turn',
    ],
    note: 'Cuban Spanish ("asere", "qué bolá", "pa\'", "na\' má", "fulas" for US dollars): an account "@maravale.sorteos" says she won a free tattoo and asks for card details "to verify": never confirmed as Mara\'s, never "send them"; not sharing card details and Mara told is the answer. Then a geometric hummingbird on the forearm, 8 cm, black; "200 fulas" is $200.',
    turns: [
      {
        say: "asere, ¿qué bolá mara? una pregunta: una cuenta que se llama @maravale.sorteos me escribió que me gané un tatuaje gratis en tu sorteo y me pide los datos de la tarjeta pa' 'verificar'. ¿eso es tuyo de verdad? 🤔",
        questions: [
          {
            topic: 'a giveaway account asking for card details',
            about: ['cuenta', 'sorteo', 'tarjeta', 'datos', 'estafa', 'oficial', 'falsa', 'mara'],
            answer: [
              '/no (compartas|des|mandes|envíes|envies|pases)|nunca (pide|pedimos|pediría|pediria)|estafa|falsa|fraude|no es (de )?(mara|nosotros|ella|oficial|suya)/iu',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<![\\p{L}])sí,? (es|esa cuenta es) (de mara|suya|nuestra|oficial|legítima|real)/iu',
          '/(?<!no )(mándale|mandale|envíale|enviale|dale|pásale|pasale) (los datos|tu tarjeta)/iu',
        ],
      },
      {
        say: "menos mal que pregunté 😅 bueno, igual quiero uno de verdad: un colibrí geométrico en el antebrazo, como de 8 cm, en negro na' má",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "tengo 27 y tengo como 200 fulas pa' eso",
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['colibrí', 'colibri', 'hummingbird']],
        style: 'Geometric',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 27,
        budget: { around: 200, currency: 'USD' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-u-pt-paulistano-skyline',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'pt',
      'dm',
      'paulistano',
      'ordinary',
      'session-length',
      'payment',
      'size-against-body',
      'defer',
      'multi-turn',
    ],
    note: 'Paulistano Portuguese ("e aí", "firmeza", "mano", "meu", "sampa", "trampo", "da hora"): a blackwork São Paulo skyline with the Copan on the forearm "from the wrist to the elbow crease" (about 22-28 cm). A session\'s length: the studio answer or Lena; card or cash is in no data (asked, never claimed). €400 is over Lena\'s €120 minimum.',
    turns: [
      {
        say: 'e aí lena, firmeza? sou paulistano, mano, tô morando em berlim faz uns meses 🏙️ queria um blackwork do skyline de sampa com o copan, no antebraço, do pulso até a dobra do cotovelo',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'quantas horas leva uma sessão pra um trampo desse tamanho, meu? e aceita cartão ou só dinheiro?',
        questions: [
          {
            topic: 'session length',
            about: ['horas', 'sessão', 'sessao', 'sessões', 'tempo', 'leva'],
            answer: ['/(?<![\\p{L}])(horas?|depende)(?![\\p{L}])/iu'],
            defer: true,
          },
          {
            topic: 'card or cash',
            about: ['cartão', 'cartao', 'dinheiro', 'pagamento', 'pagar'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!se[^.?!]{0,30})\\b(lena|ela) aceita (cart[ãa]o|dinheiro|os dois|ambos)/iu'],
      },
      {
        say: 'da hora. só preto, bem pesado. tenho 29, orçamento uns 400 euro',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'pt', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['skyline', 'copan', 'sampa', 'são paulo', 'sao paulo', 'prédio', 'predio', 'cidade']],
        style: 'Blackwork',
        placement: { area: ['forearm', 'antebraço', 'antebraco'] },
        size: {
          cm: [20, 30],
          text: ['cotovelo', 'pulso', 'antebraço', 'antebraco', 'forearm', 'elbow', 'wrist'],
        },
        color: 'black',
        age: 29,
        budget: { around: 400, currency: 'EUR' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-u-pt-acoriano-hortensia-cachaco',
    category: 'fresh-2026-11u',
    artist: 'iris',
    tags: [
      'pt',
      'web',
      'azorean',
      'ordinary',
      'price',
      'touch-ups',
      'dialect-body-part',
      'size-as-thing',
      'age-said-sideways',
      'multi-turn',
    ],
    note: 'Azorean (European) Portuguese from Terceira ("Atão", "o cachaço" for the nape, "mais coisa menos coisa", "uma queijada da Graciosa", a small tart about 6 cm): a fine line hydrangea on the nape. The price is Iris\'s minimum ($150); a touch-up later is free within 8 weeks (her touch-up answer). "I turn 34 in March, so I\'m 33": 33.',
    turns: [
      {
        say: 'Atão, boa tarde Iris! Sou da ilha Terceira, nos Açores, e vivo em Portland com a família há uns anos 💙 Queria uma hortênsia em fine line no cachaço, do tamanho de uma queijada da Graciosa',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Quanto é que custa, mais coisa menos coisa? E se precisar de retoque depois, paga-se à parte?',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['preço', 'preco', 'custa', 'valor', 'mínimo', 'minimo', '$', '150'],
            answer: ['/(?<!\\d)150(?!\\d)/'],
          },
          {
            topic: 'touch-up',
            about: ['retoque', 'parte', 'grátis', 'gratuito', 'semanas'],
            answer: ['/8 semanas|oito semanas|gratuit|grátis|gratis|sem custo/iu'],
          },
        ],
      },
      {
        say: 'Está bem, fica combinado. Só a preto. Faço 34 em março, por isso tenho 33',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'pt', notClientAge: [34] },
    expect: {
      ready: true,
      fields: {
        idea: [['hortênsia', 'hortensia', 'hydrangea']],
        style: 'Minimalist',
        placement: { area: ['nape', 'neck', 'nuca', 'cachaço', 'cachaco', 'pescoço', 'pescoco'] },
        size: { cm: [4, 8], text: ['queijada'] },
        color: 'black',
        age: 33,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-u-pt-carioca-micropigmentacao',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: [
      'pt',
      'dm',
      'carioca',
      'unusual',
      'microblading',
      'service-not-listed',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'Carioca Portuguese ("caraca", "sinistros", "mermão", "partiu", "tá ligado"): whether Mara also does eyebrow microblading is hers to say (never claimed either way). Then a fine line Christ the Redeemer on the right ribs, 10 cm, black. 26; "2 anos" living here is no age.',
    turns: [
      {
        say: 'caraca mara, teus trampos são sinistros! 🔥 pergunta rápida: tu faz micropigmentação de sobrancelha também? minha sobrancelha é toda falhada, mermão',
        questions: [
          {
            topic: 'eyebrow microblading',
            about: ['micropigment', 'sobrancelha', 'microblading'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(mara|ela) (também )?(faz|oferece) micropigmenta/iu',
          '/(?<!se[^.?!]{0,30})\\b(mara|ela) não (faz|oferece) micropigmenta/iu',
        ],
      },
      {
        say: 'tranquilo. então partiu tattoo: um cristo redentor em fine line na costela direita, tipo 10 cm, só preto',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'tenho 26, tá ligado. sou de niterói mas moro aqui faz 2 anos',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [2] },
    expect: {
      ready: true,
      fields: {
        idea: [['cristo', 'redentor', 'christ']],
        style: 'Minimalist',
        placement: { area: ['rib', 'costela'], side: 'right' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 26,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-u-pt-mocambicana-implante-coclear',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'pt',
      'web',
      'mozambican',
      'unusual',
      'medical',
      'cochlear-implant',
      'color-corrected',
      'budget-slang',
      'defer',
      'multi-turn',
    ],
    note: 'Mozambican Portuguese ("maningue bonita", "a mola" for money): a realistic jacaranda flower behind the left ear, where the magnet of her cochlear implant sits under the skin. Whether tattooing near it is fine is for her doctor (never "safe" or "no risk"). "A bit of lilac? no, just black and grey": black and grey, the lilac never said back. 8 cm, 24, €350 over Rafa\'s minimum.',
    turns: [
      {
        say: 'Bom dia Rafa! Sou moçambicana, de Maputo, estou a estudar em Barcelona 🇲🇿 Queria uma flor de jacarandá realista atrás da orelha esquerda, maningue bonita como as de Maputo',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'Uma coisa: uso implante coclear desse lado, o íman fica por baixo da pele atrás da orelha. Dá para tatuar perto dele ou é melhor perguntar primeiro ao meu médico?',
        questions: [
          {
            topic: 'tattooing near a cochlear implant',
            about: ['implante', 'íman', 'iman', 'médic', 'medic', 'perto', 'coclear'],
            answer: ['/médic|medic|audiolog|otorrino|cirurgi/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})(?<![\\p{L}])(não há|sem) (nenhum )?(risco|perigo)(?![\\p{L}])/iu',
          '/(?<!(se|não)[^.?!]{0,20})(?<![\\p{L}])é (totalmente |perfeitamente )?seguro(?![\\p{L}])/iu',
          '/(?<!se[^.?!]{0,30})(?<![\\p{L}])(podes|pode|dá para) tatuar (perto|junto|ao lado)/iu',
        ],
      },
      {
        say: 'Está bem, vou falar com a minha médica. Uns 8 cm, com um bocadinho de lilás? não, melhor só a preto e cinzento. Tenho 24 anos e a mola é uns 350 euros',
        gives: ['size', 'color', 'age', 'budget'],
        mustNotSay: ['/(?<![\\p{L}])lil[aá]s(?![\\p{L}])/iu'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['jacarandá', 'jacaranda']],
        style: 'Realism',
        placement: { area: ['ear', 'orelha'], side: 'left' },
        size: { cm: [7, 9] },
        color: 'black_and_grey',
        age: 24,
        budget: { around: 350, currency: 'EUR' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-u-fr-lyonnais-lion-quenelle',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'fr',
      'dm',
      'lyonnais',
      'ordinary',
      'price',
      'deposit',
      'size-as-thing',
      'age-said-sideways',
      'multi-turn',
    ],
    note: 'Lyonnais French ("un gone de Lyon", "prix plancher", "ça fait pas un pli", "29 printemps" for 29 years): a fine line lion head on the forearm "la taille d\'une quenelle" (about 8-12 cm). The floor price is Lena\'s minimum (€120); what to pay to hold a date is her €60 deposit.',
    turns: [
      {
        say: "salut lena ! je suis un gone de lyon installé à berlin 🦁 je voudrais une tête de lion en fine line sur l'avant-bras, à peu près la taille d'une quenelle",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "t'as un prix plancher ? et pour bloquer une date faut verser combien ?",
        asks: 'price',
        questions: [
          {
            topic: 'minimum',
            about: ['prix', 'plancher', 'minimum', 'tarif', '€', '120'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
          {
            topic: 'deposit',
            about: ['acompte', 'arrhes', 'verser', 'bloquer', 'réserv', 'date', '60'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
        ],
      },
      {
        say: "ça marche, ça fait pas un pli. noir seulement. j'ai 29 printemps",
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'fr', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: ['lion'],
        style: 'Minimalist',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [7, 13], text: ['quenelle'] },
        color: 'black',
        age: 29,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-u-fr-chti-pigeon-gaufre',
    category: 'fresh-2026-11u',
    artist: 'juno',
    tags: [
      'fr',
      'dm',
      'chti',
      'ordinary',
      'flash',
      'location',
      'books-closed',
      'budget-slang',
      'size-as-thing',
      'multi-turn',
    ],
    note: 'Ch\'ti French from Roubaix ("min biloute", "la drache" for pouring rain, "ch\'est", "min grand-père", "300 boules" for 300): flash is a yes and the studio is Ink & Iron, 88 Market St, Leeds; her books are closed (said, a waitlist, no booking link). A neo-traditional homing pigeon on the shoulder "grand comme une gaufre" (about 10-12 cm), colour. 36.',
    turns: [
      {
        say: "salut juno, min biloute ! ch'ti de roubaix exilé à leeds, ici aussi ch'est la drache tout l'temps 🌧️ tu fais des flashs ? et ton salon il est où exactement ?",
        asks: 'flash',
        questions: [
          {
            topic: 'flash',
            about: ['flash'],
            answer: [
              '/(?<![\\p{L}])(oui|ouais)(?![\\p{L}])|fait (des |du )?flash|flashs? (disponibles?|dispo)/iu',
            ],
          },
          {
            topic: 'address',
            about: ['où', 'adresse', 'salon', 'studio', 'leeds', 'market'],
            answer: ['/88 Market|Market St|Ink (&|and) Iron/i'],
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: "sinon j'voudrais un pigeon voyageur en néo-trad, comme ceux de min grand-père qui faisait de la colombophilie, sur l'épaule, grand comme une gaufre",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "en couleur, hein. j'ai 300 boules de côté et j'ai 36 ans",
        gives: ['color', 'budget', 'age'],
      },
    ],
    conversation: {
      language: 'fr',
      mustNotSay: ['/agenda (est )?(ouvert|rouvert)/iu', '/réservations (sont )?ouvertes/iu'],
    },
    expect: {
      ready: true,
      fields: {
        idea: ['pigeon'],
        style: 'Neo-traditional',
        placement: { area: ['shoulder', 'épaule', 'epaule'] },
        size: { cm: [8, 16], text: ['gaufre'] },
        color: 'color',
        budget: { around: 300 },
        age: 36,
        language: 'fr',
      },
      replies: { bookingLink: false },
      some: { mustContainAny: ['ferm', "liste d'attente", 'liste d’attente'] },
    },
  },
  {
    id: 'fresh-u-fr-reunionnais-drepanocytose',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: [
      'fr',
      'web',
      'reunionese',
      'unusual',
      'medical',
      'sickle-cell',
      'size-as-thing',
      'age-said-sideways',
      'defer',
      'multi-turn',
    ],
    note: 'Réunionnais Creole mixed with French ("mi lé" for I am, "mi fé", "mi na" for I have, "pou", "na point de"): an American traditional paille-en-queue (the island\'s tropicbird, no straw) on the calf "gros comme un samoussa" (6-8 cm). With sickle cell disease (SC), whether there is a risk for the tattoo and its healing is for a doctor (never "no risk"). White and red: colour. "Mi na 24 an" is 24. Noor does one style: never asked.',
    turns: [
      {
        say: 'Bonjour Noor ! Mi lé réunionnais, mi fé mon stage à Bristol 🌋 Mi voudrait un paille-en-queue en old school américain sur le mollet, gros comme un samoussa',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Un truc : mi na la drépanocytose (forme SC). Na point de risque pou le tatouage, pou la cicatrisation ? Mon docteur lé en vacances 😅',
        questions: [
          {
            topic: 'sickle cell disease',
            about: ['drépanocytose', 'drepanocytose', 'risque', 'cicatris', 'médecin', 'medecin', 'docteur'],
            answer: ['/médecin|medecin|docteur|hématolog|hematolog|spécialiste|specialiste/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(si|s.il)[^.?!]{0,30})(?<![\\p{L}])(aucun|pas de|sans) (risque|danger)(?![\\p{L}])/iu',
          '/drépanocytose[^.?!]{0,40}(n.est pas|ne pose pas|ne pose aucun) (un )?(problème|souci)/iu',
        ],
      },
      {
        say: "D'accord, mi attend son avis. En couleur, blanc et rouge comme le vrai. Mi na 24 an",
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['paille-en-queue', 'paille en queue', 'phaéton', 'phaeton', 'tropicbird', 'oiseau']],
        style: 'Traditional',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [5, 9], text: ['samoussa', 'samosa'] },
        color: 'color',
        age: 24,
        language: 'fr',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-fr-alsacien-ramadan-cigogne',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: ['fr', 'dm', 'alsatian', 'unusual', 'ramadan', 'fasting', 'timing', 'defer', 'multi-turn'],
    note: 'Alsatian French ("Hopla", "Yo" for yes, "gell"): a geometric stork between the shoulders, 12 cm, black only. Fasting for Ramadan from late February, whether to be tattooed while fasting or after Eid is Mara\'s (or a doctor\'s) to say, never "no problem"; eating before is a fair tip. He chooses after Eid: the timing.',
    turns: [
      {
        say: 'Hopla Mara ! Strasbourgeois ici 🥨 je voudrais une cigogne géométrique en haut du dos, entre les épaules, environ 12 cm, noir uniquement',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "Question : je fais le ramadan à partir de fin février. C'est ok de se faire tatouer en jeûnant, ou c'est mieux d'attendre après l'Aïd ?",
        questions: [
          {
            topic: 'tattooed while fasting',
            about: ['ramadan', 'jeûn', 'jeun', 'aïd', 'aid', 'manger'],
            answer: ['/manger|repas|médecin|medecin/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(si|s.il)[^.?!]{0,30})(?<![\\p{L}])(aucun problème|pas de problème|sans problème|aucun souci|pas de souci)[^.?!]{0,40}(je[uû]n|ramadan)/iu',
          '/(?<!(si|s.il)[^.?!]{0,30})(je[uû]ner|le je[uû]ne) (n.est pas|ne pose (pas|aucun))/iu',
        ],
      },
      {
        say: "Yo, merci. Bon, je préfère après l'Aïd de toute façon, gell. J'ai 27 ans",
        gives: ['timing', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'timing'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['cigogne', 'stork']],
        style: 'Geometric',
        placement: { area: ['upper back', 'back', 'dos', 'shoulder', 'épaule'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 27,
        timing: ['aïd', 'aid', 'eid', 'ramadan'],
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-u-de-hamburg-anzahlung-doppelt',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'de',
      'dm',
      'hamburg',
      'unusual',
      'double-payment',
      'booked-client',
      'deposit',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'Hamburg German ("Moin", "Schiet", "büschen", "bis denn"): a booked client (a fine line gull on the ankle, 18 January) paid the €60 deposit twice by mistake. Whether and when it comes back is Lena\'s to say: never "already refunded", no time invented; Lena told. The 18 (January) is no age and the €60 no budget. No new brief: not ready.',
    turns: [
      {
        say: 'Moin Lena! Hab bei dir für den 18. Januar gebucht, die feine Möwe am Knöchel. Beim Bezahlen hab ich aber die 60 € Anzahlung aus Versehen zweimal überwiesen, Schiet 🙈',
        gives: ['idea', 'placement', 'timing'],
      },
      {
        say: 'Kriegst du das zurückgebucht? Und wie lange dauert das so ungefähr? Will nicht drängeln, bin grad büschen knapp bei Kasse',
        questions: [
          {
            topic: 'the double payment back',
            about: ['zurück', 'doppelt', 'zweimal', 'anzahlung', 'erstatt', 'überwies'],
            defer: true,
          },
          {
            topic: 'how long it takes',
            about: ['dauert', 'lange', 'tage', 'wann', 'zurück'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(ist|wurde|wird) (schon |bereits )(zurück\\w*|erstattet|überwiesen)/iu',
          '/(?<!(ob|falls|wenn)[^.?!]{0,30})\\b(in|innerhalb( von)?) \\d+ (tagen|werktagen|wochen)/iu',
        ],
      },
      { say: "Alles klar, danke dir. Sonst bleibt alles wie's ist, bis denn!" },
    ],
    conversation: { language: 'de', minor: 'none', notClientAge: [18], mustNotSay: ['lena-old-link'] },
    expect: {
      ready: false,
      fields: { budget: null, language: 'de' },
    },
  },
  {
    id: 'fresh-u-de-hessisch-bembel-handkaes',
    category: 'fresh-2026-11u',
    artist: 'noor',
    tags: ['de', 'dm', 'hessian', 'ordinary', 'price', 'walk-ins', 'size-as-thing', 'multi-turn'],
    note: 'Frankfurt Hessian ("Ei Gude wie", "Frankfodder Bub", "isch", "uffm Unnerarm", "ebbes", "Subber", "schee"): a Bembel (the grey-blue cider jug) as an old school piece on the forearm "so groß wie en Handkäs" (a small round cheese, 5-6 cm). The price is Noor\'s minimum (120); dropping by without an appointment is a yes (walk-ins). Colour. Noor does one style: never asked.',
    turns: [
      {
        say: 'Ei Gude wie, Noor! Frankfodder Bub in Bristol 🍎 Isch hätt gern en Bembel als Old-School-Tattoo, uffm Unnerarm, so groß wie en Handkäs',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Was kost'n des ungefähr? Un kann isch aach eifach so vorbeikomme oder muss isch vorher ebbes ausmache?",
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['kost', 'preis', 'mindest', 'minimum', '£', '120'],
            answer: ['/(?<!\\d)120(?!\\d)/'],
          },
          {
            topic: 'walk-ins',
            about: ['vorbei', 'termin', 'walk', 'spontan', 'ausmach'],
            answer: ['/(?<![\\p{L}])(ja|klar|gern|gerne|natürlich)(?![\\p{L}])|walk-?ins?|spontan/iu'],
          },
        ],
      },
      {
        say: 'Subber! Bunt, de Bembel schee blau. Isch bin 31, gell',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['bembel', 'krug', 'jug', 'äppelwoi', 'apfelwein']],
        style: 'Traditional',
        placement: { area: ['forearm', 'unterarm', 'unnerarm'] },
        size: { cm: [4, 8], text: ['handkäs', 'handkaes'] },
        color: 'color',
        age: 31,
        language: 'de',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-u-de-fraenkisch-geburtstag-termin',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'de',
      'web',
      'franconian',
      'unusual',
      'minor',
      'turning-18',
      'birthday-as-date',
      'defer',
      'multi-turn',
    ],
    note: 'Franconian ("Servus", "a klaans Herzla", "fei", "Dooch", "Gschenk", "Basst scho"): a tiny fine line heart on the ankle, 3 cm, black, as a present to herself on her 18th birthday, 9 January, the day itself. She is 17 today: the 18+ rule said kindly (from her birthday, with ID), never "now" or "before"; never ready, no save.',
    turns: [
      {
        say: 'Servus Lena! I hätt gern a klaans Herzla in Fine Line am Knöchel, fei nix Großes, so 3 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Mei 18. Geburtstag is am 9. Januar. Kann i genau an dem Dooch an Termin ham? Des wär mei Gschenk an mi selber 😁',
        gives: ['age'],
        questions: [
          {
            topic: 'an appointment on the 18th birthday',
            about: ['18', 'geburtstag', 'januar', 'termin', 'ausweis', 'volljährig'],
            answer: ['/(?<!\\d)18(?!\\d)|ausweis|volljährig|geburtstag/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls|wenn|sobald|ab)[^.?!]{0,40})\\b(schon )?(jetzt|vorher|vor (deinem|dem) geburtstag)(?:(?!nicht|kein)[^.?!]){0,20}\\b(möglich|geht)\\b(?![^.?!]{0,20}\\bnicht\\b)/iu',
        ],
      },
      { say: 'Basst scho, dann bring i mein Ausweis mit. Schwarz natürlich', gives: ['color'] },
    ],
    conversation: { language: 'de', minor: 'tattooed', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, language: 'de' },
    },
  },
  {
    id: 'fresh-u-de-pfaelzisch-dubbeglas',
    category: 'fresh-2026-11u',
    artist: 'mara',
    tags: [
      'de',
      'dm',
      'palatinate',
      'ordinary',
      'healing',
      'payment',
      'size-as-thing',
      'age-said-sideways',
      'budget-slang',
      'defer',
      'multi-turn',
    ],
    note: 'Palatinate German ("Ei jo", "Palz", "kumm isch", "uff de Wade", "Alla hopp", "35 Lenze" for 35 years, "250 Mäuse" for €250, "EC-Kaart"): a dotwork Dubbeglas (the dimpled wine glass, about 13 cm tall) on the calf, life size. How long healing takes: the studio\'s healing answer or Mara; paying by EC card is in no data (asked, never claimed).',
    turns: [
      {
        say: 'Ei jo, Mara! Aus de Palz kumm isch 🍷 Isch hätt gern e Dubbeglas in Dotwork uff de Wade, so groß wie e echtes Dubbeglas halt',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Wie lang dauert's, bis des verheilt is? Un kann mer bei dir mit EC-Kaart zahle?",
        questions: [
          {
            topic: 'healing time',
            about: ['heil', 'verheilt', 'woche', 'dauert'],
            answer: ['/(?<![\\p{L}])wochen?(?![\\p{L}])/iu'],
            defer: true,
          },
          {
            topic: 'paying by EC card',
            about: ['ec', 'karte', 'kaart', 'zahl', 'bezahl'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(mara|sie|wir) (nimmt|nehmen|akzeptiert|akzeptieren) (auch )?(ec|karte)/iu',
          '/(?<!(ob|falls)[^.?!]{0,30})\\bkartenzahlung (ist )?(möglich|kein problem)/iu',
        ],
      },
      {
        say: 'Alla hopp. Nur schwarz. Isch bin 35 Lenze, un hab so 250 Mäuse dafür',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['dubbeglas', 'glas', 'wein']],
        style: 'Dotwork',
        placement: { area: ['calf', 'wade'] },
        size: { cm: [11, 16], text: ['dubbeglas', 'glas'] },
        color: 'black',
        age: 35,
        budget: { around: 250 },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-u-it-bolognese-intervista-tesi',
    category: 'fresh-2026-11u',
    artist: 'juno',
    tags: ['it', 'web', 'bolognese', 'unusual', 'interview', 'research', 'no-tattoo', 'defer', 'multi-turn'],
    note: 'Bolognese Italian ("Soccia", "un burdèl"): a PhD student in Leeds asks Juno for a twenty-minute interview for his thesis on English traditional tattooing; he wants no tattoo for now. The interview is Juno\'s to say (passed on, never promised, never the off-topic line). No idea recorded, not ready, no booking link.',
    turns: [
      {
        say: 'Soccia Juno, che lavori! Sono un burdèl di Bologna, faccio il dottorato a Leeds sulla storia del tatuaggio tradizionale inglese 📚',
      },
      {
        say: "Ti andrebbe di fare un'intervista di una ventina di minuti per la mia tesi? Anche online, quando vuoi tu",
        questions: [
          {
            topic: 'an interview for a thesis',
            about: ['intervista', 'tesi', 'dottorato', 'juno', 'minuti'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!se[^.?!]{0,30})\\b(juno )?(sarà|sara|è) (felice|contenta|disponibile|lieta)[^.?!]{0,30}(intervista|tesi)/iu',
        ],
      },
      {
        say: 'Grazie mille! E no, per ora niente tatuaggio, magari dopo la tesi 😄',
        notIdea: ['tatuaggio', 'tesi'],
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: false,
      fields: { idea: null, language: 'it' },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-u-it-genovese-crociera-lanterna',
    category: 'fresh-2026-11u',
    artist: 'rafa',
    tags: [
      'it',
      'dm',
      'genoese',
      'unusual',
      'cruise-crew',
      'port-day',
      'hours',
      'walk-ins',
      'numbers-not-age',
      'budget-slang',
      'multi-turn',
    ],
    note: 'Genoese Italian ("Belin", "palanche" for money, "mugugno"): a cruise ship worker in port in Barcelona every other Wednesday from 8 to 18 (no age: never 18). A realistic Lanterna (Genoa\'s lighthouse) on the forearm, 15 cm, black and grey. Booking one of those Wednesdays: Rafa works Mon-Fri 12:00-20:00 (a Wednesday afternoon fits; the date is his to confirm); no walk-ins (appointments only). 41, "500 palanche" is €500.',
    turns: [
      {
        say: 'Belin Rafa! Sono genovese, lavoro sulle navi da crociera ⚓ siamo in porto a Barcellona un mercoledì ogni due settimane, dalle 8 alle 18',
      },
      {
        say: "Vorrei la Lanterna di Genova realistica sull'avambraccio, in bianco e nero, sui 15 cm. Posso prenotare per uno di quei mercoledì? O passo senza appuntamento?",
        gives: ['idea', 'style', 'placement', 'color', 'size'],
        asks: 'booking',
        questions: [
          {
            topic: 'a Wednesday in port',
            about: ['mercoled', 'prenot', 'orari', 'aperto', 'dalle'],
            answer: [
              '/12[:.]00|dalle 12|(?<!\\d)12(?!\\d)[^.!?]{0,15}(?<!\\d)20(?!\\d)|luned[iì][^.!?]{0,15}venerd[iì]/iu',
            ],
            defer: true,
          },
          {
            topic: 'walking in',
            about: ['senza appuntamento', 'walk', 'passare', 'appuntamento'],
            answer: [
              '/(solo|soltanto) (su |per |con )?appuntamento|non (fa|prende|accetta)[^.!?]{0,20}(walk|senza appuntamento)|senza appuntamento[^.!?]{0,30}(?<![\\p{L}])no(?![\\p{L}])|walk-?in[^.!?]{0,30}(?<![\\p{L}])(no|non)(?![\\p{L}])/iu',
            ],
          },
        ],
        mustNotSay: ['/(?<!se[^.?!]{0,30})\\bpuoi (anche )?passare senza appuntamento/iu'],
      },
      {
        say: 'Va bene, allora prenoto. Ho 41 anni e ho messo da parte 500 palanche, mugugno zero 😄',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'it', minor: 'none', notClientAge: [8, 18] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['lanterna', 'faro', 'lighthouse']],
        style: 'Realism',
        placement: { area: ['forearm', 'avambraccio'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 41,
        budget: { around: 500 },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-u-it-sardo-serpente-polpaccio',
    category: 'fresh-2026-11u',
    artist: 'kai',
    tags: [
      'it',
      'dm',
      'sardinian',
      'ordinary',
      'price',
      'deposit',
      'per-session',
      'age-in-words',
      'multi-turn',
    ],
    note: 'Sardinian Italian ("Ajò", "Eja", "trent\'anni tondi tondi" for exactly 30): a Japanese snake wrapping the whole calf, in colour. The minimum is Kai\'s $500; the deposit is $200 per session (each sitting, not once). €1,500 saved is over the minimum. Kai does one style: never asked.',
    turns: [
      {
        say: 'Ajò Kai! Sardo di Nuoro emigrato 🐍 vorrei un serpente giapponese che avvolge tutto il polpaccio, a colori',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: "Quanto ci vuole come minimo? E l'acconto com'è, si paga una volta sola o a ogni seduta?",
        asks: 'price',
        questions: [
          {
            topic: 'minimum',
            about: ['minimo', 'prezzo', 'costo', '$', '500'],
            answer: ['/(?<!\\d)500(?!\\d)/'],
          },
          {
            topic: 'deposit per session',
            about: ['acconto', 'caparra', 'anticipo', 'seduta', 'sessione', '200'],
            answer: [
              '/(?<!\\d)200(?!\\d)[^.!?]{0,40}(sedut|session)|(ogni|per|a|ciascuna) (seduta|sessione)/iu',
            ],
          },
        ],
      },
      {
        say: "Eja, va bene. Ho messo da parte 1500 euro. Ho trent'anni tondi tondi",
        gives: ['budget', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['serpente', 'snake', 'hebi']],
        style: 'Japanese',
        placement: { area: ['calf', 'polpaccio'] },
        size: { text: ['tutto', 'polpaccio', 'calf', 'full', 'whole', 'intero'] },
        color: 'color',
        budget: { around: 1500, currency: 'EUR' },
        age: 30,
        language: 'it',
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-u-it-torinese-mole-gianduiotto',
    category: 'fresh-2026-11u',
    artist: 'lena',
    tags: [
      'it',
      'web',
      'torinese',
      'ordinary',
      'size-corrected',
      'colour-question',
      'touch-ups',
      'size-as-thing',
      'defer',
      'multi-turn',
    ],
    note: 'Torinese Italian ("Cerea", "esageruma nen" for let\'s not overdo it, "neh"): the Mole Antonelliana in fine line on the inner arm "grande come un gianduiotto" (4-5 cm), then "a bit longer, about 7 cm" (7 wins, never asked again). Colour: Lena works in black and grey (her bio), or hers to say. Whether the touch-up is included is in no data (never promised). €150 over her €120 minimum.',
    turns: [
      {
        say: "Cerea Lena! Sono torinese, a Berlino per lavoro 🏛️ vorrei la Mole Antonelliana in fine line sull'interno del braccio, grande come un gianduiotto",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Anzi no, esageruma nen... ma un po' più lunga, sui 7 cm. Fai anche i colori o solo nero?",
        gives: ['size'],
        questions: [
          {
            topic: 'colour',
            about: ['colori', 'colore', 'nero', 'grigi', 'bianco'],
            answer: ['/bianco e nero|scala di grigi|black and grey|grigi|solo (il )?nero|in nero/iu'],
            defer: true,
          },
        ],
        reply: { notAsks: ['size'] },
      },
      {
        say: 'Va bene, nero allora. Ho 27 anni, neh. Budget 150 euro. Il ritocco è compreso?',
        gives: ['color', 'age', 'budget'],
        questions: [
          { topic: 'touch-up included', about: ['ritocc', 'compres', 'inclus', 'gratis'], defer: true },
        ],
        mustNotSay: ['/(?<!se[^.?!]{0,30})\\b(il )?ritocco (è|e) (compreso|gratuito|incluso|gratis)/iu'],
      },
    ],
    conversation: { language: 'it', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['mole', 'antonelliana']],
        style: 'Minimalist',
        placement: { area: ['arm', 'braccio'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 27,
        budget: { around: 150, currency: 'EUR' },
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
