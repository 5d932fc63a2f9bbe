import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish and Portuguese clients: spelling as typed on a phone ("kiero", "tatu"), the price asked before
 * anything, no references said in a new way, a question about touch-ups beside the facts, reais, a bird name
 * that is in no list, a mother of 52 who is not a minor, and a client of 17 asking for a date after the birthday.
 */
export default [
  {
    id: 'fresh-f-es-price-golondrina',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['es', 'dm', 'price-first', 'question-back'],
    note: "The price first in Spanish: Iris's minimum (150) answered in Spanish, the swallow and the wrist kept.",
    turns: [
      {
        say: 'hola! cuánto cobras por un tatuaje pequeño en la muñeca? algo tipo una golondrina. tengo 25',
        asks: 'price',
        gives: ['idea', 'placement', 'size', 'age'],
        questions: [{ topic: 'precio', answer: ['150'], about: ['precio', 'cuesta', 'cobr', '$'] }],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: { idea: ['golondrina'], placement: { area: 'wrist' }, age: 25, language: 'es' },
    },
  },
  {
    id: 'fresh-f-es-phone-spelling-calavera',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['es', 'dm', 'typos', 'side'],
    note: '"kiero", "tatu", "izq": phone spelling; the left shoulder blade and colour read.',
    turns: [
      {
        say: 'ola kiero un tatu d una calavera mexicana en el omoplato izq, unos 15cm, a color. tengo 30 años',
        gives: ['idea', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        idea: ['calavera'],
        placement: { area: ['shoulder blade', 'shoulder'], side: 'left' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 30,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-f-es-no-refs-your-call',
    category: 'fresh-2026-11f',
    artist: 'rafa',
    tags: ['es', 'web', 'references', 'complete'],
    note: '"Sin referencias, lo dejo a tu criterio": no references, and the client trusts the artist.',
    turns: [
      {
        say: 'Buenas, me gustaría un retrato realista de un lobo en el gemelo derecho, unos 18 cm, negro y gris. Presupuesto 500€. Tengo 41 años. Sin referencias, lo dejo a tu criterio.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age', 'references'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lobo'],
        style: 'Realism',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        budget: { around: 500, currency: 'EUR' },
        references: false,
        age: 41,
      },
    },
  },
  {
    id: 'fresh-f-es-mum-52-too',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['es', 'dm', 'someone-elses-age', 'group'],
    note: "The mother is 52 and the client 28: nobody is a minor, and 52 is not the client's age.",
    turns: [
      {
        say: 'hola! mi madre (tiene 52) y yo queremos un tatuaje igual, una luna pequeña en la muñeca, fine line, 4 cm. yo tengo 28',
        gives: ['idea', 'placement', 'size', 'style', 'age'],
      },
    ],
    conversation: { language: 'es', minor: 'none', notClientAge: [52] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        age: 28,
        idea: ['luna'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [3, 5] },
      },
    },
  },
  {
    id: 'fresh-f-es-17-after-birthday',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['es', 'dm', 'turning-18', 'question-back'],
    note: 'Seventeen now, eighteen in March: not booked today, offered a date after the birthday with ID.',
    turns: [
      {
        say: 'holaa tengo 17 pero cumplo 18 en marzo, puedo reservar para después de mi cumple? quiero unas letras finitas en el antebrazo',
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: 'reservar después del cumpleaños',
            answer: ['/(?<![\\d])18(?![\\d])/', 'marzo', 'cumple'],
            about: ['18', 'cumple', 'edad', 'marzo'],
          },
        ],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, turnsAdultSoon: true } },
  },
  {
    id: 'fresh-f-pt-andorinha-so-preto',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['pt', 'dm', 'unknown-noun', 'colour'],
    note: '"andorinha" (a swallow) is the idea even if no list has it; "só preto" is black only.',
    turns: [
      {
        say: 'oi! queria fazer uma andorinha pequenininha no pulso, só preto, fine line. tenho 22 anos',
        gives: ['idea', 'size', 'placement', 'color', 'style', 'age'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        idea: ['andorinha'],
        placement: { area: 'wrist' },
        color: 'black',
        style: 'Minimalist',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-f-pt-retoque-and-reais',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['pt', 'web', 'question-back', 'budget', 'brl'],
    note: 'Reais as "uns 800 reais"; the touch-up question answered from Iris\'s touch-up answer (8 weeks), in Portuguese.',
    turns: [
      {
        say: 'Olá! Quero um ramo de lavanda em fine line na costela, uns 12 cm, preto e cinza. Tenho uns 800 reais. 30 anos. Vocês fazem retoque grátis?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
        questions: [{ topic: 'retoque', answer: ['8'], about: ['retoque', 'touch'], defer: true }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lavanda'],
        style: 'Minimalist',
        placement: { area: 'rib' },
        size: { cm: [11, 13] },
        budget: { around: 800, currency: 'BRL' },
        age: 30,
      },
    },
  },
  {
    id: 'fresh-f-pt-sem-referencia-pode-criar',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['pt', 'dm', 'references', 'drip'],
    note: 'Two messages; "não tenho referência nenhuma, pode criar" is no references.',
    turns: [
      {
        say: 'oii, quero um polvo em blackwork na coxa esquerda, tipo 20cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'não tenho referência nenhuma, pode criar do seu jeito. tenho 34',
        gives: ['references', 'age'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['polvo'],
        style: 'Blackwork',
        placement: { area: 'thigh', side: 'left' },
        size: { cm: [18, 22] },
        references: false,
        age: 34,
      },
    },
  },
  {
    id: 'fresh-f-pt-vovo-saudade',
    category: 'fresh-2026-11f',
    artist: 'rafa',
    tags: ['pt', 'web', 'memorial', 'distress'],
    note: 'A grandmother who died last month: care first in Portuguese, then the piece.',
    turns: [
      {
        say: 'minha vó faleceu mês passado e tô com muita saudade. queria o retrato dela no antebraço, realista, uns 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { empathy: true, mustNotContain: ['Ótimo', 'Que legal', 'Adorei'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: { idea: [['retrato', 'vó', 'avó']], placement: { area: 'forearm' }, size: { cm: [14, 16] } },
    },
  },
] satisfies CaseInput[];
