import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { App } from './App';

const scrollIntoView = jest.fn();
const scrollTo = jest.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  scrollTo.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('marketing routes', () => {
  it('renders the landing at /ua with its sections', async () => {
    const { container } = await renderWithProviders(<App />, { route: '/ua' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI-асистент, який продає у вашому Instagram' }),
    ).toBeInTheDocument();
    expect(container.querySelector('#social')).toHaveAccessibleName('Працює там, де ваші покупці');
    expect(container.querySelector('#solutions')).toHaveAccessibleName('Що Vitrina робить для вашого магазину');
    expect(container.querySelector('#booking')).toHaveAccessibleName('Залишити заявку');
    expect(screen.getByRole('heading', { name: 'Як це працює' })).toBeInTheDocument();
    expect(screen.getAllByText('Ваш браузер не підтримує відтворення відео.')).toHaveLength(2);
  });

  it('renders in English at /en', async () => {
    await renderWithProviders(<App />, { route: '/en', lng: 'en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'An AI assistant that sells in your Instagram' }),
    ).toBeInTheDocument();
  });

  it.each(['/ua/chats', '/ua/login', '/xx', '/ua/pricing/extra'])('renders nothing at %s', async (route) => {
    const { container } = await renderWithProviders(<App />, { route });
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the pricing page on its own, scrolled to the top', async () => {
    await renderWithProviders(<App />, { route: '/ua/pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Тарифи' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Кількість діалогів на місяць' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Часті запитання' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Залишити заявку' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to the booking form from a plan card', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<App />, { route: '/ua/pricing' });
    await user.click(await screen.findByRole('button', { name: 'Обрати тариф Pro' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'booking');
  });

  it('shows the privacy policy with a link home', async () => {
    await renderWithProviders(<App />, { route: '/ua/privacy_policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Політика конфіденційності' })).toBeInTheDocument();
    expect(screen.getByText(/7 календарних днів/)).toBeInTheDocument();
    expect(screen.getByText(/Західній Європі/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'На головну' })) expect(link).toHaveAttribute('href', '/ua');
  });
});

describe('anchors', () => {
  it.each(['social', 'solutions', 'booking'])('scrolls smoothly to #%s', async (id) => {
    await renderWithProviders(<App />, { route: `/ua#${id}` });
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', id);
  });

  it('does not scroll for other hashes', async () => {
    await renderWithProviders(<App />, { route: '/ua#top' });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('demo and consultation modals', () => {
  it('the hero start button opens the demo whose start opens Instagram in a new tab', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<App />, { route: '/ua' });
    const hero = screen.getByRole('region', { name: 'AI-асистент, який продає у вашому Instagram' });
    await user.click(within(hero).getByRole('button', { name: 'Почати' }));
    const dialog = screen.getByRole('dialog', { name: 'Спробуйте Vitrina в дії' });
    const start = within(dialog).getByRole('link', { name: /Почати/ });
    expect(start).toHaveAttribute('href', 'https://www.instagram.com/vitrina.ai/');
    expect(start).toHaveAttribute('target', '_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
  });

  it('each solution video has a start button opening the demo', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<App />, { route: '/ua' });
    const solutions = screen.getByRole('region', { name: 'Що Vitrina робить для вашого магазину' });
    const starts = within(solutions).getAllByRole('button', { name: 'Почати' });
    expect(starts).toHaveLength(2);
    await user.click(starts[1]);
    expect(screen.getByRole('dialog', { name: 'Спробуйте Vitrina в дії' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the demo section opens the consultation form', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<App />, { route: '/ua' });
    await user.click(screen.getByRole('button', { name: 'Записатися на демо' }));
    expect(await screen.findByRole('dialog', { name: 'Ваші дані' })).toBeInTheDocument();
  });

  it('opens the consultation for #consultation', async () => {
    await renderWithProviders(<App />, { route: '/en#consultation', lng: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Your Information' })).toBeInTheDocument();
  });
});
