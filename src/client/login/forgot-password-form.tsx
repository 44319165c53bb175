import { useEffect, useId, useState } from 'react';
import { EMAIL_NOT_SET_UP, RESET_REQUESTED } from '../../common/password-reset';
import { forgotPasswordSchema } from '../../common/schemas/auth';
import { Button } from '../components/ui/button';
import { answer, api } from '../lib/api/api-client';
import { submitAuthForm } from './auth-request';
import { FormAlert } from './form-alert';
import { TextButton } from './text-button';
import { TextField } from './text-field';

/** 'Forgot password?': asks for the email and sends the reset link, or says why it can't. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // null while asking the server; offline, the form stays and the request itself will say so.
  const [emailSetUp, setEmailSetUp] = useState<boolean | null>(null);

  useEffect(() => {
    answer(api.GET('/api/auth/forgot-password')).then(
      (status) => setEmailSetUp(status.emailSetUp),
      () => setEmailSetUp(true),
    );
  }, []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    setFormError(null);
    try {
      const answer = await submitAuthForm('/api/auth/forgot-password', parsed.data);
      setSent(answer.message ?? RESET_REQUESTED);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const back = <TextButton onClick={onBack}>Back to sign in</TextButton>;

  if (emailSetUp === false) {
    return (
      <div className="mt-6 space-y-4 text-sm">
        <FormAlert tone="info">{EMAIL_NOT_SET_UP}</FormAlert>
        <p className="text-center">{back}</p>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="mt-6 space-y-4 text-sm">
        <FormAlert tone="success">{sent}</FormAlert>
        <p className="text-center text-muted-foreground">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <TextButton onClick={() => setSent(null)}>send another link</TextButton>.
        </p>
        <p className="text-center">{back}</p>
      </div>
    );
  }
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <Button type="submit" className="h-11 w-full" disabled={busy || emailSetUp === null}>
        {busy ? 'Please wait...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">{back}</p>
    </form>
  );
}
