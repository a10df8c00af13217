import type { StaffRow } from '../../db/queries/staff';
import type { Role } from './roles';

/** Who asks the operator API or looks at a back office page (worker/staff/identity.ts). */
export interface Identity {
  /** As the audit names them: 'admin-token', 'access:…', 'staff:{email}'. */
  actor: string;
  role: Role;
  /** The staff member, when a person is signed in. */
  member: StaffRow | null;
}
