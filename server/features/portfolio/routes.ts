import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_IMAGES } from '#common/constants/limits.ts';
import {
  bulkUploadResultSchema,
  MAX_PORTFOLIO_FILE_BYTES,
  PORTFOLIO_UPLOAD_FIELD,
  portfolioPieceListSchema,
  portfolioPieceSchema,
  publishPortfolioPieceSchema,
  updatePortfolioPieceSchema,
} from '#common/contracts/portfolio.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { sendPortfolioMetadata } from '../../jobs/portfolio-metadata-job.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { portfolioRoom } from '../billing/portfolio-room.ts';
import { deletePortfolioPiece } from './delete-portfolio-piece.ts';
import { explainMultipartError } from './explain-multipart-error.ts';
import { listPortfolioPieces } from './list-portfolio-pieces.ts';
import { publishPortfolioPiece } from './publish-portfolio-piece.ts';
import { updatePortfolioPiece } from './update-portfolio-piece.ts';
import { type UploadedFile, uploadPortfolioImages } from './upload-portfolio-images.ts';

const pieceParams = z.object({ id: z.uuid('Not a valid portfolio piece id') });

/**
 * Busboy's limits: the spec's 20 files (the 21st ends the request) of 15 MB each. A few small fields get
 * through to uploadedFiles so the 400 can name them; a flood of them is cut off.
 */
const UPLOAD_LIMITS = {
  files: MAX_UPLOAD_IMAGES,
  fileSize: MAX_PORTFOLIO_FILE_BYTES,
  fields: 5,
  fieldSize: 1024,
  parts: MAX_UPLOAD_IMAGES + 5,
  headerPairs: 50,
};

/** Adapts the parser's parts to the use case's files, refusing any part that is not an `images` file. */
async function* uploadedFiles(parts: AsyncIterable<Multipart>): AsyncGenerator<UploadedFile> {
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== PORTFOLIO_UPLOAD_FIELD) {
        throw new AppError('VALIDATION_FAILED', 'Unexpected form field', {
          [part.fieldname]: `Unknown field; send images as repeated "${PORTFOLIO_UPLOAD_FIELD}" files`,
        });
      }
      yield { fileName: part.filename, stream: part.file, isTruncated: () => part.file.truncated };
    }
  } catch (error) {
    throw explainMultipartError(error, MAX_UPLOAD_IMAGES);
  }
}

/** Spec §7 portfolio calls, for the signed-in artist's own pieces only. */
export const portfolioRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  clock: Clock;
}> = async (app, { db, storage, jobs, clock }) => {
  // Registered here, so only this plugin's routes parse multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });

  app.get(
    '/api/portfolio',
    { config: { access: 'artist' }, schema: { response: { 200: portfolioPieceListSchema } } },
    async (request) => listPortfolioPieces({ db, artistId: currentUser(request).id }),
  );

  app.post(
    '/api/portfolio/bulk-upload',
    { config: { access: 'artist' }, schema: { response: { 200: bulkUploadResultSchema } } },
    async (request) => {
      const artistId = currentUser(request).id;
      // Before the body is read: a full portfolio answers 402 without taking the upload in.
      const room = await portfolioRoom({ db, clock }, artistId);
      let parts: AsyncIterable<Multipart>;
      try {
        parts = request.parts();
      } catch (error) {
        throw explainMultipartError(error, MAX_UPLOAD_IMAGES);
      }
      // A file's stream fails on its own when the body is cut or malformed: the use case sees that error.
      return uploadPortfolioImages({
        db,
        storage,
        artistId,
        files: uploadedFiles(parts),
        room,
        onSaved: (pieceIds) => sendPortfolioMetadata({ jobs, pieceIds }),
      }).catch((error: unknown) => {
        throw explainMultipartError(error, MAX_UPLOAD_IMAGES);
      });
    },
  );

  app.patch(
    '/api/portfolio/:id',
    {
      config: { access: 'artist' },
      schema: {
        params: pieceParams,
        body: updatePortfolioPieceSchema,
        response: { 200: portfolioPieceSchema },
      },
    },
    async (request) =>
      updatePortfolioPiece({
        db,
        artistId: currentUser(request).id,
        pieceId: request.params.id,
        data: request.body,
      }),
  );

  app.post(
    '/api/portfolio/:id/publish',
    {
      config: { access: 'artist' },
      schema: {
        params: pieceParams,
        body: publishPortfolioPieceSchema,
        response: { 200: portfolioPieceSchema },
      },
    },
    async (request) =>
      publishPortfolioPiece({
        db,
        artistId: currentUser(request).id,
        pieceId: request.params.id,
        data: request.body,
        now: clock(),
      }),
  );

  app.delete(
    '/api/portfolio/:id',
    { config: { access: 'artist' }, schema: { params: pieceParams } },
    async (request, reply) => {
      await deletePortfolioPiece({
        db,
        storage,
        artistId: currentUser(request).id,
        pieceId: request.params.id,
      });
      return reply.code(204).send();
    },
  );
};
