import { mediaUrlPolicy } from '../src/lib/media-hosts';

describe('mediaUrlPolicy', () => {
  const meta = { graphUrl: 'http://127.0.0.1:7777/graph' } as never;

  it("keeps Meta's media hosts over https only, and the configured Graph origin", () => {
    const allowed = mediaUrlPolicy({ publicUrl: 'https://shop.example', metaSandbox: false, meta });
    expect(allowed('https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=1')).toBe(true);
    expect(allowed('https://scontent.cdninstagram.com/v/p.jpg')).toBe(true);
    expect(allowed('http://127.0.0.1:7777/files/a.jpg')).toBe(true);
    for (const url of [
      'http://scontent.cdninstagram.com/p.jpg',
      'https://user:pw@scontent.cdninstagram.com/p.jpg',
      'https://scontent.cdninstagram.com:8443/p.jpg',
      'https://fbcdn.net.evil.example/p.jpg',
      'https://evilfbcdn.net/p.jpg',
      'http://127.0.0.1:7778/files/a.jpg',
      'https://shop.example/sandbox/media/dr-1024.svg',
      'not a url',
    ])
      expect({ url, allowed: allowed(url) }).toEqual({ url, allowed: false });
  });

  it("keeps the sandbox's own pictures only while the sandbox is on", () => {
    const url = 'http://localhost:8080/sandbox/media/dr-1024.svg';
    expect(mediaUrlPolicy({ publicUrl: 'http://localhost:8080', metaSandbox: true, meta: null })(url)).toBe(true);
    expect(mediaUrlPolicy({ publicUrl: 'http://localhost:8080', metaSandbox: false, meta: null })(url)).toBe(false);
  });

  it("keeps the sandbox's pictures on a loopback twin of PUBLIC_URL (the app opened at 127.0.0.1), no other host or port", () => {
    const allowed = mediaUrlPolicy({ publicUrl: 'http://localhost:8080', metaSandbox: true, meta: null });
    expect(allowed('http://127.0.0.1:8080/sandbox/media/dr-1024.svg')).toBe(true);
    expect(allowed('http://[::1]:8080/sandbox/media/dr-1024.svg')).toBe(true);
    expect(allowed('http://127.0.0.1:8081/sandbox/media/dr-1024.svg')).toBe(false);
    expect(allowed('http://127.0.0.1:8080/api/v1/users')).toBe(false);
    expect(allowed('http://evil.test:8080/sandbox/media/dr-1024.svg')).toBe(false);
  });
});
