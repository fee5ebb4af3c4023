import { formatLastUpdated } from '../utils/format-last-updated';
import { revealSection } from '../utils/reveal-section';

describe('formatLastUpdated', () => {
  it('writes the ISO date out in words, whatever the visitor’s time zone', () => {
    expect(formatLastUpdated('2026-11-22')).toBe('November 22, 2026');
    expect(formatLastUpdated('2026-01-01')).toBe('January 1, 2026');
  });

  it('refuses a date it cannot read rather than printing nonsense', () => {
    expect(() => formatLastUpdated('22/11/2026')).toThrow(RangeError);
    expect(() => formatLastUpdated('2026-13-01')).toThrow(RangeError);
  });
});

describe('revealSection', () => {
  afterEach(() => document.body.replaceChildren());

  it('scrolls the section heading into view and focuses it', () => {
    document.body.innerHTML = '<h2 id="9-amendments-and-termination" tabindex="-1">9. Amendments and Termination</h2>';
    const heading = document.getElementById('9-amendments-and-termination')!;
    heading.scrollIntoView = jest.fn();

    expect(revealSection('9-amendments-and-termination')).toBe(true);
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(heading).toHaveFocus();
  });

  it('reports a section that is not on the page', () => {
    expect(revealSection('12-missing')).toBe(false);
  });
});
