import {
  ArrowRight,
  ChevronLeft,
  ChevronRight,
  type LucideIcon,
  Paperclip,
  Save,
  Sparkles,
  X,
} from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The chat's icons (lucide-react, the app's one icon set), by the names its components use. */
const ICONS = {
  paperclip: Paperclip,
  send: ArrowRight,
  close: X,
  previous: ChevronLeft,
  next: ChevronRight,
  save: Save,
  sparkle: Sparkles,
} satisfies Record<string, LucideIcon>;

export type ChatIconName = keyof typeof ICONS;

export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" className={cn('size-5 shrink-0', className)} />;
}
