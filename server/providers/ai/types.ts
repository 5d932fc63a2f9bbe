import type { SpecialtyStyle } from '#common/constants/styles.ts';
import type {
  ArtistProfile,
  Brief,
  BriefField,
  ConversationStyle,
  HardGate,
  ModelReplyFault,
  TurnPlan,
} from '#common/domain/consultation/index.ts';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** The artist facts the model may state: all from the artist's own profile and intake controls (issue #11). */
export type ConsultArtistFacts = Pick<
  ArtistProfile,
  'name' | 'bio' | 'specialtyStyles' | 'consultationPrice' | 'minimumPrice' | 'bookingUrl' | 'intake'
>;

/** What a language model is told for one consultation turn: the brief so far and the last few turns only. */
export interface ConsultTurnInput {
  artist: ConsultArtistFacts;
  style: ConversationStyle;
  brief: Brief;
  missingFields: BriefField[];
  gates: HardGate[];
  /** Client and assistant text: sent to the model as data, never as instructions (decision 029). */
  recentMessages: Array<{ role: 'user' | 'assistant'; content: string }>;
  /**
   * The engine's plan for the reply (decision 050): its draft, the studio answers, what to acknowledge, answer,
   * defer and ask, the language, and what must not be claimed. The model's reply is checked against it.
   */
  plan: TurnPlan;
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

/** A turn's model call: its tokens, and why its reply was not sent (empty: it was sent). */
export interface ModelTurnUsage extends TokenUsage {
  rejectedFor: ModelReplyFault[];
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

/**
 * Issue #5 "AI metadata": a new portfolio piece's title, style, description and tags, all for the artist to
 * confirm in the review step (decision 057). Empty or null where nothing honest can be said.
 */
export interface ImageMetadata {
  title: string;
  style: SpecialtyStyle | null;
  description: string;
  tags: string[];
  /** A vision model looked at the picture: the review step marks its fields as suggestions. */
  suggestedByModel: boolean;
}

/** Describes portfolio images: built in from the artist's own words, or a vision model (AI_PROVIDER=openai). */
export interface AiImageMetadataProvider {
  readonly name: string;
  describeImage(input: ImageMetadataInput): Promise<ImageMetadata>;
}
