import type { CaseInput } from '../case-schema.ts';

/** Business offers and spam: the assistant says nothing (or one short line), and none of it is saved (issue #11). */
export default [
  {
    id: 'spam-crypto-5000',
    category: 'spam',
    artist: 'mara',
    note: 'The issue saw this kind of DM saved with a budget of $5,000.',
    turns: [
      {
        say: 'Earn $5,000 weekly with our crypto trading bot!! 100% guaranteed returns, DM me now to start 🚀💰',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-followers',
    category: 'spam',
    artist: 'mara',
    turns: [
      {
        say: 'Get 10k real followers for only $29!!! Boost your page today, click the link in bio',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-brand-ambassador',
    category: 'spam',
    artist: 'iris',
    turns: [
      {
        say: 'Hey babe! 💕 We love your feed and want you as a brand ambassador for our jewelry line, free necklace just pay shipping',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-seo',
    category: 'spam',
    artist: 'rafa',
    turns: [
      {
        say: 'I can get your website on page 1 of Google in 30 days. Reply YES for a free audit',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'spam-collab-promo',
    category: 'spam',
    artist: 'mara',
    turns: [
      {
        say: 'Promote your art on our page with 2M followers, prices start at $150 per post',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-phishing-copyright',
    category: 'spam',
    artist: 'mara',
    turns: [
      {
        say: 'Your account has violated our copyright policy. Verify your account within 24h or it will be deleted: meta-support-verify.com',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'spam-loan',
    category: 'spam',
    artist: 'kai',
    turns: [
      {
        say: 'Need a fast loan? $1000-$50000 approved in 1 hour, no credit check',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-ink-supplier',
    category: 'spam',
    artist: 'juno',
    turns: [
      {
        say: 'Wholesale tattoo needles and ink, 40% off bulk orders this week only, contact our sales team on whatsapp',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-investment-twice',
    category: 'spam',
    artist: 'mara',
    turns: [
      { say: 'hello dear, I have a business proposal for you', junk: true, reply: { silent: true } },
      {
        say: 'invest 500 usdt and receive 5000 in one week, trusted platform',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-giveaway',
    category: 'spam',
    artist: 'mara',
    turns: [
      {
        say: 'CONGRATULATIONS 🎉 you won our iPhone 15 giveaway! claim your prize at bit.ly/claim-now',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'spam-spanish-promo',
    category: 'spam',
    artist: 'rafa',
    turns: [
      {
        say: 'Hola! Ofrecemos 5000 seguidores reales por solo 20€, escríbenos por WhatsApp 📲',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-collab-after-idea',
    category: 'spam',
    artist: 'mara',
    turns: [
      'geometric wolf on my forearm, 6 inches',
      {
        say: 'btw check out my page, i sell tattoo aftercare balm wholesale, 40% off for artists, link in bio',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], budget: null } },
  },
  {
    id: 'spam-followers-dear',
    category: 'spam',
    artist: 'mara',
    turns: [
      {
        say: 'Hey dear! We love ur page 😍 DM us to get 10k real followers today only $9.99!!',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'spam-pt-agencia',
    category: 'spam',
    artist: 'rafa',
    turns: [
      {
        say: 'Olá! Somos uma agência de marketing, aumente seus seguidores com nosso pacote promocional, chama no direct',
        junk: true,
        reply: { silent: true },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
] satisfies CaseInput[];
