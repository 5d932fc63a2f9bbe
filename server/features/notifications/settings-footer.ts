import { appLink, type EmailBlock } from '../mail/email-layout.ts';

/** Why the artist gets an email and where to change it (Settings → Notifications). */
export const settingsFooter = (appUrl: string, what: string): EmailBlock[] => [
  { kind: 'paragraph', text: `You get this email because you chose emails for ${what}.` },
  { kind: 'link', label: 'Change notification settings', href: appLink(appUrl, '/dashboard?tab=settings') },
];
