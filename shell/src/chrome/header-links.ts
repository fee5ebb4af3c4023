/** The header's links, in order. `home` links scroll to a block of the home page. */
export type HeaderLink =
  | { label: string; kind: 'page'; to: string; onSmallScreens: boolean }
  | { label: string; kind: 'home'; anchor: string; onSmallScreens: boolean };

/** On small screens only Human VS AI and Industries show. */
export const HEADER_LINKS: readonly HeaderLink[] = [
  { label: 'Pricing', kind: 'page', to: '/pricing', onSmallScreens: false },
  { label: 'Human VS AI', kind: 'page', to: '/Human-vs-AI', onSmallScreens: true },
  { label: 'Industries', kind: 'home', anchor: 'industries', onSmallScreens: true },
  { label: 'Contact us', kind: 'home', anchor: 'contact', onSmallScreens: false },
];
