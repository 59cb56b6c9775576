/**
 * The unit a cabin or dormi stay is in, as a select that offers a room move: the own unit first ('(actual)'), then
 * the free units grouped by type. Used by the reservations' edit modal and the calendar's detail panel, which
 * fetch the options (`moveOptions` of @camping/contracts/unit-move) and keep the value.
 */
import type { Ref, SelectHTMLAttributes } from 'react';
import { groupMoveOptions, type MoveOption } from '@camping/contracts/unit-move';

export type UnitMoveSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  options: readonly MoveOption[];
  ref?: Ref<HTMLSelectElement>;
};

export function UnitMoveSelect({ options, ...selectProps }: UnitMoveSelectProps) {
  const { actual, groups } = groupMoveOptions(options);
  return (
    <select {...selectProps}>
      {actual ? (
        <option value={String(actual.id)}>
          {actual.label} (actual{actual.libre ? '' : ', ocupada en esas fechas'})
        </option>
      ) : null}
      {groups.map((group) => (
        <optgroup key={group.tipo_hospedaje_id} label={group.label}>
          {group.options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
