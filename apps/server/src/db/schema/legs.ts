/** The legs, their connections, their history, the stations' feed stamps, change counters and changes: the legs module's, which alone reads and writes them. */
import type {
  Cda,
  CrewMember,
  DelayEntry,
  LegChange,
  MovementSources,
  OvernightRecord,
  PeaChange,
  PeaComment,
  ServiceRecord,
  SsrCounts,
  TrailerRecord,
} from '@board/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

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

/**
 * Each station's changes, numbered: bumped in the transaction that changes the station's legs,
 * whose row lock then orders the station's writers as they commit (decision 0060).
 */
export const stationChangeCounters = pgTable('station_change_counters', {
  station: varchar('station', { length: 3 }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Each station's changes as their live message carried them, for the boards that missed some:
 * kept an hour (decision 0060). The text is the message's JSON, written once. Unlogged (its
 * migration says so; drizzle cannot): a crash empties it and the boards read their lists again.
 */
export const stationChanges = pgTable(
  'station_changes',
  {
    station: varchar('station', { length: 3 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.station, t.seq] })],
);

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
