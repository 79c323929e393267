import { z } from 'zod';

/** `/healthz`: whether this process reaches its database (200 ok, 503 degraded), and which. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
});

/** `/readyz`: ready (200), or why not (503): migrations pending or the database away. */
export const readinessAnswer = z.object({
  status: z.enum(['ready', 'migrating', 'database unreachable']),
  pending: z.number().int().optional(),
});

export const HEALTH_SCHEMA = { response: { 200: healthAnswer, 503: healthAnswer } };
export const READINESS_SCHEMA = { response: { 200: readinessAnswer, 503: readinessAnswer } };
