import { toCsv } from './csv';
import { durationParts, percent } from './format';
import { presetPeriod, validPeriod } from './period';

describe('analytics model', () => {
  it('writes CSV with a BOM, quoting cells that need it', () => {
    expect(
      toCsv(
        ['code', 'name'],
        [
          ['DR-1024', 'Сукня "Ліна", чорна'],
          ['SK-1', null],
        ],
      ),
    ).toBe('\uFEFFcode,name\r\nDR-1024,"Сукня ""Ліна"", чорна"\r\nSK-1,\r\n');
  });

  it('names periods by local days, today included', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(presetPeriod('7d', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetPeriod('30d', now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(presetPeriod('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });

  it.each([
    [{ from: '2026-03-01', to: '2026-03-01' }, true],
    [{ from: '2026-03-02', to: '2026-03-01' }, false],
    [{ from: '2025-01-01', to: '2026-03-01' }, false],
    [{ from: '', to: '2026-03-01' }, false],
  ])('accepts %j as a custom period: %s', (period, ok) => {
    expect(validPeriod(period)).toBe(ok);
  });

  it('shows durations in their largest unit and shares in percent', () => {
    expect(durationParts(45)).toEqual({ unit: 's', n: '45' });
    expect(durationParts(750)).toEqual({ unit: 'm', n: '13' });
    expect(durationParts(7920)).toEqual({ unit: 'h', n: '2.2' });
    expect(percent(3, 4)).toBe(75);
    expect(percent(0, 0)).toBeNull();
  });
});
