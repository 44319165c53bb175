import { useId, useState } from 'react';
import { type LoginInput, loginSchema, type SignupInput, signupSchema } from '../../common/schemas/auth';
import { Button } from '../components/ui/button';
import { clearOfflineUserData } from '../lib/account/client-state';
import { nextPath } from '../lib/account/sign-up-then';
import { submitAuthForm } from './auth-request';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ResetPasswordForm } from './reset-password-form';
import { TextButton } from './text-button';
import { TextField } from './text-field';

type Mode = 'signin' | 'signup' | 'forgot' | 'reset';
type Values = { email: string; password: string; firstName: string; lastName: string };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { email: '', password: '', firstName: '', lastName: '' };

const TITLES: Record<Mode, [string, string]> = {
  signup: ['Create your account', 'Three free speeches, written for you.'],
  signin: ['Welcome back', 'Sign in to hear your next speech.'],
  forgot: ['Forgot your password?', 'It happens. Let us get you a new one.'],
  reset: ['Choose a new password', 'Then sign in with it.'],
};

/** The form `?mode=` asks for (sign-in when it names none). */
export function loginMode(search: string, hash = ''): Mode {
  const mode = new URLSearchParams(search).get('mode');
  if (mode === 'signup' || hash === '#signup') return 'signup';
  return mode === 'forgot' || mode === 'reset' ? mode : 'signin';
}

/** Field errors from the shared zod schemas: the same rules the server applies. */
function validate(mode: Mode, values: Values): { errors: Errors; data?: SignupInput | LoginInput } {
  const result =
    mode === 'signup'
      ? signupSchema.safeParse({ ...values, lastName: values.lastName || undefined })
      : loginSchema.safeParse({ email: values.email, password: values.password });
  if (result.success) return { errors: {}, data: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function LoginPage() {
  const [mode, setMode] = useState<Mode>(() => loginMode(window.location.search, window.location.hash));
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const shownError = (field: keyof Values) => (touched[field] ? errors[field] : undefined);

  function change(field: keyof Values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(validate(mode, next).errors);
  }

  function switchMode(next: Mode) {
    setMode(next);
    setTouched({});
    setFormError(null);
    setErrors(validate(next, values).errors);
    if (next !== 'signin') setNotice(null);
    // The address keeps the mode, and where to go afterwards; a spent reset token goes.
    const params = new URLSearchParams(window.location.search);
    if (next === 'signin') params.delete('mode');
    else params.set('mode', next);
    if (next !== 'reset') params.delete('token');
    const query = params.toString();
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { errors: found, data } = validate(mode, values);
    setErrors(found);
    setTouched({ email: true, password: true, firstName: true, lastName: true });
    if (!data) return;
    setBusy(true);
    setFormError(null);
    try {
      await submitAuthForm(
        mode === 'signup' ? '/api/auth/signup' : '/api/auth/login',
        data as Record<string, string>,
      );
      await clearOfflineUserData();
      window.location.assign(nextPath(window.location.search));
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  }

  const field = (name: keyof Values) => ({
    id: `${ids}-${name}`,
    name,
    value: values[name],
    error: shownError(name),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change(name, e.target.value),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
      active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground'
    }`;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-10">
      <div className="w-full max-w-md">
        <a href="/" className="mb-6 flex items-center justify-center gap-2 text-xl font-bold">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Uplift
        </a>
        <div className="rounded-lg border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-center text-2xl font-bold tracking-tight">{TITLES[mode][0]}</h1>
          <p className="mt-1 text-center text-sm text-muted-foreground">{TITLES[mode][1]}</p>
          {mode === 'forgot' ? (
            <ForgotPasswordForm initialEmail={values.email} onBack={() => switchMode('signin')} />
          ) : mode === 'reset' ? (
            <ResetPasswordForm
              token={token}
              onDone={(message) => {
                switchMode('signin');
                setNotice(message);
              }}
              onAskAgain={() => switchMode('forgot')}
            />
          ) : (
            <>
              <div role="tablist" aria-label="Account" className="mt-6 flex gap-1 rounded-lg bg-muted p-1">
                <button
                  type="button"
                  role="tab"
                  aria-selected={mode === 'signup'}
                  className={tabClass(mode === 'signup')}
                  onClick={() => switchMode('signup')}
                >
                  Sign up
                </button>
                <button
                  type="button"
                  role="tab"
                  aria-selected={mode === 'signin'}
                  className={tabClass(mode === 'signin')}
                  onClick={() => switchMode('signin')}
                >
                  Sign in
                </button>
              </div>
              <form
                className="mt-6 space-y-4"
                onSubmit={onSubmit}
                noValidate
                aria-label={mode === 'signup' ? 'Sign up' : 'Sign in'}
              >
                {mode === 'signup' && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      label="First name"
                      autoComplete="given-name"
                      required
                      {...field('firstName')}
                    />
                    <TextField
                      label="Last name (optional)"
                      autoComplete="family-name"
                      {...field('lastName')}
                    />
                  </div>
                )}
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  {...field('email')}
                />
                <PasswordField
                  label="Password"
                  autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                  hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
                  required
                  {...field('password')}
                />
                {mode === 'signin' ? (
                  <p className="-mt-2 text-right text-sm">
                    <TextButton onClick={() => switchMode('forgot')}>Forgot password?</TextButton>
                  </p>
                ) : null}
                {notice && mode === 'signin' ? <FormAlert tone="success">{notice}</FormAlert> : null}
                {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
                <Button type="submit" className="h-11 w-full" disabled={busy}>
                  {busy ? 'Please wait...' : mode === 'signup' ? 'Create account' : 'Sign in'}
                </Button>
              </form>
            </>
          )}
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Just looking?{' '}
            <a href="/demo-login" className="font-medium text-primary underline-offset-4 hover:underline">
              Try the demo
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
