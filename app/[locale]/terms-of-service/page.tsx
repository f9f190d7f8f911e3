import { LegalDocumentPage, legalMetadata } from '../_components/legal/legal-document-page';

export const generateMetadata = legalMetadata('terms', '/terms-of-service');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** §2 terms of service (§3 legal type terms). */
export default function TermsOfServicePage(props: Props) {
  return <LegalDocumentPage type="terms" route="/terms-of-service" {...props} />;
}
