/** Public URL of a stored portfolio image (served by server/features/images). */
export const publicImageUrl = (key: string) => `/api/images/${key}`;
