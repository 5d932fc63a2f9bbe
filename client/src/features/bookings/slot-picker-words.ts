import type { SlotPickerWords } from '#client/components/slot-picker/slot-picker.tsx';

/** The slot picker in the artist's dashboard: English, the artist's zone, pointing at Settings when nothing is free. */
export const ARTIST_SLOT_PICKER_WORDS: SlotPickerWords = {
  loading: 'Loading free times',
  failed: 'Error loading free times. Please try again.',
  noTimes: 'No free time in the next 90 days. Add hours or unblock dates in Settings.',
  intro: (timeZone, max) => `Times in ${timeZone}. ${max > 1 ? `Pick up to ${max}.` : 'Pick one.'}`,
  showMore: 'Show more days',
};
