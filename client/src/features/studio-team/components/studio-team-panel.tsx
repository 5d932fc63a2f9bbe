import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { myStudioQueryOptions } from '../api/studio-api.ts';
import { CreateStudioCard } from './create-studio-card.tsx';
import { InviteForm } from './invite-form.tsx';
import { StudioSettingsForm } from './studio-settings-form.tsx';
import { TeamCard } from './team-card.tsx';

/** The dashboard's Studio tab (issue #28): make a studio, or its team, invites and settings by role. */
export function StudioTeamPanel({ userId }: { userId: string }) {
  const studio = useQuery(myStudioQueryOptions());
  if (studio.isPending) {
    return (
      <div role="status" aria-label="Loading your studio" className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (studio.isError) return <p role="alert">Your studio could not be loaded. Please try again.</p>;
  const view = studio.data.studio;
  if (!view) return <CreateStudioCard />;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold">{view.name}</h2>
        <p className="text-mist">Studio page: /s/{view.publicHandle}</p>
      </div>
      <TeamCard studio={view} userId={userId} />
      {view.role === 'owner' ? (
        <>
          <InviteForm />
          <StudioSettingsForm studio={view} />
        </>
      ) : null}
    </div>
  );
}
