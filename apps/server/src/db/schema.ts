import type {
  Cda,
  CrewMember,
  DelayEntry,
  LegChange,
  MovementError,
  MovementRefusal,
  MovementSources,
  OvernightRecord,
  PeaChange,
  PeaComment,
  RegistrationItem,
  ServiceRecord,
  SsrCounts,
  TrailerRecord,
} from '@board/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The airports where the airline has staff and a board. Any airport of the reference dataset may
 * be a leg's origin or destination (reference/airports.ts); a row here is an airport that has, or
 * had, a board: clearing `board` keeps the row for the users and records that name it.
 */
export const stations = pgTable('stations', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  /** IANA zone, from the airports dataset: days and times of the station's legs are local to it. */
  timeZone: text('time_zone').notNull(),
  board: boolean('board').notNull().default(true),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; the e-mail is the sign-in name. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role'),
    stationCode: varchar('station_code', { length: 3 }).references(() => stations.code),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    /** Set when an administrator switched the account off: it can no longer sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Grows with every administrative change, the guard against two administrators' edits. */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('CTA', 'GENERIC', 'DUTY')`)],
);

/** Every administrative change of an account: who, when, and the account before and after. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, as they were named then. */
    actorName: text('actor_name').notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetId, t.at)],
);

/** One signed-in device. Access tokens name their session, so ending it ends them at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed. A used one presented again revokes its whole session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/** Every authentication event, kept for the station's supervisors and for security review. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('auth_events_at_idx').on(t.at)],
);

/**
 * A flight leg. Identity is the operational key (airline, number, local date of operation,
 * departure station); arrival_date is the arrival station's local date of the scheduled arrival,
 * kept so a station's arrivals of a day are one index lookup. `version` grows with every change
 * and guards edits against lost updates.
 */
export const legs = pgTable(
  'legs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Counts the changes recorded through the write API (not the feed's): an edit names the
     * version it was made from, and a stale one is refused.
     */
    version: integer('version').notNull().default(1),
    airline: varchar('airline', { length: 2 }).notNull(),
    flightNumber: varchar('flight_number', { length: 5 }).notNull(),
    datopLocal: date('datop_local').notNull(),
    arrivalDate: date('arrival_date').notNull(),
    /** IATA codes of the airports (any of the reference dataset, station or not). */
    depstn: varchar('depstn', { length: 3 }).notNull(),
    arrstn: varchar('arrstn', { length: 3 }).notNull(),
    /** Stored form of rules/registration-mark.ts; "new/old" right after an aircraft change. */
    registration: varchar('registration', { length: 24 }),
    material: varchar('material', { length: 4 }),
    status: text('status'),
    std: timestamp('std', { withTimezone: true }).notNull(),
    sta: timestamp('sta', { withTimezone: true }).notNull(),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    pushback: timestamp('pushback', { withTimezone: true }),
    takeoff: timestamp('takeoff', { withTimezone: true }),
    landed: timestamp('landed', { withTimezone: true }),
    onBlocks: timestamp('on_blocks', { withTimezone: true }),
    changeRegistration: boolean('change_registration').notNull().default(false),
    peaTypeArrival: text('pea_type_arrival'),
    peaNumberArrival: varchar('pea_number_arrival', { length: 8 }),
    peaTape: varchar('pea_tape', { length: 8 }),
    peaTypeDeparture: text('pea_type_departure'),
    peaNumberDeparture: varchar('pea_number_departure', { length: 8 }),
    peaHallDeparture: varchar('pea_hall_departure', { length: 8 }),
    /** Stand history per side, index 0 the original: [{index, date, type, number, tape_hall, comment}]. */
    peaChangesArrival: jsonb('pea_changes_arrival').$type<PeaChange[]>().notNull().default([]),
    peaChangesDeparture: jsonb('pea_changes_departure').$type<PeaChange[]>().notNull().default([]),
    /**
     * The station's comments on the stand changes, [{index, comment}]: kept apart from the
     * history the feed writes, so neither can overwrite the other.
     */
    peaCommentsArrival: jsonb('pea_comments_arrival').$type<PeaComment[]>().notNull().default([]),
    peaCommentsDeparture: jsonb('pea_comments_departure')
      .$type<PeaComment[]>()
      .notNull()
      .default([]),
    paxAdult: integer('pax_adult').notNull().default(0),
    paxInfant: integer('pax_infant').notNull().default(0),
    /** Only the codes the feed has sent: a code never sent reads as 0 (leg-record.ts). */
    ssrs: jsonb('ssrs').$type<Partial<SsrCounts>>().notNull().default({}),
    baggageTotal: integer('baggage_total'),
    baggageWeightTotal: integer('baggage_weight_total'),
    load: integer('load'),
    capacity: integer('capacity'),
    crewType: text('crew_type'),
    crew: jsonb('crew').$type<CrewMember[]>().notNull().default([]),
    cdaAssigned: jsonb('cda_assigned').$type<Cda>(),
    cdaAssignedArrival: jsonb('cda_assigned_arrival').$type<Cda>(),
    trailersArrival: jsonb('trailers_arrival').$type<TrailerRecord[]>().notNull().default([]),
    trailersDeparture: jsonb('trailers_departure').$type<TrailerRecord[]>().notNull().default([]),
    servicesArrival: jsonb('additional_services_arrival')
      .$type<ServiceRecord[]>()
      .notNull()
      .default([]),
    servicesDeparture: jsonb('additional_services_departure')
      .$type<ServiceRecord[]>()
      .notNull()
      .default([]),
    delays: jsonb('delays').$type<DelayEntry[]>().notNull().default([]),
    overnight: jsonb('overnight').$type<OvernightRecord>(),
    /**
     * Milestones stay loosely typed: a record from an older layout is read field by field
     * (milestonesArrivalForm, milestonesDepartureForm), never trusted to hold today's shape.
     */
    milestonesArrival: jsonb('milestones_arrival').$type<Record<string, unknown>>(),
    milestonesDeparture: jsonb('milestones_departure').$type<Record<string, unknown>>(),
    /**
     * Per field a movement message set ({field: {at, cor}}): when that message was sent and
     * whether it was a correction, so an older or repeated message never undoes a newer one.
     */
    movementTimes: jsonb('movement_times').$type<MovementSources>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legs_key_idx').on(t.airline, t.flightNumber, t.datopLocal, t.depstn),
    index('legs_departures_idx').on(t.depstn, t.datopLocal),
    index('legs_arrivals_idx').on(t.arrstn, t.arrivalDate),
    // The continuity check reads an aircraft's legs network-wide by the registration now flying.
    index('legs_aircraft_idx').on(sql`split_part(${t.registration}, '/', 1)`, t.datopLocal),
    check('legs_status_check', sql`${t.status} in ('CANCELED', 'RESCHEDULED', 'CONFIRMED')`),
  ],
);

/** Passengers and bags of an inbound flight connecting to a departure leg. */
export const legConnections = pgTable(
  'leg_connections',
  {
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    flightNumber: varchar('flight_number', { length: 8 }).notNull(),
    datopLocal: date('datop_local').notNull(),
    depstn: varchar('depstn', { length: 3 }).notNull(),
    pax: integer('pax').notNull(),
    bags: integer('bags').notNull(),
  },
  (t) => [primaryKey({ columns: [t.legId, t.flightNumber, t.datopLocal, t.depstn] })],
);

/** When each station's legs last changed through the operations feed (the board's last sync). */
export const stationFeedSync = pgTable('station_feed_sync', {
  /** Any airport a leg touched: it becomes a board's last sync once the airport is a station. */
  station: varchar('station', { length: 3 }).primaryKey(),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull(),
});

/** The registrations a user tracks on the overnights board; absent means the default list. */
export const userRegistrations = pgTable('user_registrations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  registrations: jsonb('registrations').$type<RegistrationItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change recorded on a leg through the write API: who, when, through which call, and each
 * field before and after. Written in the transaction of the change itself.
 */
export const legChanges = pgTable(
  'leg_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a change a movement message made (user_name then names the message). */
    userId: uuid('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    role: text('role'),
    call: text('call').notNull(),
    /** The leg's version this change produced. */
    version: integer('version').notNull(),
    /** [{field, before, after}] */
    changes: jsonb('changes').$type<LegChange['changes']>().notNull(),
  },
  (t) => [index('leg_changes_leg_idx').on(t.legId, t.changedAt)],
);

/**
 * The saves of a leg that named themselves (SAVE_KEY_HEADER), written in the transaction of the
 * save: a receipt exists exactly when its save committed, so a save sent again is answered
 * without being applied again. A key belongs to its user. Kept for 30 days (RECEIPT_DAYS).
 */
export const saveReceipts = pgTable(
  'save_receipts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('save_receipts_created_idx').on(t.createdAt),
  ],
);

/**
 * When each user last looked at a station day as a whole ("Marcar todo como visto", or the first
 * look): changes after it are new to them. Per user, so one agent's look clears nothing for another.
 */
export const stationDaySeen = pgTable(
  'station_day_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    station: varchar('station', { length: 3 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.station, t.day] })],
);

/** When a user last looked at one leg's changes (opened its marker), later than the day's look. */
export const legSeen = pgTable(
  'leg_seen',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    legId: uuid('leg_id')
      .notNull()
      .references(() => legs.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.legId] })],
);

/**
 * The dispatchers (CDA) a station offers as suggestions in the CDA drawer: data, so a station's
 * list changes without a release.
 */
export const dispatchers = pgTable(
  'dispatchers',
  {
    station: varchar('station', { length: 3 })
      .notNull()
      .references(() => stations.code),
    code: varchar('code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: varchar('phone_number', { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.station, t.code] })],
);

/**
 * The airline's own delay codes, 00 to 05 of the IATA list (AHM 730 leaves them to each airline):
 * set by DUTY, empty until then, offered and accepted beside the standard codes.
 */
export const airlineDelayCodes = pgTable(
  'airline_delay_codes',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    alpha: varchar('alpha', { length: 2 }),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('airline_delay_codes_code_check', sql`${t.code} in ('00', '01', '02', '03', '04', '05')`),
  ],
);

/**
 * Every IATA movement message received (AHM 780), as sent, with what became of it: the refused
 * ones are DUTY's rejection queue. `digest` is the message without its envelope, so a message
 * sent again changes nothing.
 */
export const movementMessages = pgTable(
  'movement_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
    digest: text('digest').notNull(),
    outcome: text('outcome').notNull(),
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<NonNullable<MovementRefusal['params']>>(),
    flight: text('flight'),
    legId: uuid('leg_id').references(() => legs.id, { onDelete: 'set null' }),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The text as received, when DUTY corrected it in the queue; null while never corrected. */
    originalText: text('original_text'),
    /** Elements that could not be read, with their problems; the rest of the message applied. */
    unread: jsonb('unread').$type<MovementError[]>().notNull().default([]),
    /** The message's supplementary information (SI), shown as its remark on the leg. */
    remark: text('remark'),
  },
  (t) => [
    index('movement_messages_outcome_idx').on(t.outcome, t.receivedAt),
    index('movement_messages_digest_idx').on(t.digest),
    check(
      'movement_messages_outcome_check',
      sql`${t.outcome} in ('applied', 'unchanged', 'rejected', 'discarded')`,
    ),
  ],
);
