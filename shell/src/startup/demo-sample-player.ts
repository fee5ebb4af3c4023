import { provideDemoSamplePlayer } from '@callvera/shared/demo-call';

/** The sample player, a chunk of the shell's own: fetched when a visitor shows intent on the demo cards, or presses. */
export function provideShellSamplePlayer() {
  provideDemoSamplePlayer(() =>
    import(/* webpackChunkName: "sample-player" */ '@callvera/shared/demo-sample-player').then(({ createDemoSamplePlayer }) =>
      createDemoSamplePlayer(),
    ),
  );
}
