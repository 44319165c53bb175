// Quality bars for the local speech writer, on the development set it was tuned with and on the held-out
// set it never saw: prints one JSON object (see tests/writer-eval/eval-report.ts for the measures).
import { DEVELOPMENT_CASES } from '../src/server/speeches/writer/eval/development';
import { HOLDOUT_CASES } from '../src/server/speeches/writer/eval/holdout';
import { evaluate } from '../tests/writer-eval/eval-report';

console.log(
  JSON.stringify({ development: evaluate(DEVELOPMENT_CASES), holdout: evaluate(HOLDOUT_CASES) }, null, 2),
);
