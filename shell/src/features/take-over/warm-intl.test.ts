import { warmIntl, warmIntlOnce } from './model/warm-intl';

describe('warmIntl', () => {
  it('starts the worker where the browser has workers', () => {
    const listeners: Record<string, () => void> = {};
    const worker = {
      addEventListener: jest.fn((type: string, fn: () => void) => (listeners[type] = fn)),
      terminate: jest.fn(),
    };
    const start = jest.fn(() => worker as unknown as Worker);
    expect(warmIntl(start, { Worker: function Worker() {} })).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    listeners.error?.();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('does nothing without workers, and survives a worker the page refuses', () => {
    const start = jest.fn(() => {
      throw new DOMException('refused by the content security policy', 'SecurityError');
    });
    expect(warmIntl(start, {})).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(warmIntl(start, { Worker: function Worker() {} })).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('once per page: the loader and the take-over both ask, one worker starts', () => {
    const worker = { addEventListener: jest.fn(), terminate: jest.fn() };
    const start = jest.fn(() => worker as unknown as Worker);
    const page = { Worker: function Worker() {} } as unknown as Window;
    expect(warmIntlOnce(start, page)).toBe(true);
    expect(warmIntlOnce(start, page)).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
