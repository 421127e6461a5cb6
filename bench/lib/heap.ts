// A full collection on demand, for the rows that weigh what a load holds: V8's gc() exposed at run time (the rows run
// under ts-node and `npm run bench`, whose command lines do not pass --expose-gc).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
export const gc = runInNewContext('gc') as () => void;

/** The live heap in MB, after two full collections (the second frees what the first's finalizers released). */
export function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}
