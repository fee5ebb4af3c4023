import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  demoCallStore,
  idleDemoCall,
  provideDemoSamplePlayer,
  stopDemoCall,
  toggleDemoSample,
  type SampleCue,
  type SamplePlayback,
} from '@callvera/shared/demo-call';
import { installFakeAudio, type FakeAudio } from '@callvera/shared/testing/fake-audio';
import { createDemoSamplePlayer } from '@callvera/shared/demo-sample-player';
import { CallBarSlot } from '../CallBarSlot';

let fakeAudio: FakeAudio;

const CUES: SampleCue[] = [
  { start: 0, end: 3, speaker: 'agent', text: 'Hi, you have reached Northwind support, this is Liam.' },
  { start: 3.4, end: 5, speaker: 'caller', text: 'My order is late.' },
  { start: 5.7, end: 9, speaker: 'agent', text: 'Sorry about that.' },
];

function samplePlaying(change: Partial<SamplePlayback> = {}) {
  demoCallStore.setState({
    ...idleDemoCall,
    activeAgent: 'customerSupport',
    kind: 'sample',
    phase: 'live',
    requestedAt: 1,
    liveSince: 1,
    sample: { cues: CUES, durationSeconds: 9, positionSeconds: 0, paused: false, synthesized: true, ...change },
  });
}

const lines = (log: HTMLElement) => [...log.querySelectorAll('p')].map((line) => line.textContent);

describe('the call bar playing a sample call', () => {
  beforeEach(() => {
    // The deployed files stand in: the player, the store and the bar are the real ones.
    provideDemoSamplePlayer(async () =>
      createDemoSamplePlayer({
        readList: async () => ({}),
        words: async () => CUES,
        load: async (agentKey) => ({
          agentKey,
          audioUrl: 'blob:sample',
          mimeType: 'audio/mpeg',
          cues: CUES,
          synthesized: true,
          durationSeconds: 9,
        }),
      }),
    );
    fakeAudio = installFakeAudio();
    demoCallStore.setState(idleDemoCall);
  });

  afterEach(() => {
    stopDemoCall();
    fakeAudio.uninstall();
  });

  it('names the sample, where it is, and its controls: pause, seek, captions, Stop', async () => {
    render(<CallBarSlot />);
    act(() => samplePlaying({ positionSeconds: 4 }));
    const bar = await screen.findByRole('region', { name: 'Sample call with Liam' });
    expect(bar).toHaveTextContent('Customer Support agent · synthesized sample');
    expect(bar).toHaveTextContent('Playing 00:04 / 00:09');
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(within(bar).getByRole('slider', { name: 'Position in the sample call' })).toHaveAttribute('aria-valuetext', '00:04 of 00:09');
    expect(within(bar).getByRole('button', { name: 'Stop' })).toBeEnabled();
    expect(within(bar).queryByRole('button', { name: 'Mute' })).toBeNull();
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Playing the sample call with Liam.'));
  });

  it('shows the captions of both speakers in step with the sound, and takes later ones away on a seek back', async () => {
    render(<CallBarSlot />);
    act(() => samplePlaying({ positionSeconds: 1 }));
    const log = await screen.findByRole('log', { name: 'Captions' });
    expect(lines(log)).toEqual(['Liam (agent): Hi, you have reached Northwind support, this is Liam.']);
    act(() => samplePlaying({ positionSeconds: 6 }));
    expect(lines(log)).toEqual([
      'Liam (agent): Hi, you have reached Northwind support, this is Liam.',
      'Caller: My order is late.',
      'Liam (agent): Sorry about that.',
    ]);
    act(() => samplePlaying({ positionSeconds: 3.5 }));
    expect(lines(log)).toHaveLength(2);
  });

  it('plays a real sample through the player: pause, play on, seek (captions follow), then Stop leaves its receipt', async () => {
    const user = userEvent.setup();
    render(<CallBarSlot />);
    await act(() => toggleDemoSample('customerSupport'));
    const bar = await screen.findByRole('region', { name: 'Sample call with Liam' });
    const audio = fakeAudio.elements.at(-1)!;
    expect(audio.paused).toBe(false);

    await user.click(within(bar).getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    expect(bar).toHaveTextContent('Paused 00:00 / 00:09');
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);

    fireEvent.change(within(bar).getByRole('slider', { name: 'Position in the sample call' }), { target: { value: '7.5' } });
    expect(audio.currentTime).toBe(7.5);
    expect(lines(within(bar).getByRole('log', { name: 'Captions' }))).toHaveLength(3);

    await user.click(within(bar).getByRole('button', { name: 'Stop' }));
    expect(audio.paused).toBe(true);
    const receipt = await screen.findByRole('region', { name: 'Sample call receipt: Liam, Customer Support agent' });
    expect(receipt).toHaveTextContent('9 s with Liam · answered in 0.70 s (median)');
  });

  it('offers one button to start the sound when the browser refused it, and moves focus to it', async () => {
    render(<CallBarSlot />);
    act(() => {
      samplePlaying({ paused: true });
      demoCallStore.setState({ soundBlocked: true });
    });
    const start = await screen.findByRole('button', { name: 'Start sound' });
    expect(start).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('press Start sound'));
  });

  it('ends by itself at the end of the recording, and leaves its receipt', async () => {
    render(<CallBarSlot />);
    await act(() => toggleDemoSample('customerSupport'));
    await screen.findByRole('region', { name: 'Sample call with Liam' });
    act(() => fakeAudio.end(fakeAudio.elements.at(-1)!));
    expect(demoCallStore.getState()).toMatchObject({ phase: 'idle', receipt: { agent: 'customerSupport', durationMs: 9_000 } });
    expect(await screen.findByRole('region', { name: /^Sample call receipt/ })).toBeInTheDocument();
  });
});
