import { waitFor } from '@testing-library/react';
import { PAGE_READY, SHELL_HYDRATED } from '@callvera/shared/page-marks';
import { markPageReady, markShellHydrated } from '../hydration-marks';

/** The prerendered page: a header button, and a button inside <main> that the route's page will own. */
function servePage() {
  document.body.innerHTML = `
    <div id="root">
      <header><button type="button">Menu</button></header>
      <main>
        <button type="button">Listen</button><a href="/video.mp4" data-replay-click>See A Demo</a><a href="/pricing">Pricing</a>
        <button type="button" aria-controls="reviews" data-step="1">Next review</button>
        <div id="reviews"><input type="radio" name="review" value="1" checked /><input type="radio" name="review" value="2" /><input type="radio" name="review" value="3" /></div>
        <fieldset><label><input type="radio" name="industry" value="health" checked />Healthcare</label><label><input type="radio" name="industry" value="hotel" />Hotel</label><label><input type="radio" name="industry" value="saas" />SaaS</label></fieldset>
      </main>
    </div>`;
}

const button = (name: string) => [...document.querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent === name)!;
/** A moment for a replay to happen: for a press that must stay kept. */
const afterReplay = () => new Promise((resolve) => setTimeout(resolve, 10));
/** Until the page shows no press kept, as it does once the app has it: the replay's timer comes when a busy machine lets it. */
const handedOn = () => waitFor(() => expect(document.querySelector('[data-pending-press]')).toBeNull());

/** What the app does with a press once it owns the control. */
function appHandles(name: string) {
  const handled = jest.fn((event: Event) => event.preventDefault());
  button(name).addEventListener('click', handled);
  return handled;
}

beforeAll(async () => {
  await import('../click-replay');
});

beforeEach(() => {
  document.documentElement.removeAttribute(SHELL_HYDRATED);
  document.documentElement.removeAttribute(PAGE_READY);
  servePage();
});

describe('click replay', () => {
  it('keeps a press on a page control until the page takes over, then hands it on once', async () => {
    const handled = appHandles('Listen');
    button('Listen').click();
    button('Listen').click();
    expect(handled).not.toHaveBeenCalled();
    expect(button('Listen')).toHaveAttribute('data-pending-press');

    markShellHydrated();
    await afterReplay();
    expect(handled).not.toHaveBeenCalled();

    markPageReady();
    await handedOn();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(button('Listen')).not.toHaveAttribute('data-pending-press');
  });

  it('hands on a press in the header as soon as the shell has taken over', async () => {
    const handled = appHandles('Menu');
    button('Menu').click();
    markShellHydrated();
    await handedOn();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('keeps a link marked for replay from leaving the page, and leaves plain links to the browser', () => {
    const demo = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('See A Demo').dispatchEvent(demo);
    expect(demo.defaultPrevented).toBe(true);

    // Seen from the page, before anything of its own could stop the browser following the link.
    let leftToBrowser = false;
    button('Pricing').addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    button('Pricing').click();
    expect(leftToBrowser).toBe(true);
  });

  it('carries out a press on a button that steps radios at once, each press counting', () => {
    const handled = appHandles('Next review');
    const shownReview = () => document.querySelector<HTMLInputElement>('input:checked')?.value;
    button('Next review').click();
    expect(shownReview()).toBe('2');
    button('Next review').click();
    expect(shownReview()).toBe('3');
    expect(handled).not.toHaveBeenCalled();
    expect(button('Next review')).not.toHaveAttribute('data-pending-press');
  });

  it('steps radios with the arrow keys on a stepping button before the page has taken over, and leaves them to the app after', async () => {
    const shownReview = () => document.querySelector<HTMLInputElement>('input:checked')?.value;
    const arrowRight = () =>
      button('Next review').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    arrowRight();
    expect(shownReview()).toBe('2');
    markShellHydrated();
    markPageReady();
    await afterReplay();
    arrowRight();
    expect(shownReview()).toBe('2');
  });

  it('lets presses through untouched once the page has taken over', async () => {
    markShellHydrated();
    markPageReady();
    await afterReplay();
    const handled = appHandles('Listen');
    button('Listen').click();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(button('Listen')).not.toHaveAttribute('data-pending-press');
  });

  it('leaves a radio the visitor picks to the browser, and tells the app once the page takes over, as a pick made then', async () => {
    const industry = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    industry('hotel').click();
    industry('saas').click();
    expect(industry('saas').checked).toBe(true);
    // What the app sees of a pick: a change from the state it read (its own tracking, like React's).
    const toldOf = jest.fn();
    for (const value of ['health', 'hotel', 'saas']) industry(value).addEventListener('change', () => toldOf(value));

    markShellHydrated();
    markPageReady();
    await handedOn();
    expect(toldOf.mock.calls).toEqual([['saas']]);
    expect(industry('saas').checked).toBe(true);
    expect(industry('health').checked).toBe(false);
  });

  it('tells the app nothing of a pick that no longer shows', async () => {
    const industry = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    industry('hotel').click();
    const toldOf = jest.fn();
    for (const radio of document.querySelectorAll('input')) radio.addEventListener('change', () => toldOf(radio.value));
    industry('hotel').checked = false; // the app rendered the group afresh, its default checked
    industry('health').checked = true;

    markShellHydrated();
    markPageReady();
    await afterReplay();
    expect(toldOf).not.toHaveBeenCalled();
  });

  it.each([
    ['presses', () => button('Next review').click()],
    [
      'arrow keys',
      () => button('Next review').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })),
    ],
  ])('tells the app of the radio a button stepped to by %s, once the page takes over, as a pick made then', async (_how, step) => {
    const review = (value: string) => document.querySelector<HTMLInputElement>(`input[name="review"][value="${value}"]`)!;
    step();
    step();
    // Shown at once, and waiting to be told: code that restores a kept review leaves it alone.
    expect(review('3').checked).toBe(true);
    expect(review('3')).toHaveAttribute('data-pending-press');
    expect(review('2')).not.toHaveAttribute('data-pending-press');
    const toldOf = jest.fn();
    for (const radio of document.querySelectorAll('input')) radio.addEventListener('change', () => toldOf(radio.value));

    markShellHydrated();
    markPageReady();
    await handedOn();
    expect(toldOf.mock.calls).toEqual([['3']]);
    expect(review('3').checked).toBe(true);
  });

  it('drops a kept press whose control the app rendered away', async () => {
    const handled = appHandles('Listen');
    button('Listen').click();
    const kept = button('Listen');
    kept.remove();
    markShellHydrated();
    markPageReady();
    await afterReplay();
    expect(handled).not.toHaveBeenCalled();
  });
});
