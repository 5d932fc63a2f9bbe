import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TimeRange } from '#common/constants/analytics.ts';
import { CLIENT_SOURCES, type ClientSource, type Insights } from '#common/contracts/insights.ts';
import { SOURCE_LABELS } from '../insight-format.ts';
import {
  CHART_MARGIN,
  GRID_PROPS,
  LEGEND_PROPS,
  TOOLTIP_PROPS,
  X_AXIS_PROPS,
  Y_AXIS_PROPS,
} from './chart-theme.ts';
import { InsightCard } from './insight-card.tsx';

const SOURCE_COLORS: Record<ClientSource, string> = {
  landing: '#8b8b99',
  artist_page: '#e11d48',
  widget: '#34d399',
  instagram_dm: '#f472b6',
  instagram_comment: '#fbbf24',
  instagram_story: '#a78bfa',
};

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatWeek = (week: string) => weekLabel.format(new Date(`${week}T00:00:00Z`));

/** Decision 071: conversations begun per week (Monday, UTC), stacked by source; only sources seen are drawn. */
export function InquiriesPerWeekChart({ insights, timeRange }: { insights: Insights; timeRange: TimeRange }) {
  const weeks = insights.inquiriesPerWeek.map(({ week, total, bySource }) => ({ week, total, ...bySource }));
  const series = CLIENT_SOURCES.filter((source) => weeks.some((week) => week[source] > 0));
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <InsightCard
      table="weekly"
      timeRange={timeRange}
      title="Inquiries per week"
      description="New client conversations per week, Monday to Sunday (UTC), by where they began."
    >
      <figure className="h-64 sm:h-72" aria-label={`Inquiries per week: ${total} in ${weeks.length} weeks`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={weeks} margin={CHART_MARGIN}>
            <CartesianGrid {...GRID_PROPS} />
            <XAxis dataKey="week" tickFormatter={formatWeek} {...X_AXIS_PROPS} />
            <YAxis {...Y_AXIS_PROPS} />
            <Tooltip {...TOOLTIP_PROPS} labelFormatter={(week) => `Week of ${formatWeek(String(week))}`} />
            <Legend {...LEGEND_PROPS} />
            {series.map((source) => (
              <Bar
                key={source}
                dataKey={source}
                name={SOURCE_LABELS[source]}
                stackId="source"
                fill={SOURCE_COLORS[source]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </InsightCard>
  );
}
