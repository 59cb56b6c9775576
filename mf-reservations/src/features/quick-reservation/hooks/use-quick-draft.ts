/**
 * Reserva Rápida's draft (issue #15, "work is never lost"): what the clerk typed, kept per tab so a reload, Back or a
 * visit to another screen finds it again. A successful save empties the form and so ends the draft; logout clears
 * it (the shell's clearDrafts).
 */
import { useEffect } from 'react';
import { differsFrom, readDraft, removeDraft, stringFields, writeDraft } from '@camping/ui/hooks/draft-storage';
import { useUnsavedChangesWarning } from '@camping/ui/hooks/use-unsaved-changes-warning';
import { QUICK_DEFAULTS, type QuickValues } from '../lib/quick-form';

const DRAFT_KEY = 'reserva-rapida';

/** The values to start the form with: this tab's draft, else the empty form. */
export function readQuickDraft(): QuickValues {
  return readDraft(DRAFT_KEY, (raw) => stringFields(raw, QUICK_DEFAULTS)) ?? QUICK_DEFAULTS;
}

/** Stores the values on every change (or removes the draft when the form is empty) and warns before leaving them. */
export function useQuickDraft(values: QuickValues, reportUnsavedChanges?: (dirty: boolean) => void): void {
  const dirty = differsFrom(values, QUICK_DEFAULTS);
  const text = JSON.stringify(values);
  useEffect(() => {
    if (dirty) writeDraft(DRAFT_KEY, JSON.parse(text));
    else removeDraft(DRAFT_KEY);
  }, [dirty, text]);
  useUnsavedChangesWarning(dirty, reportUnsavedChanges);
}
