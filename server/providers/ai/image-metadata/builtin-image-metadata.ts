import { uniqueTags } from '#common/contracts/portfolio.ts';
import { styleFromOwnWords } from '#common/domain/portfolio/style-from-own-words.ts';
import type { AiImageMetadataProvider, ImageMetadata, ImageMetadataInput } from '../types.ts';
import { fileNameWords } from './file-name-words.ts';

const MAX_TAGS = 8;

/** "red rose" → "Red rose": a title as the artist would write it. */
const sentenceCase = (words: string[]) => {
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * Metadata without a model, which cannot see the picture (issue #25, decision 057): the title and tags are
 * the file name's own words (none for a camera's name such as IMG_1234, left for the artist to write), the
 * style one of the artist's own styles. Nothing is guessed from the pixels, and there is no description.
 */
export function describeImageBuiltIn(input: ImageMetadataInput): ImageMetadata {
  const words = fileNameWords(input.fileName);
  return {
    title: sentenceCase(words),
    style: styleFromOwnWords(words, input.artistStyles),
    description: '',
    tags: uniqueTags(words).slice(0, MAX_TAGS),
    suggestedByModel: false,
  };
}

/** The provider every install has (AI_PROVIDER=builtin), and the fallback when a vision model fails. */
export function createBuiltInImageMetadataProvider(): AiImageMetadataProvider {
  return {
    name: 'builtin',
    async describeImage(input) {
      return describeImageBuiltIn(input);
    },
  };
}
