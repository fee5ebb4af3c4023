import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for the control that takes focus as it shows, because the one the visitor pressed is gone or the next step is
 * there. Focus moves in the commit that shows it, before the browser paints: no frame shows the control while focus
 * is on the page's body.
 */
export function useFocusedWhenShown<Element extends HTMLElement>() {
  const control = useRef<Element>(null);
  useLayoutEffect(() => control.current?.focus(), []);
  return control;
}
