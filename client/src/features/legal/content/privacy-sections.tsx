import {
  DELETION_PROCESSING_DAYS,
  INSTAGRAM_COMMENT_RETENTION_DAYS,
  MINIMUM_CLIENT_AGE,
  UNSAVED_CHAT_IMAGE_RETENTION_HOURS,
} from '#common/constants/limits.ts';
import type { LegalSection } from '../components/numbered-sections.tsx';

/**
 * Spec §2: the Privacy Policy's 13 sections, in the spec's order. It describes what Inkdesk really stores:
 * chat transcripts and reference images, contact details, Instagram data, AI processing by providers,
 * token usage, usage events and the one session cookie.
 */
export function privacySections(supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <>
          <p>
            This policy explains what personal data Inkdesk collects, why, who it is shared with and how long
            it is kept. It covers two groups of people: <strong>artists</strong> (and studios) who have an
            Inkdesk account, and <strong>clients</strong> who chat with an artist’s assistant, in Instagram
            direct messages, on an artist’s page or in the demo on our website.
          </p>
          <p>
            For an artist’s account data, Inkdesk decides how it is used. For a client’s inquiry, the artist
            the client contacted decides what to do with it, and Inkdesk processes it on the artist’s behalf
            to run their assistant.
          </p>
        </>
      ),
    },
    {
      id: 'information-collected',
      title: 'Information We Collect',
      body: (
        <>
          <p>
            <strong>From clients who chat with an assistant:</strong>
          </p>
          <ul>
            <li>
              <strong>Chat content:</strong> every message of the conversation, with the time it was sent. We
              keep the transcript as the chat goes, so the artist can read it with the lead.
            </li>
            <li>
              <strong>Reference images</strong> you attach. They are stored privately, with location and
              camera data stripped: only the artist you contacted and our administrators can open them.
            </li>
            <li>
              <strong>Contact details</strong> you choose to give, such as your name, email address and phone
              number, and what you tell the assistant about your tattoo: idea, style, placement, size, budget
              and timing. If you mention your age, that too.
            </li>
            <li>
              A random chat session id, created in your browser each time the chat opens, which ties the
              messages of one conversation together.
            </li>
          </ul>
          <p>
            <strong>From artists:</strong>
          </p>
          <ul>
            <li>
              <strong>Sign-in data</strong> from our identity provider: your account id, email address, first
              and last name and profile picture, plus the session and refresh tokens that keep you signed in.
            </li>
            <li>
              <strong>Profile and settings:</strong> artist name, bio, specialty styles, years of experience,
              consultation price, minimum price, booking link and Instagram handle.
            </li>
            <li>
              <strong>Portfolio:</strong> the images you upload (with location and camera data stripped) and
              their titles, descriptions, styles, tags and placement notes.
            </li>
            <li>
              <strong>Instagram data,</strong> once you connect an account: your business account id and
              username, direct messages and the sender information Instagram provides with them, comments on
              your posts with the commenter’s username and the reply sent to each, your photos and videos with
              their captions, hashtags, posting dates and like and comment counts, and the access tokens that
              let us act for you.
            </li>
            <li>Your leads, with their status and your notes.</li>
          </ul>
          <p>
            <strong>From everyone:</strong> usage events, such as a chat being opened, a message sent or a
            conversation saved, recorded with the chat session id; and the AI token usage of each conversation
            (see section 4). We do not use advertising or third-party tracking tools.
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: 'How We Use Information',
      body: (
        <ul>
          <li>
            To run the assistant: reply to clients, ask the next question and show matching portfolio pieces.
          </li>
          <li>To create leads for artists, with a fit score and the reasons behind it.</li>
          <li>
            To reply to Instagram messages and keep your Instagram portfolio in sync, when you connect it.
          </li>
          <li>To sign you in, keep your account secure and prevent abuse, for example with rate limits.</li>
          <li>To show artists and administrators statistics about conversations and experiments.</li>
          <li>
            To answer your emails and send messages about your account, such as a deletion confirmation.
          </li>
        </ul>
      ),
    },
    {
      id: 'ai-processing',
      title: 'AI Processing',
      body: (
        <>
          <p>
            Replies, lead details and concept images are produced by AI models. Depending on how Inkdesk is
            set up, they run on our own servers or at a third-party AI provider (a text model for replies and
            an image model for concept images and portfolio descriptions).
          </p>
          <ul>
            <li>
              When a third-party provider is used, we send it only what the task needs: the summary of the
              conversation so far and the latest messages, attached reference images when they matter, and the
              artist’s public profile and styles. It returns the reply or image, under its own terms and our
              agreement with it.
            </li>
            <li>
              We record the number of input and output tokens of every AI request, per artist and
              conversation, to monitor cost and spot abuse.
            </li>
            <li>
              Fit scores are calculated by our own rules on our servers, not by the AI provider, and they
              never decide anything on their own: the artist reads the lead and decides.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      body: (
        <>
          <p>We do not sell personal data. We share it only:</p>
          <ul>
            <li>
              <strong>With the artist you contacted:</strong> your conversation, images and contact details go
              to that artist, and to no other artist.
            </li>
            <li>
              <strong>With service providers</strong> that run Inkdesk for us: hosting, databases, image
              storage, email, the identity provider, AI providers and Meta for Instagram messaging. They may
              use it only to provide their service to us.
            </li>
            <li>
              <strong>When the law requires it,</strong> or to protect people’s safety and our rights, and
              with a buyer if Inkdesk is ever sold, under this same policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Data Security',
      body: (
        <p>
          Data travels over encrypted connections. Each artist’s data is kept apart in every query we make, so
          artists cannot see each other’s clients. Sessions live in a cookie that scripts cannot read, client
          reference images are served only to their artist, and sign-in is handled by a dedicated identity
          provider, so we never see a password. No system is perfectly secure; if a breach affects you, we
          will tell you and the authorities as the law requires.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: (
        <ul>
          <li>Account, portfolio, leads and conversations: while the artist’s account exists.</li>
          <li>
            Reference images of a chat never saved as a lead, and the concept pictures shown with them:
            deleted {UNSAVED_CHAT_IMAGE_RETENTION_HOURS} hours after its last message, by a clean-up that runs
            every hour (so within {UNSAVED_CHAT_IMAGE_RETENTION_HOURS + 1} hours).
          </li>
          <li>Sessions: until you sign out, or at most 30 days; expired sessions are removed every hour.</li>
          <li>
            Comments on your Instagram posts and the replies sent to them: {INSTAGRAM_COMMENT_RETENTION_DAYS}{' '}
            days after the comment, removed by a clean-up that runs every hour.
          </li>
          <li>Other Instagram data: until you disconnect Instagram or delete your account.</li>
          <li>
            Everything else about an account, including its emails, concept pictures, usage events and token
            counts, is deleted with it, within {DELETION_PROCESSING_DAYS} days of the request. We keep only
            the record of the deletion (its code and dates, naming nobody) and the confirmation email sent to
            you.
          </li>
          <li>
            A client who deletes their request from its private page deletes, at once, the request, the
            conversation with its images and concept pictures, their Instagram messages, any booking and the
            emails about it. What stays is anonymous: counts of the chat under a random session id, with no
            words or contact details, and a note to the artist that a client deleted a request, naming no one.
          </li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: 'Your Rights',
      body: (
        <>
          <p>
            You can ask to access, correct, export or delete your personal data, and object to or restrict how
            we use it. Artists can change most of their data themselves in Settings. Write to us at {mail} for
            anything else; we answer within 30 days. You may also complain to your data protection authority.
          </p>
          <p>
            All the ways to delete an account or a conversation are on the{' '}
            <a href="/data-deletion">data deletion page</a>.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          When you sign in, Inkdesk sets a cookie, <code>inkdesk_session</code>. It holds a random session id,
          is sent only to Inkdesk and cannot be read by scripts; it is strictly necessary, so it needs no
          consent. While a sign-in is under way, a second cookie, <code>inkdesk_login</code>, holds its
          one-time check values; it is removed when you come back signed in and lapses after 10 minutes
          otherwise. Visitors who never start a sign-in get no cookie: the chat keeps its session id in the
          page only. We use no advertising, analytics or social media cookies.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children’s Privacy',
      body: (
        <p>
          Inkdesk is not for anyone under {MINIMUM_CLIENT_AGE}, as artists or as clients. The assistant
          declines politely when someone says they are younger. If you believe a person under{' '}
          {MINIMUM_CLIENT_AGE} has given us data, write to {mail} and we will delete it.
        </p>
      ),
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      body: (
        <p>
          Our servers and providers may be in a country other than yours, including the United States. When
          data leaves the European Economic Area or the United Kingdom, we rely on safeguards the law
          recognises, such as the European Commission’s standard contractual clauses.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          When we change this policy, we update the date at the top. If the change matters to how your data is
          used, we also email account holders before it applies.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <p>
          Questions about privacy or a request about your data: write to {mail}. Tell us the email address you
          used with Inkdesk, so we can find your data.
        </p>
      ),
    },
  ];
}
