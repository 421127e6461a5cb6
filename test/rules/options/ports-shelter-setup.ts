// What both hr01-ports-shelter test files (ports-shelter, ports-shelter-attack) play with: the USA's harbour in the
// Philippines is the port in all three games, and the sea zone it is in port from.
export const OPTION = 'hr01-ports-shelter';
export const PORT = 'Philippines';
export const RULESETS = [
  { id: 'pacific-1940', zone: '35 Sea Zone' },
  { id: 'pacific-1940-2e', zone: '35 Sea Zone' },
  { id: 'pacific-2001', zone: '38 Sea Zone' },
] as const;
