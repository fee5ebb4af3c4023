import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetToasts } from '@callvera/shared/toast';
import { callEnded } from '@callvera/shared/demo-call';

// Parts that load on demand (the call bar, a remote's page) arrive as dynamic imports, which Jest compiles on
// first use: on a busy 2-core machine that alone can pass the default second of the find* queries.
configure({ asyncUtilTimeout: 5000 });

// Stores are module singletons: give every test a fresh start.
beforeEach(() => {
  resetToasts();
  callEnded();
  localStorage.clear(); // the visitor's remembered choices (demo-call consent, captions)
  history.replaceState(null, ''); // what a page kept in its history entry (the billing period, typed figures)
});

// jsdom does not lay out pages, so it has no scrolling; the site calls these on navigation.
window.scrollTo = jest.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();
// Radix swipe handling asks for pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
