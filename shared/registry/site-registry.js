// @ts-check
// The site's facts, in one place: its apps and where each is served, its routes,
// and every origin outside the site that its pages talk to. Everything else that
// names them is generated from this file at build time (remotes.json, the shell's
// route table and trusted origins, the prerender's routes and sitemap, the nginx
// and CDN configs, the end-to-end and bench route lists, the dev-server ports).
// A new route or remote is one entry here.
//
// Plain JavaScript so Node scripts and Rspack configs import it as it is; the const
// assertion below gives TypeScript its literal types (route modules are checked
// against what their remote exposes in shell/src/routing/site-routes.ts).

/** Ports of the local deployment are SITE_PORT_BASE + an app's offset. */
export const DEFAULT_PORT_BASE = 3000;

export const SITE_REGISTRY = /** @type {const} */ ({
  /**
   * Every deployable app, the shell first. `remote` is its federation name (as in remotes.json);
   * `pages` are the route pages it exposes (its rspack config must expose each as `./<Page>`);
   * `modules` are its other exposed modules.
   */
  apps: [
    { dir: 'shell', remote: null, portOffset: 0, productionOrigin: 'https://callvera.ai', pages: [], modules: [] },
    {
      dir: 'mfe-landing',
      remote: 'landing',
      portOffset: 1,
      productionOrigin: 'https://landing.callvera.ai',
      pages: ['LandingPage'],
      modules: [],
    },
    {
      dir: 'mfe-pricing',
      remote: 'pricing',
      portOffset: 2,
      productionOrigin: 'https://pricing.callvera.ai',
      pages: ['PricingPage'],
      modules: [],
    },
    {
      dir: 'mfe-articles',
      remote: 'articles',
      portOffset: 3,
      productionOrigin: 'https://articles.callvera.ai',
      pages: ['ComparisonPage', 'ArticlePage'],
      modules: [],
    },
    { dir: 'mfe-legal', remote: 'legal', portOffset: 4, productionOrigin: 'https://legal.callvera.ai', pages: ['LegalPage'], modules: [] },
    {
      dir: 'mfe-demo-call',
      remote: 'demo_call',
      portOffset: 5,
      productionOrigin: 'https://demo-call.callvera.ai',
      pages: [],
      modules: ['DemoCallEngine'],
    },
  ],

  /**
   * Every route: the remote that serves it, the page module of that remote, and what the
   * visitor calls it ("<section> is temporarily unavailable").
   */
  routes: [
    { path: '/', remote: 'landing', module: 'LandingPage', section: 'The home page' },
    { path: '/pricing', remote: 'pricing', module: 'PricingPage', section: 'Pricing' },
    { path: '/Human-vs-AI', remote: 'articles', module: 'ComparisonPage', section: 'The Human vs AI comparison' },
    { path: '/7-Industries-Revolutionized', remote: 'articles', module: 'ArticlePage', section: 'This article' },
    { path: '/Revolutionizing-Customer-Support', remote: 'articles', module: 'ArticlePage', section: 'This article' },
    { path: '/Your-Guide-to-Adopting-AI-Driven', remote: 'articles', module: 'ArticlePage', section: 'This article' },
    { path: '/Top-10-Essential-Features', remote: 'articles', module: 'ArticlePage', section: 'This article' },
    { path: '/privacy-policy', remote: 'legal', module: 'LegalPage', section: 'The Privacy Policy' },
    { path: '/refund-policy', remote: 'legal', module: 'LegalPage', section: 'The Billing & Refunds Policy' },
    { path: '/terms-of-service', remote: 'legal', module: 'LegalPage', section: 'The Terms of Service' },
  ],

  /**
   * Every origin outside the site that a page uses, and the CSP directives that allow it.
   * A source ending in "/" allows that path and below only.
   */
  thirdParties: [
    { name: 'Vapi API (starts a demo call)', sources: ['https://api.vapi.ai'], directives: ['connect-src'] },
    {
      // Daily fetches its call-machine bundle from a path versioned by the daily-js the
      // demo-call remote pins (mfe-demo-call/package.json); a test keeps the two equal.
      name: "Daily's call-machine bundle",
      sources: ['https://c.daily.co/call-machine/versioned/0.87.0/'],
      directives: ['script-src'],
    },
    {
      name: "Daily's API and media servers",
      sources: ['https://*.daily.co', 'wss://*.daily.co', 'wss://*.wss.daily.co'],
      directives: ['connect-src'],
    },
    {
      // The demo video is a file the shell serves itself (shared/site-config.json demoVideoUrl is a path);
      // a player on another host lists its origin here, and a test checks the config against it.
      name: 'Demo video host',
      sources: [],
      directives: ['frame-src', 'media-src'],
    },
  ],

  /**
   * Experiment variants of a remote (see mfe-pricing/CONTRACT.md): each is built by the rspack config in
   * `dir` into the remote's own build, under `path`, and so deployed beside it on its origin, which the
   * site's CSP already allows. `portOffset` places its dev server, as for the apps.
   */
  variants: [
    { remote: 'pricing', name: 'annual-first', dir: 'mfe-pricing/examples/annual-first-variant', path: 'annual-first', portOffset: 20 },
  ],

  /**
   * Served only by the local deployment, for the end-to-end tests: a second pricing build to swap in, and
   * pricing as a team forks it, built apart from this workspace (against other versions than the shell's).
   */
  testFixtures: [
    { name: 'pricing fixture', dir: 'e2e/remotes/pricing-fixture/dist', portOffset: 10 },
    { name: 'pricing fork', dir: 'e2e/remotes/pricing-fork/dist', portOffset: 11 },
  ],
});
