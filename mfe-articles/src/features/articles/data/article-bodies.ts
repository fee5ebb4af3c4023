import type { MDXContent } from 'mdx/types';
import type { ArticlePath } from '@callvera/shared/content/articles';
import * as sevenIndustries from '../content/seven-industries.mdx';
import * as customerSupport from '../content/customer-support.mdx';
import * as adoptionGuide from '../content/adoption-guide.mdx';
import * as essentialFeatures from '../content/essential-features.mdx';

/** The prose of one article; its title and image live in the shared metadata. */
export interface ArticleBody {
  Content: MDXContent;
  /** Words a reader sees, counted when the MDX is compiled. */
  wordCount: number;
}

function bodyOf(mdx: typeof sevenIndustries): ArticleBody {
  return { Content: mdx.default, wordCount: mdx.wordCount };
}

export const ARTICLE_BODIES: Readonly<Record<ArticlePath, ArticleBody>> = {
  '/7-Industries-Revolutionized': bodyOf(sevenIndustries),
  '/Revolutionizing-Customer-Support': bodyOf(customerSupport),
  '/Your-Guide-to-Adopting-AI-Driven': bodyOf(adoptionGuide),
  '/Top-10-Essential-Features': bodyOf(essentialFeatures),
};
