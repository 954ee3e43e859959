// Options: which Pursuit server to talk to (host access is asked for that origin only) and the connection.
import {
  DEFAULT_SERVER,
  readSettings,
  saveServer,
  saveToken,
  serverOrigin,
} from '../core/settings';

const form = document.querySelector<HTMLFormElement>('#server-form')!;
const input = document.querySelector<HTMLInputElement>('#server')!;
const status = document.querySelector<HTMLParagraphElement>('#status')!;
const connection = document.querySelector<HTMLParagraphElement>('#connection')!;
const disconnect = document.querySelector<HTMLButtonElement>('#disconnect')!;

async function show() {
  const settings = await readSettings();
  input.value = settings.server;
  input.placeholder = DEFAULT_SERVER;
  connection.textContent = settings.token
    ? `Connected to ${settings.server}.`
    : 'Not connected. Open the extension’s popup and enter a pairing code from Pursuit.';
  disconnect.hidden = !settings.token;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const origin = serverOrigin(input.value);
  if (!origin) {
    status.textContent =
      'Enter the address of your Pursuit server, starting with http:// or https://.';
    return;
  }
  // Host access only to this one server, asked for when it is set.
  const granted = await chrome.permissions.request({ origins: [`${origin}/*`] }).catch(() => false);
  if (!granted) {
    status.textContent = `Pursuit Clipper needs your permission to talk to ${origin}.`;
    return;
  }
  const before = await readSettings();
  await saveServer(origin);
  // A token belongs to the server that issued it.
  if (before.server !== origin) await saveToken(null);
  status.textContent = `Saved: ${origin}.`;
  await show();
});

disconnect.addEventListener('click', async () => {
  await saveToken(null);
  status.textContent =
    'Disconnected. Revoke the token in Pursuit (Profile → Browser extension) if this browser is not yours.';
  await show();
});

void show();
