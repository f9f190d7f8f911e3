import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/button-styles';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = { locale: Locale; actorId: number; name: string };

/**
 * The profile's "Message" button (the messenger's entry from her profile): /messenger/?actor=<id> touches the guest's
 * channel with her and opens it; a visitor logs in there first and comes back to it (§3 onLoginAction).
 */
export async function MessageLink({ locale, actorId, name }: Props) {
  const t = await getTranslations({ locale, namespace: 'Messenger' });
  return (
    <a href={`${hrefOf(locale, '/messenger')}?actor=${actorId}`} title={t('profileLabel', { name })} className={`${buttonStyles.secondary} ml-2`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
        <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />
      </svg>
      {t('profileButton')}
    </a>
  );
}
