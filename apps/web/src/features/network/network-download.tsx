import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '../../components/ui/index.ts';
import { saveFile } from '../../lib/save-file.ts';
import { downloadNetwork } from './api/network.ts';

/** Downloads the network's figures of `day` as a file. */
export function NetworkDownload({ day }: { day: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadNetwork({ day });
      if (file) saveFile(file);
    } catch {
      toast.show({ type: 'danger', title: t('downloads.failed') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} loading={downloading}>
      <Download aria-hidden="true" />
      {t('network.download')}
    </Button>
  );
}
