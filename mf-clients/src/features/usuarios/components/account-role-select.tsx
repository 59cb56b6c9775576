import { ROLES, ROL_ETIQUETAS, type Rol } from '@camping/contracts/schemas/auth';
import type { UsuarioCuenta } from '@camping/contracts/schemas/usuario';

/**
 * One account's role, changed in place. It only asks (`onChoose`): the screen confirms first, and the list keeps
 * showing the stored role until the server accepts, so a refused change (the last administrator demoting
 * themselves) leaves the select as it was.
 */
export function AccountRoleSelect({ cuenta, disabled, onChoose }: { cuenta: UsuarioCuenta; disabled: boolean; onChoose: (rol: Rol) => void }) {
  const id = `mfc-rol-${cuenta.id}`;
  return (
    <span className="mfc-account-role">
      <label htmlFor={id} className="visually-hidden">
        Rol de {cuenta.usuario}
      </label>
      <select
        id={id}
        className="input mfc-account-role-select"
        value={cuenta.rol}
        disabled={disabled}
        onChange={(e) => {
          const rol = e.target.value as Rol;
          if (rol !== cuenta.rol) onChoose(rol);
        }}
      >
        <RoleOptions />
      </select>
    </span>
  );
}

/** The roles as a select offers them, by the names staff use (also the new account's form). */
export function RoleOptions() {
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {ROL_ETIQUETAS[r]}
    </option>
  ));
}
