import type { AftercareEmailWords } from './aftercare-words.ts';

export const EN: AftercareEmailWords = {
  aftercare: {
    subject: (artist) => `Your aftercare from ${artist}`,
    heading: 'Looking after your new tattoo',
    thanks: (artist) =>
      `Thank you for your session with ${artist}. Here is how to look after your new tattoo while it heals.`,
    artistText: (artist) => `${artist}'s aftercare:`,
    standard: [
      'Keep the wrap on for 2 to 3 hours, then wash the tattoo gently with lukewarm water and unscented soap, and pat it dry with a clean paper towel.',
      'Twice a day for two weeks, wash it the same way and put on a thin layer of unscented moisturiser.',
      'Do not scratch or pick at it while it peels. No swimming, baths, saunas or direct sun until it has healed.',
    ],
    questions: (artist) => `Something worrying you while it heals? Tell ${artist}.`,
  },
  checkIn: {
    subject: (artist) => `How is your tattoo healing? From ${artist}`,
    heading: 'How is it healing?',
    body: (artist) =>
      `It has been a few days since your session with ${artist}. Some redness, tenderness and a little peeling are normal now. Keep it clean and moisturised.`,
    watch:
      'If it gets hotter, more swollen or more painful day by day, or you have a fever, see a doctor without waiting.',
    photoLater: 'In a few weeks, once it has healed, we will ask you for a photo of it.',
  },
  healedPhoto: {
    subject: (artist) => `${artist} would love to see your healed tattoo`,
    heading: 'How did it heal?',
    body: (artist) =>
      `Four weeks on, your tattoo should be healed. ${artist} would love to see it: take a photo in daylight and share it from your request page.`,
    button: 'Share a photo',
  },
  review: {
    subject: (artist) => `Would you review ${artist}?`,
    heading: (artist) => `A review for ${artist}`,
    body: (artist) =>
      `If you have a minute, a review of your experience with ${artist} helps other people choose their artist. Say what you really thought: every honest review helps.`,
    button: 'Write a review',
  },
};
