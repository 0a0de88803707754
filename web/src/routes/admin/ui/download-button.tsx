import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from './error-message';
import { saveBlob } from './download';

/** Saves a file the browser fetched or built (CSV exports of the back office). */
export function DownloadButton({
  label,
  fileName,
  file,
  className = 'btn btn-primary text-sm',
}: {
  label: string;
  fileName: string;
  file: () => Promise<Blob>;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          saveBlob(await file(), fileName);
        } catch (error) {
          toast.error(`Export failed: ${errorMessage(error)}`);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden className="size-4" />
      )}
      {label}
    </button>
  );
}
