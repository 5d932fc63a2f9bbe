import type { CaseInput } from '../case-schema.ts';

/** Off-topic messages: one short, kind redirect; nothing echoed, quoted or saved (issue #11). */
export default [
  {
    id: 'off-topic-pizza',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'whats the best pizza place near the studio', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null, budget: null, placement: null } },
  },
  {
    id: 'off-topic-weather',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'is it raining over there lol', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-homework',
    category: 'off-topic',
    artist: 'iris',
    turns: [{ say: 'can u help me with my chemistry homework', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-football-mid-chat',
    category: 'off-topic',
    artist: 'mara',
    turns: [
      'i want a geometric wolf on my forearm',
      { say: 'did u see the game last night?? crazy', junk: true, reply: { short: true } },
      { say: 'anyway about 5 inches', gives: ['size'] },
    ],
    expect: {
      ready: false,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [12, 13.5] },
      },
    },
  },
  {
    id: 'off-topic-recipe',
    category: 'off-topic',
    artist: 'rafa',
    turns: [{ say: 'whats ur favorite pasta recipe', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-phone-repair',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'do you guys fix cracked iphone screens', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-dating',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'r u single 😏', junk: true, reply: { short: true, mustNotContain: ['Love it'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-parking-then-idea',
    category: 'off-topic',
    artist: 'iris',
    turns: [
      { say: 'is there free parking on alder street', junk: true },
      'ok nvm. i want a tiny fine line bee on my ankle',
    ],
    expect: { ready: false, fields: { idea: ['bee'], placement: { area: 'ankle' } } },
  },
  {
    id: 'off-topic-crypto-question',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'should i buy bitcoin rn or wait', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'off-topic-music',
    category: 'off-topic',
    artist: 'juno',
    turns: [{ say: 'what music do u play in the shop', junk: true }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-movie-rec',
    category: 'off-topic',
    artist: 'mara',
    turns: ['hey', { say: 'recommend me a horror movie for tonight', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-portuguese-futebol',
    category: 'off-topic',
    artist: 'mara',
    turns: [{ say: 'vc viu o jogo do flamengo ontem?', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-job-application',
    category: 'off-topic',
    artist: 'iris',
    turns: [{ say: 'are u hiring apprentices? i can send my cv', junk: true, reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-weather-mid-flow',
    category: 'off-topic',
    artist: 'mara',
    turns: [
      'geometric wolf on my forearm',
      { say: 'lol its so hot today ugh', junk: true, reply: { short: true } },
      { say: '15cm', gives: ['size'] },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], size: { cm: [14, 16] } } },
  },
  {
    id: 'off-topic-es-tarea',
    category: 'off-topic',
    artist: 'mara',
    turns: [
      { say: 'me ayudas con mi tarea de matemáticas?', junk: true, reply: { short: true, language: 'es' } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'off-topic-pt-restaurante',
    category: 'off-topic',
    artist: 'rafa',
    turns: [
      {
        say: 'conhece algum restaurante bom perto do estúdio?',
        junk: true,
        reply: { short: true, language: 'pt' },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
] satisfies CaseInput[];
