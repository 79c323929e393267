import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import {
  passwordLinkPath,
  toFieldErrors,
  translate,
  type UserCreateRequest,
  userCreateRequest,
} from '@board/domain';
import { loadConfig } from './config.ts';
import { type Db, openDatabase } from './db/client.ts';
import { serverHoldsDataDir } from './db/embedded/data-dir-socket.ts';
import { AppError } from './lib/app-error.ts';
import { refuseWeakPassword } from './lib/new-password.ts';
import { hashPassword } from './lib/passwords.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { issueInvitation, setPasswordHash } from './modules/auth/index.ts';
import { stationHasBoard } from './modules/stations/index.ts';
import { accountById, emailTaken, insertAccount, insertAudit } from './modules/users/index.ts';

const USAGE = `usage: npm run admin -- create-user --email <e-mail> --name "<full name>" --role <CTA|GENERIC|DUTY|none> [--station <XXX>] [--password-stdin]

Creates an account on the configured database (DATABASE_URL, or the embedded one in DATA_DIR,
which the server must not hold open). Without --password-stdin it prints a link, valid 72 hours,
for the person to choose a password; with it, the password is read from standard input.`;

/** Prints what is wrong with the input, field by field, and answers the exit code for it. */
function refuse(problems: { path: string; message: string }[]): number {
  for (const p of problems)
    console.error(`  --${p.path === 'fullName' ? 'name' : p.path}: ${p.message}`);
  console.error(`\n${USAGE}`);
  return 2;
}

/**
 * Creates the account with its audit entry, in one transaction, and either its password or an
 * invitation: the token of the link to choose one (null when the password was given).
 */
function createAccount(db: Db, account: UserCreateRequest, passwordHash: string | null) {
  return db.transaction(async (tx) => {
    const id = await insertAccount(tx, account);
    const created = await accountById(tx, id);
    await insertAudit(tx, {
      actorId: null,
      actorName: 'npm run admin',
      targetId: id,
      action: 'created',
      before: null,
      after: {
        email: created?.email,
        fullName: created?.fullName,
        role: created?.role,
        station: created?.station,
        active: true,
      },
    });
    if (passwordHash) {
      await setPasswordHash(tx, id, passwordHash);
      return null;
    }
    return issueInvitation(tx, id);
  });
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      station: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  if (positionals[0] !== 'create-user') {
    console.error(USAGE);
    return 2;
  }
  const input = userCreateRequest.safeParse({
    email: values.email,
    fullName: values.name,
    role: values.role === 'none' ? null : values.role,
    station: values.station ?? null,
  });
  if (!input.success) {
    return refuse(
      toFieldErrors(input.error.issues).map((f) => ({ ...f, message: translate(f.key, f.params) })),
    );
  }
  const account = input.data;
  const password = values['password-stdin']
    ? (await text(process.stdin)).replace(/\r?\n$/, '')
    : null;
  if (password !== null) {
    try {
      await refuseWeakPassword(password, account.email);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = error.details.fields ?? [];
      return refuse(fields.map((f) => ({ path: 'password', message: translate(f.key, f.params) })));
    }
  }

  const config = loadConfig();
  if (!config.databaseUrl && (await serverHoldsDataDir(config.dataDir))) {
    console.error(
      `the server is running on ${config.dataDir}: stop it first, or use Administración`,
    );
    return 1;
  }
  await keepDataDirPrivate(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    await keepDataDirPrivate(config.dataDir);
    if (account.station && !(await stationHasBoard(database.db, account.station))) {
      return refuse([{ path: 'station', message: translate('validation.unknownStation') }]);
    }
    if (await emailTaken(database.db, account.email)) {
      return refuse([{ path: 'email', message: translate('validation.emailTaken') }]);
    }
    const passwordHash = password === null ? null : await hashPassword(password);
    const token = await createAccount(database.db, account, passwordHash);
    console.log(`created ${account.email} (${account.role ?? 'no role'})`);
    if (token) {
      console.log('Link to choose the password (valid 72 hours, single use):');
      console.log(`${config.publicUrl}${config.basePath}${passwordLinkPath(token, 'invitation')}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
