// Mantine's PostCSS preset (rem/em functions, light-dark, mixins).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
