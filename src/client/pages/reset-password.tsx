import { FullScreenLoading } from '../components/full-screen-loading';
import { resetPasswordHref } from '../lib/account/sign-up-then';
import { useRunOnce } from '../lib/ui/use-run-once';

/** The link in a reset email (`/reset-password?token=…`) opens the sign-in page's reset form. */
export default function ResetPasswordPage() {
  useRunOnce(() => {
    window.location.replace(
      resetPasswordHref(new URLSearchParams(window.location.search).get('token') ?? ''),
    );
  });
  return <FullScreenLoading message="Opening the password form..." />;
}
