import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxAccount, SandboxAccountState, SandboxComment, SandboxCustomer, SandboxMessage } from './customer';
import { graphTime } from './ids';
import { paramsOf } from './params';
import type { AccountRow, CommentRow, CustomerRow, MessageRow, Platform } from './repository';
import { FAULT_CODES, type FaultCode } from './faults';
import { CUSTOMER_EVENTS, type CustomerEventKind } from './payloads';
import { CUSTOMER_PHOTOS } from './seed';
import { SandboxError, type SandboxService } from './service';

type Params = { account: string; customer: string; mid: string; media: string };

function platformOf(v: unknown): Platform | undefined {
  if (v === undefined || v === '') return undefined;
  if (v === 'instagram' || v === 'messenger') return v;
  throw new SandboxError(400, 'platform: instagram or messenger');
}

/**
 * JSON calls behind the customer simulator and the programmatic client (customer.ts):
 * accounts, their customers and posts, and every customer action (each delivered as a webhook).
 */
export async function sandboxApiRoutes(app: FastifyInstance, service: SandboxService): Promise<void> {
  // Pictures on the origin the browser uses (origins.ts): the route's account was just seen from it.
  const accountView = (a: AccountRow, at: string | AccountRow = a): SandboxAccount => ({
    page_id: a.page_id,
    ig_id: a.ig_id,
    name: a.name,
    username: a.username,
    picture: service.avatarUrl(a.ig_id, at),
    created_at: a.created_at.toISOString(),
  });
  const customerView =
    (account: AccountRow) =>
    (c: CustomerRow): SandboxCustomer => ({
      id: c.id,
      psid: c.psid,
      name: c.name,
      username: c.username,
      picture: service.avatarUrl(c.id, account),
      blocked: c.blocked,
    });
  const messageView = (m: MessageRow): SandboxMessage => ({
    mid: m.id,
    from_shop: m.from_shop,
    text: m.text,
    attachments: m.attachments,
    reply_to: m.reply_to,
    num_edit: m.num_edit,
    reaction: m.reaction,
    tag: m.tag,
    read: m.read_at !== null,
    created_time: graphTime(m.created_at),
  });
  const commentView = (c: CommentRow): SandboxComment => ({
    id: c.id,
    parent_id: c.parent_id,
    text: c.text,
    from: { id: c.from_id, username: c.from_username },
    from_shop: c.from_shop,
    private_reply_mid: c.private_reply_mid,
    created_time: graphTime(c.created_at),
  });

  /** Runs a handler with the path's account (and customer), answering SandboxError as `{error_message}`. */
  const route =
    (
      fn: (ctx: {
        req: FastifyRequest;
        account: AccountRow;
        customer: CustomerRow | undefined;
        body: Record<string, unknown>;
      }) => Promise<unknown>,
    ) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const p = req.params as Partial<Params>;
        const account = await service.account(String(p.account).slice(0, 40));
        service.origins.seen(req, account.page_id);
        const customer =
          p.customer !== undefined ? await service.customer(account, p.customer.slice(0, 40)) : undefined;
        const data = await fn({ req, account, customer, body: paramsOf(req.body) });
        return reply.code(req.method === 'POST' ? 201 : 200).send({ data: data ?? null });
      } catch (err) {
        if (err instanceof SandboxError) return reply.code(err.status).send({ error_message: err.message });
        throw err;
      }
    };
  const opts = { schema: { hide: true } };
  const base = '/sandbox/api/accounts/:account';

  app.get('/sandbox/api/accounts', opts, async (req) => {
    const origin = service.origins.seen(req);
    return { data: (await service.repo.listAccounts()).map((a) => accountView(a, origin ?? a)) };
  });
  app.post('/sandbox/api/accounts', opts, async (req, reply) => {
    const name = paramsOf(req.body).name;
    const account = await service.createAccount(typeof name === 'string' ? name : undefined);
    service.origins.seen(req, account.page_id);
    return reply.code(201).send({ data: accountView(account) });
  });
  app.get('/sandbox/api/deliveries', opts, async () => ({ data: service.webhooks.deliveries().slice(0, 50) }));

  app.get(
    base,
    opts,
    route(async ({ account }): Promise<SandboxAccountState> => {
      const media = await service.repo.listMedia(account.page_id);
      return {
        account: accountView(account),
        customers: (await service.repo.listCustomers(account.page_id)).map(customerView(account)),
        photos: CUSTOMER_PHOTOS.map((name) => ({
          name,
          label: name.replace('photo-', 'Photo: '),
          url: service.mediaUrl(name, account),
        })),
        media: await Promise.all(
          media.map(async (m) => {
            const comments = await service.repo.listComments(m.id, null);
            return {
              id: m.id,
              caption: m.caption,
              media_url: service.mediaUrl(m.image, account),
              image: m.image,
              timestamp: graphTime(m.created_at),
              comments: await Promise.all(
                comments.map(async (c) => ({
                  ...commentView(c),
                  replies: (await service.repo.listComments(m.id, c.id)).map(commentView),
                })),
              ),
            };
          }),
        ),
      };
    }),
  );
  app.post(
    `${base}/expire-tokens`,
    opts,
    route(async ({ account }) => ({ expired: await service.expireTokens(account) })),
  );
  app.post(
    `${base}/time-travel`,
    opts,
    route(async ({ account, body }) => {
      const hours = Number(body.hours);
      if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 365) throw new SandboxError(400, 'hours: 0 to 8760');
      await service.repo.timeTravel(account.page_id, hours);
      return { hours };
    }),
  );

  app.post(
    `${base}/faults`,
    opts,
    route(async ({ account, body }) => {
      const code = body.code ?? null;
      if (code !== null && !FAULT_CODES.includes(code as FaultCode)) {
        throw new SandboxError(400, `code: one of ${FAULT_CODES.join(', ')}, or null`);
      }
      const int = (v: unknown, name: string, min: number, max: number, fallback: number) => {
        if (v === undefined) return fallback;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
          throw new SandboxError(400, `${name}: ${min} to ${max}`);
        }
        return v;
      };
      const fault = {
        code: code as FaultCode | null,
        remaining: code === null ? 0 : int(body.count, 'count', 1, 100, 1),
        usage: int(body.usage, 'usage', 0, 100, 0),
        regainMinutes: int(body.regain_minutes, 'regain_minutes', 0, 1440, 0),
      };
      service.faults.set(account.page_id, fault);
      return { code: fault.code, remaining: fault.remaining, usage: fault.usage, regain_minutes: fault.regainMinutes };
    }),
  );

  app.post(
    `${base}/burst`,
    opts,
    route(async ({ account, body }) =>
      service.customerBurst(account, body.count, body.text, platformOf(body.platform)),
    ),
  );

  const customerBase = `${base}/customers/:customer`;
  app.get(
    `${customerBase}/messages`,
    opts,
    route(async ({ req, customer }) => {
      const platform = platformOf((req.query as Record<string, unknown>).platform) ?? 'instagram';
      const conversation = await service.repo.findConversation(customer!.id, platform);
      const messages = conversation ? await service.repo.listMessages(conversation.id) : [];
      return { conversation_id: conversation?.id ?? null, messages: messages.reverse().map(messageView) };
    }),
  );
  app.post(
    `${customerBase}/messages`,
    opts,
    route(async ({ account, customer, body }) => {
      const str = (k: string) => (body[k] === undefined || body[k] === null ? undefined : String(body[k]));
      const row = await service.customerSend(account, customer!, {
        platform: platformOf(body.platform),
        text: body.text === undefined ? undefined : (body.text as string),
        image: str('image'),
        share_media_id: str('share_media_id'),
        reply_to: str('reply_to'),
      });
      return messageView(row);
    }),
  );
  app.put(
    `${customerBase}/messages/:mid`,
    opts,
    route(async ({ req, account, customer, body }) =>
      messageView(await service.customerEdit(account, customer!, (req.params as Params).mid, body.text)),
    ),
  );
  app.delete(
    `${customerBase}/messages/:mid`,
    opts,
    route(async ({ req, account, customer }) => {
      await service.customerUnsend(account, customer!, (req.params as Params).mid);
      return { deleted: true };
    }),
  );
  app.post(
    `${customerBase}/messages/:mid/reaction`,
    opts,
    route(async ({ req, account, customer, body }) => {
      await service.customerReact(account, customer!, (req.params as Params).mid, body.emoji ?? null);
      return { emoji: body.emoji ?? null };
    }),
  );
  app.post(
    `${customerBase}/read`,
    opts,
    route(async ({ account, customer, body }) => ({
      mid: await service.customerRead(account, customer!, platformOf(body.platform)),
    })),
  );
  app.post(
    `${customerBase}/events`,
    opts,
    route(async ({ account, customer, body }) => {
      if (!CUSTOMER_EVENTS.includes(body.kind as CustomerEventKind)) {
        throw new SandboxError(400, `kind: one of ${CUSTOMER_EVENTS.join(', ')}`);
      }
      return service.customerEvent(account, customer!, body.kind as CustomerEventKind, body);
    }),
  );
  app.post(
    `${customerBase}/block`,
    opts,
    route(async ({ customer, body }) => {
      if (typeof body.blocked !== 'boolean') throw new SandboxError(400, 'blocked: true or false');
      await service.setBlocked(customer!, body.blocked);
      return { blocked: body.blocked };
    }),
  );
  app.post(
    `${customerBase}/comments`,
    opts,
    route(async ({ account, customer, body }) => {
      if (typeof body.media_id !== 'string') throw new SandboxError(400, 'media_id: required');
      return commentView(await service.customerComment(account, customer!, body.media_id, body));
    }),
  );
}
