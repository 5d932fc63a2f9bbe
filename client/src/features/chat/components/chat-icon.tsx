import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { cn } from '#client/lib/cn.ts';

/** Line icons for the chat: 24×24, stroked in the current colour, hidden from screen readers. */
const ICON_PATHS = {
  paperclip:
    'M21 11.5 12.4 20a5.5 5.5 0 0 1-7.8-7.8L13.3 3.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9',
  send: 'M5 12h13M13 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  save: 'M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6',
  sparkle:
    'M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5',
} as const;

export type ChatIconName = keyof typeof ICON_PATHS;

export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  return <LineIcon path={ICON_PATHS[name]} className={cn('size-5', className)} />;
}
