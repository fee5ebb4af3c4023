import { render, screen, waitFor } from '@testing-library/react';
import { DEMO_AGENTS } from '@callvera/shared/demo-agents';
import { DemoSection } from '../components/DemoSection';

/**
 * The demo section as a visitor finds it once its code is here: every card with its transcript's words, whose
 * code arrives after the cards (so a test that reads the cards at once does not race it).
 */
export async function renderDemoSection() {
  const page = render(<DemoSection />);
  // Its first import in a run compiles it, which takes seconds on a busy machine.
  const transcripts = () => screen.getAllByRole('list', { hidden: true }).filter((list) => list.closest('details'));
  await waitFor(() => expect(transcripts()).toHaveLength(DEMO_AGENTS.length), { timeout: 10_000 });
  return page;
}
