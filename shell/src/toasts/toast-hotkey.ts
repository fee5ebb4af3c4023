/** Spec §9: this key moves focus to the toast area. */
export const TOAST_HOTKEY = 'F8';
