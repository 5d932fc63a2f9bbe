import {
  Calendar,
  Check,
  Clock,
  Gauge,
  Inbox,
  LayoutGrid,
  type LucideIcon,
  MessageCircleQuestionMark,
  PenLine,
  Play,
  Split,
  TrendingDown,
  Zap,
} from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The landing page's icons (lucide-react, the app's one icon set), by the names its sections use. */
const ICONS = {
  inbox: Inbox,
  clock: Clock,
  trendingDown: TrendingDown,
  bolt: Zap,
  question: MessageCircleQuestionMark,
  gauge: Gauge,
  calendar: Calendar,
  split: Split,
  grid: LayoutGrid,
  pen: PenLine,
  check: Check,
  play: Play,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" className={cn('size-6 shrink-0', className)} />;
}
