// GraphQL object types of the events' payloads, built from events/spec.ts: one
// object type per event type (<Type>Payload) in the EventPayload union, nested
// objects as their own types. The payload a client reads is converted from the
// stored one by the same spec (renamed fields mapped, missing ones null).
import { GraphQLJSON } from 'graphql-scalars';
import { createUnionType, Field, Float, Int, ObjectType } from 'type-graphql';
import type { GameEventType } from '../../rules';
import { BattleKindEnum, BattleStepEnum, PhaseName, RelationKindName, SeatingMode, SideEnum } from '../types/enums';
import { BattleOutcomeEnum, BattleSideEnum, CasualtyEffectEnum, KamikazeResultEnum } from './enums';
import { PowerEnum, UnitTypeEnum } from '../types/id-enums';
import { EVENT_SPECS, type FieldSpec, type ObjSpec, type Scalar } from './spec';

const SCALARS: Record<Scalar, unknown> = {
  String,
  Int,
  Float,
  Boolean,
  Power: PowerEnum,
  UnitType: UnitTypeEnum,
  Phase: PhaseName,
  Side: SideEnum,
  BattleStep: BattleStepEnum,
  RelationKind: RelationKindName,
  CombatKind: BattleKindEnum,
  BattleSide: BattleSideEnum,
  BattleOutcome: BattleOutcomeEnum,
  CasualtyEffect: CasualtyEffectEnum,
  KamikazeResult: KamikazeResultEnum,
  Seating: SeatingMode,
  JSON: GraphQLJSON,
};

const classes = new Map<string, new () => object>();

function objectType(spec: ObjSpec): new () => object {
  const known = classes.get(spec.name);
  if (known) return known;
  const C = { [spec.name]: class {} }[spec.name];
  classes.set(spec.name, C);
  for (const [key, field] of Object.entries(spec.fields)) {
    const t = typeof field.t === 'string' ? SCALARS[field.t] : objectType(field.t);
    Field(() => (field.list ? [t] : t) as never, {
      nullable: field.nullable ?? false,
      description: field.d,
      ...(field.deprecated ? { deprecationReason: field.deprecated } : {}),
    })(C.prototype, key);
  }
  ObjectType(spec.name, { description: spec.d })(C);
  return C;
}

export const payloadTypeName = (type: string) => `${type}Payload`;

const payloadClasses = Object.fromEntries(
  Object.entries(EVENT_SPECS).map(([type, spec]) => [
    type,
    objectType({ name: payloadTypeName(type), d: `${type}: ${spec.d}`, fields: spec.fields }),
  ]),
) as Record<GameEventType, new () => object>;

/** Which event a converted payload belongs to (for the union's resolveType). */
const payloadOf = new WeakMap<object, GameEventType>();

function convertValue(field: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === null) return field.absent ?? null;
  if (typeof field.t === 'string') return value;
  const spec = field.t;
  const one = (v: unknown) => (v && typeof v === 'object' ? convertObject(spec.fields, v as Record<string, unknown>) : null);
  return field.list && Array.isArray(value) ? value.map(one) : one(value);
}

function convertObject(fields: Record<string, FieldSpec>, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, convertValue(field, data[field.from ?? key])]));
}

/** The typed payload of a stored event, or null for an event type the API does not know (a newer server's). */
export function typedPayload(type: string, data: unknown): object | null {
  const spec = EVENT_SPECS[type as GameEventType];
  if (!spec) return null;
  const value = convertObject(spec.fields, (data ?? {}) as Record<string, unknown>);
  payloadOf.set(value, type as GameEventType);
  return value;
}

export const EventPayload = createUnionType({
  name: 'EventPayload',
  description: "An event's payload, typed: one object type per event type, <EventType>Payload (docs/events.md describes each).",
  types: () => Object.values(payloadClasses) as never,
  resolveType: (value) => {
    const type = payloadOf.get(value as object);
    if (!type) throw new Error('EventPayload: a value eventPayload() did not make');
    return payloadClasses[type];
  },
});
