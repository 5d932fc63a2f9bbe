import { z } from 'zod';

/**
 * The stored brief (conversations.brief) read loosely: the evaluation needs a few fields and must report, not
 * crash, when the engine's brief changes shape.
 */
const storedBriefSchema = z.looseObject({
  idea: z.string().nullish(),
  style: z.string().nullish(),
  colorMode: z.string().nullish(),
  placement: z
    .looseObject({ area: z.string(), side: z.string().nullish(), subArea: z.string().nullish() })
    .nullish(),
  size: z.looseObject({ text: z.string(), cm: z.number().nullish() }).nullish(),
  budget: z
    .looseObject({ min: z.number().nullish(), max: z.number().nullish(), currency: z.string().nullish() })
    .nullish(),
  timing: z.string().nullish(),
  hasReferences: z.boolean().nullish(),
  age: z.number().nullish(),
  isAdultConfirmed: z.boolean().nullish(),
  turnsAdultSoon: z.boolean().nullish(),
  isCoverUp: z.boolean().nullish(),
  language: z.string().nullish(),
});
export type ObservedBrief = z.infer<typeof storedBriefSchema>;

export function readStoredBrief(brief: unknown): ObservedBrief {
  const parsed = storedBriefSchema.safeParse(brief ?? {});
  return parsed.success ? parsed.data : {};
}

/** "right inner forearm": the placement as one text, for matching a receptionist's area words. */
export const placementText = (brief: ObservedBrief) =>
  brief.placement
    ? [brief.placement.side, brief.placement.subArea, brief.placement.area]
        .filter(Boolean)
        .join(' ')
        .toLowerCase()
    : null;

/** Under 18 today: a stated age under 18, or a "no" to the 18+ question. */
export const isUnderAge = (brief: ObservedBrief) =>
  (typeof brief.age === 'number' && brief.age < 18) || brief.isAdultConfirmed === false;
