'use client';

import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { routePath } from '@/lib/seo/route-path';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Props = { locale: Locale; actorName: string; onClose: () => void };

/**
 * §2 the model-site conversion box: a guest who comes from a performer's own site is offered the
 * free sign-up naming her (the sign-up flow carries her as host, §3 overlay prefill); a guest who
 * has an account goes to her profile instead.
 */
export function ModelSiteBox({ locale, actorName, onClose }: Props) {
  const guest = useGuest();
  const after = useAfterClose(onClose);
  const signup = () =>
    after.later(() => void overlayController().then((controller) => controller.openAuth({ view: 'signup', force: true, prefill: { host: actorName } })));
  const profile = routePath(locale, '/amateur/[actorName]', { actorName: actorName.toLowerCase() });
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="model-site">
          <DialogTitle>{fill(text.modelSite.title, { name: actorName })}</DialogTitle>
          <DialogDescription>{fill(text.modelSite.body, { name: actorName })}</DialogDescription>
          <BoxBody close={text.close}>
            {isLoggedIn(guest) ? (
              <a href={profile} className={buttonStyles.primary}>
                {fill(text.modelSite.profile, { name: actorName })}
              </a>
            ) : (
              <button type="button" onClick={signup} className={buttonStyles.primary}>
                {text.modelSite.signup}
              </button>
            )}
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}
