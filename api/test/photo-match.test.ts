// Photo recognition's pieces: the perceptual hashes (sharp-phash over sharp) survive resizing,
// recompression and a 10 % crop and tell other pictures apart; the downloader keeps its limits.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { fetchImage, ImageFetchError, isPublicAddress } from '../src/lib/image-fetch';
import { distanceToPost, hammingDistance, ImageDecodeError, photoHash, postHashes } from '../src/lib/image-hash';
import { PHOTO_MATCH_MAX_DISTANCE } from '../src/modules/agent/retrieve/knowledge-adapter';
import { mediaSvg } from '../src/modules/sandbox/images';
import { cropped, recompressed, resized, scene } from './photos';

describe('perceptual hashes', () => {
  let post: Buffer;
  let hashes: string[];
  beforeAll(async () => {
    post = await scene(1);
    hashes = await postHashes(post);
  });

  it('are 16 hex digits, the whole picture first', async () => {
    expect(hashes.length).toBeGreaterThan(1);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(hashes[0]).toBe(await photoHash(post));
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000010')).toBe(3);
  });

  it.each([
    ['identical', (b: Buffer) => Promise.resolve(b)],
    ['resized to 50 %', resized],
    ['recompressed at JPEG quality 40', recompressed],
    ['cropped by 10 % on each side', (b: Buffer) => cropped(b, 0.1)],
    ['resized, recompressed and cropped', async (b: Buffer) => cropped(await recompressed(await resized(b)), 0.08)],
  ])('match a copy %s', async (_label, change) => {
    const distance = distanceToPost(await photoHash(await change(post)), hashes);
    expect(distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it('tell other pictures apart', async () => {
    for (const seed of [2, 3, 4, 5]) {
      const other = await scene(seed);
      expect(distanceToPost(await photoHash(other), hashes)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
      expect(distanceToPost(await photoHash(await cropped(other)), hashes)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
    }
  });

  it("find the sandbox's DR-1024 post in its cropped customer screenshot, and no other post", async () => {
    const png = (name: string) =>
      sharp(Buffer.from(mediaSvg(name)!))
        .png()
        .toBuffer();
    const photo = await photoHash(await png('photo-dress-screenshot'));
    const distances = await Promise.all(
      ['dr-1024', 'bl-2207', 'jn-3310', 'tr-0415', 'bg-5102', 'sw-0811'].map(async (name) =>
        distanceToPost(photo, await postHashes(await png(name))),
      ),
    );
    expect(distances[0]).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    for (const d of distances.slice(1)) expect(d).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
  });

  it('refuse what is not an image with ImageDecodeError', async () => {
    await expect(photoHash(Buffer.from('just some text, not a picture'))).rejects.toBeInstanceOf(ImageDecodeError);
    await expect(postHashes(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageDecodeError);
    const truncated = (await scene(1)).subarray(0, 200);
    await expect(photoHash(truncated)).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe('fetchImage', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const jpeg = await scene(1, 64, 48);
    server = createServer((req, res) => {
      if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(Buffer.alloc(64 * 1024));
      }
      if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end(), 2000).unref();
      if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      if (req.url === '/to-private') return res.writeHead(301, { location: 'http://10.1.2.3/x.jpg' }).end();
      if (req.url === '/to-photo') return res.writeHead(302, { location: '/photo.jpg' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const problem = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => (err instanceof ImageFetchError ? err.problem : String(err)),
    );

  // The test server is on loopback, which only this trust lets through (the app trusts its Graph host).
  let local: { trustedOrigins: string[] };
  beforeAll(() => void (local = { trustedOrigins: [base] }));

  it('reads a picture, following a redirect', async () => {
    expect((await fetchImage(`${base}/photo.jpg`, local)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await fetchImage(`${base}/to-photo`, local)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuses other content types, big files, slow servers, bad addresses and errors', async () => {
    expect(await problem(fetchImage(`${base}/page`, local))).toBe('not_image');
    expect(await problem(fetchImage(`${base}/big`, { ...local, maxBytes: 1024 }))).toBe('too_large');
    expect(await problem(fetchImage(`${base}/slow`, { ...local, timeoutMs: 200 }))).toBe('timeout');
    expect(await problem(fetchImage('file:///etc/passwd'))).toBe('bad_url');
    expect(await problem(fetchImage('not a url'))).toBe('bad_url');
    expect(await problem(fetchImage(`${base}/missing`, local))).toBe('http');
  });

  it('refuses loopback, private, link-local and metadata addresses, also behind a name or a redirect', async () => {
    const port = new URL(base).port;
    // Without the trust the same server is out of reach: by address and by a name that resolves to it.
    expect(await problem(fetchImage(`${base}/photo.jpg`))).toBe('blocked_address');
    expect(await problem(fetchImage(`http://localhost:${port}/photo.jpg`))).toBe('blocked_address');
    expect(await problem(fetchImage(`http://[::1]:${port}/photo.jpg`))).toBe('blocked_address');
    expect(await problem(fetchImage(`http://[::ffff:127.0.0.1]:${port}/photo.jpg`))).toBe('blocked_address');
    // Literal addresses are refused before any connection is tried.
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/a.jpg',
      'http://192.168.1.1/',
      'http://0.0.0.0/',
    ])
      expect(await problem(fetchImage(url))).toBe('blocked_address');
    // A public-looking start that redirects inward is refused at the redirect.
    expect(await problem(fetchImage(`${base}/to-metadata`, local))).toBe('blocked_address');
    expect(await problem(fetchImage(`${base}/to-private`, local))).toBe('blocked_address');
    expect(await problem(fetchImage(`${base}/loop`, local))).toBe('too_many_redirects');
  });

  it('says nothing of the URL in its errors (they reach the agent logs)', async () => {
    const err = await fetchImage('http://10.0.0.1/secret-token-123.jpg').then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(ImageFetchError);
    expect(err?.message).not.toContain('secret-token-123');
  });

  it('judges addresses as public or not', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:80b::200e')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      'nonsense',
    ])
      expect(isPublicAddress(a)).toBe(false);
  });
});
