import sevenIndustriesHero from './images/seven-industries-hero.svg?inline';
import customerSupportHero from './images/customer-support-hero.svg?inline';
import adoptionGuideHero from './images/adoption-guide-hero.svg?inline';
import essentialFeaturesHero from './images/essential-features-hero.svg?inline';
import type { ArticlePath } from './articles';

/**
 * Each article's hero (the picture `imageUrl` in articles.ts addresses) as a data: URL of about 2 KB, for the
 * article's own first screen: at its address the picture comes from the articles remote's host, which the page has
 * not connected to before it, so it waits for that host's name lookup and handshakes. Link previews and structured
 * data keep the address. A module of its own, so that only the article page's code carries the four.
 */
export const ARTICLE_HERO_INLINE: Readonly<Record<ArticlePath, string>> = {
  '/7-Industries-Revolutionized': sevenIndustriesHero,
  '/Revolutionizing-Customer-Support': customerSupportHero,
  '/Your-Guide-to-Adopting-AI-Driven': adoptionGuideHero,
  '/Top-10-Essential-Features': essentialFeaturesHero,
};
