import type { CaseInput } from '../case-schema.ts';

/**
 * After the brief is complete (issue #25 "The chat, against the spec"): a ready client who keeps talking gets
 * the booking link once, not in every reply; an artist who books in Inkdesk (availability saved) is booked
 * through the product's own times, never an old external link; and a reply names the artist in full at most
 * once. Written on 2026-11-27 before the engine was changed for them, and run once as they stand (the
 * first-run score is in decision 060).
 */
const LENA_OLD_LINK = 'example.com/book/lena-old-link';

export default [
  // ── The link once ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'closing-thanks-then-a-question',
    category: 'closing',
    artist: 'mara',
    tags: ['en', 'web', 'link-once'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'hi! blackwork raven on my right shoulder blade, about 15cm, black only, budget 600. no refs. im 29',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'references', 'age'],
      },
      'amazing thank you!!',
      {
        say: 'oh wait do you do touch ups if it heals patchy?',
        questions: [{ topic: 'touch-ups', about: ['touch'], answer: ['touch-up', 'touch up'], defer: true }],
      },
    ],
    expect: { ready: true, fit: 'qualified' },
  },
  {
    id: 'closing-asks-how-to-book-then-thanks',
    category: 'closing',
    artist: 'iris',
    tags: ['en', 'web', 'link-once'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'fine line sprig of lavender on my inner wrist, 6cm, black, budget 200, 31 years old, no refs',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'sweet, how do i actually book?',
        asks: 'booking',
        questions: [{ topic: 'booking', about: ['book'], answer: ['example.com/book/iris'] }],
      },
      'perfect thx so much',
    ],
    expect: { ready: true, fit: 'qualified' },
  },
  {
    id: 'closing-adds-details-after-ready',
    category: 'closing',
    artist: 'noor',
    tags: ['en', 'web', 'link-once'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'traditional swallow with a banner on my left forearm, palm sized, full colour, budget $250. 22 yo. no pics',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      "oh and it's for my birthday in june if that matters",
      'could the banner say "mum" ?',
    ],
    expect: { ready: true, fit: 'qualified', fields: { timing: ['june'] } },
  },
  {
    id: 'closing-spanish-thanks-then-payment',
    category: 'closing',
    artist: 'rafa',
    tags: ['es', 'web', 'link-once'],
    conversation: { language: 'es' },
    turns: [
      {
        say: 'hola! quiero un retrato realista de mi perro en el antebrazo derecho, unos 15 cm, negro y gris. presupuesto 450€. tengo 34 años y te mando fotos luego',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
      'genial, muchas gracias',
      {
        say: 'se puede pagar con bizum?',
        questions: [{ topic: 'payment', about: ['pag', 'bizum'], answer: ['Bizum'] }],
      },
    ],
    expect: { ready: true, fit: 'qualified' },
  },
  {
    id: 'closing-italian-grazie-twice',
    category: 'closing',
    artist: 'mara',
    tags: ['it', 'web', 'link-once'],
    conversation: { language: 'it' },
    turns: [
      {
        say: 'ciao! vorrei una luna geometrica sul polpaccio sinistro, circa 10 cm, solo nero, budget 300 euro. ho 26 anni, niente riferimenti',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      'grazie mille!',
      'a presto allora',
    ],
    expect: { ready: true },
  },
  // ── The product's own booking ─────────────────────────────────────────────────────────────────────────
  {
    id: 'closing-in-app-booking-how-to-book',
    category: 'closing',
    artist: 'lena',
    tags: ['en', 'web', 'own-booking'],
    conversation: { language: 'en', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: 'hey lena, tiny fine line snowdrop behind my ear, 4cm, black, budget 150. 27. no refs',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'how do i book a slot with you?',
        asks: 'booking',
        questions: [
          { topic: 'booking', about: ['book', 'time', 'slot'], answer: ['/\\btimes?\\b/', '/\\bslots?\\b/'] },
        ],
      },
    ],
    expect: { ready: true, fit: 'qualified' },
  },
  {
    id: 'closing-in-app-booking-portuguese',
    category: 'closing',
    artist: 'lena',
    tags: ['pt', 'web', 'own-booking'],
    conversation: { language: 'pt', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: 'oi! queria um raminho de oliveira fine line na costela, uns 12 cm, só preto, orçamento 200 euros. tenho 30 anos e não tenho referência',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'como faço pra agendar?',
        asks: 'booking',
        questions: [
          { topic: 'booking', about: ['agend', 'horár'], answer: ['horário', 'horarios', 'horários'] },
        ],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-in-app-booking-german',
    category: 'closing',
    artist: 'lena',
    tags: ['de', 'web', 'own-booking'],
    conversation: { language: 'de', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: 'Hallo! Ich hätte gern einen kleinen Fineline-Schriftzug am Handgelenk, ca. 5 cm, schwarz, Budget 130 €. Bin 24, keine Vorlagen',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'Wie kann ich einen Termin buchen?',
        asks: 'booking',
        questions: [
          { topic: 'booking', about: ['termin', 'buch'], answer: ['Termine', 'Zeiten', 'Uhrzeit'] },
        ],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-in-app-booking-ready-then-chats',
    category: 'closing',
    artist: 'lena',
    tags: ['es', 'web', 'own-booking'],
    conversation: { language: 'es', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: 'hola, quiero una golondrina pequeña blackwork en el tobillo, 6 cm, solo negro, presupuesto 140€, tengo 28, sin referencias',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      'vale, gracias!',
      {
        say: 'y dónde está el estudio?',
        questions: [{ topic: 'location', about: ['estudio', 'dirección'], answer: ['Weserstraße'] }],
      },
    ],
    expect: { ready: true },
  },
  // ── "How do I book?" in the verb's other forms (added after the first run, run once before any fix) ──────
  {
    id: 'closing-in-app-booking-french-conjugated',
    category: 'closing',
    artist: 'lena',
    tags: ['fr', 'web', 'own-booking', 'inflection'],
    conversation: { language: 'fr', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: "bonjour ! je voudrais une petite branche d'olivier en fine line sur l'avant-bras gauche, 8 cm, noir, budget 150 €, j'ai 29 ans, pas de références",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'merci ! comment je réserve ?',
        asks: 'booking',
        questions: [{ topic: 'booking', about: ['réserv', 'créneau'], answer: ['créneaux'] }],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-in-app-booking-german-conjugated',
    category: 'closing',
    artist: 'lena',
    tags: ['de', 'web', 'own-booking', 'inflection'],
    conversation: { language: 'de', mustNotSay: [LENA_OLD_LINK] },
    turns: [
      {
        say: 'hallo, kleine schwalbe blackwork am knöchel 6cm schwarz budget 140 euro, ich bin 31, keine vorlagen',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'danke! wie buche ich?',
        asks: 'booking',
        questions: [{ topic: 'booking', about: ['buch', 'termin'], answer: ['Termine zur Auswahl'] }],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-link-italian-conjugated',
    category: 'closing',
    artist: 'iris',
    tags: ['it', 'web', 'link-once', 'inflection'],
    conversation: { language: 'it' },
    turns: [
      {
        say: 'ciao, vorrei una piccola falena fine line sullo sterno, 7 cm, nero, budget 200 euro. ho 27 anni, niente foto',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      {
        say: 'grazie! come prenoto?',
        asks: 'booking',
        questions: [{ topic: 'booking', about: ['prenot'], answer: ['example.com/book/iris'] }],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-link-spanish-conjugated',
    category: 'closing',
    artist: 'rafa',
    tags: ['es', 'web', 'link-once', 'inflection'],
    conversation: { language: 'es' },
    turns: [
      {
        say: 'buenas, quiero un retrato realista de mi abuela en el brazo, 16 cm, negro y gris, presupuesto 500€, tengo 38 y tengo la foto',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
      {
        say: 'y cómo reservo?',
        asks: 'booking',
        questions: [{ topic: 'booking', about: ['reserv'], answer: ['example.com/book/rafa'] }],
      },
    ],
    expect: { ready: true },
  },
  // ── The artist's name, once in full ───────────────────────────────────────────────────────────────────
  {
    id: 'closing-waitlist-names-once',
    category: 'closing',
    artist: 'kai',
    tags: ['en', 'web', 'names'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'hi kai, koi and waves half sleeve on my left arm, colour, budget 2500, im 35, got some refs',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
      {
        say: 'how long is the wait usually? and is the deposit refundable?',
        questions: [
          { topic: 'wait', about: ['wait', 'spot', 'open'], defer: true, answer: ['waitlist'] },
          { topic: 'deposit', about: ['deposit'], answer: ['$200'] },
        ],
      },
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-books-closed-french-names-once',
    category: 'closing',
    artist: 'juno',
    tags: ['fr', 'web', 'names'],
    conversation: { language: 'fr' },
    turns: [
      {
        say: "salut ! je voudrais une hirondelle traditionnelle sur l'avant-bras droit, 10 cm, en couleur, budget 300 €. j'ai 25 ans",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
      'merci ! et vous faites du flash aussi ?',
    ],
    expect: { ready: true },
  },
  {
    id: 'closing-several-questions-names-once',
    category: 'closing',
    artist: 'iris',
    tags: ['en', 'web', 'names'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'hey! small fine line moth on my sternum, 7cm, black, around 250. do you take walk-ins, whats the deposit and do you need ID? im 20',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
        questions: [
          { topic: 'walk-ins', about: ['walk'], answer: ['walk-in', 'walk in'] },
          { topic: 'deposit', about: ['deposit'], answer: ['$50'] },
          { topic: 'id', about: ['ID', 'age'], answer: ['photo ID'] },
        ],
      },
    ],
    // First run expected false: a mistake of the case (references are optional; every complete case is ready
    // without them), corrected after that run.
    expect: { ready: true },
  },
  {
    id: 'closing-save-offer-names-once',
    category: 'closing',
    artist: 'rafa',
    tags: ['en', 'web', 'names'],
    conversation: { language: 'en' },
    turns: [
      {
        say: 'hello rafa, memorial portrait of my grandad on my upper arm, 18cm, black and grey, budget 700. i have a photo of him. 41 years old',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
      { say: '', images: 1 },
    ],
    expect: { ready: true, fit: 'qualified' },
  },
] satisfies CaseInput[];
