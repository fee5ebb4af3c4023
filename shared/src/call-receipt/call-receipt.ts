/**
 * `@callvera/shared/call-receipt`: what a live demo call leaves the visitor, shown where the call was (its
 * card, or the shell's call bar once the visitor moved on). Imported only when a call starts or a receipt
 * shows: it is no part of a first load. Its state is the demo-call store's `receipt`.
 */
export { CallReceiptSummary, type CallReceiptSummaryProps } from './CallReceiptSummary';
