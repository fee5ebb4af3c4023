import type { RoutePageProps } from '@callvera/shared/contracts';
import { findLegalDocument } from './features/legal-documents/data/legal-documents';
import { LegalDocumentView } from './features/legal-documents/components/LegalDocumentView';

/** Privacy Policy, Billing & Refunds Policy or Terms of Service, chosen by the route path. */
export default function LegalPage({ path }: RoutePageProps) {
  const document = findLegalDocument(path);
  // The shell only routes the three legal paths here; anything else is a wiring mistake worth surfacing.
  if (!document) throw new Error(`No legal document is published at ${path}`);
  return <LegalDocumentView document={document} />;
}
