/**
 * The benches' limits: on, as in production, with the story allowance and the queue's caps raised
 * so scenarios that make many stories from one address measure the work, not the refusals.
 */
export const BENCH_LIMITS = {
  RATE_LIMITS: 'on',
  RATE_LIMIT_GENERATE_PER_MIN: '100000',
  RATE_LIMIT_GENERATE_PER_HOUR: '1000000',
  QUEUE_MAX_PER_CALLER: '1000',
  QUEUE_MAX_TOTAL: '1000',
};
