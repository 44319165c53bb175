import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './login/login-page';

// /login.html is its own page (SPEC §2): no router, no query client, only the form.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <LoginPage />
    </StrictMode>,
  );
}
