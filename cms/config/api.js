module.exports = {
  rest: {
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
    // As Strapi 5's project template has it: an unknown query key answers 400.
    strictParams: true,
  },
};
