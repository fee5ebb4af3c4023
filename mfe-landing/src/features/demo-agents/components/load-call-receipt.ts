/** The receipt's code: fetched once a call is live, so it is here when the call ends (and never in a first load). */
export const loadCallReceipt = () => import('@callvera/shared/call-receipt').then(({ CallReceiptSummary }) => CallReceiptSummary);
