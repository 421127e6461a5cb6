// GraphQL types of a board's map geometry (src/rules/ruleset/board-map.ts):
// what a frontend needs to draw the board — its size, and each territory's
// outline and label point.
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MapPoint', { description: 'A point on the map, in whole pixels from its top left corner.' })
export class MapPointType {
  @Field(() => Int, { description: 'Pixels from the left edge.' }) x: number;
  @Field(() => Int, { description: 'Pixels from the top edge.' }) y: number;
}

@ObjectType('TerritoryShape', { description: 'How to draw one territory or sea zone.' })
export class TerritoryShapeType {
  @Field({ description: "The territory's name, exactly as in Ruleset.territories." }) name: string;
  @Field({
    description:
      'Its outline as SVG path data, in map pixels: "M x y L x y x y … Z" per polygon (islands and split territories have several). ' +
      'Every polygon runs clockwise on screen, so the default (nonzero) fill rule fills them all.',
  })
  path: string;
  @Field(() => MapPointType, {
    description: 'Where to write its name or put its markers; on the map, and inside the outline except for a few tiny islands.',
  })
  label: MapPointType;
}

@ObjectType('BoardMap', {
  description:
    "The board's geometry, imported from the reference map files: draw it in an SVG viewBox of 0 0 width height. " +
    'Rulesets on the same board share one map (both Pacific 1940 editions).',
})
export class BoardMapType {
  @Field({ description: 'The board\'s id, e.g. "pacific-1940" for both 1940 editions.' }) board: string;
  @Field(() => Int, { description: 'Width of the map in pixels.' }) width: number;
  @Field(() => Int, { description: 'Height of the map in pixels.' }) height: number;
  @Field(() => Int, {
    description:
      'How far, in pixels, a simplified outline may stray from the reference outline (straight runs of pixel steps are drawn as lines).',
  })
  toleranceInPixels: number;
  @Field(() => [TerritoryShapeType], { description: 'One shape per territory and sea zone of the ruleset, sorted by name.' })
  territories: TerritoryShapeType[];
}
