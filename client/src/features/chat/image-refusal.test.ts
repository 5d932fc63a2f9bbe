import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { imageRefusalOf } from './image-refusal.ts';

const image = (id: string) => ({ id, name: `${id}.jpg`, data: 'AAAA', mimeType: 'image/jpeg' });
const images = [image('a'), image('b'), image('c')];
const refusal = (status: number, field: string, reason: string) =>
  new ApiError(status, JSON.stringify({ message: `${field}: ${reason}`, errors: { [field]: reason } }));

describe('imageRefusalOf (issue #24 item 6)', () => {
  it('drops every image when the message’s images as a whole are refused, and says what to do', () => {
    const error = refusal(
      429,
      'messages.2.images',
      'At most 24 MB of images from your connection an hour: try again next hour, or send your message without them',
    );
    expect(imageRefusalOf(error, { text: 'like these', images })).toEqual({
      notice:
        'At most 24 MB of images from your connection an hour: try again next hour, or send your message without them. Press Retry to send your message without those images.',
      keptImages: [],
    });
  });

  it('drops only the image it names', () => {
    const error = refusal(400, 'messages.0.images.1', 'This image is damaged or incomplete');
    expect(imageRefusalOf(error, { text: 'like these', images })).toMatchObject({
      notice: 'This image is damaged or incomplete. Press Retry to send your message without that image.',
      keptImages: [image('a'), image('c')],
    });
  });

  it('suggests words for a message that was only images', () => {
    const error = refusal(400, 'messages.0.images', 'A chat can hold at most 6 MB of images');
    expect(imageRefusalOf(error, { text: '', images: [image('a')] })?.notice).toBe(
      'A chat can hold at most 6 MB of images. You can describe your reference in words instead.',
    );
  });

  it('leaves other failures to the generic apology', () => {
    expect(imageRefusalOf(refusal(400, 'messages', 'Start a new chat'), { text: 'x', images })).toBeNull();
    expect(
      imageRefusalOf(new ApiError(429, '{"message":"Too many messages"}'), { text: 'x', images }),
    ).toBeNull();
    expect(imageRefusalOf(new ApiError(503, 'down'), { text: 'x', images })).toBeNull();
    expect(imageRefusalOf(new Error('offline'), { text: 'x', images })).toBeNull();
  });
});
