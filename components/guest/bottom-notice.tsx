import { buttonStyles } from '@/components/ui/button-styles';

export type BottomNoticeText = { title: string; body: string; close: string };

/**
 * An alert fixed to the bottom of the page that says why the guest was logged out (§4 guest
 * locked, session expired), until it is closed.
 */
export function BottomNotice({ id, text, onClose }: { id: string; text: BottomNoticeText; onClose: () => void }) {
  return (
    <section role="alert" aria-labelledby={id} className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-surface px-4 py-4 shadow-2xl sm:px-6">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="text-sm">
          <h2 id={id} className="text-base font-semibold">
            {text.title}
          </h2>
          <p className="mt-1 text-muted">{text.body}</p>
        </div>
        <button type="button" onClick={onClose} className={`${buttonStyles.secondary} shrink-0`}>
          {text.close}
        </button>
      </div>
    </section>
  );
}
