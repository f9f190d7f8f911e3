import { connection } from 'next/server';
import { PayHelper } from '@/app/pay/_components/pay-helper';
import { hasLocale } from '@/i18n/has-locale';
import { browserOrigins } from '@/lib/server/env';
import { frameIdSchema } from '@/lib/overlay/options-schema';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /pay/helper/?fid=…&lang=…: the hidden helper frame the guest app keeps to ask the pay origin. */
export default async function PayHelperPage({ searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const fid = frameIdSchema.safeParse(query.fid);
  const lang = typeof query.lang === 'string' && hasLocale(query.lang) ? query.lang : 'en';
  return <PayHelper frameId={fid.success ? fid.data : null} appOrigin={browserOrigins().appOrigin} language={lang} />;
}
