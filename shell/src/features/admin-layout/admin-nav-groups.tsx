/**
 * The admin bar's entries in their groups (issue 34): every entry in words, each group named, the current entry
 * marked (aria-current, from NavLink). On a desktop the groups are one row under the bar; in the phone menu, one
 * list under another.
 */
import { NavLink } from 'react-router-dom';
import type { navFor } from '@camping/federation/admin-routes';

const groupId = (group: string) => `admin-nav-${group.normalize('NFD').replace(/[^a-zA-Z]+/g, '-').toLowerCase()}`;

export interface AdminNavGroupsProps {
  /** The route table's entries for the user's role (libs/federation/routes.json). */
  groups: ReturnType<typeof navFor>;
  /** Pending channel conflicts, shown on the entry whose badge is 'conflictos' («Canales»). */
  conflictos: number;
  onNavigate: () => void;
}

export function AdminNavGroups({ groups, conflictos, onNavigate }: AdminNavGroupsProps) {
  return (
    <div className="admin-nav-groups">
      {groups.map(({ group, entries }) => (
        <div key={group} className="admin-nav-group">
          <span className="admin-nav-group-label" id={groupId(group)}>
            {group}
          </span>
          <ul aria-labelledby={groupId(group)}>
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className={({ isActive }) => (isActive ? 'active' : undefined)} onClick={onNavigate}>
                  {entry.label}
                  {entry.badge === 'conflictos' && conflictos > 0 ? (
                    <span className="admin-badge" title={`${conflictos} conflictos de calendario pendientes`}>
                      {conflictos}
                      <span className="visually-hidden"> conflictos pendientes</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
