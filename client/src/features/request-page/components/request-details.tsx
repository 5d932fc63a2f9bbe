import type { RequestPage } from '#common/contracts/booking-requests.ts';

/** The request as it was saved: the brief the artist reads. */
export function RequestDetails({ page }: { page: RequestPage }) {
  const { request } = page;
  const facts: [string, string | null][] = [
    ['Idea', request.description],
    ['Style', request.tattooStyle],
    ['Placement', request.placement],
    ['Size', request.size],
    ['Budget', request.budget],
    ['Name', request.name],
    ['Email', request.email || null],
  ];
  return (
    <section aria-labelledby="your-request" className="grid gap-3">
      <h2 id="your-request" className="text-lg font-bold">
        Your request
      </h2>
      <p className="text-mist">
        Sent {new Date(page.submittedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}
      </p>
      <p>{request.projectSummary}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-mist">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
