import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
// After the full faces, so that it wins for the characters nearly every page sets (coverage.ts).
import './latinBasic/latinBasic.css';
