import { useEffect, useRef, type RefObject } from 'react';

/**
 * Hydration keeps what a visitor checked in the served HTML but fires no change for it,
 * so a group's state would still name the server's default. On mount, this hands the
 * radio the DOM has checked to `adopt` when it differs from `value`.
 */
export function useAdoptCheckedRadio<Value extends string>(
  group: RefObject<HTMLElement | null>,
  value: Value,
  adopt: (checked: Value) => void,
) {
  const latest = useRef({ value, adopt });
  useEffect(() => {
    latest.current = { value, adopt };
  });
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked && checked.value !== latest.current.value) latest.current.adopt(checked.value as Value);
  }, [group]);
}
