import type { PublicArtist } from '#common/contracts/artists.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The short facts under an artist's name on their public page, leaving out what is not set. */
export function artistFacts({ yearsExperience, consultationPrice }: PublicArtist): string[] {
  const facts: string[] = [];
  if (yearsExperience !== null) {
    facts.push(`${yearsExperience} ${yearsExperience === 1 ? 'year' : 'years'} tattooing`);
  }
  if (consultationPrice !== null) {
    facts.push(
      consultationPrice === 0 ? 'Free consultation' : `Consultation ${dollars.format(consultationPrice)}`,
    );
  }
  return facts;
}

/** An Instagram profile link for a stored handle, with or without its leading @. */
export function instagramProfile(handle: string): { label: string; url: string } {
  const bare = handle.replace(/^@+/, '');
  return { label: `@${bare}`, url: `https://www.instagram.com/${encodeURIComponent(bare)}/` };
}
