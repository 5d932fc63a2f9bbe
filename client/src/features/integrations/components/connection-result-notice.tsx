import { useEffect } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';

/**
 * The callback lands on /dashboard?tab=settings&instagram=connected|failed|cancelled: say what happened once,
 * then drop the parameters so a reload does not say it again.
 */
export function useConnectionResultNotice() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const result = params.get('instagram');
    if (!result) return;
    if (result === 'connected') {
      toast({ title: 'Instagram connected', description: `@${params.get('username') ?? ''} is connected.` });
    } else if (result === 'failed') {
      toast({
        title: 'Instagram not connected',
        description: params.get('reason') ?? 'Instagram refused the connection. Please try again.',
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Instagram not connected', description: 'You cancelled the Instagram sign-in.' });
    }
    for (const key of ['instagram', 'username', 'reason']) params.delete(key);
    const query = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, []);
}
