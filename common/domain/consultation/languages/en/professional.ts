import { type Phrasebook, pick } from '../../reply/phrasebook.ts';
import { ENGLISH_DESK } from './desk.ts';

/** A studio-desk voice: polite, complete sentences, no exclamations. */
export const PROFESSIONAL: Phrasebook = {
  welcome: ['Thank you for your enquiry.', 'Thank you for getting in touch.'],
  acknowledge: (details, { turn }) =>
    pick([`Thank you. Noted: ${details}.`, `Understood: ${details}.`], turn),
  thanksForReferences: 'Thank you for the reference images.',
  thanksForContact: 'Thank you, your contact details are noted.',
  underAge: (minimumAge, { artistName }) =>
    `Thank you for your interest. ${artistName} only works with clients aged ${minimumAge} or over, so we are unable to proceed at this time. You are welcome to get in touch again once you turn ${minimumAge}.`,
  styleNotOffered: (requested, offered, alternative, { artistName }) =>
    `Please note that ${artistName} specialises in ${offered} and does not offer ${requested}.${
      alternative ? ` An alternative would be a ${alternative} interpretation of your idea.` : ''
    }`,
  budgetBelowMinimum: (minimum, budget, { artistName }) =>
    `Please note that ${artistName}'s minimum charge per piece is ${minimum}; a budget of ${budget} falls below it.`,
  priceAnswer: (consultationPrice, minimumPrice, { artistName }) =>
    [
      `${artistName} quotes each piece individually once the design is agreed.`,
      consultationPrice && `The consultation fee is ${consultationPrice}.`,
      minimumPrice && `The minimum charge per piece is ${minimumPrice}.`,
    ]
      .filter(Boolean)
      .join(' '),
  availabilityAnswer: ({ artistName }) =>
    `Appointment dates are confirmed by ${artistName} directly; I do not have access to the calendar.`,
  styleOffered: (style, { artistName }) => `Yes, ${artistName} works in ${style}.`,
  stylesAnswer: (styles, { artistName }) =>
    styles
      ? `${artistName} specialises in ${styles}.`
      : `${artistName} will advise on the most suitable style.`,
  artistRule: (rule, { artistName }) => `Please note this studio policy from ${artistName}: "${rule}"`,
  showcase: (hasPortfolio, hasConcept, { artistName }) => {
    if (hasPortfolio && hasConcept) {
      return `Below are relevant pieces from ${artistName}'s portfolio, together with a preliminary concept board.`;
    }
    return hasPortfolio
      ? `Below are relevant pieces from ${artistName}'s portfolio.`
      : 'I have prepared a preliminary concept board for reference.';
  },
  saveOffer: ({ artistName }) =>
    `Your brief is now detailed enough for ${artistName} to review; you may select Save Conversation at any time.`,
  allSet: ({ artistName }) =>
    `Your brief is complete. Please select Save Conversation and ${artistName} will be in touch.`,
  handedOff: ({ artistName }) =>
    `Your brief is complete and has been passed to ${artistName}, who will reply in this conversation.`,
  questions: {
    idea: ({ isLettering }) =>
      isLettering
        ? 'Which words would you like written?'
        : 'Could you describe the design idea you have in mind?',
    style: ({ artistName, artistStyles }) =>
      `${artistStyles ? `${artistName} specialises in ${artistStyles}. ` : ''}Which style would you prefer?`,
    placement: () => 'Which body placement do you have in mind, and on which side?',
    size: () => 'What size should the piece be, in centimetres or inches?',
    color: () => 'Should the piece be in color or black and grey?',
    budget: () => 'What budget have you set for this piece?',
    references: ({ isCoverUp }) =>
      isCoverUp
        ? 'Could you please attach a clear photo of the tattoo to be covered?'
        : 'Do you have any reference images you could attach?',
    timing: () => 'What timeframe do you have in mind for the appointment?',
    contact: () => 'What is the best email address or phone number to reach you?',
  },
  desk: ENGLISH_DESK,
};
