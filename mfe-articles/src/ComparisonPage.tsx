import type { RoutePageProps } from '@callvera/shared/contracts';
import { PageHead } from '@callvera/shared/page-head';
import { COMPARISON_ASPECTS } from './features/comparison/data/comparison-aspects';
import { ComparisonHighlights } from './features/comparison/components/ComparisonHighlights';
import { ComparisonTable } from './features/comparison/components/ComparisonTable';
import { WhereHumansWin } from './features/comparison/components/WhereHumansWin';
import { MoreArticles } from './components/MoreArticles';
import { DemoAndPricingCta } from './components/DemoAndPricingCta';
import styles from './features/comparison/components/comparison.module.css';

const TITLE = 'Human vs AI Telecaller';

/** /Human-vs-AI: the 15-aspect comparison. */
export default function ComparisonPage(_props: RoutePageProps) {
  return (
    <>
      <PageHead
        title={TITLE}
        description="Human telecallers and AI telecallers compared on 15 aspects, from cost per call and languages to emotional intelligence."
        path="/Human-vs-AI"
      />
      <section aria-labelledby="comparison-title" className={styles.page}>
        <h1 id="comparison-title" className={styles.title}>
          {TITLE}
        </h1>
        <p className={styles.lede}>
          What changes when an AI agent makes and takes your calls? Here is an honest side-by-side view of a human telecaller and an AI
          telecaller, aspect by aspect.
        </p>
        <ComparisonHighlights />
        <ComparisonTable aspects={COMPARISON_ASPECTS} />
      </section>
      <WhereHumansWin />
      <DemoAndPricingCta />
      <MoreArticles heading="Read more about AI calling" />
    </>
  );
}
