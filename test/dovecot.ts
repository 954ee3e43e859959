// A throwaway Dovecot IMAP server for the inbox's integration tests and bench, like
// scripts/with-postgres.sh for PostgreSQL: its own config, a free loopback port, a passwd-file of
// users and a Maildir per user that `deliver` fills; `stop` ends it and deletes the directory.
// Without Debian's dovecot-imapd (`/usr/sbin/dovecot`) `dovecotBinary()` answers null.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export type Dovecot = {
  host: string;
  port: number;
  /** Adds a user with a password (and an empty INBOX). */
  addUser: (user: string, password: string) => void;
  /** Changes a user's password (Dovecot rereads its passwd-file when it changes). */
  setPassword: (user: string, password: string) => void;
  /** Puts raw RFC 822 messages into a user's INBOX as new mail. */
  deliver: (user: string, messages: readonly string[]) => void;
  stop: () => Promise<void>;
};

export function dovecotBinary(): string | null {
  const bin = process.env.DOVECOT_BIN || '/usr/sbin/dovecot';
  return existsSync(bin) ? bin : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`dovecot did not listen on ${port}: ${log()}`);
}

const passwdLine = (user: string, password: string) => `${user}:{PLAIN}${password}::::::\n`;

/** Starts Dovecot; the caller stops it (afterAll). */
export async function startDovecot(): Promise<Dovecot> {
  const bin = dovecotBinary();
  if (!bin) throw new Error('dovecot not found: apt-get install -y dovecot-imapd');
  const dir = mkdtempSync(join(tmpdir(), 'pursuit-dovecot-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = userInfo();
  // As root Dovecot drops to its own users; otherwise it runs everything as the current user.
  const mailUid = root
    ? Number(spawnSync('id', ['-u', 'dovecot']).stdout.toString().trim())
    : me.uid;
  const mailGid = root
    ? Number(spawnSync('id', ['-g', 'dovecot']).stdout.toString().trim())
    : me.gid;
  const internalUser = root ? 'dovecot' : me.username;
  const loginUser = root ? 'dovenull' : me.username;
  for (const d of ['run', 'state', 'mail']) mkdirSync(join(dir, d));
  if (root) {
    chmodSync(dir, 0o755);
    chownSync(join(dir, 'mail'), mailUid, mailGid);
  }
  writeFileSync(join(dir, 'users'), '');
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = pursuit-test-${randomBytes(4).toString('hex')}
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
first_valid_uid = 0
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  );
  const child = spawn(bin, ['-F', '-c', join(dir, 'dovecot.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const log = () => {
    try {
      return `${output}\n${readFileSync(join(dir, 'dovecot.log'), 'utf8')}`;
    } catch {
      return output;
    }
  };
  await waitForPort(port, child, log);
  const users = new Map<string, string>();
  const writeUsers = () =>
    writeFileSync(join(dir, 'users'), [...users].map(([u, p]) => passwdLine(u, p)).join(''));
  let counter = 0;
  const own = (path: string) => {
    if (root) chownSync(path, mailUid, mailGid);
  };
  return {
    host: '127.0.0.1',
    port,
    addUser(user, password) {
      users.set(user, password);
      writeUsers();
      const maildir = join(dir, 'mail', user);
      for (const sub of ['', 'cur', 'new', 'tmp']) {
        mkdirSync(join(maildir, sub), { recursive: true });
        own(join(maildir, sub));
      }
    },
    setPassword(user, password) {
      users.set(user, password);
      writeUsers();
    },
    deliver(user, messages) {
      for (const message of messages) {
        counter += 1;
        const file = join(
          dir,
          'mail',
          user,
          'new',
          `${Date.now()}.P${process.pid}Q${counter}.pursuit-test`,
        );
        writeFileSync(file, message.replace(/\r?\n/g, '\r\n'));
        own(file);
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
