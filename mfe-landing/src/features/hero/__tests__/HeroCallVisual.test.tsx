import { act, render } from '@testing-library/react';
import { HeroCallVisual } from '../components/HeroCallVisual';
import { ControlledIntersectionObserver } from '../../../testing/controlled-intersection-observer';

// The wave is decorative (aria-hidden): its stylesheet moves the bars while the wave is marked talking.
const talking = (container: HTMLElement) => container.querySelector('[data-talking]') !== null;

beforeEach(() => {
  jest.useFakeTimers();
  ControlledIntersectionObserver.install();
});
afterEach(() => jest.useRealTimers());

it('talks once the page has settled, only while the wave is on the screen', () => {
  const { container } = render(<HeroCallVisual />);
  expect(talking(container)).toBe(false);
  act(() => jest.runOnlyPendingTimers()); // the settling wait after the load
  act(() => jest.runOnlyPendingTimers()); // the idle moment after it
  expect(talking(container)).toBe(true);

  const [observer] = ControlledIntersectionObserver.instances;
  act(() => observer!.leaveScreen());
  expect(talking(container)).toBe(false);
  act(() => observer!.nearScreen());
  expect(talking(container)).toBe(true);
});

it('stays still while off the screen, even once the page has settled', () => {
  const { container } = render(<HeroCallVisual />);
  act(() => ControlledIntersectionObserver.instances[0]!.leaveScreen());
  act(() => jest.runOnlyPendingTimers());
  act(() => jest.runOnlyPendingTimers());
  expect(talking(container)).toBe(false);
});
