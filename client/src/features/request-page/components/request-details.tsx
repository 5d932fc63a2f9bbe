import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { requestPageWords } from '../words/index.ts';

/** The request as it was saved: the brief the artist reads. */
export function RequestDetails({ page }: { page: RequestPage }) {
  const { request } = page;
  const words = requestPageWords(page.language);
  const { labels } = words.details;
  const facts: [string, string | null][] = [
    [labels.idea, request.description],
    [labels.style, request.tattooStyle],
    [labels.placement, request.placement],
    [labels.size, request.size],
    [labels.budget, request.budget],
    [labels.name, request.name],
    [labels.email, request.email || null],
  ];
  const sentOn = new Date(page.submittedAt).toLocaleDateString(words.locale.dates, { dateStyle: 'long' });
  return (
    <section aria-labelledby="your-request" className="grid gap-3">
      <h2 id="your-request" className="text-lg font-bold">
        {words.details.heading}
      </h2>
      <p className="text-mist">{words.details.sent(sentOn)}</p>
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
