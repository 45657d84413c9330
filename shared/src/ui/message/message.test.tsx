import { act, render, renderHook, screen } from '@testing-library/react';
import { Message } from './message';
import { MESSAGE_MS, useTimedMessage } from './use-timed-message';

describe('Message', () => {
  it('announces errors as alerts and the rest as status', () => {
    const { rerender } = render(<Message kind="error">Помилка авторизації</Message>);
    expect(screen.getByRole('alert')).toHaveTextContent('Помилка авторизації');
    rerender(<Message kind="success">Авторизація успішна</Message>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Авторизація успішна');
    rerender(<Message kind="info">Дані оновлено</Message>);
    expect(screen.getByRole('status')).toHaveTextContent('Дані оновлено');
  });
});

describe('useTimedMessage (docs/product.md §5 times)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has the times of docs/product.md §5', () => {
    expect(MESSAGE_MS).toEqual({ short: 3000, long: 5000, list: 15000 });
  });

  it('hides after 3 s by default', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('success', 'Пароль змінено'));
    expect(result.current.message).toMatchObject({ kind: 'success', text: 'Пароль змінено' });
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.message).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it.each([
    ['long', MESSAGE_MS.long],
    ['list', MESSAGE_MS.list],
  ] as const)('hides after the %s time when asked', (_name, ms) => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('error', 'Помилка', ms));
    act(() => jest.advanceTimersByTime(ms - 1));
    expect(result.current.message).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('a new message replaces the old one and restarts the time', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('error', 'Перша', MESSAGE_MS.short));
    const firstId = result.current.message!.id;
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.show('error', 'Перша', MESSAGE_MS.short));
    expect(result.current.message!.id).not.toBe(firstId);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.message).toMatchObject({ text: 'Перша' });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
  });

  it('clear hides at once and cancels the timer', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('info', 'x', MESSAGE_MS.long));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cancels its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useTimedMessage());
    act(() => result.current.show('info', 'x'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps show and clear stable between renders', () => {
    const { result, rerender } = renderHook(() => useTimedMessage());
    const { show, clear } = result.current;
    act(() => show('info', 'x'));
    rerender();
    expect(result.current.show).toBe(show);
    expect(result.current.clear).toBe(clear);
  });
});
