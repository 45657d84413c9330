import { act, render, screen } from '@testing-library/react';
import { AutoplayVideo } from './AutoplayVideo';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }[] = [];

beforeEach(() => {
  observed = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    disconnect = jest.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observed.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  };
});

function renderVideo() {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const result = render(
    <AutoplayVideo
      src="/clip.webm"
      poster="/clip.webp"
      label="Clip"
      fallback="No video here"
      width={960}
      height={600}
    />,
  );
  return { ...result, play, pause, video: screen.getByLabelText('Clip') as HTMLVideoElement };
}

const autoplayObserver = () => observed.find((o) => o.options?.threshold !== undefined)!;
const nearObserver = () => observed.find((o) => o.options?.rootMargin !== undefined)!;

function intersect(ratio: number) {
  act(() => autoplayObserver().callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

describe('solution video', () => {
  it('is lazy, muted, inline, looped and sized, with fallback text', () => {
    const { video } = renderVideo();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('width', '960');
    expect(video).toHaveAttribute('height', '600');
    expect(video).toHaveTextContent('No video here');
  });

  it('loads its poster only when it comes near the viewport', () => {
    const { video } = renderVideo();
    expect(video).not.toHaveAttribute('poster');
    act(() => nearObserver().callback([{ isIntersecting: true, intersectionRatio: 0 }]));
    expect(video).toHaveAttribute('poster', '/clip.webp');
  });

  it('plays once half visible and pauses when it leaves', () => {
    const { play, pause, video } = renderVideo();
    expect(autoplayObserver().options?.threshold).toContain(0.5);
    intersect(0.3);
    expect(play).not.toHaveBeenCalled();
    intersect(0.5);
    expect(play).toHaveBeenCalledTimes(1);
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    intersect(0.2);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('stops observing when unmounted', () => {
    const { unmount } = renderVideo();
    unmount();
    expect(autoplayObserver().disconnect).toHaveBeenCalled();
    expect(nearObserver().disconnect).toHaveBeenCalled();
  });
});
