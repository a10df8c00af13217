// The roles are the back office's contract with the API: both sides read them from there.
export * from '../../client/backoffice/contract/roles';
