/**
 * The receipt on a card: its own chunk, fetched once a call is live (so it is here when the call ends), and
 * never part of a first load.
 */
export const loadReceiptOnCard = () => import('./ReceiptOnCard').then(({ ReceiptOnCard }) => ReceiptOnCard);
