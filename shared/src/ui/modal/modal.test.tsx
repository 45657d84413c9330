import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { languageStore } from '@vitrina/shared';
import { scrollLockCount } from '../scroll-lock/scroll-lock';
import { Modal } from './modal';
import { MODAL_ROOT_ID } from './modal-root';

function Harness({ children, onClose }: { children?: React.ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Відкрити
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Лише на комп’ютері"
      >
        {children}
      </Modal>
    </>
  );
}

beforeEach(() => {
  languageStore.set('ua');
  document.getElementById(MODAL_ROOT_ID)?.remove();
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="T" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, in its own page root made on demand', () => {
    expect(document.getElementById(MODAL_ROOT_ID)).toBeNull();
    const { container } = render(
      <Modal open onClose={() => {}} title="Запис на консультацію">
        <p>Текст</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Запис на консультацію' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const root = document.getElementById(MODAL_ROOT_ID);
    expect(root).not.toBeNull();
    expect(root).toContainElement(dialog);
    expect(container).not.toContainElement(dialog);
  });

  it('reuses an existing #modal-root', () => {
    const existing = document.createElement('div');
    existing.id = MODAL_ROOT_ID;
    document.body.appendChild(existing);
    render(<Modal open onClose={() => {}} title="T" />);
    expect(document.querySelectorAll(`#${MODAL_ROOT_ID}`)).toHaveLength(1);
    expect(existing).toContainElement(screen.getByRole('dialog'));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Harness onClose={onClose}>
        <p>Повний досвід доступний на комп’ютері</p>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    await user.click(screen.getByText('Повний досвід доступний на комп’ютері'));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when a press starts inside and ends on the overlay', () => {
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="T" />);
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has a close button named in the current language', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Modal open onClose={onClose} title="T" />);
    await user.click(screen.getByRole('button', { name: 'Закрити вікно' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => languageStore.set('en'));
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('can leave the corner button out', () => {
    render(<Modal open onClose={() => {}} title="T" showCloseButton={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves focus to the first control inside and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Телефон" />
        <button type="button">Надіслати</button>
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Відкрити' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('focuses the dialog itself when its content has no control', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <p>Лише текст</p>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Ім'я" />
        <button type="button">Надіслати</button>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    const name = screen.getByRole('textbox', { name: "Ім'я" });
    const send = screen.getByRole('button', { name: 'Надіслати' });
    const close = screen.getByRole('button', { name: 'Закрити вікно' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wraps to the first control (the × in the header)
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('locks body scroll while open and restores the previous value on close', async () => {
    document.body.style.overflow = 'scroll';
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Відкрити' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    expect(scrollLockCount()).toBe(0);
  });

  it('with nested modals, Escape closes only the top one and the lock holds until the last closes', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Зовнішнє">
          <button type="button">У зовнішньому</button>
          <Modal open={inner} onClose={() => setInner(false)} title="Внутрішнє">
            <button type="button">У внутрішньому</button>
          </Modal>
        </Modal>
      );
    }
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    render(<Nested />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(scrollLockCount()).toBe(2);
    // The inner one is on top: it holds the focus and stacks above the outer one.
    expect(screen.getByRole('button', { name: 'У внутрішньому' })).toHaveFocus();
    const [outerOverlay, innerOverlay] = ['Зовнішнє', 'Внутрішнє'].map(
      (name) => screen.getByRole('dialog', { name }).parentElement!,
    );
    expect(outerOverlay.style.getPropertyValue('--modal-depth')).toBe('0');
    expect(innerOverlay.style.getPropertyValue('--modal-depth')).toBe('1');

    await user.keyboard('{Escape}');
    const outer = screen.getByRole('dialog', { name: 'Зовнішнє' });
    expect(screen.queryByRole('dialog', { name: 'Внутрішнє' })).toBeNull();
    expect(outer).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('a modal opened from inside another returns focus to its opener there', async () => {
    const user = userEvent.setup();
    function Confirm() {
      const [confirm, setConfirm] = useState(false);
      return (
        <Modal open onClose={() => {}} title="Файли">
          <button type="button" onClick={() => setConfirm(true)}>
            Видалити
          </button>
          <Modal open={confirm} onClose={() => setConfirm(false)} title="Видалити канал?">
            <button type="button" onClick={() => setConfirm(false)}>
              Ні
            </button>
          </Modal>
        </Modal>
      );
    }
    render(<Confirm />);
    const remove = screen.getByRole('button', { name: 'Видалити' });
    await user.click(remove);
    expect(screen.getByRole('button', { name: 'Ні' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Видалити канал?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Файли' })).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });

  it('releases its lock when unmounted while open', () => {
    const { unmount } = render(<Modal open onClose={() => {}} title="T" />);
    expect(scrollLockCount()).toBe(1);
    unmount();
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });
});
