import { act, screen, within } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../testing/render-route';
import { resetBrowserState, textsByLanguage } from '@vitrina/shared/testing';
import { installKnowledgeApi } from '../testing/knowledge-api';

const TEXTS = textsByLanguage({
  title: ['База знань', 'Knowledge base'],
  sections: ['Розділи бази знань', 'Knowledge base sections'],
  tabs: [
    ['Завантаження', 'Питання', 'Контент і товари', 'Тестування', 'Налаштування'],
    ['Upload', 'Questions', 'Content & Product', 'Testing', 'Settings'],
  ],
  uploadText: [/наявністю та характеристиками товарів/, /availability and characteristics of your products/],
  file: ['Файл з товарами (.xls, .xlsx, .csv)', 'Product file (.xls, .xlsx, .csv)'],
  questionText: [/асистент не зміг відповісти/, /assistant could not answer/],
  questionEmpty: ['Питань поки немає.', 'No questions yet.'],
  period: ['Період', 'Period'],
  periodDefault: ['Цей місяць', 'This month'],
  types: [
    ['Публікації', 'Сторіс', 'Продукт'],
    ['Publications', 'Stories', 'Product'],
  ],
  productHeaders: [
    ['Артикул', 'Назва', 'Колір', 'Розміри', 'Ціна', 'Товари в інших кольорах', 'Товари в іншій підкладці'],
    ['Article code', 'Name', 'Colour', 'Sizes', 'Price', 'Products in other colours', 'Products in other lining'],
  ],
  publicationHeaders: [
    [
      'Пост',
      'Тип',
      'Дата публікації',
      'Посилання на товар',
      'Артикул',
      'Товари в інших кольорах',
      'Товари в іншій підкладці',
      'Дії',
    ],
    [
      'Post',
      'Type',
      'Publication date',
      'Product link',
      'Article code',
      'Products in other colours',
      'Products in other lining',
      'Actions',
    ],
  ],
  stories: ['Сторіс з’являться тут згодом.', 'Stories will appear here later.'],
  scenario: ['Сценарій відповіді на коментарі', 'Comment reply scenario'],
  autoComment: ['Текст автокоментаря', 'Auto-comment text'],
  save: ['Зберегти', 'Save'],
  testQuestion: ['Ваше питання', 'Your question'],
  send: ['Надіслати', 'Send'],
});

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
  installKnowledgeApi();
});

const SLUGS = ['upload', 'question', 'content', 'test', 'settings'];

function currentTab(lng: string, sections: string) {
  const nav = screen.getByRole('navigation', { name: sections });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(SLUGS.map((slug) => `/${lng}/chat_gpt/${slug}`));
  const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current).toHaveLength(1);
  return current[0].textContent;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe.each(Object.entries(TEXTS))('/%s/chat_gpt', (lng, text) => {
  it('opens on the upload tab: tab bar, explanation, .xls/.xlsx/.csv picker', () => {
    renderRoute(`/${lng}/chat_gpt`);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: text.sections });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(text.tabs);
    expect(currentTab(lng, text.sections)).toBe(text.tabs[0]);
    expect(screen.getByText(text.uploadText)).toBeInTheDocument();
    const picker = screen.getByLabelText(text.file);
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', '.xls,.xlsx,.csv');
    expect(picker).toBeEnabled();
  });

  it('question tab: explanation and an empty list', async () => {
    renderRoute(`/${lng}/chat_gpt/question`);
    expect(currentTab(lng, text.sections)).toBe(text.tabs[1]);
    expect(screen.getByText(text.questionText)).toBeInTheDocument();
    expect(await screen.findByText(text.questionEmpty)).toBeInTheDocument();
    expect(screen.queryByLabelText(text.file)).not.toBeInTheDocument();
  });

  it('content tab: period, type switch on product, and the other views', async () => {
    renderRoute(`/${lng}/chat_gpt/content`);
    expect(currentTab(lng, text.sections)).toBe(text.tabs[2]);
    const period = screen.getByLabelText(text.period);
    expect(within(period).getByRole('option', { selected: true })).toHaveTextContent(text.periodDefault);
    const [publications, stories, product] = text.types.map((name) => screen.getByRole('button', { name }));
    expect(product).toHaveAttribute('aria-pressed', 'true');
    expect(publications).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(headers()).toEqual(text.productHeaders);

    await userEvent.click(publications);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(publications).toHaveAttribute('aria-pressed', 'true');
    expect(product).toHaveAttribute('aria-pressed', 'false');
    expect(headers()).toEqual(text.publicationHeaders);

    await userEvent.click(stories);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(text.stories)).toBeInTheDocument();
  });

  it('test tab: a chat box to ask the assistant', () => {
    renderRoute(`/${lng}/chat_gpt/test`);
    expect(currentTab(lng, text.sections)).toBe(text.tabs[3]);
    expect(screen.getByLabelText(text.testQuestion)).toBeEnabled();
    expect(screen.getByRole('button', { name: text.send })).toBeDisabled();
  });

  it("settings tab: the three scenarios and the auto-comment, from the user's settings", async () => {
    renderRoute(`/${lng}/chat_gpt/settings`);
    expect(currentTab(lng, text.sections)).toBe(text.tabs[4]);
    const scenarios = await screen.findByRole('group', { name: text.scenario });
    const radios = within(scenarios).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'COMMENT_ONLY',
      'PRIVATE_REPLY_ONLY',
      'PRIVATE_REPLY_WITH_COMMENT',
    ]);
    expect(radios[0]).toBeChecked();
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(screen.getByLabelText(text.autoComment)).toHaveValue('Ми написали вам у Direct 📩');
    expect(screen.getByRole('button', { name: text.save })).toBeEnabled();
  });
});

describe('knowledge tab navigation', () => {
  it('follows the tab links', async () => {
    renderRoute('/ua/chat_gpt');
    await userEvent.click(screen.getByRole('link', { name: 'Питання' }));
    expect(window.location.pathname).toBe('/ua/chat_gpt/question');
    expect(currentTab('ua', 'Розділи бази знань')).toBe('Питання');
    expect(await screen.findByText('Питань поки немає.')).toBeInTheDocument();
  });

  it('shows the default tab for an unknown segment', () => {
    renderRoute('/en/chat_gpt/nope');
    expect(currentTab('en', 'Knowledge base sections')).toBe('Upload');
  });
});

it.each(['/ua/chats', '/en/settings', '/ua', '/ua/chat_gpt/content/extra'])('renders nothing on %s', (path) => {
  const { container } = renderRoute(path);
  expect(container).toBeEmptyDOMElement();
});

it('follows the language the shell switches to while mounted', () => {
  renderRoute('/ua/chat_gpt');
  expect(screen.getByText('Завантаження')).toBeInTheDocument();
  act(() => languageStore.set('en'));
  expect(screen.getByRole('link', { name: 'Upload' })).toBeInTheDocument();
  expect(screen.queryByText('Завантаження')).not.toBeInTheDocument();
});
