import { planById, TRIAL_ENDING_NOTICE_DAYS } from '#common/constants/plans.ts';
import type { BillingStatus } from '#common/contracts/billing.ts';
import { type Entitlement, usageResetsAt } from '#common/domain/billing/entitlement.ts';
import type { OutgoingEmail } from '../../providers/mail/types.ts';
import { appLink, renderEmail } from '../mail/email-layout.ts';

/** Where the artist sees the plan, the meters and the upgrade. */
const BILLING_PATH = '/dashboard?tab=billing';

interface ArtistAddress {
  id: string;
  email: string;
}

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const artistEmail = (
  artist: ArtistAddress,
  fields: {
    kind: string;
    dedupeKey: string;
    subject: string;
    heading: string;
    lines: string[];
    appUrl: string;
  },
): OutgoingEmail => ({
  kind: fields.kind,
  recipient: 'artist',
  artistId: artist.id,
  dedupeKey: fields.dedupeKey,
  to: artist.email,
  subject: fields.subject,
  ...renderEmail({
    heading: fields.heading,
    blocks: [
      ...fields.lines.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'link', label: 'See your plan', href: appLink(fields.appUrl, BILLING_PATH) },
    ],
  }),
});

/** Decision 070: 80 % or 100 % of the month's conversations used; once each a month (dedupe key). */
export function usageWarningEmail(
  artist: ArtistAddress,
  {
    percent,
    used,
    limit,
    month,
    now,
    appUrl,
    coveredBy = null,
  }: {
    percent: 80 | 100;
    used: number;
    limit: number;
    month: string;
    now: Date;
    appUrl: string;
    /** A studio member's plan is the owner's: the owner, not the member, chooses a bigger one (decision 073). */
    coveredBy?: BillingStatus['coveredBy'];
  },
): OutgoingEmail {
  const resets = `The count starts again on ${day(usageResetsAt(now))} (00:00 UTC).`;
  const isAtLimit = percent === 100;
  const plan = coveredBy ? `${coveredBy.studioName}’s plan` : 'your plan';
  const more = coveredBy
    ? `${coveredBy.ownerName} pays for the studio’s plan and can choose a bigger one to answer more now.`
    : 'Upgrade to answer more now.';
  return artistEmail(artist, {
    kind: isAtLimit ? 'conversation-limit-reached' : 'conversation-usage-warning',
    dedupeKey: `conversation-usage:${artist.id}:${month}:${percent}`,
    subject: isAtLimit
      ? `You've used all ${limit} conversations this month`
      : `You've used ${used} of your ${limit} conversations this month`,
    heading: isAtLimit
      ? 'Your assistant has reached this month’s limit'
      : `${percent}% of this month’s conversations used`,
    lines: isAtLimit
      ? [
          `Your assistant has answered ${used} of the ${limit} conversations ${plan} includes this month.`,
          'New clients now get a polite reply that you will answer them personally; their conversations and details are still saved for you.',
          `${resets} ${more}`,
        ]
      : [
          `Your assistant has answered ${used} of the ${limit} conversations ${plan} includes this month.`,
          `At ${limit}, new clients get a reply that you will answer them personally. ${resets}`,
        ],
    appUrl,
  });
}

/** Decision 070: the first client handed over after the plan lapsed; once per lapse (dedupe key). */
export function lapsedHandoverEmail(
  artist: ArtistAddress,
  {
    lapseKey,
    entitlement,
    coveredBy,
    appUrl,
  }: {
    lapseKey: string;
    entitlement: Entitlement;
    /** A studio member's plan is the owner's (decision 073): the owner renews it, not the member. */
    coveredBy: BillingStatus['coveredBy'];
    appUrl: string;
  },
): OutgoingEmail {
  const plan = planById(entitlement.plan).name;
  return artistEmail(artist, {
    kind: 'plan-lapsed-handover',
    dedupeKey: `plan-lapsed-handover:${artist.id}:${lapseKey}`,
    subject: 'A client is waiting for your reply',
    heading: 'Your assistant is paused',
    lines: coveredBy
      ? [
          `${coveredBy.studioName}’s ${plan} plan is no longer active, so your assistant told a new client that you will reply personally.`,
          `Their conversation is saved in your dashboard, and everything you had is still there. ${coveredBy.ownerName} pays for the studio’s plan: your assistant answers again once they renew it.`,
        ]
      : [
          `Your ${plan} plan is no longer active, so your assistant told a new client that you will reply personally.`,
          'Their conversation is saved in your dashboard, and everything you had is still there. Choose a plan to turn your assistant back on.',
        ],
    appUrl,
  });
}

/** The trial's notices (issue #27 item 2): TRIAL_ENDING_NOTICE_DAYS before it ends, and when it has ended. */
export function trialEmail(
  artist: ArtistAddress,
  {
    notice,
    trialEndsAt,
    dedupeKey,
    appUrl,
  }: { notice: 'ending' | 'ended'; trialEndsAt: Date; dedupeKey: string; appUrl: string },
): OutgoingEmail {
  return notice === 'ending'
    ? artistEmail(artist, {
        kind: 'trial-ending',
        dedupeKey,
        subject: `Your Inkdesk trial ends in ${TRIAL_ENDING_NOTICE_DAYS} days`,
        heading: `Your trial ends on ${day(trialEndsAt)}`,
        lines: [
          'Choose a plan before then to keep your assistant answering clients.',
          'Nothing is deleted when a trial ends: your leads, portfolio and settings stay, and new clients are told you will reply personally.',
        ],
        appUrl,
      })
    : artistEmail(artist, {
        kind: 'trial-ended',
        dedupeKey,
        subject: 'Your Inkdesk trial has ended',
        heading: 'Your trial has ended',
        lines: [
          'Your assistant now tells new clients that you will reply personally, and their conversations are still saved for you.',
          'Everything you had is still there. Choose a plan to turn your assistant back on.',
        ],
        appUrl,
      });
}
