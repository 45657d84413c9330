import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { socketAuthMessageSchema, WS_CLOSE_CODES } from '@vitrina/shared/contracts';
import type { AccessClaims } from '../auth';
import { isOriginAllowed } from '../../plugins/security';

/**
 * GET /ws: the live connection. Authenticated by the access token in a first message
 * `{access_token}` (a token in the URL is refused: 400); the identity is always the token's.
 * Unauthenticated sockets per address and sockets per user are capped. The socket closes with
 * 4401 when the token is invalid or expires (a fresh `{access_token}` before expiry keeps it
 * open), 4408 when no token arrives within WS_AUTH_TIMEOUT_MS.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { config, realtime } = app;
  await app.register(websocket, {
    options: { maxPayload: config.wsMaxPayload, perMessageDeflate: false },
    // Before the HTTP server stops: tell every client (authenticated or not) to reconnect (1012).
    preClose(this: FastifyInstance, done: () => void) {
      realtime.close();
      for (const client of this.websocketServer.clients)
        client.close(WS_CLOSE_CODES.SERVICE_RESTART, 'server restarting');
      this.websocketServer.close();
      done();
    },
  });

  const connected = new Set<WebSocket>();
  /** Unauthenticated sockets per client address (capped: each holds a timer and memory). */
  const pending = new Map<string, number>();
  const countPending = (ip: string, delta: number) => {
    const n = (pending.get(ip) ?? 0) + delta;
    if (n > 0) pending.set(ip, n);
    else pending.delete(ip);
  };
  realtime.startHeartbeat(config.wsHeartbeatMs, () => connected);
  app.addHook('onClose', async () => {
    for (const ws of connected) ws.terminate();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: refuse cross-site pages (the socket carries a bearer identity).
      preValidation: async (req: FastifyRequest, reply) => {
        if (!isOriginAllowed(req, config)) {
          return reply.code(403).send({ error_message: 'Origin not allowed' });
        }
        // A token in the URL ends up in proxy and server logs: only the first message carries it.
        if ((req.query as Record<string, unknown> | null)?.access_token !== undefined) {
          return reply.code(400).send({
            error_message: 'Send the access token as the first message {"access_token": "…"}, not in the URL',
          });
        }
        if ((pending.get(req.ip) ?? 0) >= config.wsMaxPendingPerIp) {
          return reply.code(429).send({ error_message: 'Too many unauthenticated connections from this address' });
        }
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      connected.add(socket);
      realtime.track(socket);
      const ip = req.ip;
      countPending(ip, 1);
      let counted = true;
      const stopCounting = () => {
        if (counted) countPending(ip, -1);
        counted = false;
      };
      let userId: string | null = null;
      let closed = false;
      let expiryTimer: NodeJS.Timeout | null = null;
      const authTimer = setTimeout(() => {
        if (!userId) socket.close(WS_CLOSE_CODES.AUTH_TIMEOUT, 'authentication timeout');
      }, config.wsAuthTimeoutMs);

      const closeUnauthorized = (reason: string) => {
        if (!closed) socket.close(WS_CLOSE_CODES.UNAUTHORIZED, reason);
      };

      const scheduleExpiry = (claims: AccessClaims) => {
        if (expiryTimer) clearTimeout(expiryTimer);
        const ms = Math.max(0, claims.exp * 1000 - Date.now());
        expiryTimer = setTimeout(() => closeUnauthorized('access token expired'), ms);
      };

      const authenticate = async (token: string) => {
        const claims = await app.verifySession(token);
        // A teammate's socket receives the shop's events (docs/product.md §9.15).
        const identity = claims && (await app.identities.resolve(claims.userId, claims.sid, claims.exp));
        if (closed) return;
        if (!claims || !identity) return closeUnauthorized('invalid access token');
        if (userId && identity.shopId !== userId) return closeUnauthorized('token of another user');
        scheduleExpiry(claims);
        if (userId) return realtime.setSession(socket, claims.sid); // renewal
        if (realtime.countOf(identity.shopId) >= config.wsMaxPerUser) {
          return socket.close(WS_CLOSE_CODES.POLICY, 'too many connections for this user');
        }
        userId = identity.shopId;
        stopCounting();
        clearTimeout(authTimer);
        await realtime.add(userId, claims.sid, socket);
        if (closed) {
          realtime.remove(userId, socket);
          return;
        }
        socket.send(JSON.stringify({ type: 'READY', data: { user_id: userId } }));
      };

      socket.on('message', (raw, isBinary) => {
        if (isBinary) return;
        let msg: unknown;
        try {
          msg = JSON.parse(raw.toString());
        } catch {
          return;
        }
        const auth = socketAuthMessageSchema.safeParse(msg);
        if (auth.success) {
          authenticate(auth.data.access_token).catch((err) => req.log.warn({ err }, 'ws auth failed'));
          return;
        }
        // Anything else, including the spec's {user_id, subscribed: true}, is accepted and ignored:
        // the identity is the token's, never a user_id sent by the client.
      });

      socket.on('close', () => {
        closed = true;
        stopCounting();
        clearTimeout(authTimer);
        if (expiryTimer) clearTimeout(expiryTimer);
        connected.delete(socket);
        if (userId) realtime.remove(userId, socket);
      });
      socket.on('error', () => socket.terminate());
    },
  );
}
