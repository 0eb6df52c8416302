import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './org';

/** A student admitted by staff; registered once a password is set. */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sid: text('sid').notNull(),
    /** 88 + the mobile number from the admission form. */
    username: text('username').notNull(),
    contact: text('contact').notNull().default(''),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    session: text('session').notNull().default(''),
    sscGpa: numeric('ssc_gpa', { precision: 3, scale: 2, mode: 'number' }),
    hscGpa: numeric('hsc_gpa', { precision: 3, scale: 2, mode: 'number' }),
    code: text('code').notNull(),
    link: text('link').notNull().default(''),
    profilePic: text('profile_pic').notNull().default(''),
    passwordHash: text('password_hash'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** When staff deactivated the student (who then cannot sign in); null while active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Standing extra time in minutes (an accessibility need), added to every exam the student sits. */
    extraTimeMinutes: integer('extra_time_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_username_key').on(t.username),
    uniqueIndex('students_code_key').on(t.code),
    // A guardian's children are the students listing the guardian's number.
    index('students_contact_idx').on(t.contact).where(sql`${t.contact} <> ''`),
  ],
);

/** A staff account with its roles. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    /** False once an admin deactivated the account: it cannot sign in. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_key').on(t.username)],
);

/** A signed-in session: only the token's hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    principalType: text('principal_type', { enum: ['student', 'staff', 'guardian'] }).notNull(),
    principalId: uuid('principal_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_principal_idx').on(t.principalType, t.principalId)],
);

/** A one-time code sent to a mobile number; only its HMAC is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['register', 'forgotPassword', 'guardianSignIn'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent by staff with a password reset and not yet handed to a code request of the student. */
    fromStaff: boolean('from_staff').notNull().default(false),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * A guardian who signed in at least once: the number students list as `contact`. The children are
 * looked up by that number on every request, so a roster change shows at once.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The local mobile number (01XXXXXXXXX), as the roster stores `contact`. */
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guardians_phone_key').on(t.phone)],
);
