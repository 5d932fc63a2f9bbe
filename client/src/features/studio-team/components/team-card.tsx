import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf } from '#client/lib/api-client.ts';
import type { StudioView } from '#common/contracts/studio-team.ts';
import {
  changeMemberRole,
  inviteToStudio,
  leaveStudio,
  myStudioQueryOptions,
  removeMember,
  revokeInvite,
  STUDIO_ROLE_LABELS,
} from '../api/studio-api.ts';

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: serverMessageOf(error) ?? 'Please try again.' });

/**
 * The team with roles; the owner changes a member's role (artist or front desk, if that role has a free seat),
 * removes members and manages open invites; anyone else may leave.
 */
export function TeamCard({ studio, userId }: { studio: StudioView; userId: string }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myStudioQueryOptions().queryKey });
  const isOwner = studio.role === 'owner';
  const remove = useMutation({
    mutationFn: removeMember,
    onSuccess: refresh,
    onError: failed('Not removed'),
  });
  const changeRole = useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async () => {
      toast({ title: 'Role changed' });
      await refresh();
    },
    onError: failed('Role not changed'),
  });
  const leave = useMutation({
    mutationFn: leaveStudio,
    onSuccess: () => queryClient.invalidateQueries(),
    onError: failed('You are still in the studio'),
  });
  const revoke = useMutation({
    mutationFn: revokeInvite,
    onSuccess: refresh,
    onError: failed('Not revoked'),
  });
  // Only the link's hash is stored: copying makes a new link (the old one stops working) and copies that.
  const copyNewLink = useMutation({
    mutationFn: inviteToStudio,
    onSuccess: async ({ link, invite }) => {
      await navigator.clipboard?.writeText(link).catch(() => undefined);
      toast({ title: 'New invite link copied', description: `Sent again to ${invite.email}: ${link}` });
      await refresh();
    },
    onError: failed('No new link'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          {studio.members.length} {studio.members.length === 1 ? 'member' : 'members'} of {studio.name}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2" aria-label="Members">
          {studio.members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-700 p-3"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate font-semibold">
                  {member.name ?? member.email ?? 'Unnamed'}
                  {member.userId === userId ? ' (you)' : ''}
                </p>
                <p className="text-sm break-all text-mist">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {isOwner && member.role !== 'owner' ? (
                  <select
                    aria-label={`Role of ${member.name ?? member.email ?? 'member'}`}
                    className="focus-ring rounded-lg border border-ink-600 bg-ink-900 px-2 py-1.5 text-sm"
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate({
                        userId: member.userId,
                        role: event.target.value === 'front_desk' ? 'front_desk' : 'artist',
                      })
                    }
                  >
                    <option value="artist">{STUDIO_ROLE_LABELS.artist}</option>
                    <option value="front_desk">{STUDIO_ROLE_LABELS.front_desk}</option>
                  </select>
                ) : (
                  <Badge>{STUDIO_ROLE_LABELS[member.role]}</Badge>
                )}
                {isOwner && member.role !== 'owner' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Remove ${member.name ?? member.email} from ${studio.name}?`))
                        remove.mutate(member.userId);
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
                {!isOwner && member.userId === userId ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={leave.isPending}
                    onClick={() => {
                      if (window.confirm(`Leave ${studio.name}? Your own leads and bookings stay yours.`))
                        leave.mutate();
                    }}
                  >
                    Leave studio
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {isOwner ? (
          <section aria-labelledby="open-invites" className="grid gap-2">
            <h3 id="open-invites" className="font-semibold">
              Open invites
            </h3>
            {studio.invites.length === 0 ? (
              <p className="text-sm text-mist">No open invites.</p>
            ) : (
              <ul className="grid gap-2">
                {studio.invites.map((invite) => (
                  <li
                    key={invite.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-ink-700 p-3"
                  >
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-semibold break-all">{invite.email}</p>
                      <p className="text-sm text-mist">
                        {STUDIO_ROLE_LABELS[invite.role]} · expires{' '}
                        {new Date(invite.expiresAt).toLocaleDateString()}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={copyNewLink.isPending}
                        onClick={() => copyNewLink.mutate({ email: invite.email, role: invite.role })}
                      >
                        Copy new link
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(invite.id)}
                      >
                        Revoke
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
