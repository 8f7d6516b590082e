/** The warm premium palette every demo image is drawn in. */
export const artPalette = {
  cocoa: '#3b2314',
  caramel: '#c8873a',
  date: '#6b3f22',
  gold: '#c9a45c',
  cream: '#f7efe3',
  pistachio: '#9bb07a',
  rose: '#d98c8c',
  milk: '#8a5a36',
  white: '#f4e9d8',
  ruby: '#c9707a',
  saffron: '#e0a33a',
  syrup: '#4a230f',
  salt: '#fffaf2',
} as const;
