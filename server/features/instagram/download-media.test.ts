import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaHostRule } from '../../providers/instagram/create-instagram-setup.ts';
import { downloadMedia, RefusedDownloadError } from './download-media.ts';

describe('downloadMedia: the SSRF guard of photo sync', () => {
  let server: Server;
  let base: string;
  let rules: MediaHostRule[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/image.jpg') return response.end(Buffer.alloc(1000, 7));
      if (request.url === '/big.jpg') return response.end(Buffer.alloc(5000, 7));
      if (request.url === '/inside') return response.writeHead(302, { location: '/image.jpg' }).end();
      if (request.url === '/outside')
        return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
    rules = [{ protocol: 'http:', host: `127.0.0.1:${port}` }];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads from an allowed host, following redirects that stay on the list', async () => {
    expect(await downloadMedia(`${base}/image.jpg`, rules, 2000)).toHaveLength(1000);
    expect(await downloadMedia(`${base}/inside`, rules, 2000)).toHaveLength(1000);
  });

  it('refuses other hosts, other protocols, credentials, redirects off the list, and bodies over the limit', async () => {
    await expect(downloadMedia('http://localhost/image.jpg', rules)).rejects.toThrow(RefusedDownloadError);
    await expect(downloadMedia(`${base.replace('http', 'https')}/image.jpg`, rules)).rejects.toThrow(
      RefusedDownloadError,
    );
    await expect(downloadMedia(`http://user:pw@${base.slice(7)}/image.jpg`, rules)).rejects.toThrow(
      RefusedDownloadError,
    );
    await expect(downloadMedia(`${base}/outside`, rules)).rejects.toThrow(
      /Refused to download from http:\/\/169\.254\.169\.254/,
    );
    await expect(downloadMedia(`${base}/big.jpg`, rules, 2000)).rejects.toThrow(/larger than 2000 bytes/);
  });

  it("allows Meta's CDN subdomains over https only", async () => {
    const meta: MediaHostRule[] = [{ protocol: 'https:', hostSuffix: '.cdninstagram.com' }];
    await expect(downloadMedia('http://scontent.cdninstagram.com/x.jpg', meta)).rejects.toThrow(
      RefusedDownloadError,
    );
    await expect(downloadMedia('https://cdninstagram.com.evil.example/x.jpg', meta)).rejects.toThrow(
      RefusedDownloadError,
    );
  });
});
