import { z } from 'zod';
import { sourceUrlSchema } from './widget.ts';

/** Issue #4 limits for `POST /api/chat/consult`; each 400 names the limit it broke. */
export const MAX_CHAT_MESSAGES = 50;
export const MAX_CHAT_MESSAGE_CHARS = 4000;
export const MAX_CHAT_IMAGES_PER_MESSAGE = 4;
/** Spec §9: the client makes a new 21-character session id each time the chat opens. */
export const CHAT_SESSION_ID_LENGTH = 21;

const sessionId = z
  .string({ error: 'sessionId must be text' })
  .regex(
    /^[A-Za-z0-9_-]{21}$/,
    `sessionId must be exactly ${CHAT_SESSION_ID_LENGTH} URL-safe characters (A-Z, a-z, 0-9, _ or -)`,
  );

/** An image attached to a chat message (spec §3). Decoded size and magic bytes are checked on the server. */
export const chatImageSchema = z.object({
  data: z.base64({ error: 'Image data must be base64' }).min(1, 'Image data must not be empty'),
  mimeType: z
    .string({ error: 'Image mimeType must be text' })
    .regex(/^image\/[a-z0-9.+-]+$/, 'Only image/* files can be attached'),
  preview: z.string({ error: 'Image preview must be text' }).optional(),
});
export type ChatImage = z.infer<typeof chatImageSchema>;

/**
 * One message of the conversation (spec §3). Not strict: the client may send its whole message
 * objects (timestamp, portfolioImages, ...); only role, content and images reach the server.
 */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: "Message role must be 'user' or 'assistant'" }),
  content: z
    .string({ error: 'Message content must be text' })
    .max(MAX_CHAT_MESSAGE_CHARS, `Each message must be at most ${MAX_CHAT_MESSAGE_CHARS} characters`),
  images: z
    .array(chatImageSchema, { error: 'Images must be a list' })
    .max(MAX_CHAT_IMAGES_PER_MESSAGE, `At most ${MAX_CHAT_IMAGES_PER_MESSAGE} images per message`)
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A portfolio piece as the chat shows it (spec §3 "Portfolio image (in chat)"). */
export const chatPortfolioImageSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  style: z.string(),
  description: z.string(),
});
export type ChatPortfolioImage = z.infer<typeof chatPortfolioImageSchema>;

/** Spec §3 Concept visual: a rough direction, never the final design. */
export const conceptVisualSchema = z.object({
  imageUrl: z.string(),
  concept: z.string(),
  styleDirection: z.string(),
  keyElements: z.array(z.string()),
});
export type ConceptVisual = z.infer<typeof conceptVisualSchema>;

/** The answer of `POST /api/chat/consult` (spec §3 Chat response, §7). */
/** `GET /api/chat/demo`: whether the landing demo chat has its artist (off when DEMO_SEED left it unseeded). */
export const demoChatStatusSchema = z.object({ isAvailable: z.boolean() });
export type DemoChatStatus = z.infer<typeof demoChatStatusSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  portfolioImages: z.array(chatPortfolioImageSchema),
  conceptVisual: conceptVisualSchema.nullable(),
  clarityScore: z.number().int().min(0).max(100),
  readyToSave: z.boolean(),
  directionSummary: z.string(),
  /**
   * Answers the client can tap instead of typing, each sent as their message: a studio asking which of two
   * artists who fit equally (issue #28 item 3). Absent when the reply asks nothing with set answers.
   */
  choices: z.array(z.string()).max(4).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** `POST /api/chat/consult` (spec §7); without `artistId` the server answers for the demo artist. */
export const consultRequestSchema = z.strictObject({
  messages: z
    .array(chatMessageSchema, { error: 'Messages must be a list' })
    .min(1, 'Send at least one message')
    .max(MAX_CHAT_MESSAGES, `At most ${MAX_CHAT_MESSAGES} messages per conversation`),
  sessionId,
  artistId: z
    .string({ error: 'artistId must be text' })
    .min(1, 'artistId must not be empty')
    .max(255, 'artistId must be at most 255 characters')
    .optional(),
  /**
   * The page a website widget's chat began on (issue #28 item 6): kept from the conversation's first turn and
   * copied to its lead, so the artist sees where the client found them. Later turns' values are ignored.
   */
  sourceUrl: sourceUrlSchema.optional(),
  /**
   * A chat on a studio's page or widget (decisions 073, 075): the studio answers until routing gives the
   * conversation to the artist who fits; an `artistId` sent with it must work there (the widget sends the owner).
   */
  studioId: z.uuid({ error: 'studioId must be a studio id' }).optional(),
});
export type ConsultRequest = z.infer<typeof consultRequestSchema>;

/**
 * `POST /api/chat/save` (spec §3 Save request, §7). `clarityScore` and `directionSummary` are what the
 * client saw; the server re-extracts and re-scores from the stored transcript and never trusts them.
 */
export const saveConversationRequestSchema = z.strictObject({
  sessionId,
  email: z.email({ error: 'Enter a valid email address' }).max(254, 'Email must be at most 254 characters'),
  directionSummary: z
    .string({ error: 'directionSummary must be text' })
    .max(2000, 'directionSummary must be at most 2000 characters'),
  clarityScore: z
    .number({ error: 'clarityScore must be a number' })
    .int('clarityScore must be a whole number')
    .min(0, 'clarityScore must be between 0 and 100')
    .max(100, 'clarityScore must be between 0 and 100'),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional(),
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .regex(/^[0-9+()\-.\s]*$/, 'Phone may contain only digits, spaces and + ( ) - .')
    .optional(),
});
export type SaveConversationRequest = z.infer<typeof saveConversationRequestSchema>;

export const saveConversationResponseSchema = z.object({
  leadId: z.string(),
  /** Spec §4's words after a save, in the client's language. */
  confirmation: z.string(),
  /**
   * Said in a second message (issue #25): the artist by name and when they usually reply, or the waitlist, and
   * the link to confirm an address not confirmed yet (issue #11 "Close the loop", decision 055).
   */
  details: z.string(),
});
export type SaveConversationResponse = z.infer<typeof saveConversationResponseSchema>;
