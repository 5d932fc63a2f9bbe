/**
 * Spec §9 "Chat" cost estimate, shown in the chat's cost badge. It estimates what the conversation would
 * cost with a paid text model, from text alone:
 * - tokens = characters / 4, rounded up, per message (characters as JavaScript counts them, UTF-16 units);
 * - what the client writes is model input, what the assistant replies is model output;
 * - images, the greeting and the chat's own canned lines (apology, thank-you) are not counted: no model
 *   reads or writes them as text.
 */

export const CHARS_PER_TOKEN = 4;
export const INPUT_DOLLARS_PER_MILLION_TOKENS = 1.25;
export const OUTPUT_DOLLARS_PER_MILLION_TOKENS = 5;

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export const NO_TOKENS: TokenUsage = { inputTokens: 0, outputTokens: 0 };

/** Spec §9: tokens = characters / 4, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** The usage after one answered turn: the client's new messages as input, the reply as output. */
export function addExchange(
  usage: TokenUsage,
  { sent, received }: { sent: readonly string[]; received: string },
): TokenUsage {
  const sentTokens = sent.reduce((total, text) => total + estimateTokens(text), 0);
  return {
    inputTokens: usage.inputTokens + sentTokens,
    outputTokens: usage.outputTokens + estimateTokens(received),
  };
}

/** The estimated cost of the usage, in dollars. */
export function estimateCostDollars({ inputTokens, outputTokens }: TokenUsage): number {
  return (
    (inputTokens * INPUT_DOLLARS_PER_MILLION_TOKENS + outputTokens * OUTPUT_DOLLARS_PER_MILLION_TOKENS) /
    1_000_000
  );
}

/** Spec §9: the running total in dollars with 4 decimals, e.g. "$0.0012". */
export function formatCostDollars(dollars: number): string {
  return `$${dollars.toFixed(4)}`;
}
