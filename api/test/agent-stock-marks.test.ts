// A size the stock file marks as in stock without a count ('+', 'є', no quantity column) is in
// stock for the assistant: answered as available, never with a made-up count, and not a quantity
// the auditor accepts (src/modules/agent/knowledge-adapter.ts, NOT_COUNTED).
import type { Product } from '@vitrina/shared/contracts';
import { MemoryKnowledge } from '../eval/memory-knowledge';
import { audit } from '../src/modules/agent/check/auditor';
import { toProductFact } from '../src/modules/agent/retrieve/knowledge-adapter';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';

const stored = (sizes: Array<{ size: string; quantity: number | null }>): Product =>
  ({
    id: '1',
    code: 'КП-2301',
    name: 'Купальник злитий',
    color: 'Чорний',
    price: 1290,
    material: '',
    lining: '',
    description: '',
    category: '',
    audience: '',
    sizes,
    quantity: null,
    linked_codes: [],
    channel_id: null,
  }) as unknown as Product;

describe('a size in stock without a count', () => {
  const fact = toProductFact(
    stored([
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: null },
      { size: 'L', quantity: 0 },
    ]),
  )!;

  it('is in stock, marked as not counted; a counted size keeps its count', () => {
    expect(fact.sizes[0]).toEqual({ size: 'S', quantity: 2 });
    expect(fact.sizes[1]).toMatchObject({ size: 'M', counted: false });
    expect(fact.sizes[1].quantity).toBeGreaterThan(0);
    expect(fact.sizes[2]).toEqual({ size: 'L', quantity: 0 });
  });

  const retriever = new Retriever(new MemoryKnowledge({ products: [fact] }), { similar: async () => [] });
  const answer = async (text: string, instructions = DEFAULT_INSTRUCTIONS.COMMUNICATOR) => {
    const facts = await retriever.retrieve({ userId: 'u1', channelId: null, text, fallbackLanguage: 'ua' });
    const draft = (
      await new OfflineCommunicator().draft({ text, facts, language: 'ua', instructions, complaint: null })
    ).text;
    return { draft, facts };
  };

  it('is answered as available, with no count, even where the owner asked for counts', async () => {
    const { draft } = await answer('купальник злитий на M є?');
    expect(draft).toMatch(/є в наявності/);
    expect(draft).not.toMatch(/немає в наявності/);
    expect(draft).not.toMatch(/\d+\s*шт/);
    const counts = `${DEFAULT_INSTRUCTIONS.COMMUNICATOR}\nstock counts: on`;
    const listed = (await answer('які розміри є на купальник злитий?', counts)).draft;
    expect(listed).toContain('S (2');
    expect(listed).toMatch(/\bM\b/);
    expect(listed).not.toMatch(/M \(\d/);
  });

  it('gives the auditor no quantity to accept', async () => {
    const { facts } = await answer('купальник злитий на M є?');
    const text = 'купальник злитий на M є?';
    expect(audit('Розмір M є: 1000 шт.', facts, text).ok).toBe(false);
    expect(audit('Розмір S є: 2 шт.', facts, text).ok).toBe(true);
  });
});
