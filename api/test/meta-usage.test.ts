import { GraphUsage } from '../src/modules/meta/usage';

const headers = (values: Record<string, unknown>) =>
  new Headers(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)])));

/** Meta's usage headers (developers.facebook.com/docs/graph-api/overview/rate-limiting), with a clock. */
describe('GraphUsage', () => {
  it('keeps the highest percentage per account and for the app, for five minutes', () => {
    let now = 0;
    const usage = new GraphUsage(() => now);
    const counted = usage.record(
      headers({
        'x-business-use-case-usage': {
          'page-1': [
            { type: 'pages', call_count: 12, total_cputime: 40, total_time: 30, estimated_time_to_regain_access: 0 },
            { type: 'messenger', call_count: 5, total_cputime: 1, total_time: 1, estimated_time_to_regain_access: 3 },
          ],
        },
      }),
    );
    expect(counted).toEqual(['page-1']);
    expect(usage.pressure(['page-1'])).toBe(40);
    expect(usage.regainSeconds(['page-1'])).toBe(180);
    expect(usage.pressure(['ig-2'])).toBe(0);
    // The app's own usage weighs on every account.
    usage.record(headers({ 'x-app-usage': { call_count: 77, total_cputime: 3, total_time: 4 } }));
    expect(usage.pressure(['ig-2'])).toBe(77);
    now += 5 * 60_000 + 1;
    expect([usage.pressure(['page-1']), usage.regainSeconds(['page-1'])]).toEqual([0, 0]);
  });

  it('ignores headers that are missing or not JSON', () => {
    const usage = new GraphUsage();
    expect(usage.record(new Headers({ 'x-app-usage': 'oops', 'x-business-use-case-usage': '[1]' }))).toEqual([]);
    expect(usage.pressure(['page-1'])).toBe(0);
  });
});
