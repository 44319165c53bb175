import { useId, useState } from 'react';
import { PASSWORD_CHANGED } from '../../common/password-reset';
import { passwordSchema } from '../../common/schemas/auth';
import { Button } from '../components/ui/button';
import { submitAuthForm } from './auth-request';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { TextButton } from './text-button';

/** Choosing a new password with the token from a reset email; `onDone` gets the server's confirmation. */
export function ResetPasswordForm({
  token,
  onDone,
  onAskAgain,
}: {
  token: string;
  onDone: (message: string) => void;
  onAskAgain: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = passwordSchema.safeParse(password);
  const error = touched && !check.success ? check.error.issues[0]?.message : undefined;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!check.success) return;
    setBusy(true);
    setFormError(null);
    try {
      const answer = await submitAuthForm('/api/auth/reset-password', { token, password });
      onDone(answer.message ?? PASSWORD_CHANGED);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <div className="mt-6 space-y-4 text-sm">
        <FormAlert tone="error">
          This reset link is incomplete. Copy the whole link from the email, or ask for a new one.
        </FormAlert>
        <AskAgain onClick={onAskAgain} />
      </div>
    );
  }
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. Three or four unrelated words work well."
        required
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <Button type="submit" className="h-11 w-full" disabled={busy}>
        {busy ? 'Please wait...' : 'Set new password'}
      </Button>
      <AskAgain onClick={onAskAgain} />
    </form>
  );
}

function AskAgain({ onClick }: { onClick: () => void }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Link expired? <TextButton onClick={onClick}>Ask for a new one</TextButton>
    </p>
  );
}
