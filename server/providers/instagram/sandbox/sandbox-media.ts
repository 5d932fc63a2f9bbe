import sharp from 'sharp';
import { sandboxId } from './sandbox-ids.ts';

export interface SandboxMediaItem {
  id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption: string;
  timestamp: string;
  children?: { id: string; media_type: 'IMAGE' | 'VIDEO' }[];
}

const CAPTIONS = [
  'Fine-line peony on the forearm, healed two months #fineline #floral #forearm',
  'Sacred geometry sleeve in progress #geometric #blackwork',
  'Flash day leftovers, come grab one #flash #traditional',
  'Healed dotwork mandala #dotwork #mandala',
];

/**
 * Every sandbox account has the same feed of `count` posts, newest first: images, carousels (two images and a
 * video) and reels (VIDEO, which photo sync skips), so paging and carousel children are exercised.
 */
export function sandboxFeed(accountId: string, count: number): SandboxMediaItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = sandboxId(accountId, 'media', String(index));
    const kind = index % 4;
    const timestamp = new Date(Date.UTC(2026, 10, 1) - index * 86_400_000)
      .toISOString()
      .replace('.000Z', '+0000');
    const base = { id, caption: CAPTIONS[index % CAPTIONS.length]!, timestamp };
    if (kind === 2) {
      return {
        ...base,
        media_type: 'CAROUSEL_ALBUM' as const,
        children: [
          { id: sandboxId(id, 'child', '0'), media_type: 'IMAGE' as const },
          { id: sandboxId(id, 'child', '1'), media_type: 'IMAGE' as const },
          { id: sandboxId(id, 'child', '2'), media_type: 'VIDEO' as const },
        ],
      };
    }
    return { ...base, media_type: kind === 3 ? ('VIDEO' as const) : ('IMAGE' as const) };
  });
}

/** A small JPEG whose colour comes from the media id: what the sandbox CDN serves for `media_url`. */
export async function sandboxImage(mediaId: string): Promise<Buffer> {
  const hue = Number(BigInt(mediaId) % 360n);
  const [r, g, b] = hslToRgb(hue, 0.45, 0.55);
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [r, g, b].map((value) => Math.round((value + m) * 255)) as [number, number, number];
}
