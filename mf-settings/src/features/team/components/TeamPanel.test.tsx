import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Team } from '@vitrina/shared/contracts';
import { response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { settingsApi } from '../../../testing/settings-api';

const OWNER_TEAM: Team = {
  role: 'OWNER',
  members: [
    { id: 'u1', name: 'Olena', email: 'olena@shop.ua', role: 'OWNER', you: true, joined_at: '2026-11-01T10:00:00Z' },
    { id: 'm1', name: 'Marta', email: 'marta@shop.ua', role: 'MANAGER', you: false, joined_at: '2026-11-02T10:00:00Z' },
  ],
  invitations: [
    {
      id: 'i1',
      email: 'late@shop.ua',
      role: 'MANAGER',
      created_at: '2026-11-01T10:00:00Z',
      expires_at: '2026-11-08T10:00:00Z',
      expired: true,
    },
  ],
};

const TEXT = {
  ua: {
    tab: 'Команда',
    manager: 'Менеджер',
    invite: 'Надіслати запрошення',
    remove: 'Видалити',
    expired: 'термін минув',
  },
  en: { tab: 'Team', manager: 'Manager', invite: 'Send invitation', remove: 'Remove', expired: 'expired' },
} as const;

describe.each(['ua', 'en'] as const)('/%s/settings team tab', (lng) => {
  const text = TEXT[lng];

  function api(team: Team) {
    const state = { team, invited: [] as string[], removed: [] as string[] };
    const mock = settingsApi((call) => {
      if (call.url.endsWith('/api/v1/team')) return response(200, { data: state.team });
      if (call.url.endsWith('/api/v1/saved-replies')) return response(200, { data: [] });
      if (call.method === 'POST' && call.url.endsWith('/api/v1/team/invitations')) {
        state.invited.push((JSON.parse(String(call.body)) as { email: string }).email);
        return response(201, { data: {} });
      }
      if (call.method === 'DELETE' && call.url.includes('/api/v1/team/members/')) {
        state.removed.push(call.url.split('/').pop()!);
        return response(204);
      }
      return undefined;
    });
    return { mock, state };
  }

  it('the owner sees the team with roles, invites by email and removes a manager after confirming', async () => {
    const { state } = api(OWNER_TEAM);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderRoute(`/${lng}/settings`);
    await userEvent.click(screen.getByRole('tab', { name: text.tab }));
    const panel = screen.getByRole('tabpanel', { name: text.tab });
    const marta = (await within(panel).findByText('Marta')).closest('li')!;
    expect(within(marta).getByText(text.manager)).toBeInTheDocument();
    expect(within(panel).getByText(new RegExp(text.expired))).toBeInTheDocument();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Email/ }), 'new@shop.ua');
    await userEvent.click(within(panel).getByRole('button', { name: text.invite }));
    await waitFor(() => expect(state.invited).toEqual(['new@shop.ua']));
    await userEvent.click(within(marta).getByRole('button', { name: text.remove }));
    await waitFor(() => expect(state.removed).toEqual(['m1']));
  });

  it('a manager sees the team but neither the invitation form nor the remove buttons', async () => {
    api({ ...OWNER_TEAM, role: 'MANAGER', invitations: [] });
    renderRoute(`/${lng}/settings`);
    await userEvent.click(screen.getByRole('tab', { name: text.tab }));
    const panel = screen.getByRole('tabpanel', { name: text.tab });
    expect(await within(panel).findByText('Marta')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: text.invite })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: text.remove })).not.toBeInTheDocument();
  });
});
