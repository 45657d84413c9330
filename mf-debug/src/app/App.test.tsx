import { act, screen, within } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { debugApi } from '../testing/debug-api';

// No English left in the Ukrainian screens (issue 47): titles, links and the roles' names.
const TEXTS = {
  ua: {
    debugger: 'Налагоджувач AI-агента',
    pipelines: 'Пайплайни',
    input: 'Запит клієнта',
    roles: ['Пошук у каталозі', 'Співрозмовник', 'Перевірка'],
  },
  en: {
    debugger: 'AI Agent Debugger',
    pipelines: 'Pipelines',
    input: 'Customer’s request',
    roles: ['Catalogue search', 'Communicator', 'Auditor'],
  },
};

beforeEach(() => debugApi());

describe('mf_debug routes', () => {
  it.each([
    ['ua', 'Дата початку', 'Дата завершення', 'Пошук', 'Попередня', 'Наступна'],
    ['en', 'Start date', 'End date', 'Search', 'Previous', 'Next'],
  ])('/%s/ai_agent renders the debugger', async (lng, start, end, search, previous, next) => {
    const text = TEXTS[lng as 'ua' | 'en'];
    renderRoute(`/${lng}/ai_agent`);
    expect(screen.getByRole('heading', { level: 1, name: text.debugger })).toBeInTheDocument();
    expect(screen.getByLabelText(start)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText(end)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('button', { name: search })).toBeEnabled();
    await screen.findByText('Чи є сукня?', { selector: 'span' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([text.input, ...text.roles]);
    expect(screen.getByRole('button', { name: previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: next })).toBeEnabled();
    expect(screen.getByRole('link', { name: text.pipelines })).toHaveAttribute('href', `/${lng}/pipelines`);
  });

  it.each([
    ['ua', 'Оновити', (role: string) => `Інструкції: ${role}`],
    ['en', 'Update', (role: string) => `${role} instructions`],
  ])('/%s/pipelines renders the three roles', async (lng, update, instructions) => {
    const text = TEXTS[lng as 'ua' | 'en'];
    renderRoute(`/${lng}/pipelines`);
    expect(screen.getByRole('heading', { level: 1, name: text.pipelines })).toBeInTheDocument();
    await screen.findByText('asst_comm');
    for (const role of text.roles) {
      const section = screen.getByRole('region', { name: role });
      expect(within(section).getByRole('heading', { name: role })).toBeInTheDocument();
      expect(within(section).getByLabelText(instructions(role))).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: update })).toBeEnabled();
    expect(screen.getByRole('link', { name: text.debugger })).toHaveAttribute('href', `/${lng}/ai_agent`);
  });

  it('moves from the debugger to pipelines through its link', async () => {
    renderRoute('/en/ai_agent');
    await userEvent.click(screen.getByRole('link', { name: 'Pipelines' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pipelines' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/pipelines');
  });

  it.each(['/ua/chats', '/en/settings', '/ua', '/ua/ai_agent/extra'])('renders nothing on %s', (path) => {
    const { container } = renderRoute(path);
    expect(container).toBeEmptyDOMElement();
  });
});

it('follows the language the shell switches to while mounted', async () => {
  renderRoute('/ua/ai_agent');
  expect(screen.getByText('Дата початку')).toBeInTheDocument();
  act(() => languageStore.set('en'));
  expect(screen.getByText('Start date')).toBeInTheDocument();
  expect(screen.queryByText('Дата початку')).not.toBeInTheDocument();
  await screen.findByText('Чи є сукня?', { selector: 'span' });
});
