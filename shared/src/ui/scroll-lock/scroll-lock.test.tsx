import { render } from '@testing-library/react';
import { lockScroll, scrollLockCount, useScrollLock } from './scroll-lock';

function Locker({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

beforeEach(() => {
  document.body.style.overflow = '';
});

describe('scroll lock', () => {
  it('counts holders: the page scrolls again only after the last release', () => {
    const releaseMenu = lockScroll();
    const releaseModal = lockScroll();
    expect(scrollLockCount()).toBe(2);
    expect(document.body.style.overflow).toBe('hidden');
    releaseMenu();
    expect(document.body.style.overflow).toBe('hidden');
    releaseModal();
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });

  it('ignores a second release of the same lock', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(scrollLockCount()).toBe(0);
  });

  it('restores the overflow the page had before', () => {
    document.body.style.overflow = 'auto';
    const release = lockScroll();
    release();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('useScrollLock follows `active` and releases on unmount', () => {
    const menu = render(<Locker active={false} />);
    expect(scrollLockCount()).toBe(0);
    menu.rerender(<Locker active />);
    const modal = render(<Locker active />);
    expect(scrollLockCount()).toBe(2);
    menu.rerender(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('hidden');
    modal.unmount();
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });
});
