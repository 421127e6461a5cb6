import type { Services } from '../app/services';

export interface ApiContext {
  services: Services;
}
