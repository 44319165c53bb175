import type { CapacitorConfig } from '@capacitor/cli';

// The phone apps ship the client build (webDir) and reach the API at VITE_API_BASE_URL, fixed when the
// client is built. CAP_SERVER_URL (read by `npx cap sync`) instead loads the whole hosted site into the
// WebView: same origin as its API, so no CORS, but nothing works offline before its first load.
const serverUrl = process.env.CAP_SERVER_URL?.trim() || undefined;

const config: CapacitorConfig = {
  appId: 'app.uplift.speeches',
  appName: 'Uplift',
  webDir: 'dist/client',
  ...(serverUrl && { server: { url: serverUrl, cleartext: serverUrl.startsWith('http:') } }),
  plugins: {
    // src/client/native hides it after 2,000 ms (SPLASH_MS) rather than the plugin's default 500 ms.
    SplashScreen: { launchAutoHide: false, backgroundColor: '#8B5CF6' },
  },
};

export default config;
