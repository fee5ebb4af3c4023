import { render } from '@testing-library/react';
import { VoiceMeter } from '../VoiceMeter';

/** The bars' heights as drawn: each a vertical scale of the meter's height. */
function barScales(container: HTMLElement) {
  const meter = container.firstElementChild as HTMLElement;
  return [...meter.children].map((bar) => Number((bar as HTMLElement).style.transform.match(/scaleY\(([\d.]+)\)/)?.[1]));
}

describe('the voice meter', () => {
  it('is hidden from assistive technology: the words beside it say who is speaking', () => {
    const { container } = render(<VoiceMeter speaking volume={0.5} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('lies low and even while the agent listens, whatever the microphone picks up', () => {
    const { container } = render(<VoiceMeter speaking={false} volume={0.9} />);
    const scales = barScales(container);
    expect(new Set(scales).size).toBe(1);
    expect(scales[0]).toBeLessThan(0.2);
  });

  it('rises with the agent’s voice, its bars uneven as a voice is, and stays within the meter', () => {
    const quiet = barScales(render(<VoiceMeter speaking volume={0.3} />).container);
    const loud = barScales(render(<VoiceMeter speaking volume={5} />).container);
    expect(new Set(loud).size).toBeGreaterThan(1);
    loud.forEach((scale, i) => expect(scale).toBeGreaterThan(quiet[i]!));
    expect(Math.max(...loud)).toBe(1);
  });
});
