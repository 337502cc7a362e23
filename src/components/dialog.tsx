import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called when the user dismisses the dialog (Escape, a close button) or it closes itself. */
  onClose: () => void;
  title: string;
  /** Optional line under the title, also used as the dialog's accessible description. */
  description?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog> with showModal(): the browser traps focus, makes the
 * page behind inert, closes on Escape and returns focus to the opener. The content only
 * renders while open, so a closed dialog costs nothing and holds no stale state.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (open) onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-1rem))] max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-xl border border-slate-300 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-xl font-bold">{title}</h2>
          {description && <p id={descriptionId} className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>}
          <div className="mt-3">{children}</div>
        </>
      )}
    </dialog>
  );
}
