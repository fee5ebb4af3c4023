// Every deployable app of the site and the port it is served on (its own origin).
export const SITE_APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mfe-landing', port: 3001 },
  { dir: 'mfe-pricing', port: 3002 },
  { dir: 'mfe-articles', port: 3003 },
  { dir: 'mfe-legal', port: 3004 },
  { dir: 'mfe-demo-call', port: 3005 },
];
