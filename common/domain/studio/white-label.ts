import type { z } from 'zod';
import type { clientBrandSchema } from '../../contracts/client-brand.ts';
import type { StudioBranding } from '../../contracts/studios.ts';
import { type Entitlement, hasFeature } from '../billing/entitlement.ts';

/** What a client sees in place of Inkdesk's name and mark (issue #28 item 5): name, accent colour and logo. */
export type ClientBrand = z.infer<typeof clientBrandSchema>;

/**
 * The studio's brand when white-label is on (the owner's plan unlocks 'whiteLabel' now), else null: Inkdesk's
 * own name stays. A lapsed plan loses it with every other paid feature (entitlementOf).
 */
export function clientBrandOf(
  studio: { name: string; branding: StudioBranding },
  ownerEntitlement: Entitlement,
): ClientBrand | null {
  if (!hasFeature(ownerEntitlement, 'whiteLabel')) return null;
  return {
    // Shown instead of "Inkdesk": the branding's display name, else the studio's own name.
    name: studio.branding.displayName?.trim() || studio.name,
    accentColour: studio.branding.accentColour ?? null,
    logoUrl: studio.branding.logoUrl ?? null,
  };
}
