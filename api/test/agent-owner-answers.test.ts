// The owner's earlier answers and the shop's standing answers in one draft (offline communicator):
// an owner's answer matched by the words of a similar question does not hide the standing answer
// on the topic the customer asked about.
import { MemoryKnowledge, MemoryQuestions } from '../eval/memory-knowledge';
import { sampleShop } from '../eval/sample-shop';
import { OfflineCommunicator } from '../src/modules/agent/offline-communicator';
import { Pipeline } from '../src/modules/agent/pipeline';
import { DEFAULT_INSTRUCTIONS } from '../src/modules/agent/repository';
import { Retriever } from '../src/modules/agent/retrieve/retriever';

// The owner once answered a question with these words about trying on, not about how to pay
// (in the product the questions table finds it by similarity, as the eval's shop shows).
const shop = {
  ...sampleShop(),
  ownerAnswers: [
    {
      question: 'Можна оплату при отриманні?',
      answer: 'Так, на Новій пошті можна оглянути й приміряти річ перед оплатою.',
    },
  ],
};

const pipeline = new Pipeline({
  retriever: new Retriever(new MemoryKnowledge(shop), { similar: async () => [] }),
  communicator: new OfflineCommunicator(),
  questions: new MemoryQuestions(),
  log: async () => undefined,
});

const draft = async (text: string) => {
  const out = await pipeline.run({
    userId: 'u',
    channelId: null,
    conversationId: null,
    text,
    fallbackLanguage: 'ua',
    instructions: DEFAULT_INSTRUCTIONS,
    platform: 'INSTAGRAM',
  });
  if (!out.ok) throw new Error('no draft');
  return out.answer;
};

describe("owner's answers beside the shop's standing answers", () => {
  it('a payment question near an owner-answered one gets both: the owner’s answer and how to pay', async () => {
    const answer = await draft('Можна оплату при отриманні?');
    expect(answer).toContain('оглянути й приміряти');
    expect(answer).toContain('накладеним платежем');
  });

  it('the standing answer is said once, and not at all for a topic the customer did not ask about', async () => {
    const answer = await draft('Як оплатити?');
    expect(answer.split('накладеним платежем').length).toBe(2);
    expect(answer).not.toContain('Новою поштою щодня');
  });
});
