import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { cn } from '#client/lib/cn.ts';

/** Line icons drawn for the landing page: 24×24, stroked in the current colour. */
const ICON_PATHS = {
  inbox: 'M3 13h5l2 3h4l2-3h5M5 5h14l2 8v6H3v-6z',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  trendingDown: 'M3 7l6 6 4-4 8 8M21 11v6h-6',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  question:
    'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.2M12 16.5h.01',
  gauge: 'M12 14l4-4M3.5 17a9 9 0 1 1 17 0',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  split: 'M6 3v4a6 6 0 0 0 6 6M18 3v4a6 6 0 0 1-6 6M12 13v8',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  pen: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  check: 'M5 12l5 5L20 7',
  play: 'M8 5v14l11-7z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon path={ICON_PATHS[name]} className={cn('size-6', className)} />;
}
