import type { CaseInput } from '../../case-schema.ts';

/**
 * Questions for the studio among facts, on topics no earlier set asked: whether a deposit is per session, dates
 * in a given month or week, a price for a couple, another artist's drawing, blood thinners, sunburn, an
 * August holiday closure, an hourly rate in Italian, antibiotics, isotretinoin, MB Way, healing before a beach
 * trip, colour on dark skin, a placement hidden at work, two partners on the same day, a Monday, and books
 * that are closed to a couple. Answered from the artist's data (artists.ts, and the studio answers' defaults
 * Mara and the others keep), or honestly deferred ("I'll ask Rafa") when the data does not hold the answer; a
 * medical question is never answered as a doctor would ("it's fine").
 */
export default [
  {
    id: 'fresh-d-kai-deposit-each-session',
    category: 'fresh-2026-11d',
    artist: 'kai',
    tags: ['en', 'web', 'question-back', 'deposit', 'budget-per-session', 'size'],
    note: "Kai's deposit is set: $200 per session. The client's $600 is per session of a multi-session half sleeve, not the whole price.",
    turns: [
      {
        say: "Hi Kai, I'd love a Japanese half sleeve on my right arm: koi swimming up through waves with a few maple leaves. I know that's several sessions, so rather than a lump sum I can put about $600 toward each session. Is your $200 deposit taken once, or for every session?",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'deposit once or per session',
            answer: ['per session', '/(each|every) session/i'],
            about: ['deposit'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'arm', side: 'right' },
        size: { text: ['half sleeve', 'half-sleeve'] },
        budget: { around: 600, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-d-rafa-free-in-march',
    category: 'fresh-2026-11d',
    artist: 'rafa',
    tags: ['en', 'web', 'question-back', 'availability', 'unknown-answer', 'false-claim'],
    note: "Rafa's calendar is not in his data: whether he has an opening that week is his to say, never promised.",
    turns: [
      {
        say: "Hello Rafa, I'm flying to Barcelona from the 10th to the 20th of March. Do you have any openings that week? I'd like a realistic eye with a single tear on my left forearm, about 12 cm, black and grey, budget €450.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'timing'],
        questions: [
          {
            topic: 'an opening in March',
            about: ['march', 'opening', 'availab', 'slot', 'week', 'date', 'free', 'space'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(yes|good news)[^.?!]{0,40}(free|available|opening|space|slot)/i',
          "/(he'?s|rafa is|rafa has|he has) (free|available|got (a |an )?(slot|opening|space))/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['eye'],
        style: 'Realism',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        budget: { around: 450, currency: 'EUR' },
        timing: ['march'],
      },
    },
  },
  {
    id: 'fresh-d-couple-ring-finger-hearts',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'question-back', 'couple', 'unknown-answer', 'false-claim'],
    note: 'A couple, both 24: a price for two is not in Mara\'s data (her pricing answer says she quotes once the design is set), so "Mara will quote you both" or "I\'ll ask her", never an invented discount.',
    turns: [
      {
        say: "me n my gf want matching tattoos 💍 a tiny geometric heart each on our ring fingers. we're both 24. is it cheaper if we do both in one go?",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        questions: [
          {
            topic: 'a price for two',
            about: ['cheaper', 'price', 'discount', 'both', 'two', 'cost', 'quote'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\b(yes|yep|yeah)\\b[^.?!]{0,30}(cheaper|discount)/i',
          '/(mara|she|we) (does|do|offers?|gives?) (a )?(couples?|discount|deal)/i',
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        idea: ['heart'],
        style: 'Geometric',
        placement: { area: ['finger', 'hand'] },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-d-another-artists-drawing',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'ethics', 'false-claim'],
    note: "Tattooing a design another artist drew is an ethics question: Mara's bio says custom work only; her own design, the other artist's permission, or an honest \"I'll ask Mara\" are good replies, a plain yes is not.",
    turns: [
      {
        say: 'Hi! An artist in Leeds drew a geometric stag for me last year, but I moved away before she could tattoo it. I still have her drawing. Would Mara be willing to tattoo her design? It would go on my upper back, about 20 cm.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: "another artist's design",
            answer: [
              'custom',
              'permission',
              'blessing',
              '/(her|their|the other artist.s) (ok|okay|consent)/i',
              '/(draw|design)[^.?!]{0,40}(her|its) own/i',
            ],
            about: ['drawing', 'design', 'another artist', 'other artist', 'leeds'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\b(yes|sure|of course|absolutely)\\b[^.?!]{0,40}(tattoo|use|copy|do) (her|their|the|that) (design|drawing)/i',
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: ['back', 'shoulder'] },
        size: { cm: [18, 22] },
      },
    },
  },
  {
    id: 'fresh-d-blood-thinners-raven',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'medical', 'false-claim'],
    note: 'Blood thinners are a question for the doctor (or for Mara to answer): never "it\'s fine" or "won\'t be a problem".',
    turns: [
      {
        say: "Good evening. I'm on blood thinners (apixaban) after a clot last year. Is that a problem for getting tattooed? I'd like a blackwork raven on my right shoulder blade, roughly 15 cm.",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'tattooed on blood thinners',
            answer: ['doctor', '/\\bGP\\b/', 'haematolog', 'hematolog', 'medical advice', 'cardiolog'],
            about: ['blood', 'thinner', 'apixaban', 'medication', 'bleed', 'clot'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(it'?s|that'?s|it is|that is|should be) (totally |perfectly |completely |absolutely )?(fine|safe|okay|ok)\\b(?! to ask)/i",
          "/(won'?t|will not|shouldn'?t|should not) be (a |an )?(problem|issue)/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['raven'],
        style: 'Blackwork',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'right' },
        size: { cm: [14, 16] },
      },
    },
  },
  {
    id: 'fresh-d-pregnant-twenty-weeks',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['en', 'dm', 'question-back', 'medical', 'pregnancy', 'false-claim'],
    note: 'Pregnancy: waiting until after the baby, the doctor or midwife, or "I\'ll ask Iris"; never "it\'s fine". The 20 weeks are no age.',
    turns: [
      {
        say: "pregnant rn 🤰 20 wks. can i still get a tiny fine line 'luna' on my wrist or do i have to wait til after the baby?",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'tattooed while pregnant',
            answer: [
              'doctor',
              'midwife',
              '/after (the baby|birth|giving birth|you.ve had|your baby)/i',
              "/(don'?t|do not|doesn'?t|does not|won'?t|can'?t|cannot) tattoo[^.?!]{0,30}pregnan/i",
            ],
            about: ['pregnan', 'baby', 'wait', 'after'],
            defer: true,
          },
        ],
        mustNotSay: [
          "/(it'?s|that'?s|it is|should be) (totally |perfectly |completely |absolutely )?(fine|safe|okay|ok)\\b(?! to ask)/i",
          '/\\b(yes|sure),? you can (still )?(get|have)/i',
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: false,
      fields: { underAge: false, idea: ['luna'], style: 'Minimalist', placement: { area: 'wrist' } },
    },
  },
  {
    id: 'fresh-d-sunburnt-before-the-appointment',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['en', 'web', 'question-back', 'booked-client', 'false-claim'],
    note: 'A booked client with sunburnt skin: any receptionist knows burnt, peeling skin is not tattooed until it heals (or Noor decides); never "no problem".',
    turns: [
      {
        say: "Hi Noor, I'm booked in for a traditional swallow on my left shoulder next Thursday, but I've just got back from Tenerife and my shoulders are sunburnt and peeling. Can you still tattoo over that?",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'tattooing over sunburn',
            answer: [
              "/(can'?t|cannot|won'?t|not|never)[^.?!]{0,40}(sunburn|burnt|burned|peeling)/i",
              '/(heal|settle|recover)[^.?!]{0,40}(first|before)/i',
              '/(move|reschedul|postpone)/i',
            ],
            about: ['sunburn', 'burn', 'peel', 'skin'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/\\b(yes|sure|no problem)\\b[^.?!]{0,40}(tattoo|over|fine)/i',
          "/(it'?s|that'?s|should be) (totally |perfectly )?(fine|ok|okay)\\b/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'shoulder', side: 'left' },
      },
    },
  },
  {
    id: 'fresh-d-es-senal-seiscientos-euros',
    category: 'fresh-2026-11d',
    artist: 'rafa',
    tags: ['es', 'web', 'question-back', 'deposit', 'numbers-as-words'],
    note: 'Size and budget in words ("dieciocho centímetros", "seiscientos euros"); Rafa\'s deposit is set (€100).',
    turns: [
      {
        say: 'Buenas tardes, Rafa. Me gustaría tatuarme un reloj de arena realista en el antebrazo izquierdo, de unos dieciocho centímetros, en negro y gris. Mi presupuesto ronda los seiscientos euros. ¿Hay que dejar señal para reservar?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [
          {
            topic: 'deposit',
            answer: ['/(?<![\\d.,])100(?![\\d])/', 'cien euros'],
            about: ['señal', 'depósito', 'reserv'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['reloj', 'hourglass']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-es-isotretinoina',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['es', 'web', 'question-back', 'medical', 'false-claim'],
    note: 'Isotretinoin is a medical question: the dermatologist or doctor, or "se lo pregunto a Iris"; never "sin problema".',
    turns: [
      {
        say: 'Hola Iris. Estoy tomando isotretinoína para el acné desde hace dos meses. ¿Puedo tatuarme igualmente? Quería una frase pequeña en letra fina, «sin prisa», en la clavícula derecha.',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'tattooed on isotretinoin',
            answer: ['médic', 'dermatólog', '/(esperar|espera)[^.?!]{0,40}(meses|tratamiento)/iu'],
            about: ['isotretino', 'acné', 'medicac', 'tratamiento', 'tatuar'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<![\\p{L}])(sí|si),? (puedes|sin problema|no pasa nada)/iu',
          '/(?<![\\p{L}])no (hay|pasa) (ningún )?problema/iu',
          '/(?<![\\p{L}])sin (ningún )?problema/iu',
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['sin prisa'],
        style: 'Minimalist',
        placement: { area: 'collarbone', side: 'right' },
      },
    },
  },
  {
    id: 'fresh-d-es-pareja-golondrinas-juno-cerrada',
    category: 'fresh-2026-11d',
    artist: 'juno',
    tags: ['es', 'dm', 'question-back', 'couple', 'books-closed', 'availability'],
    note: "Juno's books are closed: said plainly when a couple asks for a date, a waitlist lead, no booking link.",
    turns: [
      {
        say: 'holaa! mi novio y yo queremos unas golondrinas tradicionales a juego, en el antebrazo, como de 8 cm cada una. ¿para cuándo tendrías hueco? 🙏',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'when there is a slot',
            answer: [
              'cerrad',
              'lista de espera',
              '/(?<![\\p{L}])no (está |estoy )?(aceptando|cogiendo|tomando)/iu',
            ],
            about: ['hueco', 'cuándo', 'fecha', 'agenda', 'cita'],
          },
        ],
        mustNotSay: ['https://example.com/book/juno'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['golondrina', 'swallow']],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
      },
    },
  },
  {
    id: 'fresh-d-pt-pt-mbway-duzentos',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['pt', 'web', 'question-back', 'payment', 'numbers-as-words', 'regional', 'complete'],
    note: 'European Portuguese ("queria", "o meu orçamento", MB Way), the size and budget in words. Mara set no payment methods: MB Way is hers to confirm.',
    turns: [
      {
        say: 'Olá, boa tarde. Queria fazer uma andorinha geométrica no antebraço esquerdo, com uns dez centímetros. O meu orçamento são duzentos euros e tenho 27 anos. Aceitam MB Way?',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
        questions: [
          {
            topic: 'MB Way',
            about: ['MB Way', 'pagamento', 'pagar', 'aceit'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<![\\p{L}])sim[^.?!]{0,20}MB Way/iu', '/MB Way (é|está) (aceite|aceito|ok)/iu'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: [['andorinha', 'swallow']],
        style: 'Geometric',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [9, 11] },
        budget: { around: 200, currency: 'EUR' },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-d-pt-cicatrizar-antes-da-praia',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['pt', 'web', 'question-back', 'healing', 'timing'],
    note: 'Healing time is one of the studio answers every artist keeps by default (weeks); "depois do Carnaval" is the timing.',
    turns: [
      {
        say: 'Oi Iris! Queria um raminho de oliveira fine line na nuca, uns 7 cm. Pensei em fazer depois do Carnaval. Quanto tempo leva pra cicatrizar? Vou pra praia no fim de março.',
        gives: ['idea', 'style', 'placement', 'size', 'timing'],
        questions: [
          {
            topic: 'healing time',
            answer: [
              '/(2|3|duas|três)\\s*(a|ou|-|–)\\s*(3|4|6|três|quatro|seis)\\s*semanas/iu',
              '/(?<![\\p{L}\\d])(2|3|4|duas|três|quatro) semanas/iu',
            ],
            about: ['cicatriz', 'praia', 'semana'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['oliveira', 'olive']],
        style: 'Minimalist',
        placement: { area: ['neck', 'nape'] },
        size: { cm: [6, 8] },
        timing: ['carnaval'],
      },
    },
  },
  {
    id: 'fresh-d-pt-pele-retinta-colorida',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['pt', 'dm', 'question-back', 'colour', 'unknown-answer', 'false-claim'],
    note: 'Colour on very dark skin: Mara has not switched her colour-work answer on, so she advises (an honest deferral); never "colour doesn\'t show".',
    turns: [
      {
        say: 'oii mara! minha pele é bem retinta, tatuagem colorida fica boa? queria uma mandala em pontilhismo no antebraço, uns 12cm, com um pouco de laranja e vermelho 🧡',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'colour on dark skin',
            answer: ['/(mara|ela)[^.?!]{0,40}(orient|aconselh|avali|sugerir|sugere|indicar)/iu'],
            about: ['pele', 'cor', 'colorid', 'retint'],
            defer: true,
          },
        ],
        mustNotSay: ['/não fica (bom|boa|bem)/iu', '/(cores?|colorid[ao]s?) não (pega|fica|aparece)/iu'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-d-fr-kai-par-seance-dos-complet',
    category: 'fresh-2026-11d',
    artist: 'kai',
    tags: ['fr', 'web', 'question-back', 'session-length', 'budget-per-session'],
    note: 'A full back is many sessions; the 500 € is per session, not the whole price. Kai keeps a waitlist.',
    turns: [
      {
        say: "Bonjour Kai, je rêve d'un dos complet japonais : un dragon dans les nuages. Je sais que ça se fera en plusieurs séances ; je peux mettre environ 500 € par séance. Combien de séances faut-il compter, à peu près ?",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'number of sessions',
            answer: [
              '/(\\d+|une dizaine|plusieurs|de nombreuses|beaucoup de)\\s*(à \\d+\\s*)?séances/iu',
              '/séances de \\d+ à \\d+ heures/iu',
            ],
            about: ['séance', 'combien'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: ['dragon'],
        style: 'Japanese',
        placement: { area: 'back' },
        size: { text: ['dos', 'back'] },
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-fr-iris-octobre-et-le-lundi',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['fr', 'web', 'question-back', 'availability', 'hours', 'false-claim'],
    note: "Iris's hours are set (Tue-Sat 11am-7pm): not on Mondays. Her calendar for the first week of October is hers to say.",
    turns: [
      {
        say: "Bonjour Iris, je serai à Portland la première semaine d'octobre. Auriez-vous de la place cette semaine-là ? Et travaillez-vous le lundi ? J'aimerais une petite branche de mimosa en fine line sur la cheville.",
        gives: ['idea', 'style', 'placement', 'timing'],
        questions: [
          {
            topic: 'a slot in October',
            about: ['octobre', 'place', 'semaine', 'disponib', 'créneau', 'date'],
            defer: true,
          },
          {
            topic: 'Mondays',
            answer: [
              'mardi',
              'Tue',
              '/(?<![\\p{L}])(pas|fermé)[^.?!]{0,20}lundi/iu',
              '11h',
              '11 h',
              '19h',
              '7pm',
            ],
            about: ['lundi', 'horaire', 'ouvert'],
          },
        ],
        mustNotSay: [
          '/(?<![\\p{L}])(oui|bien sûr)[^.?!]{0,30}lundi/iu',
          '/(?<!si )(elle|iris) (a|aura) (de la )?place/iu',
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: ['mimosa'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        timing: ['octobre', 'october'],
      },
    },
  },
  {
    id: 'fresh-d-de-walk-in-samstag-denglisch',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['de', 'dm', 'question-back', 'walk-ins', 'mixed-language'],
    note: 'Denglisch ("trad", "full color", "bucks", "walk-in"). Noor takes walk-ins; her Saturday hours are not set, so that part is hers to confirm.',
    turns: [
      {
        say: 'hey noor, will n trad tattoo, so nen schädel mit ner schlange drum auf dem unterarm, full color, budget so 250 bucks. kann ich samstag einfach als walk-in reinkommen?',
        gives: ['idea', 'style', 'placement', 'color', 'budget'],
        questions: [
          {
            topic: 'walk-in on Saturday',
            answer: [
              '/(?<![\\p{L}])ja(?![\\p{L}])/iu',
              '/walk-?ins?[^.?!]{0,60}(willkommen|möglich|gern|okay|ok)/iu',
              '/(nimmt|macht)[^.?!]{0,30}walk-?ins?/iu',
            ],
            about: ['walk', 'samstag', 'reinkommen', 'vorbei'],
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
        idea: [
          ['schädel', 'skull'],
          ['schlange', 'snake'],
        ],
        style: 'Traditional',
        placement: { area: 'forearm' },
        color: 'color',
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-d-de-anzahlung-dreihundert',
    category: 'fresh-2026-11d',
    artist: 'rafa',
    tags: ['de', 'web', 'question-back', 'deposit', 'numbers-as-words'],
    note: 'Size and budget in words ("fünfzehn Zentimeter", "dreihundert Euro", exactly Rafa\'s minimum); his deposit is set (€100).',
    turns: [
      {
        say: 'Guten Tag Herr Ortiz, ich hätte gern eine realistische Taschenuhr auf dem rechten Unterarm, etwa fünfzehn Zentimeter groß, schwarz-grau. Mein Budget liegt bei dreihundert Euro. Wie hoch ist die Anzahlung?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [
          {
            topic: 'deposit',
            answer: ['/(?<![\\d.,])100(?![\\d])/', 'hundert Euro'],
            about: ['Anzahlung', 'Kaution', 'Deposit'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['taschenuhr', 'uhr', 'watch']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 300, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-de-partnertattoo-nach-den-pruefungen',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['de', 'web', 'question-back', 'couple', 'timing', 'unknown-answer'],
    note: 'A couple, both 26, "after my exams in July". Two people one after the other on the same day is Mara\'s to confirm.',
    turns: [
      {
        say: 'Hallo Mara! Mein Freund und ich (wir sind beide 26) möchten Partnertattoos: zwei kleine geometrische Dreiecke am Knöchel, je etwa 3 cm. Am liebsten nach meinen Prüfungen im Juli. Können wir am selben Tag direkt nacheinander kommen?',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'timing'],
        questions: [
          {
            topic: 'both on the same day',
            about: ['Tag', 'nacheinander', 'zusammen', 'Termin', 'beide'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<![\\p{L}])(ja|klar|natürlich)[,!]? (ihr )?(könnt|geht|kein problem)/iu'],
      },
    ],
    conversation: { language: 'de', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        underAge: false,
        idea: [['dreieck', 'triangle']],
        style: 'Geometric',
        placement: { area: 'ankle' },
        size: { cm: [2.5, 3.5] },
        age: 26,
        timing: ['juli', 'july'],
      },
    },
  },
  {
    id: 'fresh-d-de-unsichtbar-im-dienst',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['de', 'web', 'question-back', 'placement-advice'],
    note: 'The client asks where the piece stays hidden under a short-sleeved uniform: a receptionist names covered places (upper arm, back, thigh, ribs) or leaves it to Mara. No placement was chosen, so none is recorded.',
    turns: [
      {
        say: 'Guten Abend! Ich bin Polizistin und im Dienst darf kein Tattoo zu sehen sein, auch nicht mit kurzen Ärmeln. Wo würde ein Anker im Blackwork-Stil, etwa 10 cm, am besten passen?',
        gives: ['idea', 'style', 'size'],
        questions: [
          {
            topic: 'a hidden placement',
            answer: ['/(oberarm|rücken|oberschenkel|schulter|rippen|brust|hüfte|schulterblatt)/iu'],
            about: ['sichtbar', 'stelle', 'passen', 'platz', 'dienst'],
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
        idea: [['anker', 'anchor']],
        style: 'Blackwork',
        size: { cm: [9, 11] },
        placement: null,
      },
    },
  },
  {
    id: 'fresh-d-it-antibiotici-sabato',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['it', 'web', 'question-back', 'medical', 'false-claim'],
    note: 'Antibiotics until Thursday, a tattoo on Saturday: for the doctor or Noor to say, never "nessun problema".',
    turns: [
      {
        say: "Buongiorno Noor, sto prendendo antibiotici per un'infezione a un dente fino a giovedì. È un problema se faccio il tatuaggio sabato? Vorrei un cuore sacro tradizionale sull'avambraccio sinistro, circa 12 cm, a colori.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing'],
        questions: [
          {
            topic: 'tattooed after antibiotics',
            answer: [
              'medico',
              '/dopo (aver finito|la fine|che hai finito)/iu',
              '/(finire|finito|terminato) (gli |la )?(antibiotic|cura|terapia)/iu',
            ],
            about: ['antibiotic', 'infezione', 'problema', 'cura'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<![\\p{L}])nessun problema/iu',
          '/(?<![\\p{L}])va (benissimo|bene)[^.?!]{0,20}(sabato|tatuaggio)/iu',
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['cuore', 'heart']],
        style: 'Traditional',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [11, 13] },
        color: 'color',
        timing: ['sabato', 'saturday'],
      },
    },
  },
  {
    id: 'fresh-d-it-ad-agosto-lavori',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['it', 'dm', 'question-back', 'availability', 'unknown-answer', 'false-claim'],
    note: 'Whether Mara closes in August is not in her data: hers to say, never "yes" or "she\'s closed".',
    turns: [
      {
        say: 'ciao!! ad agosto lavori o chiudi per ferie come tutti? 😅 vorrei un piccolo sole in dotwork sulla nuca',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'open in August',
            about: ['agosto', 'ferie', 'lavor', 'aperto', 'chiud'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<![\\p{L}])(sì|si),? (lavora|è aperta|sono aperto|è aperto)/iu',
          '/(?<!se )(chiude|è chiusa|è chiuso|in ferie) (ad|in|a) agosto/iu',
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['sole', 'sun']],
        style: 'Dotwork',
        placement: { area: ['neck', 'nape'] },
        timing: ['agosto', 'august'],
      },
    },
  },
  {
    id: 'fresh-d-it-quanto-prendi-all-ora',
    category: 'fresh-2026-11d',
    artist: 'rafa',
    tags: ['it', 'web', 'question-back', 'price', 'false-claim'],
    note: 'Rafa set a minimum (€300), not an hourly rate: the minimum, how the price is worked out, or an honest deferral; no invented rate per hour.',
    turns: [
      {
        say: "Salve Rafa, quanto prendi all'ora? Sto pensando a un lupo realistico sulla coscia, in bianco e nero, circa 20 cm.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'hourly rate',
            answer: ['/(?<![\\d.,])300(?![\\d])/', '/dipende/iu'],
            about: ['ora', 'prezzo', 'costo', 'prendi', 'tariffa'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<![\\d])\\d{2,3}\\s*(€|euro)[^.?!]{0,12}(all.ora|l.ora|orari|per ora)/iu'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['lupo', 'wolf']],
        style: 'Realism',
        placement: { area: 'thigh' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
      },
    },
  },
] satisfies CaseInput[];
