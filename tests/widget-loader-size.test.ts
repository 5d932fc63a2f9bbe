import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WIDGET_BUDGET_KB_GZIP } from '../bench/widget.bench.ts';
import { WIDGET_LOADER_BUILD } from '../scripts/widget-loader-plugin.ts';

describe('the website widget loader (decision 074)', () => {
  it('builds as the build does into one script under its 10 KB gzip budget, with no framework in it', async () => {
    const result = await build({ ...WIDGET_LOADER_BUILD, write: false, metafile: true });
    const code = result.outputFiles[0]!.contents;
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(WIDGET_BUDGET_KB_GZIP * 1024);
    // Only the loader and its zod-free constants: a chat bundle or zod here would load on every visit.
    expect(Object.keys(result.metafile.inputs).sort()).toEqual([
      'client/src/features/widget/loader/widget-loader.ts',
      'common/constants/widget.ts',
    ]);
  });
});
