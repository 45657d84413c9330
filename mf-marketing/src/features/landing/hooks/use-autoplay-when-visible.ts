import { useEffect, type RefObject } from 'react';

/** Share of the video that must be on screen for it to play (docs/product.md §3.2: half visible). */
export const AUTOPLAY_THRESHOLD = 0.5;

/**
 * Plays a (muted) video while at least half of it is visible and pauses it otherwise. The
 * video has preload="none", so nothing is fetched before it first comes into view.
 */
export function useAutoplayWhenVisible(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_THRESHOLD) {
          // play() rejects when the browser blocks it; the poster and controls stay.
          void video.play()?.catch(() => undefined);
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: [0, AUTOPLAY_THRESHOLD] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref]);
}
