import { registerEnumType } from 'type-graphql';

/** GraphQL names for the rules' phases; the values are the rules' own. */
export enum PhaseName {
  PURCHASE = 'purchase',
  COMBAT_MOVE = 'combatMove',
  CONDUCT_COMBAT = 'conductCombat',
  NON_COMBAT_MOVE = 'nonCombatMove',
  MOBILIZE = 'mobilize',
  COLLECT_INCOME = 'collectIncome',
  /** RULES §7 phase 2 (pacific-2001). */
  COMBAT_AIR_PATROL = 'combatAirPatrol',
  /** RULES §7 phase 5 (pacific-2001). */
  NATIONAL_CONTROL = 'nationalControl',
  /** RULES §7 phase 8 (pacific-2001). */
  RESURFACE = 'resurface',
}
registerEnumType(PhaseName, { name: 'Phase', description: 'The phases of a turn, in order (RULES §1.3).' });

export enum RelationKindName {
  WAR = 'war',
  ALLIED = 'allied',
  NEUTRAL = 'neutral',
}
registerEnumType(RelationKindName, { name: 'RelationKind' });

export enum TerritoryKindName {
  LAND = 'land',
  SEA = 'sea',
}
registerEnumType(TerritoryKindName, { name: 'TerritoryKind' });

export enum UnitDomainName {
  LAND = 'land',
  SEA = 'sea',
  AIR = 'air',
  FACILITY = 'facility',
}
registerEnumType(UnitDomainName, { name: 'UnitDomain' });

export enum GameStatusName {
  ACTIVE = 'active',
  ENDED = 'ended',
}
registerEnumType(GameStatusName, { name: 'GameStatus' });

export enum SeatingMode {
  OPEN = 'open',
  INVITATION = 'invitation',
}

registerEnumType(SeatingMode, {
  name: 'Seating',
  description: 'How a game gives its seats (docs/seats.md).',
  valuesConfig: {
    OPEN: { description: 'Any client may take a free seat: the first to ask gets it.' },
    INVITATION: { description: "A seat goes only to a client holding the organizer's invitation code for it (inviteToSeat)." },
  },
});
