import { LegalDocumentPage, legalMetadata } from '../_components/legal/legal-document-page';

export const generateMetadata = legalMetadata('privacy', '/data-protection');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** §2 data protection (§3 legal type privacy policy). */
export default function DataProtectionPage(props: Props) {
  return <LegalDocumentPage type="privacy" route="/data-protection" {...props} />;
}
