// The JSON Schemas of the position document and of the organizer's edits.
// docs/position.schema.json and docs/position-edits.schema.json are these
// objects, written by tools/write-position-schemas.ts (test/position/docs.test.ts keeps them equal).
import { PHASE_KINDS } from '../ruleset';
import { POSITION_FORMAT } from './types';

const name = (description: string) => ({ type: 'string', minLength: 1, maxLength: 60, description });
const power = (description: string) => ({ type: 'string', minLength: 1, maxLength: 40, description });

const carriedGroupProperties = {
  type: name('Unit type, as in the ruleset (e.g. "infantry", "fighter").'),
  owner: power('Power that owns the units (e.g. "Japan").'),
  count: { type: 'integer', minimum: 1, maximum: 1000, description: 'How many identical units (default 1).' },
  placedThisTurn: { type: 'boolean', description: "Placed in this turn's Mobilize phase (default false)." },
};

const definitions = {
  carriedGroup: {
    type: 'object',
    description: 'Units aboard one transport (cargo) or one carrier (planes).',
    required: ['type', 'owner'],
    additionalProperties: false,
    properties: carriedGroupProperties,
  },
  unitGroup: {
    type: 'object',
    description: 'Identical units in one place. `cargo` and `planes` are what EACH of the `count` units carries.',
    required: ['type', 'owner'],
    additionalProperties: false,
    properties: {
      ...carriedGroupProperties,
      damage: { type: 'integer', minimum: 0, maximum: 1000, description: 'Factories, airfields, harbours: bombing damage (default 0).' },
      hits: { type: 'integer', minimum: 0, maximum: 1000, description: 'Battleships and carriers: hits taken (default 0).' },
      portZone: name(
        'Ships in port (optional rule hr01-ports-shelter) in this land territory: the sea zone next to it they are in port on.',
      ),
      cargo: {
        type: 'array',
        maxItems: 20,
        description: 'Transports: the land units aboard each transport.',
        items: { $ref: '#/definitions/carriedGroup' },
      },
      planes: {
        type: 'array',
        maxItems: 20,
        description: 'Carriers: the fighters and tactical bombers aboard each carrier.',
        items: { $ref: '#/definitions/carriedGroup' },
      },
    },
  },
  place: {
    type: 'object',
    description: 'A named territory or sea zone. Its `units` are exactly what is there (absent: none).',
    additionalProperties: false,
    properties: {
      owner: {
        type: ['string', 'null'],
        minLength: 1,
        maxLength: 40,
        description:
          'Land: the owner, null for unowned. Sea zones: only those a power holds (pacific-2001 convoy centres and convoy-route zones). Absent: the standard owner.',
      },
      heldSinceTurnStart: { type: 'boolean', description: 'Land only: false when it changed hands this turn. Absent: true.' },
      units: { type: 'array', maxItems: 200, items: { $ref: '#/definitions/unitGroup' } },
    },
  },
};

const nonNegativeMap = (max: number, description: string) => ({
  type: 'object',
  maxProperties: 200,
  description,
  additionalProperties: { type: 'integer', minimum: 0, maximum: max },
});

export const positionSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Pacific 1940 position document',
  description: `A board position (${POSITION_FORMAT}). Parts not stated come from the ruleset's standard setup; see docs/positions.md.`,
  type: 'object',
  required: ['format', 'ruleset'],
  additionalProperties: false,
  properties: {
    format: { const: POSITION_FORMAT, description: 'Always "pacific-position/1".' },
    ruleset: name('Ruleset id, e.g. "pacific-1940".'),
    options: {
      type: 'array',
      maxItems: 40,
      uniqueItems: true,
      items: name('Optional rule id.'),
      description: 'Optional rules switched on (default none).',
    },
    round: { type: 'integer', minimum: 1, maximum: 1000, description: 'Game round (default 1).' },
    currentPower: power('The power whose turn it is (default: the first in the turn order).'),
    phase: { enum: [...PHASE_KINDS], description: 'The current phase (default "purchase").' },
    pus: nonNegativeMap(100000, 'PUs of playable powers; unstated powers keep their starting PUs.'),
    victoryPoints: nonNegativeMap(1000, 'AMBIG-42 (pacific-2001): victory points scored so far; unstated powers have none.'),
    bombingDamage: nonNegativeMap(
      100000,
      'AMBIG-42 (pacific-2001): PUs each power has lost to strategic bombing so far (cumulative); unstated powers have lost none.',
    ),
    bombingCounted: nonNegativeMap(
      100000,
      'AMBIG-42 (pacific-2001): how much of bombingDamage has already cost victory points; unstated: none.',
    ),
    territories: {
      type: 'object',
      maxProperties: 500,
      description: 'Named territories and sea zones; unnamed ones keep their standard owner and units.',
      additionalProperties: { $ref: '#/definitions/place' },
    },
    relations: {
      type: 'array',
      maxItems: 200,
      description: 'Relations of pairs of powers; unstated pairs keep their standard relation.',
      items: {
        type: 'object',
        required: ['a', 'b', 'kind'],
        additionalProperties: false,
        properties: {
          a: power('A power.'),
          b: power('Another power.'),
          kind: { enum: ['war', 'allied', 'neutral'] },
          declaredBy: power(
            'At war only: the power that started this war, by a declaration or an act of war (RULES §6; absent: nobody did).',
          ),
        },
      },
    },
    kamikaze: {
      type: 'object',
      additionalProperties: false,
      description:
        'Kamikaze tokens left per power (unstated: the starting tokens), whether kamikaze attacks are active (KAM-2), and the triggers armed by a Japanese hold (KAM-2: the Philippines once Japan held them at the end of its turn).',
      properties: {
        tokens: nonNegativeMap(100, 'Tokens left, per power.'),
        active: { type: 'boolean' },
        armed: {
          type: 'array',
          maxItems: 10,
          uniqueItems: true,
          items: name('A trigger territory armed by a Japanese hold (default none).'),
        },
      },
    },
    victoryPending: {
      type: ['object', 'null'],
      description: "VIC-3: a victory condition that first held at the end of `power`'s turn in `round` (default null).",
      required: ['side', 'power', 'round'],
      additionalProperties: false,
      properties: {
        side: { enum: ['Axis', 'Allies'] },
        power: power('The power at the end of whose turn it held.'),
        round: { type: 'integer', minimum: 1, maximum: 1000 },
      },
    },
    objectivesPaid: {
      type: 'array',
      maxItems: 100,
      uniqueItems: true,
      items: name('Objective id.'),
      description: 'Once-per-game objectives already paid.',
    },
    warBonusesPaid: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: name('War bonus id.'),
      description: 'RULES §6: one-time war bonuses already paid (2E: "usa-mobilization").',
    },
    purchased: nonNegativeMap(1000, 'Units the current power bought this turn and has not placed, by type.'),
    heldPurchases: {
      type: 'object',
      maxProperties: 10,
      description:
        "RULES §7, AMBIG-43 (pacific-2001): per power of the current player other than the current power, the units it bought this turn and places in its own Mobilize step, by type (Britain: Australia's purchases during India's steps).",
      additionalProperties: nonNegativeMap(1000, 'Units bought and not placed, by type.'),
    },
    placedThrough: nonNegativeMap(1000, 'Units placed this turn through each factory territory.'),
    upgradedThisTurn: {
      type: 'array',
      maxItems: 100,
      uniqueItems: true,
      items: name('Territory.'),
      description: 'Territories whose minor factory was upgraded this turn.',
    },
  },
  definitions,
} as const;

const op = (o: string) => ({ const: o });
const count = { type: 'integer', minimum: 1, maximum: 1000 };

export const editsSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Pacific 1940 position edits',
  description: 'The edits of one organizer editPosition command, applied in order; see docs/positions.md.',
  type: 'array',
  maxItems: 200,
  items: { $ref: '#/definitions/edit' },
  definitions: {
    ...definitions,
    edit: {
      type: 'object',
      required: ['op'],
      discriminator: { propertyName: 'op' },
      oneOf: [
        {
          type: 'object',
          required: ['op', 'units'],
          additionalProperties: false,
          properties: {
            op: op('addUnits'),
            at: name('Where the units go (may be left out with `aboard`).'),
            aboard: name('Id of the transport or carrier they board.'),
            units: { type: 'array', minItems: 1, maxItems: 50, items: { $ref: '#/definitions/unitGroup' } },
          },
        },
        {
          type: 'object',
          required: ['op'],
          additionalProperties: false,
          properties: {
            op: op('removeUnits'),
            unitIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: name('Unit id, e.g. "u12".') },
            at: name('Place of the units to remove, with `units`.'),
            units: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                required: ['type', 'owner'],
                additionalProperties: false,
                properties: { type: name('Unit type.'), owner: power('Owner.'), count },
              },
            },
          },
        },
        {
          type: 'object',
          required: ['op', 'territory', 'owner'],
          additionalProperties: false,
          properties: {
            op: op('setOwner'),
            territory: name('Land territory.'),
            owner: { type: ['string', 'null'], minLength: 1, maxLength: 40 },
            heldSinceTurnStart: { type: 'boolean', description: 'Default true.' },
          },
        },
        {
          type: 'object',
          required: ['op', 'power', 'pus'],
          additionalProperties: false,
          properties: { op: op('setPUs'), power: power('Playable power.'), pus: { type: 'integer', minimum: 0, maximum: 100000 } },
        },
        {
          type: 'object',
          required: ['op', 'unitId', 'damage'],
          additionalProperties: false,
          properties: {
            op: op('setDamage'),
            unitId: name('Unit id.'),
            damage: { type: 'integer', minimum: 0, maximum: 1000, description: 'Facility damage, or hits on a battleship or carrier.' },
          },
        },
        {
          type: 'object',
          required: ['op', 'a', 'b', 'kind'],
          additionalProperties: false,
          properties: {
            op: op('setRelation'),
            a: power('A power.'),
            b: power('Another power.'),
            kind: { enum: ['war', 'allied', 'neutral'] },
          },
        },
        {
          type: 'object',
          required: ['op'],
          additionalProperties: false,
          properties: { op: op('setKamikaze'), tokens: nonNegativeMap(100, 'Tokens left, per power.'), active: { type: 'boolean' } },
        },
      ],
    },
  },
} as const;
