import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserApi } from './api/client';
import { createAppRouter } from './router';
import { rememberReferralCode } from './routes/referrals/pending-code';

rememberReferralCode();
const router = createAppRouter({
  api: createBrowserApi(),
  deviceLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});

hydrateRoot(document, <RouterClient router={router} />);
