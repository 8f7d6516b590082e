export { IngredientsStory } from './IngredientsStory';
export type { Ingredient, IngredientsStoryProps } from './IngredientsStory';
