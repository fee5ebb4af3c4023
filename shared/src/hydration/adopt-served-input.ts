import { useEffect, useRef, type RefObject } from 'react';
import { PENDING_PRESS } from './pending-press';

/**
 * Hydration keeps what a visitor typed or checked in the served HTML, but fires no
 * change for it (React reads such inputs as they are), so the component's state would
 * still hold the server's value while the field shows the visitor's. On mount, this
 * reads the element and hands its value to `adopt` when it differs from `value`.
 */
function useAdoptServedValue<Element extends HTMLElement, Value extends string>(
  element: RefObject<Element | null>,
  read: (element: Element) => string | null,
  value: Value,
  adopt: (served: Value) => void,
) {
  const latest = useRef({ read, value, adopt });
  useEffect(() => {
    latest.current = { read, value, adopt };
  });
  useEffect(() => {
    const { read: readNow, value: valueNow, adopt: adoptNow } = latest.current;
    const served = element.current ? readNow(element.current) : null;
    if (served !== null && served !== valueNow) adoptNow(served as Value);
  }, [element]);
}

/**
 * A pick the visitor made before the code arrived reaches the app as the press it was: the
 * page's first script marks it pending and replays it once the page is taken over. What is
 * left to adopt is a choice the browser restored (a reload keeps a form's state).
 */
const checkedRadioValue = (group: HTMLElement) =>
  group.querySelector<HTMLInputElement>(`input[type="radio"]:checked:not([${PENDING_PRESS}])`)?.value ?? null;

/** For a group of radios (a fieldset or radiogroup): adopts the value of the radio checked in the DOM. */
export function useAdoptCheckedRadio<Value extends string>(
  group: RefObject<HTMLElement | null>,
  value: Value,
  adopt: (checked: Value) => void,
) {
  useAdoptServedValue(group, checkedRadioValue, value, adopt);
}

const typedText = (field: HTMLInputElement | HTMLTextAreaElement) => field.value;

/** For a text field: adopts what was typed into it before the code arrived. */
export function useAdoptTypedText(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  adopt: (typed: string) => void,
) {
  useAdoptServedValue(field, typedText, value, adopt);
}
