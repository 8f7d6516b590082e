const { errors } = require('@strapi/utils');

/**
 * How deep a read may populate relations. Strapi follows `populate` as deep as it is written,
 * and the catalog's relations loop (categories → sub-categories → categories …): ten levels
 * answered 65 MB in 72 s and stalled every other read. The site populates one level.
 */
function depthOf(populate) {
  if (populate === undefined || populate === null || populate === false) return 0;
  if (typeof populate !== 'object') return 1;
  if (Array.isArray(populate)) {
    // `populate[0]=categories.sub_categories`: Strapi's dotted form.
    return Math.max(0, ...populate.map((path) => String(path).split('.').length));
  }
  return Math.max(
    0,
    ...Object.values(populate).map((field) => {
      if (field === null || typeof field !== 'object') return 1;
      const nested = [field.populate, ...Object.values(field.on ?? {}).map((on) => on?.populate)];
      return 1 + Math.max(0, ...nested.map(depthOf));
    }),
  );
}

module.exports = (config) => async (ctx, next) => {
  if (ctx.path.startsWith('/api/')) {
    const depth = depthOf(ctx.query.populate);
    if (depth > config.maxDepth) {
      throw new errors.ValidationError(
        `populate goes ${depth} relations deep; at most ${config.maxDepth} are read.`,
        { key: 'populate', maxDepth: config.maxDepth },
      );
    }
  }
  await next();
};

module.exports.depthOf = depthOf;
