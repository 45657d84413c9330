import { MemoryQuestions } from '../eval/memory-knowledge';
import { sampleKnowledge } from '../eval/sample-shop';
import { directTextLength } from '@vitrina/shared/contracts/constants';
import { FallbackCommunicator } from '../src/modules/agent/communicator';
import { fitDirectText } from '../src/modules/agent/answer/fit';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { OpenAiCommunicator } from '../src/modules/agent/openai-communicator';
import { Pipeline } from '../src/modules/agent/pipeline';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';
import { fakeLlm } from './fake-llm';

const bytes = (s: string) => directTextLength('INSTAGRAM', s);

/**
 * Drafts fit one direct message of the channel's platform (issue 29 item 3): Instagram 1,000 bytes
 * of UTF-8, Messenger 2,000 characters, as the API's send path refuses anything longer.
 */
describe('a draft as one message the platform accepts', () => {
  const sentence = 'Сукня DR-1024 є в розмірах S, M і L, колір бежевий, ціна 1850 грн. ';

  it('keeps a draft within the limit as it is', () => {
    expect(fitDirectText('Так, є в M 🌿', 'INSTAGRAM')).toBe('Так, є в M 🌿');
  });

  it('Instagram: a long Ukrainian draft (2 bytes a letter) ends at the last sentence that fits in 1,000 bytes', () => {
    const long = sentence.repeat(20).trim();
    expect(bytes(long)).toBeGreaterThan(2000);
    const fitted = fitDirectText(long, 'INSTAGRAM');
    expect(bytes(fitted)).toBeLessThanOrEqual(1000);
    // Whole sentences only, and as many as fit.
    expect(long.startsWith(fitted)).toBe(true);
    expect(fitted.endsWith('грн.')).toBe(true);
    expect(bytes(`${fitted} ${sentence.trim()}`)).toBeGreaterThan(1000);
  });

  it('Messenger: counts characters (2,000), so the same Ukrainian draft keeps twice as much', () => {
    const long = sentence.repeat(40).trim();
    const fitted = fitDirectText(long, 'FACEBOOK');
    expect([...fitted].length).toBeLessThanOrEqual(2000);
    expect([...fitted].length).toBeGreaterThan(1900);
    expect(fitted.endsWith('грн.')).toBe(true);
  });

  it('one sentence over the limit is cut at a word with an ellipsis; lines count as sentences', () => {
    const run = `Ось ${'дуже '.repeat(300)}довге речення`;
    const cut = fitDirectText(run, 'INSTAGRAM');
    expect(bytes(cut)).toBeLessThanOrEqual(1000);
    expect(cut).toMatch(/дуже…$/);
    const lines = `${'Рядок зі списку товарів\n'.repeat(40)}Кінець`;
    const kept = fitDirectText(lines, 'INSTAGRAM');
    expect(bytes(kept)).toBeLessThanOrEqual(1000);
    expect(kept.endsWith('товарів')).toBe(true);
    expect(bytes(fitDirectText('я'.repeat(800), 'INSTAGRAM'))).toBeLessThanOrEqual(1000);
  });

  it("the pipeline's draft for an Instagram channel fits in 1,000 bytes though the model wrote 2,000", async () => {
    const answer = 'Вітаю! ' + 'Сукня DR-1024 коштує 1850 грн. '.repeat(40);
    const llm = await fakeLlm(() => ({ text: answer }));
    try {
      const pipeline = new Pipeline({
        retriever: new Retriever(sampleKnowledge(), { similar: async () => [] }),
        communicator: new FallbackCommunicator(
          new OpenAiCommunicator({ baseUrl: llm.baseUrl, apiKey: 'sk-test', model: 'm', timeoutMs: 60_000 }),
          new OfflineCommunicator(),
        ),
        questions: new MemoryQuestions(),
        log: async () => undefined,
      });
      const input = {
        userId: 'u',
        channelId: null,
        conversationId: null,
        text: 'Скільки коштує DR-1024?',
        fallbackLanguage: 'ua' as const,
        instructions: DEFAULT_INSTRUCTIONS,
      };
      const instagram = await pipeline.run({ ...input, platform: 'INSTAGRAM' });
      expect(instagram.ok).toBe(true);
      const text = instagram.ok ? instagram.answer : '';
      expect(bytes(answer)).toBeGreaterThan(1000);
      expect(bytes(text)).toBeLessThanOrEqual(1000);
      expect(text.startsWith('Вітаю! Сукня DR-1024 коштує 1850 грн.')).toBe(true);
      // The model was told the limit: 500 characters (Cyrillic letters are 2 bytes).
      const system = llm.requests[0].body.messages.filter((m) => m.role === 'system').map((m) => m.content);
      expect(system.join('\n')).toContain('keep it under 500 characters');
      const messenger = await pipeline.run({ ...input, platform: 'FACEBOOK' });
      expect(messenger.ok && messenger.answer).toBe(answer.trim());
    } finally {
      await llm.close();
    }
  });
});
