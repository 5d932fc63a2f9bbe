import type { RequestPageWords } from './request-page-words.ts';

/** English: the page's wording before the catalogue, unchanged. */
export const EN: RequestPageWords = {
  locale: { dates: 'en-GB', money: 'en' },
  title: 'Your tattoo request',
  withArtist: (artist) => `With ${artist}`,
  notices: {
    deleted: {
      title: 'Your data is deleted',
      body: 'Your request, conversation, images, messages and the emails about it are gone for good, and your artist has been told. Inkdesk keeps only anonymous counts of the chat, with no words or contact details.',
    },
    expired: {
      title: 'This link has expired',
      body: 'Request pages close 30 days after the request is finished. Contact your artist if you need anything.',
    },
    notFound: {
      title: "We can't find this request",
      body: 'The link may be incomplete, or the request was deleted. Check the link in your email.',
    },
    failed: { title: 'Something went wrong', body: 'The page could not load. Please try again in a moment.' },
  },
  emailConfirm: {
    confirming: 'Confirming your email…',
    confirmed: (artist) =>
      `Your email is confirmed. ${artist} can now write to you, and the email with your request is on its way.`,
    invalid: "This confirmation link doesn't work. Open the link in your latest email from us.",
  },
  statusLabels: {
    received: 'Received',
    times_offered: 'Times offered',
    deposit_due: 'Deposit due',
    booked: 'Booked',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  statusPrefix: 'Status: ',
  status: {
    received: (artist) => `${artist} has your request and will review it, then offer you times or follow up.`,
    timesOffered: (artist) => `${artist} offered you times. Pick the one that suits you below.`,
    justPaid: (amount) =>
      `Thanks: your payment of ${amount} is being confirmed. This page updates by itself.`,
    heldPayOnline: (slot, amount) => `${slot} is held for you. Pay the ${amount} deposit to book it.`,
    heldArtistCollects: (slot, artist, amount) =>
      `${slot} is held for you. ${artist} will tell you how to pay the ${amount} deposit, and confirms the booking once it is received.`,
    heldArtistInstructions: (slot, artist, amount) =>
      `${slot} is held for you. Pay the ${amount} deposit to ${artist} as they explain below; they confirm the booking once it is received.`,
    booked: (artist, slot) =>
      `You are booked with ${artist}: ${slot}. A confirmation with a calendar invite is in your inbox.`,
    bookedByArtist: (artist) => `${artist} booked you in and will confirm the details with you.`,
    declined: (artist) => `${artist} can't take this request on. Thank you for thinking of them.`,
    cancelled: (artist) => `Your appointment was cancelled. ${artist} can offer you new times.`,
  },
  zoneNote: (own, artistZone) => `Times are in your time zone (${own}); the studio is in ${artistZone}.`,
  offered: {
    heading: 'Pick a time',
    legend: 'Offered times',
    noneLeft: (artist) => `None of the offered times is free any more. ${artist} can offer new ones.`,
    book: 'Book this time',
    booking: 'Booking…',
    failed: 'That time could not be booked. Please try again.',
  },
  appointment: {
    heading: 'Your appointment',
    depositPaid: (amount) => `Deposit of ${amount} paid`,
    depositDue: (amount) => `Deposit of ${amount} due`,
    pay: 'Pay deposit',
    opening: 'Opening…',
    payFailed: 'The payment page could not be opened.',
    tooLate: (hours, artist) =>
      `Your appointment is less than ${hours} hours away. To change it, contact ${artist} directly.`,
    howToPay: (artist) => `How to pay ${artist}`,
    consentDue: (artist) =>
      `${artist} asks you to sign a consent form before your session. It takes two minutes on your phone.`,
    signConsent: 'Sign your consent form',
  },
  project: {
    heading: (count) => `Your project: ${count} sessions`,
    progress: (booked, count) => `${booked} of ${count} sessions booked`,
    session: (number, count) => `Session ${number} of ${count}`,
    depositOn: (which) =>
      which === 'first'
        ? 'The deposit is asked when you book the first session; the others need none.'
        : 'The deposit is asked when you book the last session; the sessions before it need none.',
    pickFirst:
      'Pick your first session among the offered times. Then book the next ones here, each after the one before.',
    booked: 'Booked',
    notBooked: 'Not booked yet',
    held: 'Waiting for the deposit',
    book: (number) => `Book session ${number}`,
    bookTitle: (number, count) => `Book session ${number} of ${count}`,
    bookDescription: 'Pick a free time after your earlier sessions.',
    keep: 'Not now',
    confirm: 'Book this time',
    booking: 'Booking…',
    failed: 'The session could not be booked.',
  },
  reschedule: {
    open: 'Reschedule',
    title: 'Move your appointment',
    description: 'Pick a free time. Your deposit moves with it.',
    picker: {
      loading: 'Loading free times',
      failed: 'The free times could not be loaded. Please try again.',
      noTimes: 'No free times in the coming weeks.',
      intro: (zone) => `Times in your time zone (${zone}). Pick one.`,
      showMore: 'Show more days',
    },
    keep: 'Keep my time',
    moving: 'Moving…',
    move: 'Move to this time',
    failed: 'The appointment could not be moved.',
  },
  cancel: {
    open: 'Cancel appointment',
    title: 'Cancel your appointment?',
    description: 'The time is given up and your artist is told. Ask them about your deposit.',
    noDeposit: 'The time is given up and your artist is told.',
    withPolicy: (artist) =>
      `The time is given up and ${artist} is told. Your paid deposit, under their refund policy:`,
    failed: 'The appointment could not be cancelled.',
    keep: 'Keep it',
    cancelling: 'Cancelling…',
  },
  details: {
    heading: 'Your request',
    sent: (date) => `Sent ${date}`,
    labels: {
      idea: 'Idea',
      style: 'Style',
      placement: 'Placement',
      size: 'Size',
      budget: 'Budget',
      name: 'Name',
      email: 'Email',
    },
  },
  conversation: {
    heading: 'Your conversation',
    download: 'Download conversation',
    you: 'You',
    images: (count) => `${count} image${count > 1 ? 's' : ''}`,
  },
  deletion: {
    heading: 'Delete your data',
    body: (artist) =>
      `Removes your request, the conversation and the images you sent, and any booking. ${artist} is told.`,
    open: 'Delete my data',
    title: 'Delete your request and conversation?',
    description: (artist) =>
      `This deletes your request, the conversation, the images you sent and any booking with ${artist}. It cannot be undone, and this link stops working.`,
    failed: 'Your data could not be deleted. Please try again.',
    keep: 'Keep my data',
    deleting: 'Deleting…',
    confirm: 'Delete for good',
  },
};
