import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { User } from '#common/contracts/users.ts';
import { formatInstagramHandle, formatPrice, formatYears, isWebUrl } from '../format.ts';
import { DetailList } from './detail-list.tsx';

/** Overview: years, price, booking link and Instagram handle; each reads 'Not set' when empty (spec §2). */
export function BusinessInfoCard({ user }: { user: User }) {
  const { yearsExperience, consultationPrice, bookingUrl, instagramHandle } = user;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Info</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            {
              term: 'Years of Experience',
              value: yearsExperience === null ? null : formatYears(yearsExperience),
            },
            {
              term: 'Consultation Price',
              value: consultationPrice === null ? null : formatPrice(consultationPrice),
            },
            {
              term: 'Booking Link',
              value: !bookingUrl ? null : isWebUrl(bookingUrl) ? (
                <a
                  href={bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring rounded font-semibold break-all text-rose-300 underline underline-offset-4 hover:text-rose-200"
                >
                  {bookingUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                bookingUrl
              ),
            },
            {
              term: 'Instagram Handle',
              value: instagramHandle ? formatInstagramHandle(instagramHandle) : null,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
