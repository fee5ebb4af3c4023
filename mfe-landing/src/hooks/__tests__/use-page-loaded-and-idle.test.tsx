import { act, render, screen } from '@testing-library/react';
import { SETTLE_AFTER_LOAD_MS, usePageLoadedAndIdle } from '../use-page-loaded-and-idle';

function Motion() {
  return <p>{usePageLoadedAndIdle() ? 'moving' : 'still'}</p>;
}

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  // Back to jsdom's own (a getter of Document's).
  Reflect.deleteProperty(document, 'readyState');
});

it('stays still while the page loads, and moves a while after its load, in an idle moment', () => {
  setReadyState('interactive');
  render(<Motion />);
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText('still')).toBeInTheDocument();

  setReadyState('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  act(() => jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1));
  expect(screen.getByText('still')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('still')).toBeInTheDocument(); // the idle moment comes after the wait
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByText('moving')).toBeInTheDocument();
});

it('moves once settled when the page had loaded before it was shown', () => {
  render(<Motion />);
  act(() => jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1));
  expect(screen.getByText('still')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByText('moving')).toBeInTheDocument();
});
