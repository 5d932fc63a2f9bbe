import { apiRequest } from '#client/lib/api-client.ts';
import {
  type BulkUploadResult,
  PORTFOLIO_UPLOAD_FIELD,
  type PortfolioPiece,
  type UpdatePortfolioPiece,
} from '#common/contracts/portfolio.ts';

/** GET /api/portfolio through the default query function (spec §7). */
export const PORTFOLIO_QUERY_KEY = ['/api/portfolio'] as const;

/** Saves the artist's edit of one piece; returns the piece as stored. Throws as apiRequest does. */
export async function updatePortfolioPiece({
  id,
  data,
}: {
  id: string;
  data: UpdatePortfolioPiece;
}): Promise<PortfolioPiece> {
  const res = await apiRequest('PATCH', `/api/portfolio/${encodeURIComponent(id)}`, data);
  return (await res.json()) as PortfolioPiece;
}

/** Deletes one piece and its images. Throws as apiRequest does. */
export async function deletePortfolioPiece(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/portfolio/${encodeURIComponent(id)}`);
}

/**
 * POST /api/portfolio/bulk-upload with every file as a repeated `images` part. XMLHttpRequest rather than
 * fetch, because only it reports upload progress: `onProgress` gets the bytes sent so far and the total.
 * Rejects like throwIfResNotOk ("status: body") so the same error helpers apply.
 */
export function uploadPortfolioImages(
  files: readonly File[],
  onProgress: (loaded: number, total: number) => void,
): Promise<BulkUploadResult> {
  const form = new FormData();
  for (const file of files) form.append(PORTFOLIO_UPLOAD_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/portfolio/bulk-upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as BulkUploadResult);
        } catch {
          reject(new Error(`${xhr.status}: The server's answer could not be read`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
    xhr.send(form);
  });
}
