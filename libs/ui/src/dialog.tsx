/**
 * The accessible modal every admin screen uses (Radix Dialog: focus trapped and restored, Escape closes, the
 * overlay click closes). A `required` dialog has no way out but its own buttons.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

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

export interface PopoverDialogProps {
  /** Its accessible name (drawn for screen readers only). */
  label: string;
  id?: string;
  className?: string;
  /** Escape (`'escape'`: focus goes back where the screen says), or a click or focus outside (`'outside'`). */
  onClose: (reason: 'escape' | 'outside') => void;
  /** A click here is not «outside» (the field and the button that opened it: the button toggles it itself). */
  keepOpenWithin?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A small non-modal dialog drawn where it is declared, not in a portal (a date field's calendar): the page stays
 * usable, and Escape, a click or focus outside close it. It is a Radix layer like the modal above, from the same
 * shared module, so inside a modal (the move dialog, «Extender estadía») an Escape closes only it; a layer of another
 * copy of Radix would not know of the modal and both would close. Focus is left to the content (the calendar puts it
 * on its day) and to `onClose`.
 */
export function PopoverDialog({ label, id, className, onClose, keepOpenWithin, children }: PopoverDialogProps) {
  return (
    <RadixDialog.Root open modal={false}>
      <RadixDialog.Content
        id={id}
        className={className}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onClose('escape');
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
          const target = event.target instanceof Node ? event.target : null;
          if (!keepOpenWithin?.current?.contains(target)) onClose('outside');
        }}
      >
        <RadixDialog.Title className="visually-hidden">{label}</RadixDialog.Title>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
