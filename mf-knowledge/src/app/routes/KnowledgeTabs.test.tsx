import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, jsonBody, resetBrowserState, response } from '@vitrina/shared/testing';
import { renderRoute } from '../../testing/render-route';
import { installKnowledgeApi, questionFixture } from '../../testing/knowledge-api';

beforeEach(() => {
  resetBrowserState();
  queryClient.clear();
});
const lastCall = (mock: jest.Mock, method: string) => {
  const index = callsOf(mock).findLastIndex((c) => c.method === method);
  return { url: callsOf(mock)[index].url, body: jsonBody(mock, index) };
};

describe('test tab', () => {
  it('asks the assistant with the interface language and shows the draft and its trace', async () => {
    const { mock, state } = installKnowledgeApi();
    state.agent.steps = [
      { type: 'DB_RETRIEVER', user_input: 'Є сукня 1024 у розмірі M?', output: '1024 M: 3, 1450', duration_ms: 4 },
      { type: 'COMMUNICATOR', user_input: '…', output: 'Так, є.', duration_ms: 2 },
    ];
    renderRoute('/ua/chat_gpt/test');
    await userEvent.type(screen.getByLabelText('Ваше питання'), ' Є сукня 1024 у розмірі M? ');
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByLabelText('Відповідь асистента')).toHaveTextContent('за 1450 грн');
    expect(lastCall(mock, 'POST')).toEqual({
      url: '/api/v1/agent/test',
      body: { text: 'Є сукня 1024 у розмірі M?', lng: 'ua' },
    });
    const log = screen.getByRole('list', { name: 'Розмова з асистентом' });
    expect(within(log).getByText('Є сукня 1024 у розмірі M?', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Кроки асистента (2)'));
    expect(screen.getByText('Пошук у базі знань')).toBeInTheDocument();
    expect(screen.getByText('1024 M: 3, 1450')).toBeInTheDocument();
    expect(screen.getByLabelText('Ваше питання')).toHaveValue('');
  });

  it("says the answers come from the current channel's knowledge", async () => {
    installKnowledgeApi({ channel: { id: '11111111-1111-4111-8111-111111111111', channel_name: 'Ліна' } as never });
    renderRoute('/ua/chat_gpt/test');
    expect(await screen.findByText(/з бази знань каналу «Ліна»/)).toBeInTheDocument();
  });

  it("says the answers come from the account's data when no channel is connected", async () => {
    installKnowledgeApi();
    renderRoute('/en/chat_gpt/test');
    expect(await screen.findByText(/No channel connected/)).toBeInTheDocument();
  });

  it("shows the pipeline's error, or the call's", async () => {
    installKnowledgeApi({
      on: (c) => (c.method === 'POST' ? response(400, { error_message: 'Текст задовгий' }) : undefined),
    });
    renderRoute('/en/chat_gpt/test');
    await userEvent.type(screen.getByLabelText('Your question'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Текст задовгий');
  });
});

describe('settings tab', () => {
  it("saves the scenario and the auto-comment, shows 'Налаштування збережено' and refetches the user", async () => {
    const { mock } = installKnowledgeApi();
    renderRoute('/ua/chat_gpt/settings');
    await userEvent.click(await screen.findByRole('radio', { name: 'Приватне повідомлення в Direct і коментар' }));
    const text = screen.getByLabelText('Текст автокоментаря');
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(screen.getByText('Введіть текст автокоментаря')).toBeInTheDocument();
    await userEvent.type(text, ' Відповіли в Direct ');
    const usersReads = callsOf(mock).filter((c) => c.url === '/api/v1/users').length;
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Налаштування збережено')).toBeInTheDocument();
    expect(lastCall(mock, 'PUT')).toEqual({
      url: '/api/v1/users/comment-settings',
      body: { comment_response_scenario: 'PRIVATE_REPLY_WITH_COMMENT', private_reply_message: 'Відповіли в Direct' },
    });
    await waitFor(() => expect(callsOf(mock).filter((c) => c.url === '/api/v1/users').length).toBe(usersReads + 1));
  });

  it("shows the server's error, else 'Помилка при збереженні'", async () => {
    installKnowledgeApi({ on: (c) => (c.method === 'PUT' ? response(500, {}) : undefined) });
    renderRoute('/ua/chat_gpt/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Помилка при збереженні');
  });
});

describe('questions tab', () => {
  it('lists unanswered questions, saves an answer, and saves the shop answers', async () => {
    const { mock } = installKnowledgeApi({ questions: [questionFixture()] });
    renderRoute('/ua/chat_gpt/question');
    const item = await screen.findByRole('form', { name: 'Чи є примірочна у Львові?' });
    await userEvent.type(within(item).getByLabelText('Відповідь'), 'Так, на Городоцькій, 1');
    await userEvent.click(within(item).getByRole('button', { name: 'Зберегти відповідь' }));
    await waitFor(() =>
      expect(lastCall(mock, 'PUT')).toEqual({
        url: '/api/v1/data/questions/33333333-3333-4333-8333-333333333333',
        body: { answer: 'Так, на Городоцькій, 1' },
      }),
    );
    // Answered, it leaves the 'unanswered' list.
    expect(await screen.findByText('Питань поки немає.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Доставка'), 'Нова пошта');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти відповіді' }));
    expect(await screen.findByText('Відповіді збережено')).toBeInTheDocument();
    expect(lastCall(mock, 'PUT').body).toEqual({ delivery: 'Нова пошта', payment: '', returns: '', contacts: '' });
  });
});
