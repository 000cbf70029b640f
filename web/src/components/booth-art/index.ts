export type { BoothSceneProps, BoothMiniatureProps, VideoroomSceneProps } from './booth-art.types.ts';
export { BoothScene } from './booth-scene.tsx';
export { BoothMiniature } from './booth-miniature.tsx';
export { BoothPicture } from './booth-picture.tsx';
export { VideoroomScene } from './videoroom-scene.tsx';
export { CharacterFigure, type CharacterFigureProps } from './character-figure.tsx';
export { CHARACTER_KEYS } from './characters.tsx';
export { BOOTH_TYPES, BOOTH_VARIATIONS, boothType, boothVariation } from './booth-layout.ts';
export {
  BOOTH_THEMES,
  BOOTH_THEME_KEYS,
  boothTheme,
  boothThemeName,
  contrastRatio,
  type BoothTheme,
} from './booth-themes.ts';
