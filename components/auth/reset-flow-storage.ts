// The password-reset hand-offs between screens, kept for this tab only.
const EMAIL = 'reset_email';
const TOKEN = 'reset_token';

const store = () => (typeof window === 'undefined' ? null : window.sessionStorage);

export const resetFlow = {
  email: () => store()?.getItem(EMAIL) ?? '',
  setEmail: (email: string) => store()?.setItem(EMAIL, email),
  token: () => store()?.getItem(TOKEN) ?? '',
  setToken: (token: string) => store()?.setItem(TOKEN, token),
  clear: () => {
    store()?.removeItem(EMAIL);
    store()?.removeItem(TOKEN);
  },
};
