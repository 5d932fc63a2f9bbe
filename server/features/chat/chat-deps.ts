import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ByteBudget } from '../../lib/byte-budget.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AiImageProvider, AiTextProvider } from '../../providers/ai/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import type { ConsultationArtist } from '../consultation/load-consultation-artist.ts';
import type { NextOpenSlot } from '../consultation/studio-routing.ts';

/** What the chat use cases need from the outside world. */
export interface ChatDeps {
  db: Db;
  /** A saved lead notifies its artist through the queue (issue #14). */
  jobs: JobQueue;
  storage: ObjectStorage;
  /** Undefined with AI_PROVIDER=builtin: the engine's own replies are used. */
  textProvider: AiTextProvider | undefined;
  imageProvider: AiImageProvider | undefined;
  /** The artist and portfolio a chat talks for; cached briefly, as every turn needs them. */
  loadArtist(artistId: string): Promise<ConsultationArtist>;
  /** A studio chat's tie between two artists goes to the one free sooner (decision 075): booking's, passed in. */
  nextOpenSlot: NextOpenSlot;
  /** Who answers when a chat names no artist: the landing page demo. */
  demoArtistId: string;
  log: FastifyBaseLogger;
  /** The month a conversation counts in and whether the plan still serves clients (decision 070). */
  clock: Clock;
  /** Per-IP limit on consult turns (CHAT_TURNS_PER_IP_PER_MINUTE). */
  turnsPerIpPerMinute: number;
  /** Per-IP limit on saves (CHAT_SAVES_PER_IP_PER_MINUTE). */
  savesPerIpPerMinute: number;
  /** Image bytes a client address may store an hour (MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR), fleet-wide with Redis. */
  imageBytesPerAddress: ByteBudget;
}
