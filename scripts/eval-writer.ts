// Quality harness for the local speech writer: prints one JSON object (see eval-report.ts for the metrics).
import { runEval } from '../src/server/speeches/writer/eval-report';

console.log(JSON.stringify(runEval(), null, 2));
