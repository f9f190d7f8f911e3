import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';

export type AccountButtonsText = {
  login: string;
  signup: string;
  dialogTitle: string;
  dialogBody: string;
  dialogOk: string;
  close: string;
};

type AccountButtonsProps = {
  text: AccountButtonsText;
  /** Compact: the login button only (mobile header); sign-up lives in the menu. */
  variant?: 'full' | 'login-only' | 'stacked';
};

function AccountDialog({ text, label, look }: { text: AccountButtonsText; label: string; look: 'primary' | 'secondary' }) {
  return (
    <Dialog
      triggerLabel={label}
      triggerClassName={buttonStyles[look]}
      title={text.dialogTitle}
      description={text.dialogBody}
      closeLabel={text.close}
    >
      <div className="mt-6 flex justify-end">
        <DialogClose className={buttonStyles.primary}>{text.dialogOk}</DialogClose>
      </div>
    </Dialog>
  );
}

/**
 * Login and sign-up. Accounts are not open yet, so both explain that in a dialog; the
 * payment/login overlay (§2 hosted flow) replaces the dialog when accounts arrive.
 */
export function AccountButtons({ text, variant = 'full' }: AccountButtonsProps) {
  if (variant === 'login-only') return <AccountDialog text={text} label={text.login} look="secondary" />;
  return (
    <div className={variant === 'stacked' ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
      <AccountDialog text={text} label={text.login} look="secondary" />
      <AccountDialog text={text} label={text.signup} look="primary" />
    </div>
  );
}
