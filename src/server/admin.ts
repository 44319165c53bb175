import { createResetLink } from './auth/password-reset';
import { findUserByEmail } from './auth/users';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseInUseError } from './db/embedded-lock';
import { migrate } from './db/migrate';

// `npm run admin -- <command>`: what an operator does by hand, with the server's own configuration.
const USAGE = `Usage: npm run admin -- reset-link <email>

  reset-link <email>   Print a one-time link (valid for one hour) that lets this person choose a new
                       password; for servers without email (SMTP_URL). Give it to them privately.`;

async function resetLink(email: string | undefined): Promise<number> {
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const user = await findUserByEmail(database.db, email.trim().toLowerCase());
    if (!user || user.isDemo) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    // To the operator's terminal only, never to a log.
    console.log(await createResetLink(database.db, user.id, config.appUrl));
    return 0;
  } finally {
    await database.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'reset-link') return resetLink(rest[0]);
  console.error(USAGE);
  return 2;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
