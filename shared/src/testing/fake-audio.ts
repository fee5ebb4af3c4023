/**
 * Media playback for jsdom, which has none: `play()` resolves (or is refused, as a browser's autoplay rule
 * refuses it), `pause()` pauses, `currentTime` moves, and each fires the events a browser fires.
 */
export interface FakeAudio {
  /** The next play() is refused with NotAllowedError, as WebKit and Firefox do without a fresh press. */
  refuseNextPlay(): void;
  /** Plays on by this many seconds, as the clock would. */
  advance(element: HTMLMediaElement, seconds: number): void;
  /** The media reached its end. */
  end(element: HTMLMediaElement): void;
  /** Every media element made since install. */
  readonly elements: HTMLMediaElement[];
  uninstall(): void;
}

export function installFakeAudio(): FakeAudio {
  const proto = HTMLMediaElement.prototype;
  const saved = ['play', 'pause', 'paused', 'currentTime', 'load'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
  const elements: HTMLMediaElement[] = [];
  const of = (element: HTMLMediaElement) => {
    let entry = state.get(element);
    if (!entry) {
      entry = { paused: true, time: 0 };
      state.set(element, entry);
      elements.push(element);
    }
    return entry;
  };
  let refuse = false;
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get: function (this: HTMLMediaElement) {
      return of(this).paused;
    },
  });
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get: function (this: HTMLMediaElement) {
      return of(this).time;
    },
    set: function (this: HTMLMediaElement, seconds: number) {
      of(this).time = seconds;
      this.dispatchEvent(new Event('seeked'));
    },
  });
  proto.load = function () {};
  proto.play = function (this: HTMLMediaElement) {
    const entry = of(this);
    if (refuse) {
      refuse = false;
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    }
    if (entry.paused) {
      entry.paused = false;
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  };
  proto.pause = function (this: HTMLMediaElement) {
    const entry = of(this);
    if (entry.paused) return;
    entry.paused = true;
    this.dispatchEvent(new Event('pause'));
  };
  return {
    refuseNextPlay: () => (refuse = true),
    advance(element, seconds) {
      of(element).time += seconds;
      element.dispatchEvent(new Event('timeupdate'));
    },
    end(element) {
      of(element).paused = true;
      element.dispatchEvent(new Event('ended'));
    },
    elements,
    uninstall() {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[key];
      }
    },
  };
}
