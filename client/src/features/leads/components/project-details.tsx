import type { Lead, LeadDetails } from '#common/contracts/leads.ts';
import { DetailsSection } from './details-section.tsx';

const PROJECT_FIELDS = [
  ['Style', 'tattooStyle'],
  ['Placement', 'placement'],
  ['Size', 'size'],
  ['Budget', 'budget'],
] as const satisfies ReadonlyArray<readonly [string, keyof Lead]>;

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "Spanish" for 'es' (issue #11: the lead keeps the client's language); a code Intl cannot name stays as is. */
function languageName(code: string): string {
  try {
    return LANGUAGE_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Spec §2 project details: what the client wants, and the reference images they sent. */
export function ProjectDetails({ details }: { details: LeadDetails }) {
  const { lead, conversation } = details;
  const references = conversation.messages
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.images);
  return (
    <DetailsSection title="Project details">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {PROJECT_FIELDS.map(([label, field]) => (
          <div key={field} className="grid gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-mist uppercase">{label}</dt>
            <dd className="break-words">{lead[field] || 'Not given'}</dd>
          </div>
        ))}
        <div className="grid gap-0.5">
          <dt className="text-xs font-semibold tracking-wide text-mist uppercase">Language</dt>
          <dd>{lead.language ? languageName(lead.language) : 'Not known'}</dd>
        </div>
        <div className="col-span-full grid gap-0.5">
          <dt className="text-xs font-semibold tracking-wide text-mist uppercase">Description</dt>
          <dd className="break-words whitespace-pre-wrap">{lead.description || lead.projectSummary}</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Reference images</h4>
        {references.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Reference images">
            {references.map((image, index) => (
              <li key={image.url}>
                <a href={image.url} target="_blank" rel="noreferrer" className="focus-ring block rounded-lg">
                  <img
                    src={image.url}
                    alt={`Client reference ${index + 1}`}
                    width={96}
                    height={96}
                    className="size-24 rounded-lg border border-ink-700 bg-ink-800 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-mist">No reference images.</p>
        )}
      </div>
    </DetailsSection>
  );
}
