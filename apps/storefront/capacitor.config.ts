/**
 * Capacitor (Android/iOS) project settings. The native projects are generated with the Capacitor CLI
 * (`npx cap add android`), which needs Node 22; the web build in dist/ is what they ship. The app's
 * URL scheme (`appUrlScheme`, `sabad`: the bank's return) is registered in the generated projects —
 * Android intent filter and iOS URL type, README "Native apps" — since Capacitor's config has no
 * setting for it.
 */
interface CapacitorProjectConfig {
  appId: string;
  appName: string;
  webDir: string;
  plugins?: Record<string, Record<string, unknown>>;
}

const config: CapacitorProjectConfig = {
  appId: 'ir.sabad.app',
  appName: 'سبد',
  webDir: 'dist',
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    CapacitorHttp: { enabled: false },
  },
};

export default config;
