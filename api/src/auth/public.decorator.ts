import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no session (login, public site data). Everything else is guarded. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const REQUIRED_ROLE = 'requiredRole';
/** Restricts a route to a role (e.g. only `admin` changes prices). */
export const RequireRole = (rol: 'admin' | 'staff') => SetMetadata(REQUIRED_ROLE, rol);
