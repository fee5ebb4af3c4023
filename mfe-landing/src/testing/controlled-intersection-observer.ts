/** jsdom has no IntersectionObserver; this one lets a test say when an observed element comes on or goes off the screen. */
export class ControlledIntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  nearScreen() {
    this.report(true);
  }
  leaveScreen() {
    this.report(false);
  }
  private report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** Puts it in place of the browser's for the tests of one file, each starting with no observer. */
  static install() {
    ControlledIntersectionObserver.instances = [];
    window.IntersectionObserver = ControlledIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
