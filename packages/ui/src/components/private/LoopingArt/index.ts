export { LoopingArt } from './LoopingArt';
export type { LoopingArtProps, LoopMotion, LoopVideo } from './LoopingArt';
