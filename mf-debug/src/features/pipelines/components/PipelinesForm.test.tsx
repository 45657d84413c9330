import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonBody, response, sentRequest } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { debugApi, PIPELINES } from '../../../testing/debug-api';

afterEach(() => jest.useRealTimers());

it("shows the assistant ids and instructions; Update sends all three and shows 'Дані оновлено' for 5 s", async () => {
  const api = debugApi((call) =>
    call.method === 'PUT'
      ? response(200, {
          data: {
            pipeline_info: { ...PIPELINES.pipeline_info, instructions: JSON.parse(String(call.body)).instructions },
          },
        })
      : undefined,
  );
  renderRoute('/ua/pipelines');
  for (const id of ['asst_db', 'asst_comm', 'asst_aud']) expect(await screen.findByText(id)).toBeInTheDocument();
  const communicator = screen.getByLabelText('Інструкції: Співрозмовник');
  expect(communicator).toHaveValue('Be polite');
  await userEvent.clear(communicator);
  await userEvent.type(communicator, 'Always answer in rhymes');
  jest.useFakeTimers({ advanceTimers: true });
  await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
  expect(await screen.findByText('Дані оновлено')).toBeInTheDocument();
  expect(sentRequest(api, 1).url).toMatch(/\/api\/v1\/pipelines\/instructions$/);
  expect(jsonBody(api, 1)).toEqual({
    instructions: { DB_RETRIEVER: 'Find products', COMMUNICATOR: 'Always answer in rhymes', AUDITOR: 'Check prices' },
  });
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText('Дані оновлено')).not.toBeInTheDocument();
});

it("shows the server's error, else 'Помилка при оновленні даних'", async () => {
  let body: object = { error_message: 'Занадто довгі інструкції' };
  debugApi((call) => (call.method === 'PUT' ? response(400, body) : undefined));
  renderRoute('/ua/pipelines');
  await screen.findByText('asst_db');
  await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
  expect(await screen.findByText('Занадто довгі інструкції')).toBeInTheDocument();
  body = {};
  await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
  expect(await screen.findByText('Помилка при оновленні даних')).toBeInTheDocument();
});

it("shows 'Помилка при отриманні данних' when the pipelines cannot be read", async () => {
  debugApi((call) => (call.method === 'GET' ? response(400, {}) : undefined));
  renderRoute('/ua/pipelines');
  expect(await screen.findByText('Помилка при отриманні данних', {}, { timeout: 4000 })).toBeInTheDocument();
});
