import { ForbiddenException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';

/**
 * For the variants of a shared GET that only administrators may read (the reports under `reservas` and `pagos`);
 * a whole route uses @RequireRole('admin') instead.
 */
export function assertAdmin(user: SessionUser | undefined): void {
  if (user?.rol !== 'admin') throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
}
