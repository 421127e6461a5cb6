// Enums of the events' closed sets (who fired, how a battle ended, what a hit
// did), so that typed payloads follow the API's one naming convention too. Each
// is keyed by the rules' own union, taken from the event that carries it: a value
// added there is a compile error here.
import type { GameEvent, GameEventType } from '../../rules';
import { EVENT_SPECS } from './spec';
import { describedEnum } from '../types/enums';

type Data<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>['data'];

const SIDES: Record<Data<'HitsScored'>['by'], string> = {
  attacker: 'The attacking side.',
  defender: 'The defending side.',
};
export const BattleSideEnum = describedEnum('BattleSide', 'A side of a battle.', SIDES);

const OUTCOMES: Record<Data<'BattleEnded'>['outcome'], string> = {
  attackerWon: 'The attacker won: the defenders are gone and an attacker is left.',
  defenderWon: 'The defender held: no attacker is left.',
  bothDestroyed: 'Both sides were destroyed.',
  retreated: 'The attacker retreated (CBT-8).',
  stalemate: 'Neither side could hit the other (CBT-9).',
  raided: 'A strategic bombing raid is over (SBR).',
};
export const BattleOutcomeEnum = describedEnum('BattleOutcome', 'How a battle ended.', OUTCOMES);

const EFFECTS: Record<Data<'CasualtiesChosen'>['units'][number]['effect'], string> = {
  damaged: 'One hit the unit survived (UNIT-8); a unit hit twice in a round without sinking (three hit points) is listed once per hit.',
  destroyed: 'The unit is destroyed.',
};
export const CasualtyEffectEnum = describedEnum('CasualtyEffect', 'What a hit did to a casualty.', EFFECTS);

const KAMIKAZE_RESULTS: Record<Data<'KamikazeAttacked'>['attacks'][number]['result'], string> = {
  missed: 'No hit.',
  damaged: 'A two-hit ship took its first hit.',
  sunk: 'The ship is sunk.',
};
export const KamikazeResultEnum = describedEnum('KamikazeResult', 'What a kamikaze attack did (KAM-4).', KAMIKAZE_RESULTS);

const EVENT_TYPES = Object.fromEntries(Object.entries(EVENT_SPECS).map(([type, spec]) => [type, `${type}: ${spec.d}`])) as Record<
  GameEventType,
  string
>;
export const EventTypeEnum = describedEnum(
  'EventType',
  'The type of a stored event (docs/events.md describes each); its payload is <Type>Payload, e.g. UNITS_MOVED is UnitsMovedPayload.',
  EVENT_TYPES,
);
