/**
 * Guessing prize codes costs tries: each client address may check SHOP_CODE_TRIES_PER_MINUTE
 * codes a minute (default 20), then is answered 429 until the minute is over.
 */
module.exports = (_config, { strapi }) => {
  const limit = Number(process.env.SHOP_CODE_TRIES_PER_MINUTE ?? 20);
  const tries = new Map();
  return async (ctx, next) => {
    const minute = Math.floor(Date.now() / 60_000);
    const address = ctx.request.ip;
    const seen = tries.get(address);
    const count = seen?.minute === minute ? seen.count + 1 : 1;
    if (seen?.minute !== minute && tries.size > 10_000) tries.clear();
    tries.set(address, { minute, count });
    if (count > limit) {
      strapi.log.warn(`shop: ${address} checked more than ${limit} codes this minute`);
      ctx.set('Retry-After', String(60 - Math.floor((Date.now() / 1000) % 60)));
      ctx.status = 429;
      ctx.body = { error: 'too_many_requests', message: 'Too many codes tried; wait a minute.' };
      return;
    }
    await next();
  };
};
