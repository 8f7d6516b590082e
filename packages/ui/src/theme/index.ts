import './theme.css';
import './global.css';

export { vars } from './contract.css';
export { tokens, palette, media, container } from './tokens';
export { loadScriptFonts } from './fonts';
