import type { StudioAnswerWords } from '../../studio-answers/studio-answer-words.ts';

/** English studio answers (decision 045). */
export const STUDIO_ANSWERS_EN: StudioAnswerWords = {
  defaults: {
    session_length:
      'Small pieces (up to about 5 cm) usually take under an hour, palm-sized ones 1–3 hours, and large pieces are split into sessions of 3–5 hours; {artist} estimates yours once the design is set.',
    healing_time: 'The surface usually heals in 2–3 weeks, and the skin settles fully in about 4–6 weeks.',
    pain: 'How much it hurts varies by person and spot: bony or thin-skinned areas (ribs, sternum, spine, feet, inner arm) tend to be more sensitive, while the outer arm, thigh and calf are usually easier. That is general guidance, not medical advice.',
    payment_methods: '{artist} takes card and cash; the deposit is paid when you book.',
    parking: 'There is street parking near the studio; {artist} sends directions with your booking.',
    companion: "You're welcome to bring one person along for support.",
    numbing_cream:
      'Numbing cream is fine if you check with {artist} first, since some creams change how the skin takes the ink.',
    touch_ups:
      'One touch-up in the first few months is usually included if something heals patchy; {artist} confirms it for your piece.',
    aftercare:
      'Aftercare: keep it clean with mild soap, put on a thin layer of unscented cream, and keep it out of the sun, pools and the sea for two weeks; {artist} gives you full instructions on the day.',
    colour_work:
      '{artist} works in colour as well as black and grey, and will suggest what suits your design.',
    guest_spots: '{artist} announces guest spots on Instagram as soon as they are planned.',
    pricing:
      'The price depends on size, detail and placement; {artist} quotes a price once the design is set.',
  },
  topicStems: {
    location: ['are you in', 'are u in', 'you based', 'u based', 'are you near', 'you guys in'],
    healing_time: ['heal'],
    // The other languages read the session's length by their words for a session; English by "sitting".
    duration: ['one sitting', 'single sitting', 'sittings', 'how many sessions', 'how many hours'],
    booking: ['book', 'schedule'],
    numbing_cream: ['numb', 'anaesthe', 'anesthe', 'lidocaine', 'emla'],
    touch_ups: ['touch up', 'touchup', 'retouch'],
    payment_methods: [
      'card',
      'cash',
      'paypal',
      'venmo',
      'debit',
      'pay by',
      'pay with',
      'pay in',
      'payment method',
      'payment plan',
      'installment',
      'bank transfer',
      'wire',
      'klarna',
      'apple pay',
      'zelle',
      'revolut',
    ],
    parking: ['park'],
    guest_spots: ['guest', 'convention'],
    colour_work: ['colour', 'color'],
    experience: [
      'how long have you been',
      'how long have u been',
      'how long you been',
      'years of experience',
      'how much experience',
      'been tattooing',
    ],
    // The default answer's own matters (soap, cream, sun, pools and the sea) and the care they stand for.
    aftercare: [
      'aftercare',
      'after care',
      'look after',
      'take care',
      'wash',
      'soap',
      'ointment',
      'lotion',
      'moisturi',
      'second skin',
      'saniderm',
      'swim',
      'pool',
      'sunscreen',
      'sunbath',
    ],
  },
  studioStems: ['studio', 'shop', 'appointment', 'session', 'booking', 'tattoo', 'artist'],
  whereWords: ['where'],
  placeWords: ['studio', 'shop', 'parlor', 'parlour'],
  whenWords: ['when', 'what time'],
  openWords: ['open', 'close'],
  offerStems: [
    'do you tattoo',
    'do u tattoo',
    'would you tattoo',
    'will you tattoo',
    'do you do',
    'do u do',
    'do you sell',
    'do u sell',
    'do you offer',
    'do u offer',
    'do you accept',
    'do you take',
    'do u take',
  ],
  selfWords: ['i', 'im', 'me', 'my', 'we', 'us', 'our'],
  willAsk: (artistName) => `I'll ask ${artistName} about that and come back to you here.`,
  blackAndGreyOnly: '{artist} works in black and grey only, so no colour pieces.',
  inTheirWords: (artistName, text) => `In ${artistName}'s own words: "${text}"`,
  experience: (artistName, fact) =>
    'years' in fact
      ? `${artistName} has been tattooing for ${fact.years} years.`
      : `${artistName} has been tattooing since ${fact.since}.`,
};
