import { response, type FetchCall } from '@vitrina/shared/testing';
import { RESERVING_STATUSES } from '@vitrina/shared/contracts/constants';
import type { NovaPoshtaSettings, Order, OrderDraft, Shipment } from '../features/orders/types';

export const ORDER_ID = '22222222-2222-4222-8222-222222222222';

/** An order as GET /api/v1/orders/{id} answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 7,
    conversation_id: 'conv-a',
    channel_id: '11111111-1111-4111-8111-111111111111',
    customer_name: 'Олена Коваль',
    phone: '+380671234567',
    delivery: {
      type: 'NOVA_POSHTA_BRANCH',
      city: 'Київ',
      branch: '12',
      address: null,
      city_ref: null,
      warehouse_ref: null,
    },
    payment: 'COD',
    note: '',
    status: 'NEW',
    lines: [
      {
        code: 'VT-101',
        name: 'Сукня лляна',
        color: 'чорний',
        size: 'M',
        quantity: 2,
        unit_price: 1899,
        line_total: 3798,
        reserved: 0,
      },
    ],
    total: 3798,
    history: [{ status: 'NEW', changed_by: 'Owner', changed_at: '2026-11-25T10:00:00.000Z' }],
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** The shop's Nova Poshta settings as GET /api/v1/shipping/nova-poshta/settings answers them. */
export function npSettingsFixture(overrides: Partial<NovaPoshtaSettings> = {}): NovaPoshtaSettings {
  return {
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
    ...overrides,
  };
}

/** A waybill just made (POST /api/v1/orders/{id}/waybill). */
export function shipmentFixture(overrides: Partial<Shipment> = {}): Shipment {
  return {
    ttn: '20450000012345',
    stage: 'CREATED',
    status_text: null,
    weight: 1,
    declared_value: 3798,
    cod_amount: 3798,
    cost: 80,
    estimated_delivery: '01.12.2026',
    checked_at: null,
    label_url: `/api/v1/orders/${ORDER_ID}/waybill/label`,
    tracking_url: 'https://novaposhta.ua/tracking/?cargo_number=20450000012345',
    history: [{ stage: 'CREATED', status_text: 'Накладну створено', at: '2026-11-25T11:00:00.000Z' }],
    notices: [],
    ...overrides,
  };
}

/** The order forming in a conversation, as GET /api/v1/orders/draft answers it. */
export function draftFixture(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    conversation_id: 'conv-a',
    intent: true,
    item_choices: [],
    lines: [
      {
        code: 'VT-101',
        name: 'Сукня лляна',
        color: 'чорний',
        size: 'M',
        quantity: 1,
        unit_price: 1899,
        line_total: 1899,
        sizes_available: ['S', 'M'],
        available: 1,
      },
      {
        code: 'JK-7',
        name: 'Жакет класичний',
        color: 'молочний',
        size: '44',
        quantity: 1,
        unit_price: 3290,
        line_total: 3290,
        sizes_available: ['42', '44'],
        available: 1,
      },
    ],
    customer_name: 'Олена Коваль',
    phone: '+380671234567',
    delivery: { type: 'NOVA_POSHTA_BRANCH', city: 'Київ', branch: '12', address: null },
    payment: null,
    total: 5189,
    missing: ['payment'],
    ...overrides,
  };
}

/**
 * A fetch handler of the order calls over a list of orders (PATCH changes the status or fields,
 * POST appends one priced from the draft); pass it as `on` to the inbox or channels double.
 */
export function ordersHandler(server: { orders: Order[]; draft?: OrderDraft; shipment?: Shipment }) {
  return (call: FetchCall): Response | undefined => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/v1/shipping/nova-poshta/settings') return response(200, { data: npSettingsFixture() });
    if (/^\/api\/v1\/orders\/[\w-]+\/payment$/.test(path))
      return call.method === 'POST'
        ? response(200, {
            data: {
              status: 'CREATED',
              page_url: 'http://localhost:8080/sandbox/monobank/pay/p2_test',
              amount: 3798,
              failure_reason: null,
              sent: true,
              created_at: '2026-11-25T11:00:00.000Z',
              updated_at: null,
            },
          })
        : response(404, { error_message: 'No payment link for this order yet' });
    if (path === '/api/v1/shipping/nova-poshta/cities') {
      const kyiv = { ref: 'city-kyiv', name: 'Київ', present: 'м. Київ, Київська обл.', warehouses: 4 };
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return response(200, { data: 'київ'.startsWith(q) ? [kyiv] : [] });
    }
    if (path === '/api/v1/shipping/nova-poshta/warehouses')
      return response(200, {
        data: [
          {
            ref: 'wh-12',
            number: '12',
            name: 'Відділення №12: вул. Хрещатик, 22',
            kind: 'BRANCH',
            working: true,
            max_weight: 1000,
          },
          {
            ref: 'wh-25',
            number: '25',
            name: 'Відділення №25: вул. Сагайдачного, 8',
            kind: 'BRANCH',
            working: false,
            max_weight: 1000,
          },
        ],
      });
    const waybill = /^\/api\/v1\/orders\/([\w-]+)\/waybill$/.exec(path);
    if (waybill && call.method === 'GET')
      return server.shipment
        ? response(200, { data: server.shipment })
        : response(404, { error_message: 'This order has no waybill yet' });
    if (waybill && call.method === 'POST') {
      server.shipment = shipmentFixture();
      return response(201, { data: server.shipment });
    }
    if (!path.startsWith('/api/v1/orders')) return undefined;
    const body = typeof call.body === 'string' ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    if (path === '/api/v1/orders/draft') return response(200, { data: server.draft ?? draftFixture() });
    if (path === '/api/v1/orders' && call.method === 'GET') {
      const status = url.searchParams.get('status');
      const conversation = url.searchParams.get('conversation_id');
      const q = url.searchParams.get('q')?.toLowerCase();
      const rows = server.orders.filter(
        (o) =>
          (!status || o.status === status) &&
          (!conversation || o.conversation_id === conversation) &&
          (!q ||
            o.customer_name.toLowerCase().includes(q) ||
            o.phone.includes(q) ||
            o.lines.some((l) => l.code.toLowerCase().includes(q))),
      );
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const content = rows.slice(page * size, page * size + size);
      const totalPages = Math.ceil(rows.length / size);
      return response(200, {
        data: {
          content,
          size,
          number: page,
          number_of_elements: content.length,
          total_elements: rows.length,
          total_pages: totalPages,
          first: page === 0,
          last: page >= totalPages - 1,
          empty: content.length === 0,
          pageable: { offset: page * size, page_number: page, page_size: size },
        },
      });
    }
    if (path === '/api/v1/orders' && call.method === 'POST') {
      const created = orderFixture({
        id: '33333333-3333-4333-8333-333333333333',
        number: server.orders.length + 1,
        conversation_id: (body.conversation_id as string | null) ?? null,
        customer_name: String(body.customer_name),
        phone: String(body.phone),
      });
      server.orders.unshift(created);
      return response(201, { data: created });
    }
    const one = /^\/api\/v1\/orders\/([\w-]+)$/.exec(path);
    const order = one && server.orders.find((o) => o.id === one[1]);
    if (!order) return response(404, { error_message: 'Order not found' });
    if (call.method === 'PATCH') {
      if (body.status) {
        order.status = body.status as Order['status'];
        order.history.push({ status: order.status, changed_by: 'Owner', changed_at: '2026-11-25T11:00:00.000Z' });
      }
      if (body.note !== undefined) order.note = String(body.note);
      if (body.delivery) {
        const d = body.delivery as Order['delivery'];
        order.delivery = {
          type: d.type,
          city: d.city,
          branch: d.branch ?? null,
          address: d.address ?? null,
          city_ref: d.city_ref ?? null,
          warehouse_ref: d.warehouse_ref ?? null,
        };
      }
      if (Array.isArray(body.lines))
        order.lines = (body.lines as Array<{ code: string; size: string; quantity: number }>).map((l) => ({
          code: l.code,
          name: 'Сукня лляна',
          color: 'чорний',
          size: l.size,
          quantity: l.quantity,
          unit_price: 1899,
          line_total: 1899 * l.quantity,
          reserved: 0,
        }));
      const reserving = RESERVING_STATUSES.includes(order.status);
      order.lines = order.lines.map((l) => ({ ...l, reserved: reserving ? l.quantity : 0 }));
    }
    return response(200, { data: order });
  };
}
