import { SetMetadata } from '@nestjs/common';
import type { Rol } from '@camping/contracts/schemas/auth';

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no session (login, public site data). Everything else is guarded. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const REQUIRED_ROLE = 'requiredRole';
/** Restricts a route to a role (e.g. only `admin` changes prices; docs/staff.md lists them). */
export const RequireRole = (rol: Rol) => SetMetadata(REQUIRED_ROLE, rol);

export const ALLOWS_TEMPORARY_PASSWORD = 'allowsTemporaryPassword';
/** A route a user still holding a temporary password may call (who am I, log out, change the password). */
export const AllowsTemporaryPassword = () => SetMetadata(ALLOWS_TEMPORARY_PASSWORD, true);

export const OPEN_TO_LIMPIEZA = 'openToLimpieza';
/**
 * A route the housekeeping role may call (its «Limpieza» list and its taps, issue 36); that role is refused every
 * other route, so a route added later is closed to it unless it says otherwise.
 */
export const OpenToLimpieza = () => SetMetadata(OPEN_TO_LIMPIEZA, true);
