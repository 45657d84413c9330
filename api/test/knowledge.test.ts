import { randomUUID } from 'node:crypto';
import { createTestApp, describeEachDb, json, signedInUser, type TestApp } from './helpers';
import { insertChannel } from './channel-rows';
import { filesUpload, fileUpload, upload, workbook } from './spreadsheets';

type Auth = { authorization: string };

const STOCK = [
  ['Артикул', 'Назва', 'Колір', 'Розмір', 'Кількість', 'Ціна', 'Підкладка'],
  ['VT-101', 'Сукня лляна', 'чорний', 'S', 2, 1899, 'віскоза'],
  ['VT-101', 'Сукня лляна', 'чорний', 'M', 1, 1899, 'віскоза'],
  ['VT-102', 'Сукня лляна', 'білий', 'S', 0, 1899, 'віскоза'],
  ['VT-103', 'Сукня лляна', 'чорний', 'M', 4, 1999, 'атлас'],
  ['JK-7', 'Жакет класичний', 'молочний', 'L', 1, 3290, ''],
  ['Jeans 22', 'Джинси mom fit', 'синій', '27', 3, 1790, ''],
];

describeEachDb('knowledge', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  describe('files', () => {
    it('uploads a stock file, lists it and pages its products', async () => {
      const owner = await signedInUser(t.app);
      const res = await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'));
      expect(res.statusCode).toBe(201);
      expect(json(res).data).toMatchObject({ name: 'stock.xlsx', type: 'xlsx', status: 'READY', rows: 6, products: 5 });

      const files = json(await get('/api/v1/data/files/xls', owner.auth)).data;
      expect(files).toEqual([expect.objectContaining({ name: 'stock.xlsx', status: 'READY' })]);

      const page = json(await get('/api/v1/data?page=0&size=2', owner.auth)).data;
      expect(page).toMatchObject({
        size: 2,
        number: 0,
        number_of_elements: 2,
        total_elements: 5,
        total_pages: 3,
        first: true,
        last: false,
        pageable: { offset: 0, page_number: 0, page_size: 2 },
      });
      expect(page.content[0]).toMatchObject({
        code: 'VT-101',
        name: 'Сукня лляна',
        color: 'чорний',
        sizes: [
          { size: 'S', quantity: 2 },
          { size: 'M', quantity: 1 },
        ],
        quantity: 3,
        price: 1899,
        // Same name in another colour; same name and colour with another lining.
        linked_codes: ['VT-102'],
        lining_codes: ['VT-103'],
        file_name: 'stock.xlsx',
      });
      const last = json(await get('/api/v1/data?page=2&size=2', owner.auth)).data;
      expect(last).toMatchObject({ number_of_elements: 1, last: true, pageable: { offset: 4 } });
      const byPrice = json(await get('/api/v1/data?sort=price,desc', owner.auth)).data.content;
      expect(byPrice[0].code).toBe('JK-7');
    });

    it('replaces the products of a re-uploaded file atomically and keeps hand-edited colours', async () => {
      const owner = await signedInUser(t.app);
      await upload(t.app, owner.auth, 'stock.csv', workbook(STOCK, 'csv'));
      await send('POST', '/api/v1/data/by-code?code=JK-7', owner.auth, { codes: ['JK-8'] });

      // A broken re-upload changes nothing: the old products stay and the file is READY again.
      const broken = await upload(t.app, owner.auth, 'stock.csv', Buffer.from('Назва,Ціна\nx,1\n'));
      expect(broken.statusCode).toBe(422);
      expect(json(await get('/api/v1/data', owner.auth)).data.total_elements).toBe(5);
      expect(json(await get('/api/v1/data/files/xls', owner.auth)).data[0].status).toBe('READY');

      const next = [
        STOCK[0],
        ['JK-7', 'Жакет класичний', 'молочний', 'M', 9, 3390, ''],
        ['NEW-1', 'Блуза', 'білий', 'S', 1, 990, ''],
      ];
      const res = await upload(t.app, owner.auth, 'stock.csv', workbook(next, 'csv'));
      expect(res.statusCode).toBe(201);
      const content = json(await get('/api/v1/data', owner.auth)).data.content;
      expect(content.map((p: { code: string }) => p.code).sort()).toEqual(['JK-7', 'NEW-1']);
      expect(content.find((p: { code: string }) => p.code === 'JK-7')).toMatchObject({
        price: 3390,
        linked_codes: ['JK-8'],
      });
      expect(json(await get('/api/v1/data/files/xls', owner.auth)).data).toHaveLength(1);
    });

    it('answers 409 while a file of the same name is being processed, and takes over a stale one', async () => {
      const owner = await signedInUser(t.app);
      const csv = workbook(STOCK, 'csv');
      await upload(t.app, owner.auth, 'same.csv', csv);
      const mark = (status: 'PROCESSING' | 'READY', updatedAt: Date) =>
        t.app.db
          .updateTable('knowledge_files')
          .set({ status, updated_at: updatedAt })
          .where('user_id', '=', owner.id)
          .execute();
      await mark('PROCESSING', new Date());
      expect((await upload(t.app, owner.auth, 'same.csv', csv)).statusCode).toBe(409);
      expect((await send('DELETE', '/api/v1/data/files/xls/same.csv', owner.auth)).statusCode).toBe(409);
      // A claim left by a crash (older than 10 minutes) is taken over.
      await mark('PROCESSING', new Date(Date.now() - 11 * 60_000));
      expect((await upload(t.app, owner.auth, 'same.csv', csv)).statusCode).toBe(201);
    });

    it('keeps a Cyrillic file name and deletes by it', async () => {
      const owner = await signedInUser(t.app);
      const res = await upload(t.app, owner.auth, 'Залишки листопад.xlsx', workbook(STOCK, 'xlsx'));
      expect(json(res).data.name).toBe('Залишки листопад.xlsx');
      const del = await send(
        'DELETE',
        `/api/v1/data/files/xls/${encodeURIComponent('Залишки листопад.xlsx')}`,
        owner.auth,
      );
      expect(del.statusCode).toBe(200);
      expect(json(await get('/api/v1/data', owner.auth)).data.total_elements).toBe(0);
    });

    it('deletes a file and its products', async () => {
      const owner = await signedInUser(t.app);
      await upload(t.app, owner.auth, 'a.xls', workbook(STOCK, 'xls'));
      await upload(t.app, owner.auth, 'b.csv', workbook([STOCK[0], ['B-1', 'Шарф', 'сірий', '', 1, 690, '']], 'csv'));
      const res = await send('DELETE', `/api/v1/data/files/xls/${encodeURIComponent('a.xls')}`, owner.auth);
      expect(res.statusCode).toBe(200);
      expect(json(await get('/api/v1/data', owner.auth)).data.content.map((p: { code: string }) => p.code)).toEqual([
        'B-1',
      ]);
      expect((await send('DELETE', '/api/v1/data/files/xls/a.xls', owner.auth)).statusCode).toBe(404);
    });

    it('refuses bad uploads with 4xx and a message', async () => {
      const owner = await signedInUser(t.app);
      const noCode = await upload(
        t.app,
        owner.auth,
        'x.xlsx',
        workbook(
          [
            ['Назва', 'Ціна'],
            ['a', 1],
          ],
          'xlsx',
        ),
      );
      expect(noCode.statusCode).toBe(422);
      expect(json(noCode).error_message).toContain('Назва, Ціна');
      const png = await upload(t.app, owner.auth, 'x.xlsx', Buffer.from('89504e470d0a1a0a', 'hex'));
      expect(png.statusCode).toBe(415);
      const pdf = await upload(t.app, owner.auth, 'x.pdf', Buffer.from('%PDF-1.4'));
      expect(pdf.statusCode).toBe(415);
      const wrongField = fileUpload('x.csv', Buffer.from('Артикул\nA\n'), 'upload');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/data/files/xls',
        headers: { ...owner.auth, ...wrongField.headers },
        payload: wrongField.payload,
      });
      expect(res.statusCode).toBe(400);
      const two = filesUpload([
        { field: 'file', name: 'a.csv', bytes: Buffer.from('Артикул\nA\n') },
        { field: 'file', name: 'b.csv', bytes: Buffer.from('Артикул\nB\n') },
      ]);
      const twoFiles = await t.app.inject({
        method: 'POST',
        url: '/api/v1/data/files/xls',
        headers: { ...owner.auth, ...two.headers },
        payload: two.payload,
      });
      expect(twoFiles.statusCode).toBe(400);
      const notMultipart = await send('POST', '/api/v1/data/files/xls', owner.auth, { file: 'x' });
      expect(notMultipart.statusCode).toBe(400);
      expect(json(await get('/api/v1/data/files/xls', owner.auth)).data).toEqual([]);
    });
  });

  describe('products', () => {
    let owner: Awaited<ReturnType<typeof signedInUser>>;
    beforeAll(async () => {
      owner = await signedInUser(t.app);
      await upload(t.app, owner.auth, 'stock.xlsx', workbook(STOCK, 'xlsx'));
    });

    const codes = async (q: string) =>
      json(await get(`/api/v1/data?q=${encodeURIComponent(q)}`, owner.auth)).data.content.map(
        (p: { code: string }) => p.code,
      );

    it('searches codes whatever the case, spaces, hyphens or Cyrillic look-alikes', async () => {
      expect((await codes('vt101'))[0]).toBe('VT-101');
      expect((await codes(' vt 101 '))[0]).toBe('VT-101');
      expect((await codes('ВТ-101'))[0]).toBe('VT-101');
      expect(await codes('jeans-22')).toEqual(['Jeans 22']);
      expect(await codes('VT-10')).toEqual(expect.arrayContaining(['VT-101', 'VT-102', 'VT-103']));
    });

    it('searches names in Ukrainian and English with typos', async () => {
      expect(await codes('жакет')).toEqual(['JK-7']);
      expect(await codes('ЖАКЕТ класичний')).toEqual(['JK-7']);
      expect(await codes('жакєт')).toContain('JK-7');
      expect(await codes('джинси мом')).toContain('Jeans 22');
      expect(await codes('сукня лняна')).toEqual(expect.arrayContaining(['VT-101', 'VT-102', 'VT-103']));
      expect(await codes('mom fitt')).toContain('Jeans 22');
      expect(await codes('пальто')).toEqual([]);
      expect(await codes('---')).toEqual([]);
    });

    it('gets one product by code and edits its other colours', async () => {
      const one = await get('/api/v1/data/by-code?code=vt-101', owner.auth);
      expect(one.statusCode).toBe(200);
      expect(json(one).data.code).toBe('VT-101');
      const added = await send('POST', '/api/v1/data/by-code?code=VT-101', owner.auth, {
        codes: [' VT-200 ', '', 'VT-102'],
      });
      expect(json(added).data.linked_codes).toEqual(['VT-102', 'VT-200']);
      const removed = await send('DELETE', '/api/v1/data/by-code?code=VT-101', owner.auth, { codes: ['VT-102'] });
      expect(json(removed).data.linked_codes).toEqual(['VT-200']);
      const missing = await get('/api/v1/data/by-code?code=NOPE', owner.auth);
      expect(missing.statusCode).toBe(404);
      expect(json(missing).error_message).toBe('Товар не знайдено');
      expect((await send('POST', '/api/v1/data/by-code?code=VT-101', owner.auth, { codes: [] })).statusCode).toBe(400);
      expect((await send('POST', '/api/v1/data/by-code', owner.auth, { codes: ['A'] })).statusCode).toBe(400);
    });

    it('validates the page query', async () => {
      for (const q of ['page=-1', 'size=0', 'size=101', 'sort=password', 'page=x', 'channelId=1']) {
        const res = await get(`/api/v1/data?${q}`, owner.auth);
        expect(res.statusCode).toBe(400);
        expect(json(res).error_message).toBeTruthy();
      }
    });

    it('serves the AI pipeline: findProducts and findByCode', async () => {
      const service = t.app.knowledgeService;
      const found = await service.findProducts(owner.id, null, 'є жакет класічний?');
      expect(found[0]?.code).toBe('JK-7');
      expect((await service.findByCode(owner.id, null, 'jk 7'))?.name).toBe('Жакет класичний');
      expect(await service.findByCode(owner.id, null, 'zz')).toBeNull();
    });
  });

  describe('channels', () => {
    it('keeps a channel’s stock to that channel; account-wide stock is seen everywhere', async () => {
      const owner = await signedInUser(t.app);
      const [a, b] = [await insertChannel(t.app, owner.id, 'A'), await insertChannel(t.app, owner.id, 'B')];
      await upload(
        t.app,
        owner.auth,
        's.csv',
        workbook([STOCK[0], ['A-1', 'Сукня', 'червоний', 'S', 1, 1, '']], 'csv'),
        `?channelId=${a}`,
      );
      await upload(t.app, owner.auth, 's.csv', workbook([STOCK[0], ['ALL-1', 'Шарф', 'сірий', 'S', 1, 1, '']], 'csv'));
      const inA = json(await get(`/api/v1/data?channelId=${a}`, owner.auth)).data.content.map(
        (p: { code: string }) => p.code,
      );
      const inB = json(await get(`/api/v1/data?channelId=${b}`, owner.auth)).data.content.map(
        (p: { code: string }) => p.code,
      );
      expect(inA.sort()).toEqual(['A-1', 'ALL-1']);
      expect(inB).toEqual(['ALL-1']);
      expect((await t.app.knowledgeService.findProducts(owner.id, b, 'сукня')).map((p) => p.code)).toEqual([]);
    });
  });

  describe('isolation', () => {
    it("never shows or changes another account's files, products, publications or questions", async () => {
      const owner = await signedInUser(t.app);
      const other = await signedInUser(t.app);
      await upload(t.app, owner.auth, 'mine.xlsx', workbook(STOCK, 'xlsx'));
      await t.app.publicationsService.upsertPublicationsFromMedia(owner.id, null, [
        {
          id: 'm-1',
          caption: 'Сукня',
          media_type: 'IMAGE',
          media_url: 'https://cdn.example/1.jpg',
          permalink: 'https://instagram.com/p/1',
          timestamp: '2026-11-01T10:00:00+0000',
          username: 'shop',
        },
      ]);
      const pub = json(await get('/api/v1/publications', owner.auth)).data.content[0];
      const question = await t.app.knowledgeService.recordQuestion(owner.id, null, 'Чи є доставка в Польщу?');

      expect(json(await get('/api/v1/data/files/xls', other.auth)).data).toEqual([]);
      expect(json(await get('/api/v1/data', other.auth)).data.total_elements).toBe(0);
      expect(json(await get('/api/v1/data?q=VT-101', other.auth)).data.total_elements).toBe(0);
      expect((await get('/api/v1/data/by-code?code=VT-101', other.auth)).statusCode).toBe(404);
      expect((await send('POST', '/api/v1/data/by-code?code=VT-101', other.auth, { codes: ['X'] })).statusCode).toBe(
        404,
      );
      expect(
        (await send('DELETE', '/api/v1/data/by-code?code=VT-101', other.auth, { codes: ['VT-102'] })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', '/api/v1/data/files/xls/mine.xlsx', other.auth)).statusCode).toBe(404);
      expect(json(await get('/api/v1/publications', other.auth)).data.total_elements).toBe(0);
      expect((await get(`/api/v1/publications/${pub.id}`, other.auth)).statusCode).toBe(404);
      expect((await send('PUT', `/api/v1/platform/publications/${pub.id}`, other.auth, { code: 'X' })).statusCode).toBe(
        404,
      );
      expect((await send('DELETE', `/api/v1/platform/publications/${pub.id}`, other.auth)).statusCode).toBe(404);
      expect(json(await get('/api/v1/data/questions', other.auth)).data.total_elements).toBe(0);
      expect((await send('PUT', `/api/v1/data/questions/${question.id}`, other.auth, { answer: 'x' })).statusCode).toBe(
        404,
      );
      expect((await send('DELETE', `/api/v1/data/questions/${question.id}`, other.auth)).statusCode).toBe(404);
      expect(await t.app.knowledgeService.findProducts(other.id, null, 'VT-101')).toEqual([]);
      expect(await t.app.publicationsService.publicationByMediaId(other.id, null, 'm-1')).toBeNull();

      // ...and the owner's data is intact.
      expect(json(await get('/api/v1/data', owner.auth)).data.total_elements).toBe(5);
      expect(json(await get(`/api/v1/publications/${pub.id}`, owner.auth)).data.code).toBeNull();
    });
  });

  describe('publications', () => {
    const media = (i: number, extra: Record<string, unknown> = {}) => ({
      id: `media-${i}`,
      caption: i % 2 ? `Сукня лляна #${i}` : `Жакет ${i}`,
      media_type: i === 3 ? 'VIDEO' : 'IMAGE',
      media_url: `https://cdn.example/${i}.${i === 3 ? 'mp4' : 'jpg'}`,
      permalink: `https://www.instagram.com/p/${i}/`,
      timestamp: new Date(Date.UTC(2026, 10, i)).toISOString(),
      username: 'vitrina.shop',
      thumbnail_url: i === 3 ? 'https://cdn.example/3.jpg' : undefined,
      ...extra,
    });

    it('syncs media, lists newest first with filters and pages, and updates links', async () => {
      const owner = await signedInUser(t.app);
      const service = t.app.publicationsService;
      expect(
        await service.upsertPublicationsFromMedia(
          owner.id,
          null,
          [1, 2, 3, 4, 5].map((i) => media(i)),
        ),
      ).toBe(5);

      const page = json(await get('/api/v1/publications?size=2', owner.auth)).data;
      expect(page).toMatchObject({ total_elements: 5, total_pages: 3, number_of_elements: 2 });
      expect(page.content.map((p: { media_id: string }) => p.media_id)).toEqual(['media-5', 'media-4']);
      expect(page.content[0]).toMatchObject({
        title: 'Сукня лляна #5',
        username: 'vitrina.shop',
        platform_type: 'INSTAGRAM',
        publication_type: 'IMAGE',
        meta_permalink: 'https://www.instagram.com/p/5/',
        link: null,
        code: null,
        linked_codes: [],
        active: true,
      });

      const id = page.content[0].id;
      const res = await send('PUT', `/api/v1/platform/publications/${id}`, owner.auth, {
        link: '',
        code: 'VT-101',
        linked_codes: ['VT-102', '', 'VT-102'],
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ link: null, code: 'VT-101', linked_codes: ['VT-102'] });
      const linked = await send('PUT', `/api/v1/platform/publications/${id}`, owner.auth, {
        link: 'https://shop.example/p/1',
      });
      expect(json(linked).data).toMatchObject({ link: 'https://shop.example/p/1', code: 'VT-101' });
      expect(
        (await send('PUT', `/api/v1/platform/publications/${id}`, owner.auth, { link: '', code: '' })).statusCode,
      ).toBe(400);
      expect(
        (await send('PUT', `/api/v1/platform/publications/${id}`, owner.auth, { link: 'javascript:alert(1)' }))
          .statusCode,
      ).toBe(400);
      await send('PUT', `/api/v1/platform/publications/${id}`, owner.auth, { active: false });

      const inactive = json(await get('/api/v1/publications?active=false', owner.auth)).data;
      expect(inactive.content.map((p: { id: string }) => p.id)).toEqual([id]);
      expect(json(await get('/api/v1/publications?active=true', owner.auth)).data.total_elements).toBe(4);
      expect(
        json(await get(`/api/v1/publications?q=${encodeURIComponent('сукня')}`, owner.auth)).data.total_elements,
      ).toBe(3);
      expect(json(await get('/api/v1/publications?q=media-2', owner.auth)).data.content[0].media_id).toBe('media-2');
      expect(json(await get(`/api/v1/publications?q=${id}`, owner.auth)).data.total_elements).toBe(1);

      // A new sync refreshes media fields, keeps links, and does not bring back a deleted post.
      await service.upsertPublicationsFromMedia(owner.id, null, [
        media(5, { caption: 'Нова назва' }),
        media(4),
        media(6),
      ]);
      const again = json(await get(`/api/v1/publications/${id}`, owner.auth)).data;
      expect(again).toMatchObject({
        title: 'Нова назва',
        code: 'VT-101',
        link: 'https://shop.example/p/1',
        active: false,
      });
      const four = (await service.publicationByMediaId(owner.id, null, 'media-4'))!;
      expect((await send('DELETE', `/api/v1/platform/publications/${four.id}`, owner.auth)).statusCode).toBe(200);
      await service.upsertPublicationsFromMedia(owner.id, null, [media(4)]);
      expect((await get(`/api/v1/publications/${four.id}`, owner.auth)).statusCode).toBe(404);
      expect(json(await get('/api/v1/publications', owner.auth)).data.total_elements).toBe(5);
      expect((await get('/api/v1/publications/not-a-uuid', owner.auth)).statusCode).toBe(404);
    });
  });

  describe('questions and shop answers', () => {
    it('lists questions newest first and stores answers the assistant finds later', async () => {
      const owner = await signedInUser(t.app);
      const service = t.app.knowledgeService;
      const first = await service.recordQuestion(owner.id, null, 'Чи є доставка в Польщу?', 'conv-1');
      await new Promise((r) => setTimeout(r, 5));
      await service.recordQuestion(owner.id, null, 'Чи можна оплатити частинами?');
      const list = json(await get('/api/v1/data/questions', owner.auth)).data;
      expect(list.content.map((q: { question: string }) => q.question)).toEqual([
        'Чи можна оплатити частинами?',
        'Чи є доставка в Польщу?',
      ]);
      const res = await send('PUT', `/api/v1/data/questions/${first.id}`, owner.auth, {
        answer: ' Так, Новою поштою, 5–7 днів. ',
      });
      expect(json(res).data).toMatchObject({ answer: 'Так, Новою поштою, 5–7 днів.', conversation_id: 'conv-1' });
      expect(json(await get('/api/v1/data/questions?status=open', owner.auth)).data.total_elements).toBe(1);
      const learned = await service.answeredQuestions(owner.id, null, 'доставка в польщу');
      expect(learned.map((q) => q.answer)).toEqual(['Так, Новою поштою, 5–7 днів.']);
      expect((await send('PUT', `/api/v1/data/questions/${first.id}`, owner.auth, { answer: '  ' })).statusCode).toBe(
        400,
      );
      expect(
        (await send('PUT', `/api/v1/data/questions/${randomUUID()}`, owner.auth, { answer: 'x' })).statusCode,
      ).toBe(404);
    });

    it('keeps the standing answers', async () => {
      const owner = await signedInUser(t.app);
      const empty = json(await get('/api/v1/data/shop-answers', owner.auth)).data;
      expect(empty).toEqual({ delivery: '', payment: '', returns: '', contacts: '', updated_at: null });
      await send('PUT', '/api/v1/data/shop-answers', owner.auth, { delivery: 'Нова пошта, 1–2 дні' });
      const saved = json(await send('PUT', '/api/v1/data/shop-answers', owner.auth, { returns: '14 днів' })).data;
      expect(saved).toMatchObject({ delivery: 'Нова пошта, 1–2 дні', returns: '14 днів', payment: '' });
      expect((await send('PUT', '/api/v1/data/shop-answers', owner.auth, {})).statusCode).toBe(400);
      const other = await signedInUser(t.app);
      expect(json(await get('/api/v1/data/shop-answers', other.auth)).data.delivery).toBe('');
    });
  });
});
