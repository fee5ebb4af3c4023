/** The product's logo: a sound wave inside a speech bubble. Decorative next to the name. */
export function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9d91ff" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
      </defs>
      <path d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-7 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="url(#brand-gradient)" />
      <g stroke="#0b0d17" strokeWidth="2.2" strokeLinecap="round">
        <path d="M10 12v4M14 9.5v9M18 11v6M22 13v2" />
      </g>
    </svg>
  );
}
