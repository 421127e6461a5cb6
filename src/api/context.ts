import type { Logger } from '../app/logger';
import type { Services } from '../app/services';
import type { OddsRunner } from './odds-runner';

export interface ApiContext {
  services: Services;
  /** The request's logger (its request id bound), on a server. */
  log?: Logger;
  /** The client's address as the per-client limits count it (src/api/client.ts), on a server. */
  client?: string;
  /** Computes battle odds off the main thread (src/api/odds-runner.ts), on a server. */
  odds?: OddsRunner;
}
