import { useT } from '#web/lib/i18n/i18n.tsx';
import { ModalFrame, type ModalProps } from './modal-frame.tsx';

/** The one dialog of the app (modal-frame.tsx), its close button named in the language in use. */
export function Modal(props: ModalProps) {
  const t = useT();
  return <ModalFrame {...props} closeLabel={t('common.close')} />;
}
