import { Wrench } from 'lucide-react';
import { messageText } from '../i18n/content';
import { useI18n } from '../i18n/i18n';
import { useSettingsIfLoaded } from '../settings';

/** The maintenance page: the operator's message in the player's language (App settings), else the shipped one. */
export function Maintenance() {
  const { language, t } = useI18n();
  const settings = useSettingsIfLoaded();
  const message = settings ? messageText(settings.appConfig, language, t, 'maintenanceMessage') : null;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col items-center justify-center px-6 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-full bg-secondary/15 text-secondary">
        <Wrench aria-hidden className="size-8" />
      </div>
      <h1 className="text-2xl font-bold">{t('maintenance.title')}</h1>
      <p className="mt-3 text-base">{message || t('maintenance.default')}</p>
      <p className="mt-2 text-sm text-muted">{t('maintenance.body')}</p>
    </main>
  );
}
