/**
 * The accessible modal every admin screen uses (Radix Dialog: focus trapped and restored, Escape closes, the
 * overlay click closes). A `required` dialog has no way out but its own buttons.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Blocks closing while a save is under way (the × stays, disabled). */
  dismissable?: boolean;
  /**
   * Must be answered (a temporary password's forced change): no ×, and Escape and the overlay do nothing. A disabled
   * × that never enables looks broken, so it is not drawn at all; the dialog offers its own way out.
   */
  required?: boolean;
  /**
   * Where focus goes when the dialog closes. Without a Radix trigger it would fall to the page body; a dialog opened
   * from a list row or a calendar entry passes that element so keyboard users land back where they were.
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Opening a dialog puts focus where work starts: its first enabled field, else the dialog itself (which announces
 * the title). Radix would pick the close button, the first focusable element, and show its focus ring on every open.
 */
function focusFirstField(event: Event): void {
  const content = event.currentTarget as HTMLElement | null;
  if (!content) return;
  event.preventDefault();
  const field = content.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  );
  (field ?? content).focus();
}

export function Dialog({ open, onOpenChange, title, description, children, wide, dismissable = true, required = false, returnFocusTo }: DialogProps) {
  const closable = dismissable && !required;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (closable || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" data-testid="dialog-overlay" />
        <RadixDialog.Content
          className={wide ? 'dialog-content dialog-wide' : 'dialog-content'}
          // Without a description Radix wants aria-describedby set to undefined explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  if (returnFocusTo.isConnected) returnFocusTo.focus();
                }
              : undefined
          }
        >
          <div className="dialog-header">
            <div>
              <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
              ) : null}
            </div>
            {required ? null : (
              <RadixDialog.Close className="dialog-close" aria-label="Cerrar" disabled={!dismissable}>
                ×
              </RadixDialog.Close>
            )}
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
