/** The fields a student is named by, as the student's own profile and the console's student view give them. */
export interface StudentIdentity {
  _id: string;
  name: string;
  sid: string;
  username: string;
  contact: string;
  session: string;
  code: string;
}

/** A student row's identity fields, in the views' names. */
export function studentIdentity(s: { id: string } & Omit<StudentIdentity, '_id'>): StudentIdentity {
  return {
    _id: s.id,
    name: s.name,
    sid: s.sid,
    username: s.username,
    contact: s.contact,
    session: s.session,
    code: s.code,
  };
}
