/**
 * At most MAIL_RATE_LIMIT calls per client and route in each MAIL_RATE_WINDOW_SECONDS (default
 * 10 in 10 minutes): a form sends one upload and one registration per enquiry, and a retry or
 * two. Counted in memory, per CMS process; the client is its address (config/server.js's
 * proxy setting decides which one).
 */
const counts = new Map();

module.exports = (config) => {
  const limit = Number(process.env.MAIL_RATE_LIMIT || 10);
  const windowMs = Number(process.env.MAIL_RATE_WINDOW_SECONDS || 600) * 1000;
  return async (ctx, next) => {
    const now = Date.now();
    const key = `${config.bucket} ${ctx.ip}`;
    let entry = counts.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      counts.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > limit) {
      ctx.set('Retry-After', String(Math.ceil((entry.until - now) / 1000)));
      ctx.status = 429;
      ctx.body = { message: 'Too many requests: please try again later' };
      return;
    }
    for (const [other, { until }] of counts) if (until <= now) counts.delete(other);
    await next();
  };
};
