import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients with ordinary questions no earlier set asked: paying in
 * dollars, a walk-in on a given day and hour, booking now and paying later, the client's own Procreate design,
 * Brazilian abbreviations, the same message sent twice, giving blood after, a flight the next day, gold ink asked of
 * a black and grey artist, a size "as big as my fist", MRI scans, "entre 150 et 200 €, ça passe ?", a building site
 * the next day, changing the design after booking, a formal "Sie" with hours and the address, how a waitlist is told
 * a place is free, a size against an AirPods case, a voice note the chat cannot hear, a graduation present paid by
 * parents, and heels strapped over a fresh ankle piece.
 */
export default [
  {
    id: 'fresh-p-es-dolares-jaguar',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['es', 'dm', 'payment', 'currency', 'tourist', 'defer', 'multi-turn'],
    note: 'A Mexican visitor asks whether Rafa takes dollars: his payment methods (card, cash or Bizum) are known, dollars are not (asked, never promised). The budget is in dollars.',
    turns: [
      {
        say: 'hola rafa! soy de méxico y voy a estar en barcelona en abril. quiero un jaguar realista en la pantorrilla, unos 20 cm, blanco y negro',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing'],
      },
      {
        say: '¿aceptas dólares? o ¿cómo se paga?',
        questions: [
          {
            topic: 'payment methods',
            about: ['pag', 'tarjeta', 'efectivo'],
            answer: ['/tarjeta|efectivo|bizum/iu'],
          },
          { topic: 'dollars', about: ['dólar', 'dolar', 'usd', 'moneda'], defer: true },
        ],
        mustNotSay: [
          '/(?<!(si|whether)[^.?!]{0,40})\\b(acepta|aceptamos|acepto|aceptan) (también )?d[óo]lares/iu',
        ],
      },
      { say: 'vale. tengo 31 y mi presupuesto es de 400 a 500 dólares', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: ['jaguar'],
        style: 'Realism',
        placement: { area: ['calf', 'pantorrilla'] },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 31,
        budget: { min: 400, max: 500, currency: 'USD' },
        timing: ['abril', 'april'],
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-p-es-sin-cita-martes',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['es', 'web', 'walk-ins', 'hours', 'coin-size', 'multi-turn'],
    note: 'A walk-in on Tuesday around 3: Iris takes walk-ins and is open Tue-Sat 11am-7pm, so yes; 3 is an hour, no age. A coin-sized swallow on the ankle bone.',
    turns: [
      {
        say: '¡Hola Iris! ¿Puedo pasar sin cita el martes a eso de las 3?',
        gives: ['timing'],
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-in on Tuesday',
            about: ['cita', 'martes', 'walk', 'pasar'],
            answer: [
              '/(?<![\\p{L}])sí(?![\\p{L}])/iu',
              '/acept[ao][^.!?]{0,30}(sin cita|walk)/iu',
              '/martes[^.!?]{0,40}(11|abiert)/iu',
            ],
          },
        ],
      },
      {
        say: 'Quiero una golondrina pequeñita en el hueso del tobillo, del tamaño de una moneda, línea fina, en negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'tengo 27', gives: ['age'] },
    ],
    conversation: { language: 'es', notClientAge: [3] },
    expect: {
      ready: true,
      fields: {
        idea: [['golondrina', 'swallow']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'tobillo'] },
        size: { cm: [1.5, 3], text: ['moneda', 'coin'] },
        color: 'black',
        age: 27,
        timing: ['martes', 'tuesday'],
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-p-es-reservar-y-pagar-despues',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['es', 'dm', 'deposit', 'pay-later', 'timing', 'defer', 'multi-turn'],
    note: "Saving up: the deposit that holds the date (€60) is known; paying the rest later is Lena's to say. June is the timing.",
    turns: [
      {
        say: 'holaa lena, hace poco que vivo en berlín 😊 quiero una ramita de romero en línea fina en la clavícula, unos 9 cm, solo negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'estoy ahorrando jaja ¿puedo reservar ya para junio y pagar el resto más adelante? ¿cuánto es la señal?',
        gives: ['timing'],
        asks: 'deposit',
        questions: [
          { topic: 'deposit', about: ['señal', 'depósito', 'deposito', '€'], answer: ['60'] },
          {
            topic: 'paying the rest later',
            about: ['resto', 'después', 'despues', 'más adelante', 'pagar'],
            defer: true,
          },
        ],
      },
      { say: 'genial. tengo 24', gives: ['age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['romero', 'rosemary']],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavícula', 'clavicula'] },
        size: { cm: [8, 10] },
        color: 'black',
        age: 24,
        timing: ['junio', 'june'],
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-p-es-diseno-propio',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['es', 'web', 'own-design', 'references', 'images', 'defer', 'multi-turn'],
    note: "The client's own Procreate drawing, tattooed as it is? Mara's call (her bio: custom work only); the drawing, once sent, is the reference.",
    turns: [
      {
        say: 'Hola Mara! Dibujé mi propio diseño en Procreate, un gato geométrico. ¿Me lo puedes tatuar tal cual?',
        gives: ['idea', 'style'],
        questions: [
          {
            topic: 'own design as it is',
            about: ['diseño', 'tal cual', 'dibujo', 'propio'],
            answer: ['/adapt|ajust|basar|partir de|retoc/iu'],
            defer: true,
          },
        ],
      },
      { say: 'te lo mando', images: 1, gives: ['references'] },
      {
        say: 'en el antebrazo, unos 12 cm, solo negro. tengo 28',
        gives: ['placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['gato', 'cat']],
        style: 'Geometric',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 28,
        references: true,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-p-pt-abreviacoes-quanto',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['pt', 'dm', 'abbreviations', 'price', 'payment', 'defer', 'multi-turn'],
    note: 'Brazilian DM shorthand ("blz", "qnto", "vc", "tb"): the price is Noor\'s minimum (120); card payment is in no data of hers (asked).',
    turns: [
      {
        say: 'oii blz? qnto vc cobra numa rosa tradicional pequena?',
        gives: ['idea', 'style', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['preço', 'preco', 'cobr', 'valor', 'mínimo', 'minimo', '120'],
            answer: ['120'],
          },
        ],
      },
      {
        say: 'tb queria saber se vc aceita cartão',
        questions: [{ topic: 'card payment', about: ['cartão', 'cartao', 'pag'], defer: true }],
        mustNotSay: ['/(?<!(se)[^.?!]{0,30})\\b(aceit[ao]|aceitamos) (o )?cart[ãa]o/iu'],
      },
      { say: 'blz. no antebraço, colorida, tenho 22', gives: ['placement', 'color', 'age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['rosa', 'rose']],
        style: 'Traditional',
        placement: { area: ['forearm', 'antebraço', 'antebraco'] },
        size: { text: ['pequen', 'small'] },
        color: 'color',
        age: 22,
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-pt-mensagem-repetida',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['pt', 'dm', 'duplicate-message', 'never-re-ask', 'multi-turn'],
    note: 'The same message sent twice (the client thought it failed): nothing it gave is asked again, and the second reply does not start over.',
    turns: [
      {
        say: 'oi mara! queria uma mariposa blackwork na panturrilha, uns 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'oi mara! queria uma mariposa blackwork na panturrilha, uns 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { notAsks: ['idea', 'style', 'placement', 'size'] },
      },
      { say: 'desculpa, achei que não tinha enviado 😅 só preto, tenho 30', gives: ['color', 'age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['mariposa', 'moth']],
        style: 'Blackwork',
        placement: { area: ['calf', 'panturrilha'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 30,
        language: 'pt',
      },
      replies: { notAsks: ['idea', 'style', 'placement', 'size'] },
    },
  },
  {
    id: 'fresh-p-pt-doar-sangue',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['pt', 'web', 'blood-donation', 'medical', 'defer', 'multi-turn'],
    note: 'A regular blood donor asks whether she can keep donating after the tattoo: a health rule nobody at the studio set, deferred; nothing promised.',
    turns: [
      {
        say: 'Oi Lena! Sou brasileira e moro em Berlim. Quero um raminho de café fine line no ombro, uns 8 cm, preto',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Uma dúvida: eu doo sangue regularmente, posso continuar doando depois da tatuagem?',
        questions: [
          { topic: 'giving blood after', about: ['sangue', 'doa', 'doação', 'doacao'], defer: true },
        ],
        mustNotSay: [
          '/(?<!(se)[^.?!]{0,30})\\b(pode|podes) (continuar (a )?)?doa(r|ndo)[^.!?]{0,20}(normalmente|sem problema)/iu',
        ],
      },
      { say: 'Tá bom, obrigada! Tenho 29 anos', gives: ['age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['café', 'cafe', 'coffee']],
        style: 'Minimalist',
        placement: { area: ['shoulder', 'ombro'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 29,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-p-pt-voo-no-dia-seguinte',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['pt', 'web', 'travel', 'aftercare', 'defer', 'multi-turn'],
    note: 'A flight home the day after: care for a fresh tattoo on a plane, or Rafa asked; never a flat "no problem". A horse\'s portrait.',
    turns: [
      {
        say: 'Olá Rafa! Quero um retrato realista do meu cavalo na coxa, uns 20 cm, preto e cinza',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Estou de férias em Barcelona e tenho voo de volta no dia seguinte, tem problema voar logo depois?',
        questions: [
          {
            topic: 'flying the next day',
            about: ['voo', 'voar', 'avião', 'aviao', 'viagem'],
            answer: ['/protege|proteç|cobr|limp|pomada|filme/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/voar[^.!?]{0,40}sem (nenhum )?problema|n[ãa]o (tem|há) (nenhum )?problema (nenhum )?(em )?voar/iu',
        ],
      },
      { say: 'Tenho 36 anos, orçamento de uns 500 euros', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['cavalo', 'horse']],
        placement: { area: ['thigh', 'coxa'] },
        size: { cm: [18, 22] },
        color: 'black_and_grey',
        age: 36,
        budget: { around: 500, currency: 'EUR' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-p-fr-encre-doree',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['fr', 'dm', 'gold-ink', 'colour', 'defer', 'multi-turn'],
    note: 'Gold ink on the antlers, asked of a black and grey artist: his black and grey said, or Rafa asked; never promised. The client keeps black and grey.',
    turns: [
      {
        say: "salut rafa ! je voudrais un cerf réaliste sur l'avant-bras, 15 cm",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "est-ce que tu peux mettre des touches d'encre dorée sur les bois ?",
        questions: [
          {
            topic: 'gold ink',
            about: ['doré', 'dorée', 'encre', 'métallique'],
            answer: ['/noir (et|&) gris/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<!(si)[^.?!]{0,30})\\b(peut|peux|pourra|pourrait|va) (tout à fait |bien )?(mettre|ajouter|faire) (des touches d'|de l')?(encre )?dor[ée]/iu",
        ],
      },
      { say: "ok tant pis, noir et gris alors. j'ai 34 ans", gives: ['color', 'age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['cerf', 'deer', 'stag']],
        style: 'Realism',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 34,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-p-fr-grand-comme-mon-poing',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['fr', 'dm', 'size-as-thing', 'walk-ins', 'multi-turn'],
    note: '"Grand comme mon poing" is a size (about a fist, 8-12 cm); "old school" is Noor\'s traditional; she takes walk-ins.',
    turns: [
      {
        say: 'coucou noor ! je veux une tête de tigre old school sur le mollet',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'grand comme mon poing à peu près, en couleur', gives: ['size', 'color'] },
      {
        say: "j'ai 26 ans. je passe à bristol samedi, il faut prendre rendez-vous ou je peux passer ?",
        gives: ['age', 'timing'],
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['rendez-vous', 'passer', 'walk', 'sans'],
            answer: [
              '/(?<![\\p{L}])oui(?![\\p{L}])/iu',
              '/accepte[^.!?]{0,30}(sans rendez-vous|walk)/iu',
              '/sans rendez-vous[^.!?]{0,40}(possible|bienvenu|accept)/iu',
            ],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['tigre', 'tiger']],
        style: 'Traditional',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [7, 12], text: ['poing', 'fist'] },
        color: 'color',
        age: 26,
        language: 'fr',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-fr-irm',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['fr', 'web', 'medical', 'mri', 'defer', 'multi-turn'],
    note: 'Regular MRI scans and tattoo ink: a medical question nobody at the studio can settle; deferred, never "aucun risque".',
    turns: [
      {
        say: "Bonjour Mara, je voudrais un mandala en dotwork sur l'omoplate droite, environ 12 cm, en noir.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "Je dois passer des IRM régulièrement pour ma santé. Est-ce que l'encre peut poser problème ?",
        questions: [{ topic: 'MRI and ink', about: ['irm', 'encre', 'médec', 'medec'], defer: true }],
        mustNotSay: [
          '/(irm|encre)[^.!?]{0,40}(aucun|pas de|sans) (problème|risque|danger)/iu',
          '/(aucun|pas de|sans) (problème|risque|danger)[^.!?]{0,40}(irm|encre)/iu',
        ],
      },
      { say: "Merci. J'ai 41 ans", gives: ['age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['shoulder', 'omoplate'], side: 'right' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 41,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-p-fr-ca-passe',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['fr', 'dm', 'budget-range', 'price', 'one-message', 'closing'],
    note: '"Entre 150 et 200 €, ça passe ?" beside a complete brief: Lena\'s minimum (120) answers it; "merci, bonne soirée" asks nothing more.',
    turns: [
      {
        say: "salut lena ! une petite loutre en fine line à l'intérieur du bras, 6 cm, noir. j'ai entre 150 et 200 € de budget, ça passe ?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        asks: 'price',
        questions: [
          {
            topic: 'is the budget enough',
            about: ['budget', 'prix', '€', 'minimum', 'passe', 'tarif'],
            answer: ['120', '/ça (passe|rentre|va)|dans (le|ton|votre) budget|suffi/iu'],
          },
        ],
      },
      { say: "super ! j'ai 25 ans", gives: ['age'] },
      {
        say: 'merci, bonne soirée !',
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['loutre', 'otter']],
        style: 'Minimalist',
        placement: { area: ['arm', 'bras'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 25,
        budget: { min: 150, max: 200, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-p-de-baustelle',
    category: 'fresh-2026-11p',
    artist: 'noor',
    tags: ['de', 'dm', 'work-after', 'aftercare', 'defer', 'multi-turn'],
    note: 'A builder asks whether he can work on site the next day (dirt on a fresh forearm): keeping it clean and covered, or Noor asked.',
    turns: [
      {
        say: 'Hi Noor, bin Deutscher und arbeite grad in Bristol. Will einen traditionellen Raben auf dem Unterarm, ca. 15 cm, farbig',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Ich arbeite auf dem Bau, kann ich am nächsten Tag wieder arbeiten oder ist der Dreck ein Problem?',
        questions: [
          {
            topic: 'work on a building site the next day',
            about: ['arbeit', 'bau', 'dreck', 'schmutz', 'nächsten tag'],
            answer: ['/sauber|abdeck|folie|schmutz|dreck|schütz|schuetz/iu'],
            defer: true,
          },
        ],
      },
      { say: 'Alles klar. Bin 33', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['rabe', 'raven']],
        style: 'Traditional',
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [14, 16] },
        color: 'color',
        age: 33,
        language: 'de',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-de-motiv-aendern',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['de', 'web', 'change-after-booking', 'defer', 'multi-turn'],
    note: 'Whether the design can still change after booking: in no data of Mara, so asked; never "jederzeit, kein Problem".',
    turns: [
      {
        say: 'Hallo Mara! Ich hätte gern einen geometrischen Wal auf der Wade, so 18 cm, nur schwarz.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Falls ich gebucht habe und mir dann doch was anderes überlege, kann ich das Motiv noch ändern?',
        questions: [
          {
            topic: 'changing the design after booking',
            about: ['änder', 'motiv', 'umentscheid', 'anders'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!(ob)[^.?!]{0,30})\\b(jederzeit|kein problem)[^.!?]{0,30}(ändern|anpassen)/iu'],
      },
      { say: 'Super, danke. Bin 27', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['wal', 'whale']],
        style: 'Geometric',
        placement: { area: ['calf', 'wade'] },
        size: { cm: [17, 19] },
        color: 'black',
        age: 27,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-p-de-sie-formell',
    category: 'fresh-2026-11p',
    artist: 'rafa',
    tags: ['de', 'web', 'formal', 'hours', 'location', 'two-questions', 'multi-turn'],
    note: 'A formal "Sie" from a visitor: hours (Mon-Fri 12:00-20:00) and the address (Carrer de Verdi 32) are known; May is the timing.',
    turns: [
      {
        say: 'Guten Tag Herr Ortiz, ich bin im Mai für eine Woche in Barcelona. Wann haben Sie geöffnet, und wo genau befindet sich Ihr Studio?',
        gives: ['timing'],
        asks: 'hours',
        questions: [
          {
            topic: 'opening hours',
            about: ['geöffnet', 'öffnungszeit', 'uhr', 'montag', 'freitag'],
            answer: ['/\\b12\\b|\\b20\\b|montag|freitag|mo\\.?\\s?(-|–|bis)\\s?fr/iu'],
          },
          { topic: 'address', about: ['studio', 'verdi', 'adresse', 'befindet'], answer: ['Verdi'] },
        ],
      },
      {
        say: 'Vielen Dank. Ich wünsche mir ein realistisches Porträt meiner Katze auf dem Oberarm, etwa 15 cm, in Schwarz-Grau.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'Ich bin 52 Jahre alt. Mein Budget liegt bei etwa 600 Euro.', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['katze', 'cat']],
        placement: { area: ['upper arm', 'oberarm'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 52,
        budget: { around: 600, currency: 'EUR' },
        timing: ['mai', 'may'],
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-p-de-kai-wie-erfahre-ich',
    category: 'fresh-2026-11p',
    artist: 'kai',
    tags: ['de', 'dm', 'waitlist', 'defer', 'multi-turn'],
    note: 'How a waitlisted client hears that a place is free: Kai will get in touch (or is asked); the waitlist said plainly, no booking link.',
    turns: [
      {
        say: 'hey kai, ich würd mich gern auf die warteliste setzen lassen. wie erfahre ich dann, wann ich drankomme?',
        asks: 'booking',
        questions: [
          { topic: 'waitlist', about: ['warteliste', 'liste'], answer: ['/warteliste/iu'] },
          {
            topic: 'how a free place is told',
            about: ['erfahr', 'meld', 'benachrichtig', 'bescheid', 'drankomm', 'kontakt'],
            answer: [
              '/(meld|schreib|kontaktier|benachrichtig)[^.!?]{0,40}(dich|ihnen|sich)|e-?mail|nachricht/iu',
            ],
            defer: true,
          },
        ],
        reply: { bookingLink: false },
      },
      {
        say: 'ein fuchs mit ahornblättern auf dem oberschenkel, farbig, ca. 30 cm',
        gives: ['idea', 'placement', 'color', 'size'],
      },
      { say: 'bin 29', gives: ['age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['fuchs', 'fox']],
        style: 'Japanese',
        placement: { area: ['thigh', 'oberschenkel'] },
        size: { cm: [28, 32] },
        color: 'color',
        age: 29,
        language: 'de',
      },
      replies: { bookingLink: false, notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-p-it-custodia-airpods',
    category: 'fresh-2026-11p',
    artist: 'iris',
    tags: ['it', 'dm', 'size-as-thing', 'price', 'multi-turn'],
    note: '"Grande come la custodia delle AirPods" is a size (about 5-6 cm); the price asked is Iris\'s minimum (150).',
    turns: [
      {
        say: 'ciao iris! vorrei una piccola conchiglia fine line sul polso, grande più o meno come la custodia delle airpods',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'nera. quanto costa più o meno?',
        gives: ['color'],
        asks: 'price',
        questions: [{ topic: 'price', about: ['prezzo', 'costa', 'minimo', '$', 'parte'], answer: ['150'] }],
      },
      { say: 'ok va bene, ho 23 anni', gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['conchiglia', 'shell']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [4, 7], text: ['airpods', 'custodia'] },
        color: 'black',
        age: 23,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-p-it-vocale',
    category: 'fresh-2026-11p',
    artist: 'mara',
    tags: ['it', 'dm', 'voice-note', 'multi-turn'],
    note: '"Ti ho mandato un vocale, l\'hai sentito?": nothing arrived in this chat, so it is never claimed as heard; the client is asked to write it, then does.',
    turns: [
      {
        say: "ciao mara! ti ho appena mandato un vocale con tutto, l'hai sentito?",
        questions: [
          {
            topic: 'a voice note',
            about: ['vocale', 'audio', 'messaggio'],
            answer: [
              "/scriv|per iscritto|testo|non (posso|riesco)|non (mi )?(è|e) arrivat|non (l'ho|ho) (sentito|ricevuto)/iu",
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(?<![\\p{L}])(sì|si),? (l'ho|ho) (sentit|ascoltat)/iu",
          '/(ho|abbiamo) ascoltato il (tuo )?vocale/iu',
        ],
      },
      {
        say: 'ah ok scusa 😅 allora: una medusa geometrica sul braccio, tipo 20 cm, solo nero',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'ho 30 anni', gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['medusa', 'jellyfish']],
        style: 'Geometric',
        placement: { area: ['arm', 'braccio'] },
        size: { cm: [18, 22] },
        color: 'black',
        age: 30,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-p-it-regalo-di-laurea',
    category: 'fresh-2026-11p',
    artist: 'juno',
    tags: ['it', 'web', 'books-closed', 'gift', 'someone-else-pays', 'timing', 'multi-turn'],
    note: "A graduation present in July paid by the parents: Juno's books are closed (said, no link), the brief is kept for her list; who pays is fine or Juno's to say.",
    turns: [
      {
        say: 'Ciao Juno! I miei genitori mi regalano un tatuaggio per la laurea a luglio 🎓 Hai posto?',
        gives: ['timing'],
        asks: 'booking',
        questions: [
          {
            topic: 'books closed',
            about: ['chius', 'aperta', 'agenda', 'prenot', 'lista', 'posto'],
            answer: ['/chius/iu'],
          },
        ],
        reply: { bookingLink: false },
        notIdea: ['genitori', 'laurea'],
      },
      {
        say: 'Peccato! Mi metti in lista comunque? Un gufo neo-tradizionale con una pergamena sul petto, circa 15 cm, a colori',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Possono pagare direttamente i miei? Io ho 24 anni',
        gives: ['age'],
        questions: [
          {
            topic: 'parents paying',
            about: ['pag', 'genitori', 'tuoi'],
            answer: ['/(?<![\\p{L}])(sì|certo|certamente)(?![\\p{L}])|nessun problema|possono pagare/iu'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['gufo', 'owl']],
        style: 'Neo-traditional',
        placement: { area: ['chest', 'petto'] },
        size: { cm: [14, 16] },
        color: 'color',
        age: 24,
        timing: ['luglio', 'july'],
        language: 'it',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-p-it-tacchi-matrimonio',
    category: 'fresh-2026-11p',
    artist: 'lena',
    tags: ['it', 'dm', 'aftercare', 'friction', 'event', 'defer', 'multi-turn'],
    note: "Heels with a strap right over a fresh ankle piece at a sister's wedding ten days later: rubbing on a healing tattoo, or Lena asked; 10 is no age.",
    turns: [
      {
        say: 'ciao lena! vorrei un piccolo rametto di mimosa fine line sulla caviglia, 5 cm, nero',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "10 giorni dopo c'è il matrimonio di mia sorella e metto i tacchi con il cinturino proprio lì, è un problema?",
        questions: [
          {
            topic: 'a heel strap over the fresh tattoo',
            about: ['tacchi', 'cinturino', 'scarpe', 'sfreg', 'matrimonio'],
            answer: ['/sfreg|attrit|guarig|cicatrizz|coprire|protegg/iu'],
            defer: true,
          },
        ],
        notIdea: ['sorella', 'matrimonio'],
      },
      { say: 'ok grazie, ho 32 anni', gives: ['age'] },
    ],
    conversation: { language: 'it', notClientAge: [10] },
    expect: {
      ready: true,
      fields: {
        idea: ['mimosa'],
        style: 'Minimalist',
        placement: { area: ['ankle', 'caviglia'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 32,
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
