import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { DeleteAccountResponse } from '#common/contracts/account.ts';

/** The on-screen confirmation (issue #10: no email yet), shown once the account is gone and every device signed out. */
export function AccountDeletedNotice({ result }: { result: DeleteAccountResponse }) {
  return (
    <div className="grid gap-4" role="status">
      <h2 className="text-xl font-bold">Your account has been deleted</h2>
      <p className="text-mist">
        Your profile, portfolio and its images, leads, client conversations and their images, concept
        pictures, Instagram connection and messages, emails and usage records were deleted for good on{' '}
        {formatDateTime(result.deletedAt)}. You have been signed out on every device. Inkdesk keeps only the
        record of this deletion (its code and dates, naming nobody) and the confirmation email sent to your
        address.
      </p>
      <p className="text-mist">
        Confirmation code: <strong className="font-mono text-bone">{result.confirmationCode}</strong>
        <br />
        Keep it if you want to check the status at{' '}
        <a className="underline" href={`/data-deletion/status?code=${result.confirmationCode}`}>
          /data-deletion/status
        </a>
        .
      </p>
      <Button className="justify-self-start" onClick={() => window.location.assign('/')}>
        Go to the home page
      </Button>
    </div>
  );
}
