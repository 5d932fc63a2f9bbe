import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { StatsTrends } from '#common/contracts/analytics.ts';
import { bucketDays, daysPerBar, type LeadsBucket } from '../chart-buckets.ts';
import {
  CHART_MARGIN,
  GRID_PROPS,
  LEGEND_PROPS,
  TOOLTIP_PROPS,
  X_AXIS_PROPS,
  Y_AXIS_PROPS,
} from './chart-theme.ts';

const FIT_SERIES = [
  { key: 'high', name: 'High fit', color: '#34d399' },
  { key: 'medium', name: 'Medium fit', color: '#fbbf24' },
  { key: 'low', name: 'Low fit', color: '#8b8b99' },
] as const;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const formatBucket = ({ start, end }: LeadsBucket) =>
  start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;

/**
 * Leads per UTC day over the range, stacked by fit (issue #6: people would rather look than read). A year
 * is drawn a week per bar, as 366 daily bars would be slivers on a phone.
 */
export function LeadsPerDayChart({ days }: { days: StatsTrends['leadsPerDay'] }) {
  const size = daysPerBar(days.length);
  const buckets = bucketDays(days, size);
  const title = size === 1 ? 'Leads per day' : 'Leads per week';
  const totals = FIT_SERIES.map(
    ({ key, name }) => `${buckets.reduce((sum, bucket) => sum + bucket[key], 0)} ${name.toLowerCase()}`,
  );
  return (
    <Card aria-labelledby="leads-chart-title">
      <CardHeader>
        <CardTitle id="leads-chart-title">{title}</CardTitle>
        <CardDescription>
          By fit level, per {size === 1 ? 'UTC day' : '7 UTC days, the last ending today'}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure className="h-64 sm:h-72" aria-label={`${title}: ${totals.join(', ')}`}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={buckets} margin={CHART_MARGIN}>
              <CartesianGrid {...GRID_PROPS} />
              <XAxis dataKey="end" tickFormatter={formatDay} {...X_AXIS_PROPS} />
              <YAxis {...Y_AXIS_PROPS} />
              <Tooltip
                {...TOOLTIP_PROPS}
                labelFormatter={(_, payload) =>
                  payload[0] ? formatBucket(payload[0].payload as LeadsBucket) : ''
                }
              />
              <Legend {...LEGEND_PROPS} />
              {FIT_SERIES.map(({ key, name, color }) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={name}
                  stackId="fit"
                  fill={color}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}
