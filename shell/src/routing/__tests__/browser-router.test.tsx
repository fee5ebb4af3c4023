import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { SiteBrowserRouter } from '../browser-router';

const pages = (
  <Routes>
    <Route path="/" element={<h1>Home</h1>} />
    <Route path="/pricing" element={<h1>Pricing</h1>} />
  </Routes>
);

const backPressed = { done: false };
/** The visitor goes Back to the home page after the router has read the address, before it listens. */
function BackPressedWhileTheRouterRenders() {
  if (!backPressed.done) {
    backPressed.done = true;
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  return null;
}

let popstates = 0;
const countPopstate = () => (popstates += 1);

beforeEach(() => {
  backPressed.done = false;
  popstates = 0;
  window.addEventListener('popstate', countPopstate);
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => window.removeEventListener('popstate', countPopstate));

describe('SiteBrowserRouter', () => {
  it('shows the page of the address reached by a Back pressed while it rendered, before it listened', async () => {
    render(
      <SiteBrowserRouter>
        <BackPressedWhileTheRouterRenders />
        {pages}
      </SiteBrowserRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('tells the router nothing when it missed nothing, and follows links and Back as before', async () => {
    render(
      <SiteBrowserRouter>
        <Link to="/">Home page</Link>
        {pages}
      </SiteBrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(popstates).toBe(0);

    await userEvent.click(screen.getByRole('link', { name: 'Home page' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pricing');
  });
});
