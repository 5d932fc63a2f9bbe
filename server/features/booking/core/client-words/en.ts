import type { ClientEmailWords } from './client-words.ts';

/** English: the wording the client emails had before the catalogue, kept byte for byte. */
export const EN: ClientEmailWords = {
  locale: { dates: 'en-GB', money: 'en-US' },
  greeting: (name) => `Hi ${name || 'there'},`,
  sessionKinds: {
    consultation: 'consultation',
    small: 'small piece',
    halfDay: 'half day',
    fullDay: 'full day',
  },
  openRequest: 'Open your request',
  confirmEmail: {
    subject: (artist) => `Confirm your email for your tattoo request to ${artist}`,
    heading: 'Confirm your email',
    body: (artist) =>
      `This address was given with a tattoo request to ${artist}. Confirm it is yours, and ${artist}'s replies will reach you here.`,
    button: 'Confirm my email',
    ignore: "If this wasn't you, ignore this email: nothing more will be sent to this address.",
  },
  requestReceived: {
    subject: (artist) => `${artist} has your tattoo request`,
    saved: (artist) =>
      `Thanks for telling ${artist} about your idea. Your request is saved, and ${artist} will review it and follow up with you.`,
    page: 'Your private page shows your request, its status and your conversation. When times are offered, you pick one there. You can also delete your data from it at any time.',
    private: 'Keep this link to yourself: anyone with it can see your request.',
  },
  confirmed: {
    subject: (session, artist) => `Booked: your ${session} with ${artist}`,
    heading: (artist) => `You're booked with ${artist}`,
    body: (session, time) => `Your ${session} is confirmed: ${time}.`,
    depositPaid: (amount) => `Deposit received: ${amount}.`,
    depositDue: (amount) => `Deposit due: ${amount}.`,
    invite:
      'The attached invite adds it to your calendar. Your request page has the details, and is where you can reschedule or cancel.',
  },
  reminder: {
    subject: (session, artist, isTomorrow) =>
      `Reminder: your ${session} with ${artist} ${isTomorrow ? 'tomorrow' : 'in two days'}`,
    heading: (artist) => `See you soon, from ${artist}`,
    body: (session, artist, time) => `A reminder of your ${session} with ${artist}: ${time}.`,
    change: 'Need to change it? Your request page shows what you can still do.',
    payDeposit: 'Pay your deposit',
  },
  offered: {
    subject: (artist) => `${artist} offered you times for your tattoo`,
    heading: (artist) => `${artist} offered you times`,
    body: (artist, session) => `${artist} would like to book a ${session} with you. These times are open:`,
    pick: 'Pick the one that suits you on your request page. The first client to pick a time gets it.',
    button: 'Pick a time',
    project: (count) =>
      `This is a project of ${count} sessions: pick the time of the first one now, then book the next ones on your request page.`,
    note: (artist, times, pageUrl) =>
      `${artist} has times for you:\n${times.map((time) => `• ${time}`).join('\n')}\nPick one here: ${pageUrl}`,
  },
  declined: {
    subject: (artist) => `About your tattoo request to ${artist}`,
    heading: (artist) => `About your request to ${artist}`,
    template: (name) =>
      `${name ? `Hi ${name},` : 'Hi,'}\n\nThank you for thinking of me for your tattoo and for taking the time to share your idea. After looking at it carefully, I don't think I'm the right artist for this project, so I won't be able to take it on.\n\nI hope you find an artist who is a great fit, and I wish you the best with it.`,
  },
  cancelled: {
    subject: (session, artist) => `Cancelled: your ${session} with ${artist}`,
    heading: 'Your appointment is cancelled',
    byArtist: (artist, session, time) => `${artist} cancelled your ${session}: ${time}.`,
    byClient: (session, artist, time) => `You cancelled your ${session} with ${artist}: ${time}.`,
    reason: (_artist, first) => `Their reason: ${first}`,
    inviteRemoved: 'The attached update removes it from your calendar.',
    newTimes: (artist) => `${artist} can offer you new times; your request page shows them when they do.`,
  },
  moved: {
    subject: (session, artist) => `Moved: your ${session} with ${artist}`,
    heading: 'Your appointment moved',
    byArtist: (artist, session, time) => `${artist} moved your ${session}. It is now ${time}.`,
    byClient: (session, artist, time) => `Your ${session} with ${artist} is now ${time}.`,
    was: (time) => `It was ${time}.`,
    inviteUpdated: 'The attached invite updates the event in your calendar.',
  },
  details: {
    session: (number, count) => `Session ${number} of ${count}`,
    piece: (piece) => `Your piece: ${piece}`,
    studio: (address) => `Studio: ${address}`,
    prepHeading: 'Before your session:',
    payHeading: (artist) => `How to pay your deposit to ${artist}:`,
  },
  consent: {
    body: (artist) =>
      `Before your session, fill in and sign ${artist}’s consent form on your phone: it takes two minutes.`,
    button: 'Sign the consent form',
  },
  depositAfterCancel: {
    policy: (artist, amount) => `You paid a ${amount} deposit. Under ${artist}'s refund policy:`,
    noPolicy: (artist, amount) =>
      `You paid a ${amount} deposit. ${artist} has not written a refund policy, so reply to them about it.`,
  },
  sms: {
    reminder: (session, artist, time, isTomorrow) =>
      `${artist}: your ${session} is ${isTomorrow ? 'tomorrow' : 'in two days'}, ${time}.`,
    depositDue: (amount) => `Deposit due: ${amount}, how to pay is on your page.`,
    consent: (url) => `Sign the consent form: ${url}`,
    page: (url) => `Your page: ${url}`,
    stop: 'Reply STOP to opt out.',
  },
  invite: { title: (artist) => `Tattoo appointment with ${artist}` },
};
