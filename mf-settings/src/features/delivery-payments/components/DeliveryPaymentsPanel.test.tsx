import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { settingsApi } from '../../../testing/settings-api';

// The delivery and payments tab (docs/product.md §9.11, §9.12): the shop's Nova Poshta settings
// (key, the branch parcels leave from, a parcel's defaults) and its monobank token.
const NP = {
  has_api_key: false,
  api_key_hint: null,
  sender_name: null,
  sender_phone: null,
  city_ref: null,
  city_name: null,
  warehouse_ref: null,
  warehouse_name: null,
  weight: 1,
  declared_value: null,
  description: 'Одяг',
  ready: false,
  sandbox: true,
};
const PAY = { provider: 'MONOBANK', has_token: false, token_hint: null, merchant_name: null, sandbox: true };

function api() {
  let np = { ...NP };
  return settingsApi((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/v1/shipping/nova-poshta/settings') {
      if (call.method === 'PUT') np = { ...np, ...JSON.parse(String(call.body)) };
      return response(200, { data: np });
    }
    if (url.pathname === '/api/v1/shipping/nova-poshta/cities')
      return response(200, {
        data: [{ ref: 'city-kyiv', name: 'Київ', present: 'м. Київ, Київська обл.', warehouses: 4 }],
      });
    if (url.pathname === '/api/v1/shipping/nova-poshta/warehouses')
      return response(200, {
        data: [
          {
            ref: 'wh-1',
            number: '1',
            name: 'Відділення №1: вул. Пирогівський шлях, 135',
            kind: 'BRANCH',
            working: true,
            max_weight: null,
          },
        ],
      });
    if (url.pathname === '/api/v1/payments/settings') {
      if (call.method === 'PUT')
        return response(200, { data: { ...PAY, has_token: true, token_hint: 'abcd', merchant_name: 'Вітрина' } });
      return response(200, { data: PAY });
    }
    return undefined;
  });
}

const TEXTS = {
  ua: {
    tab: 'Доставка й оплата',
    np: 'Нова пошта',
    pay: 'Посилання на оплату (monobank)',
    city: 'Місто Нової пошти: перші літери',
    from: 'Посилки відправляються з',
    weight: 'Вага, кг',
    saveNp: 'Зберегти налаштування Нової пошти',
    token: 'Новий токен еквайрингу monobank',
    saveToken: 'Зберегти токен',
    tokenSet: 'Токен …abcd (Вітрина)',
  },
  en: {
    tab: 'Delivery and payments',
    np: 'Nova Poshta',
    pay: 'Payment links (monobank)',
    city: 'Nova Poshta city: first letters',
    from: 'Parcels leave from',
    weight: 'Weight, kg',
    saveNp: 'Save Nova Poshta settings',
    token: 'New monobank acquiring token',
    saveToken: 'Save the token',
    tokenSet: 'Token …abcd (Вітрина)',
  },
};

describe.each(Object.entries(TEXTS))('/%s/settings?tab=delivery', (lng, text) => {
  it('sets where parcels leave from, a parcel’s defaults and the monobank token', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderRoute(`/${lng}/settings?tab=delivery`);
    expect(screen.getByRole('tab', { name: text.tab })).toHaveAttribute('aria-selected', 'true');
    const np = await screen.findByRole('region', { name: text.np });
    // The branch parcels leave from, chosen from Nova Poshta's directory (the shared picker).
    await user.type(await within(np).findByLabelText(text.city), 'Ки');
    await user.click(await within(np).findByRole('button', { name: 'м. Київ, Київська обл.' }));
    await user.click(await within(np).findByRole('button', { name: /Відділення №1:/ }));
    expect(await within(np).findByText('Київ, Відділення №1: вул. Пирогівський шлях, 135')).toBeInTheDocument();
    expect(within(np).getByText(new RegExp(text.from))).toBeInTheDocument();
    const weight = within(np).getByLabelText(text.weight);
    await user.clear(weight);
    await user.type(weight, '0,5');
    await user.click(within(np).getByRole('button', { name: text.saveNp }));
    const puts = () =>
      callsOf(fetchMock).filter((c) => c.method === 'PUT' && c.url.includes('/shipping/nova-poshta/settings'));
    await screen.findAllByRole('status');
    expect(JSON.parse(String(puts()[0].body))).toEqual({
      city_ref: 'city-kyiv',
      city_name: 'Київ',
      warehouse_ref: 'wh-1',
      warehouse_name: 'Відділення №1: вул. Пирогівський шлях, 135',
    });
    expect(JSON.parse(String(puts()[1].body))).toMatchObject({ weight: 0.5, declared_value: null });

    const pay = screen.getByRole('region', { name: text.pay });
    await user.type(within(pay).getByLabelText(text.token), 'mono-token');
    await user.click(within(pay).getByRole('button', { name: text.saveToken }));
    expect(await within(pay).findByText(text.tokenSet)).toBeInTheDocument();
    const put = callsOf(fetchMock).find((c) => c.method === 'PUT' && c.url.includes('/payments/settings'))!;
    expect(JSON.parse(String(put.body))).toEqual({ token: 'mono-token' });
  });
});
