import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { TimeRange } from '#common/constants/analytics.ts';
import type { InsightTable } from '#common/contracts/insights.ts';
import { insightsCsvUrl } from '../api/get-insights.ts';

/** One figure of the Insights tab: its title, what it counts, and its table as a CSV download. */
export function InsightCard({
  table,
  timeRange,
  title,
  description,
  children,
  className,
}: {
  table: InsightTable;
  timeRange: TimeRange;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = `insight-${table}-title`;
  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId}>{title}</CardTitle>
          <a
            href={insightsCsvUrl(table, timeRange)}
            download
            aria-label={`Download ${title.toLowerCase()} as CSV`}
            className="focus-ring inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-ink-700 px-2.5 py-1 text-xs font-semibold text-mist hover:text-bone"
          >
            <Download aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
            CSV
          </a>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
