import { renderStandalone } from '@callvera/shared/standalone';
import ComparisonPage from './ComparisonPage';
import ArticlePage from './ArticlePage';

void renderStandalone('articles', {
  '/Human-vs-AI': ComparisonPage,
  '/7-Industries-Revolutionized': ArticlePage,
  '/Revolutionizing-Customer-Support': ArticlePage,
  '/Your-Guide-to-Adopting-AI-Driven': ArticlePage,
  '/Top-10-Essential-Features': ArticlePage,
});
