// What an island reads for `useTranslation().t` (shared/src/islands/react-i18next.ts, the islands
// build's `react-i18next`): the remote's texts in the page's language, with i18next's interpolation.
import { setIslandTexts, t, useTranslation } from '../src/islands/react-i18next';

describe('islands texts', () => {
  beforeEach(() =>
    setIslandTexts('en', {
      pricing: { calculator: { value: '{{value}} dialogs a month' }, plans: { range: '{{min}}–{{ max }} dialogs' } },
      faq: { items: [{ q: 'Free?', a: 'Yes' }] },
    }),
  );

  it('reads a nested key with its values, as i18next does', () => {
    expect(t('pricing.calculator.value', { value: '1500' })).toBe('1500 dialogs a month');
    expect(t('pricing.plans.range', { min: 400, max: 1450 })).toBe('400–1450 dialogs');
    expect(useTranslation().i18n.language).toBe('en');
  });

  it('gives the key for a missing text and leaves a missing value as written', () => {
    expect(t('pricing.nope')).toBe('pricing.nope');
    expect(t('pricing.calculator')).toBe('pricing.calculator');
    expect(t('pricing.calculator.value')).toBe('{{value}} dialogs a month');
  });

  it('gives the list at a key with returnObjects (the FAQ), and the key where there is none', () => {
    expect(t('faq.items', { returnObjects: true })).toEqual([{ q: 'Free?', a: 'Yes' }]);
    expect(t('faq.nope', { returnObjects: true })).toBe('faq.nope');
  });
});
