import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type ChatResponse,
  chatResponseSchema,
  saveConversationResponseSchema,
} from '#common/contracts/chat.ts';
import { conversations, type LeadRow, leads } from '../../../server/db/schema/index.ts';
import { type ConversationCase, expectedSave, turnOf } from '../case-schema.ts';
import { postJson } from './http-client.ts';
import type { EvalApp } from './start-eval-app.ts';

/** Spec §4: every chat opens with this greeting, and the web chat sends it as the first message. */
const CHAT_GREETING =
  "Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?";
/** Spec §5: the content of a message sent with images and no text. */
const IMAGE_ONLY_CONTENT = '(sent images)';

/** What the API did with one case. */
export interface CaseRun {
  replies: ChatResponse[];
  /** A consult turn that did not answer 200 (the case stops there). */
  error: string | null;
  save: { status: number; leadId: string | null } | null;
  lead: LeadRow | null;
  /** The brief the server stored with the transcript after the last turn (conversations.brief). */
  brief: unknown;
}

type Message = { role: 'user' | 'assistant'; content: string; images?: { data: string; mimeType: string }[] };

/** A small real PNG, as a phone's screenshot of a reference would be. */
export async function makeReferenceImage(): Promise<string> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="100%" height="100%" fill="#e8c4a0"/><circle cx="60" cy="60" r="30" fill="#111"/></svg>',
  );
  return (await sharp(svg).png().toBuffer()).toString('base64');
}

/** The web chat makes a 21-character id per chat; derived from the case id so a run is repeatable. */
export function sessionIdOf(caseId: string): string {
  return createHash('sha256').update(`eval:${caseId}`).digest('base64url').slice(0, 21);
}

/**
 * Plays a case as the web chat does (spec §4): the greeting, then each client message appended and the whole
 * conversation POSTed to /api/chat/consult, the reply appended; then POST /api/chat/save when the case expects
 * a save, and the stored brief and saved lead read back from the app's database.
 */
export async function runCase(
  app: EvalApp,
  testCase: ConversationCase,
  { clientAddress, imageData }: { clientAddress: string; imageData: string },
): Promise<CaseRun> {
  const artist = app.artists[testCase.artist];
  const sessionId = sessionIdOf(testCase.id);
  const messages: Message[] = [{ role: 'assistant', content: CHAT_GREETING }];
  const replies: ChatResponse[] = [];
  for (const turn of testCase.turns.map(turnOf)) {
    const images = turn.images
      ? Array.from({ length: turn.images }, () => ({ data: imageData, mimeType: 'image/png' }))
      : undefined;
    messages.push({
      role: 'user',
      content: turn.say || (images ? IMAGE_ONLY_CONTENT : ''),
      ...(images && { images }),
    });
    const answer = await postJson(
      app.url,
      '/api/chat/consult',
      { messages, sessionId, artistId: artist.id },
      clientAddress,
    );
    const reply = chatResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !reply.success) {
      return {
        replies,
        error: `consult ${answer.status}: ${JSON.stringify(answer.body).slice(0, 160)}`,
        save: null,
        lead: null,
        brief: null,
      };
    }
    replies.push(reply.data);
    // Later turns send the images again only if the server has not stored them; the web chat drops them.
    messages[messages.length - 1] = { role: 'user', content: messages.at(-1)!.content };
    messages.push({ role: 'assistant', content: reply.data.response });
  }
  const [conversation] = await app.database.db
    .select({ brief: conversations.brief })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId));
  const save = expectedSave(testCase)
    ? await saveCase(app, testCase, sessionId, replies.at(-1)!, clientAddress)
    : null;
  const [lead] = save?.leadId
    ? await app.database.db.select().from(leads).where(eq(leads.id, save.leadId))
    : [];
  return { replies, error: null, save, lead: lead ?? null, brief: conversation?.brief ?? null };
}

async function saveCase(
  app: EvalApp,
  testCase: ConversationCase,
  sessionId: string,
  last: ChatResponse,
  clientAddress: string,
): Promise<CaseRun['save']> {
  const answer = await postJson(
    app.url,
    '/api/chat/save',
    {
      sessionId,
      email: `${testCase.id}@eval.example.com`,
      directionSummary: last.directionSummary.slice(0, 2000),
      clarityScore: last.clarityScore,
    },
    clientAddress,
  );
  const saved = saveConversationResponseSchema.safeParse(answer.body);
  return { status: answer.status, leadId: answer.status === 200 && saved.success ? saved.data.leadId : null };
}
