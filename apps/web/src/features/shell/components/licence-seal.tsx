import { useId } from 'react';

/** The licence logo: a seal with a shield and a check mark. Decorative; the licence text is beside it. */
export function LicenceSeal({ size = 56 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-ring`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f5c542" />
          <stop offset="1" stopColor="#cd7f32" />
        </linearGradient>
      </defs>
      <circle cx="28" cy="28" r="26" fill="#121729" stroke={`url(#${id}-ring)`} strokeWidth="2" />
      <circle cx="28" cy="28" r="21" fill="none" stroke="#26304d" strokeWidth="1" strokeDasharray="2 3" />
      <path
        d="M28 14l11 4v8c0 7.5-4.8 12.6-11 15-6.2-2.4-11-7.5-11-15v-8l11-4z"
        fill="#182036"
        stroke={`url(#${id}-ring)`}
        strokeWidth="1.8"
      />
      <path
        d="M22.5 27.5l4 4 7.5-8"
        fill="none"
        stroke="#22c55e"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
