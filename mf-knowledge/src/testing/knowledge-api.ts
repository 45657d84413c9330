import { installFetch, response, type FetchCall } from '@vitrina/shared/testing';
import type {
  AgentTestResponse,
  Channel,
  CustomerQuestion,
  ImportPreview,
  KnowledgeFile,
  Page,
  Product,
  Publication,
  ShopAnswers,
  User,
} from '@vitrina/shared/contracts';

export function fileFixture(overrides: Partial<KnowledgeFile> = {}): KnowledgeFile {
  return {
    name: 'stock.xlsx',
    type: 'xlsx',
    status: 'READY',
    size_bytes: 2048,
    rows: 12,
    products: 4,
    channel_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A preview of a shop file (docs/product.md §9.4): a purchase price ignored, a group label and a totals row skipped. */
export function previewFixture(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: '6f1c1d1e-0000-4000-8000-000000000001',
    name: 'stock-ua.csv',
    type: 'csv',
    expires_at: '2026-11-25T20:30:00.000Z',
    sheet: 'Залишки',
    sheets: [
      { name: 'Старий прайс', hidden: true },
      { name: 'Залишки', hidden: false },
      { name: 'Архів', hidden: false },
    ],
    header_row: 2,
    mapping: { code: 0, name: 1, quantity: 2, price: 4 },
    columns: [
      { index: 0, letter: 'A', header: 'Артикул', field: 'code', ignored: null },
      { index: 1, letter: 'B', header: 'Назва', field: 'name', ignored: null },
      { index: 2, letter: 'C', header: 'Кількість', field: 'quantity', ignored: null },
      { index: 3, letter: 'D', header: 'Ціна закупівлі', field: null, ignored: 'purchase_price' },
      { index: 4, letter: 'E', header: 'Ціна', field: 'price', ignored: null },
    ],
    rows: 5,
    products: 2,
    skipped: 2,
    skipped_by: { not_product: 1, total: 1 },
    skipped_rows: [
      { row: 3, reason: 'not_product', text: 'Сукні' },
      { row: 7, reason: 'total', text: 'Разом: · 3 · 3498' },
    ],
    sample: [
      { code: 'VT-1', name: 'Сукня міді', color: '', sizes: [], quantity: 3, price: 999.5 },
      { code: 'VT-2', name: 'Сукня максі', color: '', sizes: [], quantity: 0, price: 1499 },
    ],
    problem: null,
    ...overrides,
  };
}

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    code: '1024',
    name: 'Сукня льняна',
    color: 'бежевий',
    sizes: [
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: 3 },
    ],
    quantity: 5,
    price: 1450,
    material: 'льон',
    lining: '',
    description: '',
    category: '',
    audience: '',
    linked_codes: [],
    lining_codes: [],
    file_name: 'stock.xlsx',
    channel_id: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function publicationFixture(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 'p1',
    media_id: '1789000001',
    title: 'Нова колекція льону',
    username: 'vitrina_shop',
    platform_type: 'INSTAGRAM',
    publication_type: 'IMAGE',
    created_at: '2026-11-21T09:00:00.000Z',
    media_url: 'https://cdn.test/p1.jpg',
    thumbnail_url: null,
    meta_permalink: 'https://instagram.test/p/1',
    link: null,
    code: null,
    linked_codes: [],
    active: true,
    channel_id: null,
    ...overrides,
  };
}

export function questionFixture(overrides: Partial<CustomerQuestion> = {}): CustomerQuestion {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    question: 'Чи є примірочна у Львові?',
    answer: null,
    conversation_id: null,
    channel_id: null,
    created_at: '2026-11-21T12:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Olena',
    email: 'olena@example.com',
    bot_status: 'ON',
    comment_response_scenario: 'COMMENT_ONLY',
    private_reply_message: 'Ми написали вам у Direct 📩',
    created_at: '2026-11-01T10:00:00.000Z',
    plan: {
      code: 'TRIAL',
      trial_started_at: '2026-11-01T10:00:00.000Z',
      trial_ends_at: '2027-01-01T10:00:00.000Z',
      free_chats: 50,
      active: true,
    },
    ...overrides,
  };
}

/** A Spring page of `all` as the server cuts it (page zero-based). */
export function pageOf<T>(all: readonly T[], page: number, size: number): Page<T> {
  const offset = page * size;
  const content = all.slice(offset, offset + size);
  const totalPages = Math.ceil(all.length / size);
  return {
    content,
    size,
    number: page,
    number_of_elements: content.length,
    total_elements: all.length,
    total_pages: totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
    pageable: { offset, page_number: page, page_size: size },
  };
}

export interface KnowledgeState {
  channel: Channel | null;
  files: KnowledgeFile[];
  products: Product[];
  publications: Publication[];
  questions: CustomerQuestion[];
  shopAnswers: ShopAnswers;
  user: User;
  agent: AgentTestResponse;
  /** The channel's posts on the platform: POST /api/v1/publications/sync adds them. */
  channelMedia: Publication[];
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

const ok = (data: unknown) => response(200, { data });
const notFound = () => response(404, { error_message: 'Не знайдено' });

/**
 * A fetch double for the knowledge remote's calls: `state` is the server's data (updates and deletes
 * change it); `on` answers a call first when it returns a response.
 */
export function installKnowledgeApi({ on, ...initial }: Partial<KnowledgeState> & { on?: Handler } = {}) {
  const state: KnowledgeState = {
    channel: null,
    files: [],
    products: [],
    publications: [],
    questions: [],
    shopAnswers: { delivery: '', payment: '', returns: '', contacts: '', updated_at: null },
    user: userFixture(),
    channelMedia: [],
    agent: { answer: 'Так, сукня 1024 є в розмірі M за 1450 грн.', error: null, request_id: 'r1', steps: [] },
    ...initial,
  };
  const mock = installFetch(async (call) => {
    const overridden = on?.(call);
    if (overridden) return overridden;
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    const query = url.searchParams;
    const body = () => JSON.parse(String(call.body)) as Record<string, unknown>;
    const paging = (fallback: number) =>
      [Number(query.get('page') ?? 0), Number(query.get('size') ?? fallback)] as const;
    const key = `${call.method} ${path}`;

    if (key === 'GET /api/v1/channels/currentChannel') return ok(state.channel);
    if (key === 'GET /api/v1/users') return ok(state.user);
    if (key === 'PUT /api/v1/users/comment-settings') {
      state.user = { ...state.user, ...body() };
      return ok(state.user);
    }
    if (key === 'GET /api/v1/data/files/xls') return ok(state.files);
    const file = /^\/api\/v1\/data\/files\/xls\/(.+)$/.exec(path);
    if (call.method === 'DELETE' && file) {
      const name = decodeURIComponent(file[1]);
      state.files = state.files.filter((f) => f.name !== name);
      state.products = state.products.filter((p) => p.file_name !== name);
      return ok({ message: 'Видалено' });
    }
    if (key === 'GET /api/v1/data') {
      const q = (query.get('q') ?? '').toLowerCase();
      const found = state.products.filter(
        (p) => !q || p.code.toLowerCase().includes(q) || p.name.toLowerCase().includes(q),
      );
      return ok(pageOf(found, ...paging(20)));
    }
    if (path === '/api/v1/data/by-code' && (call.method === 'POST' || call.method === 'DELETE')) {
      const product = state.products.find((p) => p.code === query.get('code'));
      if (!product) return notFound();
      const codes = body().codes as string[];
      product.linked_codes =
        call.method === 'POST'
          ? [...new Set([...product.linked_codes, ...codes])]
          : product.linked_codes.filter((c) => !codes.includes(c));
      return ok(product);
    }
    if (key === 'POST /api/v1/publications/sync') {
      if (!state.channel) return notFound();
      state.publications = [...state.publications, ...state.channelMedia];
      return ok({ synced: state.channelMedia.length, channel_id: state.channel.id });
    }
    if (key === 'GET /api/v1/publications') {
      const q = (query.get('q') ?? '').toLowerCase();
      const active = query.get('active');
      const found = state.publications
        .filter((p) => active === null || String(p.active) === active)
        .filter((p) => !q || p.title.toLowerCase().includes(q) || p.media_id === q || p.id === q)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return ok(pageOf(found, ...paging(100)));
    }
    const publication = /^\/api\/v1\/platform\/publications\/(.+)$/.exec(path);
    if (publication) {
      const row = state.publications.find((p) => p.id === decodeURIComponent(publication[1]));
      if (!row) return notFound();
      if (call.method === 'DELETE') {
        state.publications = state.publications.filter((p) => p !== row);
        return ok({ message: 'Видалено' });
      }
      Object.assign(row, body());
      return ok(row);
    }
    if (key === 'GET /api/v1/data/questions') {
      const status = query.get('status') ?? 'all';
      const found = state.questions.filter(
        (q) => status === 'all' || (status === 'open' ? q.answer === null : q.answer !== null),
      );
      return ok(pageOf(found, ...paging(20)));
    }
    const question = /^\/api\/v1\/data\/questions\/(.+)$/.exec(path);
    if (question) {
      const row = state.questions.find((q) => q.id === question[1]);
      if (!row) return notFound();
      if (call.method === 'DELETE') {
        state.questions = state.questions.filter((q) => q !== row);
        return ok({ message: 'Видалено' });
      }
      Object.assign(row, { answer: body().answer, answered_at: '2026-11-22T10:00:00.000Z' });
      return ok(row);
    }
    if (key === 'GET /api/v1/data/shop-answers') return ok(state.shopAnswers);
    if (key === 'PUT /api/v1/data/shop-answers') {
      state.shopAnswers = { ...state.shopAnswers, ...body(), updated_at: '2026-11-22T10:00:00.000Z' };
      return ok(state.shopAnswers);
    }
    if (key === 'POST /api/v1/agent/test') return ok(state.agent);
    throw new Error(`unexpected fetch ${call.method} ${call.url}`);
  });
  return { mock, state };
}

/** A stand-in for XMLHttpRequest: the test drives the upload's progress and the answer. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  sent() {
    this.upload.onload?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest with FakeXhr; the instances are in FakeXhr.instances. */
export function installXhr() {
  FakeXhr.instances = [];
  const original = global.XMLHttpRequest;
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    global.XMLHttpRequest = original;
  };
}
