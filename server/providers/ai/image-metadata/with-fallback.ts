import type { AiImageMetadataProvider } from '../types.ts';

/** Asks `primary`; when it fails (down, slow, wrong shape), reports why and asks `fallback` instead. */
export function withFallback(
  primary: AiImageMetadataProvider,
  fallback: AiImageMetadataProvider,
  onFallback: (error: unknown) => void,
): AiImageMetadataProvider {
  return {
    name: `${primary.name}+${fallback.name}`,
    async describeImage(input) {
      try {
        return await primary.describeImage(input);
      } catch (error) {
        onFallback(error);
        return fallback.describeImage(input);
      }
    },
  };
}
