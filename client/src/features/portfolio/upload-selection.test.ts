import { describe, expect, it } from 'vitest';
import { applyUploadResult, formatBytes, planUpload } from './upload-selection.ts';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('planUpload', () => {
  it('sends up to `room` files within the size limit and skips the rest with a reason', () => {
    const big = { name: 'big.jpg', size: 16 * 1024 * 1024 } as File;
    const { toSend, statuses } = planUpload(
      [file('a.jpg', 10), big, file('b.jpg', 10), file('c.jpg', 10)],
      2,
    );
    expect(toSend.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(statuses.map((s) => [s.name, s.state, s.reason])).toEqual([
      ['a.jpg', 'waiting', undefined],
      ['big.jpg', 'skipped', 'larger than 15 MB'],
      ['b.jpg', 'waiting', undefined],
      ['c.jpg', 'skipped', 'over the limit of 2 images'],
    ]);
  });
});

describe('applyUploadResult', () => {
  it('maps the server’s rejections by position among the files actually sent', () => {
    const { statuses } = planUpload(
      [file('a.jpg', 1), { name: 'big.jpg', size: 20e6 } as File, file('b.jpg', 1)],
      20,
    );
    const after = applyUploadResult(statuses, [{ index: 1, fileName: 'b.jpg', reason: 'is empty' }]);
    expect(after.map((s) => [s.name, s.state, s.reason])).toEqual([
      ['a.jpg', 'saved', undefined],
      ['big.jpg', 'skipped', 'larger than 15 MB'],
      ['b.jpg', 'skipped', 'is empty'],
    ]);
  });
});

describe('formatBytes', () => {
  it('uses KB below a megabyte and MB with one decimal above', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(345_000)).toBe('337 KB');
    expect(formatBytes(3_500_000)).toBe('3.3 MB');
  });
});
