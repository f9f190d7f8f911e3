import { AccountArea } from '@/components/layout/account-area';
import { useGuest } from '@/stores/guest';
import { MenuLinks } from './menu-links';
import type { MyAccountText } from './mobile-menu-text';

/** §2 my account: login and sign-up for a visitor; balance and logout, then the personal area's pages, for a guest. */
export function MyAccountBody({ text }: { text: MyAccountText }) {
  const guest = useGuest();
  return (
    <div className="grid gap-6">
      <AccountArea text={text.account} variant="stacked" />
      {guest.status === 'guest' ? (
        <MenuLinks label={text.title} links={text.links} current={(href) => href === window.location.pathname} />
      ) : (
        <p className="text-muted">{text.loggedOut}</p>
      )}
    </div>
  );
}
