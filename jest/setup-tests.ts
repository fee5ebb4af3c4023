import '@testing-library/jest-dom';
import { resetToasts } from '@callvera/shared/toast';
import { callEnded } from '@callvera/shared/demo-call';

// Stores are module singletons: give every test a fresh start.
beforeEach(() => {
  resetToasts();
  callEnded();
  localStorage.clear(); // the visitor's remembered choices (demo-call consent, captions)
});

// jsdom does not lay out pages, so it has no scrolling; the site calls these on navigation.
window.scrollTo = jest.fn() as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();
// Radix swipe handling asks for pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
