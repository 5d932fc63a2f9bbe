import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type StudioAnswers,
  type StudioAnswersResponse,
  studioAnswersResponseSchema,
} from '#common/contracts/studio-answers.ts';

export const STUDIO_ANSWERS_QUERY_KEY = ['/api/studio-answers'] as const;

/** Decision 045 GET /api/studio-answers: every topic's switch and the artist's own words. */
export function getStudioAnswersQueryOptions() {
  return queryOptions({
    queryKey: STUDIO_ANSWERS_QUERY_KEY,
    queryFn: () => getJson('/api/studio-answers', studioAnswersResponseSchema),
  });
}

/** PUT /api/studio-answers: replaces every topic the artist changed; a 400 names the bad field. */
export function saveStudioAnswers(data: StudioAnswers): Promise<StudioAnswersResponse> {
  return sendJson('PUT', '/api/studio-answers', studioAnswersResponseSchema, data);
}
