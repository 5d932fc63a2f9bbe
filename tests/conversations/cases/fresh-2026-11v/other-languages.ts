import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients. Ordinary inquiries in new shapes: a Spanish voice note
 * typed by dictation on the metro ("ante brazo", "pre supuesto", numbers in words) with the price and Saturdays; a
 * client who starts in English and asks to go on in Spanish, then walks in on a Saturday; one long Portuguese message
 * with six facts, a budget range ("uns 600 a 700 dólares"), "a segunda quinzena de janeiro" and two questions; "o
 * tamanho é aquilo que falei lá em cima" with walk-ins and flash; a French dictation that writes "la poignée" for "le
 * poignet", with the deposit and cash; French one-word answers down to "jsp" and "comme ma main"; a German client who
 * gives her budget when asked something else, "hab deine Frage erst jetzt gesehen", then "doch lieber auf den
 * Oberschenkel" two messages on; a German client who switches to English; Italian two questions in one message and
 * "come ti ho detto" (a "gatto nero" in colour), a size of "una spanna"; "tra i 10 e i 12 cm", "sui 200, al massimo
 * 250", "ne compio 25 a gennaio" and "la terza settimana di gennaio". Situations no earlier set has: a film character
 * and copyright; a 17-year-old writing from her mother's account; a 16-year-old asking for a temporary or henna
 * tattoo; a surprise for a boyfriend who reads her Instagram, answered by email instead; a non-binary client asking
 * whether the studio is safe for queer people and to be called by a chosen name; a Belgian exchange pupil of 17 citing
 * the law at home (16 with a parent's consent); an ileostomy beside the piece and a pause to empty the bag; a booked
 * client handing her appointment and deposit to her sister; going straight from a graduation aperitivo after two
 * spritz; a violinist whose piece sits where the violin rests every day.
 */
export default [
  {
    id: 'fresh-v-es-dictado-gata-luna',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'ordinary',
      'voice-to-text',
      'misheard-words',
      'no-punctuation',
      'numbers-in-words',
      'price',
      'hours',
      'multi-turn',
    ],
    note: 'Dictated on the metro: no punctuation, words split by the dictation ("ante brazo", "pre supuesto"), numbers in words ("doce centímetros", "treinta y cuatro años", "cuatrocientos euros"). A realistic portrait of her cat Luna (alive) on the right forearm, 12 cm, black and grey. The price is Rafa\'s €300 minimum; Saturdays: no, Rafa works Mon-Fri 12:00-20:00 (never "open Saturdays"). A Friday afternoon instead. 34, €400.',
    turns: [
      {
        say: 'hola rafa te escribo con el dictado del móvil que voy en el metro quiero un retrato realista de mi gata luna en el ante brazo derecho de unos doce centímetros en blanco y negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'cuánto me costaría más o menos y trabajas los sábados porque entre semana salgo a las siete',
        asks: 'price',
        questions: [
          {
            topic: 'price',
            about: ['precio', 'cuesta', 'costar', 'mínimo', 'minimo', '€', '300'],
            answer: ['/(?<!\\d)300(?!\\d)/'],
          },
          {
            topic: 'Saturdays',
            about: ['sábado', 'sabado', 'lunes', 'viernes', 'horario', 'abre'],
            answer: [
              '/lunes a viernes|de lunes|(?<![\\p{L}])no(?![\\p{L}])[^.!?]{0,40}s[áa]bados?|12[:.]00|20[:.]00/iu',
            ],
          },
        ],
        mustNotSay: [
          '/(?<!(si|no|ni)[^.?!]{0,30})\\b(abre|trabaja|está abierto|esta abierto|abrimos|trabajamos) (también )?(los )?s[áa]bados?/iu',
        ],
      },
      {
        say: 'vale pues un viernes por la tarde tengo treinta y cuatro años y unos cuatrocientos euros de pre supuesto',
        gives: ['timing', 'age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['gata', 'gato', 'luna', 'cat']],
        style: 'Realism',
        placement: { area: ['forearm', 'antebrazo', 'ante brazo'], side: 'right' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        budget: { around: 400, currency: 'EUR' },
        age: 34,
        timing: ['viernes', 'friday'],
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-v-es-cambia-al-espanol-mariposa',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: ['es', 'web', 'ordinary', 'language-switch', 'en-to-es', 'walk-ins', 'hours', 'multi-turn'],
    note: 'A client who opens in English and then asks to go on in Spanish ("¿puedo seguir en español?"): the first reply in English, every later one in Spanish, the answer a yes. A fine line monarch butterfly on the right shoulder, 5 cm, black only. Walking in: yes (Iris takes walk-ins); Saturdays: yes (Tue-Sat 11am-7pm). 23, $180.',
    turns: [
      {
        say: "hi! i'd like a small fine line monarch butterfly on my right shoulder",
        gives: ['idea', 'style', 'placement'],
        replyLanguage: 'en',
      },
      {
        say: 'perdona, ¿puedo seguir en español? mi inglés no es muy bueno 😅 la quiero de unos 5 cm, solo en negro',
        gives: ['size', 'color'],
        questions: [
          {
            topic: 'going on in Spanish',
            about: ['español', 'espanol', 'idioma', 'inglés', 'ingles'],
            answer: ['/(?<![\\p{L}])(sí|claro|por supuesto|sin problema|perfecto)(?![\\p{L}])/iu'],
          },
        ],
      },
      {
        say: '¿puedo ir sin cita o hay que reservar? ¿y abres los sábados?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['cita', 'reservar', 'walk', 'sin cita'],
            answer: ['/(?<![\\p{L}])(sí|claro|por supuesto)(?![\\p{L}])|sin cita|walk-?ins?/iu'],
          },
          {
            topic: 'Saturdays',
            about: ['sábado', 'sabado', 'abre', 'horario', 'martes'],
            answer: [
              '/martes a s[áa]bado|de martes|(?<![\\p{L}])sí(?![\\p{L}])[^.!?]{0,40}s[áa]bados?|s[áa]bados?[^.!?]{0,40}(11|once)/iu',
            ],
          },
        ],
        mustNotSay: ['/\\b(no abre|no trabaja|está cerrad[oa]|cierra) (los )?s[áa]bados?/iu'],
      },
      {
        say: 'tengo 23 años y unos 180 dólares',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['mariposa', 'monarca', 'butterfly', 'monarch']],
        style: 'Minimalist',
        placement: { area: ['shoulder', 'hombro'], side: 'right' },
        size: { cm: [4, 6] },
        color: 'black',
        budget: { around: 180, currency: 'USD' },
        age: 23,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-v-es-personaje-derechos-autor',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: ['es', 'dm', 'unusual', 'copyright', 'film-character', 'defer', 'multi-turn'],
    note: 'Totoro (the Studio Ghibli character) with his umbrella, neo-traditional, on the calf, 10 cm, in colour. Whether tattooing a film character raises copyright trouble is Mara\'s to say (never "es legal" or "no hay problema de derechos" as a fact). 29, €250.',
    turns: [
      {
        say: 'buenas mara!! quiero a totoro (el de ghibli) con su paraguas, estilo neotradicional, en la pantorrilla, unos 10 cm, a color 🌂',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'una duda: ¿se puede tatuar un personaje de una peli o hay problemas de derechos de autor? no quiero meterte en líos jaja',
        questions: [
          {
            topic: 'copyright on a film character',
            about: ['derechos', 'autor', 'personaje', 'copyright', 'legal', 'ghibli', 'peli'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!si[^.?!]{0,30})\\bno hay (ningún |ningun )?problema (de|con) (los )?derechos/iu',
          '/(?<!si[^.?!]{0,30})\\b(es|sería|seria) (totalmente |perfectamente )?legal/iu',
        ],
      },
      {
        say: 'vale!! tengo 29 y unos 250 euros',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: ['totoro'],
        style: 'Neo-traditional',
        placement: { area: ['calf', 'pantorrilla'] },
        size: { cm: [9, 11] },
        color: 'color',
        budget: { around: 250, currency: 'EUR' },
        age: 29,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-v-es-cuenta-de-mi-madre',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: [
      'es',
      'dm',
      'unusual',
      'minor',
      'parents-account',
      'parental-consent',
      'living-grandparent',
      'multi-turn',
    ],
    note: "A girl of 17 writes from her mother's Instagram account: a realistic portrait of her grandmother (alive and well at 78: no condolences) on the arm; her mother agrees and would come. She is under 18: the rule said kindly, never \"with your mother's consent it's fine\"; not ready, no save. 78 is the grandmother's age.",
    turns: [
      {
        say: 'hola! te escribo desde la cuenta de mi madre porque yo no tengo insta 🙈 soy su hija',
        notIdea: ['madre', 'hija'],
      },
      {
        say: 'quiero un retrato realista de mi abuela (está genial, tiene 78 años) en el brazo. tengo 17 pero mi madre está de acuerdo y puede venir conmigo, ¿me lo harías?',
        gives: ['idea', 'style', 'placement', 'age'],
        questions: [
          {
            topic: "17 with her mother's consent",
            about: ['17', '18', 'edad', 'mayor', 'madre', 'permiso', 'consentimiento'],
            answer: ['/(?<!\\d)18(?!\\d)|dieciocho|mayor de edad|mayoría de edad|mayoria de edad/iu'],
          },
        ],
        mustNotSay: [
          '/(?<!(no|ni|aunque)[^.?!]{0,40})\\bcon (el )?(permiso|consentimiento|autorización|acuerdo) de tu (madre|mamá)[^.?!]{0,20}(sí|puedes|se puede|te lo)/iu',
          '/\\b17 (está bien|vale|no es (un )?problema)/iu',
        ],
      },
      { say: 'ah vale 😕 gracias igualmente' },
    ],
    conversation: {
      language: 'es',
      minor: 'tattooed',
      notClientAge: [78],
      mustNotSay: ['/lo siento mucho|siento (mucho )?tu pérdida|mis condolencias|en paz descanse/iu'],
    },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 17, underAge: true, language: 'es' },
    },
  },
  {
    id: 'fresh-v-pt-mensagem-longa-carpa',
    category: 'fresh-2026-11v',
    artist: 'kai',
    tags: [
      'pt',
      'dm',
      'ordinary',
      'one-long-message',
      'budget-range',
      'timing-half-month',
      'availability',
      'deposit',
      'waitlist',
      'size-against-body',
      'numbers-not-age',
      'defer',
    ],
    note: 'One long Brazilian message with six facts (a koi climbing a waterfall, elbow to shoulder on the left arm, colour, 31, "uns 600 a 700 dólares", "a segunda quinzena de janeiro") and two questions: a place in the second half of January is Kai\'s to say (he has a waitlist; no date promised); the deposit is his $200 per session. "há 3 anos" is no age. One style, no booking link.',
    turns: [
      {
        say: 'oi kai! tudo bem? mensagem longa, desculpa 😅 sou brasileiro, moro aqui há 3 anos. quero uma carpa koi subindo uma cachoeira, do cotovelo até o ombro no braço esquerdo, colorida, tenho 31 anos e meu orçamento é de uns 600 a 700 dólares. duas perguntas: você tem vaga na segunda quinzena de janeiro? e quanto é o sinal?',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
        asks: 'deposit',
        questions: [
          {
            topic: 'a place in the second half of January',
            about: ['janeiro', 'vaga', 'quinzena', 'lista', 'espera', 'agenda'],
            answer: ['/lista de espera|fila de espera/iu'],
            defer: true,
          },
          {
            topic: 'deposit',
            about: ['sinal', 'depósito', 'deposito', 'entrada', 'sessão', 'sessao', '200'],
            answer: ['/(?<!\\d)200(?!\\d)/'],
          },
        ],
        mustNotSay: ['/(?<!(se|não|nao)[^.?!]{0,30})\\b(tem|há|temos) vaga[^.?!]{0,30}janeiro/iu'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age', 'budget'] },
      },
      { say: 'beleza, me coloca na lista então 🙏' },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [3] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['carpa', 'koi']],
        style: 'Japanese',
        placement: { area: ['arm', 'braço', 'braco'], side: 'left' },
        size: { text: ['cotovelo', 'ombro', 'elbow', 'shoulder', 'half', 'meia', 'manga'] },
        color: 'color',
        budget: { min: 600, max: 700, currency: 'USD' },
        age: 31,
        timing: ['janeiro', 'january', 'jan'],
        language: 'pt',
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-v-pt-como-falei-sabia',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: [
      'pt',
      'web',
      'ordinary',
      'refers-back',
      'two-questions',
      'walk-ins',
      'flash',
      'size-range',
      'multi-turn',
    ],
    note: 'A Brazilian in Bristol: a traditional sabiá (the thrush, Brazil\'s national bird) on the right calf, colour, "uns 10 cm". Two questions in one line ("vc aceita walk-in? e faz flash tb?"): both yes for Noor. Then "o tamanho é aquilo que falei lá em cima, uns 10 cm, mas se ficar melhor com 12 pode ser" (10 to 12 cm, already given: never asked again). 26. One style: never asked.',
    turns: [
      {
        say: 'oi noor! sou brasileira e moro em bristol 🇧🇷 queria um sabiá no estilo tradicional, colorido, na panturrilha direita, uns 10 cm',
        gives: ['idea', 'style', 'placement', 'color', 'size'],
      },
      {
        say: 'vc aceita walk-in? e faz flash tb?',
        asks: 'walk-ins',
        questions: [
          {
            topic: 'walk-ins',
            about: ['walk', 'sem hora', 'horário', 'marcar', 'agend'],
            answer: ['/(?<![\\p{L}])(sim|aceita|claro)(?![\\p{L}])|walk-?ins?/iu'],
          },
          {
            topic: 'flash',
            about: ['flash', 'desenhos', 'pronto'],
            answer: ['/(?<![\\p{L}])(sim|claro)(?![\\p{L}])|faz flash|tem flash|flash (também|tambem)/iu'],
          },
        ],
      },
      {
        say: 'tenho 26. e o tamanho é aquilo que falei lá em cima, uns 10 cm, mas se ficar melhor com 12 pode ser',
        gives: ['age', 'size'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['sabiá', 'sabia', 'thrush', 'pássaro', 'passaro', 'bird']],
        style: 'Traditional',
        placement: { area: ['calf', 'panturrilha'], side: 'right' },
        size: { cm: [9.5, 12.5] },
        color: 'color',
        age: 26,
        language: 'pt',
      },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'fresh-v-pt-resposta-por-email',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: [
      'pt',
      'dm',
      'unusual',
      'contact-by-email',
      'surprise',
      'lettering',
      'deposit',
      'defer',
      'multi-turn',
    ],
    note: "A surprise for her boyfriend's birthday: his initials, R.M., in fine line on her left wrist, 2 cm, black. He sometimes reads her Instagram, so she asks to be answered by email (bia.tavares@example.com): the email noted or Lena told, never ignored. The deposit is Lena's €60. 27. Lettering: the initials are the idea.",
    turns: [
      {
        say: 'oi lena! quero fazer uma tattoo surpresa pro aniversário do meu namorado: as iniciais dele, R.M., em fine line no meu pulso esquerdo, bem pequenininha, tipo 2 cm, preta',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'só que ele às vezes mexe no meu insta 🙈 dá pra você me responder por e-mail em vez de aqui? é bia.tavares@example.com',
        gives: ['contact'],
        questions: [
          {
            topic: 'answered by email',
            about: ['e-mail', 'email', 'instagram', 'mensagem', 'responder'],
            answer: ['/e-?mail/iu'],
            defer: true,
          },
        ],
      },
      {
        say: 'tenho 27. e quanto é o sinal?',
        gives: ['age'],
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['sinal', 'depósito', 'deposito', 'entrada', '€', '60'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fields: {
        idea: [['r.m', 'rm', 'r. m', 'iniciais', 'initials']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'pulso'], side: 'left' },
        size: { cm: [1.5, 2.5] },
        color: 'black',
        age: 27,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-v-pt-menor-henna',
    category: 'fresh-2026-11v',
    artist: 'noor',
    tags: ['pt', 'dm', 'unusual', 'minor', 'temporary-tattoo', 'henna', 'id', 'defer', 'multi-turn'],
    note: 'A 16-year-old who knows the rule is 18 asks whether Noor does temporary or henna tattoos to try a traditional rose on the wrist first: Noor\'s data says nothing (hers to say, never "she does"); the 18+ rule said kindly, not ready, no save. At 18, the ID: Noor checks photo ID at the door.',
    turns: [
      {
        say: 'oi noor, tenho 16 anos e sou mto fã do seu trabalho 😍 sei que tatuagem de vdd só com 18, mas vc faz tatuagem temporária ou de henna? queria testar uma rosa tradicional no pulso antes',
        gives: ['age'],
        questions: [
          {
            topic: 'a temporary or henna tattoo',
            about: ['temporária', 'temporaria', 'henna', 'hena', 'rena'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|não|nao)[^.?!]{0,30})\\b(ela|noor) faz (tatuage(m|ns) tempor[áa]rias?|henna|hena)/iu',
        ],
      },
      {
        say: 'ah ok, obrigada! e quando eu tiver 18 preciso levar RG?',
        questions: [
          {
            topic: 'ID at 18',
            about: ['rg', 'documento', 'identidade', 'foto', 'id'],
            answer: ['/documento|identidade|\\bRG\\b|com foto|\\bID\\b/iu'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 16, underAge: true, turnsAdultSoon: false, language: 'pt' },
    },
  },
  {
    id: 'fresh-v-fr-dictee-chat-poignee',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: [
      'fr',
      'web',
      'ordinary',
      'voice-to-text',
      'misheard-words',
      'no-punctuation',
      'numbers-in-words',
      'deposit',
      'payment',
      'defer',
      'multi-turn',
    ],
    note: 'French dictation with no punctuation that hears "la poignée" (a handle) for "le poignet" (the wrist): a small cat in fine line ("en trait fin") on the left wrist, "environ cinq centimètres", all black. The deposit is Lena\'s €60; paying the rest in cash is in no data (hers to say). "vingt-huit ans", "cent cinquante euros".',
    turns: [
      {
        say: 'bonjour lena je vous écris avec la dictée vocale désolée pour les fautes je voudrais un petit chat en trait fin sur la poignée gauche environ cinq centimètres tout en noir',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "c'est combien l'acompte et est-ce que je peux payer le reste en espèces le jour même",
        asks: 'deposit',
        questions: [
          {
            topic: 'deposit',
            about: ['acompte', '€', '60', 'réserv', 'reserv'],
            answer: ['/(?<!\\d)60(?!\\d)/'],
          },
          {
            topic: 'paying in cash',
            about: ['espèces', 'especes', 'liquide', 'payer', 'cash', 'paiement'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(si)[^.?!]{0,30})\\b(elle|lena) (accepte|prend) (aussi )?(les )?(espèces|especes|le liquide|cash)/iu',
        ],
      },
      {
        say: "j'ai vingt-huit ans et mon budget c'est cent cinquante euros",
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'fr', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['chat', 'cat']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'poignet'], side: 'left' },
        size: { cm: [4, 6] },
        color: 'black',
        budget: { around: 150, currency: 'EUR' },
        age: 28,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-v-fr-mots-seuls-herisson',
    category: 'fresh-2026-11v',
    artist: 'juno',
    tags: [
      'fr',
      'dm',
      'ordinary',
      'one-word-replies',
      'unsure',
      'size-against-body',
      'books-closed',
      'defer',
      'multi-turn',
    ],
    note: 'One word at a time: "mollet", "jsp" (je sais pas: options, never the same bare question), "comme ma main" (a hand, about 15-20 cm), "couleur", "150 €", "27", then "tu rouvres quand ?": when Juno reopens her books is hers to say (a waitlist; no month invented, no booking link). A neo-traditional hedgehog 🦔.',
    turns: [
      { say: 'salut juno! un hérisson néo-trad 🦔', gives: ['idea', 'style'] },
      { say: 'mollet', gives: ['placement'] },
      { say: 'jsp', unsure: true },
      { say: 'comme ma main', gives: ['size'] },
      { say: 'couleur', gives: ['color'] },
      { say: '150 €', gives: ['budget'] },
      { say: '27', gives: ['age'] },
      {
        say: 'tu rouvres quand ?',
        questions: [
          {
            topic: 'when the books reopen',
            about: ['rouvr', 'ouvr', 'fermé', 'ferme', 'liste', 'attente', 'réserv'],
            answer: ['/liste d.attente/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(si|quand)[^.?!]{0,30})\\b(rouvr|ouvr)\\w* (en|au|le|dans|début|fin) (janvier|février|fevrier|mars|avril|mai|juin|juillet|\\d+)/iu',
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['hérisson', 'herisson', 'hedgehog']],
        style: 'Neo-traditional',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [14, 21], text: ['main', 'hand'] },
        color: 'color',
        budget: { around: 150, currency: 'EUR' },
        age: 27,
        language: 'fr',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-v-fr-espace-safe-prenom',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: ['fr', 'web', 'unusual', 'non-binary', 'queer-safe-space', 'chosen-name', 'defer', 'multi-turn'],
    note: 'A non-binary client asks, before anything else, whether the studio is a safe place for queer people, and whether they can give their chosen name (Sasha) though it is not the one on their ID card. Mara\'s data says nothing: welcome them and pass it on honestly, no policy invented; never "Madame" or "Monsieur". Then a dotwork moon with stars on the left forearm, 8 cm, black, 24.',
    turns: [
      {
        say: "Bonjour Mara ! Je suis une personne non-binaire et avant de me lancer j'aimerais savoir si ton studio est un endroit safe pour les personnes queer. Et est-ce que je peux donner mon prénom d'usage (Sasha) même si ce n'est pas celui sur ma carte d'identité ?",
        notIdea: ['non-binaire', 'queer', 'Sasha'],
        questions: [
          {
            topic: 'a safe place for queer people',
            about: ['safe', 'queer', 'bienvenu', 'accueil', 'inclusi', 'studio'],
            answer: ['/bienvenu/iu'],
            defer: true,
          },
          {
            topic: 'a chosen name',
            about: ['prénom', 'prenom', 'sasha', 'carte', 'identité', 'identite', 'nom'],
            answer: [
              '/(?<![\\p{L}])(oui|bien sûr|bien sur|évidemment|evidemment|avec plaisir)(?![\\p{L}])/iu',
            ],
            defer: true,
          },
        ],
      },
      {
        say: "Merci ! L'idée : une petite lune avec des étoiles en dotwork sur l'avant-bras gauche, 8 cm, en noir. J'ai 24 ans.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'fr', mustNotSay: ['/\\b(madame|monsieur|mademoiselle)\\b/iu'] },
    expect: {
      ready: true,
      fields: {
        idea: [['lune', 'moon']],
        style: 'Dotwork',
        placement: { area: ['forearm', 'avant-bras'], side: 'left' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 24,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-v-fr-belge-dix-sept-accord',
    category: 'fresh-2026-11v',
    artist: 'juno',
    tags: [
      'fr',
      'dm',
      'unusual',
      'minor',
      'foreign-law',
      'parental-consent',
      'exchange-pupil',
      'books-closed',
    ],
    note: "A Belgian exchange pupil of 17 in Leeds says that at home one can be tattooed from 16 with a parent's consent, and her mother agrees: does it work the same here? No: 18 (the rule said kindly, never \"that works with your mother's consent\"); not ready, no save, no booking link. 16 is the law's age, not hers.",
    turns: [
      {
        say: "Salut Juno ! Je suis belge, en échange scolaire à Leeds cette année 🇧🇪 J'ai 17 ans. Chez nous on peut se faire tatouer dès 16 ans avec l'accord des parents, et ma mère est d'accord. Ça marche pareil chez toi ?",
        gives: ['age'],
        questions: [
          {
            topic: 'consent at 17',
            about: ['17', '18', '16', 'âge', 'age', 'parents', 'accord', 'majeur'],
            answer: ['/(?<!\\d)18(?!\\d)|dix-huit|majeur|majorité|majorite/iu'],
          },
        ],
        mustNotSay: [
          '/(?<!(si|ne|n.|pas)[^.?!]{0,30})\\b(ça marche|c.est possible|c.est bon|pas de (souci|problème))[^.?!]{0,40}(accord|autorisation|parents|mère)/iu',
        ],
      },
      { say: "Dommage ! Bon, je reviendrai quand j'aurai 18 ans, pour une hirondelle néo-trad 🙂" },
    ],
    conversation: { language: 'fr', minor: 'tattooed', notClientAge: [16] },
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 17, underAge: true, language: 'fr' },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-v-de-stoma-farn',
    category: 'fresh-2026-11v',
    artist: 'lena',
    tags: ['de', 'dm', 'unusual', 'medical', 'stoma', 'breaks', 'numbers-not-age', 'defer', 'multi-turn'],
    note: 'An ileostomy on the right of the belly for two years; a fine line fern sprig beside it on the left, 10 cm, black. How close to the stoma is safe is for her stoma nurse or doctor and Lena (never "kein Problem" as a fact); a short break to empty the bag: a kind yes or Lena\'s to say. 44, about €200. "zwei Jahren" is no age.',
    turns: [
      {
        say: 'Hallo Lena! Kurz vorweg: Ich hab seit zwei Jahren ein Ileostoma rechts am Bauch. Ich hätte gern einen feinen Farnzweig in Fine Line links daneben auf dem Bauch, so 10 cm, schwarz.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Geht das so nah am Stoma? Und ich müsste den Beutel während der Sitzung vielleicht mal leeren – wäre eine kurze Pause okay?',
        questions: [
          {
            topic: 'so close to the stoma',
            about: ['stoma', 'nah', 'abstand', 'arzt', 'bauch'],
            answer: ['/arzt|ärzt|stomatherap|stoma-?therap|stomaberat|stoma-?pfleg/iu'],
            defer: true,
          },
          {
            topic: 'a break to empty the bag',
            about: ['pause', 'beutel', 'leeren', 'unterbrech'],
            answer: [
              '/(?<![\\p{L}])(ja|klar|natürlich|selbstverständlich|gerne|gern)(?![\\p{L}])|pausen? (sind|ist) (kein|jederzeit|möglich|okay|ok)/iu',
            ],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(so nah|direkt neben|neben dem stoma|am stoma)[^.?!]{0,30}(kein problem|unbedenklich|sicher|problemlos)/iu',
        ],
      },
      {
        say: 'Danke! Ich bin 44, Budget so um die 200 €',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'de', minor: 'none', mustNotSay: ['lena-old-link'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['farn', 'fern']],
        style: 'Minimalist',
        placement: { area: ['belly', 'stomach', 'abdomen', 'bauch'], side: 'left' },
        size: { cm: [9, 11] },
        color: 'black',
        budget: { around: 200, currency: 'EUR' },
        age: 44,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-v-de-termin-fuer-schwester',
    category: 'fresh-2026-11v',
    artist: 'rafa',
    tags: [
      'de',
      'web',
      'unusual',
      'booked-client',
      'transfer-booking',
      'deposit',
      'third-party',
      'numbers-not-age',
      'defer',
      'multi-turn',
    ],
    note: 'A booked client (a portrait of her dog, 14 January, the €100 deposit paid) must fly to Singapore for work: can her sister, 24, take the appointment for a realistic rose on her forearm, and would the deposit count for her? Both Rafa\'s to say (never "sie kann ihn übernehmen"); his deposit is non-refundable and counts toward the tattoo (never "you get it back"). Nothing new to save; 24 is the sister\'s age, 14 a date.',
    turns: [
      {
        say: 'Hallo Rafa, ich hab bei dir am 14. Januar einen Termin für ein Porträt von meinem Hund, die 100 € Anzahlung ist bezahlt. Leider muss ich genau dann beruflich nach Singapur 😩',
      },
      {
        say: 'Könnte meine Schwester den Termin übernehmen? Sie will schon ewig ein Tattoo von dir, eine realistische Rose auf dem Unterarm. Sie ist 24. Und würde die Anzahlung dann für sie zählen?',
        questions: [
          {
            topic: 'her sister taking the appointment',
            about: ['schwester', 'termin', 'übernehm', 'ueberneh'],
            defer: true,
          },
          {
            topic: 'the deposit for her sister',
            about: ['anzahlung', '100', 'zählen', 'angerechnet', 'erstatt'],
            answer: ['/nicht erstattbar|nicht rückerstattbar|nicht zurückerstattet|angerechnet/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|falls)[^.?!]{0,30})\\b(deine schwester|sie) kann (den termin|ihn|deinen termin) (gerne |problemlos |einfach )?(übernehmen|haben)/iu',
          '/(?<!(ob|falls|nicht)[^.?!]{0,30})\\b(die )?anzahlung (wird|ist) (dir )?(zurück\\w*|erstattet)/iu',
        ],
      },
      { say: 'Okay, danke dir! Ich warte dann auf Rafas Antwort.' },
    ],
    conversation: { language: 'de', minor: 'none', notClientAge: [24, 14] },
    expect: {
      ready: false,
      fields: { language: 'de' },
    },
  },
  {
    id: 'fresh-v-de-andere-frage-fuchs',
    category: 'fresh-2026-11v',
    artist: 'juno',
    tags: [
      'de',
      'web',
      'ordinary',
      'answers-another-question',
      'late-correction',
      'placement-corrected',
      'books-closed',
      'two-dimensions',
      'defer',
      'multi-turn',
    ],
    note: 'A German in Leeds who answers what was not asked ("Achso, Budget wären so 350 Pfund"), then "hab deine Frage erst jetzt gesehen" and the place and size (outer left upper arm, 12 x 9 cm), and two messages later "doch lieber auf den Oberschenkel": the thigh wins, never asked again. A neo-traditional fox with peonies, colour, 30. When the books reopen is Juno\'s to say (a waitlist; no month invented, no booking link).',
    turns: [
      {
        say: 'Hi Juno! Ich bin Deutsche und wohne seit letztem Jahr in Leeds. Ich hätte gern einen Neo-Traditional-Fuchs mit Pfingstrosen 🦊',
        gives: ['idea', 'style'],
      },
      { say: 'Achso, Budget wären so 350 Pfund, falls das wichtig ist', gives: ['budget'] },
      {
        say: 'Sorry, hab deine Frage erst jetzt gesehen 😅 Oberarm außen, links, ungefähr 12 auf 9 cm',
        gives: ['placement', 'size'],
        reply: { notAsks: ['budget'] },
      },
      {
        say: 'Bunt, mit viel Orange. Ich bin 30. Weißt du schon, wann du die Bücher wieder aufmachst?',
        gives: ['color', 'age'],
        questions: [
          {
            topic: 'when the books reopen',
            about: ['bücher', 'wieder', 'warteliste', 'geschlossen', 'öffn', 'auf'],
            answer: ['/warteliste/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(ob|wann|sobald)[^.?!]{0,30})\\b(im|ab|am) (januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|frühling|sommer)\\b[^.?!]{0,30}(wieder )?(offen|auf|geöffnet)/iu',
        ],
      },
      {
        say: 'Ach nee, doch lieber auf den Oberschenkel, da ist mehr Platz',
        gives: ['placement'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['fuchs', 'fox']],
        style: 'Neo-traditional',
        placement: { area: ['thigh', 'oberschenkel'] },
        size: { cm: [11, 13] },
        color: 'color',
        budget: { around: 350, currency: 'GBP' },
        age: 30,
        language: 'de',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-v-de-wechsel-englisch-tiger',
    category: 'fresh-2026-11v',
    artist: 'kai',
    tags: ['de', 'dm', 'ordinary', 'language-switch', 'de-to-en', 'waitlist', 'defer', 'multi-turn'],
    note: "A German client who opens in German (a Japanese tiger over the whole back) and then switches to English for the rest (\"let's switch to English\"): the first reply in German, the later ones in English. Colour, 35, about $5000 for the whole piece. The waitlist's length is Kai's to say (no time invented). One style, no booking link.",
    turns: [
      {
        say: 'Hi Kai! Ich hätte gern einen Tiger im japanischen Stil über den ganzen Rücken 🐅',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Sorry, let's switch to English, probably easier for everyone 😄 Full colour, and I'm 35",
        gives: ['color', 'age'],
        replyLanguage: 'en',
      },
      {
        say: 'Budget around 5000 dollars for the whole thing. How long is the waitlist right now?',
        gives: ['budget'],
        replyLanguage: 'en',
        questions: [
          {
            topic: "the waitlist's length",
            about: ['wait', 'list', 'waitlist', 'long', 'opening', 'spot'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(whether|if)[^.?!]{0,40})\\b(the )?wait(ing)? ?list is (about |around |roughly |currently )?\\d+/i',
          '/(?<!(whether|if)[^.?!]{0,40})\\b(about|around|roughly) \\d+ (weeks|months) (wait|on the (wait ?list|list))/i',
        ],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['tiger', 'tora']],
        style: 'Japanese',
        placement: { area: ['back', 'rücken'] },
        size: { text: ['back', 'whole', 'full', 'ganz', 'rücken'] },
        color: 'color',
        budget: { around: 5000, currency: 'USD' },
        age: 35,
        language: 'en',
      },
      replies: { notAsks: ['style'], bookingLink: false },
    },
  },
  {
    id: 'fresh-v-it-come-ti-ho-detto-gatto',
    category: 'fresh-2026-11v',
    artist: 'juno',
    tags: [
      'it',
      'dm',
      'ordinary',
      'two-questions',
      'refers-back',
      'flash',
      'books-closed',
      'size-against-body',
      'colour-word-in-idea',
      'defer',
      'multi-turn',
    ],
    note: 'A neo-traditional black cat with a moon on the right forearm, "lungo più o meno una spanna" (a hand\'s span, about 20 cm). Two questions in one line: flash, yes; when the books reopen, Juno\'s to say (a waitlist, no month, no booking link). Then "come ti ho detto il gatto è nero, ma con gli occhi gialli... quindi a colori": colour (the cat\'s "nero" is no colour choice). 25.',
    turns: [
      {
        say: "ciao juno! vorrei un gatto nero neo-trad con una luna, sull'avambraccio destro, lungo più o meno una spanna",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'due domande: fai anche flash? e quando riapri le prenotazioni?',
        asks: 'flash',
        questions: [
          {
            topic: 'flash',
            about: ['flash', 'disegni', 'pronti'],
            answer: ['/(?<![\\p{L}])(sì|certo)(?![\\p{L}])|fa (anche )?(i )?flash|flash (sì|anche)/iu'],
          },
          {
            topic: 'when bookings reopen',
            about: ['riapr', 'prenotazion', 'lista', 'attesa', 'chius'],
            answer: ['/lista d.attesa/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|quando)[^.?!]{0,30})\\briapr\\w* (a|ad|in|il|fra|tra) (gennaio|febbraio|marzo|aprile|maggio|giugno|\\d+)/iu',
        ],
      },
      {
        say: 'ok! come ti ho detto il gatto è nero, ma con gli occhi gialli e la luna gialla, quindi a colori. ho 25 anni',
        gives: ['color', 'age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['gatto', 'cat']],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'avambraccio'], side: 'right' },
        size: { cm: [17, 25], text: ['spanna'] },
        color: 'color',
        age: 25,
        language: 'it',
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'fresh-v-it-forbice-mughetti',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: [
      'it',
      'web',
      'ordinary',
      'size-range',
      'budget-range',
      'age-said-sideways',
      'timing-week-of-month',
      'availability',
      'price',
      'defer',
      'multi-turn',
    ],
    note: 'Numbers written as ranges and sideways: lilies of the valley in fine line on the left side, "tra i 10 e i 12 cm"; "sui 200, al massimo 250 euro" (200-250); "ne compio 25 a gennaio" (24 today, never 25); "la terza settimana di gennaio" (the timing). An opening that week and the price are Mara\'s to say (no date promised, no figure). Black only.',
    turns: [
      {
        say: 'Buongiorno Mara, vorrei un mazzolino di mughetti in fine line sul fianco sinistro, tra i 10 e i 12 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Solo nero. Budget sui 200, al massimo 250 euro. Ne compio 25 a gennaio',
        gives: ['color', 'budget', 'age'],
      },
      {
        say: 'Sarebbe possibile nella terza settimana di gennaio? E più o meno quanto verrebbe?',
        gives: ['timing'],
        asks: 'availability',
        questions: [
          {
            topic: 'the third week of January',
            about: ['gennaio', 'settimana', 'disponibil', 'data', 'prenot', 'libero'],
            answer: ['example.com/book/mara-vale'],
            defer: true,
          },
          {
            topic: 'price',
            about: ['prezzo', 'costo', 'quanto', 'costa', 'verrebbe', 'preventivo'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(parte da|a partire da|minimo (è|di)|costa|costerebbe|verrebbe) (€ ?\\d+|\\d+ ?(€|euro))/iu',
          '/(?<!(se)[^.?!]{0,30})\\b(è|e) (libera|disponibile)[^.?!]{0,30}gennaio/iu',
        ],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'it', minor: 'none', notClientAge: [25] },
    expect: {
      ready: true,
      fields: {
        idea: [['mughett', 'lily of the valley']],
        style: 'Minimalist',
        placement: { area: ['side', 'hip', 'flank', 'fianco', 'rib', 'waist'], side: 'left' },
        size: { cm: [10, 12] },
        color: 'black',
        budget: { min: 200, max: 250, currency: 'EUR' },
        age: 24,
        timing: ['gennaio', 'january', 'jan'],
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-v-it-dopo-aperitivo',
    category: 'fresh-2026-11v',
    artist: 'mara',
    tags: ['it', 'dm', 'unusual', 'alcohol', 'graduation', 'hours', 'defer', 'multi-turn'],
    note: 'A graduation party on Saturday: a small dotwork turtle on the right ankle, 4-5 cm, black, straight after the aperitivo "after a couple of spritz". Being tattooed after drinking is Mara\'s to say (never "no problem" or "va bene" about the spritz); Sunday opening is in no data. 23.',
    turns: [
      {
        say: 'ciao mara!! sabato ho la festa di laurea 🎓 e vorrei regalarmi una tartarughina in dotwork sulla caviglia destra, 4-5 cm, nera',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "posso venire sabato sera dopo l'aperitivo? avrò bevuto un paio di spritz 🍹 se no va bene la domenica?",
        questions: [
          {
            topic: 'after a couple of spritz',
            about: ['alcol', 'spritz', 'bevuto', 'bere', 'aperitivo', 'sobri'],
            answer: ['/alcol|sobri|(?<![\\p{L}])bere(?![\\p{L}])|bevut/iu'],
            defer: true,
          },
          {
            topic: 'Sundays',
            about: ['domenica', 'aperto', 'aperta', 'orari', 'weekend'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se|non)[^.?!]{0,30})\\b(nessun problema|va (benissimo|bene)|tranquill[oa])[^.?!]{0,30}(spritz|alcol|bevuto|aperitivo)/iu',
          '/(?<!(se)[^.?!]{0,30})\\b(spritz|alcol|bevuto)[^.?!]{0,30}(nessun problema|va (benissimo|bene)|non (è|e) un problema)/iu',
          '/(?<!(se)[^.?!]{0,30})\\b(mara|lei|lo studio) (è|e) (aperta|aperto|chiusa|chiuso) (la |di )?domenica/iu',
        ],
      },
      {
        say: 'ok capito 😅 ho 23 anni comunque',
        gives: ['age'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['tartarug', 'turtle', 'tortoise']],
        style: 'Dotwork',
        placement: { area: ['ankle', 'caviglia'], side: 'right' },
        size: { cm: [4, 5] },
        color: 'black',
        age: 23,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-v-it-violinista-collo',
    category: 'fresh-2026-11v',
    artist: 'iris',
    tags: ['it', 'dm', 'unusual', 'musician', 'occupation', 'healing', 'defer', 'multi-turn'],
    note: 'A violinist in a Portland orchestra wants a small fine line treble clef on the left of the neck under the jaw, 3 cm, black: exactly where the violin rests for hours every day. Whether it heals under the instrument and how long to stop playing are Iris\'s or the healing answer to give (weeks; never "nessun problema" or "puoi suonare subito"). 34, $200.',
    turns: [
      {
        say: "ciao iris! sono violinista nell'orchestra qui a portland 🎻 vorrei una piccola chiave di violino in fine line sul collo, lato sinistro, sotto la mascella, 3 cm, nera",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "il problema è che lì appoggio il violino ogni giorno per ore. guarisce lo stesso o devo smettere di suonare per un po'? e per quanto?",
        questions: [
          {
            topic: 'healing under the violin',
            about: ['violino', 'suonare', 'guari', 'appoggi', 'collo', 'mento'],
            defer: true,
          },
          {
            topic: 'how long to stop playing',
            about: ['settiman', 'giorni', 'quanto', 'guarigione', 'smettere'],
            answer: ['/settiman/iu'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!(se)[^.?!]{0,30})\\b(nessun problema|non (c.è|ci sono) problemi?)[^.?!]{0,40}(violino|suonare|guari)/iu',
          '/(?<!(se)[^.?!]{0,30})\\bguarisce (bene |lo stesso|comunque|senza problemi)/iu',
          '/(?<!(se|non)[^.?!]{0,30})\\bpuoi (continuare a )?suonare (subito|normalmente|da subito)/iu',
        ],
      },
      {
        say: 'capito, grazie. ho 34 anni e il budget è 200 dollari',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'placement', 'size', 'color', 'budget', 'age'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['chiave di violino', 'violino', 'treble', 'clef', 'chiave']],
        style: 'Minimalist',
        placement: { area: ['neck', 'collo', 'jaw', 'mascella'], side: 'left' },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        budget: { around: 200, currency: 'USD' },
        age: 34,
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
