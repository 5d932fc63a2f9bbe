import type { DepositRule } from './types.ts';

/**
 * The lead's estimate in cents from the budget as saved ('$300-500', 'up to £600', '~€400', '1.2k', 'flexible'):
 * the middle of a range, else the one amount; null when the text holds no amount. The currency symbol is not
 * converted: the artist's deposit currency is assumed (decision 021).
 */
export function estimateCentsFromBudget(budget: string | null | undefined): number | null {
  if (!budget) return null;
  const amounts = [...budget.replaceAll(',', '').matchAll(/(\d+(?:\.\d+)?)\s*(k)?/gi)].map(
    (match) => Number(match[1]) * (match[2] ? 1000 : 1),
  );
  const positive = amounts.filter((amount) => amount > 0);
  if (positive.length === 0) return null;
  const low = Math.min(...positive.slice(0, 2));
  const high = Math.max(...positive.slice(0, 2));
  return Math.round(((low + high) / 2) * 100);
}

/** The deposit a booking asks for under the artist's rule; 0 means none is due. */
export function depositCentsFor(rule: DepositRule, estimateCents: number | null): number {
  switch (rule.kind) {
    case 'none':
      return 0;
    case 'fixed':
      return rule.amountCents;
    case 'percent': {
      const share = estimateCents === null ? 0 : Math.round((estimateCents * rule.percent) / 100);
      return Math.max(share, rule.minimumCents);
    }
  }
}
