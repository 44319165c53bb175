import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { nextPath } from './lib/account/sign-up-then';
import { LoginPage, loginMode } from './login/login-page';

// /login.html is its own page: no router, no query client, only the form. Someone already
// signed in has nothing to do here: they go on to where they were headed (the dashboard by default).
// Choosing a new password from a reset link is the exception: it works whoever is signed in here.
if (loginMode(window.location.search) !== 'reset') {
  void fetch('/api/auth/user', { credentials: 'include' }).then(
    (response) => {
      if (response.ok) window.location.replace(nextPath(window.location.search));
    },
    () => {}, // offline: the form stays
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
}
