import { createContext, type ReactNode, useContext } from 'react';

type RenderLeadExtra = (leadId: string) => ReactNode;

const LeadDetailsSlotContext = createContext<RenderLeadExtra | null>(null);

/**
 * What another feature adds to a lead's details (the booking section, issue #14), given by a route: features
 * never import each other, so the dashboard route passes it in around the leads it shows.
 */
export function LeadDetailsSlot({ render, children }: { render: RenderLeadExtra; children: ReactNode }) {
  return <LeadDetailsSlotContext.Provider value={render}>{children}</LeadDetailsSlotContext.Provider>;
}

export function useLeadDetailsSlot(): RenderLeadExtra | null {
  return useContext(LeadDetailsSlotContext);
}
