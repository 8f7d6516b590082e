import './fallbackFaces.css';
import './theme.css';
import './global.css';

export { vars } from './contract.css';
export { pageInset } from './layout.css';
export { media } from './tokens';
export { loadFonts } from './fonts';
