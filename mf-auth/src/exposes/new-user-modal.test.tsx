import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@vitrina/shared';
import { bootstrap, mount, unmount } from './new-user-modal';

// The exposed './new-user-modal' parcel, driven through its lifecycles as the shell does.
describe("exposed './new-user-modal' parcel", () => {
  // single-spa lifecycles run outside act() (mounting inside act() hangs with single-spa 6 and React 19), so this is not an act environment
  // (Testing Library turns it on in its own beforeAll).
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mounts the open modal and hands the close back to the shell', async () => {
    localStorage.setItem('newUser', 'true');
    languageStore.set('ua');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const onClose = jest.fn();
    const props = { name: 'mf_auth/new-user-modal', domElement, onClose } as never;

    await (bootstrap as unknown as (p: unknown) => Promise<void>)(props);
    await (mount as unknown as (p: unknown) => Promise<void>)(props);
    const close = await screen.findByRole('button', { name: 'Закрити вікно' });
    expect(screen.getByRole('dialog', { name: 'Ласкаво просимо до Vitrina!' })).toBeInTheDocument();

    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('newUser')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await (unmount as unknown as (p: unknown) => Promise<void>)(props);
  });
});
