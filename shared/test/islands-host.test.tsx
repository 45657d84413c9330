// What an island lends from the page's loader (src/islands/host.ts, contract.ts's IslandHost): the
// API's address for the shared API client, and the navigation its react-router-dom stand-in uses.
import { render, screen } from '@testing-library/react';
import { getConfig } from '../src/config';
import { ISLANDS_GLOBAL, type IslandsWindow } from '../src/islands/contract';
import { registerIslands } from '../src/islands/register-islands';
import { Link, useNavigate } from '../src/islands/react-router-dom';

function Form() {
  const navigate = useNavigate();
  return (
    <>
      <Link className="link" to="/ua/forgot_pass">
        Forgot?
      </Link>
      <button type="button" onClick={() => navigate('/ua/chats')}>
        Go
      </button>
    </>
  );
}

it("an island's link is the plain link the router draws; its navigation is the host's, and its API address too", async () => {
  const win = {} as IslandsWindow;
  const mount = jest.fn((element: HTMLElement) => render(<Form />, { container: element }));
  registerIslands({ remote: 'mf_test', islands: { form: async () => ({ default: mount }) } }, win);
  const navigate = jest.fn();
  const hydrate = await win[ISLANDS_GLOBAL]!.mf_test.load('form', { apiUrl: 'https://api.example.com', navigate });
  hydrate(document.body.appendChild(document.createElement('div')));

  expect(getConfig().apiUrl).toBe('https://api.example.com');
  const link = screen.getByRole('link', { name: 'Forgot?' });
  expect(link.getAttribute('href')).toBe('/ua/forgot_pass');
  expect(link.className).toBe('link');
  screen.getByRole('button', { name: 'Go' }).click();
  expect(navigate).toHaveBeenCalledWith('/ua/chats');
});
