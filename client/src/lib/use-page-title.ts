import { useEffect } from 'react';

/** The document title of a page, e.g. "Dashboard · Inkdesk"; prerendered pages get it at build time. */
export function formatPageTitle(title: string): string {
  return `${title} · Inkdesk`;
}

/** Sets the document title for the current page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
