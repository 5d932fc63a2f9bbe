import { ApiError, parseResponse } from '#client/lib/api-client.ts';
import {
  type BulkUploadResult,
  bulkUploadResultSchema,
  PORTFOLIO_UPLOAD_FIELD,
} from '#common/contracts/portfolio.ts';

const UPLOAD_URL = '/api/portfolio/bulk-upload';

/**
 * Spec §7 POST /api/portfolio/bulk-upload with every file as a repeated `images` part. XMLHttpRequest rather
 * than fetch, because only it reports upload progress: `onProgress` gets the bytes sent so far and the total.
 * Rejects with `ApiError` like every other call, so the same error helpers apply.
 */
export function uploadPortfolioImages(
  files: readonly File[],
  onProgress: (loaded: number, total: number) => void,
): Promise<BulkUploadResult> {
  const form = new FormData();
  for (const file of files) form.append(PORTFOLIO_UPLOAD_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(parseResponse(UPLOAD_URL, bulkUploadResultSchema, JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
    xhr.send(form);
  });
}
