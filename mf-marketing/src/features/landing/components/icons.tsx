import type { ReactNode } from 'react';
// Inline illustrations: no requests, sizes fixed (no layout shift), hidden from screen readers.
const svgProps = { 'aria-hidden': true, focusable: false } as const;

interface BrandTileProps {
  /** Id of the gradient (unique on the page). */
  id: string;
  /** The gradient's stops: [offset, colour]. */
  stops: [number, string][];
  size: number;
  children: ReactNode;
}

/** A platform's square tile: the mark over a diagonal gradient. */
function BrandTile({ id, stops, size, children }: BrandTileProps) {
  return (
    <svg {...svgProps} viewBox="0 0 48 48" width={size} height={size}>
      <defs>
        <linearGradient id={id} x1="0" y1="1" x2="1" y2="0">
          {stops.map(([offset, color]) => (
            <stop key={offset} offset={offset} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id})`} />
      {children}
    </svg>
  );
}

export function InstagramIcon({ size = 40 }: { size?: number }) {
  return (
    <BrandTile
      id="vitrina-ig"
      stops={[
        [0, '#f9a825'],
        [0.45, '#e53972'],
        [1, '#7b3fe4'],
      ]}
      size={size}
    >
      <rect x="11" y="11" width="26" height="26" rx="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="24" cy="24" r="6.5" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="32" cy="16" r="2" fill="#fff" />
    </BrandTile>
  );
}

export function MessengerIcon({ size = 40 }: { size?: number }) {
  return (
    <BrandTile
      id="vitrina-ms"
      stops={[
        [0, '#0a7cff'],
        [0.6, '#a033ff'],
        [1, '#ff5c87'],
      ]}
      size={size}
    >
      <path
        d="M24 10c-7.9 0-14 5.8-14 13.6 0 4.1 1.7 7.6 4.4 10v4.9l4.5-2.5c1.6.4 3.3.7 5.1.7 7.9 0 14-5.8 14-13.6S31.9 10 24 10z"
        fill="#fff"
      />
      <path d="M15.5 27.5l6.2-6.6 3.3 3.3 6-3.3-6.2 6.6-3.3-3.3z" fill="#5b3fe4" />
    </BrandTile>
  );
}

/** A linen dress: the product photo of the sample chat. */
export function DressPhoto() {
  return (
    <svg {...svgProps} viewBox="0 0 120 140" width="120" height="140">
      <rect width="120" height="140" rx="12" fill="#f3e9de" />
      <path d="M48 18h24l-3 16 20 86H31l20-86z" fill="#c9a27e" />
      <path d="M48 18c4 6 20 6 24 0" fill="none" stroke="#a27c59" strokeWidth="2" />
      <path d="M44 60h32" stroke="#a27c59" strokeWidth="3" />
      <path d="M40 90l-9 30M80 90l9 30" stroke="#b48c68" strokeWidth="2" />
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function ClockIcon() {
  return (
    <svg {...svgProps} viewBox="0 0 24 24" width="28" height="28">
      <circle cx="12" cy="12" r="9" {...stroke} />
      <path d="M12 7v5l3 2" {...stroke} />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg {...svgProps} viewBox="0 0 24 24" width="28" height="28">
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" {...stroke} />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...svgProps} viewBox="0 0 24 24" width="28" height="28">
      <rect x="3" y="6" width="18" height="13" rx="2" {...stroke} />
      <path d="M16 12.5h2M3 9h18" {...stroke} />
    </svg>
  );
}

export function SparkIcon() {
  return (
    <svg {...svgProps} viewBox="0 0 24 24" width="28" height="28">
      <path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" {...stroke} />
    </svg>
  );
}
