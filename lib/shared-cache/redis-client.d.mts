import type { RedisClientType } from 'redis';

/** A command Redis does not answer in this time counts as a miss. */
export const REDIS_COMMAND_TIMEOUT_MS: number;

/** Logs a Redis failure at most once a minute per process. */
export function reportRedisProblem(error: unknown, what?: string): void;

/** The process's shared Redis client (connecting in the background), or null without REDIS_URL. */
export function sharedRedis(): RedisClientType | null;
