import { LegalDocumentPage, legalMetadata } from '../_components/legal/legal-document-page';

export const generateMetadata = legalMetadata('imprint', '/imprint');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The imprint (§3 legal type imprint). */
export default function ImprintPage(props: Props) {
  return <LegalDocumentPage type="imprint" route="/imprint" {...props} />;
}
