// POST /api/v1/agent/test answers from the current channel's knowledge (docs/product.md §9.4):
// the channel's own rows and the account-wide ones, never another channel's; with no channel, the
// account's (what the knowledge base shows then).
import { randomUUID } from 'node:crypto';
import { describeOneDb, json, signedInUser, type TestApp } from './helpers';
import { SAMPLE_STOCK, uploadStock, userWithChannel } from './meta/helpers';
import { startShopApp } from './meta/stocked-shop';

const stock = (code: string, name: string, price: number) =>
  Buffer.from(`Артикул,Назва,Колір,Розмір,Ціна,Кількість\n${code},${name},чорний,M,${price},3\n`);

describeOneDb('the assistant test call and the current channel', (target) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await startShopApp(target));
  });
  afterAll(() => close());

  const ask = async (auth: Record<string, string>, text: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/agent/test', headers: auth, payload: { text } });
    expect(res.statusCode).toBe(200);
    return json(res).data as { answer: string | null; steps: Array<{ type: string; output: string }> };
  };

  it('answers from the account-wide knowledge while there is no channel', async () => {
    const user = await signedInUser(t.app);
    await uploadStock(t.app, user.auth, SAMPLE_STOCK);
    expect((await ask(user.auth, 'Скільки коштує DR-1024?')).answer).toMatch(/1450 грн/);
  });

  it("uses the current channel's products and the account-wide ones, not another channel's", async () => {
    const owner = await userWithChannel(t.app);
    await uploadStock(t.app, owner.auth, SAMPLE_STOCK); // account-wide
    const scope = (channelId: string) => ({ userId: owner.id, channelId });
    await t.app.knowledgeService.upload(scope(owner.channel.id), 'channel.csv', stock('CH-1001', 'Блуза', 700));
    await t.app.knowledgeService.upload(scope(randomUUID()), 'other.csv', stock('OT-2002', 'Спідниця', 800));

    expect((await ask(owner.auth, 'Скільки коштує CH-1001?')).answer).toMatch(/700 грн/);
    expect((await ask(owner.auth, 'Скільки коштує DR-1024?')).answer).toMatch(/1450 грн/);
    const other = await ask(owner.auth, 'Скільки коштує OT-2002?');
    expect(other.answer).toMatch(/OT-2002.*не знайшла/);
    expect(other.answer).not.toMatch(/800/);
    // A name search stays in the channel too.
    expect((await ask(owner.auth, 'Скільки коштує спідниця?')).answer).not.toMatch(/800/);
  });
});
