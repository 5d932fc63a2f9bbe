import { type Phrasebook, pick } from '../../reply/phrasebook.ts';
import { ENGLISH_DESK } from './desk.ts';

/** The default tone (issue #4): warm and concise, one short question at a time. */
export const FRIENDLY: Phrasebook = {
  welcome: ['Happy to help!', 'Thanks for reaching out!'],
  acknowledge: (details, { turn }) =>
    pick([`Got it: ${details}.`, `Sounds good: ${details}.`, `Noted: ${details}.`], turn),
  thanksForReferences: 'Thanks for the references, they help a lot.',
  thanksForContact: "Thanks, I've noted how to reach you.",
  underAge: (minimumAge, { artistName }) =>
    `Thanks so much for reaching out! ${artistName} only tattoos clients who are ${minimumAge} or older, so I can't set this up for you yet. I'd love to help you plan it once you're ${minimumAge}.`,
  styleNotOffered: (requested, offered, alternative, { artistName }) =>
    `To be upfront, ${artistName} focuses on ${offered}, so ${requested} isn't on offer.${
      alternative ? ` Here is what could work instead: a ${alternative} take on your idea.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Just so you know, ${artistName}'s minimum for a piece is ${minimum}, so ${budget} is below it. If you can stretch, I'm happy to keep going.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} prices each piece after seeing the design, so I can't quote one here.`,
      consultationPrice && `A consultation is ${consultationPrice}.`,
      minimumPrice && `The minimum for a piece is ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `I can't see the calendar from here, so ${artistName} will confirm dates with you directly.`,
  styleOffered: (style, { artistName }) => `Yes, ${artistName} does ${style} work!`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} works in ${styles}.`
      : `${artistName} will tell you which styles suit your idea best.`,
  artistRule: (rule, { artistName }) => `One of ${artistName}'s rules: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept) {
      return `Here are a few of ${artistName}'s pieces in that direction, plus a rough concept board to picture it.`;
    }
    return hasPortfolio
      ? `Here are a few of ${artistName}'s pieces in that direction.`
      : 'I put together a rough concept board so you can picture it.';
  },
  saveOffer: ({ artistName }) =>
    `I have enough to pass this to ${artistName}: tap Save Conversation whenever you're ready.`,
  allSet: ({ artistName }) =>
    `That's everything ${artistName} needs. Tap Save Conversation and ${artistName} will follow up with you.`,
  handedOff: ({ artistName }) =>
    `That's everything ${artistName} needs: I've passed your idea on, and you'll get a reply right here.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering ? 'What would you like it to say?' : 'What idea do you have in mind for the tattoo?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} works in ${artistStyles}. ` : ''}Which style are you drawn to?`,
    placement: () => 'Where on your body would you like it, and on which side?',
    size: () => 'Roughly how big are you thinking, in cm or inches (or something like palm-sized)?',
    color: () => 'Would you like it in color, or black and grey?',
    budget: () => 'Do you have a budget in mind? A range is fine.',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Could you attach a clear photo of the tattoo you want to cover?'
        : 'Do you have any reference images? You can attach them here.',
    timing: () => 'When are you hoping to get it done?',
    contact: () => "What's the best email or phone number to reach you on?",
  },
  desk: ENGLISH_DESK,
};
