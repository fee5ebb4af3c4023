import { handOverPrerenderedHead } from '../prerendered-head';

/** The next task: every microtask of the current one (a mutation observer's callback among them) has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function serveHead() {
  document.head.innerHTML =
    '<title data-prerendered="">Pricing | Callvera</title><meta data-prerendered="" name="description" content="Served">';
}

/** What React 19 does with a page's <title> and <meta>: it inserts its own, in one commit. */
function reactRendersHead() {
  const title = document.createElement('title');
  title.textContent = 'Pricing | Callvera';
  const description = document.createElement('meta');
  description.name = 'description';
  description.content = 'Live';
  document.head.append(title, description);
}

afterEach(() => (document.head.innerHTML = ''));

describe('handOverPrerenderedHead', () => {
  it("keeps the served title until React's arrives", async () => {
    serveHead();
    handOverPrerenderedHead();
    await nextTask();
    expect(document.title).toBe('Pricing | Callvera');
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(2);
  });

  it("removes the served tags in the task that brought React's: no task ever finds the head without a title", async () => {
    serveHead();
    handOverPrerenderedHead();
    reactRendersHead();
    await Promise.resolve();
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    expect(document.title).toBe('Pricing | Callvera');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Live');
  });

  it('leaves a head it did not serve alone', async () => {
    reactRendersHead();
    handOverPrerenderedHead();
    await nextTask();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
