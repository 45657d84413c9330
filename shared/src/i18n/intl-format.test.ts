import { dateTimeFormat, numberFormat } from './intl-format';

describe('intl formatters', () => {
  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const options = { maximumFractionDigits: 2 };
    const first = numberFormat('uk-UA', options);
    expect(numberFormat('uk-UA', { maximumFractionDigits: 2 })).toBe(first);
    expect(first.format(1234.567)).toBe(new Intl.NumberFormat('uk-UA', options).format(1234.567));
  });

  it('keeps locales, options and kinds apart', () => {
    const uk = numberFormat('uk-UA', { maximumFractionDigits: 2 });
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(uk);
    expect(numberFormat('uk-UA', { maximumFractionDigits: 0 })).not.toBe(uk);
    expect(numberFormat('en-US', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.5');
    const date = dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(date).toBeInstanceOf(Intl.DateTimeFormat);
    expect(date.format(new Date('2026-03-02T00:00:00Z'))).toBe('2 Mar');
    expect(dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(date);
  });

  it('keeps a bounded number of formatters, making a dropped one again when asked', () => {
    const oldest = numberFormat('en-GB', { minimumIntegerDigits: 1 });
    // 64 other formatters after it (MAX_KEPT): it is the one dropped.
    for (let i = 0; i < 64; i += 1)
      numberFormat('en-GB', { minimumIntegerDigits: (i % 21) + 1, maximumFractionDigits: Math.floor(i / 21) });
    expect(numberFormat('en-GB', { minimumIntegerDigits: 21, maximumFractionDigits: 3 })).toBe(
      numberFormat('en-GB', { minimumIntegerDigits: 21, maximumFractionDigits: 3 }),
    );
    const again = numberFormat('en-GB', { minimumIntegerDigits: 1 });
    expect(again).not.toBe(oldest);
    expect(again.format(7)).toBe('7');
  });
});
