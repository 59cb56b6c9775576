import { useQuery } from '@tanstack/react-query';
import { getUsuarios } from '@camping/contracts/api/usuarios';
import { usuariosKeys } from './usuarios-keys';

/** GET usuarios: the staff accounts (a handful: one list, not paged). */
export function useUsuarios() {
  return useQuery({ queryKey: usuariosKeys.all, queryFn: ({ signal }) => getUsuarios(signal) });
}
