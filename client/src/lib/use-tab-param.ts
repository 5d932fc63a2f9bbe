import { useSearchParams } from 'wouter';

/**
 * The open tab of a tabbed page, kept in the URL as `?tab=` so a reload or a shared link opens the same tab.
 * Switching replaces the history entry: Back leaves the page instead of stepping through its tabs.
 */
export function useTabParam<Tab extends string>(
  tabs: readonly Tab[],
  fallback: Tab,
): [tab: Tab, setTab: (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? fallback;
  const setTab = (next: string) => {
    if (!tabs.some((candidate) => candidate === next)) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === fallback) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return [tab, setTab];
}
