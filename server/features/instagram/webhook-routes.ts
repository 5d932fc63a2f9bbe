import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { parseJsonLosslessly } from '../../providers/instagram/lossless-json.ts';
import { isValidWebhookSignature } from '../../providers/instagram/signatures.ts';
import { webhookPayloadSchema } from './webhook-payload.ts';
import type { WebhookRejections } from './webhook-rejections.ts';

/** Public (Meta calls it; the signature is the check), and let through under pressure (server/lib/load-shedding.ts). */
const PUBLIC_NEVER_SHED = { access: 'public', neverShed: true } as const;

/**
 * GET|POST /api/webhooks/instagram (reference A1). The POST's steps gate each other: the signature over the raw
 * bytes (401, nothing stored), the shape (400), then one durable job per delivery before the 200. The job
 * does the work (inbox/process-instagram-webhook.ts), so Meta gets its answer fast.
 */
export const instagramWebhookRoutes: FastifyPluginAsync<{
  instagram: InstagramSetup;
  jobs: JobQueue;
  rejections: WebhookRejections;
  clock: Clock;
}> = async (app, { instagram, jobs, rejections, clock }) => {
  // The signature covers the bytes exactly as sent: keep them, parse only after checking (this scope only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/api/webhooks/instagram', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== instagram.verifyToken) {
      throw new AppError('FORBIDDEN', 'The verify token does not match');
    }
    return reply.type('text/plain').send(query['hub.challenge'] ?? '');
  });

  // Never shed (decision 025's load shedding): an ack costs one insert and goes before background work on the
  // connection (decision 027), while a 503 only moves the delivery into Meta's retries, hours later.
  app.post('/api/webhooks/instagram', { config: PUBLIC_NEVER_SHED }, async (request, reply) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['x-hub-signature-256'];
    if (!isValidWebhookSignature({ rawBody, header, secret: instagram.appSecret })) {
      const { hint, ...counts } = rejections.rejected({ rawBody, header, now: clock() });
      // One line, counts only: never the body, the header's value or a secret.
      request.log.warn(
        counts,
        `Instagram webhook refused: ${counts.reason} X-Hub-Signature-256${hint ? `. ${hint}` : ''}`,
      );
      throw new AppError('UNAUTHORIZED', 'Invalid signature');
    }
    rejections.accepted();
    const payload = webhookPayloadSchema.safeParse(parseJsonLosslessly(rawBody.toString('utf8')));
    if (!payload.success) {
      const issue = payload.error.issues[0];
      throw new AppError(
        'VALIDATION_FAILED',
        `Not an Instagram webhook: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
      );
    }
    await jobs.send('instagram-webhook', { body: payload.data, receivedAt: new Date().toISOString() });
    return reply.type('text/plain').send('EVENT_RECEIVED');
  });
};
