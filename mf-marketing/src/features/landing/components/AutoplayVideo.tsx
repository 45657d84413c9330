import { useRef } from 'react';
import { useAutoplayWhenVisible } from '../hooks/use-autoplay-when-visible';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import styles from './AutoplayVideo.module.css';

export interface AutoplayVideoProps {
  src: string;
  poster: string;
  /** Accessible name: what the clip shows. */
  label: string;
  /** Shown by browsers that cannot play video. */
  fallback: string;
  width: number;
  height: number;
}

/** A short muted loop that plays when half visible; lazy (preload="none", poster when near), sized (no layout shift). */
export function AutoplayVideo({ src, poster, label, fallback, width, height }: AutoplayVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(ref);
  useAutoplayWhenVisible(ref);
  return (
    <video
      ref={ref}
      className={styles.video}
      style={{ aspectRatio: `${width} / ${height}` }}
      width={width}
      height={height}
      // The poster too waits until the video is close: nothing below the fold loads with the page.
      poster={near ? poster : undefined}
      preload="none"
      muted
      playsInline
      loop
      aria-label={label}
    >
      <source src={src} type="video/webm" />
      {fallback}
    </video>
  );
}
