import { stepOnArrowKey, stepRadios, wrapIndex } from '../step-radios';

function serveGroup() {
  document.body.innerHTML = `
    <button type="button" aria-controls="reviews" data-step="-1">Previous</button>
    <button type="button" aria-controls="reviews" data-step="1">Next</button>
    <button type="button" aria-controls="nowhere" data-step="1">Lost</button>
    <button type="button">Plain</button>
    <div id="reviews">
      <input type="radio" name="review" value="a" checked /><input type="radio" name="review" value="b" /><input type="radio" name="review" value="c" />
    </div>`;
}

const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name)!;
const press = (name: string) => stepRadios(buttonNamed(name));
const checkedValue = () => document.querySelector<HTMLInputElement>('input:checked')?.value;

describe('stepping a radio group from its previous and next buttons', () => {
  beforeEach(serveGroup);

  it('checks the next or previous radio, wrapping around at either end', () => {
    expect(press('Previous')).toBe(true);
    expect(checkedValue()).toBe('c');
    press('Next');
    expect(checkedValue()).toBe('a');
    press('Next');
    press('Next');
    expect(checkedValue()).toBe('c');
  });

  it('starts from the first radio when none is checked', () => {
    document.querySelector<HTMLInputElement>('input:checked')!.checked = false;
    press('Next');
    expect(checkedValue()).toBe('b');
  });

  it('leaves a button that names no group, or no step, to whoever else handles it', () => {
    expect(press('Lost')).toBe(false);
    expect(press('Plain')).toBe(false);
    expect(checkedValue()).toBe('a');
  });

  it('steps back and on with the left and right arrow keys on either button', () => {
    expect(stepOnArrowKey(buttonNamed('Next'), 'ArrowLeft')).toBe(true);
    expect(checkedValue()).toBe('c');
    stepOnArrowKey(buttonNamed('Previous'), 'ArrowRight');
    stepOnArrowKey(buttonNamed('Previous'), 'ArrowRight');
    expect(checkedValue()).toBe('b');
    expect(stepOnArrowKey(buttonNamed('Next'), 'Enter')).toBe(false);
    expect(stepOnArrowKey(buttonNamed('Plain'), 'ArrowRight')).toBe(false);
    expect(checkedValue()).toBe('b');
  });

  it('wraps indexes both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});
