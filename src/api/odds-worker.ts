// The battle-odds worker thread (odds-runner.ts): computes one battle at a time
// off the main thread, so a long computation never holds up other clients.
import { parentPort } from 'node:worker_threads';
import { BattleOddsInputError, battleOdds, rulesetView, type BattleOddsInput } from '../rules';

export interface OddsJob {
  id: number;
  rulesetId: string;
  input: BattleOddsInput;
}

export type OddsReply =
  | { ready: true }
  | { id: number; ok: true; result: ReturnType<typeof battleOdds> }
  | { id: number; ok: false; inputError: boolean; message: string };

parentPort?.on('message', (job: OddsJob) => {
  let reply: OddsReply;
  try {
    reply = { id: job.id, ok: true, result: battleOdds(rulesetView(job.rulesetId), job.input) };
  } catch (err) {
    reply = {
      id: job.id,
      ok: false,
      inputError: err instanceof BattleOddsInputError,
      message: err instanceof Error ? err.message : String(err),
    };
  }
  parentPort!.postMessage(reply);
});

// Loaded (the rules compiled, under ts-node): the runner starts its clock for a job only from here.
parentPort?.postMessage({ ready: true } satisfies OddsReply);
