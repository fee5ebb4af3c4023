import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepInEntry, keptInEntry, useRadioKeptInEntry, useTextKeptInEntry } from '../kept-in-entry';
import { PENDING_PRESS } from '../../hydration/pending-press';

function Figure() {
  const [text, setText] = useTextKeptInEntry('figure');
  return (
    <label>
      Figure
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Choice({ pendingOn }: { pendingOn?: string }) {
  const keep = useRadioKeptInEntry<'one' | 'two'>('choice');
  return (
    <fieldset>
      <legend>Choice</legend>
      {(['one', 'two'] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="choice"
            value={value}
            defaultChecked={value === 'one'}
            onChange={() => keep(value)}
            {...(pendingOn === value ? { [PENDING_PRESS]: '' } : {})}
          />
          {value}
        </label>
      ))}
    </fieldset>
  );
}

describe('kept in the history entry', () => {
  it('a figure typed is there again when its page is rendered afresh on the same entry', async () => {
    const user = userEvent.setup();
    const first = render(<Figure />);
    await user.type(screen.getByRole('textbox', { name: 'Figure' }), '2,500');
    first.unmount();
    render(<Figure />);
    expect(screen.getByRole('textbox', { name: 'Figure' })).toHaveValue('2,500');
  });

  it('the kept figure is in the first render of a page rendered afresh, so the page is as tall as it was left', () => {
    keepInEntry('figure', '2,500');
    const rendered: string[] = [];
    function Probe() {
      const [text] = useTextKeptInEntry('figure');
      rendered.push(text);
      return null;
    }
    render(<Probe />);
    expect(rendered[0]).toBe('2,500');
  });

  it('another entry, as a link opens, starts empty; its own figure is kept apart', async () => {
    const user = userEvent.setup();
    const first = render(<Figure />);
    await user.type(screen.getByRole('textbox', { name: 'Figure' }), '40');
    first.unmount();
    const left = history.state as unknown;
    history.pushState({ usr: null, key: 'next' }, '', '/next');
    const second = render(<Figure />);
    expect(screen.getByRole('textbox', { name: 'Figure' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Figure' }), '7');
    second.unmount();
    history.replaceState(left, '', '/');
    render(<Figure />);
    expect(screen.getByRole('textbox', { name: 'Figure' })).toHaveValue('40');
  });

  it('keeps what the router and the shell keep in the entry', () => {
    history.replaceState({ usr: null, key: 'k1', idx: 3, scrollEntry: 'e1' }, '');
    keepInEntry('figure', '12');
    expect(history.state).toEqual({ usr: null, key: 'k1', idx: 3, scrollEntry: 'e1', keptOnPage: { figure: '12' } });
  });

  it('a kept value of the wrong kind, or an entry kept by something else, is left alone', () => {
    history.replaceState({ keptOnPage: { figure: 12 } }, '');
    render(<Figure />);
    expect(screen.getByRole('textbox', { name: 'Figure' })).toHaveValue('');
    history.replaceState({ keptOnPage: 'not an object' }, '');
    expect(keptInEntry('figure')).toBeUndefined();
  });

  it('a browser refusing to keep it leaves the field working', async () => {
    const user = userEvent.setup();
    const replaceState = jest.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Attempt to use history.replaceState() more than 100 times per 10 seconds', 'SecurityError');
    });
    try {
      render(<Figure />);
      await user.type(screen.getByRole('textbox', { name: 'Figure' }), '300');
      expect(screen.getByRole('textbox', { name: 'Figure' })).toHaveValue('300');
    } finally {
      replaceState.mockRestore();
    }
  });

  it('the radio picked is checked again when its page is rendered afresh on the same entry', async () => {
    const user = userEvent.setup();
    const first = render(<Choice />);
    await user.click(screen.getByRole('radio', { name: 'two' }));
    first.unmount();
    render(<Choice />);
    expect(screen.getByRole('radio', { name: 'two' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'one' })).not.toBeChecked();
  });

  it('a pick still on its way as a press wins over the kept one, and a kept value no radio has changes nothing', () => {
    keepInEntry('choice', 'two');
    const pending = render(<Choice pendingOn="one" />);
    expect(screen.getByRole('radio', { name: 'one' })).toBeChecked();
    pending.unmount();
    keepInEntry('choice', 'three');
    render(<Choice />);
    expect(screen.getByRole('radio', { name: 'one' })).toBeChecked();
  });
});
