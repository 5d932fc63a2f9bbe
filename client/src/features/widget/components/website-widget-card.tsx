import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getWidgetSettingsQueryOptions } from '../api/widget.ts';
import { WidgetTargetForm } from './widget-target-form.tsx';

/**
 * Settings → Website widget (issue #28 item 6, decision 074): the chat bubble for the artist's own site, and for
 * a studio's owner the studio's, each with the sites allowed to show it and the tag to paste.
 */
export function WebsiteWidgetCard() {
  const settings = useQuery(getWidgetSettingsQueryOptions());
  const { artist, studio } = settings.data ?? { artist: null, studio: null };
  return (
    <Card id="website-widget">
      <CardHeader>
        <CardTitle>Website widget</CardTitle>
        <CardDescription>
          Put a chat bubble on your own website: clients talk to your assistant there, and each lead shows the
          page it started on.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {settings.isPending ? (
          <div role="status" aria-label="Loading the widget settings" className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : settings.isError ? (
          <p role="alert" className="text-rose-300">
            The widget settings did not load. Please try again.
          </p>
        ) : (
          <>
            {artist?.handle ? (
              <WidgetTargetForm
                target="artist"
                widget={{ ...artist, handle: artist.handle }}
                title="Your chat"
              />
            ) : (
              <p className="text-mist">Finish your public page first: the widget shows its chat.</p>
            )}
            {studio?.handle ? (
              <WidgetTargetForm
                target="studio"
                widget={{ ...studio, handle: studio.handle }}
                title={`${studio.name}'s chat`}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
