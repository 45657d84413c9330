import { createKeyFor, readCreateKey, withCreateKey } from './create-key';

describe('the order create key (issue 49)', () => {
  beforeEach(() => sessionStorage.clear());

  it('repeats the key for the same request and makes a new one for a changed request', () => {
    const first = createKeyFor(null, { a: 1 }, () => 'k1');
    expect(first).toEqual({ request: '{"a":1}', key: 'k1' });
    expect(createKeyFor(first, { a: 1 }, () => 'k2').key).toBe('k1');
    expect(createKeyFor(first, { a: 2 }, () => 'k2').key).toBe('k2');
  });

  it('keeps the key across a reload (sessionStorage) per conversation', () => {
    const sent = withCreateKey('c1', { lines: [1] });
    expect(sent.idempotency_key).toMatch(/^order-[0-9a-f]{32}$/);
    expect(readCreateKey('c1')?.key).toBe(sent.idempotency_key);
    expect(withCreateKey('c1', { lines: [1] }).idempotency_key).toBe(sent.idempotency_key);
    expect(withCreateKey('c2', { lines: [1] }).idempotency_key).not.toBe(sent.idempotency_key);
    expect(withCreateKey('c1', { lines: [2] }).idempotency_key).not.toBe(sent.idempotency_key);
  });
});
