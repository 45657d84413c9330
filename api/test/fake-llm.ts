import Fastify, { type FastifyInstance } from 'fastify';

export interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string; tool_call_id?: string }>;
  tools?: Array<{ type: string; function: { name: string } }>;
}

export interface Scripted {
  text?: string;
  status?: number;
  delayMs?: number;
  /** Tool calls the model makes instead of answering. */
  toolCalls?: Array<{ name: string; arguments: object }>;
  /** `usage.total_tokens` of the answer (20 when not given). */
  tokens?: number;
}

/**
 * A local server speaking the OpenAI chat-completions API. `reply` decides each answer: a text,
 * an HTTP error, or a delay longer than the client's timeout.
 */
export async function fakeLlm(reply: (req: ChatRequest, n: number) => Scripted) {
  const requests: Array<{ body: ChatRequest; authorization?: string }> = [];
  const server: FastifyInstance = Fastify({ forceCloseConnections: true });
  server.post('/v1/chat/completions', async (req, res) => {
    const body = req.body as ChatRequest;
    requests.push({ body, authorization: req.headers.authorization });
    const r = reply(body, requests.length);
    if (r.delayMs) await new Promise((done) => setTimeout(done, r.delayMs));
    if (r.status) return res.code(r.status).send({ error: { message: 'overloaded', type: 'server_error' } });
    return {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        r.toolCalls
          ? {
              index: 0,
              finish_reason: 'tool_calls',
              message: {
                role: 'assistant',
                content: null,
                tool_calls: r.toolCalls.map((c, i) => ({
                  id: `call_${requests.length}_${i}`,
                  type: 'function',
                  function: { name: c.name, arguments: JSON.stringify(c.arguments) },
                })),
              },
            }
          : { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: r.text ?? '' } },
      ],
      usage: { prompt_tokens: 10, completion_tokens: (r.tokens ?? 20) - 10, total_tokens: r.tokens ?? 20 },
    };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests, close: () => server.close() };
}
