import type { RoutePageProps } from '@callvera/shared/contracts';
import { findArticle } from '@callvera/shared/content/articles';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { PageHead } from '@callvera/shared/page-head';
import { articleJsonLd } from '@callvera/shared/structured-data';
import { ArticleView } from './features/articles/components/ArticleView';
import { ARTICLE_BODIES } from './features/articles/data/article-bodies';
import { useScrollToTopOnArrival } from './features/articles/hooks/use-scroll-to-top-on-arrival';
import { MoreArticles } from './components/MoreArticles';
import { DemoAndPricingCta } from './components/DemoAndPricingCta';

/** The four article routes; `path` picks the article. */
export default function ArticlePage({ path }: RoutePageProps) {
  const config = useSiteConfig();
  useScrollToTopOnArrival(path);
  const article = findArticle(path);
  if (!article) {
    // The shell only mounts this page on article routes; reaching here is a routing bug worth surfacing.
    throw new Error(`No article is published at ${path}`);
  }
  return (
    <>
      <PageHead
        title={article.title}
        description={article.description}
        path={article.path}
        image={{ url: article.imageUrl, alt: article.imageAlt }}
        type="article"
        jsonLd={[articleJsonLd(config, article)]}
      />
      <ArticleView article={article} body={ARTICLE_BODIES[article.path]} />
      <DemoAndPricingCta />
      <MoreArticles currentPath={article.path} />
    </>
  );
}
