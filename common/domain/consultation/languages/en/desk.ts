import { MINIMUM_CLIENT_AGE } from '../../../../constants/limits.ts';
import type { BriefField } from '../../brief.ts';
import { type DeskPhrases, type PhraseContext, pick } from '../../reply/phrasebook.ts';

/** Issue #11: an answer only from what the artist set; otherwise the artist confirms it. */
const unset = ({ artistName }: PhraseContext, what: string) =>
  `I don't have ${what} here, so ${artistName} will confirm it with you.`;

/** What the artist advises on when a client leaves it to them (decision 018). */
const LEFT_TO_ARTIST: Partial<Record<BriefField, string>> = {
  idea: 'shaping the idea',
  placement: 'where it would sit best',
  size: 'the size',
  style: 'the style',
  color: 'colour or black and grey',
};

const INVITATIONS: Readonly<Record<BriefField, string>> = {
  idea: 'Tell me about the tattoo you have in mind, any time you like.',
  style: "If a style comes to mind, tell me; otherwise it's fine to leave it to the artist.",
  placement: 'Once you know where on your body it goes, tell me.',
  size: 'If you have a rough size in mind, tell me; palm-sized or a number of cm both work.',
  color: 'Tell me later if you lean towards color or black and grey.',
  budget: 'If you settle on a budget range, tell me.',
  references: 'If you find reference images, you can attach them any time.',
  timing: 'If you have a date in mind, tell me.',
  contact: 'Tell me the best email or phone number to reach you.',
};

/** The English front-desk lines every tone shares (issue #11). */
export const ENGLISH_DESK: DeskPhrases = {
  noted: ['Noted, thanks.', 'Thanks, got that.', 'Okay, noted.'],
  empathy: {
    memorial:
      "I'm so sorry for your loss. A memorial piece is a beautiful way to keep them close, and we'll take care with it.",
    regret:
      "Totally understandable, and you're far from the only one. Cover-ups are a big part of what tattoo artists do.",
    scar: 'Thank you for trusting us with this, and no judgment at all. Working with a scar is something to plan gently, and the artist will check the skin with you first.',
    hardship:
      "Thank you for sharing that, and no need to apologise: it sounds like a really hard time. There's no rush here, and we'll take care with whatever you'd like to mark.",
  },
  redirect: ({ artistName, turn }) =>
    pick(
      [
        `I can only help with planning a tattoo with ${artistName} here.`,
        `I'm just here for tattoo plans with ${artistName}, sorry!`,
      ],
      turn,
    ),
  abuse: ({ artistName }) =>
    `I'm sorry this has been frustrating. If you'd rather talk to ${artistName} directly, say so and I'll make sure your message reaches them.`,
  planHandover: ({ artistName }) => `Thanks! ${artistName} will reply to you personally.`,
  bookedClientHandoff: (isSavedAsItGoes, { artistName }) =>
    isSavedAsItGoes
      ? `Thanks for letting me know. I've passed this to ${artistName}, who will get back to you about it here.`
      : `Thanks for letting me know. Tap Save Conversation and ${artistName} will get back to you about it personally.`,
  humanHandoff: (isSavedAsItGoes, { artistName }) =>
    isSavedAsItGoes
      ? `Of course! I've let ${artistName} know, and you'll get a reply here in person.`
      : `Of course! I'll let ${artistName} know you'd like to talk in person: tap Save Conversation and you'll hear back personally.`,
  afterAllSet: ({ artistName, turn }) =>
    pick(
      [
        `You're welcome! ${artistName} will follow up once you've saved the conversation.`,
        `Anytime! Whenever you're ready, saving the conversation sends it to ${artistName}.`,
      ],
      turn,
    ),
  fanThanks: ({ artistName }) => `Thank you so much, I'll make sure ${artistName} hears that!`,
  withdrawal: () =>
    "No worries at all, there's no rush. Whenever you feel ready, just message here and we'll pick it up where we left off.",
  stillHere: () => "Still here! Tell me what you'd like to get tattooed and I'll help you plan it.",
  askAge: ({ turn }) =>
    pick(
      [
        'Quick one before I pass this on: are you 18 or over?',
        'Last thing: can you confirm you are 18 or older?',
      ],
      turn,
    ),
  underAgeAgain: (minimumAge, { artistName }) =>
    `I understand, but ${artistName} can only tattoo clients who are ${minimumAge} or older. I'll be glad to help once you are.`,
  underAgeForSomeone: (minimumAge, isRepeat, { artistName }) =>
    isRepeat
      ? `I understand, but ${artistName} can only tattoo people who are ${minimumAge} or older, even with a parent's consent.`
      : `Thanks for asking! ${artistName} only tattoos people who are ${minimumAge} or older, even with a parent's consent, so I can't book this for them yet. I'd be glad to help plan it once they're ${minimumAge}.`,
  budgetMeetsMinimum: (minimum, budget, { artistName }) =>
    `${budget} is enough to start with: it's above ${artistName}'s minimum of ${minimum}. The final price comes once the design is set.`,
  underAgeSoon: (minimumAge, { artistName, studio }) =>
    `Happy early birthday! ${artistName} only tattoos clients who are ${minimumAge} or older, so the appointment has to be after your ${minimumAge}th birthday, ${
      studio.intake?.agePolicy
        ? `and the studio's age policy is: ${studio.intake.agePolicy}`
        : 'with photo ID on the day'
    }. Message again once you're ${minimumAge} and I'll gladly help you book a date after it.`,
  studio: {
    walk_ins: (context) => {
      const walkIns = context.studio.intake?.takesWalkIns;
      if (walkIns === true)
        return `${context.artistName} takes walk-ins when there's a free chair, though booking ahead is the surest way to get a spot.`;
      if (walkIns === false) return `${context.artistName} works by appointment only, so no walk-ins.`;
      return unset(context, 'the walk-in policy');
    },
    cover_ups: (context) => {
      const coverUps = context.studio.intake?.takesCoverUps;
      if (coverUps === true)
        return `Yes, ${context.artistName} takes on cover-ups: a clear photo of the old tattoo helps plan it.`;
      if (coverUps === false)
        return `${context.artistName} doesn't take on cover-ups, so this one may need a cover-up specialist.`;
      return unset(context, 'the cover-up policy');
    },
    flash: (context) => {
      const flash = context.studio.intake?.doesFlash;
      if (flash === true) return `Yes, ${context.artistName} does flash as well as custom pieces.`;
      if (flash === false) return `${context.artistName} only does custom pieces, no flash.`;
      return unset(context, 'whether there is flash available');
    },
    deposit: (context) => {
      const policy = context.studio.intake?.depositPolicy;
      return policy ? `About deposits: ${policy}` : unset(context, 'the deposit details');
    },
    location: (context) => {
      const location = context.studio.intake?.studioLocation;
      return location ? `The studio is at ${location}.` : unset(context, 'the studio address');
    },
    hours: (context) => {
      const hours = context.studio.intake?.studioHours;
      return hours ? `Studio hours: ${hours}.` : unset(context, 'the studio hours');
    },
    age_policy: ({ artistName, studio }) =>
      studio.intake?.agePolicy
        ? `${artistName}'s age policy: ${studio.intake.agePolicy}.`
        : `${artistName} only tattoos clients who are ${MINIMUM_CLIENT_AGE} or older.`,
    send_pictures: ({ artistName }) =>
      `Of course: attach it here with the image button and ${artistName} will see it with your request.`,
    assistant: ({ artistName }) =>
      `I'm ${artistName}'s assistant, an automated one: I take down your idea so they can reply with everything in hand. ${artistName} reads every conversation, and if you'd rather talk to them directly, just say so.`,
    booking: ({ artistName, studio }) =>
      studio.booksInApp
        ? `Booking happens right here: once your request is saved, ${artistName} sends you times to pick from and you confirm your slot.`
        : studio.bookingUrl
          ? `You can book with ${artistName} here: ${studio.bookingUrl}`
          : `Tell me about your idea here and ${artistName} will get back to you to book.`,
  },
  companion: (kind, { artistName, studio, turn }) => {
    const policy = studio.intake?.agePolicy ? ` ${artistName}'s age policy: ${studio.intake.agePolicy}.` : '';
    if (kind === 'along')
      return pick(
        ["Of course, you're welcome to bring someone along for support.", 'Bringing someone along is fine.'],
        turn,
      );
    if (kind === 'wants-one')
      return `They're welcome to book too: anyone getting tattooed needs to be ${MINIMUM_CLIENT_AGE} or older, and they can message ${artistName} about their own piece.${policy}`;
    return `They're welcome to come along for support, but ${artistName} only tattoos people who are ${MINIMUM_CLIENT_AGE} or older, even with a parent's consent, so no tattoo for them until then.${policy}`;
  },
  languagesAnswer: (isSpoken) =>
    isSpoken
      ? 'Yes, of course: we can carry on in English.'
      : 'I write in English, Spanish, Portuguese, French, German and Italian: pick whichever suits you.',
  pictureArrival: (received, { artistName }) =>
    received
      ? `Yes, it came through: ${artistName} will see it with your request.`
      : `I can't see an image here yet: try attaching it again (a link works too) and ${artistName} will see it with your request.`,
  asMentioned: (sentences) => `As I mentioned, ${sentences}`,
  booksClosed: ({ artistName, studio }) =>
    studio.intake?.booksStatus === 'waitlist'
      ? `${artistName}'s books are full right now, so I'll add you to the waitlist and you'll hear back when a spot opens.`
      : `${artistName}'s books are closed right now, but I can add you to the waitlist so you hear back when they open.`,
  coverUpsNotTaken: ({ artistName }) =>
    `To be upfront, ${artistName} doesn't take on cover-ups, so this one may need a cover-up specialist.`,
  styleOptions: (options, { artistName }) =>
    `No problem! For an idea like this, ${artistName} often works in ${options}: would one of those styles suit you, or would you rather leave the style to the artist?`,
  soleStyle: (style, { artistName }) =>
    `No problem: ${artistName} works in ${style} style, so that part is settled.`,
  sizeOptions: () =>
    'No problem! Would small (about 5 cm), palm-sized or bigger, like half a forearm, feel closest?',
  placementOptions: () =>
    'No worries! Forearm, upper arm or calf are easy first spots: would one of those work, or somewhere else?',
  sizeAdvice: ({ minCm, maxCm }, { artistName }) =>
    `On that spot, most pieces run about ${minCm}–${maxCm} cm; ${artistName} can fine-tune the size at the consultation.`,
  leftToArtist: (field, { artistName }) =>
    `That's fine: ${artistName} can advise on ${LEFT_TO_ARTIST[field] ?? 'that'} at the consultation.`,
  ideaOptions: (options) =>
    `No problem, plenty of clients start there! Would something like ${options} appeal, or is there a subject you love?`,
  invite: (field) => INVITATIONS[field],
  nextStep: ({ studio }) =>
    studio.intake?.booksStatus && studio.intake.booksStatus !== 'open'
      ? `Saving it puts you on the waitlist.`
      : studio.booksInApp
        ? `Next, you'll get times to pick from.`
        : studio.bookingUrl
          ? `You can also book directly on the booking page: ${studio.bookingUrl}`
          : '',
};
