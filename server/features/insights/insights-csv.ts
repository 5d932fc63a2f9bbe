import { CLIENT_SOURCES, type Insights, type InsightTable } from '#common/contracts/insights.ts';
import { type CsvValue, csvRecord, UTF8_BOM } from '../leads/format-csv.ts';

/** A deposit's cents as the amount a spreadsheet sums: 12500 → "125.00". */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** Each table of the Insights tab as its header and rows, the same figures the tab shows. */
const TABLES: Record<InsightTable, (insights: Insights) => CsvValue[][]> = {
  sources: ({ sources }) => [
    ['source', 'conversations', 'qualified', 'booked'],
    ...sources.map((row) => [row.source, row.conversations, row.qualified, row.booked]),
  ],
  funnel: ({ funnel, currency }) => [
    ['stage', 'conversations'],
    ['conversation', funnel.conversations],
    ['qualified', funnel.qualified],
    ['times_offered', funnel.offered],
    ['booked', funnel.booked],
    ['completed', funnel.completed],
    [`deposits_paid_${currency}`, amount(funnel.depositCents)],
  ],
  'drop-off': ({ dropOff }) => [
    ['last_question', 'conversations'],
    ...dropOff.map((row) => [row.topic, row.conversations]),
  ],
  'response-times': ({ responseTimes: { assistant, artist } }) => [
    ['who', 'measured', 'median_seconds', 'p90_seconds', 'waiting'],
    ['assistant', assistant.measured, assistant.medianSeconds, assistant.p90Seconds, null],
    ['artist', artist.measured, artist.medianSeconds, artist.p90Seconds, artist.waiting],
  ],
  weekly: ({ inquiriesPerWeek }) => [
    ['week_starting', 'total', ...CLIENT_SOURCES],
    ...inquiriesPerWeek.map((row) => [
      row.week,
      row.total,
      ...CLIENT_SOURCES.map((source) => row.bySource[source]),
    ]),
  ],
};

/** One Insights table as RFC 4180 CSV, formula-safe like the leads export. */
export function insightsCsv(insights: Insights, table: InsightTable): string {
  return UTF8_BOM + TABLES[table](insights).map(csvRecord).join('');
}
