import { type Phrasebook, pick } from '../../reply/phrasebook.ts';
import { capitalize } from '../../text/capitalize.ts';
import { ENGLISH_DESK } from './desk.ts';

/** Upbeat and chatty, still one question at a time. No "?" outside the question (see phrasebook.ts). */
export const PLAYFUL: Phrasebook = {
  welcome: ["Hey hey! Let's make something amazing.", 'Hi! Ready when you are.'],
  acknowledge: (details, { turn }) =>
    pick(
      [
        `Ooh, ${details}, yes please!`,
        `${capitalize(details)}: love that!`,
        `Okay, ${details}, this is getting good!`,
      ],
      turn,
    ),
  thanksForReferences: 'Refs received, amazing!',
  thanksForContact: 'Got your details, perfect!',
  underAge: (minimumAge, { artistName }) =>
    `Love the enthusiasm! ${artistName} only tattoos folks who are ${minimumAge} or older, so we'll have to hit pause for now. Come back once you're ${minimumAge} and let's make it happen!`,
  styleNotOffered: (requested, offered, alternative, { artistName }) =>
    `Honest moment: ${artistName} is all about ${offered}, so ${requested} isn't on the menu.${
      alternative ? ` But here's a fun alternative: a ${alternative} spin on your idea!` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Heads up: ${artistName}'s minimum is ${minimum}, so ${budget} comes in under it. If you can stretch, let's keep rolling!`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} prices every piece once the design is sketched, so no guesses from me!`,
      consultationPrice && `A consultation is ${consultationPrice}.`,
      minimumPrice && `The minimum is ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `I don't have the calendar in here, so ${artistName} will sort dates with you directly.`,
  styleOffered: (style, { artistName }) => `Oh yes, ${style} is right up ${artistName}'s street!`,
  stylesAnswer: (styles, { artistName }) =>
    styles ? `${artistName} lives for ${styles}!` : `${artistName} will help you pick the perfect style!`,
  artistRule: (rule, { artistName }) => `Quick heads up, ${artistName}'s rule: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept)
      return `Peek at some of ${artistName}'s work below, plus a quick concept board I whipped up!`;
    return hasPortfolio
      ? `Peek at some of ${artistName}'s work below!`
      : 'I whipped up a quick concept board for you!';
  },
  saveOffer: ({ artistName }) =>
    `We've got plenty for ${artistName} now: hit Save Conversation whenever you like!`,
  allSet: ({ artistName }) =>
    `That's the full picture! Hit Save Conversation and ${artistName} will be in touch.`,
  handedOff: ({ artistName }) =>
    `That's the full picture! It's with ${artistName} now, and they'll slide back into this chat soon.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering ? 'Tell me: what should it say?' : "Tell me: what's the big idea for your tattoo?",
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} rocks ${artistStyles}. ` : ''}What style gets you excited?`,
    placement: () => "Where's this beauty going to live, and which side?",
    size: () => 'How big are we talking?',
    color: () => 'Full color or moody black and grey?',
    budget: () => 'What budget are we working with?',
    references: ({ isCoverUp }) =>
      isCoverUp ? "Can you snap a photo of the tattoo we're covering?" : 'Got any reference pics to share?',
    timing: () => 'When are you hoping to get inked?',
    contact: () => "What's the best email to reach you on?",
  },
  desk: ENGLISH_DESK,
};
