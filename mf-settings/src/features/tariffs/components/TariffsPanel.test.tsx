import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, setRemoteModuleLoader } from '@vitrina/shared';
import type { Billing } from '@vitrina/shared/contracts';
import { callsOf, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { BILLING, settingsApi, USER } from '../../../testing/settings-api';
import { openAcquirerPage } from '../model/acquirer-page';
import { usagePercent } from '../model/usage';
import { saveFile } from '@vitrina/shared/ui/data';

jest.mock('../model/acquirer-page', () => ({ openAcquirerPage: jest.fn() }));
jest.mock('@vitrina/shared/ui/data', () => ({ saveFile: jest.fn() }));

const panel = () => screen.getByRole('tabpanel', { name: 'Plans and billing' });
const uaPanel = () => screen.getByRole('tabpanel', { name: 'Тарифи і оплата' });

/** Pro, paid on 10 March, next charge on 10 April; 1600 chats of its 1500. */
const PRO: Billing = {
  ...BILLING,
  plan: 'PRO',
  status: 'ACTIVE',
  period_start: '2031-03-10T09:00:00.000Z',
  period_end: '2031-04-10T09:00:00.000Z',
  next_charge_at: '2031-04-10T09:00:00.000Z',
  next_charge_cents: 44_999 + 100 * 30,
  card_mask: '444403******1902',
  usage: {
    since: '2031-03-10T09:00:00.000Z',
    chats_used: 1600,
    included_chats: 1500,
    top_up_chats: 0,
    extra_chats: 100,
  },
  invoices: [
    {
      id: 'i1',
      kind: 'SUBSCRIBE',
      plan: 'PRO',
      period: 'MONTH',
      amount_cents: 1_867_459,
      ccy: 980,
      usd_cents: 44_999,
      usd_rate: 41.5,
      status: 'PAID',
      failure_reason: null,
      page_url: null,
      top_up_chats: 0,
      extra_chats: 0,
      period_start: '2031-03-10T09:00:00.000Z',
      period_end: '2031-04-10T09:00:00.000Z',
      created_at: '2031-03-10T09:00:00.000Z',
      settled_at: '2031-03-10T09:00:00.000Z',
    },
  ],
};

const billingIs = (billing: Billing) => (call: { method: string; url: string }) =>
  call.method === 'GET' && call.url.endsWith('/api/v1/billing') ? response(200, { data: billing }) : undefined;

beforeEach(() => jest.mocked(openAcquirerPage).mockClear());

it('loads the calculator from mf_marketing/pricing with no "choose" button of its own', async () => {
  settingsApi();
  const loader = jest.fn(async () => ({
    PricingCalculatorWidget: ({ onChoosePlan }: { onChoosePlan?: () => void }) => (
      <p>Marketing calculator{onChoosePlan ? ' with a choose button' : ''}</p>
    ),
  }));
  setRemoteModuleLoader(loader);
  renderRoute('/en/settings');
  expect(await within(panel()).findByText('Marketing calculator')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_marketing', 'pricing');
});

it('falls back to the pricing link when the marketing remote has no calculator (not deployed)', async () => {
  settingsApi();
  setRemoteModuleLoader(async () => ({ bootstrap: () => undefined }));
  renderRoute('/en/settings');
  expect(await within(panel()).findByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/en/pricing',
  );
});

it('a trial: what happens after it, the four plans with the pricing page’s prices, no payments yet', async () => {
  settingsApi();
  renderRoute('/en/settings');
  expect(await within(panel()).findByText(/After the trial: 50 free chats a month/)).toBeInTheDocument();
  const plans = within(panel()).getAllByRole('listitem');
  expect(plans.map((p) => p.getAttribute('data-plan'))).toEqual(['STARTER', 'PLUS', 'PRO', 'PREMIUM']);
  expect(within(plans[2]).getByText('1500 chats a month')).toBeInTheDocument();
  expect(within(plans[2]).getByText('$449.99 / mo.')).toBeInTheDocument();
  expect(within(plans[0]).getByText('$29.99 / mo.')).toBeInTheDocument();
  expect(within(panel()).getByText('No payments yet.')).toBeInTheDocument();
  expect(
    within(panel()).getByText(
      'Prices are in dollars, as on the pricing page; the card is charged in hryvnias at the rate of the invoice’s moment (now 41.50 UAH per $1).',
    ),
  ).toBeInTheDocument();
});

it('choosing Pro shows what happens, then opens monobank’s page', async () => {
  const calls = settingsApi((call) => {
    if (call.url.endsWith('/billing/preview'))
      return response(200, {
        data: {
          action: 'SUBSCRIBE',
          plan: 'PRO',
          amount_now_cents: 44_999,
          amount_now_uah_cents: 1_867_459,
          usd_rate: 41.5,
          effective_at: '2031-03-10T09:00:00.000Z',
          next_charge_at: '2031-04-10T09:00:00.000Z',
          next_charge_cents: 44_999,
        },
      });
    if (call.url.endsWith('/billing/subscribe'))
      return response(200, { data: { action: 'SUBSCRIBE', page_url: 'http://pay.test/p2_1', billing: BILLING } });
    return undefined;
  });
  renderRoute('/en/settings');
  await userEvent.click(await within(panel()).findByRole('button', { name: 'Choose Pro' }));
  const confirm = await within(panel()).findByRole('group');
  expect(confirm).toHaveTextContent(
    'Pro: you pay $449.99 now on monobank’s page (the card form is theirs; we keep only its token). The plan starts when paid; next charge 10 April 2031, $449.99. The card is charged UAH 18,674.59 (at 41.50 UAH per $1, fixed in the invoice).',
  );
  expect(openAcquirerPage).not.toHaveBeenCalled();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(openAcquirerPage).toHaveBeenCalledWith('http://pay.test/p2_1'));
  const subscribe = callsOf(calls).find((c) => c.url.endsWith('/billing/subscribe'));
  expect(JSON.parse(String(subscribe?.body))).toEqual({ plan: 'PRO' });
});

it('the pricing page’s "choose" when signed in: the tab opens with that plan’s preview, before any payment', async () => {
  const calls = settingsApi((call) =>
    call.url.endsWith('/billing/preview')
      ? response(200, {
          data: {
            action: 'SUBSCRIBE',
            plan: 'PLUS',
            amount_now_cents: 11_999,
            amount_now_uah_cents: 497_959,
            usd_rate: 41.5,
            effective_at: '2031-03-10T09:00:00.000Z',
            next_charge_at: '2031-04-10T09:00:00.000Z',
            next_charge_cents: 11_999,
          },
        })
      : undefined,
  );
  renderRoute('/ua/settings?tab=tariffs&plan=plus');
  const confirm = await within(uaPanel()).findByRole('group');
  expect(confirm).toHaveTextContent(/^Plus: /);
  expect(within(confirm).getByRole('button', { name: 'Підтвердити' })).toBeInTheDocument();
  const previews = callsOf(calls).filter((c) => c.url.endsWith('/billing/preview'));
  expect(previews.map((c) => JSON.parse(String(c.body)))).toEqual([{ plan: 'PLUS', period: 'MONTH' }]);
  expect(callsOf(calls).some((c) => c.url.endsWith('/billing/subscribe'))).toBe(false);
  expect(openAcquirerPage).not.toHaveBeenCalled();
});

it('a link’s plan that cannot be bought (free, unknown) asks nothing', async () => {
  const calls = settingsApi();
  renderRoute('/en/settings?tab=tariffs&plan=free');
  expect(await within(panel()).findByText(/After the trial/)).toBeInTheDocument();
  expect(within(panel()).queryByRole('group')).not.toBeInTheDocument();
  expect(callsOf(calls).some((c) => c.url.endsWith('/billing/preview'))).toBe(false);
});

it('yearly: the plans’ year prices (12 months − 30 %), the preview says so, and the year is what is bought', async () => {
  const calls = settingsApi((call) => {
    if (call.url.endsWith('/billing/preview'))
      return response(200, {
        data: {
          action: 'SUBSCRIBE',
          plan: 'PRO',
          period: 'YEAR',
          amount_now_cents: 377_992,
          amount_now_uah_cents: 15_686_668,
          usd_rate: 41.5,
          effective_at: '2031-03-10T09:00:00.000Z',
          next_charge_at: '2032-03-10T09:00:00.000Z',
          next_charge_cents: 377_992,
        },
      });
    if (call.url.endsWith('/billing/subscribe'))
      return response(200, { data: { action: 'SUBSCRIBE', page_url: 'http://pay.test/p2_y', billing: BILLING } });
    return undefined;
  });
  renderRoute('/en/settings');
  const yearly = await within(panel()).findByRole('radio', { name: 'Yearly, 30 % off' });
  expect(within(panel()).getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await userEvent.click(yearly);
  const plans = within(panel()).getAllByRole('listitem');
  expect(within(plans[2]).getByText('$3,779.92 / yr.')).toBeInTheDocument();
  expect(within(plans[2]).getByText('$314.99 a month, 30 % off')).toBeInTheDocument();
  expect(within(plans[0]).getByText('$251.92 / yr.')).toBeInTheDocument();
  await userEvent.click(within(panel()).getByRole('button', { name: 'Choose Pro' }));
  const confirm = await within(panel()).findByRole('group');
  expect(confirm).toHaveTextContent(
    'next charge 10 March 2032, $3,779.92. The year is paid at once, 30 % less than 12 months',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(openAcquirerPage).toHaveBeenCalledWith('http://pay.test/p2_y'));
  const bodies = callsOf(calls)
    .filter((c) => c.url.endsWith('/billing/preview') || c.url.endsWith('/billing/subscribe'))
    .map((c) => JSON.parse(String(c.body)));
  expect(bodies).toEqual([
    { plan: 'PRO', period: 'YEAR' },
    { plan: 'PRO', period: 'YEAR' },
  ]);
});

it('a yearly plan shows its year price and a monthly switch waiting for the next period', async () => {
  settingsApi(
    billingIs({
      ...PRO,
      period: 'YEAR',
      next_period: 'MONTH',
      period_end: '2032-03-10T09:00:00.000Z',
      next_charge_at: '2032-03-10T09:00:00.000Z',
    }),
  );
  renderRoute('/ua/settings');
  // The plan's price, and Pro's card in the chooser (yearly, as the plan is).
  expect(await within(uaPanel()).findAllByText(/^3\s779,92\sUSD \/ рік$/)).toHaveLength(2);
  expect(within(uaPanel()).getByText('З 10 березня 2032 р. тариф сплачуватиметься щомісяця.')).toBeInTheDocument();
  expect(within(uaPanel()).getByRole('radio', { name: 'Щороку, −30 %' })).toBeChecked();
});

it('a paid plan: price, next charge, card, the chats over the plan, the payments', async () => {
  settingsApi(billingIs(PRO));
  renderRoute('/en/settings');
  expect(await within(panel()).findByText('$449.99 / mo.', { selector: 'p[class*="price"]' })).toBeInTheDocument();
  expect(within(panel()).getByText('Next charge: 10 April 2031, $479.99')).toBeInTheDocument();
  expect(within(panel()).getByText('Card 444403******1902')).toBeInTheDocument();
  expect(within(panel()).getByRole('meter', { name: 'Chats this period: 1600 of 1500' })).toHaveAttribute(
    'aria-valuenow',
    '1500',
  );
  expect(within(panel()).getByText(/100 chats over the plan: the assistant keeps answering/)).toBeInTheDocument();
  const rows = within(within(panel()).getByRole('table')).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('10 March 2031Pro: first monthUAH 18,674.59$449.99 at 41.50 UAH per $1Paid');
  expect(within(panel()).getByText('Your plan')).toBeInTheDocument();
});

it('a paid invoice’s receipt is downloaded with the token', async () => {
  const pdf = new Blob(['%PDF-1.4']);
  const calls = settingsApi((call) =>
    call.url.endsWith('/billing/invoices/i1/receipt')
      ? ({ ok: true, status: 200, blob: async () => pdf } as unknown as Response)
      : billingIs(PRO)(call),
  );
  renderRoute('/en/settings');
  await userEvent.click(await within(panel()).findByRole('button', { name: 'Receipt' }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, 'vitrina-receipt-i1.pdf'));
  const asked = callsOf(calls).find((c) => c.url.endsWith('/receipt'));
  expect(asked?.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
});

it('cancel asks first, then shows "active until …"', async () => {
  const cancelled: Billing = { ...PRO, status: 'CANCELLED', next_charge_at: null, next_charge_cents: null };
  settingsApi((call) =>
    call.url.endsWith('/billing/cancel')
      ? response(200, { data: { action: 'CANCEL', page_url: null, billing: cancelled } })
      : billingIs(PRO)(call),
  );
  renderRoute('/ua/settings');
  await userEvent.click(await within(uaPanel()).findByRole('button', { name: 'Скасувати тариф' }));
  expect(
    within(uaPanel()).getByText('Тариф діятиме до 10 квітня 2031 р. і не продовжиться. Скасувати?'),
  ).toBeInTheDocument();
  await userEvent.click(within(uaPanel()).getByRole('button', { name: 'Так, скасувати' }));
  expect(await within(uaPanel()).findByText('Діє до 10 квітня 2031 р., без продовження.')).toBeInTheDocument();
  expect(within(uaPanel()).getByText('Скасовано')).toBeInTheDocument();
  expect(within(uaPanel()).queryByRole('button', { name: 'Скасувати тариф' })).not.toBeInTheDocument();
});

it('a top-up on the kept card shows the new total without leaving the page', async () => {
  const topped: Billing = { ...PRO, usage: { ...PRO.usage, included_chats: 1550, top_up_chats: 50, extra_chats: 50 } };
  settingsApi((call) =>
    call.url.endsWith('/billing/top-up')
      ? response(200, { data: { action: 'TOP_UP', page_url: null, billing: topped } })
      : billingIs(PRO)(call),
  );
  renderRoute('/en/settings');
  await userEvent.click(await within(panel()).findByRole('button', { name: 'Buy +50 chats ($15.00)' }));
  expect(await within(panel()).findByRole('meter', { name: 'Chats this period: 1600 of 1550' })).toBeInTheDocument();
  expect(openAcquirerPage).not.toHaveBeenCalled();
});

it('a failed renewal is shown, and read again when the live event comes', async () => {
  let billing: Billing = PRO;
  settingsApi((call) => billingIs(billing)(call));
  renderRoute('/en/settings');
  await within(panel()).findByText('Next charge: 10 April 2031, $479.99');
  billing = {
    ...PRO,
    status: 'PAST_DUE',
    retry_at: '2031-04-11T09:00:00.000Z',
    next_charge_at: '2031-04-11T09:00:00.000Z',
  };
  eventBus.emitServer({ type: 'BILLING_UPDATED', data: { status: 'PAST_DUE', plan: 'PRO' } });
  expect(await within(panel()).findByRole('alert')).toHaveTextContent(
    'The renewal payment failed: we will try the card again on 11 April 2031. The assistant keeps answering.',
  );
});

it('a renewal the bank wants confirmed (3-D Secure): what and how much, and "Підтвердити оплату" to the acquirer’s page', async () => {
  const url = 'http://localhost:8080/sandbox/monobank/pay/p2_tds';
  const waiting: Billing = {
    ...PRO,
    confirmation: {
      invoice_id: 'i2',
      kind: 'RENEWAL',
      plan: 'PRO',
      amount_cents: 47_999,
      ccy: 840,
      url,
      asked_at: '2031-04-10T09:00:00.000Z',
    },
  };
  settingsApi(billingIs(waiting));
  renderRoute('/ua/settings');
  const alert = await within(uaPanel()).findByRole('alert');
  expect(alert).toHaveTextContent(
    /^Банк просить підтвердити оплату 479,99\sUSD за продовження тарифу Pro \(3-D Secure\)\. Нічого не списано, доки ви не підтвердите\./,
  );
  expect(within(alert).getByRole('link', { name: 'Підтвердити оплату' })).toHaveAttribute('href', url);
});

it('the same in English, for an upgrade', async () => {
  const url = 'http://localhost:8080/sandbox/monobank/pay/p2_up';
  settingsApi(
    billingIs({
      ...PRO,
      confirmation: {
        invoice_id: 'i3',
        kind: 'UPGRADE',
        plan: 'PREMIUM',
        amount_cents: 12_345,
        ccy: 840,
        url,
        asked_at: '2031-03-25T09:00:00.000Z',
      },
    }),
  );
  renderRoute('/en/settings');
  const alert = await within(panel()).findByRole('alert');
  expect(alert).toHaveTextContent(
    'Your bank asks you to confirm the payment of $123.45 for the move to Premium (3-D Secure).',
  );
  expect(within(alert).getByRole('link', { name: 'Confirm the payment' })).toHaveAttribute('href', url);
});

it('a manager sees the plan but cannot change it', async () => {
  settingsApi(billingIs(PRO), { ...USER, role: 'MANAGER' });
  renderRoute('/en/settings');
  expect(await within(panel()).findByText('Only the shop’s owner can change the plan.')).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: /Choose|Cancel|Buy/ })).not.toBeInTheDocument();
});

it('shows the error of the billing call', async () => {
  settingsApi((call) =>
    call.url.endsWith('/api/v1/billing') ? response(400, { error_message: 'Помилка при отриманні данних' }) : undefined,
  );
  renderRoute('/ua/settings');
  expect(await screen.findByText('Помилка при отриманні данних', {}, { timeout: 4000 })).toBeInTheDocument();
});

it('usagePercent caps at 100 and handles no free chats', () => {
  expect(usagePercent(12, 50)).toBe(24);
  expect(usagePercent(80, 50)).toBe(100);
  expect(usagePercent(1, 0)).toBe(100);
});
