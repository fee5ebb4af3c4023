import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { PENDING_PRESS } from '../hydration/pending-press';

/**
 * What a visitor set on a page (a switch, a figure typed), kept in the page's own history entry. On plain pages a
 * browser restores a form on Back and Forward; inside the app those render the page afresh, so the page reads its
 * values back from the entry. history.state belongs to one entry and outlives its document: a reload, or a Back from
 * another site, finds it too. A new visit through a link is a new entry, with nothing kept.
 */
const KEPT = 'keptOnPage';

function keptValues(): Record<string, unknown> {
  const kept: unknown = (history.state as Record<string, unknown> | null)?.[KEPT];
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
}

/** The value kept under `name` in the current entry, if any. */
export function keptInEntry(name: string): unknown {
  return keptValues()[name];
}

/** Keeps `value` under `name` in the current entry, beside what the router and the shell keep there. */
export function keepInEntry(name: string, value: unknown) {
  try {
    history.replaceState({ ...history.state, [KEPT]: { ...keptValues(), [name]: value } }, '');
  } catch {
    // A browser may refuse a burst of calls (Safari allows 100 in 10 s): the page works on, this value unkept.
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

const noSubscription = () => () => {};

function keptText(name: string): string | undefined {
  const kept = keptInEntry(name);
  return isString(kept) ? kept : undefined;
}

/**
 * useState for a text the visitor types, kept in the history entry. A page rendered afresh (Back, Forward) starts from
 * the kept text in its first render, so the page has its height as left before the shell restores the place. A
 * hydrated page starts from `initial`, as the served page did, and takes the kept text right after.
 */
export function useTextKeptInEntry(name: string, initial = ''): [string, (text: string) => void] {
  // A string or nothing: a snapshot must be the same value each time it is read.
  const kept = useSyncExternalStore(
    noSubscription,
    () => keptText(name),
    () => undefined,
  );
  const [typed, setTyped] = useState<string | null>(null);
  const keep = useCallback(
    (next: string) => {
      setTyped(next);
      keepInEntry(name, next);
    },
    [name],
  );
  return [typed ?? kept ?? initial, keep];
}

/**
 * For a group of uncontrolled radios (RadioChoices), named `name` and unique on the page: checks the one kept in the
 * entry under that name before the browser paints a page rendered afresh, as a browser restores a plain page's form
 * (a group's useAdoptCheckedRadio then tells the page, as it does for the browser's own restoring). A pick the visitor
 * made before the take-over, still on its way as a press, wins. Returns what keeps a pick. Without a name, nothing is
 * kept: a hook is called on every render, kept or not.
 */
export function useRadioKeptInEntry<Value extends string>(name: string | undefined) {
  useLayoutEffect(() => {
    if (name === undefined) return;
    const kept = keptInEntry(name);
    const radios = [...document.getElementsByName(name)].filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio',
    );
    if (!isString(kept) || radios.some((radio) => radio.hasAttribute(PENDING_PRESS))) return;
    const radio = radios.find((candidate) => candidate.value === kept);
    if (radio) radio.checked = true;
  }, [name]);
  return useCallback(
    (value: Value) => {
      if (name !== undefined) keepInEntry(name, value);
    },
    [name],
  );
}
