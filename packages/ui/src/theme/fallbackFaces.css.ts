import { globalFontFace } from '@vanilla-extract/css';
import { brandFallbackFaces } from './fallbackStack';

for (const { fontFamily, ...rule } of brandFallbackFaces) globalFontFace(`'${fontFamily}'`, rule);
