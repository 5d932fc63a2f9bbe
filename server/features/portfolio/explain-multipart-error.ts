import { PORTFOLIO_UPLOAD_FIELD } from '#common/contracts/portfolio.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The multipart parser's own errors, as the 4xx the artist's client (or an API integration, decision 080) can act
 * on; `maxFiles` is how many images the calling route takes at once.
 */
export function explainMultipartError(error: unknown, maxFiles: number): unknown {
  // The use case's own refusals (and ones this function already explained) pass through as they are.
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    const images = maxFiles === 1 ? 'one image' : `${maxFiles} images`;
    return new AppError('PAYLOAD_TOO_LARGE', `At most ${images} per upload`, {
      [PORTFOLIO_UPLOAD_FIELD]: `Send at most ${images} per upload; nothing was saved`,
    });
  }
  if (code === 'FST_FIELDS_LIMIT') {
    return new AppError('VALIDATION_FAILED', 'Unexpected form field', {
      body: `Only "${PORTFOLIO_UPLOAD_FIELD}" files are accepted`,
    });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('VALIDATION_FAILED', 'Not multipart', {
      [PORTFOLIO_UPLOAD_FIELD]: 'Send the images as multipart/form-data',
    });
  }
  // Busboy refuses boundaries over 256 characters (RFC 2046 allows 70) with an error of its own words.
  if (error instanceof Error && /needle cannot have a length/i.test(error.message)) {
    return new AppError('VALIDATION_FAILED', 'Bad multipart boundary', {
      [PORTFOLIO_UPLOAD_FIELD]: 'The multipart boundary must be at most 70 characters',
    });
  }
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    (error instanceof Error && /multipart|Part terminated/i.test(error.message))
  ) {
    return new AppError('VALIDATION_FAILED', 'The upload ended before all images arrived', {
      [PORTFOLIO_UPLOAD_FIELD]: 'The upload ended before all images arrived; nothing was saved',
    });
  }
  return error;
}
