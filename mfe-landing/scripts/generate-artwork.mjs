// Writes the page's SVG artwork (industry scenes, feature tiles, reviewer portraits, blog covers).
// There is no stock photography on our machines, so every picture is drawn here from shapes.
// Run: node mfe-landing/scripts/generate-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GLYPHS, PALETTES } from './artwork-glyphs.mjs';

const src = path.join(import.meta.dirname, '../src/features');
const write = (folder, name, svg) => {
  const dir = path.join(src, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), `${svg.replace(/\n\s*/g, '')}\n`);
};
const glyph = (d, color, x, y, scale, width = 1.6) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></g>`;
const bars = (x, y, count, color, seed) =>
  Array.from({ length: count }, (_, i) => {
    const h = 8 + Math.round(Math.abs(Math.sin((i + 1) * seed)) * 34);
    return `<rect x="${x + i * 9}" y="${y - h / 2}" width="5" height="${h}" rx="2.5" fill="${color}" opacity="${0.55 + (i % 3) * 0.15}"/>`;
  }).join('');

/** A scene per industry: the industry glyph in a glowing ring, beside a live-call card. */
function industryScene(glyphName, paletteName, seed) {
  const [glow, accent, deep] = PALETTES[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b0d17"/></linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.45" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="#ffffff" opacity="0.07"/></pattern>
  </defs>
  <rect width="640" height="400" fill="url(#bg)"/><rect width="640" height="400" fill="url(#dots)"/><rect width="640" height="400" fill="url(#glow)"/>
  <circle cx="190" cy="190" r="118" fill="none" stroke="${accent}" stroke-opacity="0.18" stroke-width="2"/>
  <circle cx="190" cy="190" r="90" fill="${glow}" fill-opacity="0.16" stroke="${accent}" stroke-opacity="0.5" stroke-width="2"/>
  ${glyph(GLYPHS[glyphName], accent, 190 - 72, 190 - 72, 6, 1.4)}
  <g transform="translate(350 88)">
    <rect width="240" height="224" rx="22" fill="#141829" fill-opacity="0.92" stroke="#ffffff" stroke-opacity="0.1"/>
    <circle cx="40" cy="42" r="18" fill="${glow}"/>${glyph(GLYPHS.bolt, '#0b0d17', 31, 33, 0.75, 2.4)}
    <rect x="70" y="31" width="110" height="9" rx="4.5" fill="#eef0fb" opacity="0.85"/>
    <rect x="70" y="47" width="70" height="7" rx="3.5" fill="${accent}" opacity="0.7"/>
    <circle cx="212" cy="42" r="5" fill="#34d399"/>
    ${bars(24, 104, 22, accent, seed)}
    <rect x="24" y="146" width="150" height="26" rx="13" fill="${glow}" fill-opacity="0.22"/>
    <rect x="36" y="156" width="110" height="6" rx="3" fill="#eef0fb" opacity="0.7"/>
    <rect x="66" y="180" width="150" height="26" rx="13" fill="#ffffff" fill-opacity="0.08"/>
    <rect x="78" y="190" width="120" height="6" rx="3" fill="#eef0fb" opacity="0.5"/>
  </g>
</svg>`;
}

/** A square tile for a feature card. */
function featureTile(glyphName, paletteName) {
  const [glow, accent] = PALETTES[paletteName];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0.08"/></linearGradient></defs>
  <rect x="1" y="1" width="94" height="94" rx="24" fill="url(#t)" stroke="${accent}" stroke-opacity="0.4" stroke-width="2"/>
  ${glyph(GLYPHS[glyphName], accent, 24, 24, 2, 1.8)}
</svg>`;
}

/** An illustrated portrait; reviewers get artwork, not stock photos. */
function portrait(paletteName, skin, hair, hairStyle, shirt) {
  const [glow, accent, deep] = PALETTES[paletteName];
  const hairShapes = {
    short: `<path d="M54 74c0-22 14-34 34-34s32 12 32 32c-6-10-20-14-34-12-14 1-24 6-32 14z" fill="${hair}"/>`,
    long: `<path d="M50 84c0-28 14-44 38-44s38 16 38 44v48c-8 6-18 8-26 6V90c-10-6-30-6-40 0v48c-8 2-16 0-22-6z" fill="${hair}"/>`,
    curly: `<g fill="${hair}">${[58, 70, 82, 94, 106, 118].map((x, i) => `<circle cx="${x}" cy="${56 - (i % 2) * 6}" r="14"/>`).join('')}<circle cx="56" cy="74" r="11"/><circle cx="120" cy="74" r="11"/></g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 176 176" width="176" height="176">
  <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
  <clipPath id="c"><circle cx="88" cy="88" r="88"/></clipPath></defs>
  <g clip-path="url(#c)"><rect width="176" height="176" fill="url(#p)"/>
  <circle cx="140" cy="36" r="30" fill="${accent}" opacity="0.25"/>
  ${hairStyle === 'long' ? hairShapes.long : ''}
  <path d="M28 176c4-34 28-52 60-52s56 18 60 52z" fill="${shirt}"/>
  <path d="M76 112h24v18c-6 6-18 6-24 0z" fill="${skin}"/>
  <ellipse cx="88" cy="84" rx="30" ry="35" fill="${skin}"/>
  ${hairStyle === 'long' ? `<path d="M58 78c4-20 16-30 30-30s26 10 30 30c-14-10-40-10-60 0z" fill="${hair}"/>` : hairShapes[hairStyle]}
  <path d="M74 128l14 14 14-14" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/></g>
</svg>`;
}

/** A cover for a blog card until the articles team supplies its own. */
function blogCover(glyphName, paletteName, seed) {
  const [glow, accent, deep] = PALETTES[paletteName];
  const wave = (offset, opacity) =>
    `<path d="M0 ${260 + offset} C 160 ${200 + offset}, 300 ${330 + offset}, 480 ${250 + offset} S 720 ${190 + offset}, 800 ${240 + offset} V450 H0z" fill="${glow}" fill-opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#0b0d17"/></linearGradient>
  <radialGradient id="g" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
  <rect width="800" height="450" fill="url(#b)"/><rect width="800" height="450" fill="url(#g)"/>
  ${wave(40, 0.12)}${wave(90, 0.16)}
  ${bars(90, 150, 30, accent, seed)}
  <circle cx="590" cy="160" r="78" fill="#0b0d17" fill-opacity="0.5" stroke="${accent}" stroke-opacity="0.6" stroke-width="2"/>
  ${glyph(GLYPHS[glyphName], accent, 590 - 48, 160 - 48, 4, 1.4)}
</svg>`;
}

const industries = [
  ['healthcare', 'teal'],
  ['real-estate', 'violet', 'realEstate'],
  ['finance', 'blue'],
  ['retail', 'pink'],
  ['education', 'lime'],
  ['hotel', 'amber'],
  ['saas', 'sky'],
  ['home-services', 'orange', 'homeServices'],
  ['travel', 'sky'],
  ['insurance', 'green'],
];
industries.forEach(([file, palette, glyphName = file], i) =>
  write('industries/artwork', file, industryScene(glyphName, palette, 0.7 + i * 0.37)),
);

const features = [
  ['availability', 'clock', 'violet'],
  ['cost-saving', 'savings', 'green'],
  ['efficiency', 'bolt', 'amber'],
  ['actions', 'actions', 'sky'],
  ['scalability', 'scale', 'pink'],
  ['analytics', 'analytics', 'teal'],
];
features.forEach(([file, glyphName, palette]) => write('key-features/artwork', file, featureTile(glyphName, palette)));

write('testimonials/artwork', 'reviewer-1', portrait('violet', '#e0ac8a', '#2b1d16', 'long', '#2a3050'));
write('testimonials/artwork', 'reviewer-2', portrait('teal', '#8d5a3b', '#15110e', 'short', '#1f3b4d'));
write('testimonials/artwork', 'reviewer-3', portrait('amber', '#f1c6a6', '#6b3f22', 'curly', '#3b2a50'));

[
  ['industries', 'violet'],
  ['support', 'sky', 'analytics'],
  ['guide', 'teal', 'actions'],
  ['features', 'pink', 'bolt'],
].forEach(([file, palette, glyphName = 'realEstate'], i) => write('blog/artwork', file, blogCover(glyphName, palette, 0.9 + i * 0.5)));
