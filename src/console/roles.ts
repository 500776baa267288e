// What each role may do in the console (design §10), checked on the server for every
// request: admin everything, accounts and API tokens included; manager the programme's
// tables; viewer reads the programme's tables only.
import type { Role } from '../accounts/users.js';

/** The programme's tables, or the accounts (users and API tokens). */
export type Area = 'programme' | 'accounts';

export function canView(role: Role, area: Area): boolean {
  return area === 'programme' || role === 'admin';
}

export function canChange(role: Role, area: Area): boolean {
  return role === 'admin' || (role === 'manager' && area === 'programme');
}
