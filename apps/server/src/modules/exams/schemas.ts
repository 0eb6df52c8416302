// The one id schema lives in the contract; this re-export keeps the staff exam files' imports working.
export { id } from '@lms/domain/contract';
