import { siInstagram, siX } from 'simple-icons';
import type { SiteConfig } from '@callvera/shared/site-config';

export interface SocialLink {
  network: string;
  url: string;
  /** 24-unit SVG path of the network's mark. */
  iconPath: string;
}

// simple-icons no longer ships LinkedIn's mark at the brand's request, so it gets a plain "in" monogram.
const LINKEDIN_MONOGRAM = 'M3 3h18v18H3z M7 10v7 M7 7v.01 M11 17v-7 M11 13c0-2 1.2-3 2.8-3S16.5 11 16.5 13v4';

/** X, Instagram and LinkedIn, with the profile URLs from the site config. */
export function socialLinksFrom(social: SiteConfig['social']): SocialLink[] {
  return [
    { network: 'X', url: social.x, iconPath: siX.path },
    { network: 'Instagram', url: social.instagram, iconPath: siInstagram.path },
    { network: 'LinkedIn', url: social.linkedin, iconPath: LINKEDIN_MONOGRAM },
  ];
}
