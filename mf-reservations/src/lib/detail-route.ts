/**
 * The id of a detail address (/admin/reservas/12): the shell hands it in `params` (its route table's ':id'); a shell
 * older than the route table does not, so the path is matched against the same table then.
 */
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { matchAdminPath } from '@camping/federation/admin-routes';

/** The raw ':id' segment of the address, or null where it has none (the list). */
export function detailIdParam({ params, pathname }: Pick<RemoteAppProps, 'params' | 'pathname'>): string | null {
  return params?.id ?? matchAdminPath(pathname)?.params.id ?? null;
}
