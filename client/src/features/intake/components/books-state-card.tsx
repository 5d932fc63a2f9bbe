import { useQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { getIntakeSettingsQueryOptions } from '../api/intake-settings.ts';
import { booksStateLine } from '../books-state-line.ts';

/** Overview: whether the books are open and what will change them (issue #26 item 7). */
export function BooksStateCard({ onOpenSettings }: { onOpenSettings: () => void }) {
  const settings = useQuery(getIntakeSettingsQueryOptions());
  if (!settings.data) return null;
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
        <p className="text-lg font-semibold" data-testid="books-state">
          {booksStateLine(settings.data)}
        </p>
        <Button variant="outline" onClick={onOpenSettings}>
          Change books
        </Button>
      </CardContent>
    </Card>
  );
}
