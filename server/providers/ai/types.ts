import type { SpecialtyStyle } from '#common/constants/styles.ts';
import type { Brief, BriefField, ConversationStyle, HardGate } from '#common/domain/consultation/index.ts';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** What a language model is told for one consultation turn: the brief so far and the last few turns only. */
export interface ConsultTurnInput {
  artist: { name: string; bio: string; specialtyStyles: readonly string[]; consultationPrice: number | null };
  style: ConversationStyle;
  brief: Brief;
  missingFields: BriefField[];
  gates: HardGate[];
  recentMessages: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** The built-in engine's reply: the model rewrites it in its own words, never contradicting it. */
  engineReply: string;
}

/** Brief fields the model read from the conversation, as plain text the engine parses again. */
export interface ModelBriefFields {
  idea?: string;
  style?: string;
  colorMode?: string;
  placement?: string;
  size?: string;
  budget?: string;
  timing?: string;
}

export interface ConsultTurnOutput {
  reply: string;
  fields: ModelBriefFields;
  usage: TokenUsage;
}

/** An OpenAI-compatible chat model writing replies (AI_PROVIDER=openai). The built-in engine needs none. */
export interface AiTextProvider {
  readonly name: string;
  readonly model: string;
  consultTurn(input: ConsultTurnInput): Promise<ConsultTurnOutput>;
}

/** An image model for concept visuals; returns PNG bytes. */
export interface AiImageProvider {
  readonly name: string;
  readonly model: string;
  generateConcept(prompt: string): Promise<Buffer>;
}

/** What a piece's metadata is made from: its 480 px WebP thumbnail, the uploaded file name and the artist's styles. */
export interface ImageMetadataInput {
  thumbnail: Buffer;
  fileName: string;
  artistStyles: readonly string[];
}

/** Issue #5 "AI metadata": a title, one of the 11 styles, a description and tags for a new portfolio piece. */
export interface ImageMetadata {
  title: string;
  style: SpecialtyStyle;
  description: string;
  tags: string[];
}

/** Describes portfolio images: built in from what can be measured, or a vision model (AI_PROVIDER=openai). */
export interface AiImageMetadataProvider {
  readonly name: string;
  describeImage(input: ImageMetadataInput): Promise<ImageMetadata>;
}
