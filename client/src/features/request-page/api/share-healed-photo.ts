import { parseResponse, throwIfResNotOk } from '#client/lib/api-client.ts';
import { type HealedPhotoResponse, healedPhotoResponseSchema } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from './request-url.ts';

/**
 * POST /api/requests/:token/healed-photos: the photo's own bytes as the body (decision 065). The server reads
 * what it is from its first bytes; a phone that names no type sends it as octet-stream.
 */
export async function shareHealedPhoto(token: string, photo: Blob): Promise<HealedPhotoResponse> {
  const url = requestApiUrl(token, '/healed-photos');
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': photo.type.startsWith('image/') ? photo.type : 'application/octet-stream',
    },
    body: photo,
  });
  await throwIfResNotOk(res);
  return parseResponse(url, healedPhotoResponseSchema, await res.json());
}
