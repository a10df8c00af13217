import type { Role } from '../../client/backoffice/contract/roles';
import type { StaffRow } from '../../db/queries/staff';

/** Who asks the operator API or looks at a back office page (worker/staff/identity.ts). */
export interface Identity {
  /** As the audit names them: 'admin-token', 'access:…', 'staff:{email}'. */
  actor: string;
  role: Role;
  /** The staff member, when a person is signed in. */
  member: StaffRow | null;
}
