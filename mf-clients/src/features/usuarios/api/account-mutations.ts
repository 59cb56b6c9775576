import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cambiarUsuario, crearUsuario, restablecerContrasena } from '@camping/contracts/api/usuarios';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { UsuarioCreateData, UsuarioUpdateData } from '@camping/contracts/schemas/usuario';
import { notify } from '@camping/ui/toast';
import { usuariosKeys } from './usuarios-keys';

function useAccountMutation<I, O extends { message: string }>(call: (input: I) => Promise<O>, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: usuariosKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, fallback);
      if (message) notify.error(message);
    },
  });
}

/** POST usuarios: the answer carries the temporary password, shown once. */
export const useCrearUsuario = () => useAccountMutation((data: UsuarioCreateData) => crearUsuario(data), MSG.errorCargarUsuarios);
/** PUT usuarios: disable (its sessions end at once), re-enable, change role. */
export const useCambiarUsuario = () => useAccountMutation((data: UsuarioUpdateData) => cambiarUsuario(data), MSG.errorCargarUsuarios);
/** POST usuarios/restablecer: a new temporary password. */
export const useRestablecerContrasena = () => useAccountMutation((id: number) => restablecerContrasena(id), MSG.errorCargarUsuarios);
