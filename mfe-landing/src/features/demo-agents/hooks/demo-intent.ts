let showIntent: () => void;
const intent = new Promise<void>((resolve) => (showIntent = resolve));

/** The visitor came near the demo cards, pointed at them or focused one: what they need may load now. */
export function demoIntent() {
  showIntent();
}

/** Settles once the visitor has shown intent on the demo cards. */
export const demoIntentShown = () => intent;
