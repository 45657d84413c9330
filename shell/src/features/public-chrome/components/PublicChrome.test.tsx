import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installViewport } from '../../../../test/viewport';
import { renderInShell } from '../../../../test/render';
import { PublicChrome } from './PublicChrome';

const renderChrome = (path = '/ua/pricing') =>
  renderInShell(
    <PublicChrome languageSwitch={<span>lang</span>} consultationPath="/ua/pricing">
      <p>page body</p>
    </PublicChrome>,
    { path },
  );

const location = () => screen.getByTestId('location').textContent;

describe('PublicChrome', () => {
  beforeEach(() => installViewport(1280));
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('has the promo line, the four navigation items, the auth links and the page', () => {
    renderChrome();
    expect(screen.getByRole('complementary', { name: 'Пропозиція' })).toHaveTextContent('Перші 2 місяці безкоштовно');
    const nav = within(screen.getByRole('navigation', { name: 'Основна навігація' }));
    expect(nav.getByRole('link', { name: 'Соцмережі' })).toHaveAttribute('href', '/ua#social');
    expect(nav.getByRole('link', { name: 'Рішення' })).toHaveAttribute('href', '/ua#solutions');
    expect(nav.getByRole('link', { name: 'Ціни' })).toHaveAttribute('href', '/ua/pricing');
    expect(nav.getByRole('link', { name: 'Замовити демо' })).toHaveAttribute('href', '/ua/pricing#consultation');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Спробувати безкоштовно' })).toHaveAttribute('href', '/ua/registration');
    expect(header.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/ua/login');
    expect(header.getByRole('link', { name: 'Vitrina — на головну' })).toHaveAttribute('href', '/ua');
    expect(screen.getByRole('main')).toHaveTextContent('page body');
  });

  it('has the footer: heading, try button to /registration, copyright and the support mailto', () => {
    renderChrome('/en');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Replace your sales manager with an AI assistant',
    );
    expect(footer.getByRole('link', { name: 'Try it' })).toHaveAttribute('href', '/en/registration');
    expect(footer.getByText(`© ${new Date().getFullYear()} Vitrina. All rights reserved.`)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /support@vitrina\.app/ })).toHaveAttribute(
      'href',
      'mailto:support@vitrina.app',
    );
  });

  it('locks page scrolling while the mobile menu is open and unlocks it on close or navigation', async () => {
    installViewport(375);
    renderChrome();
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Закрити меню' }));
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    await userEvent.click(screen.getByRole('link', { name: 'Рішення' }));
    expect(location()).toBe('/ua#solutions');
    expect(screen.getByRole('button', { name: 'Відкрити меню' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('on a phone the auth links navigate too (the owner works from the phone, issue 50)', async () => {
    installViewport(375);
    renderChrome();
    await userEvent.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Увійти' }));
    expect(location()).toBe('/ua/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('on desktop the auth links navigate', async () => {
    renderChrome();
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Спробувати' }));
    expect(location()).toBe('/ua/registration');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
