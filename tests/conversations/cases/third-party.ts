import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Someone else in the chat: a friend, a partner or a parent coming along, or wanting a tattoo too. A question
 * about the studio's policy for them, never off-topic, and never the client being under age: the reply says a
 * companion may come, that anyone tattooed must be 18 or over, and keeps the consultation going. Unlike
 * parent-for-child, the writer is the client here, and the other person's age is not theirs.
 */
const NOT_TURNED_AWAY = [
  "can't set this up",
  'only help with planning',
  'just here for tattoo',
  'once you are',
  "once you're",
];

/** The reply answers the policy: the 18+ rule, said to the client without refusing them. */
const AGE_RULE_FOR_THEM: ReplyCheck = { mustContainAny: ['18'], mustNotContain: NOT_TURNED_AWAY };

export default [
  {
    id: 'third-party-friend-16-can-come',
    category: 'third-party',
    artist: 'iris',
    turns: [
      {
        say: 'can i bring my friend? shes 16',
        notIdea: ['friend'],
        reply: { ...AGE_RULE_FOR_THEM, asks: 'idea' },
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null } },
  },
  {
    id: 'third-party-bf-17-after-age-question',
    category: 'third-party',
    artist: 'mara',
    note: 'The age check is open when the boyfriend comes up: his 17 is not the answer to it.',
    turns: [
      {
        say: 'hey! i want a small fine line sunflower on my left ankle, around 5cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: "my bf wants one too, he's 17", notIdea: ['bf'], reply: AGE_RULE_FOR_THEM },
      { say: 'yes im 23', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        age: 23,
        idea: ['sunflower'],
        placement: { area: 'ankle', side: 'left' },
        style: 'Minimalist',
      },
    },
  },
  {
    id: 'third-party-mom-come-along',
    category: 'third-party',
    artist: 'rafa',
    turns: [
      {
        say: 'can my mom come with me',
        notIdea: ['mom'],
        reply: { mustNotContain: NOT_TURNED_AWAY, mustContainAny: ['welcome', 'bring', 'along', 'fine'] },
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null } },
  },
  {
    id: 'third-party-es-amiga-16',
    category: 'third-party',
    artist: 'mara',
    turns: [
      {
        say: 'hola! puedo ir con mi amiga? tiene 16',
        notIdea: ['amiga'],
        reply: { language: 'es', mustContainAny: ['18'], mustNotContain: ['solo puedo ayudarte'] },
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null, language: 'es' } },
  },
  {
    id: 'third-party-pt-namorado-17',
    category: 'third-party',
    artist: 'iris',
    turns: [
      {
        say: 'oi! meu namorado tambem quer fazer uma tatuagem, ele tem 17, pode?',
        notIdea: ['namorado'],
        reply: { language: 'pt', mustContainAny: ['18'], mustNotContain: ['só posso ajudar'] },
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null, language: 'pt' } },
  },
  {
    id: 'third-party-16-yr-old-sister-watching',
    category: 'third-party',
    artist: 'mara',
    turns: [
      {
        say: 'can i bring my 16 yr old sister w me? she just wants to watch lol',
        notIdea: ['sister'],
        reply: { mustNotContain: NOT_TURNED_AWAY },
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null } },
  },
  {
    id: 'third-party-friend-17-and-own-age',
    category: 'third-party',
    artist: 'iris',
    turns: [
      {
        say: 'tiny fine line moon on my left inner wrist, 3cm, budget 200',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      {
        say: 'haha my friend is 17 can she get one too? im 25',
        gives: ['age'],
        reply: AGE_RULE_FOR_THEM,
      },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { underAge: false, age: 25, idea: ['moon'], placement: { area: 'wrist' } },
    },
  },
  {
    id: 'third-party-little-sister-in-brackets',
    category: 'third-party',
    artist: 'iris',
    note: 'Found in a second round by hand: the age in brackets, the verb further away.',
    turns: [
      {
        say: 'im 19 and my little sister (15) wants to come watch',
        gives: ['age'],
        notIdea: ['sister'],
        reply: AGE_RULE_FOR_THEM,
      },
    ],
    expect: { ready: false, fields: { underAge: false, age: 19, idea: null } },
  },
  {
    id: 'third-party-bestie-matching-birthday',
    category: 'third-party',
    artist: 'mara',
    turns: [
      {
        say: 'me and my bestie want matching tattoos for her 18th birthday',
        notIdea: ['bestie', 'matching'],
        reply: AGE_RULE_FOR_THEM,
      },
    ],
    expect: { ready: false, fields: { underAge: false, idea: null } },
  },
  {
    id: 'third-party-age-in-next-message',
    category: 'third-party',
    artist: 'mara',
    note: "Fourth round by hand: the friend's age comes a message later, with the 18+ check still open.",
    turns: [
      'geometric wolf on my left forearm, 6 inches, budget 300',
      { say: 'can my friend come too', notIdea: ['friend'] },
      { say: 'shes 20', reply: { mustNotContain: NOT_TURNED_AWAY } },
    ],
    expect: { ready: false, fields: { underAge: false, idea: ['wolf'] } },
  },
  {
    id: 'third-party-es-age-next-message',
    category: 'third-party',
    artist: 'rafa',
    turns: [
      'quiero un retrato de mi perro en el antebrazo',
      { say: 'mi hermana quiere venir conmigo', notIdea: ['hermana'] },
      {
        say: 'tiene 15',
        reply: { language: 'es', mustContainAny: ['18'], mustNotContain: ['solo puedo ayudarte'] },
      },
    ],
    expect: { ready: false, fields: { underAge: false, language: 'es' } },
  },
] satisfies CaseInput[];
