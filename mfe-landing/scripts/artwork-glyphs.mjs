// Line glyphs on a 24-unit grid, drawn for this site. Used by generate-artwork.mjs.
export const GLYPHS = {
  healthcare: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z M8 11h2.5l1-2 2 4 1-2H16',
  realEstate: 'M3 11l9-7 9 7 M5 9.5V20h5v-6h4v6h5V9.5',
  finance: 'M4 20h16 M7 17v-4 M12 17V9 M17 17v-6 M5 9l5-4 4 3 5-4',
  retail: 'M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z M9 8V7a3 3 0 0 1 6 0v1',
  education: 'M2 9l10-5 10 5-10 5z M6 11v5c0 1.4 2.7 3 6 3s6-1.6 6-3v-5 M22 9v5',
  hotel: 'M3 19V6 M3 15h18v4 M21 15v-3a3 3 0 0 0-3-3h-7v6 M7 12.5a1.8 1.8 0 1 0 0-.01',
  saas: 'M7 18a4 4 0 0 1-.6-7.95A6 6 0 0 1 17.7 9 4.5 4.5 0 0 1 17.5 18z M10 14l2-2 2 2 M12 12v5',
  homeServices: 'M15 4a5 5 0 0 0-4.6 6.9L4 17.3 6.7 20l6.4-6.4A5 5 0 0 0 20 9l-3 3-3-1-1-3z',
  travel: 'M3 11l18-7-7 18-2.5-7.5z M10.5 13.5L21 4',
  insurance: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3.5 2',
  savings:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M14.8 8.6c-.6-.8-1.6-1.3-2.8-1.3-1.7 0-2.8.9-2.8 2.1 0 3 5.8 1.6 5.8 4.6 0 1.3-1.2 2.2-3 2.2-1.3 0-2.4-.5-3-1.4 M12 5.8v1.5 M12 16.2v1.9',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  actions: 'M4 6h10 M4 12h7 M4 18h10 M17 9l3 3-3 3 M20 12h-7',
  scale: 'M4 20V10 M10 20V4 M16 20v-7 M20 20H2 M14 6l3-3 3 3 M17 3v7',
  analytics: 'M3 12h4l3-7 4 14 3-7h4',
};

/** Palettes: [glow, accent, deep background tint]. */
export const PALETTES = {
  violet: ['#7c6cff', '#b4abff', '#1a1640'],
  teal: ['#14b8a6', '#5eead4', '#0c2a2e'],
  sky: ['#38bdf8', '#93dcfc', '#0c2338'],
  amber: ['#f59e0b', '#fcd34d', '#2e220c'],
  pink: ['#ec4899', '#f9a8d4', '#2e1024'],
  green: ['#22c55e', '#86efac', '#0d2a19'],
  orange: ['#f97316', '#fdba74', '#2e1a0c'],
  blue: ['#3b82f6', '#93c5fd', '#0f1d3a'],
  lime: ['#84cc16', '#bef264', '#1c2a0c'],
  rose: ['#f43f5e', '#fda4af', '#2e0f16'],
};
