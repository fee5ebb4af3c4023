// Every deployable app of the site and the port it is served on (its own origin).
// SITE_PORT_BASE moves the whole set (3000 → 3100 gives 3100…3105), so two
// checkouts can run their end-to-end tests side by side.
export const PORT_BASE = Number(process.env.SITE_PORT_BASE ?? 3000);

export const SITE_APPS = [
  { dir: 'shell', remote: null, port: PORT_BASE },
  { dir: 'mfe-landing', remote: 'landing', port: PORT_BASE + 1 },
  { dir: 'mfe-pricing', remote: 'pricing', port: PORT_BASE + 2 },
  { dir: 'mfe-articles', remote: 'articles', port: PORT_BASE + 3 },
  { dir: 'mfe-legal', remote: 'legal', port: PORT_BASE + 4 },
  { dir: 'mfe-demo-call', remote: 'demo_call', port: PORT_BASE + 5 },
];
