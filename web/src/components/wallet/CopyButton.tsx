import clsx from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../toast';
import { hapticNotify } from '../../telegram/useTelegram';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older webviews (and some Telegram clients) have no async clipboard: the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Copies `text`; the spec's toast and a tick for 2 seconds. */
export function CopyButton({
  text,
  label = 'Copy address',
  message = 'Address copied to clipboard!',
  className,
}: {
  text: string;
  label?: string;
  message?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={copied ? 'Copied' : label}
      title={label}
      onClick={async () => {
        if (await copyText(text)) {
          setCopied(true);
          toast.success(message);
          hapticNotify('success');
        } else {
          toast.error('Could not copy. Select the text and copy it by hand.');
        }
      }}
      className={clsx(
        'flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors duration-150',
        copied ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted hover:text-fg',
        className,
      )}
    >
      {copied ? <Check aria-hidden className="size-5" /> : <Copy aria-hidden className="size-5" />}
    </button>
  );
}
