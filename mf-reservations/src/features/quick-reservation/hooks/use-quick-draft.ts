/**
 * Reserva Rápida's draft (issue #15, "work is never lost"): what the clerk typed, kept per tab so a reload, Back or a
 * visit to another screen finds it again. A successful save empties the form and so ends the draft; logout clears
 * it (the shell's clearDrafts).
 */
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
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

const LATE_OPTION_FIELDS = ['tipo_hospedaje_id', 'hospedaje_id', 'cantidad_personas'] as const;

/**
 * The selects whose options arrive after the first render (types, free units, people counts) cannot show a restored
 * value before its option exists: each time the options change, their values are set again. `optionsKey` names
 * the options on screen.
 */
export function useReapplyRestoredSelects(form: Pick<UseFormReturn<QuickValues>, 'getValues' | 'setValue'>, optionsKey: string): void {
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const key of LATE_OPTION_FIELDS) {
      const value = getValues(key);
      if (value !== '') setValue(key, value);
    }
  }, [optionsKey, getValues, setValue]);
}
