import { readFileSync, writeFileSync } from 'node:fs';
import { processPortfolioImage } from '../server/features/portfolio/process-portfolio-image.ts';
import { signIn, TestBrowser } from '../tests/fixtures/test-browser.ts';
import { makePhotoLikeJpeg } from '../tests/fixtures/test-images.ts';
import { startBareServer, startBenchServer } from './bench-server.ts';

const IMAGE_COUNT = 20;
const WIDTH = 4000;
const HEIGHT = 3000;
/** Issue #5 targets for one bulk upload of 20 such photos. */
const TARGET_SECONDS = 15;
const TARGET_PEAK_MB = 600;

/** A /proc/<pid>/status field in MB (VmRSS now, VmHWM the peak). */
function procMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!line) throw new Error(`No ${field} for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** Starts the peak over from the current RSS (Linux: "5" to clear_refs), so boot does not count. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function formFor(images: Buffer[]): FormData {
  const form = new FormData();
  for (const [index, image] of images.entries()) {
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  }
  return form;
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

/**
 * POST /api/portfolio/bulk-upload of 20 generated 4000×3000 JPEGs to the production server in its own
 * process: wall time, and that process's peak RSS during the upload. Baselines from the same run: the same
 * bytes POSTed to a bare node:http server (transport alone), and sharp's own time for the same 20 images
 * in this process (the image work alone, no HTTP, storage or database).
 */
export async function benchUpload() {
  const images: Buffer[] = [];
  for (let i = 0; i < IMAGE_COUNT; i++) images.push(await makePhotoLikeJpeg(WIDTH, HEIGHT, i));
  const totalMb = images.reduce((sum, image) => sum + image.length, 0) / 1024 / 1024;

  const bare = await startBareServer('{}');
  const transport = await timed(async () => {
    const response = await fetch(bare.url, { method: 'POST', body: formFor(images) });
    await response.arrayBuffer();
  });
  await bare.close();

  const sharpAlone = await timed(async () => {
    for (const image of images) await processPortfolioImage(image, 'jpeg');
  });

  const app = await startBenchServer();
  const browser = new TestBrowser(app.url);
  await signIn(browser, { email: 'upload-bench@example.com', name: 'Upload Bench' });
  const idleMb = procMegabytes(app.pid, 'VmRSS');
  resetPeak(app.pid);
  const upload = await timed(async () => {
    const response = await browser.request('/api/portfolio/bulk-upload', {
      method: 'POST',
      body: formFor(images),
    });
    const body = (await response.json()) as { pieces?: unknown[]; message?: string };
    if (response.status !== 200 || body.pieces?.length !== IMAGE_COUNT) {
      throw new Error(`Bulk upload failed: ${response.status} ${body.message ?? ''}`);
    }
  });
  const peakMb = procMegabytes(app.pid, 'VmHWM');
  await app.close();

  const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
  console.log(
    `\nPOST /api/portfolio/bulk-upload, ${IMAGE_COUNT} JPEGs of ${WIDTH}×${HEIGHT} (${totalMb.toFixed(1)} MB), one request (${app.databaseKind})`,
  );
  console.log(`  bare node:http, same bytes (baseline)      ${transport.seconds.toFixed(2).padStart(6)} s`);
  console.log(`  sharp alone, same images (baseline)        ${sharpAlone.seconds.toFixed(2).padStart(6)} s`);
  console.log(`  Inkdesk bulk upload                        ${upload.seconds.toFixed(2).padStart(6)} s`);
  console.log(
    `  ratio: ${(upload.seconds / transport.seconds).toFixed(1)}× the transport baseline, ` +
      `${(upload.seconds / sharpAlone.seconds).toFixed(2)}× sharp's own time`,
  );
  console.log(
    `  server RSS: ${idleMb.toFixed(0)} MB idle, ${peakMb.toFixed(0)} MB peak during the upload ` +
      `(${(peakMb / idleMb).toFixed(2)}× idle)`,
  );
  console.log(
    `  targets: ≤ ${TARGET_SECONDS} s (measured ${upload.seconds.toFixed(2)} s, ${verdict(upload.seconds <= TARGET_SECONDS)}), ` +
      `≤ ${TARGET_PEAK_MB} MB peak (measured ${peakMb.toFixed(0)} MB, ${verdict(peakMb <= TARGET_PEAK_MB)})`,
  );
}
