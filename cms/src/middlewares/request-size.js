const { errors } = require('@strapi/utils');

/**
 * Refuses a body larger than its route takes before a byte of it is read. Strapi's body parser
 * otherwise reads, and writes to disk, up to 200 MB of an upload before routing finds that
 * nobody takes it. Runs before `strapi::body`; `routes` are matched by path prefix, first match
 * wins. A body sent without a length is held to the parser's own limits (config/middlewares.js).
 */
module.exports = (config) => {
  const routes = config.routes;
  const routeOf = (path) => routes.find((route) => path.startsWith(route.prefix));
  const refuse = (ctx, message) => {
    // The rest of the body is never read: the connection closes after the answer.
    ctx.set('Connection', 'close');
    throw new errors.PayloadTooLargeError(message);
  };
  return async (ctx, next) => {
    const route = routeOf(ctx.path);
    if (!route) return next();
    const length = Number(ctx.get('content-length') || 0);
    if (length > route.bytes) {
      refuse(ctx, `A request to ${route.prefix} takes at most ${route.bytes} bytes.`);
    }
    if (!route.files && ctx.is('multipart')) {
      ctx.set('Connection', 'close');
      throw new errors.ValidationError(`${route.prefix} takes no files.`);
    }
    await next();
  };
};
