import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createRemoteI18n, languageStore } from '../src';

const resources = {
  ua: { translation: { title: 'Налаштування', only_ua: 'Лише українською' } },
  en: { translation: { title: 'Settings' } },
};

beforeEach(() => languageStore.set('ua'));

describe('createRemoteI18n', () => {
  it('starts in the current language and follows languageStore', () => {
    languageStore.set('en');
    const i18n = createRemoteI18n(resources);
    expect(i18n.language).toBe('en');
    expect(i18n.t('title')).toBe('Settings');
    languageStore.set('ua');
    expect(i18n.language).toBe('ua');
    expect(i18n.t('title')).toBe('Налаштування');
  });

  it('falls back to ua for a key missing in en', () => {
    const i18n = createRemoteI18n(resources);
    languageStore.set('en');
    expect(i18n.t('only_ua')).toBe('Лише українською');
  });

  it('gives each remote its own instance and resources, all switching together', () => {
    const auth = createRemoteI18n({ ua: { translation: { t: 'Вхід' } }, en: { translation: { t: 'Login' } } });
    const inbox = createRemoteI18n({ ua: { translation: { t: 'Чати' } }, en: { translation: { t: 'Chats' } } });
    expect(auth).not.toBe(inbox);
    expect([auth.t('t'), inbox.t('t')]).toEqual(['Вхід', 'Чати']);
    languageStore.set('en');
    expect([auth.t('t'), inbox.t('t')]).toEqual(['Login', 'Chats']);
  });

  it('re-renders a mounted component when the shell switches language', () => {
    const i18n = createRemoteI18n(resources);
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('title')}</h1>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Налаштування');
    act(() => languageStore.set('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Settings');
  });
});
