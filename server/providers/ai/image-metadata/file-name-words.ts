/**
 * Words an artist may have put in a file name ("koi-sleeve-final.jpg" → koi, sleeve), without what
 * cameras, phones and apps put there (IMG_2041, PXL_20240101, WhatsApp Image, Screenshot, hashes).
 */
const NOISE_WORDS = new Set([
  'img',
  'image',
  'images',
  'dsc',
  'dscn',
  'dscf',
  'dcim',
  'pxl',
  'mvimg',
  'photo',
  'photos',
  'pic',
  'picture',
  'screenshot',
  'screen',
  'shot',
  'whatsapp',
  'snapchat',
  'signal',
  'telegram',
  'instagram',
  'insta',
  'ig',
  'fb',
  'edited',
  'edit',
  'copy',
  'final',
  'untitled',
  'scan',
  'export',
  'download',
  'file',
  'new',
  'am',
  'pm',
  'at',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'heic',
  'avif',
  'gif',
  'tattoo',
  'tattoos',
]);

const MAX_WORDS = 6;

/** The meaningful words of a file name, lowercase and in order; empty for camera-style names. */
export function fileNameWords(fileName: string): string[] {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return (
    base
      .split(/[^A-Za-z0-9]+/)
      // "WhatsApp" is one noise word, "snakeAndDagger" three real ones.
      .flatMap((word) => (NOISE_WORDS.has(word.toLowerCase()) ? [] : word.split(/(?<=[a-z])(?=[A-Z])/)))
      .map((word) => word.toLowerCase())
      .filter(
        (word) =>
          word.length >= 2 &&
          // Anything with a digit is a counter, a date or a hash: "img2041", "20240101", "3f9a1c".
          !/\d/.test(word) &&
          !NOISE_WORDS.has(word),
      )
      .slice(0, MAX_WORDS)
  );
}
