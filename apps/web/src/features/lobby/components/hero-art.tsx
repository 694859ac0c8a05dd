import { useId } from 'react';

/** Decorative hero illustration: casino chips and a star of light, inline SVG (no image request). */
export function HeroArt({ className }: { className?: string }) {
  const id = useId();
  const chip = (x: number, y: number, r: number, colour: string, key: string) => (
    <g key={key} transform={`translate(${x} ${y})`}>
      <circle r={r} fill={colour} />
      <circle
        r={r * 0.78}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.85"
        strokeWidth={r * 0.14}
        strokeDasharray={`${r * 0.32} ${r * 0.32}`}
      />
      <circle r={r * 0.55} fill={colour} stroke="#0b0e1a" strokeOpacity="0.25" strokeWidth="2" />
    </g>
  );
  return (
    <svg
      className={className}
      width="320"
      height="260"
      viewBox="0 0 320 260"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffb347" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffb347" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-star`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe2b0" />
          <stop offset="0.5" stopColor="#ffb347" />
          <stop offset="1" stopColor="#ff7a18" />
        </linearGradient>
      </defs>
      <circle cx="170" cy="120" r="120" fill={`url(#${id}-glow)`} />
      <path d="M170 28l18 74 74 18-74 18-18 74-18-74-74-18 74-18z" fill={`url(#${id}-star)`} />
      <circle cx="170" cy="120" r="10" fill="#fff7e8" />
      {chip(70, 190, 38, '#7b5cff', 'violet')}
      {chip(262, 196, 30, '#ef4444', 'red')}
      {chip(262, 56, 22, '#22c55e', 'green')}
      {chip(52, 70, 18, '#f5c542', 'gold')}
    </svg>
  );
}
