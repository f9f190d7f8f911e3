import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/categories/[categorySlug]');

type Props = { params: Promise<{ locale: string; categorySlug: string }> };

export default function CategoriesCategorySlugPage({ params }: Props) {
  return <ComingSoon route="/categories/[categorySlug]" params={params} />;
}
