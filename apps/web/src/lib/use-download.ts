import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/ui/index.ts';
import type { DownloadedFile } from './http.ts';
import { saveFile } from './save-file.ts';

/**
 * Runs a download and says how it went (section 8): the file is saved, or "No se encontraron
 * registros" when the server had nothing for it, or "Error al descargar el archivo".
 */
export function useDownload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: (run: () => Promise<DownloadedFile | null>) => run(),
    onSuccess(file) {
      if (file) saveFile(file);
      else toast.show({ type: 'info', title: t('downloads.empty') });
    },
    onError() {
      toast.show({ type: 'danger', title: t('downloads.failed') });
    },
  });
}
