import type { CaseInput } from '../case-schema.ts';

/**
 * Corrections and refinements (issue #11 "Dialogue memory"): the latest answer wins, and a partial one refines
 * rather than replaces ("right arm" → "right inner bicep").
 */
export default [
  {
    id: 'correction-right-arm-to-inner-bicep',
    category: 'correction',
    artist: 'mara',
    turns: ['geometric rose on my right arm', { say: 'actually right inner bicep', gives: ['placement'] }],
    note: 'The refinement keeps the side and adds "inner"; a bicep may be written as the upper arm.',
    expect: {
      ready: false,
      fields: { idea: ['rose'], placement: { area: ['inner bicep', 'inner upper arm'], side: 'right' } },
    },
  },
  {
    id: 'correction-size-change',
    category: 'correction',
    artist: 'mara',
    turns: ['dotwork sun on my ankle, 5cm', { say: 'hmm make it 8cm actually', gives: ['size'] }],
    expect: { ready: false, fields: { size: { cm: [7.5, 8.5] }, placement: { area: 'ankle' } } },
  },
  {
    id: 'correction-budget-up',
    category: 'correction',
    artist: 'rafa',
    turns: [
      'realistic tiger on my forearm, 15cm, budget 300',
      { say: 'sorry i meant 450', gives: ['budget'] },
      { say: 'im 29', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { budget: { around: 450 }, idea: ['tiger'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'correction-change-of-mind-placement',
    category: 'correction',
    artist: 'iris',
    turns: ['fine line swallow on my wrist', { say: 'wait no, behind my ear instead', gives: ['placement'] }],
    expect: { ready: false, fields: { idea: ['swallow'], placement: { area: 'ear' } } },
  },
  {
    id: 'correction-style-switch',
    category: 'correction',
    artist: 'mara',
    turns: [
      'a blackwork jellyfish on my thigh',
      { say: 'actually can it be dotwork instead', gives: ['style'] },
    ],
    expect: { ready: false, fields: { style: 'Dotwork', idea: ['jellyfish'] } },
  },
  {
    id: 'correction-left-not-right',
    category: 'correction',
    artist: 'mara',
    turns: [
      'geometric whale on my right forearm, 6 inches',
      { say: 'oops left forearm sorry', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm', side: 'left' }, idea: ['whale'] } },
  },
  {
    id: 'correction-colour-to-black',
    category: 'correction',
    artist: 'rafa',
    turns: [
      'realistic eye with colour on my forearm',
      { say: 'actually black and grey is better', gives: ['color'] },
    ],
    expect: { ready: false, fields: { color: 'black_and_grey', idea: ['eye'] } },
  },
  {
    id: 'correction-placement-in-turn-four',
    category: 'correction',
    artist: 'mara',
    turns: [
      'geometric deer',
      { say: 'on my thigh', gives: ['placement'] },
      { say: '10cm', gives: ['size'] },
      { say: 'wait actually make it my calf not my thigh', gives: ['placement'] },
    ],
    expect: {
      ready: false,
      fields: { placement: { area: 'calf' }, idea: ['deer'], size: { cm: [9.5, 10.5] } },
    },
  },
  {
    id: 'correction-k-budget-down',
    category: 'correction',
    artist: 'rafa',
    turns: [
      'realistic owl on my shoulder 15cm budget 2k',
      { say: 'hmm actually more like 1.5k', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { budget: { around: 1500 }, idea: ['owl'], placement: { area: 'shoulder' } },
    },
  },
  {
    id: 'correction-colour-then-just-black',
    category: 'correction',
    artist: 'mara',
    turns: ['dotwork moon on my wrist in colour', { say: 'nvm just black ink', gives: ['color'] }],
    expect: {
      ready: false,
      fields: { color: 'black', idea: ['moon'], placement: { area: 'wrist' } },
    },
  },
  {
    id: 'correction-inches-meant-cm',
    category: 'correction',
    artist: 'iris',
    turns: ['fine line daisy on my ankle 2 inches', { say: 'sorry i meant 2cm lol', gives: ['size'] }],
    expect: { ready: false, fields: { size: { cm: [1.5, 2.5] }, idea: ['daisy'] } },
  },
  {
    id: 'correction-ribcage-other-side',
    category: 'correction',
    artist: 'mara',
    turns: ['geometric snake on my left ribcage 20cm', { say: 'right side actually', gives: ['placement'] }],
    expect: { ready: false, fields: { placement: { area: 'rib', side: 'right' }, idea: ['snake'] } },
  },
  {
    id: 'correction-idea-changed-mind',
    category: 'correction',
    artist: 'mara',
    turns: ['blackwork wolf on my forearm', { say: 'changed my mind, a bear instead', gives: ['idea'] }],
    expect: { ready: false, fields: { idea: ['bear'], style: 'Blackwork', placement: { area: 'forearm' } } },
  },
  // Issue #23, written before the engine changed (decision 049): a size doubled, and a thing named right beside
  // a size word, in any language.
  {
    id: 'correction-es-el-doble-de-grande',
    category: 'correction',
    artist: 'mara',
    tags: ['es', 'dm'],
    conversation: { language: 'es' },
    turns: [
      'hola! una golondrina en dotwork en el tobillo, de unos 5 cm',
      { say: 'pensándolo mejor, ¿la hacemos el doble de grande?', gives: ['size'] },
    ],
    expect: { ready: false, fields: { size: { cm: [9, 11] }, placement: { area: 'ankle' } } },
  },
  {
    id: 'correction-en-double-that-size',
    category: 'correction',
    artist: 'mara',
    tags: ['en', 'web'],
    conversation: { language: 'en' },
    turns: [
      'a geometric moon on my wrist, about 4cm',
      { say: 'actually could we go double that size? want the lines to breathe', gives: ['size'] },
    ],
    expect: { ready: false, fields: { size: { cm: [7, 9] }, idea: ['moon'] } },
  },
  {
    id: 'correction-fr-taille-carte-postale',
    category: 'correction',
    artist: 'rafa',
    tags: ['fr', 'web'],
    conversation: { language: 'fr' },
    turns: [
      {
        say: 'bonjour, un lion réaliste sur le mollet gauche, taille carte postale, en noir et gris',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
    ],
    expect: { ready: false, fields: { size: { cm: [13, 17] }, placement: { area: 'calf', side: 'left' } } },
  },
] satisfies CaseInput[];
