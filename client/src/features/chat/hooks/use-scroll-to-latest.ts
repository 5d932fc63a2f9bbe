import { type DependencyList, useEffect, useRef } from 'react';

/** Room left above the latest message when it is scrolled to the top. */
const TOP_GAP_PX = 12;

/**
 * Brings the latest message into view whenever `deps` change: its top goes to the top of the scrolling
 * container, so a long reply with portfolio pieces and a concept card is read from its first line; a
 * short one simply ends up at the bottom (the browser stops at the end). Only the container scrolls,
 * never the page around an embedded chat.
 */
export function useScrollToLatest<Container extends HTMLElement, Latest extends HTMLElement>(
  deps: DependencyList,
) {
  const container = useRef<Container>(null);
  const latest = useRef<Latest>(null);
  useEffect(() => {
    const scroller = container.current;
    const message = latest.current;
    if (!scroller || !message) return;
    const offset = message.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTop += offset - TOP_GAP_PX;
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what should trigger a scroll
  }, deps);
  return { container, latest };
}
