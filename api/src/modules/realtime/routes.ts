import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { socketAuthMessageSchema, WS_CLOSE_CODES } from '@vitrina/shared/contracts';
import type { AccessClaims } from '../auth/tokens';
import { isOriginAllowed } from '../../plugins/security';

/**
 * GET /ws: the live connection. Authenticated by the access token (query `access_token` or a
 * first message `{access_token}`); the identity is always the token's. The socket closes with
 * 4401 when the token is invalid or expires (a fresh `{access_token}` before expiry keeps it
 * open), 4408 when no token arrives within WS_AUTH_TIMEOUT_MS.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { config, realtime } = app;
  await app.register(websocket, {
    options: { maxPayload: config.wsMaxPayload, perMessageDeflate: false },
    // Before the HTTP server stops: tell every client (authenticated or not) that we are going away.
    preClose(this: FastifyInstance, done: () => void) {
      realtime.close();
      for (const client of this.websocketServer.clients)
        client.close(WS_CLOSE_CODES.GOING_AWAY, 'server shutting down');
      this.websocketServer.close();
      done();
    },
  });

  const connected = new Set<WebSocket>();
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
          reply.code(403).send({ error_message: 'Origin not allowed' });
        }
      },
    },
    (socket: WebSocket, req: FastifyRequest) => {
      connected.add(socket);
      realtime.track(socket);
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
        if (closed) return;
        if (!claims) return closeUnauthorized('invalid access token');
        if (userId && claims.userId !== userId) return closeUnauthorized('token of another user');
        scheduleExpiry(claims);
        if (userId) return realtime.setSession(socket, claims.sid); // renewal
        userId = claims.userId;
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
        clearTimeout(authTimer);
        if (expiryTimer) clearTimeout(expiryTimer);
        connected.delete(socket);
        if (userId) realtime.remove(userId, socket);
      });
      socket.on('error', () => socket.terminate());

      const queryToken = (req.query as { access_token?: unknown } | null)?.access_token;
      if (typeof queryToken === 'string' && queryToken !== '') {
        authenticate(queryToken).catch((err) => req.log.warn({ err }, 'ws auth failed'));
      }
    },
  );
}
