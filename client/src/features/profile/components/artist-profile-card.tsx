import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { User } from '#common/contracts/users.ts';
import { DetailList } from './detail-list.tsx';

/** Overview: artist name, bio and specialty style badges. */
export function ArtistProfileCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Artist Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            { term: 'Artist Name', value: user.artistName || null },
            { term: 'Bio', value: user.bio ? <span className="whitespace-pre-line">{user.bio}</span> : null },
            {
              term: 'Specialty Styles',
              value:
                user.specialtyStyles.length > 0 ? (
                  <ul className="mt-1 flex flex-wrap gap-2" aria-label="Specialty styles">
                    {user.specialtyStyles.map((style) => (
                      <li key={style}>
                        <Badge variant="secondary">{style}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
