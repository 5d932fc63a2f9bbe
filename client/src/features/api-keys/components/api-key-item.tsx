import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { ApiKey } from '#common/contracts/api-keys.ts';

/** One live key: its name, the prefix that tells it apart, its scopes, when it was made and last used. */
export function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (apiKey: ApiKey) => void }) {
  const titleId = `api-key-${apiKey.id}-name`;
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-ink-700 p-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span id={titleId} className="font-semibold">
            {apiKey.name}
          </span>
          <code className="break-all font-mono text-sm text-mist">{apiKey.prefix}…</code>
        </div>
        <ul aria-label="Scopes" className="flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <Badge variant="outline" className="font-mono">
                {scope}
              </Badge>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-mist sm:flex sm:flex-wrap">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>{formatDateTime(apiKey.createdAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</dd>
          </div>
        </dl>
      </div>
      <div>
        <Button variant="ghost" size="sm" className="text-rose-300" onClick={() => onRevoke(apiKey)}>
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </div>
    </li>
  );
}
