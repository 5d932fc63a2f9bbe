import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_PORTFOLIO_FILE_BYTES,
  PORTFOLIO_UPLOAD_FIELD,
  portfolioPieceListSchema,
  portfolioPieceSchema,
  updatePortfolioPieceSchema,
} from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { sendPortfolioMetadata } from '../../jobs/portfolio-metadata-job.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { handleError } from '../../lib/error-handler.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { currentApiCaller } from '../api-keys/authenticate-api-key.ts';
import { portfolioRoom } from '../billing/portfolio-room.ts';
import { deletePortfolioPiece } from '../portfolio/delete-portfolio-piece.ts';
import { explainMultipartError } from '../portfolio/explain-multipart-error.ts';
import { listPortfolioPieces } from '../portfolio/list-portfolio-pieces.ts';
import { updatePortfolioPiece } from '../portfolio/update-portfolio-piece.ts';
import { type UploadedFile, uploadPortfolioImages } from '../portfolio/upload-portfolio-images.ts';
import {
  NOT_FOUND_ERROR,
  noQuerySchema,
  PAYLOAD_TOO_LARGE_ERROR,
  PUBLIC_API_ERRORS,
} from './error-responses.ts';

const pieceParams = z.object({ id: z.uuid('Not a valid portfolio piece id') });
const writePortfolio = { access: 'api-key', apiScope: 'portfolio:write' } as const;

/** One image per call (decision 080): the body is read whole before the use case, so it is kept to one file. */
const UPLOAD_LIMITS = {
  files: 1,
  fileSize: MAX_PORTFOLIO_FILE_BYTES,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/** The file as the multipart parser left it on the body: its bytes, read whole, and whether it was cut short. */
type BufferedImage = Pick<UploadedFile, 'fileName'> & { bytes: Buffer; isTruncated: boolean };

const ONE_IMAGE = `Send one image as an "${PORTFOLIO_UPLOAD_FIELD}" file`;
const uploadBodySchema = z.strictObject({
  [PORTFOLIO_UPLOAD_FIELD]: z
    .custom<BufferedImage>((value) => typeof value === 'object' && value !== null && 'bytes' in value, {
      error: ONE_IMAGE,
    })
    .meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP, HEIC, AVIF or GIF image' }),
});

/** The buffered file as the upload use case reads files: a stream and whether the parser cut it. */
async function* asUploadedFiles(image: BufferedImage): AsyncGenerator<UploadedFile> {
  yield {
    fileName: image.fileName,
    stream: Readable.from([image.bytes]),
    isTruncated: () => image.isTruncated,
  };
}

/**
 * /api/v1 portfolio (issue #29 item 2, decision 080), all with `portfolio:write`: the dashboard's list, its
 * upload use case for one image per call (with the same plan room, checks and metadata job), its edit and
 * delete, for the key's artist's own pieces.
 */
export const publicPortfolioRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  clock: Clock;
}> = async (app, { db, storage, jobs, clock }) => {
  // Only this plugin's routes take multipart. The file is put on the body before validation, so the body is
  // validated, named in a 400 and (decision 080) fingerprinted for Idempotency-Key like any other.
  await app.register(multipart, {
    limits: UPLOAD_LIMITS,
    throwFileSizeLimit: false,
    attachFieldsToBody: 'keyValues',
    async onFile(part: MultipartFile) {
      const bytes = await part.toBuffer();
      const image: BufferedImage = { fileName: part.filename, bytes, isTruncated: part.file.truncated };
      (part as MultipartFile & { value: BufferedImage }).value = image;
    },
  });
  // The parser's refusals happen before the handler: each becomes the 4xx the route documents.
  app.setErrorHandler((error, request, reply) =>
    handleError(explainMultipartError(error, UPLOAD_LIMITS.files) as FastifyError, request, reply),
  );

  app.get(
    '/api/v1/portfolio',
    {
      config: writePortfolio,
      schema: {
        operationId: 'listPortfolio',
        tags: ['Portfolio'],
        summary: 'Every portfolio piece, oldest first',
        querystring: noQuerySchema,
        response: { 200: portfolioPieceListSchema, ...PUBLIC_API_ERRORS },
      },
    },
    async (request) => listPortfolioPieces({ db, artistId: currentApiCaller(request).viewer.id }),
  );

  app.post(
    '/api/v1/portfolio',
    {
      config: writePortfolio,
      schema: {
        operationId: 'createPortfolioPiece',
        tags: ['Portfolio'],
        summary: 'Add a piece from an image',
        description:
          'The piece waits in "To review" until the artist publishes it; its title, style and tags are suggested from the image shortly after.',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: {
          201: portfolioPieceSchema,
          ...PUBLIC_API_ERRORS,
          ...PAYLOAD_TOO_LARGE_ERROR,
        },
      },
    },
    async (request, reply) => {
      const artistId = currentApiCaller(request).viewer.id;
      const room = await portfolioRoom({ db, clock }, artistId);
      const { pieces } = await uploadPortfolioImages({
        db,
        storage,
        artistId,
        files: asUploadedFiles(request.body[PORTFOLIO_UPLOAD_FIELD]),
        room,
        onSaved: (pieceIds) => sendPortfolioMetadata({ jobs, pieceIds }),
      });
      // One file in: the use case either saved it or threw naming why.
      return reply.code(201).send(pieces[0]!);
    },
  );

  app.patch(
    '/api/v1/portfolio/:id',
    {
      config: writePortfolio,
      schema: {
        operationId: 'updatePortfolioPiece',
        tags: ['Portfolio'],
        summary: "Change a piece's title, description, style or tags",
        params: pieceParams,
        body: updatePortfolioPieceSchema,
        response: { 200: portfolioPieceSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) =>
      updatePortfolioPiece({
        db,
        artistId: currentApiCaller(request).viewer.id,
        pieceId: request.params.id,
        data: request.body,
      }),
  );

  app.delete(
    '/api/v1/portfolio/:id',
    {
      config: writePortfolio,
      schema: {
        operationId: 'deletePortfolioPiece',
        tags: ['Portfolio'],
        summary: 'Delete a piece and its image',
        params: pieceParams,
        response: {
          204: z.null().describe('Deleted'),
          ...PUBLIC_API_ERRORS,
          ...NOT_FOUND_ERROR,
        },
      },
    },
    async (request, reply) => {
      await deletePortfolioPiece({
        db,
        storage,
        artistId: currentApiCaller(request).viewer.id,
        pieceId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
