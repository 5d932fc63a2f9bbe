import { Progress } from '#client/components/ui/progress.tsx';

/** One of the plan card's meters: what is counted, how much of the limit is used, and the bar when there is a limit. */
export function UsageMeter({
  label,
  line,
  used,
  limit,
}: {
  label: string;
  line: string;
  used: number;
  limit: number | null;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-mist">{line}</span>
      </div>
      {limit === null ? null : (
        <Progress value={Math.min(used, limit)} max={limit} label={`${label}: ${line}`} />
      )}
    </div>
  );
}
