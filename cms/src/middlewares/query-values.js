const { errors } = require('@strapi/utils');
const { errors: databaseErrors } = require('@strapi/database');

/**
 * A filter value of the wrong type (`filters[price][$gt]=abc`) reaches the database layer,
 * whose converters throw a plain Error that Strapi answers as a 500. Answered here as a 400
 * naming the parameter that holds the value.
 */
const CONVERSION = /^Expected a valid (Number|BigInteger), got (.*)$/s;
const TEMPORAL = [
  databaseErrors.InvalidDateError,
  databaseErrors.InvalidTimeError,
  databaseErrors.InvalidDateTimeError,
];

/** The query-string name of each place `value` stands in `query`, as `filters[price][$gt]`. */
function pathsOf(query, value, prefix = '') {
  if (query === null || typeof query !== 'object') {
    return String(query) === value ? [prefix] : [];
  }
  return Object.entries(query).flatMap(([key, inner]) =>
    pathsOf(inner, value, prefix ? `${prefix}[${key}]` : key),
  );
}

module.exports = () => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!ctx.path.startsWith('/api/')) throw error;
    if (TEMPORAL.some((type) => error instanceof type)) {
      throw new errors.ValidationError(`filters: ${error.message}.`, { key: 'filters' });
    }
    const match = CONVERSION.exec(error?.message ?? '');
    if (!match) throw error;
    const [, type, value] = match;
    const [parameter = 'filters'] = pathsOf(ctx.query, value);
    throw new errors.ValidationError(`${parameter}: "${value}" is not a valid ${type}.`, {
      key: parameter,
    });
  }
};

module.exports.pathsOf = pathsOf;
