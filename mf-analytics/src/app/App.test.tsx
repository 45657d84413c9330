import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf } from '@vitrina/shared/testing';
import { renderRoute } from '../testing/render-route';
import { analyticsApi, EMPTY } from '../testing/analytics-api';

const T = {
  ua: {
    title: 'Аналітика',
    chats: 'Чати',
    assistant: 'Частка асистента',
    speed: 'Швидкість відповіді',
    topics: 'Про що питають',
    usage: 'Використання тарифу',
    show: 'Показати таблицею',
    csv: 'Завантажити CSV',
    newCustomers: 'Нові клієнти',
    unchanged: 'Надіслано без змін',
    median: 'Медіана',
    code: 'Артикул',
    size: 'Розмір',
    chatsEmpty: /Чатів за цей період немає\. Підключіть канал/,
    assistantEmpty: /Увімкніть асистента/,
    speedEmpty: /Коли ви відповісте на повідомлення/,
    productsEmpty: /не було жодного товару. Він впізнає артикули зі складу, завантаженого в «Базі знань»/,
    usedText: 'Цього місяця 30 з 50 чатів тарифу',
    over: /Прогноз перевищує тариф/,
    toQuestions: 'Відповісти у вкладці «Питання» бази знань',
    twoHours: '2 год',
    fullTrust: 'Повна довіра',
    fullTrustSummary:
      /Розмов: 4; асистент упорався сам — 3 \(75 %\)\. Автовідповідей: 7, скасовано вами — 1\. Передано вам: 2\. Медіана першої відповіді: асистент сам — 4 с, ви — 1\.5 год/,
    complaint: 'скарга або невдоволення',
    fullTrustEmpty: /Увімкніть «Повна довіра»/,
    handedOver: 'Передано вам',
    orders: 'Замовлення',
    ordersSummary:
      /Замовлень: 3, виручка 4\s899 грн \(скасовані не враховано\)\. З розмов: 67 %; створено асистентом самостійно: 33 %\. Накладений платіж: 2, відмов: 1\. Середній час від першого повідомлення до замовлення: 30 хв/,
  },
  en: {
    title: 'Analytics',
    chats: 'Chats',
    assistant: "The assistant's share",
    speed: 'Reply speed',
    topics: 'What customers ask about',
    usage: 'Plan usage',
    show: 'Show as a table',
    csv: 'Download CSV',
    newCustomers: 'New customers',
    unchanged: 'Sent unchanged',
    median: 'Median',
    code: 'Code',
    size: 'Size',
    chatsEmpty: /No chats in this period\. Connect a channel/,
    assistantEmpty: /Turn the assistant on/,
    speedEmpty: /Once you answer messages/,
    productsEmpty: /No product came up in the assistant's drafts this period./,
    usedText: "30 of the plan's 50 chats this month",
    over: /The projection is over the plan/,
    toQuestions: "Answer them in the Knowledge base's Questions tab",
    twoHours: '2 h',
    fullTrust: 'Full trust',
    fullTrustSummary:
      /Conversations: 4; handled by the assistant alone: 3 \(75 %\)\. Automatic replies: 7, cancelled by you: 1\. Handed over to you: 2\. Median first reply: the assistant alone 4 s, you 1\.5 h/,
    complaint: 'a complaint or displeasure',
    fullTrustEmpty: /Turn on "Full trust"/,
    handedOver: 'Handed over',
    orders: 'Orders',
    ordersSummary:
      /Orders: 3, revenue 4,899 UAH \(cancelled ones not counted\)\. From conversations: 67 %; created by the assistant alone: 33 %\. Cash on delivery: 2, refused: 1\. Average first message → order: 30 min/,
  },
} as const;

const section = (name: string) => screen.getByRole('region', { name });

describe.each(['ua', 'en'] as const)('/%s/analytics', (lng) => {
  const t = T[lng];

  it('draws each chart with its table, a CSV button and the figures', async () => {
    const api = analyticsApi();
    renderRoute(`/${lng}/analytics`);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await screen.findByRole('region', { name: t.chats });
    // Chats: the chart is an image described by its summary; its table has a row per day.
    const chats = within(section(t.chats));
    expect(chats.getByRole('img')).toHaveAccessibleName(/3/);
    const chatsTable = chats.getAllByRole('table')[0]!;
    expect(within(chatsTable).getByRole('columnheader', { name: t.newCustomers })).toBeInTheDocument();
    expect(within(chatsTable).getAllByRole('row')).toHaveLength(3);
    expect(chats.getByRole('cell', { name: 'Main shop' })).toBeInTheDocument();
    expect(chats.getByRole('button', { name: t.csv })).toBeEnabled();
    // The assistant: per-day outcomes and the AI share (2 unchanged + 1 edited of 3).
    const assistant = within(await screen.findByRole('region', { name: t.assistant }));
    const assistantTable = assistant.getByRole('table');
    expect(within(assistantTable).getByRole('columnheader', { name: t.unchanged })).toBeInTheDocument();
    expect(within(assistantTable).getByRole('cell', { name: '100 %' })).toBeInTheDocument();
    // Orders (issue 49): count, revenue, the assistant's share, COD refusals, first message → order.
    const orders = within(await screen.findByRole('region', { name: t.orders }));
    expect(orders.getByText(t.ordersSummary)).toBeInTheDocument();
    expect(within(orders.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    // Full trust: handled alone and with the owner by day, the medians, hand-overs by reason.
    const trust = within(await screen.findByRole('region', { name: t.fullTrust }));
    expect(trust.getByText(t.fullTrustSummary)).toBeInTheDocument();
    expect(trust.getByRole('img')).toHaveAccessibleName(t.fullTrustSummary);
    const [trustDays, trustReasons] = trust.getAllByRole('table');
    expect(within(trustDays!).getAllByRole('row')).toHaveLength(3);
    expect(within(trustDays!).getByRole('columnheader', { name: t.handedOver })).toBeInTheDocument();
    expect(within(trustDays!).getByRole('cell', { name: '100 %' })).toBeInTheDocument();
    expect(within(trustReasons!).getByRole('cell', { name: t.complaint })).toBeInTheDocument();
    expect(trust.getByRole('button', { name: t.csv })).toBeEnabled();
    // Speed: 24 hours, the night reply in hours.
    const speed = within(await screen.findByRole('region', { name: t.speed }));
    const speedTable = speed.getByRole('table');
    expect(within(speedTable).getAllByRole('row')).toHaveLength(25);
    expect(within(speedTable).getByRole('columnheader', { name: t.median })).toBeInTheDocument();
    expect(within(speedTable).getAllByRole('cell', { name: t.twoHours })).toHaveLength(2);
    // Topics: codes, lost sizes, open questions linked to the knowledge base's Questions tab.
    const topics = within(await screen.findByRole('region', { name: t.topics }));
    expect(topics.getAllByRole('columnheader', { name: t.code })).toHaveLength(2);
    expect(topics.getByRole('cell', { name: 'XL' })).toBeInTheDocument();
    expect(topics.getByRole('link', { name: t.toQuestions })).toHaveAttribute('href', `/${lng}/chat_gpt/question`);
    expect(topics.getByRole('button', { name: t.csv })).toBeEnabled();
    // Usage: 30 of 50, projected past the plan.
    const usage = within(await screen.findByRole('region', { name: t.usage }));
    expect(usage.getByText(t.usedText)).toBeInTheDocument();
    expect(usage.getByRole('meter')).toHaveAttribute('aria-valuetext', t.usedText);
    expect(usage.getByText(t.over)).toBeInTheDocument();
    expect(callsOf(api).some((c) => /tz_offset=-?\d+/.test(c.url))).toBe(true);
  });

  it('says what to do to get data when the period is empty', async () => {
    analyticsApi(EMPTY);
    renderRoute(`/${lng}/analytics`);
    expect(
      await within(await screen.findByRole('region', { name: t.chats })).findByText(t.chatsEmpty),
    ).toBeInTheDocument();
    expect(within(section(t.assistant)).getByText(t.assistantEmpty)).toBeInTheDocument();
    expect(within(section(t.speed)).getByText(t.speedEmpty)).toBeInTheDocument();
    expect(within(section(t.topics)).getByText(t.productsEmpty)).toBeInTheDocument();
    expect(within(section(t.fullTrust)).getByText(t.fullTrustEmpty)).toBeInTheDocument();
    for (const name of [t.chats, t.assistant, t.speed, t.fullTrust]) {
      expect(within(section(name)).queryByRole('table')).not.toBeInTheDocument();
      expect(within(section(name)).queryByRole('button', { name: t.csv })).not.toBeInTheDocument();
    }
    // Nothing asked about: no CSV of a header alone.
    expect(within(section(t.topics)).queryByRole('button', { name: t.csv })).not.toBeInTheDocument();
  });

  it('shows a table on demand', async () => {
    analyticsApi();
    renderRoute(`/${lng}/analytics`);
    const speed = within(await screen.findByRole('region', { name: t.speed }));
    // The table's box (around the shared Table's scroll box): off screen, yet read by screen readers.
    const box = () => speed.getByRole('table').parentElement!.parentElement!;
    expect(box()).toHaveClass('offscreen');
    await userEvent.click(speed.getByRole('button', { name: t.show }));
    expect(box()).not.toHaveClass('offscreen');
  });
});

it("downloads a chart's figures as CSV", async () => {
  analyticsApi();
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderRoute('/en/analytics');
  const chats = within(await screen.findByRole('region', { name: 'Chats' }));
  await userEvent.click(chats.getByRole('button', { name: 'Download CSV' }));
  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
    /^Chats \d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blobs[0]!);
  });
  expect(text.split('\r\n').slice(0, 3)).toEqual([
    'day,chats,new_customers,returning_customers,direct,comments',
    '2026-03-02,2,1,1,2,0',
    '2026-03-03,1,1,0,0,1',
  ]);
  click.mockRestore();
});

it('asks again for the chosen channel and period', async () => {
  const api = analyticsApi();
  renderRoute('/en/analytics');
  await screen.findByRole('region', { name: 'Chats' });
  await userEvent.selectOptions(await screen.findByLabelText('Channel'), 'ch-1');
  await waitFor(() => expect(callsOf(api).some((c) => c.url.includes('channelId=ch-1'))).toBe(true));
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
  const from = screen.getByLabelText('From');
  await userEvent.clear(from);
  await userEvent.type(from, '2026-01-05');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(callsOf(api).some((c) => c.url.includes('from=2026-01-05'))).toBe(true));
});

it.each(['/ua/chats', '/en/settings', '/ua/analytics/extra'])('renders nothing on %s', (path) => {
  analyticsApi();
  const { container } = renderRoute(path);
  expect(container).toBeEmptyDOMElement();
});
