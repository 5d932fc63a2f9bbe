import { DELETION_PROCESSING_DAYS } from '#common/constants/limits.ts';
import { DeletionOption } from './deletion-option.tsx';
import { PROSE_CLASSES } from './legal-page.tsx';

/** Spec §2 data-deletion page: the four options, then what happens after a request (spec §4). */
export function DataDeletionInstructions({ supportEmail }: { supportEmail: string }) {
  const subject = encodeURIComponent('Data deletion request');
  return (
    <div className="mt-10 grid gap-6">
      <DeletionOption number={1} title="Delete your account">
        <p>Artists can delete their account and everything in it from the dashboard:</p>
        <ol>
          <li>
            Sign in and open <strong>Settings</strong>.
          </li>
          <li>
            Scroll to the <strong>Danger Zone</strong> and choose <strong>Delete Account</strong>.
          </li>
          <li>
            Type your artist name and choose <strong>Delete Account</strong> again. Your account is deleted at
            once, you are signed out on every device, and the screen shows your confirmation code.
          </li>
        </ol>
        <p>
          This removes your profile, portfolio, leads, client conversations and reference images, your
          Instagram connection and everything synced from it, and your usage records.
        </p>
      </DeletionOption>

      <DeletionOption number={2} title="Disconnect Instagram">
        <p>To stop Inkdesk reading and answering your Instagram messages without closing your account:</p>
        <ol>
          <li>
            Sign in and open <strong>Settings</strong>, then scroll to <strong>Integrations</strong>.
          </li>
          <li>
            Choose <strong>Disconnect</strong> next to your Instagram account, then{' '}
            <strong>Disconnect</strong> again to confirm.
          </li>
        </ol>
        <p>
          We delete the access tokens at once, so no new data is collected from Instagram. Messages, photos
          and leads already synced stay in your account until you delete them or the account (option 1).
        </p>
      </DeletionOption>

      <DeletionOption number={3} title="Email us a deletion request">
        <p>
          If you cannot sign in, or you are a client who chatted with an artist’s assistant, email{' '}
          <a href={`mailto:${supportEmail}?subject=${subject}`}>{supportEmail}</a> with:
        </p>
        <ul>
          <li>the email address of your Inkdesk account, or the one you gave in the chat;</li>
          <li>your Instagram username, if you have one connected or used it to message an artist;</li>
          <li>what to delete: everything, or only some of it (for example one conversation).</li>
        </ul>
        <p>We may ask you to confirm the request from that email address before we act on it.</p>
      </DeletionOption>

      <DeletionOption number={4} title="Remove Inkdesk in your Instagram settings">
        <ol>
          <li>
            In Instagram, open <strong>Settings and privacy</strong>, then{' '}
            <strong>Website permissions</strong> and <strong>Apps and websites</strong>.
          </li>
          <li>
            Find Inkdesk under <strong>Active</strong> and choose <strong>Remove</strong>.
          </li>
        </ol>
        <p>
          Instagram notifies us when you remove the app: we disconnect your account at once and delete its
          access token, as in option 2. If you also ask Instagram to delete your data, Instagram sends us the
          request and gives you a link to follow it; we then delete your account as in option 1.
        </p>
      </DeletionOption>

      <section aria-labelledby="after-request" className="mt-6">
        <h2 id="after-request" className="text-2xl font-bold tracking-tight sm:text-3xl">
          What happens after a request
        </h2>
        <div className={`mt-4 ${PROSE_CLASSES}`}>
          <ul>
            <li>
              We process every deletion within <strong>{DELETION_PROCESSING_DAYS} days</strong>, usually much
              sooner.
            </li>
            <li>
              Requests made in Inkdesk or through Instagram are carried out within minutes, with a
              confirmation code; its status page says in plain words whether the request is received,
              processing or completed. For a request by email, we send a <strong>confirmation email</strong>{' '}
              to the address in the request when it is done.
            </li>
            <li>
              Deletion is <strong>permanent</strong>: once it is done, we cannot restore the account, its
              leads or its conversations. Export anything you want to keep first.
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
