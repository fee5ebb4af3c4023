/**
 * The attribute the page's first script puts on a control pressed before the page's code arrived, until the press is
 * handed to the app: styles show it waiting, and code that restores or adopts a choice leaves such a control alone.
 */
export const PENDING_PRESS = 'data-pending-press';
